//! Dates in the market's time zone, through the `time` crate: day, week and month boundaries,
//! `YYYY-MM-DD` dates, local days and weekdays. Instants are epoch milliseconds, as on the
//! upstream's wire. The demo market is Thailand (Asia/Bangkok, UTC+7, no daylight saving), and so
//! are the Vietnamese lotteries' draws; every area's periods, reports and draws use this one clock.

use time::{Date, Duration, Month, OffsetDateTime, Time, UtcOffset, Weekday};

/// One minute, hour and day in milliseconds.
pub const MINUTE_MS: i64 = 60_000;
/// One hour in milliseconds.
pub const HOUR_MS: i64 = 3_600_000;
/// One day in milliseconds.
pub const DAY_MS: i64 = 86_400_000;

/// UTC+7, checked when the crate compiles.
const OFFSET: UtcOffset = match UtcOffset::from_whole_seconds(7 * 3600) {
    Ok(offset) => offset,
    Err(_) => panic!("UTC+7 is a valid offset"),
};

/// The market's offset from UTC.
pub fn offset() -> UtcOffset {
    OFFSET
}

/// The local date and time of an instant (instants out of `time`'s range are clamped).
pub fn local(ms: i64) -> OffsetDateTime {
    let nanos = i128::from(ms) * 1_000_000;
    OffsetDateTime::from_unix_timestamp_nanos(nanos).unwrap_or(OffsetDateTime::UNIX_EPOCH).to_offset(offset())
}

fn instant(at: OffsetDateTime) -> i64 {
    (at.unix_timestamp_nanos() / 1_000_000) as i64
}

/// Local midnight at the start of `date`.
pub fn midnight(date: Date) -> i64 {
    instant(date.with_time(Time::MIDNIGHT).assume_offset(offset()))
}

/// Local midnight at or before `ms`.
pub fn day_start(ms: i64) -> i64 {
    midnight(local(ms).date())
}

/// Local midnight of the Monday at or before `ms`.
pub fn week_start(ms: i64) -> i64 {
    let date = local(ms).date();
    midnight(date - Duration::days(i64::from(date.weekday().number_days_from_monday())))
}

/// Local midnight of the first day of the month of `ms`.
#[expect(clippy::expect_used, reason = "day 1 exists in every month")]
pub fn month_start(ms: i64) -> i64 {
    midnight(local(ms).date().replace_day(1).expect("every month has a first day"))
}

/// Local midnight of a `YYYY-MM-DD` date, if it is a real one.
pub fn parse_date(text: &str) -> Option<i64> {
    let mut parts = text.trim().splitn(3, '-');
    let (year, month, day) = (parts.next()?, parts.next()?, parts.next()?);
    if year.len() != 4 || month.len() != 2 || day.len() != 2 {
        return None;
    }
    let month = Month::try_from(month.parse::<u8>().ok()?).ok()?;
    Date::from_calendar_date(year.parse().ok()?, month, day.parse().ok()?).ok().map(midnight)
}

/// `YYYY-MM-DD` of `ms`, locally.
pub fn format_date(ms: i64) -> String {
    let date = local(ms).date();
    format!("{:04}-{:02}-{:02}", date.year(), u8::from(date.month()), date.day())
}

/// `HH:MM` of `ms`, locally.
pub fn clock(ms: i64) -> String {
    let at = local(ms);
    format!("{:02}:{:02}", at.hour(), at.minute())
}

/// Local midnight of day `day` of the month `months` after the month of `ms` (negative: before).
pub fn day_of_month(ms: i64, months: i32, day: u8) -> i64 {
    let date = local(ms).date();
    let index = date.year() * 12 + i32::from(u8::from(date.month())) - 1 + months;
    let month = Month::January.nth_next(index.rem_euclid(12) as u8);
    Date::from_calendar_date(index.div_euclid(12), month, day).map_or_else(|_| day_start(ms), midnight)
}

/// `YYMMDD` of `ms`, for record references.
pub fn compact_date(ms: i64) -> String {
    let date = local(ms).date();
    format!("{:02}{:02}{:02}", date.year().rem_euclid(100), u8::from(date.month()), date.day())
}

fn epoch_julian_day() -> i32 {
    OffsetDateTime::UNIX_EPOCH.date().to_julian_day()
}

/// The local day an instant falls on, counted from 1970-01-01.
pub fn local_day(ms: i64) -> i64 {
    i64::from(local(ms).date().to_julian_day() - epoch_julian_day())
}

/// The date of a local day counted from 1970-01-01.
pub fn date_of_day(day: i64) -> Date {
    let julian = i64::from(epoch_julian_day()) + day;
    i32::try_from(julian).ok().and_then(|j| Date::from_julian_day(j).ok()).unwrap_or(OffsetDateTime::UNIX_EPOCH.date())
}

/// The ISO weekday (1 = Monday … 7 = Sunday) of a local day counted from 1970-01-01.
pub fn weekday(day: i64) -> u8 {
    date_of_day(day).weekday().number_from_monday()
}

/// Whether a date is a Monday (weeks start on Monday, spec 001 §5).
pub fn is_monday(date: Date) -> bool {
    date.weekday() == Weekday::Monday
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_round_trip_in_bangkok_time() {
        let ms = parse_date("2025-02-28").unwrap();
        // 2025-02-28 00:00 in Bangkok is 2025-02-27 17:00 UTC.
        assert_eq!(ms, 1_740_675_600_000);
        assert_eq!(format_date(ms), "2025-02-28");
        assert_eq!(format_date(ms - 1), "2025-02-27");
        assert_eq!(compact_date(ms), "250228");
        assert_eq!(parse_date("2024-02-29").map(format_date).as_deref(), Some("2024-02-29"));
        for bad in ["2025-02-29", "2025-13-01", "2025-2-01", "x", ""] {
            assert!(parse_date(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn weeks_start_on_monday_and_months_on_the_first() {
        let friday = parse_date("2025-02-28").unwrap() + 10 * HOUR_MS;
        assert_eq!(format_date(week_start(friday)), "2025-02-24");
        let monday = parse_date("2025-02-24").unwrap();
        assert_eq!(week_start(monday), monday);
        assert!(is_monday(local(monday).date()));
        assert_eq!(day_start(monday + DAY_MS - 1), monday);
        assert_eq!(format_date(month_start(friday)), "2025-02-01");
        // 2024-03-01 00:30 in Bangkok is still 29 February in UTC: the month is March.
        assert_eq!(month_start(1_709_227_800_000), 1_709_226_000_000);
        assert_eq!(format_date(day_of_month(friday, 1, 1)), "2025-03-01");
        assert_eq!(format_date(day_of_month(parse_date("2025-12-20").unwrap(), 1, 16)), "2026-01-16");
        assert_eq!(clock(friday), "10:00");
    }

    #[test]
    fn local_days_and_weekdays() {
        assert_eq!(local_day(0), 0);
        // 17:00 UTC on 1 January 1970 is already 2 January in Bangkok.
        assert_eq!(local_day(17 * HOUR_MS), 1);
        assert_eq!(weekday(0), 4, "1970-01-01 was a Thursday");
        let day = local_day(parse_date("2025-01-06").unwrap());
        assert_eq!((weekday(day), date_of_day(day).to_string()), (1, "2025-01-06".to_owned()));
        assert_eq!(midnight(date_of_day(day)), parse_date("2025-01-06").unwrap());
    }
}
