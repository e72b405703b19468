//! Shape drift, reported rather than hidden: an upstream answer that lacks a field the front reads, or has
//! it with another type (the catalogue's [`Call::reads`], checked by [`upstream_protocol::shape`]), counts
//! in `bff_upstream_shape_mismatch_total{call,field}` and is logged once per call and field for the life
//! of the process. The answer goes on as it came: the front shows what it can of it.
//!
//! Only successful envelopes are checked (a refusal's `value` is `null` by design), and bare answers of
//! the lottery gateway; cached reads once per fill, not per visitor.

use std::collections::HashSet;
use std::sync::LazyLock;

use parking_lot::Mutex;
use serde_json::Value;
use upstream_protocol::catalogue::{Call, Shape};
use upstream_protocol::shape::{self, Field, Mismatch};

use crate::metrics;

/// The (call, field) pairs already logged.
static LOGGED: LazyLock<Mutex<HashSet<(&'static str, &'static str)>>> = LazyLock::new(Mutex::default);

/// Checks an answer of `call` against the fields the front reads: counts and logs what differs, and
/// returns it (the doctor reports the same).
pub fn watch(call: &'static Call, answer: &Value) -> Vec<(&'static Field, Mismatch)> {
    if call.reads.is_empty() || (call.shape == Shape::Envelope && answer["success"] != true) {
        return Vec::new();
    }
    let found = shape::check(call.reads, answer);
    for (field, mismatch) in &found {
        ::metrics::counter!(metrics::SHAPE_MISMATCH, "call" => call.path, "field" => field.path).increment(1);
        if LOGGED.lock().insert((call.path, field.path)) {
            tracing::warn!(
                call = call.path,
                field = field.path,
                expected = ?field.kind,
                found = %mismatch,
                required = field.required,
                "the upstream's answer differs from what the front reads (logged once per call and field)"
            );
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use serde_json::json;
    use upstream_protocol::catalogue;

    use super::*;

    #[test]
    fn only_successful_answers_are_checked_and_each_difference_is_named() {
        crate::metrics::handle();
        let balance = catalogue::find("/wps/v2/wallets/balance").unwrap();
        let refused = json!({"success": false, "value": null, "errorCode": "login.not.session"});
        assert!(watch(balance, &refused).is_empty(), "a refusal has no value to read");
        let drifted = json!({"success": true, "value": {"sumBalance": "lots", "currencySymbol": 1}});
        let found: Vec<&str> = watch(balance, &drifted).into_iter().map(|(f, _)| f.path).collect();
        assert_eq!(found, ["value.sumBalance", "value.currency", "value.currencySymbol", "value.balance"]);
        let metrics = crate::metrics::render();
        let line = metrics
            .lines()
            .find(|l| l.starts_with(metrics::SHAPE_MISMATCH) && l.contains("value.sumBalance"))
            .unwrap_or_default();
        assert!(line.contains("call=\"/wps/v2/wallets/balance\""), "{metrics}");
        assert!(metrics.contains(&format!("# HELP {}", metrics::SHAPE_MISMATCH)), "described for Prometheus");
    }
}
