//! Traces: the W3C trace context of every request, and the optional OTLP export of its spans.
//!
//! The door ([`crate::entry`]) gives every request a trace ([`arrive`], [`begin`]): the `traceparent` a trusted proxy
//! (`server.trusted_proxies`, the load balancer) sent, when it is valid, or a fresh one. A browser's is never
//! believed (it could tie its requests to another's trace, or have every request of its own sampled), and an
//! invalid one is replaced, never refused. Its trace id is a field of the door's span (`request{…trace_id=…}`),
//! so every log line of the request carries it. Each call the request makes, to the upstream (forwarded calls
//! and public reads alike) and to Next.js, carries `traceparent` naming the BFF's span that makes it
//! ([`outgoing`]), and the balancer's `tracestate` when its `traceparent` was taken.
//!
//! With `[telemetry] otlp_endpoint` set, spans are exported over OTLP/HTTP ([`export`]): `request` (the door),
//! one per phase of a forwarded call (`admit`, `throttle`, `human_check`, `account`, `replay`, `encrypt`, `send`,
//! `session_effect`, or `public_read`), `upstream` (one per call to the upstream, retries included) and `next`
//! (the page asked of Next.js). Those below the door are `debug` spans: without an export nothing takes them
//! (the level check is all they cost), and the outgoing `traceparent` names the door's span.

use std::future::Future;
use std::sync::atomic::{AtomicBool, Ordering};

use axum::http::{HeaderMap, HeaderName, HeaderValue};
use opentelemetry::trace::{
    SpanContext, SpanId, TraceContextExt as _, TraceFlags, TraceId, TraceState, TracerProvider as _,
};
use opentelemetry_sdk::trace::SdkTracerProvider;
use tracing::Span;
use tracing_opentelemetry::OpenTelemetrySpanExt as _;
use tracing_subscriber::Layer;
use tracing_subscriber::registry::LookupSpan;

use crate::config::TelemetryConfig;

/// The W3C trace context header: `00-<trace id>-<parent id>-<flags>`.
pub const TRACEPARENT: HeaderName = HeaderName::from_static("traceparent");
/// Vendors' own trace data, passed on beside an accepted `traceparent`.
pub const TRACESTATE: HeaderName = HeaderName::from_static("tracestate");
/// The longest `tracestate` passed on (the W3C's 512 characters a vendor must at least propagate).
const MAX_TRACESTATE: usize = 512;
/// The sampled flag, the only one of version 00; other bits are not passed on.
const SAMPLED: u8 = 0x01;

/// Set once the OTLP export is installed: spans then have ids of their own.
static EXPORTING: AtomicBool = AtomicBool::new(false);

fn exporting() -> bool {
    EXPORTING.load(Ordering::Relaxed)
}

/// A trace id as `traceparent` and the logs write it: 32 lowercase hex digits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TraceHex(pub u128);

impl std::fmt::Display for TraceHex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:032x}", self.0)
    }
}

/// A valid version-00 `traceparent`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TraceParent {
    /// The trace's id (never 0).
    pub trace_id: u128,
    /// The id of the span that sent it (never 0).
    pub parent_id: u64,
    /// The trace flags (bit 0: sampled).
    pub flags: u8,
}

impl TraceParent {
    /// Strictly: version `00`, exactly 55 characters, lowercase hex, neither id all zeros; anything else is `None`.
    pub fn parse(value: &[u8]) -> Option<Self> {
        let [b'0', b'0', b'-', trace @ .., b'-', _, _] = value else { return None };
        let (trace_id, rest) = trace.split_at_checked(32)?;
        let [b'-', parent @ ..] = rest else { return None };
        let flags = &value[value.len() - 2..];
        let parsed = Self {
            trace_id: hex(trace_id, 32)?,
            parent_id: u64::try_from(hex(parent, 16)?).ok()?,
            flags: u8::try_from(hex(flags, 2)?).ok()?,
        };
        (parsed.trace_id != 0 && parsed.parent_id != 0).then_some(parsed)
    }

    /// The header value: `00-{trace id}-{parent id}-{flags}`.
    #[expect(clippy::expect_used, reason = "hex digits and dashes are a valid header value")]
    pub fn header_value(&self) -> HeaderValue {
        const DIGITS: &[u8; 16] = b"0123456789abcdef";
        // Written into a fixed buffer: one allocation (the header's own), no formatter.
        let mut text = *b"00-00000000000000000000000000000000-0000000000000000-00";
        let mut put = |at: usize, width: usize, value: u128| {
            for i in 0..width {
                text[at + i] = DIGITS[((value >> (4 * (width - 1 - i))) & 0xf) as usize];
            }
        };
        put(3, 32, self.trace_id);
        put(36, 16, u128::from(self.parent_id));
        put(53, 2, u128::from(self.flags));
        HeaderValue::from_bytes(&text).expect("hex digits and dashes")
    }
}

