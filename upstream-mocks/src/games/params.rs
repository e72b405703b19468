//! Parameters of this area's calls, from a query string or a JSON body, read field by field so a
//! bad value gets a message naming the field (never axum's plain-text rejection).

use std::collections::HashMap;
use std::str::FromStr;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use serde_json::Value;

use super::catalogue::GameType;
use crate::reply::Fail;

/// Named parameters; empty values count as absent (fronts send `minBet=` for "all").
#[derive(Debug, Default, Clone)]
pub struct Params(HashMap<String, String>);

impl<S: Send + Sync> FromRequestParts<S> for Params {
    type Rejection = Fail;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Self::from_query(parts.uri.query().unwrap_or_default())
    }
}

impl Params {
    /// Parameters of a query string.
    pub fn from_query(query: &str) -> Result<Self, Fail> {
        serde_urlencoded::from_str::<Vec<(String, String)>>(query)
            .map(|pairs| Self(pairs.into_iter().collect()))
            .map_err(|_| Fail::bad_param("The query string is malformed"))
    }

    /// Parameters of a JSON object body; strings, numbers and booleans are all accepted as text.
    pub fn from_json(body: &Value) -> Result<Self, Fail> {
        let Some(object) = body.as_object() else {
            return Err(Fail::bad_param("The request body must be a JSON object"));
        };
        let fields = object
            .iter()
            .filter_map(|(name, value)| {
                let text = match value {
                    Value::Null => return None,
                    Value::String(s) => s.clone(),
                    other => other.to_string(),
                };
                Some((name.clone(), text))
            })
            .collect();
        Ok(Self(fields))
    }

    /// Adds `other`'s parameters, replacing same-named ones.
    pub fn merge(mut self, other: Params) -> Self {
        self.0.extend(other.0);
        self
    }

    /// A text parameter, trimmed; `None` when absent or empty.
    pub fn text(&self, name: &str) -> Option<&str> {
        self.0.get(name).map(|v| v.trim()).filter(|v| !v.is_empty())
    }

    /// A required text parameter.
    pub fn required(&self, name: &str) -> Result<&str, Fail> {
        self.text(name).ok_or_else(|| Fail::bad_param(format!("{name} is required")))
    }

    /// A whole-number parameter.
    pub fn number<T: FromStr>(&self, name: &str) -> Result<Option<T>, Fail> {
        self.text(name)
            .map(|v| v.parse::<T>().map_err(|_| Fail::bad_param(format!("{name} must be a whole number, not '{v}'"))))
            .transpose()
    }

    /// A whole number within bounds, or the default when absent.
    pub fn bounded(&self, name: &str, min: u64, max: u64, default: u64) -> Result<u64, Fail> {
        let value = self.number::<u64>(name)?.unwrap_or(default);
        if value < min || value > max {
            return Err(Fail::bad_param(format!("{name} must be between {min} and {max}")));
        }
        Ok(value)
    }

    /// A yes/no parameter: `1`/`0`, `true`/`false`, `Y`/`N`.
    pub fn flag(&self, name: &str) -> Result<Option<bool>, Fail> {
        self.text(name)
            .map(|v| match v.to_ascii_lowercase().as_str() {
                "1" | "true" | "y" => Ok(true),
                "0" | "false" | "n" => Ok(false),
                _ => Err(Fail::bad_param(format!("{name} must be 1 or 0, not '{v}'"))),
            })
            .transpose()
    }

    /// An amount of money with at most two decimals, in hundredths.
    pub fn money(&self, name: &str) -> Result<Option<i64>, Fail> {
        self.text(name)
            .map(|v| {
                parse_money(v).ok_or_else(|| Fail::bad_param(format!("{name} must be an amount like 0.5, not '{v}'")))
            })
            .transpose()
    }

    /// A game type (`RNG`, `LIVE`, …).
    pub fn game_type(&self, name: &str) -> Result<Option<GameType>, Fail> {
        self.text(name)
            .map(|v| GameType::parse(v).ok_or_else(|| Fail::bad_param(format!("{name} '{v}' is not a game type"))))
            .transpose()
    }

    /// The merchant named in the parameters must be the one in the `Merchant` header.
    pub fn check_merchant(&self, names: &[&str], merchant: &str) -> Result<(), Fail> {
        for name in names {
            if let Some(given) = self.text(name)
                && given != merchant
            {
                return Err(Fail::bad_param(format!("{name} '{given}' is not this merchant")));
            }
        }
        Ok(())
    }

    /// `platform` (a comma list of `html5`, `html5-desktop`, `flash`) and `clientType` must be sane.
    pub fn check_client(&self) -> Result<(), Fail> {
        if let Some(platform) = self.text("platform") {
            for part in platform.split(',').map(str::trim) {
                if !["html5", "html5-desktop", "flash", "h5", "pc", "mobile"].contains(&part) {
                    return Err(Fail::bad_param(format!("platform '{part}' is not known")));
                }
            }
        }
        self.number::<u32>("clientType")?;
        Ok(())
    }
}

/// `"0.75"` → 75; at most two decimals, not negative.
pub fn parse_money(text: &str) -> Option<i64> {
    let (whole, fraction) = text.trim().split_once('.').unwrap_or((text.trim(), ""));
    if whole.is_empty() && fraction.is_empty() || fraction.len() > 2 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let whole: i64 = if whole.is_empty() { 0 } else { whole.parse().ok().filter(|w| *w >= 0)? };
    let fraction: i64 = format!("{fraction:0<2}").parse().ok()?;
    whole.checked_mul(100)?.checked_add(fraction)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_has_two_decimals_at_most() {
        assert_eq!(parse_money("0.75"), Some(75));
        assert_eq!(parse_money("0.1"), Some(10));
        assert_eq!(parse_money("12"), Some(1200));
        assert_eq!(parse_money(".5"), Some(50));
        for bad in ["", ".", "0.105", "-1", "1e3", "abc", "1.-5"] {
            assert_eq!(parse_money(bad), None, "{bad}");
        }
    }
}
