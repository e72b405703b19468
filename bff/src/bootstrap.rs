//! `GET /bff/bootstrap`: everything first paint needs, in one answer cached per brand × language.
//!
//! Built from the brand file and the upstream's public configuration: system status `info` (white-label
//! tree, registration rules, resources, customer service, CDNs, analytics) and the routers (the
//! brand's domains, the customer-service link); the separate white-label and registration calls only when
//! `info` lacks them. The tree becomes the brand's feature switches ([`crate::features`]). Customer-service
//! links arrive encrypted (protocol §3.7) and leave decrypted: the routers' `version.pathList` entry of type
//! `3` first (spec 000 §7), then the status's `customerService`. Nothing in it
//! depends on the visitor or a session, so one fill serves everyone; while the upstream fails, the
//! last good answer is served.

use std::collections::BTreeMap;

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use upstream_protocol::crypto::decrypt_customer_service_path;
use upstream_protocol::envelope::Envelope;
use upstream_protocol::languages::Language;
use upstream_protocol::whitelabel;
use utoipa::ToSchema;

use crate::AppState;
use crate::brand::CurrentBrand;
use crate::brand::language_of;
use crate::config::{Brand, Channel, MinimumAge, Palette, ThemeName, TimeZoneName};
use crate::error::BffError;
use crate::features::Features;
use crate::upstream::cache::CacheKey;
use crate::upstream::retries::Fallback;
use crate::upstream::{Answer, public};

/// The key of the registration settings that holds every pattern rather than one field's rule.
const PATTERN_CATALOGUE: &str = "patternCatalogue";

/// Where the bootstrap answer is filed in the public cache.
const CACHE_PATH: &str = "/bff/bootstrap";

/// The answer's `value`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Bootstrap {
    /// The brand as the front shows it, mostly from its brand file.
    pub brand: BrandView,
    /// The page's locale code (the `lang` cookie when the brand offers it, else its default).
    pub locale: &'static str,
    /// The languages the brand offers, in its order.
    pub languages: Vec<LanguageView>,
    /// Every feature switch, on or off for this brand ([`crate::features`]).
    pub features: Features,
    /// Registration field rules by field name.
    pub register: BTreeMap<String, RegisterRule>,
    /// Every pattern a rule's `patternId` may name (the upstream's `patternCatalogue`).
    pub register_patterns: Vec<RegisterRule>,
    /// Contact and download links (LINE, Telegram, the apps…) from the upstream's system status.
    pub resources: Vec<Resource>,
    /// Customer-service links, decrypted: the routers' type-3 link (as `LIVECHAT`), then the status's others.
    pub customer_service: Vec<CustomerService>,
    /// Hosts the upstream serves images from (system status `imageCDNs`).
    #[serde(rename = "imageCDNs")]
    pub image_cdns: Vec<String>,
    /// Hosts games are launched from (system status `launchGameCDNs`).
    #[serde(rename = "launchGameCDNs")]
    pub launch_game_cdns: Vec<String>,
    /// The upstream's analytics settings (system status `analytics`).
    pub analytics: Analytics,
    /// The brand's main domain, as the upstream names it (`mainDomain`; empty when it names none).
    pub main_domain: String,
    /// The brand's domains, for the side bar's speed test (the routers' `domainList`).
    pub domains: Vec<Domain>,
    /// The upstream is failing: the page is drawn from what the BFF kept (its last good answers; with
    /// nothing kept, only the brand's own parts are filled) and tells the visitor the network is at fault.
    pub degraded: bool,
}

/// The brand as the front needs it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BrandView {
    /// The brand id: its file name without `.toml`.
    pub id: String,
    /// The brand's name, as pages show it.
    pub name: String,
    /// URL of the logo (`/bff/brand/<file>`).
    pub logo: String,
    /// URL of the square app icon for the web manifest.
    pub icon: String,
    /// The public support e-mail: the brand file's, else the upstream's.
    pub email: Option<String>,
    /// The CSS colour of the live-chat window's header.
    pub chat_header_color: String,
    /// Whether the login window offers free play.
    pub free_play_login: bool,
    /// Whether user-name login, SMS codes and registration need the slider human check first
    /// (`POST /bff/human-check`).
    pub human_check: bool,
    /// The third-party sign-in channels the brand has an identity page for (`GET /bff/identity/{channel}`);
    /// the front offers those whose white-label switch is on too.
    pub identity: Vec<Channel>,
    /// The age the registration terms ask the visitor to confirm: 18 or 21.
    pub minimum_age: MinimumAge,
    /// The IANA zone the upstream counts days in: the front shows dates and computes date presets in it.
    pub time_zone: TimeZoneName,
    /// Hosts `/game` may frame besides the upstream's `launchGameCDNs` (`security.frame_hosts`, which the
    /// page's CSP allows too): a game there opens in the frame, not in a new tab.
    pub frame_hosts: Vec<String>,
    /// The theme first shown and the colours of each.
    pub theme: ThemeView,
}

