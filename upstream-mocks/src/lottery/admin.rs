//! `/__admin/lottery/clock`: moves the lottery clock, so tests see draws lock and roll over without
//! waiting. `?merchant=` for one merchant, else every merchant the mock serves.

use std::sync::Arc;

use axum::extract::State;
use axum::http::Method;
use serde::Deserialize;

use crate::admin_call::{
    AdminMerchant, AreaClock, CLOCKS, Clock, SettableClock, clock_calls, clock_offset_within, move_clocks,
};
use crate::admin_call::{Call, MERCHANT};
use crate::input::{Payload, QueryFields};
use crate::reply::Reply;
use crate::state::Mock;

/// The lottery area's `/__admin` calls: read, set, move and reset the lottery clock.
pub fn admin_calls() -> Vec<Call> {
    let mut calls = clock_calls::<LotteryClock>("lottery");
    calls.push(
        Call::new(
            Method::POST,
            "/lottery/clock",
            "Move the lottery clock by byMs (back when negative)",
            CLOCKS,
            advance,
        )
        .query(&[MERCHANT])
        .body(r#"{"byMs": 60000}"#),
    );
    calls
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Advance {
    by_ms: i64,
}

/// The lottery's clock in a merchant's database.
struct LotteryClock;

impl SettableClock for LotteryClock {
    const CLOCK: AreaClock = AreaClock { offset: |db| &mut db.lottery.clock_offset_ms, moved: |db| db.lottery.now() };
}

/// `POST {"byMs": n}`: moves the clock forward (or back, when negative) from where it is.
async fn advance(
    State(mock): State<Arc<Mock>>,
    QueryFields(which): QueryFields<AdminMerchant>,
    Payload(body): Payload<Advance>,
) -> Reply<Vec<Clock>> {
    clock_offset_within(body.by_ms)?;
    move_clocks(&mock, &which, &LotteryClock::CLOCK, |offset| clock_offset_within(offset.saturating_add(body.by_ms)))
}
