//! Traces: a trusted proxy's `traceparent` is taken, anyone else's (or an invalid one) replaced by a fresh one; the
//! trace goes to the upstream (forwarded calls and public reads) and to Next.js, naming the BFF's span, and its id is
//! in the request's log lines. With `--otlp-endpoint`, a `bff` process exports the spans of a forwarded call (the
//! door, each phase, the upstream call) and of a page (the door, the upstream read, the render) to an OTLP/HTTP
//! receiver on loopback, children of the balancer's spans.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use bff::session::Sealer;
use bff::trace::TraceParent;
use common::process::*;
use common::*;
use opentelemetry_proto::tonic::collector::trace::v1::ExportTraceServiceRequest;
use opentelemetry_proto::tonic::trace::v1::Span;
use parking_lot::Mutex;
use prost::Message as _;
use upstream_mocks::state::{Mock, Settings};

/// What a balancer in front of the BFF sends.
const BALANCER: &str = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";
const BALANCER_TRACE: u128 = 0x0af7_6519_16cd_43dd_8448_eb21_1c80_319c;
const BALANCER_SPAN: u64 = 0xb7ad_6b71_6920_3331;
/// Another request's, for a page.
const PAGE: &str = "00-1bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";
const PAGE_TRACE: u128 = 0x1bf9_2f35_77b3_4da6_a3ce_929d_0e0e_4736;
const PAGE_SPAN: u64 = 0x00f0_67aa_0ba9_02b7;

/// The `traceparent` of the mock's last request to `path`, parsed (it must be valid).
fn upstream_traceparent(mock: &Mock, path: &str) -> TraceParent {
    let entries = mock.journal.entries(Some(path));
    let entry = entries.last().unwrap_or_else(|| panic!("the upstream saw no {path}"));
    let value = entry.headers.iter().find(|(name, _)| name == "traceparent").map(|(_, v)| v.as_str());
    TraceParent::parse(value.unwrap_or_else(|| panic!("{path} went upstream without a traceparent")).as_bytes())
        .unwrap_or_else(|| panic!("{path} went upstream with an invalid traceparent: {value:?}"))
}

/// A header the mock saw on its last request to `path`.
fn upstream_header(mock: &Mock, path: &str, name: &str) -> Option<String> {
    let entries = mock.journal.entries(Some(path));
    entries.last()?.headers.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone())
}

/// A BFF on a real socket (the peer, 127.0.0.1, is known), over the mock and `next`, believing `trusted`.
async fn served(mock: Arc<Mock>, next: &str, trusted: &str) -> String {
    let upstream = serve(upstream_mocks::app(mock)).await;
    let mut config = config(&upstream, next);
    config.defaults.server.trusted_proxies = trusted.parse().unwrap();
    serve(bff::app(bff::AppState::new(config, Sealer::random()).unwrap())).await
}

fn get(http: &reqwest::Client, base: &str, path: &str, headers: &[(&str, &str)]) -> reqwest::RequestBuilder {
    headers.iter().fold(http.get(format!("{base}{path}")).header("host", "localhost"), |r, (n, v)| r.header(*n, *v))
}