/// The theme first shown and the brand colours of each.
#[derive(Debug, Serialize, ToSchema)]
pub struct ThemeView {
    /// The theme a visitor gets until they choose one.
    pub default: ThemeName,
    /// The dark theme's colours.
    pub dark: Palette,
    /// The light theme's colours.
    pub light: Palette,
}

/// One row of the language table, as a brand offers it.
#[derive(Debug, Serialize, ToSchema)]
pub struct LanguageView {
    /// Its row of the language table (locale code, the upstream's code, its own name, its direction).
    #[serde(flatten)]
    pub language: Language,
    /// Whether it is the brand's default.
    pub default: bool,
}

/// A registration field's rule (protocol §5, "Register settings").
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegisterRule {
    /// The field name, or `reg_pattern_<id>` in the pattern catalogue.
    #[serde(default)]
    pub key: String,
    /// What the pattern accepts, in words (pattern catalogue only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// A regular expression the value must match; `*` means anything.
    #[serde(default = "any_pattern")]
    pub accepted_pattern: String,
    /// The fewest characters the value may have.
    #[serde(default)]
    pub min_length: Option<u32>,
    /// The most characters the value may have.
    #[serde(default)]
    pub max_length: Option<u32>,
    /// Names the message `reg_pattern_<patternId>`.
    #[serde(default)]
    pub pattern_id: Option<i64>,
    /// Whether the form shows the field.
    #[serde(default = "yes")]
    pub enabled: bool,
    /// Whether the field must be filled in.
    #[serde(default)]
    pub required: bool,
}

fn any_pattern() -> String {
    "*".into()
}

fn yes() -> bool {
    true
}

/// A contact or download link (LINE, TELEGRAM, IOS, ANDROID…).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Resource {
    /// What the link is: `LINE`, `TELEGRAM`, `IOS`, `ANDROID`…
    pub resource_type: String,
    /// The link; empty when the upstream gives none.
    #[serde(default)]
    pub url: String,
    /// An image of the link as a QR code; empty when there is none.
    #[serde(default)]
    pub qr_code_url: String,
    /// Its label as the upstream words it in the local language; `labelNameEn` is the English one.
    #[serde(default)]
    pub label_name: String,
    /// Its label in English: the front's text for the link (the type, when empty).
    #[serde(default)]
    pub label_name_en: String,
    /// Its place among the links of its type: lower first.
    #[serde(default)]
    pub sort: i64,
}

/// A customer-service link (`LIVECHAT`, `VIP`, `LINE`…).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CustomerService {
    /// What the link is: `LIVECHAT`, `VIP`, `LINE`…
    pub cs_type: String,
    /// The link, decrypted.
    pub url: String,
}

/// The upstream's analytics settings.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Analytics {
    /// The Google tag id (`G-…`) pages load gtag with; without one, pages load no analytics.
    #[serde(default)]
    pub gtag_id: Option<String>,
}

/// One of the brand's domains, for the speed test.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct Domain {
    /// The host name, without a scheme.
    pub domain: String,
    /// The upstream's own figure for it; the speed test times each domain from the browser and does not read it.
    #[serde(default)]
    pub speed: f64,
}

/// `GET /bff/bootstrap`.
#[utoipa::path(get, path = "/bff/bootstrap", tag = "bff", responses(
    (status = 200, body = Envelope<Bootstrap>),
    (status = 502, description = "the upstream cannot be asked and nothing was kept", body = Envelope<serde_json::Value>),
))]
pub async fn bootstrap(
    State(state): State<AppState>,
    CurrentBrand(brand): CurrentBrand,
    headers: HeaderMap,
) -> Response {
    let language = language_of(&brand, &headers);
    let key = CacheKey::new(&brand.id, language.code, None, CACHE_PATH, None);
    let (shared, this_brand) = (&state, &*brand);
    let fill = move |fallback| async move {
        let value = build(shared, this_brand, language, fallback).await?;
        Ok(Answer::json_body(StatusCode::OK, &Envelope::ok(value)))
    };
    match state.cache.get_or_fill(key, brand.cache.config, fill).await {
        Ok(answer) if state.upstream.is_failing(&brand) => {
            // What was kept, said to be so: the last good configuration, marked degraded.
            let mut body = answer.json().unwrap_or_default();
            body["value"]["degraded"] = Value::Bool(true);
            let mut response = (answer.status, Json(body)).into_response();
            response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
            response
        }
        Ok(answer) => {
            let mut response = (answer.status, answer.headers.clone(), answer.body.clone()).into_response();
            // The same for every visitor of this brand and language; the language comes from a cookie.
            response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
            response
        }
        Err(error) => {
            tracing::warn!(%error, brand = %brand.id, "bootstrap without the upstream: only the brand's own parts");
            let mut response = Json(Envelope::ok(Bootstrap::without_upstream(&brand, language))).into_response();
            response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
            response
        }
    }
}

