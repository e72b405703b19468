//! The report period of the money calls (wallet records, point histories): `startDate`/`endDate`
//! as dates or epoch milliseconds, read from the query through [`crate::input`].

use crate::calendar::{DAY_MS, day_start, parse_date};
use crate::input::Query;
use crate::reply::Fail;

/// Reads the report period from a money call's query.
pub trait ReportPeriod {
    /// The report period: `startDate`/`endDate` as `YYYY-MM-DD` (whole days, brand time) or epoch
    /// milliseconds, also spelt `startTime`/`endTime`. Without them, the last `default_days` days up
    /// to now. At most [`MAX_RANGE_DAYS`] days.
    fn range(&self, now: i64, default_days: i64) -> Result<TimeRange, Fail>;
}

impl ReportPeriod for Query {
    fn range(&self, now: i64, default_days: i64) -> Result<TimeRange, Fail> {
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
    /// Start, milliseconds since the epoch (included).
    pub start_ms: i64,
    /// End, milliseconds since the epoch (excluded).
    pub end_ms: i64,
}

impl TimeRange {
    /// Whether a moment (milliseconds since the epoch) falls in the range.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_take_dates_or_milliseconds() {
        let now = parse_date("2025-03-10").unwrap() + 5 * 3_600_000;
        let q = Query::from_pairs([("startDate", "2025-03-01"), ("endDate", "2025-03-02")]);
        let range = q.range(now, 7).unwrap();
        assert_eq!(range.end_ms - range.start_ms, 2 * DAY_MS);
        let q = Query::from_pairs([("startTime", "1000"), ("endTime", "2000")]);
        assert_eq!(q.range(now, 7).unwrap(), TimeRange { start_ms: 1000, end_ms: 2000 });
        let default = Query::default().range(now, 7).unwrap();
        assert_eq!(default.start_ms, parse_date("2025-03-04").unwrap());
        assert!(Query::from_pairs([("startDate", "2025-03-05"), ("endDate", "2025-03-01")]).range(now, 7).is_err());
        assert!(Query::from_pairs([("startDate", "2024-01-01")]).range(now, 7).is_err());
        assert!(Query::from_pairs([("startDate", "yesterday")]).range(now, 7).is_err());
    }
}
