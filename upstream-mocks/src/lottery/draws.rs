//! Draws computed from the clock: the open draw of a lottery (its `numero`, seconds to the draw and
//! to the betting lock) and the results of the draws that have passed.
//!
//! Nothing is stored per draw: the schedule says when draws happen, and a draw's winning number is a
//! hash of the merchant's result seed, the lottery and the draw time. So results never change once
//! drawn, every passed draw has one, and no draw in the future has one.

use super::catalogue::{LotteryGame, Schedule};
use crate::calendar::{self, local_day, weekday};
use crate::locale::Lang;

/// How far a calendar schedule is searched for its next or previous draw.
const SEARCH_DAYS: i64 = 70;

impl Schedule {
    fn draws_on(&self, day: i64) -> bool {
        match *self {
            Schedule::Every { .. } => true,
            Schedule::Weekly { days, .. } => days.contains(&weekday(day)),
            Schedule::Monthly { days, .. } => {
                let day_of_month = calendar::date_of_day(day).day();
                days.contains(&day_of_month)
            }
        }
    }

    /// The draw time of a calendar schedule on a local day.
    fn at_on(&self, day: i64) -> i64 {
        let (hour, minute) = match *self {
            Schedule::Weekly { hour, minute, .. } | Schedule::Monthly { hour, minute, .. } => (hour, minute),
            Schedule::Every { .. } => (0, 0),
        };
        calendar::midnight(calendar::date_of_day(day)) + i64::from(hour * 60 + minute) * calendar::MINUTE_MS
    }

    /// The first draw strictly after `now`.
    pub fn next_after(&self, now: i64) -> Option<i64> {
        if let Schedule::Every { secs } = *self {
            let period = secs * 1000;
            // Slots count from local midnight (`secs` divides a day).
            let midnight = calendar::day_start(now);
            return Some(midnight + ((now - midnight).div_euclid(period) + 1) * period);
        }
        let today = local_day(now);
        (today..today + SEARCH_DAYS).filter(|d| self.draws_on(*d)).map(|d| self.at_on(d)).find(|at| *at > now)
    }

    /// The last draw at or before `at`.
    pub fn last_at_or_before(&self, at: i64) -> Option<i64> {
        if let Schedule::Every { secs } = *self {
            let period = secs * 1000;
            let midnight = calendar::day_start(at);
            return Some(midnight + (at - midnight).div_euclid(period) * period);
        }
        let today = local_day(at);
        (today - SEARCH_DAYS..=today).rev().filter(|d| self.draws_on(*d)).map(|d| self.at_on(d)).find(|t| *t <= at)
    }

    /// The weekdays it draws on (`drawDayOfWeek`, 1 = Monday); a monthly lottery gives the weekday of
    /// its next draw.
    pub fn draw_days(&self, now: i64) -> Vec<u8> {
        match *self {
            Schedule::Every { .. } => (1..=7).collect(),
            Schedule::Weekly { days, .. } => {
                let mut days = days.to_vec();
                days.sort_unstable();
                days
            }
            Schedule::Monthly { .. } => self.next_after(now).map(|at| vec![weekday(local_day(at))]).unwrap_or_default(),
        }
    }

    /// Whether it draws on the local day of `now`.
    pub fn draws_today(&self, now: i64) -> bool {
        self.draws_on(local_day(now))
    }
}

/// The draw number: `YYYYMMDD-NNNN` (the draw's index in its local day) for lotteries that draw all
/// day, `YYYYMMDD` for those that draw once a day.
pub fn numero(game: &LotteryGame, at_ms: i64) -> String {
    let date = calendar::local(at_ms).date();
    let (year, month, day_of_month) = (date.year(), u8::from(date.month()), date.day());
    match game.schedule {
        Schedule::Every { secs } => {
            let index = (at_ms - calendar::day_start(at_ms)) / (secs * 1000) + 1;
            format!("{year:04}{month:02}{day_of_month:02}-{index:04}")
        }
        _ => format!("{year:04}{month:02}{day_of_month:02}"),
    }
}

/// A lottery's open draw, as of `now`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenDraw {
    /// The draw's number: `YYYYMMDD-NNNN` for lotteries that draw all day, `YYYYMMDD` for the others.
    pub numero: String,
    /// When it draws, milliseconds since the epoch.
    pub at_ms: i64,
    /// Whole seconds to the draw, at least 1.
    pub remain_secs: i64,
    /// Whole seconds to the betting lock; 0 once betting has closed.
    pub lock_secs: i64,
}

