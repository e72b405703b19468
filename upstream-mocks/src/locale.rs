//! Who is asking, in the upstream's terms: the language (`lang`/`language`, else the `Language`
//! header) and the device (`device`) a call names, and texts kept in the brand's languages: English
//! and Thai, and for the demo's content (notices, help, promotions) Lao, Khmer and Myanmar too, each
//! falling back to English where it is missing. Read the same way by the system, content, rewards and
//! lottery areas (the query itself through [`crate::input::Query`]).

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

/// The languages the demo brand's content (notices, help, promotions) exists in; any other code reads
/// English. Areas whose texts exist only in the brand's own two languages (games, lotteries, wallet
/// messages) answer English for Lao, Khmer and Myanmar too.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    /// Thai (`TH`).
    Th,
    /// English (`EN`, and any language the brand has no texts in).
    En,
    /// Lao (`LO`).
    Lo,
    /// Khmer (`KM`).
    Km,
    /// Myanmar (`MM`; the upstream's `MY` is Malay).
    My,
}

impl Lang {
    /// The language for a code (`TH`, `lo`, `KM`, `MM`, …, any case); codes without a translation fall
    /// back to English.
    pub fn from_code(code: &str) -> Self {
        match code.trim().to_ascii_uppercase().as_str() {
            "TH" => Lang::Th,
            "LO" => Lang::Lo,
            "KM" => Lang::Km,
            "MM" => Lang::My,
            _ => Lang::En,
        }
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

    /// The code as the upstream writes it (`MM` for Myanmar).
    pub fn code(self) -> &'static str {
        match self {
            Lang::Th => "TH",
            Lang::En => "EN",
            Lang::Lo => "LO",
            Lang::Km => "KM",
            Lang::My => "MM",
        }
    }
}

/// A text in the brand's languages: English and Thai, and optionally Lao, Khmer and Myanmar. It reads
/// from `{"en": …, "th": …, "lo": …, "km": …, "my": …}` (any may be left out) or from one string used
/// in every language, so admin bodies can be written either way. A language whose text is empty reads
/// English; it writes the Lao, Khmer and Myanmar texts only when they are there.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Localized {
    /// The text in Thai.
    pub th: String,
    /// The text in English.
    pub en: String,
    /// The text in Lao.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub lo: String,
    /// The text in Khmer.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub km: String,
    /// The text in Myanmar (Burmese).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub my: String,
}

impl<'de> Deserialize<'de> for Localized {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(LocalizedVisitor)
    }
}

/// The keys of a text given per language.
const KEYS: &[&str] = &["en", "th", "lo", "km", "my"];

struct LocalizedVisitor;

impl<'de> serde::de::Visitor<'de> for LocalizedVisitor {
    type Value = Localized;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(r#"a text: a string, or {"en": "…", "th": "…", "lo": "…", "km": "…", "my": "…"}"#)
    }

    fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Localized, E> {
        Ok(Localized { en: text.to_owned(), ..Localized::default() })
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Localized, A::Error> {
        let mut text = Localized::default();
        while let Some(key) = map.next_key::<String>()? {
            let slot = match key.as_str() {
                "en" => &mut text.en,
                "th" => &mut text.th,
                "lo" => &mut text.lo,
                "km" => &mut text.km,
                "my" => &mut text.my,
                other => return Err(serde::de::Error::unknown_field(other, KEYS)),
            };
            *slot = map.next_value()?;
        }
        Ok(text)
    }
}

impl Localized {
    /// A text from its English and Thai versions.
    pub fn new(en: impl Into<String>, th: impl Into<String>) -> Self {
        Self { th: th.into(), en: en.into(), ..Self::default() }
    }

    /// A text in every language of the brand: English, Thai, Lao, Khmer and Myanmar, in that order.
    pub fn of<S: Into<String>>([en, th, lo, km, my]: [S; 5]) -> Self {
        Self { th: th.into(), en: en.into(), lo: lo.into(), km: km.into(), my: my.into() }
    }

    /// The text in `lang`, falling back to English when that language's text is missing.
    pub fn get(&self, lang: Lang) -> &str {
        let text = match lang {
            Lang::Th => &self.th,
            Lang::En => &self.en,
            Lang::Lo => &self.lo,
            Lang::Km => &self.km,
            Lang::My => &self.my,
        };
        if text.is_empty() { &self.en } else { text }
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
    fn lao_khmer_and_myanmar_have_their_upstream_codes() {
        for (code, lang) in [("LO", Lang::Lo), ("lo", Lang::Lo), ("Km", Lang::Km), ("mm", Lang::My), ("TH", Lang::Th)] {
            assert_eq!(Lang::from_code(code), lang, "{code}");
            assert_eq!(lang.code(), code.to_ascii_uppercase());
        }
        // MY is Malay, which the brand has no texts in.
        assert_eq!(Lang::from_code("MY"), Lang::En);
        let text = Localized::of(["Hi", "สวัสดี", "ສະບາຍດີ", "សួស្តី", "မင်္ဂလာပါ"]);
        let read: Vec<&str> = [Lang::En, Lang::Th, Lang::Lo, Lang::Km, Lang::My].map(|l| text.get(l)).to_vec();
        assert_eq!(read, ["Hi", "สวัสดี", "ສະບາຍດີ", "សួស្តី", "မင်္ဂလာပါ"]);
        // A language left out reads English, as Thai does.
        let two = Localized::new("Hi", "สวัสดี");
        assert_eq!((two.get(Lang::Lo), two.get(Lang::Km), two.get(Lang::My)), ("Hi", "Hi", "Hi"));
    }

    #[test]
    fn texts_read_from_one_string_or_both_languages() {
        let same: Localized = serde_json::from_str(r#""<b>Hi</b>""#).unwrap();
        assert_eq!((same.get(Lang::Th), same.get(Lang::En)), ("<b>Hi</b>", "<b>Hi</b>"));
        let both: Localized = serde_json::from_str(r#"{"en":"Hi","th":"สวัสดี"}"#).unwrap();
        assert_eq!((both.get(Lang::Th), both.get(Lang::En)), ("สวัสดี", "Hi"));
        let wrong = serde_json::from_str::<Localized>(r#"{"fr":"Salut"}"#).unwrap_err().to_string();
        assert!(wrong.contains("unknown field `fr`") && wrong.contains("`my`"), "{wrong}");
        assert!(serde_json::from_str::<Localized>("12").is_err());
        // What it writes, it reads back; the optional languages only when they are there.
        let text = serde_json::to_string(&both).unwrap();
        assert_eq!(text, r#"{"th":"สวัสดี","en":"Hi"}"#);
        assert_eq!(serde_json::from_str::<Localized>(&text).unwrap().th, "สวัสดี");
        let lao: Localized = serde_json::from_str(r#"{"en":"Hi","lo":"ສະບາຍດີ"}"#).unwrap();
        assert_eq!((lao.get(Lang::Lo), lao.get(Lang::Th)), ("ສະບາຍດີ", "Hi"));
        let text = serde_json::to_string(&lao).unwrap();
        assert_eq!(text, r#"{"th":"","en":"Hi","lo":"ສະບາຍດີ"}"#);
        assert_eq!(serde_json::from_str::<Localized>(&text).unwrap().lo, "ສະບາຍດີ");
    }
}
