//! Query strings and languages, read the same way by every call of the site and lottery areas.
//!
//! Handlers take the raw query and read it here, so a bad parameter gets the upstream's own refusal
//! (a clear message, never axum's plain-text rejection).

use serde::{Deserialize, Serialize};

/// A request's query parameters (the first value wins when a name repeats).
#[derive(Debug, Default)]
pub struct QueryParams(Vec<(String, String)>);

impl QueryParams {
    /// Parses a raw query string; percent-decoding failures are reported, not guessed around.
    pub fn parse(raw: Option<&str>) -> Result<Self, String> {
        let raw = raw.unwrap_or_default();
        serde_urlencoded::from_str::<Vec<(String, String)>>(raw)
            .map(Self)
            .map_err(|e| format!("The query string could not be read: {e}"))
    }

    /// The trimmed value of `name`, when present and not blank.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0.iter().find(|(key, _)| key == name).map(|(_, value)| value.trim()).filter(|v| !v.is_empty())
    }

    /// The names of the parameters given.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(|(key, _)| key.as_str())
    }

    /// `name` as a whole number in `min..=max`; `default` when absent.
    pub fn number(&self, name: &str, min: u32, max: u32, default: Option<u32>) -> Result<Option<u32>, String> {
        match self.get(name) {
            None => Ok(default),
            Some(text) => text
                .parse::<u32>()
                .ok()
                .filter(|n| (min..=max).contains(n))
                .map(Some)
                .ok_or_else(|| format!("{name} must be a whole number from {min} to {max}, not '{text}'")),
        }
    }

    /// `device`, when given, must be one the front ends send.
    pub fn device(&self) -> Result<Option<Device>, String> {
        self.get("device").map(Device::parse).transpose()
    }
}

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
    Th,
    En,
}

impl Lang {
    /// The language for a code (`TH`, `th`, `EN`, …); codes without a translation fall back to English.
    pub fn from_code(code: &str) -> Self {
        if code.trim().eq_ignore_ascii_case("TH") { Lang::Th } else { Lang::En }
    }

    /// The explicit `lang`/`language` parameter if given (it must look like a language code), else the
    /// `Language` header.
    pub fn resolve(params: &QueryParams, name: &str, header: &str) -> Result<Self, String> {
        match params.get(name) {
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
    pub th: String,
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
    fn numbers_are_range_checked() {
        let params = QueryParams::parse(Some("count=20&bad=x&big=1000&blank=")).unwrap();
        assert_eq!(params.number("count", 1, 100, None), Ok(Some(20)));
        assert!(params.number("bad", 1, 100, None).is_err());
        assert!(params.number("big", 1, 100, None).is_err());
        assert_eq!(params.number("blank", 1, 100, Some(7)), Ok(Some(7)));
        assert_eq!(params.number("absent", 1, 100, None), Ok(None));
    }

    #[test]
    fn languages_fall_back_to_english() {
        let params = QueryParams::parse(Some("lang=th&bad=%3Cscript%3E")).unwrap();
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
