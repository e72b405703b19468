//! Settlement periods of agent contracts (spec 001 §4: real-time every 5 minutes, hourly, daily,
//! weekly, semimonthly, monthly), on the market's calendar.

use serde::{Deserialize, Serialize};

use crate::calendar::{self, DAY_MS, HOUR_MS, MINUTE_MS};

/// How often a contract settles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Period {
    /// Real-time salary: every 5 minutes.
    FiveMinutes,
    /// Every hour, on the hour (hourly salary).
    Hourly,
    /// Every Bangkok day (daily salary, or a daily dividend).
    Daily,
    /// Monday to Sunday.
    Weekly,
    /// The 1st to the 15th, and the 16th to the month's end.
    Semimonthly,
    /// Calendar months.
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
            // The market's offset is whole hours, so minutes and hours align as in UTC.
            Self::FiveMinutes => fixed(5 * MINUTE_MS),
            Self::Hourly => fixed(HOUR_MS),
            Self::Daily => {
                let start = calendar::day_start(t);
                (start, start + DAY_MS)
            }
            Self::Weekly => {
                let start = calendar::week_start(t);
                (start, start + 7 * DAY_MS)
            }
            Self::Semimonthly => {
                if calendar::local(t).day() <= 15 {
                    (calendar::day_of_month(t, 0, 1), calendar::day_of_month(t, 0, 16))
                } else {
                    (calendar::day_of_month(t, 0, 16), calendar::day_of_month(t, 1, 1))
                }
            }
            Self::Monthly => (calendar::day_of_month(t, 0, 1), calendar::day_of_month(t, 1, 1)),
        }
    }

    /// A human label for the period starting at `start`: `2025-01-14 13:05–13:10`, `2025-01-14`,
    /// `2025-01-13 – 2025-01-19`, `2025-01`.
    pub fn label(self, start: i64) -> String {
        let (_, end) = self.window(start);
        let date = calendar::format_date;
        match self {
            Self::FiveMinutes | Self::Hourly => {
                format!("{} {}–{}", date(start), calendar::clock(start), calendar::clock(end))
            }
            Self::Daily => date(start),
            Self::Weekly | Self::Semimonthly => format!("{} – {}", date(start), date(end - DAY_MS)),
            Self::Monthly => date(start)[..7].to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calendar::{format_date, parse_date};

    // 2025-01-15 10:30 in Bangkok = 03:30 UTC.
    const T: i64 = 1_736_911_800_000;

    #[test]
    fn periods_align_to_the_local_calendar() {
        assert_eq!(Period::Weekly.label(Period::Weekly.window(T).0), "2025-01-13 – 2025-01-19");
        assert_eq!(Period::Semimonthly.label(Period::Semimonthly.window(T).0), "2025-01-01 – 2025-01-15");
        let second_half = parse_date("2025-02-20").unwrap();
        assert_eq!(Period::Semimonthly.label(Period::Semimonthly.window(second_half).0), "2025-02-16 – 2025-02-28");
        assert_eq!(Period::Monthly.label(Period::Monthly.window(T).0), "2025-01");
        assert_eq!(
            Period::FiveMinutes.label(Period::FiveMinutes.window(T + 7 * MINUTE_MS).0),
            "2025-01-15 10:35–10:40"
        );
        assert_eq!(Period::Hourly.window(T).1 - Period::Hourly.window(T).0, HOUR_MS);
        let (start, end) = Period::Daily.window(T);
        assert_eq!((format_date(start), end - start), ("2025-01-15".to_owned(), DAY_MS));
    }
}
