//! A circuit breaker per upstream: after `breaker_failures` failures in a row (no answer, a timeout,
//! a 5xx) the upstream is left alone for `breaker_cooldown`, calls failing at once (public reads are
//! then served from the last good answers); after the cooldown one call probes it, and its success
//! closes the breaker again.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use parking_lot::Mutex;

use crate::metrics;

#[derive(Debug, Default)]
struct State {
    failures: u32,
    /// While open: calls wait until then. The probe let through after it moves it on by the cooldown,
    /// so the others still wait, and a probe that never reports (its caller gone) is followed by another.
    open_until: Option<Instant>,
    cooldown: Duration,
}

/// The breakers of every upstream, by base URL.
#[derive(Debug, Default)]
pub struct Breakers(Mutex<HashMap<String, State>>);

/// What the breaker says about a call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Closed, or the cooldown is over and this call is the probe: call.
    Go,
    /// Open: do not call.
    Wait,
}

impl Breakers {
    /// Whether a call to `upstream` may go now.
    pub fn admit(&self, upstream: &str) -> Verdict {
        let mut states = self.0.lock();
        let Some(state) = states.get_mut(upstream) else { return Verdict::Go };
        let now = Instant::now();
        match state.open_until {
            None => Verdict::Go,
            Some(until) if now < until => Verdict::Wait,
            Some(_) => {
                state.open_until = Some(now + state.cooldown);
                Verdict::Go
            }
        }
    }

    /// The outcome of a call that went.
    pub fn record(&self, upstream: &str, succeeded: bool, failures_to_open: u32, cooldown: Duration) {
        let mut states = self.0.lock();
        if succeeded && !states.contains_key(upstream) {
            // The common case: all is well and has been.
            return;
        }
        let state = states.entry(upstream.to_owned()).or_default();
        let was_open = state.open_until.is_some();
        if succeeded {
            *state = State::default();
        } else {
            state.failures += 1;
            if state.failures >= failures_to_open || was_open {
                state.open_until = Some(Instant::now() + cooldown);
                state.cooldown = cooldown;
            }
        }
        let open = state.open_until.is_some();
        if open != was_open {
            if open {
                tracing::warn!(upstream, failures = state.failures, "upstream breaker open");
            } else {
                tracing::info!(upstream, "upstream breaker closed");
            }
            ::metrics::gauge!(metrics::BREAKER_OPEN, "upstream" => upstream.to_owned()).set(f64::from(u8::from(open)));
        }
    }

    /// Whether the breaker of `upstream` is open now.
    pub fn is_open(&self, upstream: &str) -> bool {
        self.0.lock().get(upstream).is_some_and(|s| s.open_until.is_some_and(|until| Instant::now() < until))
    }

    /// Whether the last call to `upstream` failed (or its breaker is open): the BFF is serving from what
    /// it kept. The next call that succeeds says otherwise.
    pub fn is_failing(&self, upstream: &str) -> bool {
        self.0.lock().get(upstream).is_some_and(|s| s.failures > 0 || s.open_until.is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opens_after_failures_in_a_row_then_probes_once_after_the_cooldown() {
        let breakers = Breakers::default();
        let cooldown = Duration::from_millis(40);
        for _ in 0..2 {
            assert_eq!(breakers.admit("u"), Verdict::Go);
            breakers.record("u", false, 3, cooldown);
        }
        breakers.record("u", true, 3, cooldown);
        for _ in 0..3 {
            breakers.record("u", false, 3, cooldown);
        }
        assert_eq!(breakers.admit("u"), Verdict::Wait, "three in a row");
        assert!(breakers.is_open("u") && breakers.is_failing("u"));
        std::thread::sleep(cooldown);
        assert_eq!(breakers.admit("u"), Verdict::Go, "the probe");
        assert_eq!(breakers.admit("u"), Verdict::Wait, "only one probe");
        breakers.record("u", false, 3, cooldown);
        assert_eq!(breakers.admit("u"), Verdict::Wait, "a failed probe opens it again");
        std::thread::sleep(cooldown);
        assert_eq!(breakers.admit("u"), Verdict::Go, "the second probe");
        // That probe's caller went away: it never reports. The next cooldown lets another through.
        assert_eq!(breakers.admit("u"), Verdict::Wait);
        std::thread::sleep(cooldown);
        assert_eq!(breakers.admit("u"), Verdict::Go, "a probe after the lost one");
        breakers.record("u", true, 3, cooldown);
        assert_eq!(breakers.admit("u"), Verdict::Go);
        assert!(!breakers.is_failing("u"), "a success ends the failure");
        assert_eq!(breakers.admit("other"), Verdict::Go);
        breakers.record("other", false, 3, cooldown);
        assert!(breakers.is_failing("other") && !breakers.is_open("other"), "one failure: failing, not open");
    }
}