/// `digits` lowercase hex digits, exactly `width` of them.
fn hex(digits: &[u8], width: usize) -> Option<u128> {
    if digits.len() != width {
        return None;
    }
    digits.iter().try_fold(0u128, |value, &digit| {
        let nibble = match digit {
            b'0'..=b'9' => digit - b'0',
            b'a'..=b'f' => digit - b'a' + 10,
            _ => return None,
        };
        Some(value << 4 | u128::from(nibble))
    })
}

/// What a trusted proxy sent: one valid `traceparent`, and its `tracestate` if there is one that fits.
fn incoming(headers: &HeaderMap) -> Option<(TraceParent, Option<HeaderValue>)> {
    let mut parents = headers.get_all(TRACEPARENT).iter();
    // Two `traceparent`s name no one parent.
    let (Some(value), None) = (parents.next(), parents.next()) else { return None };
    let parent = TraceParent::parse(value.as_bytes())?;
    let mut states = headers.get_all(TRACESTATE).iter();
    let state = match (states.next(), states.next()) {
        (Some(state), None) if state.len() <= MAX_TRACESTATE && state.to_str().is_ok() => Some(state.clone()),
        _ => None,
    };
    Some((parent, state))
}

/// What the door knows of a request's trace before it makes its span.
#[derive(Debug)]
pub struct Arrival {
    /// A trusted proxy's valid `traceparent`, and its `tracestate`.
    taken: Option<(TraceParent, Option<HeaderValue>)>,
    /// Without an export: the door's own ids, decided now.
    own: Option<TraceParent>,
}

/// The trace a request arrives with: a trusted proxy's valid `traceparent`, else none (a fresh one is made).
pub fn arrive(headers: &HeaderMap, trusted_peer: bool) -> Arrival {
    let taken = if trusted_peer { incoming(headers) } else { None };
    let own = (!exporting()).then(|| fresh(taken.as_ref().map(|(parent, _)| parent)));
    Arrival { taken, own }
}

impl Arrival {
    /// The trace's id, when it is known before the door's span is made (not for a fresh trace whose span is
    /// exported: the exporter picks its id).
    pub fn trace_id(&self) -> Option<TraceHex> {
        self.own.or(self.taken.as_ref().map(|(parent, _)| *parent)).map(|parent| TraceHex(parent.trace_id))
    }
}

