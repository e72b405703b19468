//! Prometheus metrics, rendered on the admin listener only ([`crate::admin`]).
//!
//! | metric | labels | what |
//! |---|---|---|
//! | `bff_requests_total` | `route` (upstream, bff, page, static, refused), `status` | answers given |
//! | `bff_request_duration_seconds` | `route` | time to the answer's head |
//! | `bff_upstream_errors_total` | `kind` (timeout, unavailable, status, breaker_open) | failed upstream calls |
//! | `bff_cache_total` | `cache` (public, page), `result` (hit, miss, stale) | cache lookups |
//! | `bff_throttled_total` | `bucket` | calls held by a throttle |
//! | `bff_breaker_open` | `upstream` | 1 while the upstream's breaker is open |
//! | `bff_upstream_up` | `upstream` | 1 when the upstream answered the last readiness probe |
//! | `bff_upstream_shape_mismatch_total` | `call`, `field` | upstream answers lacking a field the front reads, or with another type ([`crate::shape`]) |
//! | `bff_human_check_total` | `outcome` (issued, passed, failed, expired, replayed, pass_used, pass_refused) | the slider human check's challenges, answers and passes ([`crate::human_check`]) |
//! | `bff_sessions_opened_total` | `call` (the session-starting upstream path) | sealed session cookies set by a login or registration |
//! | `bff_redis_up` | — | with Redis configured: 1 when the last Redis call (a throttle, a single-use mark, the readiness `PING`) succeeded, 0 when it failed |
//! | `bff_ready` | — | 1 when the last `GET /ready` answered ready, 0 when it answered 503 |
//!
//! Each is described (`# HELP`) from [`DESCRIPTIONS`].

use std::sync::{LazyLock, OnceLock};

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

/// Counter: answers given, by route class and status.
pub const REQUESTS: &str = "bff_requests_total";
/// Histogram: time to the answer's head, by route class.
pub const REQUEST_SECONDS: &str = "bff_request_duration_seconds";
/// Counter: failed upstream calls, by kind.
pub const UPSTREAM_ERRORS: &str = "bff_upstream_errors_total";
/// Counter: public-answer and page cache lookups, by cache and result.
pub const CACHE: &str = "bff_cache_total";
/// Counter: calls a throttle held, by bucket.
pub const THROTTLED: &str = "bff_throttled_total";
/// Gauge: 1 while an upstream's breaker is open.
pub const BREAKER_OPEN: &str = "bff_breaker_open";
/// Gauge: 1 when an upstream answered the last readiness probe.
pub const UPSTREAM_UP: &str = "bff_upstream_up";
/// Counter: upstream answers lacking a field the front reads, or with another type, by call and field.
pub const SHAPE_MISMATCH: &str = "bff_upstream_shape_mismatch_total";
/// Counter: slider human checks, by outcome (issued, passed, failed, expired, replayed, pass used or refused).
pub const HUMAN_CHECK: &str = "bff_human_check_total";
/// Counter: member sessions the BFF sealed into a cookie, by the upstream call that started them.
pub const SESSIONS_OPENED: &str = "bff_sessions_opened_total";
/// Gauge: 1 when the last Redis call succeeded, 0 when it failed (only with Redis configured).
pub const REDIS_UP: &str = "bff_redis_up";
/// Gauge: 1 when this replica's last readiness check found it ready to serve.
pub const READY: &str = "bff_ready";

/// The name of every metric the BFF exports (the dashboards and alert rules are checked against it).
pub const ALL: [&str; DESCRIPTIONS.len()] = {
    let mut names = [""; DESCRIPTIONS.len()];
    let mut i = 0;
    while i < DESCRIPTIONS.len() {
        names[i] = DESCRIPTIONS[i].0;
        i += 1;
    }
    names
};

