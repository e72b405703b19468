//! Scenario files: a failure situation or a starting point in one document, loaded at start
//! (`--scenario FILE`, TOML) or through `PUT /__admin/scenario` (TOML, or JSON with
//! `Content-Type: application/json`), read back by `GET /__admin/scenario`.
//!
//! A scenario is carried out as an integrator would by hand, so the mock's own rules check every
//! step and no area's state is reached into: switches, modules, faults and clocks through the
//! `/__admin` calls (the dialect last of all), extra members through `POST /__admin/members`, and what members do (a
//! withdrawal, an agent's contract offer) through the upstream calls themselves, logged in as them.
//! Those inner calls are not journalled. Every section is optional; one left out leaves that part
//! of the mock as it is.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::http::{Request, header};
use http_body_util::BodyExt as _;
use parking_lot::RwLock;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use tower::ServiceExt as _;
use upstream_protocol::crypto::RsaKeyPair;
use upstream_protocol::headers;

use crate::base::customer_type;
use crate::dialect::Dialect;
use crate::faults::Faults;
use crate::journal::Unjournalled;
use crate::switches::SystemSwitches;

/// One scenario document.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Scenario {
    /// What the scenario sets up, for people.
    #[serde(default)]
    pub description: String,
    /// The system switches (`/__admin/system`): maintenance, blocked addresses, V3 only, single session.
    pub system: Option<SystemSwitches>,
    /// The white-label modules switched off (`/__admin/system/modules`).
    pub modules: Option<Modules>,
    /// Faults (`/__admin/faults`).
    pub faults: Option<Faults>,
    /// How the mock speaks (`/__admin/dialect`): as another upstream would.
    pub dialect: Option<Dialect>,
    /// How far ahead of the wall clock the areas' clocks run.
    #[serde(default)]
    pub clocks: Clocks,
    /// Extra members and agents (`POST /__admin/members`).
    #[serde(default)]
    pub members: Vec<NewMember>,
    /// Withdrawals members have asked for, still under review.
    #[serde(default)]
    pub withdrawals: Vec<Withdrawal>,
    /// Contract offers an agent has made to a direct downline agent, waiting for an answer.
    #[serde(default)]
    pub offers: Vec<Offer>,
}

/// The `[modules]` section: white-label modules to switch off.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Modules {
    /// The module ids switched off (every other module is on).
    pub disabled: Vec<String>,
}

/// The `[clocks]` section: how far ahead of the wall clock the areas' clocks run.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Clocks {
    /// The agent area's clock lead, e.g. `"36h"` (periods that close on the way are settled); `agency`
    /// is the older spelling.
    #[serde(default, alias = "agency", with = "humantime_serde")]
    pub agent: Option<Duration>,
    /// The lottery clock's lead.
    #[serde(default, with = "humantime_serde")]
    pub lottery: Option<Duration>,
}

/// A withdrawal `username` asked for: the amount leaves the balance, the review follows a minute
/// later (see docs/wallet.md). The member gets a bank card first when it has none.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Withdrawal {
    /// The member who asked, by user name.
    pub username: String,
    /// Baht.
    pub amount: f64,
}

/// An offer `from` an agent to its direct downline agent, as `POST /wps/agent/contracts/request`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Offer {
    /// The offering agent's user name.
    pub from: String,
    /// The direct downline agent's user name.
    pub downline: String,
    /// `DIVIDEND`, `DAILY_SALARY`, `HOURLY_SALARY` or `REALTIME_SALARY`.
    #[serde(rename = "type")]
    pub kind: String,
    /// Percent.
    pub rate: f64,
    /// Dividends: `DAILY`, `WEEKLY`, `SEMIMONTHLY` or `MONTHLY` (by default the offerer's own).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub period: Option<String>,
    /// A note for the downline, at most 140 characters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remark: Option<String>,
}

