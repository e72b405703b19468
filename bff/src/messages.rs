//! The BFF's own texts in the visitor's language: the `bff` namespace of `locales/<code>.json`, the
//! files next-app translates too. English is compiled in as the last resort, so a missing file or
//! key never leaves a visitor without a message.

use std::collections::HashMap;
use std::path::Path;
use std::sync::LazyLock;

/// The namespace of the locale files that belongs to the BFF.
const NAMESPACE: &str = "bff";

/// `locales/en.json`, as built.
const ENGLISH: &str = include_str!("../../locales/en.json");

/// Declares the BFF's message keys: [`Key`], each with the `{name}` arguments its text takes.
macro_rules! keys {
    ($($(#[doc = $doc:expr])* $name:ident = $key:literal $([$($argument:literal),*])?;)*) => {
        /// A text of the BFF's own (the `bff` namespace of every `locales/<code>.json`; a test checks that each
        /// file has each one, with its arguments). Generated into next-app as `BFF_MESSAGES`.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Key {
            $($(#[doc = $doc])* $name,)*
        }

        impl Key {
            /// Every key, in the order declared.
            pub const ALL: &[Key] = &[$(Key::$name),*];

            /// The key in the locale files.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(Key::$name => $key,)*
                }
            }

            /// The `{name}` placeholders its text has.
            pub const fn arguments(self) -> &'static [&'static str] {
                match self {
                    $(Key::$name => &[$($($argument),*)?],)*
                }
            }
        }
    };
}

keys! {
    /// A throttle refused the call.
    TooManyAttempts = "too_many_attempts" ["seconds"];
    /// A human-check answer was wrong, too fast, or for an unknown, expired or used challenge.
    HumanCheckFailed = "human_check_failed";
    /// A guarded call came without a human-check pass.
    HumanCheckRequired = "human_check_required";
    /// A money submit came without an idempotency key.
    IdempotencyKeyRequired = "idempotency_key_required";
    /// A money submit's idempotency key was used already.
    RequestReplayed = "request_replayed";
    /// The session must change its password first.
    PasswordChangeRequired = "password_change_required";
    /// A trial account asked for what only a real account may have.
    InNeedTrueAccount = "in_need_true_account";
}

/// Texts by language code, then key.
#[derive(Debug, Default)]
pub struct Messages {
    by_language: HashMap<String, HashMap<String, String>>,
    english: HashMap<String, String>,
}

impl Messages {
    /// Every `<dir>/<code>.json`'s `bff` namespace; unreadable files are logged and skipped.
    pub fn load(dir: &Path) -> Self {
        let english = namespace(ENGLISH).unwrap_or_default();
        let mut by_language = HashMap::new();
        let entries = match std::fs::read_dir(dir) {
            Ok(entries) => entries,
            Err(error) => {
                tracing::warn!(dir = %dir.display(), %error, "no locale files; the BFF's messages are in English");
                return Self { by_language, english };
            }
        };
        for path in entries.filter_map(Result::ok).map(|e| e.path()) {
            let Some(code) = path.extension().filter(|e| *e == "json").and(path.file_stem()).and_then(|s| s.to_str())
            else {
                continue;
            };
            match std::fs::read_to_string(&path).map_err(|e| e.to_string()).and_then(|text| namespace(&text)) {
                Ok(texts) => {
                    by_language.insert(code.to_owned(), texts);
                }
                Err(error) => tracing::warn!(file = %path.display(), %error, "locale file skipped"),
            }
        }
        Self { by_language, english }
    }

    /// English alone, as compiled in: for a failure answered where no visitor's language is known.
    pub fn english() -> &'static Messages {
        static ENGLISH_ONLY: LazyLock<Messages> =
            LazyLock::new(|| Messages { by_language: HashMap::new(), english: namespace(ENGLISH).unwrap_or_default() });
        &ENGLISH_ONLY
    }

    /// The text of `key` in `language` (else English) with each `{name}` replaced.
    pub fn text(&self, language: &str, key: Key, arguments: &[(&str, &str)]) -> String {
        let key = key.as_str();
        let template = self
            .by_language
            .get(language)
            .and_then(|texts| texts.get(key))
            .or_else(|| self.by_language.get("en").and_then(|texts| texts.get(key)))
            .or_else(|| self.english.get(key))
            .map_or(key, String::as_str);
        arguments.iter().fold(template.to_owned(), |text, (name, value)| text.replace(&format!("{{{name}}}"), value))
    }
}

/// The `bff` namespace of one locale file (absent: empty).
fn namespace(text: &str) -> Result<HashMap<String, String>, String> {
    let mut json: serde_json::Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    match json.get_mut(NAMESPACE).map(serde_json::Value::take) {
        None => Ok(HashMap::new()),
        Some(texts) => serde_json::from_value(texts).map_err(|e| format!("{NAMESPACE}: {e}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn repo_locales() -> std::path::PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales")
    }

    #[test]
    fn every_locale_file_has_every_key_with_its_arguments() {
        let mut files = 0;
        for entry in std::fs::read_dir(repo_locales()).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|e| e != "json") {
                continue;
            }
            files += 1;
            let texts = namespace(&std::fs::read_to_string(&path).unwrap()).unwrap();
            for key in Key::ALL {
                let text = texts.get(key.as_str());
                let text = text.unwrap_or_else(|| panic!("{} lacks {NAMESPACE}.{}", path.display(), key.as_str()));
                for argument in key.arguments() {
                    assert!(
                        text.contains(&format!("{{{argument}}}")),
                        "{}: {} lacks {{{argument}}}",
                        path.display(),
                        key.as_str()
                    );
                }
            }
        }
        assert!(files >= 2, "no locale files");
    }

    #[test]
    fn texts_come_in_the_visitors_language_with_english_behind() {
        let messages = Messages::load(&repo_locales());
        let thai = messages.text("th", Key::TooManyAttempts, &[("seconds", "30")]);
        assert!(thai.contains("30") && thai.contains("กรุณา"), "{thai}");
        let english = messages.text("en", Key::TooManyAttempts, &[("seconds", "30")]);
        assert_eq!(english, "Too many attempts. Please try again in 30 seconds.");
        let arabic = messages.text("ar", Key::TooManyAttempts, &[("seconds", "30")]);
        assert!(arabic.contains("30") && arabic.contains("يرجى"), "{arabic}");
        let no_file = messages.text("xx", Key::TooManyAttempts, &[("seconds", "30")]);
        assert_eq!(no_file, english, "a language without a file");
        let nowhere = Messages::load(Path::new("/nonexistent"));
        assert_eq!(nowhere.text("th", Key::TooManyAttempts, &[("seconds", "30")]), english);
    }
}
