//! `/__admin/lottery/clock`: moves the lottery clock, so tests see draws lock and roll over without
//! waiting. `?merchant=` for one merchant, else every merchant the mock serves.

use std::sync::Arc;

use axum::extract::State;
use axum::http::Method;
use serde::Deserialize;

use crate::admin_call::{AdminMerchant, AreaClock, CLOCKS, Clock, move_clocks};
use crate::admin_call::{Call, MERCHANT};
use crate::input::{Payload, QueryFields};
use crate::reply::{Fail, Reply};
use crate::state::Mock;

/// The lottery area's `/__admin` calls: read, move and reset the lottery clock.
pub fn admin_calls() -> Vec<Call> {
    vec![
        Call::new(Method::GET, "/lottery/clock", "The lottery clock", CLOCKS, read).query(&[MERCHANT]),
        Call::new(
            Method::PUT,
            "/lottery/clock",
            "Set the lottery clock: offsetMs, or atMs (what it should read now)",
            CLOCKS,
            set,
        )
        .query(&[MERCHANT])
        .body(r#"{"offsetMs": 600000}"#),
        Call::new(
            Method::POST,
            "/lottery/clock",
            "Move the lottery clock by byMs (back when negative)",
            CLOCKS,
            advance,
        )
        .query(&[MERCHANT])
        .body(r#"{"byMs": 60000}"#),
        Call::new(Method::DELETE, "/lottery/clock", "The lottery clock at the wall clock", CLOCKS, reset)
            .query(&[MERCHANT]),
    ]
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct SetClock {
    /// The offset to use, or…
    offset_ms: Option<i64>,
    /// …the moment the clock should read now (epoch ms).
    at_ms: Option<i64>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Advance {
    by_ms: i64,
}

/// Ten years either way: enough for any test, and no overflow in the draw arithmetic.
const MAX_OFFSET_MS: i64 = 10 * 366 * 86_400_000;

/// The lottery's clock in a merchant's database.
const LOTTERY_CLOCK: AreaClock =
    AreaClock { offset: |db| &mut db.lottery.clock_offset_ms, moved: |db| db.lottery.now() };

async fn read(State(mock): State<Arc<Mock>>, QueryFields(which): QueryFields<AdminMerchant>) -> Reply<Vec<Clock>> {
    move_clocks(&mock, &which, &LOTTERY_CLOCK, Ok)
}

/// `PUT {"offsetMs": n}` or `{"atMs": t}`: sets the clock.
async fn set(
    State(mock): State<Arc<Mock>>,
    QueryFields(which): QueryFields<AdminMerchant>,
    Payload(body): Payload<SetClock>,
) -> Reply<Vec<Clock>> {
    let offset = match (body.offset_ms, body.at_ms) {
        (Some(offset), None) => offset,
        (None, Some(at)) => at.saturating_sub(crate::base::now_ms()),
        _ => return Err(Fail::bad_param("Give exactly one of offsetMs and atMs")),
    };
    let offset = within_range(offset)?;
    move_clocks(&mock, &which, &LOTTERY_CLOCK, |_| Ok(offset))
}

/// `POST {"byMs": n}`: moves the clock forward (or back, when negative) from where it is.
async fn advance(
    State(mock): State<Arc<Mock>>,
    QueryFields(which): QueryFields<AdminMerchant>,
    Payload(body): Payload<Advance>,
) -> Reply<Vec<Clock>> {
    within_range(body.by_ms)?;
    move_clocks(&mock, &which, &LOTTERY_CLOCK, |offset| within_range(offset.saturating_add(body.by_ms)))
}

/// `DELETE`: the wall clock again.
async fn reset(State(mock): State<Arc<Mock>>, QueryFields(which): QueryFields<AdminMerchant>) -> Reply<Vec<Clock>> {
    move_clocks(&mock, &which, &LOTTERY_CLOCK, |_| Ok(0))
}

fn within_range(offset: i64) -> Result<i64, Fail> {
    if offset.abs() > MAX_OFFSET_MS {
        return Err(Fail::bad_param("The clock may move at most ten years either way"));
    }
    Ok(offset)
}