/// A member or agent to add (`POST /__admin/members`, and a scenario's `members`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewMember {
    /// The user name.
    pub username: String,
    /// The login password.
    pub password: String,
    /// The main wallet's balance, baht (an adjustment in the ledger).
    #[serde(default)]
    pub balance: f64,
    /// `member` (the default) or `agent`.
    #[serde(default)]
    pub role: Role,
    /// For agents: 1, 2, 41 or 42 (default 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub agent_type: Option<i32>,
    /// The agent whose team the account joins.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub upline: Option<String>,
    /// Guards withdrawals; without one, the login password does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub payment_password: Option<String>,
}

/// What kind of account a new member is.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// An ordinary member (customer type 0).
    #[default]
    Member,
    /// An agent (customer type 1 unless `agentType` says otherwise).
    Agent,
}

impl NewMember {
    /// The account's customer type, or why the request makes no sense.
    pub(crate) fn customer_type(&self) -> Result<i32, String> {
        let name_ok =
            (3..=20).contains(&self.username.len()) && self.username.bytes().all(|b| b.is_ascii_alphanumeric());
        if !name_ok {
            return Err(format!("username {:?}: 3 to 20 letters and digits", self.username));
        }
        if self.password.is_empty() {
            return Err("password is required".into());
        }
        if !(0.0..=MAX_BALANCE_BAHT).contains(&self.balance) {
            return Err(format!("balance is 0 to {MAX_BALANCE_BAHT}"));
        }
        match (self.role, self.agent_type) {
            (Role::Member, None) => Ok(customer_type::MEMBER),
            (Role::Member, Some(_)) => Err("agentType is for agents".into()),
            (Role::Agent, None) => Ok(customer_type::AGENT),
            (Role::Agent, Some(kind)) if crate::base::customer_type::is_agent_type(kind) => Ok(kind),
            (Role::Agent, Some(kind)) => Err(format!("agentType {kind} is not an agent type (1, 2, 41, 42)")),
        }
    }
}

/// A billion baht: more than any test needs, far from overflowing the cents.
const MAX_BALANCE_BAHT: f64 = 1e9;

/// Where a document went wrong: the line and column of the offending text, and for TOML that
/// line itself (a wrong value's message does not name its field; the line does).
#[derive(Debug, thiserror::Error)]
#[error("line {line}, column {column}{}: {message}", if source_line.is_empty() { String::new() } else { format!(" ({source_line})") })]
pub struct ParseError {
    /// The line of the offending text, from 1.
    pub line: usize,
    /// The column of the offending text, from 1.
    pub column: usize,
    /// The offending line itself, when known (TOML).
    pub source_line: String,
    /// What is wrong.
    pub message: String,
}

impl Scenario {
    /// A TOML document; an error names the line and the field.
    pub fn from_toml(text: &str) -> Result<Self, ParseError> {
        toml::from_str(text).map_err(|e| {
            let at = e.span().map_or(0, |span| span.start);
            let before = &text[..at.min(text.len())];
            let line = before.matches('\n').count() + 1;
            let line_start = before.rfind('\n').map_or(0, |n| n + 1);
            let source_line = text[line_start..].lines().next().unwrap_or_default().trim().to_owned();
            ParseError { line, column: at - line_start + 1, source_line, message: e.message().trim().to_owned() }
        })
    }

    /// A JSON document.
    pub fn from_json(text: &[u8]) -> Result<Self, ParseError> {
        serde_json::from_slice(text).map_err(|e| ParseError {
            line: e.line(),
            column: e.column(),
            source_line: String::new(),
            message: e.to_string(),
        })
    }

