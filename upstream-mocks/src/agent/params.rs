//! Query parameters of the agent calls: one lenient extractor (every field optional, unknown keys such
//! as the `t=` cache buster ignored) plus checked readers for dates, paging, levels and money, so bad
//! input always gets a clear `request_param_err` in the envelope.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::calendar::{self, DAY_MS};
use crate::input::{MAX_PAGE_SIZE, Query};
use crate::ledger::Page;
use crate::reply::Fail;

/// The widest date range a report accepts.
pub const MAX_RANGE_DAYS: i64 = 62;

/// The query string of an agent call. Every field is text, parsed by the readers below; the input kit
/// has already trimmed it and left out empty values ([`Query::fields`]).
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AgentQuery {
    /// `startTime`: epoch milliseconds or a `YYYY-MM-DD` Bangkok date.
    pub start_time: Option<String>,
    /// `endTime`: epoch milliseconds (included) or a `YYYY-MM-DD` Bangkok date (the whole day).
    pub end_time: Option<String>,
    /// `pageNo`, from 1.
    pub page_no: Option<String>,
    /// `pageSize`, 1 to 500.
    pub page_size: Option<String>,
    /// `username`: a user name, or part of one, to search for (case does not matter).
    pub username: Option<String>,
    /// `level`: `direct` (or `1`) or `all`.
    pub level: Option<String>,
    /// `parent`: the user name of a team member to list below.
    pub parent: Option<String>,
    /// `gameType`: one game type, e.g. `LIVE`.
    pub game_type: Option<String>,
    /// `vendor`: one vendor's code, e.g. `EVO`.
    pub vendor: Option<String>,
    /// `type`: a contract kind or a ledger kind, depending on the call.
    #[serde(rename = "type")]
    pub kind: Option<String>,
    /// `state`: a contract state, e.g. `ACTIVE`.
    pub state: Option<String>,
    /// `scope`: `self` (what the agent earned) or `downlines` (what it paid).
    pub scope: Option<String>,
}

impl<S: Send + Sync> FromRequestParts<S> for AgentQuery {
    type Rejection = Fail;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Query::parse(parts.uri.query())?.fields()
    }
}

/// A time range `[start, end)` in epoch ms.
#[derive(Debug, Clone, Copy, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Range {
    /// Start of the range, milliseconds since the epoch (included).
    pub start_time: i64,
    /// End of the range, milliseconds since the epoch (excluded).
    pub end_time: i64,
}

impl Range {
    /// Whether a moment (milliseconds since the epoch) falls in the range.
    pub fn contains(&self, t: i64) -> bool {
        (self.start_time..self.end_time).contains(&t)
    }
}

/// Which downlines a list covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    /// Only members whose upline is the agent (or the `parent` asked for).
    Direct,
    /// The whole team, every level down.
    All,
}

impl AgentQuery {
    /// `startTime`/`endTime`: epoch ms (`endTime` inclusive) or `YYYY-MM-DD` dates in Bangkok time
    /// (`endTime` covers that whole day). Missing values give the last `default_days` days up to the
    /// end of today.
    pub fn range(&self, now: i64, default_days: i64) -> Result<Range, Fail> {
        let today = calendar::day_start(now);
        let start = match self.start_time.as_deref() {
            Some(v) => instant("startTime", v, false)?,
            None => today - (default_days - 1) * DAY_MS,
        };
        let end = match self.end_time.as_deref() {
            Some(v) => instant("endTime", v, true)?,
            None => today + DAY_MS,
        };
        if end <= start {
            return Err(Fail::bad_param("endTime must not be before startTime"));
        }
        if end - start > MAX_RANGE_DAYS * DAY_MS {
            return Err(Fail::bad_param(format!("The date range may not exceed {MAX_RANGE_DAYS} days")));
        }
        Ok(Range { start_time: start, end_time: end })
    }

    /// `pageNo` (from 1, default 1) and `pageSize` (1 to 500, default `default_size`).
    pub fn page<T>(&self, items: Vec<T>, default_size: usize) -> Result<Page<T>, Fail> {
        let number = |name: &str, value: &Option<String>| -> Result<Option<usize>, Fail> {
            value
                .as_deref()
                .map(|v| v.parse::<usize>().map_err(|_| Fail::bad_param(format!("{name} must be a whole number"))))
                .transpose()
        };
        let page_no = number("pageNo", &self.page_no)?.unwrap_or(1);
        let page_size = number("pageSize", &self.page_size)?.unwrap_or(default_size);
        if !(1..=u32::MAX as usize).contains(&page_no) {
            return Err(Fail::bad_param(format!("pageNo must be from 1 to {}", u32::MAX)));
        }
        if !(1..=MAX_PAGE_SIZE).contains(&page_size) {
            return Err(Fail::bad_param(format!("pageSize must be between 1 and {MAX_PAGE_SIZE}")));
        }
        Ok(Page::of(items, Some(page_no), Some(page_size)))
    }

