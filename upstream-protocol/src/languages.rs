//! The languages a front may offer, in one table: our locale code (the `lang` cookie, the
//! `locales/<code>.json` file), the code the upstream wants in its `Language` header, the native name
//! shown in a language switcher, and the writing direction.
//!
//! The upstream's codes are not simply the upper-cased locale: Simplified Chinese is `CN`, Malay
//! `MY`, Tagalog `TY` (observed in its clients' language menus).

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
    /// Our locale code, lower case (`th`, `zh`, …).
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
    Language { code: "ar", upstream: "AR", name: "العربية", dir: Direction::Rtl },
    ltr("tl", "TY", "Tagalog"),
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
            assert_eq!(l.code, l.code.to_ascii_lowercase());
            assert_eq!(l.upstream, l.upstream.to_ascii_uppercase());
        }
    }

    #[test]
    fn the_upstream_codes_that_are_not_the_upper_cased_locale() {
        assert_eq!(find("zh").unwrap().upstream, "CN");
        assert_eq!(find("MS").unwrap().upstream, "MY");
        assert_eq!(find("tl").unwrap().upstream, "TY");
        assert_eq!(by_upstream("ty").unwrap().code, "tl");
        assert_eq!(find("ar").unwrap().dir, Direction::Rtl);
        assert!(find("fr").is_none() && find("").is_none());
    }
}