    /// A scenario file, its path in the error.
    pub fn load(path: &Path) -> Result<Self, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        Self::from_toml(&text).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// The passwords the scenario's own members log in with (the demo accounts' otherwise).
    fn passwords_of(&self, username: &str) -> Option<(String, Option<String>)> {
        if let Some(m) = self.members.iter().find(|m| m.username.eq_ignore_ascii_case(username)) {
            return Some((m.password.clone(), m.payment_password.clone()));
        }
        let (_, password, _) =
            crate::base::demo::DEMO_ACCOUNTS.iter().find(|(u, _, _)| u.eq_ignore_ascii_case(username))?;
        let payment =
            username.eq_ignore_ascii_case("demo01").then(|| crate::base::demo::DEMO_PAYMENT_PASSWORD.to_owned());
        Some(((*password).to_owned(), payment))
    }

    /// Refuses, before anything changes, a member named by a withdrawal or offer whose password
    /// the scenario cannot know.
    fn check_references(&self) -> Result<(), String> {
        let actors = self.withdrawals.iter().map(|w| &w.username).chain(self.offers.iter().map(|o| &o.from));
        for name in actors {
            if self.passwords_of(name).is_none() {
                return Err(format!(
                    "{name} acts in the scenario but is neither one of its members nor a demo account"
                ));
            }
        }
        Ok(())
    }
}

/// What carrying a scenario out needs of the mock besides its surface: the composition root's mock
/// implements it, so this module imports neither the root nor its state.
pub trait Stage: Send + Sync + 'static {
    /// The merchants the mock serves: each gets the members' doings.
    fn merchants(&self) -> &[String];
    /// The secret the `/__admin` calls are made with.
    fn admin_token(&self) -> &str;
    /// The RSA key in force, to encrypt calls as a client would.
    fn key(&self) -> Arc<RsaKeyPair>;
    /// Where the scenario in force is kept.
    fn scenario(&self) -> &RwLock<Option<Scenario>>;
}

/// The mock's whole surface, as the composition root builds it (`crate::app`, handed in: this module
/// drives the mock through it as a client would, and must not import the root that routes to it).
pub struct Surface<Mock>(pub fn(Arc<Mock>) -> axum::Router);

// By hand: derived, they would ask the same of `Mock`, and a function pointer is all there is.
impl<Mock> Clone for Surface<Mock> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<Mock> Copy for Surface<Mock> {}

impl<Mock> std::fmt::Debug for Surface<Mock> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Surface")
    }
}

/// Carries a scenario out on every merchant the mock serves, through `surface`, then keeps it as the
/// one in force. A refusal names the step; the steps before it stay done.
pub async fn apply<Mock: Stage>(mock: &Arc<Mock>, surface: Surface<Mock>, scenario: &Scenario) -> Result<(), String> {
    scenario.check_references()?;
    let inside = Inside { mock: mock.clone(), surface };
    // What members do must not meet the faults or maintenance being set up: those come last.
    let system = inside.admin("GET", "/system", None).await?;
    let faults = inside.admin("GET", "/faults", None).await?;
    let dialect = inside.admin("GET", "/dialect", None).await?;
    inside.admin("DELETE", "/faults", None).await?;
    inside.admin("DELETE", "/dialect", None).await?;
    inside.admin("PUT", "/system", Some(json!({}))).await?;

    for member in &scenario.members {
        let body = serde_json::to_value(member).map_err(|e| e.to_string())?;
        inside.admin("POST", "/members", Some(body)).await.map_err(|e| format!("member {}: {e}", member.username))?;
    }
    for merchant in mock.merchants() {
        for w in &scenario.withdrawals {
            inside.withdraw(scenario, merchant, w).await.map_err(|e| format!("withdrawal by {}: {e}", w.username))?;
        }
        for offer in &scenario.offers {
            inside.offer(scenario, merchant, offer).await.map_err(|e| format!("offer by {}: {e}", offer.from))?;
        }
    }

    let system = scenario.system.as_ref().map_or(Ok(system), serde_json::to_value).map_err(|e| e.to_string())?;
    inside.admin("PUT", "/system", Some(system)).await.map_err(|e| format!("system: {e}"))?;
    if let Some(modules) = &scenario.modules {
        inside.admin("PUT", "/system/modules", Some(json!(modules))).await.map_err(|e| format!("modules: {e}"))?;
    }
    let clocks = [("/agent/clock", scenario.clocks.agent), ("/lottery/clock", scenario.clocks.lottery)];
    for (path, lead) in clocks {
        if let Some(lead) = lead {
            let body = json!({"offsetMs": lead.as_millis() as i64});
            inside.admin("PUT", path, Some(body)).await.map_err(|e| format!("clock {path}: {e}"))?;
        }
    }
    let faults = scenario.faults.as_ref().map_or(Ok(faults), serde_json::to_value).map_err(|e| e.to_string())?;
    inside.admin("PUT", "/faults", Some(faults)).await.map_err(|e| format!("faults: {e}"))?;
    let dialect = scenario.dialect.as_ref().map_or(Ok(dialect), serde_json::to_value).map_err(|e| e.to_string())?;
    inside.admin("PUT", "/dialect", Some(dialect)).await.map_err(|e| format!("dialect: {e}"))?;
    *mock.scenario().write() = Some(scenario.clone());
    Ok(())
}

