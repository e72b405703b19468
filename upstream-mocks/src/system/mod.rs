//! System status and the site's configuration (protocol §5 "System status"; spec 000 §7 "System").
//!
//! Everything here answers from the merchant's [`SystemState`]: the white-label switches, domains,
//! social and download resources, customer-service links, help centre and text templates, all
//! seeded by [`seed`] and changed through `/__admin/system/modules` and `/__admin/content/…` ([`admin`]).
//! The maintenance and region verdicts come from the mock-wide [`crate::switches::SystemSwitches`].
//! Banners and notices are the content area's ([`crate::content`]), with their own state.

pub mod admin;
mod seed_data;
pub mod whitelabel;

use std::collections::BTreeSet;
use std::sync::Arc;

use axum::Router;
use axum::extract::RawQuery;
use axum::routing::get;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::{Value, json};
use upstream_protocol::crypto::encrypt_customer_service_path;

use self::whitelabel::ModuleNode;
use crate::input::Query;
use crate::locale::{Device, Lang, Localized};
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::{Db, Mock};

/// The site's per-merchant configuration.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct SystemState {
    /// White-label modules switched off (e.g. `MOBILENUMREG3`); every other module is on.
    pub disabled_modules: BTreeSet<String>,
    /// The brand's name (`status.info.brandName`).
    pub brand_name: String,
    /// The market's country (`location.countryCode`: the mock has no address database).
    pub market_country: String,
    /// The contact e-mail shown in the footer.
    pub email: String,
    /// Every host name of the brand and what it is for; the `MAIN` one is the main domain.
    pub domains: Vec<DomainRoute>,
    /// The Google Analytics tag id; empty when the front loads no analytics.
    pub gtag_id: String,
    /// `launchGameCDNs` an admin set; `None`: the mock's own public URL (where its game pages are served).
    pub launch_game_cdns: Option<Vec<String>>,
    /// Social links, LINE contacts and app downloads, in display order.
    pub resources: Vec<Resource>,
    /// The customer-service links: VIP, live chat and LINE.
    pub customer_service: Vec<CustomerService>,
    /// The 8-character DES key customer-service paths are encrypted with (protocol §3.7).
    pub cs_key: String,
    /// The front-end version `routers` reports.
    pub app_version: String,
    /// The help centre's articles, in menu order.
    pub help: Vec<HelpArticle>,
    /// The site's text templates (age agreement, footer texts, …).
    pub templates: Vec<Template>,
}

/// What a host name of the brand is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum RouteType {
    /// The brand's main site.
    Main,
    /// A mirror of the main site (listed in `routers.domainList` for the speed test).
    Mirror,
    /// The host the mobile app loads (`WPSCORE_checkIfAppDomain` would say yes).
    App,
    /// A development host (localhost): known, never advertised.
    Dev,
}

/// A host name of the brand.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DomainRoute {
    /// The host name, e.g. `veneer.example`.
    pub domain: String,
    /// What the host is for.
    pub route_type: RouteType,
}

impl SystemState {
    /// The brand's main host: its `MAIN` domain (none once the admin removed it).
    pub fn main_domain(&self) -> &str {
        self.domains.iter().find(|d| d.route_type == RouteType::Main).map_or("", |d| &d.domain)
    }
}

/// A social link, LINE contact or app download (`resources[]`).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Resource {
    /// `LINE`, `TELEGRAM`, `FACEBOOK`, `TIKTOK`, `TWITTER`, `YOUTUBE`, `INSTAGRAM`, `ZALO`, `IOS`,
    /// `IOS-LITE-APP` or `ANDROID`.
    pub resource_type: String,
    /// The link, e.g. a LINE contact or an app download.
    pub url: String,
    /// The label in each language.
    pub label: Localized,
    /// Whether the front shows a QR code for it (LINE contacts and downloads).
    pub with_qr: bool,
}

/// The resource types the front knows (spec 000 §2 footer and side bar).
pub const RESOURCE_TYPES: &[&str] = &[
    "LINE",
    "TELEGRAM",
    "FACEBOOK",
    "TIKTOK",
    "TWITTER",
    "YOUTUBE",
    "INSTAGRAM",
    "ZALO",
    "IOS",
    "IOS-LITE-APP",
    "ANDROID",
];

/// The types shown with a QR code: LINE contacts and app downloads.
pub fn has_qr_code(resource_type: &str) -> bool {
    matches!(resource_type, "LINE" | "IOS" | "IOS-LITE-APP" | "ANDROID")
}

impl Resource {
    /// The QR image of its link, drawn by the mock (`assets.rs`); empty when it has none.
    pub fn qr_code_url(&self, mock: &Mock) -> String {
        if !self.with_qr {
            return String::new();
        }
        let query = serde_urlencoded::to_string([("text", self.url.as_str())]).unwrap_or_default();
        mock.asset_url(&format!("qr.svg?{query}"))
    }
}