    /// `level`: `direct` (or `1`) or `all`.
    pub fn level(&self, default: Level) -> Result<Level, Fail> {
        match self.level.as_deref().map(str::to_ascii_lowercase).as_deref() {
            None => Ok(default),
            Some("direct" | "1") => Ok(Level::Direct),
            Some("all") => Ok(Level::All),
            Some(other) => Err(Fail::bad_param(format!("level must be direct or all, not {other}"))),
        }
    }

    /// The user-name search, lower-cased.
    pub fn username(&self) -> Option<String> {
        self.username.as_deref().map(str::to_ascii_lowercase)
    }

    /// An upper-cased filter such as `gameType` or `vendor`.
    pub fn upper(value: Option<&str>) -> Option<String> {
        value.map(str::to_ascii_uppercase)
    }

    /// The `parent` asked for, if any.
    pub fn parent(&self) -> Option<&str> {
        self.parent.as_deref()
    }

    /// The `type` asked for, as given.
    pub fn kind(&self) -> Option<&str> {
        self.kind.as_deref()
    }

    /// The `state` asked for, as given.
    pub fn state(&self) -> Option<&str> {
        self.state.as_deref()
    }

    /// The `scope` asked for, as given.
    pub fn scope(&self) -> Option<&str> {
        self.scope.as_deref()
    }
}

fn instant(name: &str, value: &str, end: bool) -> Result<i64, Fail> {
    if value.bytes().all(|b| b.is_ascii_digit()) {
        let ms: i64 = value.parse().map_err(|_| Fail::bad_param(format!("{name} is out of range")))?;
        // Ten digits are seconds, a common client mistake: say so rather than read 1970.
        if ms < 100_000_000_000 {
            return Err(Fail::bad_param(format!("{name} must be epoch milliseconds, not seconds")));
        }
        return Ok(if end { ms + 1 } else { ms });
    }
    calendar::parse_date(value)
        .map(|day| if end { day + DAY_MS } else { day })
        .ok_or_else(|| Fail::bad_param(format!("{name} must be epoch milliseconds or a date YYYY-MM-DD")))
}

/// A required amount of money from a JSON number or numeric string: positive, at most 2 decimals.
pub fn amount_cents(value: Option<&Value>, name: &str) -> Result<i64, Fail> {
    let value = value.filter(|v| !v.is_null()).ok_or_else(|| Fail::bad_param(format!("{name} is required")))?;
    let cents =
        hundredths(value).ok_or_else(|| Fail::bad_param(format!("{name} must be a number with at most 2 decimals")))?;
    if cents <= 0 {
        return Err(Fail::bad_param(format!("{name} must be greater than 0")));
    }
    Ok(cents)
}

/// An optional non-negative amount (thresholds); absent means 0.
pub fn optional_cents(value: Option<&Value>, name: &str) -> Result<i64, Fail> {
    match value.filter(|v| !v.is_null()) {
        None => Ok(0),
        Some(v) => match hundredths(v) {
            Some(cents) if cents >= 0 => Ok(cents),
            _ => Err(Fail::bad_param(format!("{name} must be a number of at least 0 with at most 2 decimals"))),
        },
    }
}

/// A number with at most two decimals, in hundredths (money in cents, rates in basis points).
pub fn hundredths(value: &Value) -> Option<i64> {
    let number = match value {
        Value::Number(n) => n.as_f64()?,
        Value::String(s) => s.trim().parse::<f64>().ok()?,
        _ => return None,
    };
    let scaled = number * 100.0;
    let rounded = scaled.round();
    if !scaled.is_finite() || (scaled - rounded).abs() > 1e-6 || rounded.abs() > 1e15 {
        return None;
    }
    Some(rounded as i64)
}

/// An id from a JSON number or numeric string.
pub fn id(value: Option<&Value>, name: &str) -> Result<u64, Fail> {
    match value {
        Some(Value::Number(n)) => n.as_u64(),
        Some(Value::String(s)) => s.trim().parse().ok(),
        _ => None,
    }
    .ok_or_else(|| Fail::bad_param(format!("{name} is required and must be a whole number")))
}