fn ceil_secs(ms: i64) -> i64 {
    (ms + 999).div_euclid(1000)
}

/// The open draw of `game` at `now`: the next one after now.
pub fn open_draw(game: &LotteryGame, now: i64) -> Option<OpenDraw> {
    let at_ms = game.schedule.next_after(now)?;
    Some(OpenDraw {
        numero: numero(game, at_ms),
        at_ms,
        remain_secs: ceil_secs(at_ms - now),
        lock_secs: ceil_secs(at_ms - game.lock_secs * 1000 - now).max(0),
    })
}

/// A passed draw and its result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Result {
    /// The draw's number (`YYYYMMDD-NNNN` or `YYYYMMDD`).
    pub numero: String,
    /// When it drew, milliseconds since the epoch.
    pub at_ms: i64,
    /// The winning digits, as many as the lottery draws.
    pub winning_number: String,
}

/// splitmix64: a small, fixed mixer, so results stay the same across builds and restarts.
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The winning number of the draw of `game` at `at_ms`: `game.digits` digits.
pub fn winning_number(seed: u64, game: &LotteryGame, at_ms: i64) -> String {
    let mut x = mix(seed ^ (u64::from(game.id) << 40) ^ at_ms as u64);
    (0..game.digits)
        .map(|_| {
            x = mix(x);
            char::from(b'0' + (x % 10) as u8)
        })
        .collect()
}

/// The last `count` results of `game` at `now`, newest first.
pub fn results(seed: u64, game: &LotteryGame, now: i64, count: usize) -> Vec<Result> {
    let mut list = Vec::with_capacity(count);
    let mut cursor = game.schedule.last_at_or_before(now);
    while let Some(at_ms) = cursor {
        if list.len() == count {
            break;
        }
        list.push(Result { numero: numero(game, at_ms), at_ms, winning_number: winning_number(seed, game, at_ms) });
        cursor = game.schedule.last_at_or_before(at_ms - 1);
    }
    list
}

const WEEKDAYS_EN: [&str; 7] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const WEEKDAYS_TH: [&str; 7] = ["จันทร์", "อังคาร", "พุธ", "พฤหัสบดี", "ศุกร์", "เสาร์", "อาทิตย์"];

/// The lottery's rules in a sentence (`remark`), from its schedule: in Thai for Thai, English for every
/// other language.
pub fn remark(game: &LotteryGame, lang: Lang) -> String {
    let lock_minutes = game.lock_secs / 60;
    let thai = lang == Lang::Th;
    match (game.schedule, thai) {
        (Schedule::Every { secs }, false) => format!(
            "Draws every {} ({} draws a day); betting closes {} seconds before each draw.",
            if secs == 60 { "minute".to_owned() } else { format!("{} minutes", secs / 60) },
            86_400 / secs,
            game.lock_secs
        ),
        (Schedule::Every { secs }, true) => {
            format!("ออกผลทุก {} นาที (วันละ {} รอบ) ปิดรับแทง {} วินาทีก่อนออกผล", secs / 60, 86_400 / secs, game.lock_secs)
        }
        (Schedule::Weekly { days, hour, minute }, thai) => {
            let names = if thai { &WEEKDAYS_TH } else { &WEEKDAYS_EN };
            let list: Vec<&str> =
                days.iter().filter_map(|d| names.get(usize::from(*d).wrapping_sub(1)).copied()).collect();
            match thai {
                false if days.len() == 7 => format!(
                    "Draws every day at {hour:02}:{minute:02} (GMT+7); betting closes {lock_minutes} minutes before."
                ),
                false => format!(
                    "Draws {} at {hour:02}:{minute:02} (GMT+7); betting closes {lock_minutes} minutes before.",
                    list.join(", ")
                ),
                true if days.len() == 7 => {
                    format!("ออกผลทุกวัน เวลา {hour:02}:{minute:02} น. ปิดรับแทง {lock_minutes} นาทีก่อนออกผล")
                }
                true => format!(
                    "ออกผลทุกวัน{} เวลา {hour:02}:{minute:02} น. ปิดรับแทง {lock_minutes} นาทีก่อนออกผล",
                    list.join(" ")
                ),
            }
        }
        (Schedule::Monthly { days, hour, minute }, false) => {
            let list: Vec<String> = days.iter().map(|d| ordinal(*d)).collect();
            format!(
                "Draws on the {} of each month at {hour:02}:{minute:02} (GMT+7); betting closes {lock_minutes} minutes before.",
                list.join(" and ")
            )
        }
        (Schedule::Monthly { days, hour, minute }, true) => {
            let list: Vec<String> = days.iter().map(u8::to_string).collect();
            format!(
                "ออกผลวันที่ {} ของทุกเดือน เวลา {hour:02}:{minute:02} น. ปิดรับแทง {lock_minutes} นาทีก่อนออกผล",
                list.join(" และ ")
            )
        }
    }
}

