//! The registration rules: the spec's pattern catalogue (spec 000 §5, 22 patterns, ids from 0 in the
//! spec's order, which puts the observed ids 1, 4 and 6 where the protocol saw them) and one rule per
//! field of the registration payload (spec 000 §3). The catalogue and the field list live in
//! `upstream_protocol::registration`; the same regex strings are served to the client and enforced here
//! (`fancy_regex` runs them as written, lookaheads included), so what the page checks and what the mock
//! refuses cannot drift.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, LazyLock};

use parking_lot::Mutex;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use upstream_protocol::envelope::code;

use crate::reply::Fail;
use crate::state::Db;

pub use upstream_protocol::registration::{ANY, FIELDS, PATTERNS, Pattern, pattern_by_id};

/// Compiled regexes by source, so each is compiled once.
static COMPILED: LazyLock<Mutex<HashMap<String, Arc<fancy_regex::Regex>>>> = LazyLock::new(Default::default);

fn compiled(source: &str) -> Option<Arc<fancy_regex::Regex>> {
    let mut cache = COMPILED.lock();
    if let Some(regex) = cache.get(source) {
        return Some(regex.clone());
    }
    let regex = Arc::new(fancy_regex::Regex::new(source).ok()?);
    cache.insert(source.to_owned(), regex.clone());
    Some(regex)
}

/// Whether a pattern string compiles (or is the wildcard).
pub fn is_valid_pattern(source: &str) -> bool {
    source == ANY || compiled(source).is_some()
}

/// Whether `value` matches the accepted pattern (`*` accepts anything; a broken pattern nothing).
pub fn accepts(source: &str, value: &str) -> bool {
    source == ANY || compiled(source).is_some_and(|regex| regex.is_match(value).unwrap_or(false))
}

/// One field's rule, as `/wps/system/setting/register` serves it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FieldRule {
    /// The field's name in the registration payload.
    pub key: String,
    /// Whether the form shows the field.
    pub enabled: bool,
    /// Whether a shown field must be filled.
    pub required: bool,
    /// The fewest characters a filled field may have.
    pub min_length: u32,
    /// The most characters a field may have.
    pub max_length: u32,
    /// Id of the pattern in the spec's catalogue the value must match.
    pub pattern_id: u32,
    /// That pattern's regular expression, as the client and the mock both run it (`*` accepts anything).
    pub accepted_pattern: String,
}

impl FieldRule {
    fn new(key: &str, enabled: bool, required: bool, pattern_id: u32, min_length: u32, max_length: u32) -> Self {
        let accepted_pattern = pattern_by_id(pattern_id).map_or(ANY, |p| p.regex).to_owned();
        Self { key: key.into(), enabled, required, min_length, max_length, pattern_id, accepted_pattern }
    }

    /// Checks a value against the rule; `required` is the caller's (the register variants differ).
    pub fn check(&self, value: Option<&str>, required: bool) -> Result<(), Fail> {
        let label = label(&self.key);
        let Some(value) = value.filter(|v| !v.is_empty()) else {
            return if required { Err(self.refuse(format!("{label} not empty"))) } else { Ok(()) };
        };
        let length = value.chars().count() as u32;
        if length < self.min_length || length > self.max_length {
            let bounds = if self.min_length == self.max_length {
                self.min_length.to_string()
            } else {
                format!("{} - {}", self.min_length, self.max_length)
            };
            return Err(self.refuse(format!("Please fill in your {} with {bounds} characters", label.to_lowercase())));
        }
        if !accepts(&self.accepted_pattern, value) {
            let what = pattern_by_id(self.pattern_id).map_or("the accepted pattern", |p| p.description);
            return Err(self.refuse(format!("{label} format is incorrect: {what}")));
        }
        Ok(())
    }

    fn refuse(&self, message: String) -> Fail {
        Fail::business(code::REQUEST_PARAM_ERR, message).with_value(json!({
            "field": self.key,
            "patternId": self.pattern_id,
            "minLength": self.min_length,
            "maxLength": self.max_length,
        }))
    }
}