/// The door's ids when no span is exported: the balancer's trace (and its sampled flag) or a fresh one, and a fresh
/// span id.
fn fresh(taken: Option<&TraceParent>) -> TraceParent {
    let mut random = rand::thread_rng();
    let trace_id = taken.map_or_else(|| nonzero(|| rand::Rng::r#gen(&mut random)), |parent| parent.trace_id);
    let flags = taken.map_or(0, |parent| parent.flags & SAMPLED);
    TraceParent { trace_id, parent_id: nonzero(|| rand::Rng::r#gen(&mut random)), flags }
}

/// The trace of the request being served, as the door decided it.
#[derive(Debug, Clone)]
pub struct Trace {
    /// The trace's id, as the logs show it.
    pub id: TraceHex,
    /// The door's span: what an outgoing call names when no span of its own is exported.
    door: TraceParent,
    /// The balancer's `tracestate`, passed on with its `traceparent`.
    state: Option<HeaderValue>,
}

tokio::task_local! {
    /// The request's trace, for the outgoing calls made while it is served ([`scope`]).
    static CURRENT: Trace;
}

/// The request's trace, `span` being the door's (made with [`Arrival::trace_id`] as its `trace_id` field, recorded
/// here when it was not known). When exporting, `span` becomes the child of the balancer's span and the trace's ids
/// are the exported ones.
pub fn begin(span: &Span, arrival: Arrival) -> Trace {
    let known = arrival.trace_id();
    let Arrival { taken, own } = arrival;
    let door = own.unwrap_or_else(|| {
        let taken = taken.as_ref().map(|(parent, state)| (parent, state.as_ref()));
        exported_context(span, taken).map_or_else(|| fresh(taken.map(|(parent, _)| parent)), |c| parent_of(&c))
    });
    let id = TraceHex(door.trace_id);
    if known.is_none() {
        span.record("trace_id", tracing::field::display(id));
    }
    Trace { id, door, state: taken.and_then(|(_, state)| state) }
}

/// A random id that is not 0 (0 is "no id" in a `traceparent`).
fn nonzero<T: PartialEq + Default>(mut draw: impl FnMut() -> T) -> T {
    loop {
        let value = draw();
        if value != T::default() {
            return value;
        }
    }
}

/// The exported span context of the door's span, made the child of the balancer's span; `None` when the span is not
/// exported after all (no subscriber takes it).
fn exported_context(span: &Span, incoming: Option<(&TraceParent, Option<&HeaderValue>)>) -> Option<SpanContext> {
    if let Some((parent, state)) = incoming {
        let state = state.and_then(|s| s.to_str().ok()).and_then(|s| s.parse::<TraceState>().ok()).unwrap_or_default();
        let remote = SpanContext::new(
            TraceId::from(parent.trace_id),
            SpanId::from(parent.parent_id),
            TraceFlags::new(parent.flags & SAMPLED),
            true,
            state,
        );
        // Fails only for a span no exporter takes: its context is then invalid, and fresh ids stand in.
        let _ = span.set_parent(opentelemetry::Context::new().with_remote_span_context(remote));
    }
    let context = span.context().span().span_context().clone();
    context.is_valid().then_some(context)
}

/// The `traceparent` naming an exported span.
fn parent_of(context: &SpanContext) -> TraceParent {
    TraceParent {
        trace_id: u128::from_be_bytes(context.trace_id().to_bytes()),
        parent_id: u64::from_be_bytes(context.span_id().to_bytes()),
        flags: context.trace_flags().to_u8() & SAMPLED,
    }
}

/// `future` (the request being served) with its trace at hand for [`outgoing`].
pub fn scope<F: Future>(trace: Trace, future: F) -> impl Future<Output = F::Output> {
    CURRENT.scope(trace, future)
}

/// The trace headers of a call made for the request being served: `traceparent` naming the exported span that makes
/// it (the current one), else the door's span; the balancer's `tracestate`. Outside a request (the brand-file
/// watcher, `bff doctor`) nothing.
pub fn outgoing(headers: &mut HeaderMap) {
    let _ = CURRENT.try_with(|trace| {
        // Made here, not at the door: a request answered from memory makes no call and pays nothing.
        let own = exporting()
            .then(|| Span::current().context().span().span_context().clone())
            .filter(SpanContext::is_valid)
            .map(|context| parent_of(&context));
        headers.insert(TRACEPARENT, own.unwrap_or(trace.door).header_value());
        if let Some(state) = &trace.state {
            headers.insert(TRACESTATE, state.clone());
        }
    });
}

/// Why the OTLP export could not start.
#[derive(Debug, thiserror::Error)]
#[error("telemetry.otlp_endpoint: {0}")]
pub struct ExportError(#[from] opentelemetry_otlp::ExporterBuildError);

/// The OTLP export while it runs: [`Export::shutdown`] sends the spans still queued.
pub struct Export(SdkTracerProvider);

impl Export {
    /// Sends the spans still queued and stops the exporter (at the process's end).
    pub fn shutdown(self) {
        if let Err(error) = self.0.shutdown() {
            tracing::warn!(%error, "the last spans could not be exported");
        }
    }
}

/// With `otlp_endpoint` set: the layer that exports the BFF's spans (and its warnings and errors, as their events) to
/// `<otlp_endpoint>/v1/traces` over OTLP/HTTP (protobuf), batched on the exporter's own thread; `None` without.
/// Sampling follows the parent's flag (a trusted balancer's) and takes every root; `OTEL_TRACES_SAMPLER` and
/// `OTEL_TRACES_SAMPLER_ARG`, `OTEL_EXPORTER_OTLP_HEADERS` and `OTEL_BSP_*` apply as the OpenTelemetry SDK reads them.
pub fn export<S>(config: &TelemetryConfig) -> Result<Option<(impl Layer<S> + use<S>, Export)>, ExportError>
where
    S: tracing::Subscriber + for<'span> LookupSpan<'span>,
{
    use opentelemetry_otlp::WithExportConfig as _;

    let Some(endpoint) = &config.otlp_endpoint else { return Ok(None) };
    let exporter = opentelemetry_otlp::SpanExporter::builder()
        .with_http()
        .with_protocol(opentelemetry_otlp::Protocol::HttpBinary)
        .with_endpoint(format!("{}/v1/traces", endpoint.trim_end_matches('/')))
        .build()?;
    let resource = opentelemetry_sdk::Resource::builder().with_service_name(config.service_name.clone()).build();
    let provider = SdkTracerProvider::builder().with_batch_exporter(exporter).with_resource(resource).build();
    let tracer = provider.tracer("bff");
    // Decided per call site once (the metadata alone), and nothing under `debug` asked about at all.
    let only_ours = tracing_subscriber::filter::filter_fn(|meta| {
        (meta.target() == "bff" || meta.target().starts_with("bff::"))
            && (meta.is_span() || *meta.level() <= tracing::Level::WARN)
    })
    .with_max_level_hint(tracing::Level::DEBUG);
    let layer = tracing_opentelemetry::layer().with_tracer(tracer).with_filter(only_ours);
    EXPORTING.store(true, Ordering::Relaxed);
    Ok(Some((layer, Export(provider))))
}

#[cfg(test)]
mod tests {
    use super::*;

    const VALID: &str = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";

    #[test]
    fn a_valid_traceparent_is_read_and_written_back_the_same() {
        let parent = TraceParent::parse(VALID.as_bytes()).unwrap();
        assert_eq!(parent.trace_id, 0x4bf9_2f35_77b3_4da6_a3ce_929d_0e0e_4736);
        assert_eq!(parent.parent_id, 0x00f0_67aa_0ba9_02b7);
        assert_eq!(parent.flags, 1);
        assert_eq!(parent.header_value(), VALID);
        assert_eq!(TraceHex(parent.trace_id).to_string(), "4bf92f3577b34da6a3ce929d0e0e4736");
    }

    #[test]
    fn anything_but_a_strict_version_00_is_refused() {
        for bad in [
            "",
            "00",
            "01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
            "ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
            "00-00000000000000000000000000000000-00f067aa0ba902b7-01",
            "00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01",
            "00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01",
            "00-4bf92f3577b34da6a3ce929d0e0e473-600f067aa0ba902b7-01",
            "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-1",
            "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-",
            "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-0g",
            "00_4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
            "00-4bf92f3577b34da6a3ce929d0e0e4736_00f067aa0ba902b7-01",
            "00-+bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
            " 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
        ] {
            assert_eq!(TraceParent::parse(bad.as_bytes()), None, "{bad:?}");
        }
    }

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        pairs.iter().map(|(k, v)| (k.parse::<HeaderName>().unwrap(), v.parse().unwrap())).collect()
    }

    #[test]
    fn only_a_trusted_peers_valid_traceparent_is_taken_with_its_tracestate() {
        let sent = headers(&[("traceparent", VALID), ("tracestate", "vendor=abc")]);
        let arrival = arrive(&sent, true);
        assert_eq!(arrival.trace_id().unwrap().to_string(), "4bf92f3577b34da6a3ce929d0e0e4736");
        let taken = begin(&Span::none(), arrival);
        assert_eq!(taken.id.to_string(), "4bf92f3577b34da6a3ce929d0e0e4736");
        assert_eq!((taken.door.trace_id, taken.door.flags), (parent_of_valid().trace_id, 1));
        assert_ne!(taken.door.parent_id, parent_of_valid().parent_id, "the door's span is the parent now");
        assert_eq!(taken.state.as_ref().unwrap(), "vendor=abc");

        let untrusted = begin(&Span::none(), arrive(&sent, false));
        assert_ne!(untrusted.id, taken.id);
        assert_eq!(untrusted.state, None);
        assert_eq!(untrusted.door.flags, 0);

        let doubled = headers(&[("traceparent", VALID), ("traceparent", VALID)]);
        assert_ne!(begin(&Span::none(), arrive(&doubled, true)).id, taken.id);
    }

    fn parent_of_valid() -> TraceParent {
        TraceParent::parse(VALID.as_bytes()).unwrap()
    }

    #[tokio::test]
    async fn outgoing_calls_carry_the_requests_trace_and_nothing_outside_one() {
        let trace = begin(&Span::none(), arrive(&HeaderMap::new(), false));
        let door = trace.door.header_value();
        let sent = scope(trace, async {
            let mut headers = HeaderMap::new();
            outgoing(&mut headers);
            headers
        })
        .await;
        assert_eq!(sent.get(TRACEPARENT), Some(&door));
        let mut outside = HeaderMap::new();
        outgoing(&mut outside);
        assert!(outside.is_empty());
    }
}