/// Calls into the mock's own surface, as an integrator would make them, unjournalled.
struct Inside<Mock> {
    mock: Arc<Mock>,
    surface: Surface<Mock>,
}

impl<Mock: Stage> Inside<Mock> {
    /// An `/__admin` call; its `value`, or its refusal as text.
    async fn admin(&self, method: &str, path: &str, body: Option<Value>) -> Result<Value, String> {
        let req = Request::builder()
            .method(method)
            .uri(format!("/__admin{path}"))
            .header("x-admin-token", self.mock.admin_token())
            .header(header::CONTENT_TYPE, "application/json");
        self.send(req, body.map(|b| b.to_string().into_bytes())).await
    }

    /// An upstream call for `merchant`, encrypted when `encrypt`.
    async fn upstream(
        &self,
        merchant: &str,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
        encrypt: bool,
    ) -> Result<Value, String> {
        let mut req = Request::builder()
            .method(method)
            .uri(path)
            .header(headers::MERCHANT, merchant)
            .header(header::CONTENT_TYPE, "application/json");
        if let Some(token) = token {
            req = req.header(headers::AUTHORIZATION, token);
        }
        let mut bytes = body.map(|b| b.to_string().into_bytes());
        if encrypt {
            let sealed = self.mock.key().modulus().encrypt_request(&bytes.unwrap_or_default());
            req = req
                .header(headers::ENCRYPTION, sealed.encryption)
                .header(headers::DIGEST, sealed.digest)
                .header(headers::RSA, sealed.rsa);
            bytes = Some(sealed.body);
        }
        self.send(req, bytes).await
    }

    async fn send(&self, req: axum::http::request::Builder, body: Option<Vec<u8>>) -> Result<Value, String> {
        let req =
            req.extension(Unjournalled).body(body.map_or_else(Body::empty, Body::from)).map_err(|e| e.to_string())?;
        let path = req.uri().path().to_owned();
        let response = (self.surface.0)(self.mock.clone()).oneshot(req).await.map_err(|e| e.to_string())?;
        let bytes = response.into_body().collect().await.map_err(|e| e.to_string())?.to_bytes();
        let answer: Value = serde_json::from_slice(&bytes).map_err(|_| format!("{path} did not answer JSON"))?;
        if answer["success"] != true {
            return Err(format!("{path} answered {} {}", answer["errorCode"], answer["message"]));
        }
        Ok(answer["value"].clone())
    }

    /// Logs in as `username` for what `act` does, and out again.
    async fn as_member<T>(
        &self,
        scenario: &Scenario,
        merchant: &str,
        username: &str,
        act: impl AsyncFnOnce(&str, Option<&str>) -> Result<T, String>,
    ) -> Result<T, String> {
        let (password, payment) = scenario.passwords_of(username).ok_or("no known password")?;
        let body = json!({"username": username, "password": password, "type": "username"});
        let login = self.upstream(merchant, "POST", "/wps/session/login", None, Some(body), true).await?;
        let token = login["token"].as_str().ok_or("the login gave no token")?.to_owned();
        let done = act(&token, Some(payment.as_deref().unwrap_or(&password))).await;
        self.upstream(merchant, "POST", "/wps/session/logout", Some(&token), None, false).await?;
        done
    }

