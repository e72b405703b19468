//! The admin side of the site's configuration:
//!
//! - `/__admin/system/modules`: the white-label switches, for one merchant or all (`/__admin/modules`
//!   still answers, deprecated);
//! - `/__admin/system/help`, `resources`, `customer-service`, `domains` and `site`: what system
//!   status, routers, domain route and the help centre answer, each in the upstream's shape (see
//!   [`crate::admin_resource`] for the calls every kind has; `/__admin/content/<kind>` still answers,
//!   deprecated).

use std::collections::BTreeSet;
use std::sync::Arc;

use axum::extract::State;
use axum::http::Method;
use serde::{Deserialize, Serialize};
use upstream_protocol::crypto::decrypt_customer_service_path;

use super::whitelabel::{self, ModuleNode};
use super::{
    CsType, CustomerService, DomainRoute, HelpArticle, RESOURCE_TYPES, Resource as SiteResource, RouteType,
    SystemState, encrypt_cs, has_qr_code, host_of, seed_data, whitelabel_tree,
};
use crate::admin_call::{AdminMerchant, each_merchant};
use crate::admin_call::{Call, MERCHANT, with_aliases};
use crate::admin_resource::{Resource, bad_entry, is_absolute_link};
use crate::input::{Payload, QueryFields};
use crate::locale::Localized;
use crate::reply::{Answer, Fail};
use crate::state::{Db, Mock};

// ---------------------------------------------------------------------------------------------
// White-label switches

/// The body of `PUT /__admin/system/modules`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModulesRequest {
    /// The module ids to switch off (every other module is on).
    pub disabled: Vec<String>,
}

/// One merchant's switched-off modules, as `/__admin/system/modules` answers it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MerchantModules {
    /// The merchant's code.
    pub merchant: String,
    /// The module ids switched off.
    pub disabled: BTreeSet<String>,
    /// The white-label tree as the status answer sends it, with these modules off.
    pub whitelabel: ModuleNode,
}

