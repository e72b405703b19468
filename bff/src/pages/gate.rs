//! What a page request needs to know before Next renders it: the visitor's system state, the brand's
//! login-only switch, the policy's hosts, whether the upstream is failing.

use axum::http::HeaderMap;
use upstream_protocol::switches::Switch;

use crate::AppState;
use crate::brand::language_of;
use crate::config::Brand;
use crate::csp;
use crate::upstream::public::{public_read, tree_of_status};
use crate::visitor::Visitor;

/// The visitor's system state (spec 000 §4: maintenance takes precedence over region restriction).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SystemState {
    /// The site is open to the visitor.
    Normal,
    /// The upstream says it is under maintenance.
    Maintenance,
    /// The upstream refuses the visitor's region.
    RegionBlocked,
}

impl SystemState {
    /// The value Next.js gets in the system-state header.
    pub fn as_str(self) -> &'static str {
        match self {
            SystemState::Normal => "normal",
            SystemState::Maintenance => "maintenance",
            SystemState::RegionBlocked => "region-blocked",
        }
    }

    /// From a system status answer.
    pub fn from_status(status: &serde_json::Value) -> Self {
        let value = &status["value"];
        if value["maintenance"] == true {
            SystemState::Maintenance
        } else if value["regionRestriction"] == true {
            SystemState::RegionBlocked
        } else {
            SystemState::Normal
        }
    }
}

/// What a page request needs to know before Next renders it.
#[derive(Debug, Clone)]
pub struct Gate {
    /// The visitor's system state, from the status the upstream gives for their address.
    pub system: SystemState,
    /// The brand's "only logged-in members may browse" switch (`login_only`; on when the upstream cannot say).
    pub login_only: bool,
    /// Image and frame hosts for the page's policy.
    pub sources: csp::Sources,
    /// The upstream is failing: the page says so, and is kept apart from the pages drawn while it answered.
    pub degraded: bool,
}

/// This visitor's state and the brand's hosts, from the per-visitor cached system status. When the
/// upstream cannot say, the site stays open (the API calls will report their own failures) with only
/// the configured hosts.
pub(super) async fn gate(state: &AppState, brand: &Brand, visitor: Visitor, headers: &HeaderMap) -> Gate {
    let language = language_of(brand, headers).upstream;
    let answer = match public_read(state, brand, language, visitor.ip, "/wps/system/status", None).await {
        Ok(answer) => Some(answer),
        Err(error) => {
            tracing::warn!(%error, "system status unknown; serving the site");
            None
        }
    };
    let null = serde_json::Value::Null;
    let status = answer.as_ref().and_then(|a| a.parsed()).unwrap_or(&null);
    let info = &status["value"]["info"];
    let listed = |key: &str| -> Vec<&str> {
        info[key].as_array().into_iter().flatten().filter_map(serde_json::Value::as_str).collect()
    };
    let security = &brand.security;
    let analytics = info["analytics"]["gtagId"].as_str().is_some_and(|id| !id.is_empty());
    let analytics_hosts = csp::ANALYTICS.iter().copied().filter(|_| analytics);
    let images = listed("imageCDNs")
        .into_iter()
        .chain(security.image_hosts.iter().map(String::as_str))
        .chain(analytics_hosts.clone());
    // Games, and the live chat of the chat window, open in frames.
    let routers = Box::pin(public_read(state, brand, language, None, "/wps/system/routers", None)).await.ok();
    let routers = routers.as_ref().and_then(|answer| answer.parsed()).map_or(&null, |json| &json["value"]);
    let chats: Vec<String> = crate::bootstrap::customer_service(routers, info).into_iter().map(|cs| cs.url).collect();
    let frames = listed("launchGameCDNs")
        .into_iter()
        .chain(security.frame_hosts.iter().map(String::as_str))
        .chain(chats.iter().map(String::as_str));
    // The brand's own domains: the side bar's speed test times them from the browser.
    let domains: Vec<String> = info["domainRoute"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|route| route["domain"].as_str())
        .map(|domain| format!("https://{domain}"))
        .collect();
    let connects = domains.iter().map(String::as_str).chain(analytics_hosts);
    // Read from this very answer: a second read could find a fresher status than the one the state came from.
    let tree = match answer.as_ref() {
        Some(_) => Box::pin(tree_of_status(state, brand, language_of(brand, headers), status)).await,
        None => None,
    };
    Gate {
        system: SystemState::from_status(status),
        login_only: crate::features::resolve(brand, Switch::LoginOnly, tree.as_ref()).on,
        sources: csp::Sources::new(images, frames).with_connects(connects),
        degraded: state.upstream.is_failing(brand),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maintenance_wins_over_region() {
        let both = serde_json::json!({"value": {"maintenance": true, "regionRestriction": true}});
        assert_eq!(SystemState::from_status(&both), SystemState::Maintenance);
        let region = serde_json::json!({"value": {"maintenance": false, "regionRestriction": true}});
        assert_eq!(SystemState::from_status(&region), SystemState::RegionBlocked);
        assert_eq!(SystemState::from_status(&serde_json::json!({})), SystemState::Normal);
    }
}