    async fn withdraw(&self, scenario: &Scenario, merchant: &str, w: &Withdrawal) -> Result<(), String> {
        self.as_member(scenario, merchant, &w.username, async |token, password| {
            let card = self.bank_card(merchant, token, &w.username).await?;
            let body = json!({"amount": w.amount, "bankCardId": card, "password": password});
            let path = "/wps/relay/passwordCheck/MCSFE_submitWithdraw";
            self.upstream(merchant, "POST", path, Some(token), Some(body), true).await.map(drop)
        })
        .await
    }

    /// The member's default bank card, added (at KBank, in the member's name) when it has none.
    async fn bank_card(&self, merchant: &str, token: &str, username: &str) -> Result<Value, String> {
        let settings_path = "/wps/relay/MCSFE_getWithdrawSettings?groupId=0";
        let settings = self.upstream(merchant, "GET", settings_path, Some(token), None, false).await?;
        if let Some(card) = settings["bankCards"].get(0) {
            return Ok(card["bankCardId"].clone());
        }
        let body = json!({"bankCode": "KBANK", "accountNo": account_number(username), "accountName": username});
        let card =
            self.upstream(merchant, "POST", "/wps/relay/MCSFE_addBankCard", Some(token), Some(body), false).await?;
        Ok(card["bankCardId"].clone())
    }

    async fn offer(&self, scenario: &Scenario, merchant: &str, offer: &Offer) -> Result<(), String> {
        self.as_member(scenario, merchant, &offer.from, async |token, _| {
            let mut body = serde_json::to_value(offer).map_err(|e| e.to_string())?;
            body.as_object_mut().map(|o| o.remove("from"));
            let path = "/wps/agent/contracts/request";
            self.upstream(merchant, "POST", path, Some(token), Some(body), false).await.map(drop)
        })
        .await
    }
}

/// A 10-digit account number of the member's own (bank and number are unique across members).
fn account_number(username: &str) -> String {
    use std::hash::{Hash as _, Hasher as _};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    username.to_ascii_lowercase().hash(&mut hasher);
    format!("{:010}", hasher.finish() % 10_000_000_000)
}

/// `GET /__admin/scenario`: the scenario last carried out (`null` before any).
pub async fn read<Mock: Stage>(
    axum::extract::State(mock): axum::extract::State<Arc<Mock>>,
) -> crate::reply::Answer<Option<Scenario>> {
    crate::reply::Answer(mock.scenario().read().clone())
}

/// `PUT /__admin/scenario`: TOML, or JSON with `Content-Type: application/json`.
pub async fn put<Mock: Stage>(
    axum::extract::State(mock): axum::extract::State<Arc<Mock>>,
    axum::Extension(surface): axum::Extension<Surface<Mock>>,
    request_headers: axum::http::HeaderMap,
    body: axum::body::Bytes,
) -> Result<crate::reply::Answer<Scenario>, crate::reply::Fail> {
    use crate::reply::{Answer, Fail};
    let is_json = request_headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    let scenario = if is_json {
        Scenario::from_json(&body)
    } else {
        let text = std::str::from_utf8(&body).map_err(|_| Fail::bad_param("Invalid scenario: not UTF-8"))?;
        Scenario::from_toml(text)
    }
    .map_err(|e| Fail::bad_param(format!("Invalid scenario: {e}")))?;
    apply(&mock, surface, &scenario).await.map_err(|e| Fail::bad_param(format!("Scenario not carried out: {e}")))?;
    Ok(Answer(scenario))
}