/// Every metric with the text Prometheus shows for it (`# HELP`).
const DESCRIPTIONS: [(&str, &str); 12] = [
    (REQUESTS, "Answers given, by route class and status."),
    (REQUEST_SECONDS, "Time to the answer's head, by route class."),
    (
        UPSTREAM_ERRORS,
        "Upstream calls that failed: timeout, unavailable, a 5xx status, or refused by the open breaker.",
    ),
    (CACHE, "Public-answer and page cache lookups: hit, miss or stale."),
    (THROTTLED, "Calls held by a throttle before the upstream saw them, by bucket."),
    (BREAKER_OPEN, "1 while the upstream's circuit breaker is open."),
    (UPSTREAM_UP, "1 when the upstream answered the last readiness probe."),
    (
        SHAPE_MISMATCH,
        "Upstream answers lacking a field the front reads, or carrying it with another type, by call and field \
         (the front shows what it can; the field is logged once).",
    ),
    (
        HUMAN_CHECK,
        "Slider human checks, by outcome: challenges issued; answers passed, failed (wrong place, too fast, \
         another brand's), expired (unknown or out of time) or replayed (already answered); guarded calls let \
         through with a pass (pass_used) or refused without one (pass_refused).",
    ),
    (SESSIONS_OPENED, "Sealed session cookies set by a login or registration, by the upstream call that started them."),
    (
        REDIS_UP,
        "With Redis configured: 1 when the last Redis call (throttle, single-use mark, readiness PING) succeeded, \
         0 when it failed.",
    ),
    (READY, "1 when the last GET /ready answered ready (200), 0 when it answered 503."),
];

/// Latency buckets, in seconds: from a cached answer (tens of microseconds) to the upstream timeout.
const BUCKETS: [f64; 16] =
    [0.000_05, 0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0];

static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// The process's recorder (installed on first use; every app state in the process shares it).
#[expect(clippy::expect_used, reason = "the bucket list is a non-empty constant")]
pub fn handle() -> &'static PrometheusHandle {
    HANDLE.get_or_init(|| {
        let recorder = PrometheusBuilder::new()
            .set_buckets_for_metric(Matcher::Full(REQUEST_SECONDS.to_owned()), &BUCKETS)
            .expect("the buckets are not empty")
            .build_recorder();
        // Described on the recorder itself (the exporter keeps one text per name, whatever its kind).
        for (name, help) in DESCRIPTIONS {
            metrics::Recorder::describe_counter(&recorder, name.into(), None, help.into());
        }
        let handle = recorder.handle();
        // Another recorder already installed (a test harness): ours still renders what it records.
        let _ = metrics::set_global_recorder(recorder);
        handle
    })
}

/// The text Prometheus scrapes.
pub fn render() -> String {
    let handle = handle();
    handle.run_upkeep();
    handle.render()
}

/// A status code as a label, without allocating per request.
pub fn status_label(status: axum::http::StatusCode) -> &'static str {
    static LABELS: LazyLock<Vec<String>> = LazyLock::new(|| (0..1000).map(|code| code.to_string()).collect());
    LABELS.get(usize::from(status.as_u16())).map_or("other", String::as_str)
}

/// What a request is, by its path: how the door routes it, and the label it is counted under.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Route {
    /// A catalogued upstream path (`/wps`, `/lgw`, `/lotto/lgw`): the forward phases.
    Upstream,
    /// The BFF's own calls (`/bff/…`).
    Bff,
    /// Next's static files.
    Static,
    /// Anything else: a page.
    Page,
    /// Refused at the door, before any route.
    Refused,
}

impl Route {
    /// The class of a request, by its path.
    pub fn of(path: &str) -> Self {
        if upstream_protocol::catalogue::is_upstream_path(path) {
            Route::Upstream
        } else if path.starts_with("/bff/") {
            Route::Bff
        } else if path.starts_with("/_next/static/") || path.starts_with("/_next/image") {
            Route::Static
        } else {
            Route::Page
        }
    }

    /// The metrics label, one of few values.
    pub fn label(self) -> &'static str {
        match self {
            Route::Upstream => "upstream",
            Route::Bff => "bff",
            Route::Static => "static",
            Route::Page => "page",
            Route::Refused => "refused",
        }
    }
}
