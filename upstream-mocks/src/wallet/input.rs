//! Reading what clients send to the money calls, strictly and in the upstream's envelope: query
//! strings (never axum's plain-text rejection), amounts (a JSON number or a numeric string, at most
//! 2 decimals), date ranges, and bodies that arrive as JSON or, from the older client, form-encoded.

use std::collections::HashMap;
use std::str::FromStr;

use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::header;
use axum::http::request::Parts;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer};
use serde_json::Value;

use crate::calendar::{DAY_MS, day_start, parse_date};
use crate::reply::Fail;

/// The query string as name → value (the last value wins when a name repeats).
#[derive(Debug, Default)]
pub struct QueryMap(HashMap<String, String>);

impl<S: Send + Sync> FromRequestParts<S> for QueryMap {
    type Rejection = Fail;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        let query = parts.uri.query().unwrap_or_default();
        serde_urlencoded::from_str::<Vec<(String, String)>>(query)
            .map(|pairs| QueryMap(pairs.into_iter().collect()))
            .map_err(|e| Fail::bad_param(format!("Invalid query string: {e}")))
    }
}

impl QueryMap {
    /// Builds one from pairs (tests and internal callers).
    pub fn from_pairs<'a>(pairs: impl IntoIterator<Item = (&'a str, &'a str)>) -> Self {
        Self(pairs.into_iter().map(|(k, v)| (k.to_owned(), v.to_owned())).collect())
    }

    /// A non-empty, trimmed text parameter.
    pub fn text(&self, name: &str) -> Option<&str> {
        self.0.get(name).map(|v| v.trim()).filter(|v| !v.is_empty())
    }

    /// A parameter that must parse as `T` when present.
    pub fn number<T: FromStr>(&self, name: &str) -> Result<Option<T>, Fail> {
        self.text(name)
            .map(|v| v.parse::<T>().map_err(|_| Fail::bad_param(format!("{name} must be a number, not {v:?}"))))
            .transpose()
    }

    /// The first of several spellings that is present (`pageNo` or `page`).
    pub fn number_of<T: FromStr>(&self, names: &[&str]) -> Result<Option<T>, Fail> {
        for name in names {
            if let Some(value) = self.number(name)? {
                return Ok(Some(value));
            }
        }
        Ok(None)
    }

    /// `pageNo`/`page` and `pageSize`/`size`; both from 1.
    pub fn paging(&self) -> Result<(Option<usize>, Option<usize>), Fail> {
        let page = self.number_of::<usize>(&["pageNo", "page", "pageNum"])?;
        let size = self.number_of::<usize>(&["pageSize", "size"])?;
        if page == Some(0) || size == Some(0) {
            return Err(Fail::bad_param("pageNo and pageSize start at 1"));
        }
        Ok((page, size))
    }

    /// The report period: `startDate`/`endDate` as `YYYY-MM-DD` (whole days, brand time) or epoch
    /// milliseconds, also spelt `startTime`/`endTime`. Without them, the last `default_days` days up
    /// to now. At most [`MAX_RANGE_DAYS`] days.
    pub fn range(&self, now: i64, default_days: i64) -> Result<TimeRange, Fail> {
        let start = self.text("startDate").or(self.text("startTime")).map(|v| instant(v, false)).transpose()?;
        let end = self.text("endDate").or(self.text("endTime")).map(|v| instant(v, true)).transpose()?;
        let end = end.unwrap_or(now + 1);
        let start = start.unwrap_or_else(|| day_start(end.min(now + 1) - 1) - (default_days - 1) * DAY_MS);
        if start >= end {
            return Err(Fail::bad_param("startDate must be before endDate"));
        }
        if end - start > MAX_RANGE_DAYS * DAY_MS + DAY_MS {
            return Err(Fail::business(
                super::refusal::RANGE_TOO_LONG,
                format!("Choose at most {MAX_RANGE_DAYS} days"),
            ));
        }
        Ok(TimeRange { start_ms: start, end_ms: end })
    }
}

/// The longest report period.
pub const MAX_RANGE_DAYS: i64 = 90;

/// `[start_ms, end_ms)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimeRange {
    pub start_ms: i64,
    pub end_ms: i64,
}

impl TimeRange {
    pub fn contains(&self, ms: i64) -> bool {
        (self.start_ms..self.end_ms).contains(&ms)
    }
}

/// A date or an epoch-milliseconds instant; a date as an end means the end of that day.
fn instant(text: &str, is_end: bool) -> Result<i64, Fail> {
    if text.bytes().all(|b| b.is_ascii_digit()) {
        return text.parse::<i64>().map_err(|_| Fail::bad_param(format!("{text:?} is not a time")));
    }
    let day = parse_date(text).ok_or_else(|| Fail::bad_param(format!("{text:?} is not a YYYY-MM-DD date")))?;
    Ok(if is_end { day + DAY_MS } else { day })
}

