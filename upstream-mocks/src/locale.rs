//! Who is asking, in the upstream's terms: the language (`lang`/`language`, else the `Language`
//! header) and the device (`device`) a call names, and texts kept in the brand's two languages. Read
//! the same way by the system, content and lottery areas (the query itself through
//! [`crate::input::Query`]).

use serde::{Deserialize, Serialize};

use crate::input::Query;

/// The client kinds the upstream distinguishes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Device {
    /// The desktop site.
    Web,
    /// The mobile site (`H5`; `MOBILE` is read as the same).
    H5,
}

impl Device {
    /// `device`, when given, must be one the front ends send.
    pub fn from_query(params: &Query) -> Result<Option<Self>, String> {
        params.text("device").map(Device::parse).transpose()
    }

    /// A device from its code: `WEB` or `PC`, `H5`, `MOBILE` or `APP` (any case).
    pub fn parse(text: &str) -> Result<Self, String> {
        match text.to_ascii_uppercase().as_str() {
            "WEB" | "PC" => Ok(Device::Web),
            "H5" | "MOBILE" | "APP" => Ok(Device::H5),
            _ => Err(format!("device must be WEB or H5, not '{text}'")),
        }
    }
}

/// The languages the demo brand's texts exist in; any other code reads English.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    /// Thai.
    Th,
    /// English (and any language the brand has no texts in).
    En,
}

impl Lang {
    /// The language for a code (`TH`, `th`, `EN`, …); codes without a translation fall back to English.
    pub fn from_code(code: &str) -> Self {
        if code.trim().eq_ignore_ascii_case("TH") { Lang::Th } else { Lang::En }
    }

    /// The explicit `lang`/`language` parameter if given (it must look like a language code), else the
    /// `Language` header.
    pub fn resolve(params: &Query, name: &str, header: &str) -> Result<Self, String> {
        match params.text(name) {
            Some(code) if code.len() <= 5 && code.chars().all(|c| c.is_ascii_alphabetic() || c == '-' || c == '_') => {
                Ok(Self::from_code(code))
            }
            Some(code) => Err(format!("{name} must be a language code such as TH or EN, not '{code}'")),
            None => Ok(Self::from_code(header)),
        }
    }

    /// The code as the upstream writes it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Th => "TH",
            Lang::En => "EN",
        }
    }
}

/// A text in the brand's two languages. It reads from `{"en": …, "th": …}` (either may be left out) or
/// from one string used in every language, so admin bodies can be written either way.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Localized {
    /// The text in Thai.
    pub th: String,
    /// The text in English.
    pub en: String,
}

impl<'de> Deserialize<'de> for Localized {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(LocalizedVisitor)
    }
}

struct LocalizedVisitor;

impl<'de> serde::de::Visitor<'de> for LocalizedVisitor {
    type Value = Localized;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(r#"a text: a string, or {"en": "…", "th": "…"}"#)
    }

    fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Localized, E> {
        Ok(Localized { th: String::new(), en: text.to_owned() })
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Localized, A::Error> {
        let mut text = Localized::default();
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "en" => text.en = map.next_value()?,
                "th" => text.th = map.next_value()?,
                other => return Err(serde::de::Error::unknown_field(other, &["en", "th"])),
            }
        }
        Ok(text)
    }
}

impl Localized {
    /// A text from its English and Thai versions.
    pub fn new(en: impl Into<String>, th: impl Into<String>) -> Self {
        Self { th: th.into(), en: en.into() }
    }

    /// The text in `lang`, falling back to English when the Thai text is missing.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::Th if !self.th.is_empty() => &self.th,
            _ => &self.en,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn devices_are_the_ones_fronts_send() {
        let device = |raw| Device::from_query(&Query::parse(Some(raw)).unwrap());
        assert_eq!(device("device=mobile"), Ok(Some(Device::H5)));
        assert_eq!(device("device=PC"), Ok(Some(Device::Web)));
        assert_eq!(device("device="), Ok(None));
        assert!(device("device=fridge").is_err());
    }

    #[test]
    fn languages_fall_back_to_english() {
        let params = Query::parse(Some("lang=th&bad=%3Cscript%3E")).unwrap();
        assert_eq!(Lang::resolve(&params, "lang", "EN"), Ok(Lang::Th));
        assert_eq!(Lang::resolve(&params, "missing", "VI"), Ok(Lang::En));
        assert!(Lang::resolve(&params, "bad", "EN").is_err());
        assert_eq!(Localized::new("Hello", "").get(Lang::Th), "Hello");
    }

    #[test]
    fn texts_read_from_one_string_or_both_languages() {
        let same: Localized = serde_json::from_str(r#""<b>Hi</b>""#).unwrap();
        assert_eq!((same.get(Lang::Th), same.get(Lang::En)), ("<b>Hi</b>", "<b>Hi</b>"));
        let both: Localized = serde_json::from_str(r#"{"en":"Hi","th":"สวัสดี"}"#).unwrap();
        assert_eq!((both.get(Lang::Th), both.get(Lang::En)), ("สวัสดี", "Hi"));
        let wrong = serde_json::from_str::<Localized>(r#"{"fr":"Salut"}"#).unwrap_err().to_string();
        assert!(wrong.contains("unknown field `fr`"), "{wrong}");
        assert!(serde_json::from_str::<Localized>("12").is_err());
        // What it writes, it reads back.
        let text = serde_json::to_string(&both).unwrap();
        assert_eq!(serde_json::from_str::<Localized>(&text).unwrap().th, "สวัสดี");
    }
}
