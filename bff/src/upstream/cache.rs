//! The public-read cache (moka): per brand and language (and visitor address for per-visitor
//! answers), one upstream call per miss however many requests wait on it, a time to live per class,
//! and the last good answer served while the upstream fails. Nothing carrying a token comes here.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use moka::Expiry;
use moka::future::Cache;

use super::answer::Answer;
use super::retries::Fallback;
use crate::error::BffError;
use crate::metrics;

/// What a cached answer is filed under.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CacheKey {
    brand: String,
    language: String,
    visitor: Option<IpAddr>,
    /// Path plus the query with cache busters (`t`, `_`) dropped and the rest sorted.
    request: String,
}

impl CacheKey {
    /// The key of a read: the query's cache busters (`t`, `_`) dropped and the rest sorted, so equal reads share it.
    pub fn new(brand: &str, language: &str, visitor: Option<IpAddr>, path: &str, query: Option<&str>) -> Self {
        let mut pairs: Vec<(String, String)> =
            serde_urlencoded::from_str(query.unwrap_or_default()).unwrap_or_default();
        pairs.retain(|(k, _)| k != "t" && k != "_");
        pairs.sort();
        let query = serde_urlencoded::to_string(&pairs).unwrap_or_default();
        let request = if query.is_empty() { path.to_owned() } else { format!("{path}?{query}") };
        Self { brand: brand.to_owned(), language: language.to_owned(), visitor, request }
    }
}

#[derive(Clone)]
struct Entry {
    answer: Arc<Answer>,
    ttl: Duration,
}

struct PerEntryTtl;

impl Expiry<CacheKey, Entry> for PerEntryTtl {
    fn expire_after_create(&self, _: &CacheKey, entry: &Entry, _: Instant) -> Option<Duration> {
        Some(entry.ttl)
    }
}

/// Why a fill did not produce a cacheable answer.
#[derive(Debug)]
enum Miss {
    /// The upstream answered, but not with something to share (a failure envelope, a 5xx).
    Uncacheable(Box<Answer>),
    Failed(BffError),
}

/// The cache.
pub struct PublicCache {
    fresh: Cache<CacheKey, Entry>,
    last_good: Cache<CacheKey, Arc<Answer>>,
}

impl PublicCache {
    /// At most `capacity` fresh answers and as many last good ones, each last good one kept for `stale_for`.
    pub fn new(capacity: u64, stale_for: Duration) -> Self {
        Self {
            fresh: Cache::builder().max_capacity(capacity).expire_after(PerEntryTtl).build(),
            last_good: Cache::builder().max_capacity(capacity).time_to_live(stale_for).build(),
        }
    }

    /// Forgets every answer, the last good ones too (after the upstream's content changed on purpose).
    pub fn purge(&self) {
        self.fresh.invalidate_all();
        self.last_good.invalidate_all();
    }

    /// The cached answer, or the one `fetch` gets (shared by every concurrent caller of this key).
    /// When the upstream fails, the last good answer if there is one.
    pub async fn get_or_fetch<F>(&self, key: CacheKey, ttl: Duration, fetch: F) -> Result<Arc<Answer>, BffError>
    where
        F: Future<Output = Result<Answer, BffError>>,
    {
        self.get_or_fill(key, ttl, |_| fetch).await
    }

    /// As [`Self::get_or_fetch`], the fill told (on a miss only) whether a last good answer stands ready
    /// to cover its failure ([`super::retries`] then does not try again).
    pub async fn get_or_fill<F, Fut>(&self, key: CacheKey, ttl: Duration, fetch: F) -> Result<Arc<Answer>, BffError>
    where
        F: FnOnce(Fallback) -> Fut,
        Fut: Future<Output = Result<Answer, BffError>>,
    {
        let filled = std::sync::atomic::AtomicBool::new(false);
        let fill = async {
            filled.store(true, std::sync::atomic::Ordering::Relaxed);
            let fallback = if self.last_good.contains_key(&key) { Fallback::LastGood } else { Fallback::None };
            match fetch(fallback).await {
                Ok(answer) if is_shareable(&answer) => {
                    let answer = Arc::new(answer);
                    self.last_good.insert(key.clone(), answer.clone()).await;
                    Ok(Entry { answer, ttl })
                }
                Ok(answer) => Err(Miss::Uncacheable(Box::new(answer))),
                Err(error) => Err(Miss::Failed(error)),
            }
        };
        // moka's future is tens of kilobytes: boxed, the futures of every caller stay small.
        let result = Box::pin(self.fresh.try_get_with(key.clone(), fill)).await;
        let counted = |outcome: &'static str| {
            ::metrics::counter!(metrics::CACHE, "cache" => "public", "result" => outcome).increment(1);
        };
        match result {
            Ok(entry) => {
                counted(if filled.load(std::sync::atomic::Ordering::Relaxed) { "miss" } else { "hit" });
                Ok(entry.answer)
            }
            Err(miss) => {
                // An answer the upstream gave on purpose (a refusal, a 4xx) is its answer now; only an
                // outage (no answer, or a 5xx) is covered by the last good one.
                let answer = match &*miss {
                    Miss::Uncacheable(answer) => Some(answer),
                    Miss::Failed(_) => None,
                };
                let outage = answer.is_none_or(|a| a.status.is_server_error());
                if outage && let Some(stale) = self.last_good.get(&key).await {
                    tracing::warn!(request = key.request, "serving the last good answer while the upstream fails");
                    counted("stale");
                    return Ok(stale);
                }
                counted("miss");
                match Arc::try_unwrap(miss) {
                    Ok(Miss::Uncacheable(answer)) => Ok(Arc::new(*answer)),
                    Ok(Miss::Failed(error)) => Err(error),
                    // Another waiter holds the error too: rebuild it from its kind.
                    Err(shared) => match &*shared {
                        Miss::Uncacheable(answer) => Ok(Arc::new(Answer::clone(answer))),
                        Miss::Failed(error) => Err(error.kind()),
                    },
                }
            }
        }
    }
}

