//! The load balancers whose forwarding headers are believed (`server.trusted_proxies`,
//! `--trusted-proxies`): single addresses (`127.0.0.1`) and ranges (`10.0.0.0/8`, `fd00::/8`), since
//! in a Kubernetes cluster the ingress controller is any address of the pod network.
//!
//! Addresses are compared in their canonical form: a peer seen as IPv4-mapped IPv6
//! (`::ffff:10.0.0.2`, on a dual-stack socket) is the IPv4 address it maps, and a mapped range
//! (`::ffff:10.0.0.0/104`) is the IPv4 range it maps.

use std::fmt;
use std::net::IpAddr;
use std::str::FromStr;

use ipnet::{IpNet, Ipv4Net};
use serde::{Deserialize, Deserializer};

/// One trusted address or range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProxyRange(IpNet);

impl ProxyRange {
    /// Whether `ip` (in any form) is in this range.
    pub fn contains(&self, ip: IpAddr) -> bool {
        self.0.contains(&ip.to_canonical())
    }
}

/// Why a trusted proxy was refused (Display names the value and the accepted forms).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is neither an IP address (127.0.0.1, ::1) nor a range (10.0.0.0/8, fd00::/8)")]
pub struct BadProxyRange(String);

impl FromStr for ProxyRange {
    type Err = BadProxyRange;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim();
        let net = match text.parse::<IpNet>() {
            Ok(net) => net.trunc(),
            Err(_) => text.parse::<IpAddr>().map(IpNet::from).map_err(|_| BadProxyRange(text.to_owned()))?,
        };
        Ok(Self(canonical(net)))
    }
}

/// An IPv4-mapped IPv6 range (`::ffff:0:0/96` and narrower) as the IPv4 range it maps.
fn canonical(net: IpNet) -> IpNet {
    match net {
        IpNet::V6(v6) if v6.prefix_len() >= 96 => match v6.addr().to_ipv4_mapped() {
            Some(v4) => Ipv4Net::new(v4, v6.prefix_len() - 96).map_or(net, IpNet::V4),
            None => net,
        },
        _ => net,
    }
}

impl fmt::Display for ProxyRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl<'de> Deserialize<'de> for ProxyRange {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Every trusted address and range; empty (the default) trusts nobody, so the peer is the visitor.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(transparent)]
pub struct TrustedProxies(Vec<ProxyRange>);

impl TrustedProxies {
    /// Whether `ip` (in any form) is one of the trusted proxies' addresses.
    pub fn contains(&self, ip: IpAddr) -> bool {
        self.0.iter().any(|range| range.contains(ip))
    }
}

/// A comma-separated list, as `--trusted-proxies` and `VENEER_TRUSTED_PROXIES` take it (empty: nobody).
impl FromStr for TrustedProxies {
    type Err = BadProxyRange;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        text.split(',').filter(|part| !part.trim().is_empty()).map(str::parse).collect::<Result<_, _>>().map(Self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trusted(list: &str) -> TrustedProxies {
        list.parse().unwrap()
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn a_range_holds_the_addresses_inside_it_and_no_others() {
        let proxies = trusted("10.0.0.0/8, fd00::/8");
        for inside in ["10.0.0.0", "10.1.2.3", "10.255.255.255", "fd00::1", "fdff:ffff::9"] {
            assert!(proxies.contains(ip(inside)), "{inside} is inside");
        }
        for outside in ["9.255.255.255", "11.0.0.0", "192.168.0.1", "fe00::1", "fc00::1", "::1"] {
            assert!(!proxies.contains(ip(outside)), "{outside} is outside");
        }
    }

    #[test]
    fn a_single_address_is_itself_only() {
        let proxies = trusted("127.0.0.1,::1");
        assert!(proxies.contains(ip("127.0.0.1")) && proxies.contains(ip("::1")));
        assert!(!proxies.contains(ip("127.0.0.2")) && !proxies.contains(ip("::2")));
    }

    #[test]
    fn ipv4_mapped_ipv6_is_its_ipv4_address_on_either_side() {
        assert!(trusted("10.0.0.0/8").contains(ip("::ffff:10.9.8.7")), "a mapped peer in an IPv4 range");
        assert!(!trusted("10.0.0.0/8").contains(ip("::ffff:11.0.0.1")));
        let mapped = trusted("::ffff:10.0.0.0/104");
        assert!(mapped.contains(ip("10.20.30.40")), "a mapped range holds the IPv4 peers it maps");
        assert!(!mapped.contains(ip("11.0.0.1")));
        assert_eq!(mapped, trusted("10.0.0.0/8"));
    }

    #[test]
    fn host_bits_of_a_range_are_dropped() {
        assert_eq!(trusted("10.1.2.3/8"), trusted("10.0.0.0/8"));
    }

    #[test]
    fn nonsense_is_refused_with_the_value_named() {
        for bad in ["10.0.0.0/33", "fd00::/129", "10.0.0", "localhost", "10.0.0.0/", "/8", "10.0.0.0/8/8"] {
            let error = bad.parse::<TrustedProxies>().unwrap_err().to_string();
            assert!(error.contains(bad), "{bad}: {error}");
        }
        assert_eq!("".parse::<TrustedProxies>().unwrap(), TrustedProxies::default());
    }
}
