//! Registration facts both servers and the front share (spec 000 §3, §5): the fields of the registration
//! payload and the pattern catalogue. The mock serves and enforces them; the BFF's generator writes them into
//! next-app (`REGISTER_FIELDS`, `REGISTER_PATTERNS`, `PATTERN_COUNT` in `next-app/lib/bff/generated.ts`).
//!
//! The patterns are JavaScript regexes without flags (the client runs `new RegExp(acceptedPattern)`):
//! explicit `[0-9]` instead of `\d`, `\u` code-point ranges instead of `\p{…}`; the mock runs them as written,
//! lookaheads included.

/// The wildcard pattern: any text (the observed convention).
pub const ANY: &str = "*";

/// One entry of the pattern catalogue.
#[derive(Debug, Clone, Copy)]
pub struct Pattern {
    /// The pattern's id (a field rule's `patternId`).
    pub id: u32,
    /// What the pattern accepts, as the spec words it.
    pub description: &'static str,
    /// The regular expression a value must match.
    pub regex: &'static str,
    /// Default bounds when a field uses the pattern without its own.
    pub min_length: u32,
    /// The default maximum length, likewise.
    pub max_length: u32,
}

const fn pattern(id: u32, description: &'static str, regex: &'static str, min_length: u32, max_length: u32) -> Pattern {
    Pattern { id, description, regex, min_length, max_length }
}

// Script ranges, as JS character-class fragments.
macro_rules! latin_accented {
    () => {
        r"\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u1E00-\u1EFF"
    };
}
macro_rules! thai {
    () => {
        r"\u0E01-\u0E3A\u0E40-\u0E4E"
    };
}

/// The pattern catalogue of spec 000 §5, in the spec's order.
pub const PATTERNS: [Pattern; 22] = [
    pattern(0, "any text, only the length is checked", ANY, 0, 255),
    pattern(1, "starts with a letter, then letters and digits", r"^[a-zA-Z][a-zA-Z0-9]*$", 6, 13),
    pattern(2, "Chinese characters and digits", r"^[\u4E00-\u9FA50-9]+$", 1, 50),
    pattern(3, "an e-mail address", r"^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)*\.[a-zA-Z]{2,}$", 5, 50),
    pattern(4, "letters or digits only", r"^[a-zA-Z0-9]+$", 6, 12),
    pattern(5, "letters and digits, at least one of each", r"^(?=.*[a-zA-Z])(?=.*[0-9])[a-zA-Z0-9]+$", 6, 12),
    pattern(6, "digits only", r"^[0-9]+$", 1, 20),
    pattern(7, "letters and digits with at least one upper-case letter", r"^(?=.*[A-Z])[a-zA-Z0-9]+$", 6, 12),
    pattern(8, "English letters and spaces", r"^[a-zA-Z ]+$", 2, 50),
    pattern(
        9,
        "no spaces",
        r"^[^\u0009-\u000D\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]+$",
        1,
        50,
    ),
    pattern(10, "Chinese characters and punctuation", r"^[\u4E00-\u9FA5\u3000-\u303F\uFF01-\uFF5E]+$", 1, 50),
    pattern(
        11,
        "a date as yyyy-MM-dd or MM-dd-yyyy",
        r"^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])|(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4})$",
        10,
        10,
    ),
    pattern(
        12,
        "letters (accented Latin included) and spaces",
        concat!(r"^[a-zA-Z", latin_accented!(), r" ]+$"),
        2,
        50,
    ),
    pattern(13, "Korean only", r"^[\uAC00-\uD7A3\u1100-\u11FF\u3131-\u318E]+$", 1, 50),
    pattern(14, "Thai only", concat!(r"^[", thai!(), r"]+$"), 1, 50),
    pattern(15, "Thai or English letters with spaces", concat!(r"^[", thai!(), r"a-zA-Z ]+$"), 2, 50),
    pattern(16, "upper-case letters and spaces, at least one letter", r"^(?=.*[A-Z])[A-Z ]+$", 2, 50),
    pattern(17, "letters, digits and symbols", r"^[!-~]+$", 1, 50),
    pattern(
        18,
        "at least one upper-case letter, one lower-case letter, one digit and one symbol",
        r"^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[!-/:-@\[-`{-~])[!-~]+$",
        8,
        20,
    ),
    pattern(
        19,
        "a full name: first and last name separated by a space",
        concat!(r"^[a-zA-Z", latin_accented!(), thai!(), r"]+( [a-zA-Z", latin_accented!(), thai!(), r"]+)+$"),
        3,
        50,
    ),
    pattern(
        20,
        "full-width Hiragana, Katakana or Kanji",
        r"^[\u3041-\u3096\u309D-\u309F\u30A1-\u30FA\u30FC-\u30FF\u4E00-\u9FAF\u3005]+$",
        1,
        50,
    ),
    pattern(21, "upper-case letters only, no spaces", r"^[A-Z]+$", 1, 50),
];

/// The catalogue entry with this id.
pub fn pattern_by_id(id: u32) -> Option<&'static Pattern> {
    PATTERNS.iter().find(|p| p.id == id)
}

/// The fields of the registration payload (spec 000 §3, plus the protocol's `nickname`), in the
/// order the form shows them and the checks run.
pub const FIELDS: [&str; 20] = [
    "username",
    "password",
    "confirmPassword",
    "payeeName",
    "email",
    "qqNum",
    "mobileNum",
    "recommenderId",
    "captcha",
    "verificationCode",
    "affiliateCode",
    "paymentPassword",
    "line",
    "whatsapp",
    "facebook",
    "wechat",
    "idNumber",
    "referralCode",
    "domain",
    "nickname",
];

#[cfg(test)]
mod tests {
    use super::*;

    // The mock's tests check that the ids run from 0 and that every regex compiles (it runs them).
    #[test]
    fn bounds_are_ordered_and_ids_found() {
        assert!(PATTERNS.iter().all(|p| p.min_length <= p.max_length));
        assert_eq!(pattern_by_id(21).map(|p| p.description), Some("upper-case letters only, no spaces"));
        assert!(pattern_by_id(22).is_none());
        assert_eq!(FIELDS.iter().collect::<std::collections::HashSet<_>>().len(), FIELDS.len(), "a field twice");
    }
}