#[tokio::test]
async fn a_trusted_proxys_traceparent_is_taken_an_invalid_or_untrusted_one_replaced() {
    let mock = Mock::new(Settings::default());
    let http = client();
    let behind_proxy = served(mock.clone(), "http://127.0.0.1:9", "127.0.0.1").await;
    let call = "/wps/captcha";
    let public = "/wps/system/countryCode";

    // From the balancer: its trace, the BFF's span as the parent, its tracestate passed on; a public read too.
    for path in [call, public] {
        let sent = [("traceparent", BALANCER), ("tracestate", "lb=7f")];
        assert_eq!(get(&http, &behind_proxy, path, &sent).send().await.unwrap().status(), StatusCode::OK);
        let upstream = upstream_traceparent(&mock, path);
        assert_eq!(upstream.trace_id, BALANCER_TRACE, "{path}");
        assert_ne!(upstream.parent_id, BALANCER_SPAN, "{path}: the parent is the BFF's span, not the balancer's");
        assert_eq!(upstream.flags, 1, "{path}: the sampled flag is kept");
        assert_eq!(upstream_header(&mock, path, "tracestate").as_deref(), Some("lb=7f"), "{path}");
    }

    // Invalid ones (a zero trace id, uppercase, a version 01, two of them) are replaced, never refused.
    let invalid: [&[(&str, &str)]; 4] = [
        &[("traceparent", "00-00000000000000000000000000000000-b7ad6b7169203331-01")],
        &[("traceparent", "00-0AF7651916CD43DD8448EB211C80319C-b7ad6b7169203331-01")],
        &[("traceparent", "01-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01")],
        &[("traceparent", BALANCER), ("traceparent", BALANCER)],
    ];
    let mut seen = Vec::new();
    for (visitor, headers) in invalid.into_iter().enumerate() {
        // Another visitor each time: the captcha is throttled per address.
        let answer = get(&http, &behind_proxy, call, headers)
            .header("tracestate", "lb=7f")
            .header("x-forwarded-for", format!("203.0.113.{}", visitor + 10))
            .send()
            .await
            .unwrap();
        assert_eq!(answer.status(), StatusCode::OK, "{headers:?}");
        let upstream = upstream_traceparent(&mock, call);
        assert_ne!(upstream.trace_id, BALANCER_TRACE, "{headers:?}");
        assert!(!seen.contains(&upstream.trace_id), "a fresh trace each time");
        seen.push(upstream.trace_id);
        assert_eq!(upstream_header(&mock, call, "tracestate"), None, "a replaced trace has no tracestate");
    }

    // A browser (no trusted proxy) cannot join a trace: a valid traceparent of its own is replaced too.
    let direct = served(mock.clone(), "http://127.0.0.1:9", "").await;
    let sent = [("traceparent", BALANCER), ("tracestate", "lb=7f")];
    assert_eq!(get(&http, &direct, call, &sent).send().await.unwrap().status(), StatusCode::OK);
    let upstream = upstream_traceparent(&mock, call);
    assert_ne!(upstream.trace_id, BALANCER_TRACE);
    assert_eq!(upstream.flags, 0, "nothing sampled it: the BFF exports no span here");
    assert_eq!(upstream_header(&mock, call, "tracestate"), None);
}

#[tokio::test]
async fn pages_send_the_trace_to_next_never_the_browsers() {
    let mock = Mock::new(Settings::default());
    let page: Answerer = Arc::new(|_: &Seen| {
        (StatusCode::OK, [("content-type", "text/html; charset=utf-8")], "<html></html>").into_response()
    });
    let (next, renders) = recording_upstream(page).await;
    let http = client();
    let traceparent_of = |seen: &Seen| {
        TraceParent::parse(seen.headers.get("traceparent").expect("Next got a traceparent").as_bytes()).unwrap()
    };

    let behind_proxy = served(mock.clone(), &next, "127.0.0.1").await;
    let sent = [("traceparent", BALANCER), ("tracestate", "lb=7f"), ("cookie", "lang=en")];
    assert_eq!(get(&http, &behind_proxy, "/rng", &sent).send().await.unwrap().status(), StatusCode::OK);
    let render = renders.lock().last().cloned().expect("Next rendered the page");
    let to_next = traceparent_of(&render);
    assert_eq!((to_next.trace_id, to_next.flags), (BALANCER_TRACE, 1));
    assert_ne!(to_next.parent_id, BALANCER_SPAN);
    assert_eq!(render.headers.get("tracestate").unwrap(), "lb=7f");
    // The page's gate read the system status upstream within the same trace.
    assert_eq!(upstream_traceparent(&mock, "/wps/system/status").trace_id, BALANCER_TRACE);

    let direct = served(mock.clone(), &next, "").await;
    assert_eq!(get(&http, &direct, "/live", &sent).send().await.unwrap().status(), StatusCode::OK);
    let render = renders.lock().last().cloned().unwrap();
    assert_eq!(render.path, "/live");
    assert_ne!(traceparent_of(&render).trace_id, BALANCER_TRACE, "a browser's traceparent never reaches Next");
    assert_eq!(render.headers.get_all("traceparent").iter().count(), 1);
    assert_eq!(render.headers.get("tracestate"), None);
}

