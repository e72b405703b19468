//! `/__admin/games/maintenance`: puts vendors or single games under maintenance (their launches,
//! real and trial, answer `game.maintenance`), so the front's game-maintenance page can be tested.
//! `?merchant=` for one merchant, else every merchant the mock serves.

use std::collections::BTreeSet;
use std::sync::Arc;

use axum::extract::State;
use axum::http::Method;
use serde::{Deserialize, Serialize};

use crate::admin_call::{AdminMerchant, each_merchant};
use crate::admin_call::{Call, MERCHANT};
use crate::input::{Payload, QueryFields};
use crate::reply::{Fail, Reply};
use crate::state::Mock;

/// The games area's own admin calls (its home feeds are content kinds, gathered in `crate::admin`).
pub fn admin_calls() -> Vec<Call> {
    const ANSWER: &str = r#"[{"merchant": "veneerdemo", "vendors": ["EVO"], "games": [10002]}]"#;
    vec![
        Call::new(Method::GET, "/games/maintenance", "Vendors and games under maintenance", ANSWER, read)
            .query(&[MERCHANT]),
        Call::new(
            Method::PUT,
            "/games/maintenance",
            "Replace the vendors and games under maintenance",
            ANSWER,
            replace,
        )
        .query(&[MERCHANT])
        .body(r#"{"vendors": ["EVO"], "games": [10002]}"#),
        Call::new(
            Method::DELETE,
            "/games/maintenance",
            "Nothing under maintenance",
            r#"[{"merchant": "veneerdemo", "vendors": [], "games": []}]"#,
            clear,
        )
        .query(&[MERCHANT]),
    ]
}

/// What is under maintenance on a merchant.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Maintenance {
    /// Vendor codes (`EVO`, `PG`, …), upper-case.
    #[serde(default)]
    pub vendors: BTreeSet<String>,
    /// Game node ids.
    #[serde(default)]
    pub games: BTreeSet<u32>,
}

/// One merchant's vendors and games under maintenance, as `/__admin/games/maintenance` answers it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MerchantMaintenance {
    merchant: String,
    #[serde(flatten)]
    maintenance: Maintenance,
}

async fn read(
    State(mock): State<Arc<Mock>>,
    QueryFields(which): QueryFields<AdminMerchant>,
) -> Reply<Vec<MerchantMaintenance>> {
    apply(&mock, &which, None)
}

/// `PUT {"vendors": ["EVO"], "games": [10002]}`: replaces the lists (checked whole first: an unknown
/// vendor or node id changes nothing).
async fn replace(
    State(mock): State<Arc<Mock>>,
    QueryFields(which): QueryFields<AdminMerchant>,
    Payload(wanted): Payload<Maintenance>,
) -> Reply<Vec<MerchantMaintenance>> {
    let mut checked = Maintenance::default();
    for code in &wanted.vendors {
        let vendor =
            mock.games.vendor(code).ok_or_else(|| Fail::bad_param(format!("'{code}' is not a vendor code")))?;
        checked.vendors.insert(vendor.code.to_owned());
    }
    if let Some(unknown) = wanted.games.iter().find(|id| mock.games.game(**id).is_none()) {
        return Err(Fail::bad_param(format!("{unknown} is not a game's node id")));
    }
    checked.games = wanted.games;
    apply(&mock, &which, Some(checked))
}

/// `DELETE`: nothing under maintenance.
async fn clear(
    State(mock): State<Arc<Mock>>,
    QueryFields(which): QueryFields<AdminMerchant>,
) -> Reply<Vec<MerchantMaintenance>> {
    apply(&mock, &which, Some(Maintenance::default()))
}

/// Writes `new` (when given) to the chosen merchants and answers what each now has.
fn apply(mock: &Mock, which: &AdminMerchant, new: Option<Maintenance>) -> Reply<Vec<MerchantMaintenance>> {
    each_merchant(mock, which, |merchant, db| {
        let play = &mut db.games;
        if let Some(new) = &new {
            play.maintenance_vendors = new.vendors.clone();
            play.maintenance_games = new.games.clone();
        }
        let maintenance =
            Maintenance { vendors: play.maintenance_vendors.clone(), games: play.maintenance_games.clone() };
        Ok(MerchantMaintenance { merchant: merchant.to_owned(), maintenance })
    })
}
