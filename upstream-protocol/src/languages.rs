//! The languages a front may offer, in one table: our locale code (the `lang` cookie, the
//! `locales/<code>.json` file), the code the upstream wants in its `Language` header, the native name
//! shown in a language switcher, and the writing direction.
//!
//! The upstream's codes are not simply the upper-cased locale: Simplified Chinese is `CN`, Malay
//! `MY`, Tagalog `TY` (observed in its clients' language menus); Traditional Chinese is `ZH` (the
//! protocol lists `ZH` beside `CN`). Myanmar is `MM` (`MY` being Malay's), Ukrainian `UK` and Kazakh
//! `KK`: codes the upstream's list does not show, Veneer's assumption, kept here so a brand's
//! integrator changes them in one place.
//!
//! Our codes are BCP 47 tags in their canonical case (`zh-Hant`): lower-case language, title-case
//! script. Lookups ignore case.

use serde::Serialize;

/// Which way a script is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Direction {
    /// Left to right.
    Ltr,
    /// Right to left.
    Rtl,
}

/// One language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Language {
    /// Our locale code, a BCP 47 tag in canonical case (`th`, `zh`, `zh-Hant`, …).
    pub code: &'static str,
    /// The upstream's `Language` header value (`TH`, `CN`, …).
    pub upstream: &'static str,
    /// The language's own name for itself.
    pub name: &'static str,
    /// Which way the language is written.
    pub dir: Direction,
}

const fn ltr(code: &'static str, upstream: &'static str, name: &'static str) -> Language {
    Language { code, upstream, name, dir: Direction::Ltr }
}

const fn rtl(code: &'static str, upstream: &'static str, name: &'static str) -> Language {
    Language { code, upstream, name, dir: Direction::Rtl }
}

/// Every language a brand may offer.
pub const LANGUAGES: &[Language] = &[
    ltr("th", "TH", "ไทย"),
    ltr("en", "EN", "English"),
    ltr("zh", "CN", "简体中文"),
    ltr("vi", "VI", "Tiếng Việt"),
    ltr("id", "ID", "Bahasa Indonesia"),
    ltr("ms", "MY", "Bahasa Melayu"),
    ltr("ja", "JA", "日本語"),
    ltr("ko", "KO", "한국어"),
    ltr("hi", "HI", "हिन्दी"),
    ltr("es", "ES", "Español"),
    ltr("pt", "PT", "Português"),
    ltr("tr", "TR", "Türkçe"),
    ltr("ru", "RU", "Русский"),
    rtl("ar", "AR", "العربية"),
    ltr("tl", "TY", "Tagalog"),
    ltr("lo", "LO", "ລາວ"),
    ltr("km", "KM", "ខ្មែរ"),
    ltr("my", "MM", "မြန်မာ"),
    ltr("zh-Hant", "ZH", "繁體中文"),
    ltr("bn", "BN", "বাংলা"),
    ltr("ne", "NE", "नेपाली"),
    ltr("ta", "TA", "தமிழ்"),
    rtl("ur", "UR", "اردو"),
    rtl("fa", "FA", "فارسی"),
    ltr("fr", "FR", "Français"),
    ltr("de", "DE", "Deutsch"),
    ltr("it", "IT", "Italiano"),
    ltr("pl", "PL", "Polski"),
    ltr("uk", "UK", "Українська"),
    ltr("kk", "KK", "Қазақша"),
];

/// The language with this locale code (case-insensitive), if the table has it.
pub fn find(code: &str) -> Option<&'static Language> {
    let code = code.trim();
    LANGUAGES.iter().find(|l| l.code.eq_ignore_ascii_case(code))
}

/// The language the upstream calls by this code (case-insensitive), if the table has it.
pub fn by_upstream(upstream: &str) -> Option<&'static Language> {
    let upstream = upstream.trim();
    LANGUAGES.iter().find(|l| l.upstream.eq_ignore_ascii_case(upstream))
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn codes_are_unique_both_ways() {
        let ours: HashSet<_> = LANGUAGES.iter().map(|l| l.code).collect();
        let theirs: HashSet<_> = LANGUAGES.iter().map(|l| l.upstream).collect();
        assert_eq!((ours.len(), theirs.len()), (LANGUAGES.len(), LANGUAGES.len()));
        for l in LANGUAGES {
            // Canonical BCP 47 case: the language in lower case, a script subtag in title case.
            let mut parts = l.code.split('-');
            let language = parts.next().unwrap();
            assert_eq!(language, language.to_ascii_lowercase(), "{}", l.code);
            for script in parts {
                assert!(script.len() == 4 && script[..1] == script[..1].to_ascii_uppercase(), "{}", l.code);
                assert_eq!(&script[1..], script[1..].to_ascii_lowercase(), "{}", l.code);
            }
            assert_eq!(l.upstream, l.upstream.to_ascii_uppercase());
        }
        let ours_folded: HashSet<_> = LANGUAGES.iter().map(|l| l.code.to_ascii_lowercase()).collect();
        assert_eq!(ours_folded.len(), LANGUAGES.len(), "two codes differ only in case");
    }

    #[test]
    fn the_upstream_codes_that_are_not_the_upper_cased_locale() {
        assert_eq!(find("zh").unwrap().upstream, "CN");
        assert_eq!(find("MS").unwrap().upstream, "MY");
        assert_eq!(find("tl").unwrap().upstream, "TY");
        assert_eq!(by_upstream("ty").unwrap().code, "tl");
        assert_eq!(find("zh-hant").unwrap().code, "zh-Hant");
        assert_eq!(find("zh-Hant").unwrap().upstream, "ZH");
        assert_eq!(find("my").unwrap().upstream, "MM");
        for rtl in ["ar", "ur", "fa"] {
            assert_eq!(find(rtl).unwrap().dir, Direction::Rtl);
        }
        assert!(find("xx").is_none() && find("").is_none());
    }
}