fn ordinal(n: u8) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lottery::catalogue::{GAMES, by_code};

    /// 2025-01-06 00:00 GMT+7 (a Monday), in ms.
    const MONDAY: i64 = 1_736_096_400_000;

    #[test]
    fn calendar_arithmetic() {
        assert_eq!(weekday(0), 4);
        assert_eq!(local_day(MONDAY), 20_094);
        assert_eq!(calendar::date_of_day(20_094).to_string(), "2025-01-06");
        assert_eq!(weekday(20_094), 1);
        assert_eq!(calendar::date_of_day(19_782).to_string(), "2024-02-29");
        assert_eq!(ordinal(1) + &ordinal(16) + &ordinal(22) + &ordinal(11), "1st16th22nd11th");
    }

    #[test]
    fn interval_draws_roll_over() {
        let game = by_code("TCG1M").unwrap();
        let now = MONDAY + 30_500;
        let draw = open_draw(game, now).unwrap();
        assert_eq!(draw.numero, "20250106-0002");
        assert_eq!((draw.remain_secs, draw.lock_secs), (30, 20));
        let locked = open_draw(game, MONDAY + 55_000).unwrap();
        assert_eq!((locked.numero.as_str(), locked.remain_secs, locked.lock_secs), ("20250106-0002", 5, 0));
        let next = open_draw(game, MONDAY + 60_000).unwrap();
        assert_eq!((next.numero.as_str(), next.remain_secs), ("20250106-0003", 60));
        let passed = results(7, game, MONDAY + 60_000, 3);
        assert_eq!(
            passed.iter().map(|r| r.numero.as_str()).collect::<Vec<_>>(),
            ["20250106-0002", "20250106-0001", "20250105-1440"]
        );
        assert!(
            passed.iter().all(|r| r.winning_number.len() == 5 && r.winning_number.bytes().all(|b| b.is_ascii_digit()))
        );
        assert_eq!(results(7, game, MONDAY + 60_000, 3), results(7, game, MONDAY + 60_000, 3));
        assert_ne!(results(7, game, MONDAY, 1)[0].winning_number, results(8, game, MONDAY, 1)[0].winning_number);
    }

    #[test]
    fn weekly_and_monthly_draws() {
        // Ho Chi Minh City draws Monday and Saturday at 16:15.
        let hcm = by_code("VNHCM").unwrap();
        let draw = open_draw(hcm, MONDAY).unwrap();
        assert_eq!(draw.numero, "20250106");
        assert_eq!(draw.remain_secs, (16 * 60 + 15) * 60);
        assert_eq!(draw.lock_secs, draw.remain_secs - 900);
        let after = open_draw(hcm, draw.at_ms).unwrap();
        assert_eq!(after.numero, "20250111");
        assert_eq!(
            results(1, hcm, draw.at_ms, 2).iter().map(|r| r.numero.clone()).collect::<Vec<_>>(),
            ["20250106", "20250104"]
        );
        assert_eq!(hcm.schedule.draw_days(MONDAY), [1, 6]);
        // The Thai government lottery draws on the 1st and 16th.
        let thai = by_code("THGOV").unwrap();
        assert_eq!(open_draw(thai, MONDAY).unwrap().numero, "20250116");
        assert_eq!(thai.schedule.draw_days(MONDAY), [4]);
        assert_eq!(
            results(1, thai, MONDAY, 3).iter().map(|r| r.numero.clone()).collect::<Vec<_>>(),
            ["20250101", "20241216", "20241201"]
        );
    }

    #[test]
    fn every_lottery_has_an_open_draw_and_a_remark() {
        for game in GAMES {
            let draw = open_draw(game, MONDAY).unwrap_or_else(|| panic!("{} has no draw", game.code));
            assert!(draw.remain_secs >= 1 && draw.lock_secs <= draw.remain_secs);
            assert!(!remark(game, Lang::Th).is_empty() && !remark(game, Lang::En).is_empty());
            assert!(!results(1, game, MONDAY, 100).is_empty());
        }
    }
}