impl Bootstrap {
    /// The brand's own parts (from its file), the upstream's empty.
    fn without_upstream(brand: &Brand, language: &'static Language) -> Self {
        Self {
            brand: brand_view(brand, None),
            locale: language.code,
            languages: languages(brand),
            features: Features::of(brand, None),
            register: BTreeMap::new(),
            register_patterns: Vec::new(),
            resources: Vec::new(),
            customer_service: Vec::new(),
            image_cdns: Vec::new(),
            launch_game_cdns: Vec::new(),
            analytics: Analytics::default(),
            main_domain: String::new(),
            domains: Vec::new(),
            degraded: true,
        }
    }
}

fn brand_view(brand: &Brand, upstream_email: Option<&str>) -> BrandView {
    let theme = &brand.theme;
    BrandView {
        id: brand.id.clone(),
        name: brand.name.clone(),
        logo: format!("/bff/brand/{}", brand.logo),
        icon: format!("/bff/brand/{}", brand.icon),
        email: brand.email.clone().or_else(|| upstream_email.map(str::to_owned)),
        chat_header_color: theme.chat_header_color.as_str().to_owned(),
        free_play_login: brand.free_play_login,
        human_check: brand.human_check.enabled,
        identity: brand.identity.channels(),
        minimum_age: brand.minimum_age,
        time_zone: brand.time_zone.clone(),
        frame_hosts: brand.security.frame_hosts.clone(),
        theme: ThemeView { default: theme.default, dark: theme.dark.clone(), light: theme.light.clone() },
    }
}

fn languages(brand: &Brand) -> Vec<LanguageView> {
    brand
        .languages
        .supported
        .iter()
        .map(|&l| LanguageView { language: *l, default: l == brand.languages.default })
        .collect()
}

/// Asks the upstream and assembles the answer.
async fn build(
    state: &AppState,
    brand: &Brand,
    language: &'static Language,
    fallback: Fallback,
) -> Result<Bootstrap, BffError> {
    let fetch = |path: &'static str| async move {
        let answer = public::fetch_path(state, brand, language.upstream, path, fallback).await?;
        envelope_value(&answer, path)
    };
    // Both run to the end (not `try_join`): when one is the breaker's probe, dropping it because the
    // other failed would leave the breaker without its verdict.
    let (status, routers) = tokio::join!(fetch("/wps/system/status"), fetch("/wps/system/routers"));
    let (status, routers) = (status?, routers?);
    let info = &status["info"];
    let tree = match info.get("whitelabel") {
        Some(tree) if !tree.is_null() => tree.clone(),
        _ => fetch("/wps/system/whitelabel").await?,
    };
    let register = match info.get("register") {
        Some(rules) if rules.is_object() => rules.clone(),
        _ => fetch("/wps/system/setting/register").await?,
    };
    let resources = match info.get("resources") {
        Some(list) if list.is_array() => list,
        _ => &routers["resources"],
    };
    Ok(Bootstrap {
        brand: brand_view(brand, info["email"].as_str()),
        locale: language.code,
        languages: languages(brand),
        features: Features::of(brand, Some(&whitelabel::flatten(&tree))),
        register: register
            .as_object()
            .into_iter()
            .flatten()
            .filter(|(_, rule)| rule.is_object())
            .map(|(name, rule)| (name.clone(), field(rule, name)))
            .collect(),
        register_patterns: field(&register[PATTERN_CATALOGUE], PATTERN_CATALOGUE),
        resources: field(resources, "resources"),
        customer_service: customer_service(&routers, info),
        image_cdns: field(&info["imageCDNs"], "imageCDNs"),
        launch_game_cdns: field(&info["launchGameCDNs"], "launchGameCDNs"),
        analytics: field(&info["analytics"], "analytics"),
        main_domain: info["mainDomain"].as_str().unwrap_or_default().to_owned(),
        domains: field(&routers["domainList"], "domainList"),
        degraded: false,
    })
}