#[tokio::test]
async fn without_a_traceparent_one_is_made_sent_upstream_and_written_in_the_requests_log_lines() {
    let mock = Mock::new(Settings::default());
    let upstream = serve(upstream_mocks::app(mock.clone())).await;
    let http = client();
    for format in ["text", "json"] {
        let bff = Bff::start_with(&repo_config(), &upstream, &["--log-format", format]);
        let answer = site(&http, &bff, reqwest::Method::GET, "/wps/captcha").send().await.unwrap();
        assert_eq!(answer.status(), StatusCode::OK);
        let request_id = answer.headers()["x-request-id"].to_str().unwrap().to_owned();
        let trace = format!("{:032x}", upstream_traceparent(&mock, "/wps/captcha").trace_id);
        let deadline = Instant::now() + Duration::from_secs(5);
        let lines = loop {
            let log = bff.log();
            let lines: Vec<String> = log.lines().filter(|l| l.contains(&request_id)).map(str::to_owned).collect();
            if lines.iter().any(|l| l.contains("answered")) || Instant::now() > deadline {
                break lines;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        assert!(lines.iter().any(|l| l.contains("answered")), "{format}: no answered line:\n{}", bff.log());
        for line in &lines {
            let written = match format {
                "text" => line.contains(&format!("trace_id={trace}")),
                _ => serde_json::from_str::<serde_json::Value>(line).unwrap()["span"]["trace_id"] == trace.as_str(),
            };
            assert!(written, "{format}: the trace id {trace} is not in {line}");
        }
    }
}

/// An OTLP/HTTP receiver on loopback: every span exported to it, with its service's name.
async fn otlp_receiver() -> (String, Arc<Mutex<Vec<(String, Span)>>>) {
    let received = Arc::new(Mutex::new(Vec::new()));
    let into = received.clone();
    let router = axum::Router::new().route(
        "/v1/traces",
        axum::routing::post(move |body: Bytes| {
            let into = into.clone();
            async move {
                let request = ExportTraceServiceRequest::decode(body).unwrap();
                for resource in request.resource_spans {
                    let attributes = resource.resource.map(|r| r.attributes).unwrap_or_default();
                    let service = attributes
                        .iter()
                        .find(|a| a.key == "service.name")
                        .and_then(|a| a.value.as_ref())
                        .map(|v| format!("{:?}", v.value))
                        .unwrap_or_default();
                    for span in resource.scope_spans.into_iter().flat_map(|s| s.spans) {
                        into.lock().push((service.clone(), span));
                    }
                }
                ([("content-type", "application/x-protobuf")], Vec::<u8>::new())
            }
        }),
    );
    (serve(router).await, received)
}

fn id(bytes: &[u8]) -> u128 {
    bytes.iter().fold(0, |value, byte| value << 8 | u128::from(*byte))
}

#[tokio::test]
async fn the_spans_of_a_forwarded_call_and_a_page_reach_an_otlp_receiver_as_children_of_the_balancers_spans() {
    let mock = Mock::new(Settings::default());
    let upstream = serve(upstream_mocks::app(mock.clone())).await;
    let (receiver, received) = otlp_receiver().await;
    let mut bff =
        Bff::start_with(&repo_config(), &upstream, &["--otlp-endpoint", &receiver, "--trusted-proxies", "127.0.0.1"]);
    let http = client();
    let answer =
        site(&http, &bff, reqwest::Method::GET, "/wps/captcha").header("traceparent", BALANCER).send().await.unwrap();
    assert_eq!(answer.status(), StatusCode::OK);
    // A page in a trace of its own (Next is not there: its span ends with the failure).
    let page = site(&http, &bff, reqwest::Method::GET, "/rng").header("traceparent", PAGE).send().await.unwrap();
    assert_eq!(page.status(), StatusCode::BAD_GATEWAY);
    // Stopping sends the spans still queued (a batch would otherwise wait for its timer).
    bff.terminate();
    let deadline = Instant::now() + Duration::from_secs(20);
    while received.lock().iter().filter(|(_, span)| span.name == "request").count() < 2 {
        assert!(Instant::now() < deadline, "the door spans were not exported:\n{}", bff.log());
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let (spans, page_spans): (Vec<_>, Vec<_>) =
        received.lock().clone().into_iter().partition(|(_, span)| id(&span.trace_id) == BALANCER_TRACE);
    for (service, _) in spans.iter().chain(&page_spans) {
        assert!(service.contains("veneer-bff"), "{service}");
    }
    for (_, span) in &page_spans {
        assert_eq!(id(&span.trace_id), PAGE_TRACE, "{} is in one of the balancer's two traces", span.name);
    }

    let page_door = page_spans.iter().find(|(_, s)| s.name == "request").map(|(_, s)| s).unwrap();
    assert_eq!(id(&page_door.parent_span_id), u128::from(PAGE_SPAN));
    let render = page_spans.iter().find(|(_, s)| s.name == "next").map(|(_, s)| s).expect("a page render span");
    assert_eq!(render.parent_span_id, page_door.span_id, "the page render is the door's child");
    let status_read = page_spans.iter().find(|(_, s)| s.name == "upstream").map(|(_, s)| s);
    assert!(status_read.is_some(), "the page's gate read the system status upstream");
    let by_id: HashMap<u128, &Span> = spans.iter().map(|(_, s)| (id(&s.span_id), s)).collect();
    let named = |name: &str| {
        let matching: Vec<&Span> = spans.iter().map(|(_, s)| s).filter(|s| s.name == name).collect();
        assert!(
            !matching.is_empty(),
            "no {name} span among {:?}",
            spans.iter().map(|(_, s)| &s.name).collect::<Vec<_>>()
        );
        matching
    };
    let descends = |span: &Span, ancestor: &Span| {
        let mut at = span;
        while let Some(parent) = by_id.get(&id(&at.parent_span_id)) {
            if parent.span_id == ancestor.span_id {
                return true;
            }
            at = parent;
        }
        false
    };
    let door = named("request");
    assert_eq!(door.len(), 1, "one door span for one request");
    let door = door[0];
    assert_eq!(id(&door.parent_span_id), u128::from(BALANCER_SPAN), "the door is the balancer's span's child");
    for phase in ["admit", "throttle", "human_check", "account", "replay", "encrypt", "send", "session_effect"] {
        for span in named(phase) {
            assert_eq!(span.parent_span_id, door.span_id, "{phase} is a child of the door");
        }
    }
    let send = named("send")[0];
    let upstream_call = named("upstream");
    assert_eq!(upstream_call.len(), 1);
    assert!(descends(upstream_call[0], send), "the upstream call is made by the send phase");
    assert!(descends(upstream_call[0], door));
    // What the upstream got names the span that called it.
    let sent = upstream_traceparent(&mock, "/wps/captcha");
    assert_eq!((sent.trace_id, u128::from(sent.parent_id)), (BALANCER_TRACE, id(&upstream_call[0].span_id)));
    assert_eq!(sent.flags, 1);
    // The log says the same trace.
    let log = bff.log();
    let answered =
        log.lines().find(|l| l.contains("answered") && l.contains("/wps/captcha")).unwrap_or_else(|| panic!("{log}"));
    assert!(answered.contains(&format!("trace_id={BALANCER_TRACE:032x}")), "{answered}");
}
