//! Who is asking: the visitor's address and whether they reached us over TLS. Forwarding headers
//! are believed only from the configured proxies ([`crate::proxies`]), so a visitor cannot claim
//! another address. Addresses are canonical: an IPv4-mapped peer is its IPv4 address.

use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::HeaderMap;
use axum::http::request::Parts;

use crate::AppState;
use crate::proxies::TrustedProxies;

/// The visitor behind a request.
#[derive(Debug, Clone, Copy)]
pub struct Visitor {
    /// The visitor's address: the peer's, or behind trusted proxies the right-most forwarded one that is not a
    /// proxy; `None` when the peer is unknown.
    pub ip: Option<IpAddr>,
    /// Whether a trusted proxy says the visitor came over TLS (`X-Forwarded-Proto: https`); the BFF itself
    /// listens on plain HTTP.
    pub over_tls: bool,
}

impl Visitor {
    /// Reads the visitor from the peer address and, behind a trusted proxy, its forwarding headers.
    pub fn from_parts(headers: &HeaderMap, peer: Option<IpAddr>, trusted: &TrustedProxies) -> Self {
        let Some(peer) = peer.map(|peer| peer.to_canonical()) else { return Self { ip: None, over_tls: false } };
        if !trusted.contains(peer) {
            return Self { ip: Some(peer), over_tls: false };
        }
        // The right-most address that is not one of our proxies is the visitor.
        let forwarded: Vec<IpAddr> = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .filter_map(|ip| ip.trim().parse::<IpAddr>().ok())
            .map(|ip| ip.to_canonical())
            .collect();
        let ip = forwarded.iter().rev().find(|ip| !trusted.contains(**ip)).copied().unwrap_or(peer);
        let over_tls = headers
            .get("x-forwarded-proto")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|proto| proto.trim().eq_ignore_ascii_case("https"));
        Self { ip: Some(ip), over_tls }
    }
}

impl FromRequestParts<AppState> for Visitor {
    type Rejection = std::convert::Infallible;

    /// The visitor the door worked out ([`crate::entry`]), or worked out now.
    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        if let Some(visitor) = parts.extensions.get::<Self>() {
            return Ok(*visitor);
        }
        let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip());
        Ok(Self::from_parts(&parts.headers, peer, &state.config.server.trusted_proxies))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        pairs.iter().map(|(k, v)| (k.parse().unwrap(), v.parse().unwrap())).collect()
    }

    #[test]
    fn forwarding_headers_are_ignored_from_untrusted_peers() {
        let peer: IpAddr = "198.51.100.7".parse().unwrap();
        let h = headers(&[("x-forwarded-for", "1.2.3.4"), ("x-forwarded-proto", "https")]);
        let v = Visitor::from_parts(&h, Some(peer), &TrustedProxies::default());
        assert_eq!((v.ip, v.over_tls), (Some(peer), false));
        // Nor from a peer just outside a trusted range.
        let v = Visitor::from_parts(&h, Some(peer), &"198.51.100.0/30".parse().unwrap());
        assert_eq!((v.ip, v.over_tls), (Some(peer), false));
    }

    #[test]
    fn behind_a_trusted_proxy_the_rightmost_foreign_address_wins() {
        let proxy: IpAddr = "10.0.0.2".parse().unwrap();
        let h = headers(&[("x-forwarded-for", "6.6.6.6, 203.0.113.5, 10.0.0.2"), ("x-forwarded-proto", "https")]);
        let v = Visitor::from_parts(&h, Some(proxy), &"10.0.0.2".parse().unwrap());
        assert_eq!(v.ip, Some("203.0.113.5".parse().unwrap()));
        assert!(v.over_tls);
    }

    #[test]
    fn every_proxy_of_a_trusted_range_is_skipped_and_mapped_addresses_are_ipv4() {
        let pods: TrustedProxies = "10.244.0.0/16".parse().unwrap();
        let h = headers(&[("x-forwarded-for", "6.6.6.6, ::ffff:203.0.113.5, 10.244.3.7, 10.244.0.12")]);
        let v = Visitor::from_parts(&h, Some("::ffff:10.244.1.9".parse().unwrap()), &pods);
        assert_eq!(v.ip, Some("203.0.113.5".parse().unwrap()));
        // Only proxies in the chain: the peer (as IPv4) is the visitor.
        let h = headers(&[("x-forwarded-for", "10.244.3.7")]);
        let v = Visitor::from_parts(&h, Some("::ffff:10.244.1.9".parse().unwrap()), &pods);
        assert_eq!(v.ip, Some("10.244.1.9".parse().unwrap()));
    }
}
