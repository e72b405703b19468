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
    open_until: Option<Instant>,
    /// A probe is out after the cooldown; the others still wait.
    probing: bool,
}

/// The breakers of every upstream, by base URL.
#[derive(Debug, Default)]
pub struct Breakers(Mutex<HashMap<String, State>>);

/// What the breaker says about a call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Go,
    /// Open: do not call.
    Wait,
}

impl Breakers {
    /// Whether a call to `upstream` may go now.
    pub fn admit(&self, upstream: &str) -> Verdict {
        let mut states = self.0.lock();
        let Some(state) = states.get_mut(upstream) else { return Verdict::Go };
        match state.open_until {
            None => Verdict::Go,
            Some(until) if Instant::now() < until || state.probing => Verdict::Wait,
            Some(_) => {
                state.probing = true;
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
            state.probing = false;
            if state.failures >= failures_to_open || was_open {
                state.open_until = Some(Instant::now() + cooldown);
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
        assert!(breakers.is_open("u"));
        std::thread::sleep(cooldown);
        assert_eq!(breakers.admit("u"), Verdict::Go, "the probe");
        assert_eq!(breakers.admit("u"), Verdict::Wait, "only one probe");
        breakers.record("u", false, 3, cooldown);
        assert_eq!(breakers.admit("u"), Verdict::Wait, "a failed probe opens it again");
        std::thread::sleep(cooldown);
        assert_eq!(breakers.admit("u"), Verdict::Go);
        breakers.record("u", true, 3, cooldown);
        assert_eq!(breakers.admit("u"), Verdict::Go);
        assert_eq!(breakers.admit("other"), Verdict::Go);
    }
}