/// The system area's own admin calls (its content kinds are gathered with the others in
/// `crate::admin`): `GET` the switched-off modules, `PUT {"disabled": [...]}` to replace them
/// (`?merchant=` for one merchant, else all), also at their old path `/modules`.
pub fn admin_calls() -> Vec<Call> {
    let calls = vec![
        Call::new(
            Method::GET,
            "/system/modules",
            "The white-label modules switched off, with the tree",
            r#"[{"merchant": "veneerdemo", "disabled": ["GEETEST3"], "whitelabel": {}}]"#,
            get_modules,
        )
        .query(&[MERCHANT]),
        Call::new(
            Method::PUT,
            "/system/modules",
            "Replace the modules switched off",
            r#"[{"merchant": "veneerdemo", "disabled": ["MOBILENUMREG3"], "whitelabel": {}}]"#,
            put_modules,
        )
        .query(&[MERCHANT])
        .body(r#"{"disabled": ["MOBILENUMREG3"]}"#),
    ];
    with_aliases(calls, |path| path.strip_prefix("/system").map(str::to_owned))
}

fn describe(mock: &Mock, code: &str, db: &Db) -> MerchantModules {
    MerchantModules {
        merchant: code.to_owned(),
        disabled: db.system.disabled_modules.clone(),
        whitelabel: whitelabel_tree(mock, db),
    }
}

async fn get_modules(
    State(mock): State<Arc<Mock>>,
    QueryFields(which): QueryFields<AdminMerchant>,
) -> Result<Answer<Vec<MerchantModules>>, Fail> {
    each_merchant(&mock, &which, |code, db| Ok(describe(&mock, code, db)))
}

async fn put_modules(
    State(mock): State<Arc<Mock>>,
    QueryFields(which): QueryFields<AdminMerchant>,
    Payload(request): Payload<ModulesRequest>,
) -> Result<Answer<Vec<MerchantModules>>, Fail> {
    if let Some(bad) = request.disabled.iter().find(|id| !whitelabel::is_module_id(id)) {
        return Err(Fail::bad_param(format!(
            "'{bad}' is not a module id (upper-case letters and digits, e.g. MOBILENUMREG3)"
        )));
    }
    let disabled: BTreeSet<String> = request.disabled.into_iter().collect();
    each_merchant(&mock, &which, |code, db| {
        db.system.disabled_modules = disabled.clone();
        Ok(describe(&mock, code, db))
    })
}

/// The demo seed of the site's configuration, for the kinds' resets.
fn seeded() -> SystemState {
    let mut site = SystemState::default();
    seed_data::seed(&mut site);
    site
}

// ---------------------------------------------------------------------------------------------
// Help centre

/// The help centre's articles (`GET /wps/system/helpCenter`), with every language and the devices
/// each is for.
pub struct Help;

impl Resource for Help {
    const AREA: &'static str = "system";
    const NAME: &'static str = "help";
    const EXAMPLE: &'static str = r##"[{"tag": "terms", "title": {"en": "Terms", "th": "ข้อกำหนด", "lo": "ຂໍ້ກຳນົດ"}, "content": {"en": "<p>…</p>", "th": "<p>…</p>"}, "bgColor": "#2b2f3a", "children": []}]"##;
    type Scope = ();
    type View = Vec<HelpArticle>;
    type Body = Vec<HelpArticle>;

    fn read(_: &Mock, db: &Db, _: &()) -> Vec<HelpArticle> {
        db.system.help.clone()
    }

    fn replace(_: &Mock, db: &mut Db, _: &(), body: Vec<HelpArticle>) -> Result<(), Fail> {
        let mut tags = BTreeSet::new();
        check_tags("help", &body, &mut tags)?;
        db.system.help = body;
        Ok(())
    }

    fn clear(db: &mut Db, _: &()) {
        db.system.help.clear();
    }

    fn reset(db: &mut Db) {
        db.system.help = seeded().help;
    }
}

/// Every tag is an anchor the front links to (`/help#term`): present, one word, used once.
fn check_tags(path: &str, articles: &[HelpArticle], seen: &mut BTreeSet<String>) -> Result<(), Fail> {
    for (index, article) in articles.iter().enumerate() {
        let tag = article.tag.as_str();
        if tag.is_empty() || tag.contains(|c: char| c.is_whitespace() || c == '#') {
            return Err(bad_entry(path, index, format!("tag must be one word without '#', not '{tag}'")));
        }
        if !seen.insert(tag.to_owned()) {
            return Err(bad_entry(path, index, format!("tag '{tag}' is used twice")));
        }
        check_tags(&format!("{path}[{index}].children"), &article.children, seen)?;
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Resources

/// A resource as status answers it; `labelName` is the brand's own language (Thai; English when
/// left out). `qrCodeUrl`: left out, the mock draws one for LINE and the downloads; `""` for none;
/// any other value, the mock draws the QR code of `url`. `sort` orders the list when given.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ResourceEntry {
    /// `LINE`, `TELEGRAM`, `FACEBOOK`, `TIKTOK`, `TWITTER`, `YOUTUBE`, `INSTAGRAM`, `ZALO`, `IOS`, `IOS-LITE-APP` or
    /// `ANDROID`.
    pub resource_type: String,
    /// The link.
    pub url: String,
    /// The label in English.
    #[serde(default)]
    pub label_name_en: String,
    /// The label in the brand's own language (Thai); the English one when left out.
    #[serde(default)]
    pub label_name: String,
    /// Left out: the mock draws a QR code for LINE and the downloads; `""`: none; any other value: a QR code of `url`.
    #[serde(default)]
    pub qr_code_url: Option<String>,
    /// Position in the list, when given.
    #[serde(default)]
    pub sort: Option<usize>,
}

/// Social links, LINE contacts and app downloads (`status.info.resources`, `routers.resources`).
pub struct Resources;

impl Resource for Resources {
    const AREA: &'static str = "system";
    const NAME: &'static str = "resources";
    const EXAMPLE: &'static str = r#"[{"resourceType": "LINE", "labelName": "ไลน์ @veneerdemo", "labelNameEn": "LINE @veneerdemo", "url": "https://line.me/R/ti/p/@veneerdemo", "sort": 1}]"#;
    type Scope = ();
    type View = Vec<ResourceEntry>;
    type Body = Vec<ResourceEntry>;

    fn read(mock: &Mock, db: &Db, _: &()) -> Vec<ResourceEntry> {
        db.system
            .resources
            .iter()
            .enumerate()
            .map(|(index, r)| ResourceEntry {
                resource_type: r.resource_type.clone(),
                url: r.url.clone(),
                label_name_en: r.label.en.clone(),
                label_name: r.label.th.clone(),
                qr_code_url: Some(r.qr_code_url(mock)),
                sort: Some(index + 1),
            })
            .collect()
    }

    fn replace(_: &Mock, db: &mut Db, _: &(), body: Vec<ResourceEntry>) -> Result<(), Fail> {
        let mut sorted = Vec::with_capacity(body.len());
        for (index, entry) in body.into_iter().enumerate() {
            let kind = entry.resource_type.trim().to_ascii_uppercase();
            if !RESOURCE_TYPES.contains(&kind.as_str()) {
                let why = format!("unknown resourceType '{}' ({})", entry.resource_type, RESOURCE_TYPES.join(", "));
                return Err(bad_entry("resources", index, why));
            }
            if !is_absolute_link(&entry.url) {
                return Err(bad_entry(
                    "resources",
                    index,
                    format!("url must be a link (scheme:…), not '{}'", entry.url),
                ));
            }
            let with_qr = entry.qr_code_url.map_or(has_qr_code(&kind), |qr| !qr.is_empty());
            let resource = SiteResource {
                resource_type: kind,
                url: entry.url,
                label: Localized::new(entry.label_name_en, entry.label_name),
                with_qr,
            };
            sorted.push((entry.sort.unwrap_or(index + 1), resource));
        }
        sorted.sort_by_key(|(sort, _)| *sort);
        db.system.resources = sorted.into_iter().map(|(_, resource)| resource).collect();
        Ok(())
    }

    fn clear(db: &mut Db, _: &()) {
        db.system.resources.clear();
    }

    fn reset(db: &mut Db) {
        db.system.resources = seeded().resources;
    }
}

// ---------------------------------------------------------------------------------------------
// Customer service

/// A customer-service link: the admin gives the plain `url`; answers carry `path`, the link
/// DES-encrypted with its key appended (protocol §3.7). A `path` given back (as `GET` shows it)
/// must decrypt to the `url`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CustomerServiceEntry {
    /// Which customer service it is: `VIP`, `LIVECHAT` or `LINE`.
    pub cs_type: CsType,
    /// The plain link.
    pub url: String,
    /// The link DES-encrypted with its key appended, as status answers it; given back, it must decrypt to `url`.
    #[serde(default)]
    pub path: Option<String>,
}

/// `status.info.customerService` (and the routers' type-3 link, the live chat).
pub struct CustomerServiceLinks;

impl Resource for CustomerServiceLinks {
    const AREA: &'static str = "system";
    const NAME: &'static str = "customer-service";
    const EXAMPLE: &'static str =
        r#"[{"csType": "LIVECHAT", "url": "https://chat.veneer.example/livechat?merchant=veneerdemo"}]"#;
    type Scope = ();
    type View = Vec<CustomerServiceEntry>;
    type Body = Vec<CustomerServiceEntry>;

    fn read(_: &Mock, db: &Db, _: &()) -> Vec<CustomerServiceEntry> {
        let site = &db.system;
        site.customer_service
            .iter()
            .map(|cs| CustomerServiceEntry {
                cs_type: cs.cs_type,
                url: cs.url.clone(),
                path: Some(encrypt_cs(site, &cs.url)),
            })
            .collect()
    }

    fn replace(_: &Mock, db: &mut Db, _: &(), body: Vec<CustomerServiceEntry>) -> Result<(), Fail> {
        let mut links: Vec<CustomerService> = Vec::with_capacity(body.len());
        for (index, entry) in body.into_iter().enumerate() {
            let bad = |why: String| bad_entry("customer-service", index, why);
            if !is_absolute_link(&entry.url) {
                return Err(bad(format!("url must be a link (scheme:…), not '{}'", entry.url)));
            }
            if let Some(path) = &entry.path
                && decrypt_customer_service_path(path).ok().as_deref() != Some(entry.url.as_str())
            {
                return Err(bad("path does not decrypt to url: give url alone".into()));
            }
            if links.iter().any(|link| link.cs_type == entry.cs_type) {
                return Err(bad(format!("csType {:?} is listed twice", entry.cs_type)));
            }
            links.push(CustomerService { cs_type: entry.cs_type, url: entry.url });
        }
        db.system.customer_service = links;
        Ok(())
    }

    fn clear(db: &mut Db, _: &()) {
        db.system.customer_service.clear();
    }

    fn reset(db: &mut Db) {
        db.system.customer_service = seeded().customer_service;
    }
}

// ---------------------------------------------------------------------------------------------
// Domains

/// The brand's hosts (`status.info.domainRoute`, `domainRoute`, `routers.domainList`); the `MAIN`
/// one is `mainDomain`.
pub struct Domains;

impl Resource for Domains {
    const AREA: &'static str = "system";
    const NAME: &'static str = "domains";
    const EXAMPLE: &'static str = r#"[{"domain": "www.veneer.example", "routeType": "MAIN"}]"#;
    type Scope = ();
    type View = Vec<DomainRoute>;
    type Body = Vec<DomainRoute>;

    fn read(_: &Mock, db: &Db, _: &()) -> Vec<DomainRoute> {
        db.system.domains.clone()
    }

    fn replace(_: &Mock, db: &mut Db, _: &(), body: Vec<DomainRoute>) -> Result<(), Fail> {
        let mut domains: Vec<DomainRoute> = Vec::with_capacity(body.len());
        for (index, entry) in body.into_iter().enumerate() {
            let host = host_of(&entry.domain);
            if host.is_empty() || host != entry.domain.trim().to_ascii_lowercase() {
                let why = format!("domain must be a host name such as m.veneer.example, not '{}'", entry.domain);
                return Err(bad_entry("domains", index, why));
            }
            if domains.iter().any(|d| d.domain == host) {
                return Err(bad_entry("domains", index, format!("{host} is listed twice")));
            }
            if entry.route_type == RouteType::Main && domains.iter().any(|d| d.route_type == RouteType::Main) {
                return Err(bad_entry("domains", index, "a brand has one MAIN domain"));
            }
            domains.push(DomainRoute { domain: host, route_type: entry.route_type });
        }
        db.system.domains = domains;
        Ok(())
    }

    fn clear(db: &mut Db, _: &()) {
        db.system.domains.clear();
    }

    fn reset(db: &mut Db) {
        db.system.domains = seeded().domains;
    }
}

// ---------------------------------------------------------------------------------------------
// Brand settings

/// The brand's own fields of `status.info`; an empty one is "not configured" (the footer then
/// shows no e-mail, the front loads no analytics).
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct SiteSettings {
    /// The brand's name; empty when not configured.
    pub brand_name: String,
    /// The contact e-mail shown in the footer; empty when not configured.
    pub email: String,
    /// The analytics the front loads.
    pub analytics: Analytics,
    /// The launch hosts; left out, the mock's own public URL (which serves its game pages). Another host
    /// makes every game one the front cannot frame, so it opens in a new tab.
    #[serde(rename = "launchGameCDNs", skip_serializing_if = "Option::is_none")]
    pub launch_game_cdns: Option<Vec<String>>,
}

/// The analytics settings of `status.info`.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Analytics {
    /// The Google Analytics tag id; empty when the front loads none.
    pub gtag_id: String,
}

