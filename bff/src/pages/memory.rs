//! Pages from memory: page HTML is the same for every visitor of a brand × host × language × path
//! (member data loads in the browser), so the BFF keeps each rendered page for `cache.pages` and
//! serves it without asking Node; however many requests wait on a miss, Node renders it once.
//!
//! Each response still gets its own Content-Security-Policy nonce: a kept page is stored cut at every
//! place the render's nonce appears, and answered with a fresh nonce of the same length in those
//! places (so no byte is copied and the length stays). A render that does not use its nonce is not
//! kept (its scripts would be refused under a fresh one).
//!
//! Never kept: anything but a `GET` of a document, React Server Component and prefetch requests
//! (`rsc`, `next-router-prefetch`, `next-router-state-tree`, `_rsc`: their payloads differ from the
//! page's), answers other than a `200` HTML page, answers that set a cookie, and region-blocked
//! pages (they show the visitor's address).

use std::convert::Infallible;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use moka::Expiry;
use moka::future::Cache;
use parking_lot::Mutex;

use super::gate::{Gate, SystemState};
use super::next::{answer_headers, ask_next, finish, pass, to_next};
use crate::AppState;
use crate::brand::language_of;
use crate::config::Brand;
use crate::csp;
use crate::error::BffError;
use crate::metrics;
use crate::visitor::Visitor;

/// Request headers and query parameters of React Server Component and prefetch requests.
const RSC_HEADERS: [&str; 4] =
    ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch"];
const RSC_QUERY: &str = "_rsc";
/// Next's answer headers that describe one render, not the page: a kept page does without them.
const PER_RENDER: [header::HeaderName; 4] = [header::DATE, header::ETAG, header::LAST_MODIFIED, header::SET_COOKIE];

/// What a kept page is filed under.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PageKey {
    brand: String,
    /// The host as asked (absolute URLs in the page name it) and the scheme.
    host: String,
    tls: bool,
    locale: &'static str,
    path_and_query: String,
    system: SystemState,
    /// Drawn while the upstream failed (with the network notice): never served once it answers again.
    degraded: bool,
}

impl PageKey {
    /// The key of a page request whose answer may be kept, if it is one.
    pub fn of(brand: &Brand, visitor: &Visitor, parts: &Parts, gate: &Gate) -> Option<Self> {
        let system = gate.system;
        let rsc = RSC_HEADERS.iter().any(|h| parts.headers.contains_key(*h))
            || parts.uri.query().is_some_and(|q| q.split('&').any(|p| p.split('=').next() == Some(RSC_QUERY)));
        if parts.method != Method::GET
            || rsc
            || system == SystemState::RegionBlocked
            || parts.headers.contains_key(header::RANGE)
        {
            return None;
        }
        let host =
            parts.headers.get(header::HOST).and_then(|h| h.to_str().ok()).unwrap_or_default().to_ascii_lowercase();
        Some(Self {
            brand: brand.id.clone(),
            host,
            tls: visitor.over_tls,
            locale: language_of(brand, &parts.headers).code,
            path_and_query: parts.uri.path_and_query().map_or("/", |p| p.as_str()).to_owned(),
            system,
            degraded: gate.degraded,
        })
    }
}

/// A rendered page, cut where its nonce was.
#[derive(Debug)]
pub struct Page {
    status: StatusCode,
    headers: HeaderMap,
    pieces: Vec<Bytes>,
    /// The render's nonce, to be replaced in headers that carry it too (Next's `Link` preloads).
    rendered_with: String,
    ttl: Duration,
}

impl Page {
    /// The page cut at every occurrence of `nonce`; `None` if the nonce does not occur.
    fn cut(status: StatusCode, headers: HeaderMap, body: &Bytes, nonce: &str, ttl: Duration) -> Option<Self> {
        let mut pieces = Vec::new();
        let mut start = 0;
        for at in memchr::memmem::find_iter(body, nonce.as_bytes()) {
            pieces.push(body.slice(start..at));
            start = at + nonce.len();
        }
        if pieces.is_empty() {
            return None;
        }
        pieces.push(body.slice(start..));
        Some(Self { status, headers, pieces, rendered_with: nonce.to_owned(), ttl })
    }

    /// The headers with `nonce` wherever the render's was.
    fn headers(&self, nonce: &str) -> HeaderMap {
        let mut headers = self.headers.clone();
        for value in headers.values_mut() {
            if let Ok(text) = value.to_str()
                && text.contains(&self.rendered_with)
                && let Ok(fresh) = HeaderValue::from_str(&text.replace(&self.rendered_with, nonce))
            {
                *value = fresh;
            }
        }
        headers
    }

    /// The HTML kept, in bytes.
    fn size(&self) -> usize {
        self.pieces.iter().map(Bytes::len).sum()
    }

    /// The body's length with a nonce of `nonce_len` bytes in each cut.
    fn len_with(&self, nonce_len: usize) -> usize {
        self.size() + (self.pieces.len() - 1) * nonce_len
    }

