//! System status and the site's configuration (protocol §5 "System status").

use std::sync::Arc;

use axum::Router;
use axum::routing::get;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use upstream_protocol::crypto::encrypt_customer_service_path;

use crate::gateway::Ctx;
use crate::reply::{Answer, Reply};
use crate::state::Mock;

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Location {
    pub ip: String,
    pub country_code: &'static str,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Status {
    pub maintenance: bool,
    pub region_restriction: bool,
    pub location: Location,
    pub info: Value,
}

/// `GET /wps/system/status`: the maintenance and region verdicts are for this visitor's address.
pub async fn status(ctx: Ctx) -> Reply<Status> {
    let switches = ctx.mock.switches.read().clone();
    Ok(Answer(Status {
        maintenance: switches.maintenance,
        region_restriction: switches.blocks(ctx.client_ip),
        location: Location { ip: ctx.client_ip.map(|ip| ip.to_string()).unwrap_or_default(), country_code: "TH" },
        info: info(&ctx),
    }))
}

/// `GET /wps/system/whitelabel`: the same tree as `status.info.whitelabel`.
pub async fn whitelabel(_ctx: Ctx) -> Reply<Value> {
    Ok(Answer(whitelabel_tree()))
}

/// The white-label module tree; `enabled` is the string `"1"` or `"0"` as on the real wire.
pub fn whitelabel_tree() -> Value {
    let node = |mod_id: &str, enabled: bool| json!({"modId": mod_id, "enabled": if enabled { "1" } else { "0" }, "childrenNodes": []});
    json!([{
        "modId": "ROOT",
        "enabled": "1",
        "childrenNodes": [
            node("DIRECTREG3", true),
            node("MOBILENUMREG3", true),
            node("REGMOBVERF3", true),
            node("MOBILENUMPASSREG3", true),
            node("FREEPLAY3", true),
            node("PWDEXPFORCECHANGE3", true),
            node("MOBILEVERCODELOGIN3", true),
            node("CHNGPASSVERIF3", true),
            node("CHNGPASSMAIL3", true),
            node("MANPLAYREB3", true),
        ]
    }])
}

fn info(ctx: &Ctx) -> Value {
    let cdn = ctx.mock.settings.public_url.trim_end_matches('/').to_owned();
    let cs_key = *b"Vn3rCs01";
    json!({
        "whitelabel": whitelabel_tree(),
        "mainDomain": "localhost",
        "domainRoute": [],
        "analytics": { "gtagId": "" },
        "imageCDNs": [cdn],
        "launchGameCDNs": [cdn],
        "resources": [],
        "customerService": [
            { "csType": "LIVECHAT", "path": encrypt_customer_service_path("https://chat.veneer.example/live", &cs_key) },
            { "csType": "VIP", "path": encrypt_customer_service_path("https://chat.veneer.example/vip", &cs_key) }
        ],
        "register": {}
    })
}

/// This area's calls.
pub fn routes() -> Router<Arc<Mock>> {
    Router::new().route("/wps/system/status", get(status)).route("/wps/system/whitelabel", get(whitelabel))
}

/// The site's per-merchant switches.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct SiteState {
    /// White-label modules switched off (e.g. `MOBILENUMREG3`); every other module is on.
    pub disabled_modules: std::collections::BTreeSet<String>,
}

/// Whether a white-label module (a feature, or a call's module id) is on for this merchant.
pub fn module_enabled(db: &crate::state::Db, mod_id: &str) -> bool {
    !db.site.disabled_modules.contains(mod_id)
}

/// Seeds this area's part of a fresh merchant database (the members exist already).
pub fn seed(_db: &mut crate::state::Db) {}
