//! Calendar arithmetic in the demo brand's time zone (Asia/Bangkok, UTC+7, no daylight saving):
//! settlement periods, report days and the `YYYY-MM-DD` dates the agent calls accept.

use serde::{Deserialize, Serialize};

pub const MINUTE: i64 = 60_000;
pub const HOUR: i64 = 60 * MINUTE;
pub const DAY: i64 = 24 * HOUR;
/// Bangkok is UTC+7 all year.
pub const TZ_OFFSET: i64 = 7 * HOUR;

/// How often a contract settles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Period {
    /// Real-time salary: every 5 minutes.
    FiveMinutes,
    Hourly,
    Daily,
    /// Monday to Sunday.
    Weekly,
    /// The 1st to the 15th, and the 16th to the month's end.
    Semimonthly,
    Monthly,
}

impl Period {
    /// Parses the wire name (case-insensitive).
    pub fn parse(text: &str) -> Option<Self> {
        match text.trim().to_ascii_uppercase().as_str() {
            "FIVE_MINUTES" => Some(Self::FiveMinutes),
            "HOURLY" => Some(Self::Hourly),
            "DAILY" => Some(Self::Daily),
            "WEEKLY" => Some(Self::Weekly),
            "SEMIMONTHLY" => Some(Self::Semimonthly),
            "MONTHLY" => Some(Self::Monthly),
            _ => None,
        }
    }

    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::FiveMinutes => "FIVE_MINUTES",
            Self::Hourly => "HOURLY",
            Self::Daily => "DAILY",
            Self::Weekly => "WEEKLY",
            Self::Semimonthly => "SEMIMONTHLY",
            Self::Monthly => "MONTHLY",
        }
    }

    /// The period `[start, end)` containing `t`.
    pub fn window(self, t: i64) -> (i64, i64) {
        let fixed = |len: i64| {
            let start = t - t.rem_euclid(len);
            (start, start + len)
        };
        match self {
            // Bangkok's offset is whole hours, so minutes and hours align as in UTC.
            Self::FiveMinutes => fixed(5 * MINUTE),
            Self::Hourly => fixed(HOUR),
            Self::Daily => {
                let start = day_start(t);
                (start, start + DAY)
            }
            Self::Weekly => {
                let days = local_days(t);
                // 1970-01-01 was a Thursday, three days after a Monday.
                let monday = days - (days + 3).rem_euclid(7);
                (days_to_ms(monday), days_to_ms(monday + 7))
            }
            Self::Semimonthly => {
                let (y, m, d) = civil_from_days(local_days(t));
                if d <= 15 {
                    (days_to_ms(days_from_civil(y, m, 1)), days_to_ms(days_from_civil(y, m, 16)))
                } else {
                    let (ny, nm) = next_month(y, m);
                    (days_to_ms(days_from_civil(y, m, 16)), days_to_ms(days_from_civil(ny, nm, 1)))
                }
            }
            Self::Monthly => {
                let (y, m, _) = civil_from_days(local_days(t));
                let (ny, nm) = next_month(y, m);
                (days_to_ms(days_from_civil(y, m, 1)), days_to_ms(days_from_civil(ny, nm, 1)))
            }
        }
    }

    /// A human label for the period starting at `start`: `2025-01-14 13:05–13:10`, `2025-01-14`,
    /// `2025-01-13 – 2025-01-19`, `2025-01`.
    pub fn label(self, start: i64) -> String {
        let (_, end) = self.window(start);
        match self {
            Self::FiveMinutes | Self::Hourly => format!("{} {}–{}", date(start), clock(start), clock(end)),
            Self::Daily => date(start),
            Self::Weekly | Self::Semimonthly => format!("{} – {}", date(start), date(end - DAY)),
            Self::Monthly => date(start)[..7].to_owned(),
        }
    }
}

/// Days since 1970-01-01 in Bangkok.
pub fn local_days(t: i64) -> i64 {
    (t + TZ_OFFSET).div_euclid(DAY)
}

/// Midnight (Bangkok) of the day containing `t`.
pub fn day_start(t: i64) -> i64 {
    days_to_ms(local_days(t))
}

fn days_to_ms(days: i64) -> i64 {
    days * DAY - TZ_OFFSET
}

/// `YYYY-MM-DD` of `t` in Bangkok.
pub fn date(t: i64) -> String {
    let (y, m, d) = civil_from_days(local_days(t));
    format!("{y:04}-{m:02}-{d:02}")
}

/// `HH:MM` of `t` in Bangkok.
pub fn clock(t: i64) -> String {
    let minutes = (t + TZ_OFFSET).rem_euclid(DAY) / MINUTE;
    format!("{:02}:{:02}", minutes / 60, minutes % 60)
}

/// Midnight (Bangkok) of a `YYYY-MM-DD` date, if it is a real date.
pub fn parse_date(text: &str) -> Option<i64> {
    let mut parts = text.split('-');
    let (y, m, d) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() || y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return None;
    }
    let (y, m, d): (i64, u32, u32) = (y.parse().ok()?, m.parse().ok()?, d.parse().ok()?);
    if !(1..=12).contains(&m) || d < 1 || d > days_in_month(y, m) {
        return None;
    }
    Some(days_to_ms(days_from_civil(y, m, d)))
}

fn next_month(y: i64, m: u32) -> (i64, u32) {
    if m == 12 { (y + 1, 1) } else { (y, m + 1) }
}

fn days_in_month(y: i64, m: u32) -> u32 {
    let (ny, nm) = next_month(y, m);
    (days_from_civil(ny, nm, 1) - days_from_civil(y, m, 1)) as u32
}

/// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let m = i64::from(m);
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(d) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date of a day number (inverse of [`days_from_civil`]).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    // 2025-01-15 10:30 in Bangkok = 03:30 UTC.
    const T: i64 = 1_736_911_800_000;

    #[test]
    fn dates_round_trip_in_bangkok_time() {
        assert_eq!(date(T), "2025-01-15");
        assert_eq!(clock(T), "10:30");
        assert_eq!(parse_date("2025-01-15"), Some(day_start(T)));
        assert_eq!(parse_date("2024-02-30"), None);
        assert_eq!(parse_date("2024-02-29").map(date).as_deref(), Some("2024-02-29"));
        assert_eq!(parse_date("15-01-2025"), None);
    }

    #[test]
    fn periods_align_to_the_local_calendar() {
        assert_eq!(Period::Weekly.label(Period::Weekly.window(T).0), "2025-01-13 – 2025-01-19");
        assert_eq!(Period::Semimonthly.label(Period::Semimonthly.window(T).0), "2025-01-01 – 2025-01-15");
        let second_half = parse_date("2025-02-20").unwrap();
        assert_eq!(Period::Semimonthly.label(Period::Semimonthly.window(second_half).0), "2025-02-16 – 2025-02-28");
        assert_eq!(Period::Monthly.label(Period::Monthly.window(T).0), "2025-01");
        assert_eq!(Period::FiveMinutes.label(Period::FiveMinutes.window(T + 7 * MINUTE).0), "2025-01-15 10:35–10:40");
        assert_eq!(Period::Hourly.window(T).1 - Period::Hourly.window(T).0, HOUR);
        let (start, end) = Period::Daily.window(T);
        assert_eq!((date(start), end - start), ("2025-01-15".to_owned(), DAY));
    }
}