/// The customer-service kinds (spec 000 §3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum CsType {
    /// The VIP customer service.
    Vip,
    /// The live chat.
    Livechat,
    /// The LINE contact.
    Line,
}

/// A customer-service link.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CustomerService {
    /// Which customer service it is.
    pub cs_type: CsType,
    /// The plain link; answers carry it DES-encrypted.
    pub url: String,
}

/// A help-centre article; `children` are its sections. The admin reads and writes it in this shape
/// (`/__admin/system/help`), where everything but `tag` may be left out.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct HelpArticle {
    /// The anchor the front links to (`/help#term`).
    pub tag: String,
    /// The title in each language.
    pub title: Localized,
    /// HTML.
    pub content: Localized,
    /// The article's background colour (CSS), e.g. `#1f2a44`; empty for the default.
    pub bg_color: String,
    /// Where it is shown; empty means everywhere.
    pub devices: Vec<Device>,
    /// Listed in the help menu (false: reachable only through its tag).
    pub display: bool,
    /// Sub-articles, shown under it.
    pub children: Vec<HelpArticle>,
}

impl Default for HelpArticle {
    /// Shown everywhere and listed: what an article left unsaid is.
    fn default() -> Self {
        Self {
            tag: String::new(),
            title: Localized::default(),
            content: Localized::default(),
            bg_color: String::new(),
            devices: Vec::new(),
            display: true,
            children: Vec::new(),
        }
    }
}

/// A site text template (age agreement, footer copyright…).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Template {
    /// The template's code, e.g. `AGE_AGREEMENT`, `FOOTER_CONTACT`.
    pub code: String,
    /// The number the text is about (age 18, year 2025), for fronts that format their own text.
    pub value: Option<i64>,
    /// The text in each language.
    pub text: Localized,
}

/// Whether a white-label module (a feature, or a call's module id) is on for this merchant: it and
/// every module above it in the tree must be on (see [`whitelabel`]).
pub fn module_enabled(db: &Db, mod_id: &str) -> bool {
    whitelabel::enabled(&db.system.disabled_modules, mod_id)
}

/// Switches a white-label module off (another area's seed does, for what this brand has not bought).
pub fn switch_off(db: &mut Db, mod_id: &str) {
    db.system.disabled_modules.insert(mod_id.to_owned());
}

/// The white-label tree of a merchant, as the mock's dialect has it (without the invented ids, maybe).
pub fn whitelabel_tree(mock: &Mock, db: &Db) -> ModuleNode {
    let dialect = mock.dialect.read();
    whitelabel::tree(&db.system.disabled_modules, |id| dialect.has_module(id))
}

fn params(raw: Option<String>) -> Result<Query, Fail> {
    Query::parse(raw.as_deref())
}

// ---------------------------------------------------------------------------------------------
// Status

/// Where the visitor is, as the status answer says.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Location {
    /// The visitor's IP address, as the mock saw it.
    pub ip: String,
    /// The market's country code (the mock has no address database).
    pub country_code: String,
}

/// The answer of `GET /wps/system/status`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Status {
    /// Whether the site is under maintenance.
    pub maintenance: bool,
    /// Whether the visitor's address is in a blocked region.
    pub region_restriction: bool,
    /// Where the visitor is.
    pub location: Location,
    /// The brand's settings (`status.info`), rendered once per merchant and language.
    pub info: Box<RawValue>,
}

/// The registration rules the status answer embeds (`info.register`). They are the access area's;
/// [`crate::app`] hands its reader to [`routes`], so this area never reaches into that one.
pub type RegisterRules = fn(&Db) -> Value;

/// `GET /wps/system/status`: the maintenance and region verdicts are for this visitor's address.
pub async fn status(ctx: Ctx, register_rules: RegisterRules) -> Reply<Status> {
    let (maintenance, region_restriction) = {
        let switches = ctx.mock.switches.read();
        (switches.maintenance, switches.blocks(ctx.client_ip))
    };
    let db = ctx.db().lock();
    let lang = Lang::from_code(&ctx.language);
    Ok(Answer(Status {
        maintenance,
        region_restriction,
        location: Location {
            ip: ctx.client_ip.map(|ip| ip.to_string()).unwrap_or_default(),
            country_code: db.system.market_country.clone(),
        },
        info: ctx.mock.info_cache.get(&ctx.mock, &ctx.merchant, lang, &db, || info(&ctx, &db, lang, register_rules)),
    }))
}

/// `status.info` rendered once per merchant and language: every visitor's status carries it, and
/// building it is most of the call's cost. An entry is reused only while the configuration it was
/// built from is unchanged, so a switched module or changed rule shows at once.
#[derive(Debug, Default)]
pub struct InfoCache(parking_lot::Mutex<std::collections::HashMap<(String, Lang), RenderedInfo>>);