/// `status.info.brandName`, `email`, `analytics.gtagId` and `launchGameCDNs`.
pub struct Site;

impl Resource for Site {
    const AREA: &'static str = "system";
    const NAME: &'static str = "site";
    const EXAMPLE: &'static str =
        r#"{"brandName": "Veneer Demo", "email": "support@veneer.example", "analytics": {"gtagId": "G-VNRDEMO01"}}"#;
    const CLEARED: &'static str = r#"{"brandName": "", "email": "", "analytics": {"gtagId": ""}}"#;
    type Scope = ();
    type View = SiteSettings;
    type Body = SiteSettings;

    fn read(_: &Mock, db: &Db, _: &()) -> SiteSettings {
        let site = &db.system;
        SiteSettings {
            brand_name: site.brand_name.clone(),
            email: site.email.clone(),
            analytics: Analytics { gtag_id: site.gtag_id.clone() },
            launch_game_cdns: site.launch_game_cdns.clone(),
        }
    }

    fn replace(_: &Mock, db: &mut Db, _: &(), body: SiteSettings) -> Result<(), Fail> {
        let email = body.email.trim();
        if !email.is_empty()
            && !email.split_once('@').is_some_and(|(user, host)| !user.is_empty() && host.contains('.'))
        {
            return Err(Fail::bad_param(format!("email must be an e-mail address or empty, not '{email}'")));
        }
        let gtag = body.analytics.gtag_id.trim();
        if !gtag.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
            return Err(Fail::bad_param(format!(
                "analytics.gtagId must look like G-XXXXXXX or be empty, not '{gtag}'"
            )));
        }
        if let Some(host) =
            body.launch_game_cdns.iter().flatten().find(|h| !(h.starts_with("http://") || h.starts_with("https://")))
        {
            return Err(Fail::bad_param(format!("launchGameCDNs must be http(s) origins, not '{host}'")));
        }
        let site = &mut db.system;
        site.brand_name = body.brand_name;
        site.email = email.to_owned();
        site.gtag_id = gtag.to_owned();
        site.launch_game_cdns = body.launch_game_cdns;
        Ok(())
    }

    fn clear(db: &mut Db, _: &()) {
        let site = &mut db.system;
        site.brand_name.clear();
        site.email.clear();
        site.gtag_id.clear();
        site.launch_game_cdns = None;
    }

    fn reset(db: &mut Db) {
        let seed = seeded();
        let site = &mut db.system;
        site.brand_name = seed.brand_name;
        site.email = seed.email;
        site.gtag_id = seed.gtag_id;
        site.launch_game_cdns = seed.launch_game_cdns;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn article(tag: &str, children: Vec<HelpArticle>) -> HelpArticle {
        HelpArticle { tag: tag.into(), children, ..HelpArticle::default() }
    }

    #[test]
    fn help_tags_are_single_words_used_once_in_the_whole_tree() {
        let ok = vec![article("term", vec![article("term-general", vec![])]), article("faq", vec![])];
        assert!(check_tags("help", &ok, &mut BTreeSet::new()).is_ok());
        let twice = vec![article("term", vec![article("faq", vec![])]), article("faq", vec![])];
        let error = check_tags("help", &twice, &mut BTreeSet::new()).unwrap_err();
        assert_eq!(error.message, "help[1]: tag 'faq' is used twice");
        let nested = vec![article("term", vec![article("two words", vec![])])];
        let error = check_tags("help", &nested, &mut BTreeSet::new()).unwrap_err();
        assert!(error.message.starts_with("help[0].children[0]: tag"), "{}", error.message);
    }

    #[test]
    fn an_article_left_unsaid_is_listed_everywhere() {
        let read: HelpArticle = serde_json::from_str(r#"{"tag":"x","title":"X"}"#).unwrap();
        assert!(read.display && read.devices.is_empty() && read.children.is_empty());
        assert!(serde_json::from_str::<HelpArticle>(r#"{"tag":"x","lang":"EN"}"#).is_err());
    }
}