/// How messages name a field.
pub fn label(field: &str) -> &str {
    match field {
        "username" => "Account",
        "password" => "Password",
        "confirmPassword" => "Confirm password",
        "payeeName" => "Real name",
        "email" => "E-mail",
        "qqNum" => "QQ number",
        "mobileNum" => "Phone number",
        "recommenderId" => "Recommender ID",
        "captcha" => "Captcha",
        "verificationCode" => "Verification code",
        "affiliateCode" => "Invitation code",
        "paymentPassword" => "Payment password",
        "line" => "LINE ID",
        "whatsapp" => "WhatsApp",
        "facebook" => "Facebook",
        "wechat" => "WeChat",
        "idNumber" => "ID number",
        "referralCode" => "Referral code",
        "domain" => "Domain",
        "nickname" => "Nickname",
        other => other,
    }
}

/// A field's place in [`FIELDS`] (unknown fields last).
pub fn field_position(field: &str) -> usize {
    FIELDS.iter().position(|f| *f == field).unwrap_or(FIELDS.len())
}

/// The demo brand's rules for every field of the registration payload (spec 000 §3): a Thai brand
/// that asks for a mobile number with an SMS code, and LINE rather than QQ or WeChat.
pub fn default_rules() -> BTreeMap<String, FieldRule> {
    let rules = [
        // key, enabled, required, pattern, min, max
        FieldRule::new("username", true, true, 1, 6, 13),
        FieldRule::new("password", true, true, 4, 6, 12),
        FieldRule::new("confirmPassword", true, true, 4, 6, 12),
        FieldRule::new("payeeName", true, false, 15, 2, 50),
        FieldRule::new("email", true, false, 3, 5, 50),
        FieldRule::new("qqNum", false, false, 6, 5, 12),
        FieldRule::new("mobileNum", true, true, 6, 9, 10),
        FieldRule::new("recommenderId", false, false, 4, 4, 20),
        FieldRule::new("captcha", false, true, 4, 4, 4),
        FieldRule::new("verificationCode", true, true, 6, 0, 255),
        FieldRule::new("affiliateCode", true, false, 4, 4, 20),
        FieldRule::new("paymentPassword", false, true, 6, 6, 6),
        FieldRule::new("line", true, false, 9, 3, 30),
        FieldRule::new("whatsapp", false, false, 6, 6, 15),
        FieldRule::new("facebook", false, false, 0, 3, 50),
        FieldRule::new("wechat", false, false, 17, 3, 30),
        FieldRule::new("idNumber", false, false, 6, 13, 13),
        FieldRule::new("referralCode", true, false, 4, 4, 12),
        FieldRule::new("domain", true, false, 0, 0, 255),
        FieldRule::new("nickname", false, false, 0, 2, 20),
    ];
    rules.into_iter().map(|rule| (rule.key.clone(), rule)).collect()
}

/// The pattern catalogue as served: each pattern with its id, regex, default bounds and message key.
pub fn catalogue_json() -> Value {
    Value::Array(
        PATTERNS
            .iter()
            .map(|p| {
                json!({
                    "patternId": p.id,
                    "key": format!("reg_pattern_{}", p.id),
                    "description": p.description,
                    "acceptedPattern": p.regex,
                    "minLength": p.min_length,
                    "maxLength": p.max_length,
                    "enabled": true,
                    "required": false,
                })
            })
            .collect(),
    )
}

/// `value` of `/wps/system/setting/register` (and `status.info.register`): one rule per field name,
/// plus the catalogue under `patternCatalogue`.
pub fn register_rules(db: &Db) -> Value {
    let mut value = serde_json::Map::new();
    for (field, rule) in db.access.field_rules() {
        value.insert(field, serde_json::to_value(rule).unwrap_or_default());
    }
    value.insert("patternCatalogue".into(), catalogue_json());
    Value::Object(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pattern_compiles_and_ids_run_from_zero() {
        for (index, p) in PATTERNS.iter().enumerate() {
            assert_eq!(p.id as usize, index);
            assert!(is_valid_pattern(p.regex), "pattern {} does not compile: {}", p.id, p.regex);
        }
    }

    #[test]
    fn every_field_has_a_rule_using_a_catalogue_pattern() {
        let rules = default_rules();
        assert_eq!(rules.len(), FIELDS.len());
        for field in FIELDS {
            let rule = &rules[field];
            assert_eq!(pattern_by_id(rule.pattern_id).unwrap().regex, rule.accepted_pattern);
        }
    }
}
