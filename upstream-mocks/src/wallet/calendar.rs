//! Calendar arithmetic in the brand's time zone (the demo brand is Thai: UTC+7, no daylight saving),
//! without a date crate: day and week boundaries for missions and reports, and `YYYY-MM-DD` dates
//! in queries and record references.

/// One day in milliseconds.
pub const DAY_MS: i64 = 86_400_000;
/// One minute in milliseconds.
pub const MINUTE_MS: i64 = 60_000;
/// The brand's offset from UTC (Asia/Bangkok).
pub const TZ_OFFSET_MS: i64 = 7 * 3_600_000;

/// Local midnight at or before `ms`.
pub fn day_start(ms: i64) -> i64 {
    (ms + TZ_OFFSET_MS).div_euclid(DAY_MS) * DAY_MS - TZ_OFFSET_MS
}

/// Local midnight of the Monday at or before `ms`.
pub fn week_start(ms: i64) -> i64 {
    let day = day_start(ms);
    let days_since_epoch = (day + TZ_OFFSET_MS).div_euclid(DAY_MS);
    // 1970-01-01 was a Thursday: Monday is 3 days earlier in the cycle.
    let days_since_monday = (days_since_epoch + 3).rem_euclid(7);
    day - days_since_monday * DAY_MS
}

/// Local midnight of a `YYYY-MM-DD` date, if it is one.
pub fn parse_date(text: &str) -> Option<i64> {
    let mut parts = text.trim().splitn(3, '-');
    let (year, month, day) = (parts.next()?, parts.next()?, parts.next()?);
    if year.len() != 4 || month.len() != 2 || day.len() != 2 {
        return None;
    }
    let (year, month, day): (i64, u32, u32) = (year.parse().ok()?, month.parse().ok()?, day.parse().ok()?);
    if !(1..=12).contains(&month) || day == 0 || day > days_in_month(year, month) {
        return None;
    }
    Some(days_from_civil(year, month, day) * DAY_MS - TZ_OFFSET_MS)
}

/// `YYYY-MM-DD` of `ms` in the brand's time zone.
pub fn format_date(ms: i64) -> String {
    let (year, month, day) = civil_from_days((ms + TZ_OFFSET_MS).div_euclid(DAY_MS));
    format!("{year:04}-{month:02}-{day:02}")
}

/// `YYMMDD` of `ms`, for record references.
pub fn compact_date(ms: i64) -> String {
    format_date(ms).replace('-', "").chars().skip(2).collect()
}

fn is_leap(year: i64) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

fn days_in_month(year: i64, month: u32) -> u32 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days since 1970-01-01 of a civil date (Howard Hinnant's algorithm).
fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let month = i64::from(month);
    let day_of_year = (153 * (if month > 2 { month - 3 } else { month + 9 }) + 2) / 5 + i64::from(day) - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// The civil date of a day count since 1970-01-01.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z - era * 146_097;
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_round_trip_in_bangkok_time() {
        let ms = parse_date("2025-02-28").unwrap();
        assert_eq!(format_date(ms), "2025-02-28");
        assert_eq!(format_date(ms - 1), "2025-02-27");
        // 2025-02-28 00:00 in Bangkok is 2025-02-27 17:00 UTC.
        assert_eq!(ms, 1_740_675_600_000);
        assert_eq!(parse_date("2024-02-29").map(format_date).as_deref(), Some("2024-02-29"));
        assert!(parse_date("2025-02-29").is_none() && parse_date("2025-13-01").is_none() && parse_date("x").is_none());
        assert_eq!(compact_date(ms), "250228");
    }

    #[test]
    fn weeks_start_on_monday() {
        let friday = parse_date("2025-02-28").unwrap() + 10 * 3_600_000;
        assert_eq!(format_date(week_start(friday)), "2025-02-24");
        let monday = parse_date("2025-02-24").unwrap();
        assert_eq!(week_start(monday), monday);
        assert_eq!(day_start(monday + DAY_MS - 1), monday);
    }
}