    /// The body with `nonce` wherever the render's was.
    fn body(&self, nonce: &str) -> Body {
        let nonce = Bytes::copy_from_slice(nonce.as_bytes());
        let last = self.pieces.len() - 1;
        let chunks: Vec<Bytes> = self
            .pieces
            .iter()
            .enumerate()
            .flat_map(|(i, piece)| std::iter::once(piece.clone()).chain((i < last).then(|| nonce.clone())))
            .collect();
        Body::from_stream(futures_util::stream::iter(chunks.into_iter().map(Ok::<_, Infallible>)))
    }
}

struct PerPageTtl;

impl Expiry<PageKey, Arc<Page>> for PerPageTtl {
    fn expire_after_create(&self, _: &PageKey, page: &Arc<Page>, _: Instant) -> Option<Duration> {
        Some(page.ttl)
    }
}

/// The kept pages, at most `cache.page_bytes` of HTML.
pub struct PageCache(Cache<PageKey, Arc<Page>>);

impl PageCache {
    /// A cache of at most `max_bytes` of page HTML.
    pub fn new(max_bytes: u64) -> Self {
        let weigh = |_: &PageKey, page: &Arc<Page>| u32::try_from(page.size()).unwrap_or(u32::MAX);
        Self(Cache::builder().max_capacity(max_bytes).weigher(weigh).expire_after(PerPageTtl).build())
    }

    /// Forgets every kept page.
    pub fn purge(&self) {
        self.0.invalidate_all();
    }
}

/// Why a fill produced no page to keep.
#[derive(Debug)]
enum NotKept {
    /// Next answered with something that is not kept; the filler answers it itself.
    Answer,
    Failed(BffError),
}

/// A kept page (or one rendered now and kept), with this response's nonce.
pub async fn serve(
    state: &AppState,
    brand: &Brand,
    visitor: Visitor,
    gate: &Gate,
    parts: &Parts,
    key: PageKey,
) -> Response {
    // The filler's own answer when it is not kept: other waiters ask Next themselves.
    let own: Mutex<Option<Response>> = Mutex::new(None);
    let filled = AtomicBool::new(false);
    let fill = async {
        filled.store(true, Ordering::Relaxed);
        let nonce = csp::nonce();
        // The nonce is replaced as plain text: the page must come uncompressed (the BFF compresses
        // each answer itself).
        let mut plain = parts.clone();
        plain.headers.remove(header::ACCEPT_ENCODING);
        let response =
            ask_next(to_next(state, brand, visitor, Some((gate, &nonce)), &plain)).await.map_err(NotKept::Failed)?;
        let status = response.status();
        let headers = answer_headers(response.headers());
        let body = response.bytes().await.map_err(|_| NotKept::Failed(BffError::UpstreamUnavailable))?;
        let is_html =
            headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).is_some_and(|t| t.starts_with("text/html"));
        let kept = (status == StatusCode::OK && is_html && !headers.contains_key(header::SET_COOKIE))
            .then(|| {
                let mut headers = headers.clone();
                PER_RENDER.iter().for_each(|h| {
                    headers.remove(h);
                });
                Page::cut(status, headers, &body, &nonce, brand.cache.pages)
            })
            .flatten();
        if kept.is_none() && status == StatusCode::OK && is_html {
            let reason =
                if headers.contains_key(header::SET_COOKIE) { "it sets a cookie" } else { "it does not use its nonce" };
            tracing::warn!(reason, "a rendered page is not kept");
        }
        match kept {
            Some(page) => Ok(Arc::new(page)),
            None => {
                *own.lock() = Some(finish(brand, Some((gate, &nonce)), status, headers, Body::from(body)));
                Err(NotKept::Answer)
            }
        }
    };
    let outcome = state.pages.0.try_get_with(key, fill).await;
    let counted =
        |result: &'static str| ::metrics::counter!(metrics::CACHE, "cache" => "page", "result" => result).increment(1);
    match outcome {
        Ok(page) => {
            counted(if filled.load(Ordering::Relaxed) { "miss" } else { "hit" });
            let nonce = csp::nonce();
            let mut headers = page.headers(&nonce);
            headers.insert(header::CONTENT_LENGTH, HeaderValue::from(page.len_with(nonce.len())));
            finish(brand, Some((gate, &nonce)), page.status, headers, page.body(&nonce))
        }
        Err(not_kept) => {
            counted("miss");
            if let Some(response) = own.lock().take() {
                return response;
            }
            match &*not_kept {
                NotKept::Answer => pass(state, brand, visitor, Some(gate), parts.clone(), Body::empty())
                    .await
                    .unwrap_or_else(IntoResponse::into_response),
                NotKept::Failed(error) => error.kind().into_response(),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_is_cut_at_its_nonce_and_rejoined_with_another() {
        let body = Bytes::from_static(b"<script nonce=\"AAAA\">x</script><p>AAAA</p>end");
        let page = Page::cut(StatusCode::OK, HeaderMap::new(), &body, "AAAA", Duration::from_secs(1)).unwrap();
        assert_eq!(page.pieces.len(), 3);
        assert_eq!(page.size(), body.len() - 8);
        assert_eq!(page.len_with(4), body.len());
        assert!(Page::cut(StatusCode::OK, HeaderMap::new(), &body, "ZZZZ", Duration::from_secs(1)).is_none());
    }
}