/// Only clean successes are shared: a 2xx whose envelope (if it is one) says `success: true`.
fn is_shareable(answer: &Answer) -> bool {
    answer.status.is_success()
        && match answer.json() {
            Some(serde_json::Value::Object(map)) => map.get("success").is_none_or(|s| s == true),
            Some(_) => true,
            None => false,
        }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use axum::http::{HeaderMap, StatusCode};

    use super::*;

    fn answer(body: &str, status: StatusCode) -> Answer {
        Answer::new(status, HeaderMap::new(), body.to_owned().into())
    }

    fn key(q: &str) -> CacheKey {
        CacheKey::new("demo", "th", None, "/wps/x", Some(q))
    }

    #[test]
    fn cache_busters_and_parameter_order_do_not_split_entries() {
        assert_eq!(key("a=1&b=2&t=123"), key("b=2&a=1&_=9"));
        assert_ne!(key("a=1"), key("a=2"));
        assert_ne!(CacheKey::new("demo", "th", None, "/p", None), CacheKey::new("demo", "en", None, "/p", None));
    }

    #[tokio::test]
    async fn concurrent_misses_make_one_upstream_call() {
        let cache = PublicCache::new(100, Duration::from_secs(60));
        let calls = AtomicUsize::new(0);
        let fetch = || async {
            calls.fetch_add(1, Ordering::SeqCst);
            tokio::time::sleep(Duration::from_millis(50)).await;
            Ok(answer(r#"{"success":true,"value":1}"#, StatusCode::OK))
        };
        let ttl = Duration::from_secs(60);
        let results = futures_util::future::join_all((0..20).map(|_| cache.get_or_fetch(key(""), ttl, fetch()))).await;
        assert!(results.iter().all(Result::is_ok));
        assert_eq!(calls.load(Ordering::SeqCst), 1);
    }

    #[tokio::test]
    async fn failures_are_not_cached_and_the_last_good_answer_covers_an_outage() {
        let cache = PublicCache::new(100, Duration::from_secs(60));
        let short = Duration::from_millis(30);
        let bad = cache
            .get_or_fetch(key(""), short, async { Ok(answer(r#"{"success":false}"#, StatusCode::OK)) })
            .await
            .unwrap();
        assert_eq!(&bad.body[..], br#"{"success":false}"#);
        let good =
            cache.get_or_fetch(key(""), short, async { Ok(answer(r#"{"success":true}"#, StatusCode::OK)) }).await;
        assert_eq!(&good.unwrap().body[..], br#"{"success":true}"#);
        tokio::time::sleep(Duration::from_millis(60)).await;
        let during_outage = cache.get_or_fetch(key(""), short, async { Err(BffError::UpstreamUnavailable) }).await;
        assert_eq!(&during_outage.unwrap().body[..], br#"{"success":true}"#);
        let never_seen = cache.get_or_fetch(key("x=1"), short, async { Err(BffError::UpstreamTimeout) }).await;
        assert!(matches!(never_seen, Err(BffError::UpstreamTimeout)));
        let busy = cache
            .get_or_fetch(key(""), short, async { Ok(answer(r#"{"success":false}"#, StatusCode::BAD_GATEWAY)) })
            .await;
        assert_eq!(&busy.unwrap().body[..], br#"{"success":true}"#, "a 5xx is an outage too");
    }

    #[tokio::test]
    async fn a_refusal_is_the_answer_not_an_outage() {
        // E.g. the domain check: "this host is not the brand's" must not be hidden by an earlier "it is".
        let cache = PublicCache::new(100, Duration::from_secs(60));
        let short = Duration::from_millis(30);
        cache.get_or_fetch(key(""), short, async { Ok(answer(r#"{"success":true}"#, StatusCode::OK)) }).await.unwrap();
        tokio::time::sleep(Duration::from_millis(60)).await;
        let refused = r#"{"success":false,"errorCode":"domain.not.exist"}"#;
        let answer = cache.get_or_fetch(key(""), short, async { Ok(answer(refused, StatusCode::OK)) }).await.unwrap();
        assert_eq!(&answer.body[..], refused.as_bytes());
    }
}
