//! Public, token-less reads: one policy for every reader (forwarded calls, the page gate, the feature
//! switches, `/bff/bootstrap`). Each goes through the retries and the breaker ([`super::retries`]), its
//! shape is watched ([`crate::shape`]), and, when the catalogue caches it, its HTML is cleaned once and
//! the answer shared from the cache ([`super::cache`]).

use std::collections::BTreeMap;
use std::net::IpAddr;
use std::sync::Arc;

use upstream_protocol::catalogue::{self, Call};
use upstream_protocol::languages::Language;
use upstream_protocol::switches::Switch;

use super::answer::Answer;
use super::cache::CacheKey;
use super::client::Outgoing;
use super::retries::Fallback;
use crate::AppState;
use crate::config::Brand;
use crate::error::BffError;
use crate::features;

/// One public read from the upstream: retried as every public read is ([`super::retries`]), its shape watched.
pub async fn fetch(
    state: &AppState,
    call: &'static Call,
    outgoing: Outgoing<'_>,
    fallback: Fallback,
) -> Result<Answer, BffError> {
    let answer = state.upstream.send_by_policy(call, outgoing, fallback).await?;
    if let Some(json) = answer.parsed().filter(|_| !call.reads.is_empty()) {
        crate::shape::watch(call, json);
    }
    Ok(answer)
}

/// An anonymous GET of a catalogued public path, not cached (`/bff/bootstrap` keeps what it builds).
pub async fn fetch_path(
    state: &AppState,
    brand: &Brand,
    language: &'static str,
    path: &'static str,
    fallback: Fallback,
) -> Result<Answer, BffError> {
    let call = catalogue::find(path).ok_or(BffError::NotFound)?;
    fetch(state, call, Outgoing::get(brand, path, language), fallback).await
}

/// A public, token-less read through the cache (also used for the page gate's system status).
pub async fn public_read(
    state: &AppState,
    brand: &Brand,
    language: &'static str,
    visitor_ip: Option<IpAddr>,
    path: &str,
    query: Option<&str>,
) -> Result<Arc<Answer>, BffError> {
    let call = catalogue::find(path).and_then(|c| c.cache.map(|class| (c, class)));
    let Some((call, class)) = call else {
        return Err(BffError::NotFound);
    };
    let key = CacheKey::new(&brand.id, language, visitor_ip, path, query);
    let path_and_query = query.map_or_else(|| path.to_owned(), |q| format!("{path}?{q}"));
    // Sanitised on fill (and its shape checked once): every reader of the cached answer gets the safe HTML
    // without cleaning it again.
    let fill = |fallback| async move {
        let outgoing = Outgoing { client_ip: visitor_ip, ..Outgoing::get(brand, &path_and_query, language) };
        fetch(state, call, outgoing, fallback).await.map(|answer| answer.made_safe(call))
    };
    state.cache.get_or_fill(key, brand.cache.ttl(class), fill).await
}

/// Whether a feature switch is on for the brand ([`features`]), from the (cached) white-label tree; the
/// switch's declared default when the upstream cannot say.
pub async fn switch_on(
    state: &AppState,
    brand: &Brand,
    language: &'static Language,
    visitor_ip: Option<IpAddr>,
    switch: Switch,
) -> bool {
    let tree = Box::pin(white_label_tree(state, brand, language, visitor_ip)).await;
    features::resolve(brand, switch, tree.as_ref()).on
}

/// The white-label tree, flattened: system status's `info.whitelabel`, or `/wps/system/whitelabel` when the
/// status has none (as `/bff/bootstrap` reads it); `None` when the upstream cannot say.
pub async fn white_label_tree(
    state: &AppState,
    brand: &Brand,
    language: &'static Language,
    visitor_ip: Option<IpAddr>,
) -> Option<BTreeMap<String, bool>> {
    let status = public_read(state, brand, language.upstream, visitor_ip, "/wps/system/status", None).await.ok()?;
    Box::pin(tree_of_status(state, brand, language, status.parsed()?)).await
}

/// The tree of a status answer already read (the page gate's), else `/wps/system/whitelabel`'s.
pub async fn tree_of_status(
    state: &AppState,
    brand: &Brand,
    language: &'static Language,
    status: &serde_json::Value,
) -> Option<BTreeMap<String, bool>> {
    let tree = &status["value"]["info"]["whitelabel"];
    if !tree.is_null() {
        return Some(upstream_protocol::whitelabel::flatten(tree));
    }
    let answer = public_read(state, brand, language.upstream, None, "/wps/system/whitelabel", None).await.ok()?;
    Some(upstream_protocol::whitelabel::flatten(&answer.parsed()?["value"]))
}