/// A part of the upstream's configuration, read; empty (with a warning) when it is missing or unreadable,
/// so one odd field does not take first paint down.
fn field<T: serde::de::DeserializeOwned + Default>(value: &Value, name: &str) -> T {
    if value.is_null() {
        return T::default();
    }
    serde_json::from_value(value.clone()).unwrap_or_else(|error| {
        tracing::warn!(%error, field = name, "the upstream's configuration has an unreadable field; leaving it empty");
        T::default()
    })
}

/// The `value` of a successful envelope; anything else means the upstream cannot configure the site now.
fn envelope_value(answer: &Answer, path: &str) -> Result<Value, BffError> {
    match answer.json() {
        Some(mut json) if answer.status.is_success() && json["success"] == true => Ok(json["value"].take()),
        _ => {
            tracing::warn!(path, status = %answer.status, "the upstream refused a configuration call");
            Err(BffError::UpstreamUnavailable)
        }
    }
}

/// The customer-service links, decrypted: the routers' `version.pathList` entry of type `3` (spec 000 §7:
/// the customer-service link, here the live chat), then the status's `customerService[]` of other types
/// (and its live chat when the routers have none). An entry that does not decrypt is left out: a browser must
/// never see the ciphertext.
pub fn customer_service(routers: &Value, status_info: &Value) -> Vec<CustomerService> {
    let path_list = routers["version"]["pathList"].as_array().map(Vec::as_slice).unwrap_or_default();
    let from_routers = path_list
        .iter()
        .filter(|entry| entry["type"] == "3" || entry["type"] == 3)
        .filter_map(|entry| decrypted(LIVE_CHAT, entry["path"].as_str()?));
    let mut links: Vec<CustomerService> = from_routers.take(1).collect();
    let from_status = status_info["customerService"].as_array().map(Vec::as_slice).unwrap_or_default();
    for entry in from_status {
        let Some(cs_type) = entry["csType"].as_str() else { continue };
        if links.iter().any(|link| link.cs_type == cs_type) {
            continue;
        }
        if let Some(link) = entry["path"].as_str().and_then(|path| decrypted(cs_type, path)) {
            links.push(link);
        }
    }
    links
}

/// The live chat's type among the customer-service links.
const LIVE_CHAT: &str = "LIVECHAT";

fn decrypted(cs_type: &str, path: &str) -> Option<CustomerService> {
    match decrypt_customer_service_path(path) {
        Ok(url) => Some(CustomerService { cs_type: cs_type.to_owned(), url }),
        Err(error) => {
            tracing::warn!(cs_type, %error, "a customer-service link does not decrypt; leaving it out");
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;
    use upstream_protocol::crypto::encrypt_customer_service_path;

    use super::*;

    #[test]
    fn customer_service_links_leave_decrypted_or_not_at_all() {
        let path = encrypt_customer_service_path("https://chat.example/room", b"k3yK3y!!");
        let info = json!({"customerService": [{"csType": "LIVECHAT", "path": path}, {"csType": "VIP", "path": "not-encrypted"}]});
        let links = customer_service(&json!(null), &info);
        assert_eq!(links.len(), 1);
        assert_eq!((links[0].cs_type.as_str(), links[0].url.as_str()), ("LIVECHAT", "https://chat.example/room"));
        assert!(customer_service(&json!(null), &json!(null)).is_empty());
    }

    #[test]
    fn the_routers_type_3_link_comes_first_then_the_statuss_others() {
        let key = b"k3yK3y!!";
        let routers = json!({"version": {"pathList": [
            {"type": "1", "path": "https://www.example/down"},
            {"type": "3", "path": encrypt_customer_service_path("https://chat.example/routers", key)},
        ]}});
        let info = json!({"customerService": [
            {"csType": "LIVECHAT", "path": encrypt_customer_service_path("https://chat.example/status", key)},
            {"csType": "VIP", "path": encrypt_customer_service_path("https://vip.example/", key)},
        ]});
        let links: Vec<(String, String)> =
            customer_service(&routers, &info).into_iter().map(|l| (l.cs_type, l.url)).collect();
        assert_eq!(
            links,
            [
                ("LIVECHAT".to_owned(), "https://chat.example/routers".to_owned()),
                ("VIP".to_owned(), "https://vip.example/".to_owned())
            ]
        );
        let only_routers = customer_service(&routers, &json!({}));
        assert_eq!(only_routers.len(), 1, "a link only in pathList is found");
        let numeric = json!({"version": {"pathList": [{"type": 3, "path": encrypt_customer_service_path("https://n.example/", key)}]}});
        assert_eq!(customer_service(&numeric, &json!({}))[0].url, "https://n.example/");
    }
}