/// A rendered `info` and the configuration fingerprint it was rendered under.
type RenderedInfo = (u64, Box<RawValue>);

impl InfoCache {
    fn get(&self, mock: &Mock, merchant: &str, lang: Lang, db: &Db, render: impl FnOnce() -> Value) -> Box<RawValue> {
        let fingerprint = info_fingerprint(mock, db);
        let key = (merchant.to_owned(), lang);
        if let Some((seen, rendered)) = self.0.lock().get(&key)
            && *seen == fingerprint
        {
            return rendered.clone();
        }
        #[expect(clippy::expect_used, reason = "a serde_json::Value always serialises (its keys are strings)")]
        let rendered = serde_json::value::to_raw_value(&render()).expect("JSON values serialise");
        self.0.lock().insert(key, (fingerprint, rendered.clone()));
        rendered
    }
}

/// What `info` is built from has changed when the configuration generation moved (every admin
/// change bumps it: upstream calls never change the site's configuration) or the switched-off
/// modules differ (tests and seeds set those directly).
fn info_fingerprint(mock: &Mock, db: &Db) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    mock.config_generation().hash(&mut hasher);
    db.system.disabled_modules.hash(&mut hasher);
    hasher.finish()
}

/// `status.info`; `register` holds the same field rules as `/wps/system/setting/register`.
fn info(ctx: &Ctx, db: &Db, lang: Lang, register_rules: RegisterRules) -> Value {
    let site = &db.system;
    let cdn = ctx.mock.settings.public_url.trim_end_matches('/').to_owned();
    json!({
        "whitelabel": whitelabel_tree(&ctx.mock, db),
        "mainDomain": site.main_domain(),
        "domainRoute": site.domains,
        "analytics": { "gtagId": site.gtag_id },
        "imageCDNs": [cdn],
        "launchGameCDNs": site.launch_game_cdns.clone().unwrap_or_else(|| vec![cdn.clone()]),
        "email": site.email,
        "brandName": site.brand_name,
        "resources": resources(&ctx.mock, site, lang),
        "customerService": if ctx.mock.dialect.read().customer_service.in_status() { customer_service(site) } else { Vec::new() },
        "register": register_rules(db),
    })
}

/// `resources[]` with absolute QR image URLs (the mock renders them, see `assets.rs`).
fn resources(mock: &Mock, site: &SystemState, lang: Lang) -> Vec<Value> {
    site.resources
        .iter()
        .enumerate()
        .map(|(index, r)| {
            json!({
                "resourceType": r.resource_type,
                "url": r.url,
                "qrCodeUrl": r.qr_code_url(mock),
                "labelNameEn": r.label.en,
                "labelName": r.label.get(lang),
                "sort": index + 1,
            })
        })
        .collect()
}

/// `customerService[]`: each path is Base64 DES ciphertext followed by its 8-character key.
fn customer_service(site: &SystemState) -> Vec<Value> {
    site.customer_service.iter().map(|cs| json!({ "csType": cs.cs_type, "path": encrypt_cs(site, &cs.url) })).collect()
}

/// A customer-service link encrypted with the merchant's key (protocol §3.7).
pub fn encrypt_cs(site: &SystemState, url: &str) -> String {
    let mut key = [b'0'; 8];
    for (slot, byte) in key.iter_mut().zip(site.cs_key.bytes()) {
        *slot = byte;
    }
    encrypt_customer_service_path(url, &key)
}

/// `GET /wps/system/whitelabel`: the same tree as `status.info.whitelabel`.
pub async fn whitelabel(ctx: Ctx) -> Reply<ModuleNode> {
    Ok(Answer(whitelabel_tree(&ctx.mock, &ctx.db().lock())))
}

// ---------------------------------------------------------------------------------------------
// Domains and routers

/// `GET /wps/system/domainRoute?domain=<host>`: what a host of the brand is for. Without `domain`
/// the upstream answers 400 `request_param_err` (observed); an unknown host is refused.
pub async fn domain_route(ctx: Ctx, RawQuery(raw): RawQuery) -> Reply<Value> {
    let params = params(raw)?;
    let Some(domain) = params.text("domain") else {
        return Err(Fail::bad_param("domain is required"));
    };
    let host = host_of(domain);
    let db = ctx.db().lock();
    let site = &db.system;
    let route = site
        .domains
        .iter()
        .find(|d| d.domain.eq_ignore_ascii_case(&host))
        .ok_or_else(|| Fail::business("domain.not.exist", "Invalid URL, please contact customer service"))?;
    Ok(Answer(json!({
        "domain": route.domain,
        "routeType": route.route_type,
        "mainDomain": site.main_domain(),
        "appDomain": route.route_type == RouteType::App,
    })))
}

