//! The used-marks store: single-use marks (the human check's challenges and passes, the replay guard's
//! idempotency keys), each kept for its own time. In Redis when `throttle.redis` is set, so every replica
//! sees every mark ([`Throttles::first_use`]); without it, or while Redis cannot be reached, in this process.

use std::time::{Duration, Instant};

use moka::Expiry;
use moka::future::Cache;

use crate::throttle::Throttles;

/// Most marks remembered at once in this process; a flood evicts the oldest.
const KEPT: u64 = 300_000;

/// Each mark lives for the time it was made with.
struct ItsOwnTtl;

impl Expiry<String, Duration> for ItsOwnTtl {
    fn expire_after_create(&self, _: &String, ttl: &Duration, _: Instant) -> Option<Duration> {
        Some(*ttl)
    }
}

/// The marks this process keeps (Redis's are in [`Throttles::first_use`]).
pub struct UsedMarks {
    local: Cache<String, Duration>,
}

impl Default for UsedMarks {
    fn default() -> Self {
        Self { local: Cache::builder().max_capacity(KEPT).expire_after(ItsOwnTtl).build() }
    }
}

impl UsedMarks {
    /// Marks `key` used for `ttl`: `true` the first time, `false` while it is remembered (on any replica,
    /// with Redis).
    pub async fn first_use(&self, shared: &Throttles, key: String, ttl: Duration) -> bool {
        match shared.first_use(&key, ttl).await {
            Some(fresh) => fresh,
            None => self.local.entry(key).or_insert(ttl).await.is_fresh(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_mark_is_fresh_once_then_forgotten_after_its_time() {
        let (marks, shared) = (UsedMarks::default(), Throttles::new(None, Duration::from_secs(1)).unwrap());
        assert!(marks.first_use(&shared, "a".into(), Duration::from_millis(50)).await);
        assert!(!marks.first_use(&shared, "a".into(), Duration::from_millis(50)).await);
        assert!(marks.first_use(&shared, "b".into(), Duration::from_secs(60)).await, "marks are kept apart");
        tokio::time::sleep(Duration::from_millis(120)).await;
        marks.local.run_pending_tasks().await;
        assert!(marks.first_use(&shared, "a".into(), Duration::from_millis(50)).await);
    }
}