/// An amount in hundredths from a JSON number or a numeric string: positive, at most 2 decimals.
pub fn parse_amount(value: &Value) -> Result<i64, String> {
    let text = match value {
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.trim().to_owned(),
        _ => return Err("amount must be a number".into()),
    };
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || !(fraction.is_empty() || digits(fraction)) {
        return Err(format!("{text:?} is not a positive amount"));
    }
    if fraction.len() > 2 {
        return Err(format!("{text} has more than 2 decimals"));
    }
    if whole.len() > 10 {
        return Err(format!("{text} is too large"));
    }
    let whole: i64 = whole.parse().map_err(|_| format!("{text} is not an amount"))?;
    let fraction: i64 = format!("{fraction:0<2}").parse().map_err(|_| format!("{text} is not an amount"))?;
    let cents = whole * 100 + fraction;
    if cents <= 0 {
        return Err("amount must be greater than 0".into());
    }
    Ok(cents)
}

/// `#[serde(deserialize_with = "input::amount")]` for `Option<i64>` cents.
pub fn amount<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<i64>, D::Error> {
    match Option::<Value>::deserialize(deserializer)? {
        None | Some(Value::Null) => Ok(None),
        Some(value) => parse_amount(&value).map(Some).map_err(serde::de::Error::custom),
    }
}

/// `#[serde(deserialize_with = "input::id")]`: an id sent as a number or as a numeric string.
pub fn id<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<u64>, D::Error> {
    match Option::<Value>::deserialize(deserializer)? {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Number(n)) => {
            n.as_u64().map(Some).ok_or_else(|| serde::de::Error::custom("id must be a whole number"))
        }
        Some(Value::String(s)) => {
            s.trim().parse().map(Some).map_err(|_| serde::de::Error::custom(format!("{s:?} is not an id")))
        }
        Some(_) => Err(serde::de::Error::custom("id must be a number")),
    }
}

/// A body that is JSON, or form-encoded as the older client sends wallet transfers (protocol §1.2).
/// Form values that read as numbers become JSON numbers, so one struct serves both.
pub struct JsonOrForm<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for JsonOrForm<T> {
    type Rejection = Fail;

    async fn from_request(req: Request, _: &S) -> Result<Self, Self::Rejection> {
        let is_form = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.trim_start().to_ascii_lowercase().starts_with("application/x-www-form-urlencoded"));
        let bytes = axum::body::to_bytes(req.into_body(), usize::MAX)
            .await
            .map_err(|_| Fail::bad_param("The request body could not be read"))?;
        let value = if is_form {
            let pairs: Vec<(String, String)> =
                serde_urlencoded::from_bytes(&bytes).map_err(|e| Fail::bad_param(format!("Invalid form body: {e}")))?;
            let object = pairs
                .into_iter()
                .map(|(name, text)| {
                    let value = serde_json::from_str::<serde_json::Number>(&text)
                        .map(Value::Number)
                        .unwrap_or(Value::String(text));
                    (name, value)
                })
                .collect();
            Value::Object(object)
        } else if bytes.iter().all(u8::is_ascii_whitespace) {
            Value::Object(Default::default())
        } else {
            serde_json::from_slice(&bytes).map_err(|e| Fail::bad_param(format!("Invalid request body: {e}")))?
        };
        serde_json::from_value(value).map(JsonOrForm).map_err(|e| Fail::bad_param(format!("Invalid request body: {e}")))
    }
}

/// A required field, or 400 `request_param_err` naming it.
pub fn required<T>(value: Option<T>, name: &str) -> Result<T, Fail> {
    value.ok_or_else(|| Fail::bad_param(format!("{name} is required")))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn amounts_are_positive_with_at_most_two_decimals() {
        assert_eq!(parse_amount(&json!(100)), Ok(10_000));
        assert_eq!(parse_amount(&json!(12.5)), Ok(1_250));
        assert_eq!(parse_amount(&json!("0.01")), Ok(1));
        assert_eq!(parse_amount(&json!(" 300.10 ")), Ok(30_010));
        for bad in [json!(0), json!(-5), json!(1.005), json!("1e3"), json!("abc"), json!(true), json!(".5")] {
            assert!(parse_amount(&bad).is_err(), "{bad} accepted");
        }
    }

    #[test]
    fn ranges_take_dates_or_milliseconds() {
        let now = parse_date("2025-03-10").unwrap() + 5 * 3_600_000;
        let q = QueryMap::from_pairs([("startDate", "2025-03-01"), ("endDate", "2025-03-02")]);
        let range = q.range(now, 7).unwrap();
        assert_eq!(range.end_ms - range.start_ms, 2 * DAY_MS);
        let q = QueryMap::from_pairs([("startTime", "1000"), ("endTime", "2000")]);
        assert_eq!(q.range(now, 7).unwrap(), TimeRange { start_ms: 1000, end_ms: 2000 });
        let default = QueryMap::default().range(now, 7).unwrap();
        assert_eq!(default.start_ms, parse_date("2025-03-04").unwrap());
        assert!(QueryMap::from_pairs([("startDate", "2025-03-05"), ("endDate", "2025-03-01")]).range(now, 7).is_err());
        assert!(QueryMap::from_pairs([("startDate", "2024-01-01")]).range(now, 7).is_err());
        assert!(QueryMap::from_pairs([("startDate", "yesterday")]).range(now, 7).is_err());
    }
}