/// The host of `https://Host:8080/path`, `Host:8080` or `host`, lower-cased.
pub fn host_of(text: &str) -> String {
    let rest = text.split_once("://").map_or(text, |(_, rest)| rest);
    let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let host = match host.rsplit_once(':') {
        Some((name, port)) if port.bytes().all(|b| b.is_ascii_digit()) && !name.contains(':') => name,
        _ => host,
    };
    host.to_ascii_lowercase()
}

/// `GET /wps/system/routers`: the domains for the speed test, resources, and the version's links;
/// the type `3` link (customer service) is encrypted like `customerService[].path` (spec 000 §7).
pub async fn routers(ctx: Ctx) -> Reply<Value> {
    let db = ctx.db().lock();
    let site = &db.system;
    let lang = Lang::from_code(&ctx.language);
    let domain_list: Vec<Value> = site
        .domains
        .iter()
        .filter(|d| matches!(d.route_type, RouteType::Main | RouteType::Mirror))
        .map(|d| json!({ "domain": d.domain, "speed": 0 }))
        .collect();
    let main = format!("https://{}", site.main_domain());
    let live_chat = site
        .customer_service
        .iter()
        .find(|cs| cs.cs_type == CsType::Livechat)
        .map(|cs| encrypt_cs(site, &cs.url))
        .unwrap_or_default();
    let mut path_list = vec![
        json!({ "type": "1", "name": "download", "path": format!("{main}/down") }),
        json!({ "type": "2", "name": "help", "path": format!("{main}/help") }),
    ];
    if ctx.mock.dialect.read().customer_service.in_path_list() {
        path_list.push(json!({ "type": "3", "name": "customerService", "path": live_chat }));
    }
    Ok(Answer(json!({
        "domainList": domain_list,
        "resources": resources(&ctx.mock, site, lang),
        "version": { "versionNo": site.app_version, "pathList": path_list },
    })))
}

// ---------------------------------------------------------------------------------------------
// Help centre and templates

/// `GET /wps/system/helpCenter?lang=TH&device=WEB`: the articles for that device, in that language
/// (English for languages the brand has no text in).
pub async fn help_center(ctx: Ctx, RawQuery(raw): RawQuery) -> Reply<Vec<Value>> {
    let params = params(raw)?;
    let lang = Lang::resolve(&params, "lang", &ctx.language).map_err(Fail::bad_param)?;
    let device = Device::from_query(&params).map_err(Fail::bad_param)?.unwrap_or(Device::Web);
    let db = ctx.db().lock();
    Ok(Answer(db.system.help.iter().filter_map(|a| help_item(a, lang, device)).collect()))
}

fn help_item(article: &HelpArticle, lang: Lang, device: Device) -> Option<Value> {
    if !article.devices.is_empty() && !article.devices.contains(&device) {
        return None;
    }
    let children: Vec<Value> = article.children.iter().filter_map(|c| help_item(c, lang, device)).collect();
    Some(json!({
        "title": article.title.get(lang),
        "content": article.content.get(lang),
        "bgColor": article.bg_color,
        "lang": lang.code(),
        "display": article.display,
        "tag": article.tag,
        "children": children,
    }))
}

/// `GET /wps/system/templates?lang=TH`: the site's text templates as `[{templateCode, lang, value,
/// content}]`.
pub async fn templates(ctx: Ctx, RawQuery(raw): RawQuery) -> Reply<Vec<Value>> {
    let params = params(raw)?;
    let lang = Lang::resolve(&params, "lang", &ctx.language).map_err(Fail::bad_param)?;
    let db = ctx.db().lock();
    Ok(Answer(
        db.system
            .templates
            .iter()
            .map(|t| json!({ "templateCode": t.code, "lang": lang.code(), "value": t.value, "content": t.text.get(lang) }))
            .collect(),
    ))
}

/// This area's calls; the status answer embeds `register_rules`.
pub fn routes(register_rules: RegisterRules) -> Router<Arc<Mock>> {
    Router::new()
        .route("/wps/system/status", get(move |ctx: Ctx| status(ctx, register_rules)))
        .route("/wps/system/whitelabel", get(whitelabel))
        .route("/wps/system/domainRoute", get(domain_route))
        .route("/wps/system/routers", get(routers))
        .route("/wps/system/helpCenter", get(help_center))
        .route("/wps/system/templates", get(templates))
}

/// Seeds this area's part of a fresh merchant database (the members exist already). Modules another
/// area's seed switched off stay off.
pub fn seed(db: &mut Db) {
    seed_data::seed(&mut db.system);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosts_are_read_from_urls_and_host_headers() {
        assert_eq!(host_of("https://WWW.Veneer.example:8443/path?q"), "www.veneer.example");
        assert_eq!(host_of("localhost:3000"), "localhost");
        assert_eq!(host_of("m.veneer.example"), "m.veneer.example");
    }
}
