//! Picking the brand from the request's `Host` (a host no brand lists is refused, never served as
//! another brand), and the request's language among the brand's.

use std::collections::HashMap;
use std::sync::Arc;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::uri::Authority;
use axum::http::{HeaderMap, Uri, header};

use upstream_protocol::languages::Language;

use crate::AppState;
use crate::config::Brand;
use crate::error::BffError;
use crate::session::cookies;

/// Every brand by host name.
#[derive(Debug, Default)]
pub struct Brands {
    by_host: HashMap<String, Arc<Brand>>,
    all: Vec<Arc<Brand>>,
}

impl Brands {
    /// The brands, indexed by each of their host names.
    pub fn new(brands: Vec<Brand>) -> Self {
        let all: Vec<Arc<Brand>> = brands.into_iter().map(Arc::new).collect();
        let by_host = all.iter().flat_map(|b| b.hosts.iter().map(move |h| (h.clone(), b.clone()))).collect();
        Self { by_host, all }
    }

    /// The brand a request is for, by its `Host` (or HTTP/2 authority), port ignored.
    pub fn for_request(&self, headers: &HeaderMap, uri: &Uri) -> Option<Arc<Brand>> {
        let authority = headers
            .get(header::HOST)
            .and_then(|h| h.to_str().ok())
            .or_else(|| uri.authority().map(Authority::as_str))?;
        self.by_host.get(&host_name(authority)).cloned()
    }

    /// Every brand, in the configuration's order.
    pub fn all(&self) -> &[Arc<Brand>] {
        &self.all
    }
}

/// The cookie that holds the visitor's chosen locale code.
pub const LANGUAGE_COOKIE: &str = "lang";

/// The language of a request: the `lang` cookie if the brand offers it, else the brand's default.
pub fn language_of(brand: &Brand, headers: &HeaderMap) -> &'static Language {
    let wanted = cookies::cookies(headers).find(|c| c.name() == LANGUAGE_COOKIE).map(|c| c.value().to_owned());
    brand.languages.pick(wanted.as_deref())
}

/// `Example.COM:8080` → `example.com`; `[::1]:8080` → `[::1]`.
fn host_name(authority: &str) -> String {
    let authority = authority.trim();
    let host = if authority.starts_with('[') {
        authority.split_inclusive(']').next().unwrap_or(authority)
    } else {
        authority.rsplit_once(':').map_or(authority, |(host, _)| host)
    };
    host.trim_end_matches('.').to_ascii_lowercase()
}

/// The request's brand, as an extractor; 421 `unknown.host` when there is none.
pub struct CurrentBrand(pub Arc<Brand>);

impl FromRequestParts<AppState> for CurrentBrand {
    type Rejection = BffError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        state.brands().for_request(&parts.headers, &parts.uri).map(CurrentBrand).ok_or(BffError::UnknownHost)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn host_names_lose_port_case_and_trailing_dot() {
        assert_eq!(host_name("LocalHost:8080"), "localhost");
        assert_eq!(host_name("brand.example."), "brand.example");
        assert_eq!(host_name("[::1]:8080"), "[::1]");
        assert_eq!(host_name("127.0.0.1"), "127.0.0.1");
    }
}
