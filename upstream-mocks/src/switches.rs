//! The mock-wide switches an integrator or a test flips through `/__admin/system` (maintenance, region
//! blocks, V3 only, single session): read by the gateway and the system area, set by a scenario.

use std::net::IpAddr;

use serde::{Deserialize, Serialize};

/// Switches an integrator or a test flips through `/__admin` to see the front's behaviour.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct SystemSwitches {
    /// Every visitor gets `maintenance: true`.
    pub maintenance: bool,
    /// Visitors from these addresses get `regionRestriction: true`; `"*"` blocks everyone.
    pub blocked_ips: Vec<String>,
    /// Refuse encrypted calls without `X-Digest`/`X-RSA` (V1/V2), as one real brand does.
    pub require_v3: bool,
    /// A new login ends the member's other sessions ("logged out from another device").
    pub single_session: bool,
}

impl SystemSwitches {
    /// Refuses a blocked address that could never match (a typo would block no one, silently).
    pub fn validate(&self) -> Result<(), String> {
        match self.blocked_ips.iter().find(|ip| *ip != "*" && ip.parse::<IpAddr>().is_err()) {
            Some(bad) => Err(format!("blockedIps: '{bad}' is not an IP address (or \"*\" for everyone)")),
            None => Ok(()),
        }
    }

    /// Whether a visitor from `ip` is region-blocked.
    pub fn blocks(&self, ip: Option<IpAddr>) -> bool {
        self.blocked_ips
            .iter()
            .any(|blocked| blocked == "*" || ip.is_some_and(|ip| blocked.parse::<IpAddr>().ok() == Some(ip)))
    }
}
