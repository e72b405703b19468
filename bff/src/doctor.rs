//! `bff doctor`: an upstream checked before a brand goes live, read-only, through the BFF's own upstream
//! client (the same merchant headers, encryption and timeouts), one line per finding graded OK, WARN or FAIL.
//!
//! What it asks, in order: the RSA key (reachability, TLS, the key's format, the clock's skew from the
//! answer's `Date`); every public read of the catalogue ([`catalogue::public_reads`], with its example query)
//! for the envelope, every field the front reads ([`Call::reads`]) and the answer time; the methods logout and
//! the hot game list are taken by (the specification's first, the observed one behind it); each feature switch
//! against the upstream's white-label tree and the brand's `[features]`, with a read of one of the switch's own
//! calls to see whether the upstream has them at all; the customer-service link; the image and launch CDNs.
//! With a test account it logs in (the one write it makes, and only then) and makes the member's reads.
//!
//! It never sends anything that changes the upstream's state beyond that login: only `GET`s, the login, a
//! `DELETE` of logout *without a token* (answered 401 when the method is known, nothing to end), and, for an
//! upstream that refuses the hot list's `GET`, the same read as a `POST`. It never prints the token or the
//! password. Each call gives up after the brand's `upstream.timeout`; nothing is tried again, so each time is
//! the call's own.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::{Duration, Instant, SystemTime};

use axum::http::{HeaderValue, Method, StatusCode, header};
use serde::Serialize;
use serde_json::{Value, json};
use upstream_protocol::catalogue::{self, Call, Shape, Token};
use upstream_protocol::crypto::RsaModulus;
use upstream_protocol::envelope::code;
use upstream_protocol::shape::{self, Mismatch};
use upstream_protocol::switches::{Evidence, Reason, Switch};
use upstream_protocol::whitelabel;

use crate::AppState;
use crate::config::{Brand, Config, FeatureSetting};
use crate::error::BffError;
use crate::features;
use crate::upstream::{Answer, Encryption, Outgoing};

/// The language every check asks in.
const LANGUAGE: &str = "EN";
/// The clock skew beyond which dates and countdowns read wrong (lottery draws, date presets).
const SKEW_WARN: Duration = Duration::from_secs(5);
const SKEW_FAIL: Duration = Duration::from_secs(60);

/// How bad a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Grade {
    /// As the BFF expects.
    Ok,
    /// Works, but not quite as expected (slow, plain HTTP, an optional field missing, a fallback taken): worth a
    /// look before going live.
    Warn,
    /// The brand would not work as it should on this upstream; the doctor then exits 1.
    Fail,
}

impl Grade {
    fn label(self) -> &'static str {
        match self {
            Grade::Ok => "OK",
            Grade::Warn => "WARN",
            Grade::Fail => "FAIL",
        }
    }
}

/// One finding: what was checked (`check`), about what (a call's path, a field, a switch), and what was found.
#[derive(Debug, Clone, Serialize)]
pub struct Line {
    /// How bad the finding is.
    pub grade: Grade,
    /// The kind of check: `reach`, `rsa key`, `clock`, `call`, `field`, `switch`, `link`, `cdn`, `account`…
    pub check: &'static str,
    /// What it is about: a call's path, a field, a switch, a CDN.
    pub subject: String,
    /// What was found, in words.
    pub detail: String,
    /// The answer time, for a call.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ms: Option<u64>,
}

/// Everything found.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    /// The upstream checked: its base URL, without a trailing slash.
    pub upstream: String,
    /// The merchant code the checks called as.
    pub merchant: String,
    /// The brand of the configuration the checks spoke as, when one was named.
    pub brand: Option<String>,
    /// The findings, in the order they were made.
    pub lines: Vec<Line>,
}

impl Report {
    /// The worst grade found (OK for an empty report).
    pub fn worst(&self) -> Grade {
        self.lines.iter().map(|l| l.grade).max().unwrap_or(Grade::Ok)
    }

    /// How many lines of each grade: OK, WARN, FAIL.
    pub fn counts(&self) -> [usize; 3] {
        let count = |grade| self.lines.iter().filter(|l| l.grade == grade).count();
        [count(Grade::Ok), count(Grade::Warn), count(Grade::Fail)]
    }

    /// The table for people.
    pub fn table(&self) -> String {
        let width = |pick: fn(&Line) -> usize, title: usize| self.lines.iter().map(pick).max().unwrap_or(0).max(title);
        let check = width(|l| l.check.len(), 5);
        let subject = width(|l| l.subject.chars().count(), 7);
        let mut out = format!(
            "doctor: {} merchant {}{}\n\n",
            self.upstream,
            self.merchant,
            self.brand.as_deref().map(|b| format!(", brand {b}")).unwrap_or_default()
        );
        let _ = writeln!(out, "{:<5} {:<check$} {:<subject$} {:>7}  DETAIL", "GRADE", "CHECK", "SUBJECT", "MS");
        for line in &self.lines {
            let ms = line.ms.map(|ms| ms.to_string()).unwrap_or_default();
            let _ = writeln!(
                out,
                "{:<5} {:<check$} {:<subject$} {ms:>7}  {}",
                line.grade.label(),
                line.check,
                line.subject,
                line.detail
            );
        }
        let [ok, warn, fail] = self.counts();
        let _ = writeln!(out, "\n{ok} OK, {warn} WARN, {fail} FAIL");
        out
    }
}

/// A test account to log in with (only the member's reads follow). The password never leaves this struct but
/// for the encrypted login; `Debug` does not show it.
#[derive(Clone)]
pub struct Account {
    /// The test account's user name.
    pub user: String,
    /// Its password: sent only in the encrypted login, never printed.
    pub password: String,
}

impl std::fmt::Debug for Account {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Account").field("user", &self.user).field("password", &"***").finish()
    }
}

/// What the doctor is asked to check.
#[derive(Debug, Clone)]
pub struct Order {
    /// The upstream's base URL, e.g. `https://www.brand.example`.
    pub upstream: String,
    /// The merchant code the upstream knows the brand by.
    pub merchant: String,
    /// A brand of the configuration: its `[features]` and `[upstream]` timeout are checked against.
    pub brand: Option<String>,
    /// A test account to log in with; without one, the member's reads are not checked.
    pub account: Option<Account>,
}

/// The brand the checks speak as: the named brand of `config` (else its first, without any `[features]`,
/// with the defaults' `[upstream]`), pointed at the upstream and merchant asked about, with nothing tried
/// again and no breaker (each call's own verdict is the point).
pub fn brand_for(config: &Config, order: &Order) -> Result<Brand, String> {
    let mut brand = match &order.brand {
        Some(id) => config.brands.iter().find(|b| &b.id == id).cloned().ok_or_else(|| {
            let known: Vec<&str> = config.brands.iter().map(|b| b.id.as_str()).collect();
            format!("no brand {id:?} in the configuration (brands: {})", known.join(", "))
        })?,
        None => {
            let mut brand = config.brands.first().cloned().ok_or("no brand in the configuration")?;
            brand.features.clear();
            brand.upstream = config.defaults.upstream.clone();
            brand
        }
    };
    let url = order.upstream.trim().trim_end_matches('/');
    let parsed = reqwest::Url::parse(url).map_err(|e| format!("--upstream {url:?}: {e}"))?;
    if !matches!(parsed.scheme(), "http" | "https") || parsed.host_str().is_none() {
        return Err(format!("--upstream {url:?}: an http(s) URL, e.g. https://www.brand.example"));
    }
    brand.merchant_header = HeaderValue::from_str(order.merchant.trim())
        .ok()
        .filter(|v| !v.is_empty())
        .ok_or_else(|| format!("--merchant {:?} is not a header value", order.merchant))?;
    brand.merchant_code = order.merchant.trim().to_owned();
    brand.upstream.url = url.to_owned();
    brand.upstream.retries = 0;
    brand.upstream.breaker_failures = u32::MAX;
    Ok(brand)
}

/// Checks the upstream of `order` as the BFF configured by `config` would call it.
pub async fn run(config: Config, order: &Order) -> Result<Report, String> {
    let brand = brand_for(&config, order)?;
    let Config { defaults, locales_dir, .. } = config;
    let state =
        AppState::new(Config { defaults, brands: vec![brand], locales_dir }, crate::session::sealing::Sealer::random())
            .map_err(|e| e.to_string())?;
    Ok(examine(&state, order).await)
}

/// Runs every check against the brand's upstream (the state's only brand).
pub async fn examine(state: &AppState, order: &Order) -> Report {
    let brand = state.brands().all().first().map(|b| Brand::clone(b));
    let mut report = Report {
        upstream: order.upstream.trim_end_matches('/').to_owned(),
        merchant: order.merchant.clone(),
        brand: order.brand.clone(),
        lines: Vec::new(),
    };
    let Some(brand) = brand else { return report };
    let mut doctor = Doctor { state, brand: &brand, lines: Vec::new(), answers: BTreeMap::new() };
    if doctor.reach_and_key().await {
        doctor.public_reads().await;
        doctor.logout_method().await;
        doctor.switches().await;
        doctor.customer_service();
        doctor.cdns().await;
        if let Some(account) = &order.account {
            doctor.account(account).await;
        }
    }
    report.lines = doctor.lines;
    report
}

struct Doctor<'a> {
    state: &'a AppState,
    brand: &'a Brand,
    lines: Vec<Line>,
    /// The `value` (or bare answer) of each public read that answered.
    answers: BTreeMap<&'static str, Value>,
}

/// An upstream answer with the time it took.
struct Timed {
    result: Result<Answer, BffError>,
    ms: u64,
}

impl Doctor<'_> {
    fn line(
        &mut self,
        grade: Grade,
        check: &'static str,
        subject: impl Into<String>,
        detail: impl Into<String>,
        ms: Option<u64>,
    ) {
        self.lines.push(Line { grade, check, subject: subject.into(), detail: detail.into(), ms });
    }

    fn timeout(&self) -> Duration {
        self.brand.upstream.timeout
    }

    /// One call through the BFF's client: the merchant's headers, the brand's timeout.
    async fn send(&self, outgoing: Outgoing<'_>) -> Timed {
        let started = Instant::now();
        let result = self.state.upstream.send(outgoing).await;
        Timed { result, ms: started.elapsed().as_millis().try_into().unwrap_or(u64::MAX) }
    }

    async fn get(&self, path_and_query: &str) -> Timed {
        self.send(Outgoing::get(self.brand, path_and_query, LANGUAGE)).await
    }

    /// A plain HTTP client for what is not the upstream's protocol (the first contact, the CDNs), with the
    /// brand's timeout; its errors say what went wrong (a certificate, a refused connection).
    fn web(&self) -> reqwest::Client {
        reqwest::Client::builder()
            .timeout(self.timeout())
            .redirect(reqwest::redirect::Policy::limited(3))
            .build()
            .unwrap_or_default()
    }

    /// Reachability, TLS, the RSA key and the clock; false when nothing more can be asked.
    async fn reach_and_key(&mut self) -> bool {
        let url = format!("{}/wps/session/key/rsa", self.brand.upstream.url);
        let started = Instant::now();
        let answer = self
            .web()
            .get(&url)
            .header(upstream_protocol::headers::MERCHANT, self.brand.merchant_code.as_str())
            .send()
            .await;
        let ms = Some(started.elapsed().as_millis().try_into().unwrap_or(u64::MAX));
        let response = match answer {
            Ok(response) => response,
            Err(error) => {
                let why =
                    if error.is_timeout() { format!("no answer within {:?}", self.timeout()) } else { chain(&error) };
                self.line(Grade::Fail, "reach", &self.brand.upstream.url, format!("unreachable: {why}"), ms);
                return false;
            }
        };
        let tls = self.brand.upstream.url.starts_with("https://");
        let (grade, how) = match (tls, is_local(&self.brand.upstream.url)) {
            (true, _) => (Grade::Ok, "TLS, the certificate verified"),
            (false, true) => (Grade::Ok, "plain HTTP on a local address (a mock)"),
            (false, false) => {
                (Grade::Warn, "plain HTTP: members' passwords and tokens would cross the network readable")
            }
        };
        self.line(grade, "reach", &self.brand.upstream.url, format!("answers: {how}"), ms);
        self.clock(response.headers().get(header::DATE));
        let status = response.status();
        let text = response.text().await.unwrap_or_default();
        if !status.is_success() {
            self.line(
                Grade::Fail,
                "rsa key",
                "/wps/session/key/rsa",
                format!("HTTP {status}: {}", excerpt(&text)),
                None,
            );
            return status != StatusCode::NOT_FOUND;
        }
        match RsaModulus::parse(&text) {
            Ok(_) => {
                let bits = text.trim().trim_matches('"').trim().trim_start_matches('0').len() * 4;
                self.line(
                    Grade::Ok,
                    "rsa key",
                    "/wps/session/key/rsa",
                    format!("bare hex modulus, about {bits} bits"),
                    None,
                );
            }
            Err(error) => {
                self.line(Grade::Fail, "rsa key", "/wps/session/key/rsa", format!("{error}: {}", excerpt(&text)), None);
            }
        }
        true
    }

    fn clock(&mut self, date: Option<&HeaderValue>) {
        let Some(date) = date.and_then(|d| d.to_str().ok()).and_then(|d| httpdate::parse_http_date(d).ok()) else {
            self.line(
                Grade::Warn,
                "clock",
                "Date",
                "the upstream sends no Date header: its clock cannot be compared",
                None,
            );
            return;
        };
        let now = SystemTime::now();
        let (skew, ahead) = match date.duration_since(now) {
            Ok(ahead) => (ahead, true),
            Err(behind) => (behind.duration(), false),
        };
        // The header has whole seconds: up to one of them is the format's, not the clock's.
        let skew = skew.saturating_sub(Duration::from_secs(1));
        let grade = if skew > SKEW_FAIL {
            Grade::Fail
        } else if skew > SKEW_WARN {
            Grade::Warn
        } else {
            Grade::Ok
        };
        let side = if ahead { "ahead of" } else { "behind" };
        self.line(grade, "clock", "Date", format!("{} s {side} this machine's clock", skew.as_secs()), None);
    }

    /// Every public read: the envelope, the fields the front reads, the time.
    async fn public_reads(&mut self) {
        for call in catalogue::public_reads() {
            let Some(query) = self.example_query(call).await else { continue };
            let path_and_query = if query.is_empty() { call.path.to_owned() } else { format!("{}?{query}", call.path) };
            let timed = match call.fallback {
                Some(_) => self.by_either_method(call, &path_and_query).await,
                None => self.get(&path_and_query).await,
            };
            self.judge(call, timed);
        }
    }

    /// The call's example query with its placeholders filled from earlier answers; `None` (with a WARN) when
    /// the upstream gave nothing to fill one with.
    async fn example_query(&mut self, call: &'static Call) -> Option<String> {
        let mut query = call.example.unwrap_or_default().to_owned();
        for (placeholder, found) in [
            ("{mainDomain}", self.answers.get("/wps/system/status").and_then(|s| text_at(s, &["info", "mainDomain"]))),
            ("{vendor}", self.first_vendor()),
            ("{pvpGame}", None),
        ] {
            if !query.contains(placeholder) {
                continue;
            }
            let value = match (placeholder, found) {
                (_, Some(value)) => Some(value),
                ("{pvpGame}", None) => self.first_pvp_game().await,
                _ => None,
            };
            match value {
                Some(value) => query = query.replace(placeholder, &urlencode(&value)),
                None => {
                    let detail = format!("not asked: no {placeholder} to ask about in the upstream's earlier answers");
                    self.line(Grade::Warn, "call", call.path, detail, None);
                    return None;
                }
            }
        }
        Some(query)
    }

    fn first_vendor(&self) -> Option<String> {
        let lanes = self.answers.get("/wps/relay/GCSGAME_newGameVendor")?["data"]["lanes"].as_array()?;
        lanes
            .iter()
            .flat_map(|lane| lane["cards"].as_array().into_iter().flatten())
            .find_map(|card| id_text(&card["vassalage"]))
    }

    async fn first_pvp_game(&self) -> Option<String> {
        let list = "/wps/relay/GCSGAME_gameList?clientType=3&platform=flash,html5-desktop&gameType=PVP&pageNo=1&pageSize=1&language=EN";
        let answer = self.get(list).await.result.ok()?;
        id_text(&answer.json()?["value"]["games"][0]["nodeId"])
    }

    /// A call with two shapes, through the BFF's own fallback: the specification's method first.
    async fn by_either_method(&self, call: &'static Call, path_and_query: &str) -> Timed {
        let method = Method::from_bytes(call.spec_method().as_str().as_bytes()).unwrap_or(Method::GET);
        let outgoing = Outgoing { method, ..Outgoing::get(self.brand, path_and_query, LANGUAGE) };
        let started = Instant::now();
        let result = crate::forward::methods::send(self.state, call, outgoing).await;
        Timed { result, ms: started.elapsed().as_millis().try_into().unwrap_or(u64::MAX) }
    }

    /// The grade of one read's answer, and of each field the front reads of it.
    fn judge(&mut self, call: &'static Call, timed: Timed) {
        let ms = Some(timed.ms);
        let answer = match timed.result {
            Ok(answer) => answer,
            Err(error) => {
                let why = match error {
                    BffError::UpstreamTimeout => format!("no answer within {:?}", self.timeout()),
                    _ => "no answer (the connection failed)".to_owned(),
                };
                self.line(Grade::Fail, "call", call.path, why, ms);
                return;
            }
        };
        if answer.status == StatusCode::NOT_FOUND {
            let detail = "the upstream has no such call (404): the pages that read it stay empty";
            self.line(Grade::Fail, "call", call.path, detail, ms);
            return;
        }
        if crate::forward::methods::method_refused(&answer) {
            let detail = format!(
                "refuses {} and the other method alike",
                call.methods.iter().map(|m| m.as_str()).collect::<Vec<_>>().join(" and ")
            );
            self.line(Grade::Fail, "call", call.path, detail, ms);
            return;
        }
        let Some(json) = answer.json() else {
            self.line(
                Grade::Fail,
                "call",
                call.path,
                format!("HTTP {}, not JSON: {}", answer.status, excerpt(&String::from_utf8_lossy(&answer.body))),
                ms,
            );
            return;
        };
        let shape_problem = match call.shape {
            Shape::Envelope if json.get("success").and_then(Value::as_bool).is_none() => {
                Some("not the envelope {success, value, message, errorCode}".to_owned())
            }
            Shape::Envelope if json["success"] != true => Some(format!(
                "refused: HTTP {} {} {}",
                answer.status,
                json["errorCode"].as_str().unwrap_or(""),
                json["message"].as_str().unwrap_or("")
            )),
            Shape::Bare if !json.is_object() && !json.is_array() => {
                Some("not the lottery gateway's bare object".to_owned())
            }
            _ if !answer.status.is_success() => Some(format!("HTTP {}", answer.status)),
            _ => None,
        };
        if let Some(problem) = shape_problem {
            self.line(Grade::Fail, "call", call.path, problem, ms);
            return;
        }
        let mismatches = shape::check(call.reads, &json);
        let slow = Duration::from_millis(timed.ms) > self.timeout() / 2;
        let shape_name = if call.shape == Shape::Envelope { "the envelope" } else { "a bare answer" };
        let mut detail = match (call.reads.len(), mismatches.len()) {
            (0, _) => shape_name.to_owned(),
            (1, 0) => format!("{shape_name}; the one field the front reads, as it reads it"),
            (all, 0) => format!("{shape_name}; all {all} fields the front reads, as it reads them"),
            (all, differ) => format!("{shape_name}; {differ} of the {all} fields the front reads differ (below)"),
        };
        if let Some(method) = self.other_method_taken(call) {
            detail = format!("{detail}; takes only the observed {method}, which the BFF falls back to");
        }
        let grade = if slow || self.other_method_taken(call).is_some() { Grade::Warn } else { Grade::Ok };
        if slow {
            detail = format!("{detail}; slow: over half the brand's timeout ({:?})", self.timeout());
        }
        self.line(grade, "call", call.path, detail, ms);
        for (field, mismatch) in mismatches {
            let (grade, effect) = if field.required {
                (Grade::Fail, "the front cannot show the answer")
            } else {
                (Grade::Warn, "the front leaves that part out")
            };
            let found = match mismatch {
                Mismatch::Missing => "missing".to_owned(),
                Mismatch::Type(found) => format!("a {found} where the front reads a {:?}", field.kind).to_lowercase(),
            };
            self.line(grade, "field", format!("{} {}", call.path, field.path), format!("{found}: {effect}"), None);
        }
        let value = if call.shape == Shape::Envelope { json["value"].clone() } else { json };
        self.answers.insert(call.path, value);
    }

    /// The method a call with two shapes went by, when it is not the specification's.
    fn other_method_taken(&self, call: &Call) -> Option<&'static str> {
        call.fallback?;
        let taken = self.state.methods.first(&self.brand.upstream.url, call);
        (taken != call.spec_method()).then(|| taken.as_str())
    }

    /// Which method logout is taken by: a logout without a token ends nothing, and says whether the method
    /// is known (401) or refused (405, `#459`).
    async fn logout_method(&mut self) {
        let Some(logout) = catalogue::find("/wps/session/logout") else { return };
        let outgoing = Outgoing { method: Method::DELETE, ..Outgoing::get(self.brand, logout.path, LANGUAGE) };
        let started = Instant::now();
        let result = crate::forward::methods::send(self.state, logout, outgoing).await;
        let ms = Some(started.elapsed().as_millis().try_into().unwrap_or(u64::MAX));
        let known = result.as_ref().is_ok_and(|a| a.says_session_gone() && !crate::forward::methods::method_refused(a));
        let (grade, detail) = match (known, self.other_method_taken(logout)) {
            (true, None) => {
                (Grade::Ok, "takes the specification's DELETE (asked without a token: nothing ended)".to_owned())
            }
            (true, Some(method)) => {
                (Grade::Warn, format!("refuses DELETE; takes the observed {method}, which the BFF falls back to"))
            }
            (false, _) => {
                let found = match &result {
                    Ok(answer) => format!(
                        "HTTP {} {}",
                        answer.status,
                        answer.json().map(|j| j["errorCode"].to_string()).unwrap_or_default()
                    ),
                    Err(error) => error.to_string(),
                };
                (Grade::Fail, format!("takes neither DELETE nor POST as a logout ({found}): members could not log out"))
            }
        };
        self.line(grade, "method", logout.path, detail, ms);
    }

    /// Each switch against the tree and the brand's `[features]`, and whether the upstream has its calls.
    async fn switches(&mut self) {
        let tree = match self.answers.get("/wps/system/status").map(|s| &s["info"]["whitelabel"]) {
            Some(tree) if !tree.is_null() => Some(whitelabel::flatten(tree)),
            _ => self.answers.get("/wps/system/whitelabel").map(whitelabel::flatten),
        };
        if tree.is_none() {
            let detail = "neither the status's info.whitelabel nor /wps/system/whitelabel could be read: every switch takes its default";
            self.line(Grade::Fail, "switch", "white-label tree", detail, None);
        }
        for switch in Switch::all() {
            let probe = self.probe_calls(switch).await;
            let line = switch_line(self.brand, switch, tree.as_ref(), probe);
            self.lines.push(line);
        }
    }

    /// Whether the upstream has a switch's calls: one of its reads asked without a token (answered 401 when it
    /// exists). `None` for a switch without such a read.
    async fn probe_calls(&self, switch: Switch) -> Option<(&'static str, bool)> {
        let call = catalogue::all().find(|c| {
            c.switch == Some(switch) && c.token == Token::Required && c.spec_method() == catalogue::Method::Get
        })?;
        let answer = self.get(call.path).await.result.ok()?;
        Some((call.path, answer.status != StatusCode::NOT_FOUND))
    }

    fn customer_service(&mut self) {
        let null = Value::Null;
        let routers = self.answers.get("/wps/system/routers").unwrap_or(&null);
        let info = self.answers.get("/wps/system/status").map_or(&null, |s| &s["info"]);
        let path_list = routers["version"]["pathList"].as_array().map(Vec::as_slice).unwrap_or_default();
        let in_path_list = path_list.iter().filter(|e| e["type"] == "3" || e["type"] == 3).count();
        let in_status = info["customerService"].as_array().map_or(0, Vec::len);
        let from_routers = crate::bootstrap::customer_service(routers, &Value::Null);
        let all = crate::bootstrap::customer_service(routers, info);
        let subject = "customer service";
        if in_path_list + in_status > 0 && all.is_empty() || (in_path_list > 0 && from_routers.is_empty()) {
            let detail =
                "a customer-service path does not decrypt (protocol §3.7: Base64 DES, its key the last 8 characters)";
            self.line(Grade::Fail, "link", subject, detail, None);
        } else if let Some(link) = from_routers.first() {
            let detail = format!(
                "the routers' version.pathList type 3 (live chat at {}); {} more from the status",
                host_of(&link.url),
                all.len() - 1
            );
            self.line(Grade::Ok, "link", subject, detail, None);
        } else if !all.is_empty() {
            let types: Vec<&str> = all.iter().map(|l| l.cs_type.as_str()).collect();
            let detail = format!(
                "only in the status's customerService ({}): the routers' pathList has no type 3",
                types.join(", ")
            );
            self.line(Grade::Ok, "link", subject, detail, None);
        } else {
            let detail =
                "none in the routers' pathList or the status: the maintenance page and the side bar offer no live chat";
            self.line(Grade::Warn, "link", subject, detail, None);
        }
    }

    /// The image and launch CDNs the status names: origins, over https, and answering.
    async fn cdns(&mut self) {
        let null = Value::Null;
        let info = self.answers.get("/wps/system/status").map_or(&null, |s| &s["info"]).clone();
        let icon = self.answers.get("/wps/relay/GCSGAME_newGameVendor").and_then(|v| {
            let lanes = v["data"]["lanes"].as_array()?;
            lanes
                .iter()
                .flat_map(|l| l["cards"].as_array().into_iter().flatten())
                .find_map(|c| c["smallIcon"].as_str().map(str::to_owned))
        });
        for (key, what) in [("imageCDNs", "image"), ("launchGameCDNs", "launch")] {
            let listed: Vec<String> =
                info[key].as_array().into_iter().flatten().filter_map(|v| v.as_str().map(str::to_owned)).collect();
            if listed.is_empty() {
                let detail = format!(
                    "the status names no {what} CDN (info.{key}): only the brand's [security] hosts are allowed by the pages' policy"
                );
                self.line(Grade::Warn, "cdn", key, detail, None);
            }
            for cdn in listed {
                let sample = (what == "image")
                    .then(|| icon.clone())
                    .flatten()
                    .filter(|i| i.starts_with(&cdn) || i.starts_with('/'));
                let line = self.cdn(key, &cdn, sample).await;
                self.lines.push(line);
            }
        }
    }

    async fn cdn(&self, key: &'static str, cdn: &str, sample: Option<String>) -> Line {
        let line =
            |grade, detail: String, ms| Line { grade, check: "cdn", subject: format!("{key} {cdn}"), detail, ms };
        if crate::csp::host_source(cdn).is_none_or(|origin| origin.starts_with("*.")) {
            return line(Grade::Fail, "not an http(s) origin: the pages' policy cannot allow it".to_owned(), None);
        }
        let url = match &sample {
            Some(path) if path.starts_with('/') => format!("{}{path}", cdn.trim_end_matches('/')),
            Some(absolute) => absolute.clone(),
            None => cdn.to_owned(),
        };
        let started = Instant::now();
        let answer = self.web().get(&url).send().await;
        let ms = Some(started.elapsed().as_millis().try_into().unwrap_or(u64::MAX));
        match answer {
            Err(error) => line(Grade::Fail, format!("unreachable: {}", chain(&error)), ms),
            Ok(response) if response.status().is_server_error() => {
                line(Grade::Fail, format!("answers HTTP {}", response.status()), ms)
            }
            Ok(response) => {
                let image = response
                    .headers()
                    .get(header::CONTENT_TYPE)
                    .and_then(|t| t.to_str().ok())
                    .is_some_and(|t| t.starts_with("image/"));
                let served = match &sample {
                    Some(_) if response.status().is_success() && image => "serves the vendor icons",
                    Some(_) => "answers, but not with the first vendor's icon",
                    None => "answers",
                };
                let plain = cdn.starts_with("http://") && !is_local(cdn);
                let grade = if plain || (sample.is_some() && !(response.status().is_success() && image)) {
                    Grade::Warn
                } else {
                    Grade::Ok
                };
                let over = if plain { "; plain HTTP: a page over https will not load it" } else { "" };
                line(grade, format!("{served}{over}"), ms)
            }
        }
    }

    /// With a test account: the login, then the member's reads. The token stays in this function.
    async fn account(&mut self, account: &Account) {
        let modulus = match self.state.upstream.modulus(self.brand).await {
            Ok(modulus) => modulus,
            Err(error) => {
                self.line(
                    Grade::Fail,
                    "account",
                    "/wps/session/login",
                    format!("no RSA key to encrypt the login with: {error}"),
                    None,
                );
                return;
            }
        };
        let body = json!({"username": account.user, "password": account.password, "captcha": null, "type": "username",
            "loginDeviceId": uuid::Uuid::new_v4().to_string(), "isSms": false, "isOfficialAppLogin": false});
        let sealed = Encryption::Body(modulus.encrypt_request(body.to_string().as_bytes()));
        let login = Outgoing {
            method: Method::POST,
            encryption: &sealed,
            ..Outgoing::get(self.brand, "/wps/session/login", LANGUAGE)
        };
        let timed = self.send(login).await;
        let answer = match timed.result {
            Ok(answer) => answer,
            Err(error) => {
                self.line(Grade::Fail, "account", "/wps/session/login", format!("no answer: {error}"), Some(timed.ms));
                return;
            }
        };
        let json = answer.json().unwrap_or_default();
        let token =
            json["value"]["token"].as_str().filter(|t| !t.is_empty() && json["success"] == true).map(str::to_owned);
        let Some(token) = token else {
            let detail = format!(
                "{} refused: {} {}",
                account.user,
                json["errorCode"].as_str().unwrap_or(""),
                json["message"].as_str().unwrap_or("")
            );
            self.line(Grade::Fail, "account", "/wps/session/login", detail, Some(timed.ms));
            return;
        };
        let login_call = catalogue::find("/wps/session/login");
        let mismatches = login_call.map(|call| shape::check(call.reads, &json)).unwrap_or_default();
        let detail = format!("{} logged in (the token stays in memory, never shown); encrypted V3", account.user);
        self.line(Grade::Ok, "account", "/wps/session/login", detail, Some(timed.ms));
        for (field, mismatch) in mismatches {
            let grade = if field.required { Grade::Fail } else { Grade::Warn };
            self.line(grade, "field", format!("/wps/session/login {}", field.path), mismatch.to_string(), None);
        }
        let reads = catalogue::all().filter(|c| {
            c.token == Token::Required
                && c.spec_method() == catalogue::Method::Get
                && !c.reads.is_empty()
                && c.required_query.is_empty()
        });
        for call in reads {
            let timed =
                self.send(Outgoing { token: Some(&token), ..Outgoing::get(self.brand, call.path, LANGUAGE) }).await;
            if let Ok(answer) = &timed.result
                && answer.json().is_some_and(|j| j["errorCode"] == code::NEED_TRUE_ACCOUNT)
            {
                self.line(Grade::Ok, "account", call.path, "not for this (trial) account", Some(timed.ms));
                continue;
            }
            self.judge(call, timed);
        }
    }
}

/// The line of one switch: how it resolves for the brand, and whether the upstream has its calls.
fn switch_line(
    brand: &Brand,
    switch: Switch,
    tree: Option<&BTreeMap<String, bool>>,
    probe: Option<(&str, bool)>,
) -> Line {
    let declaration = switch.declaration();
    let name = switch.name();
    let resolved = features::resolve(brand, switch, tree);
    let state = if resolved.on { "on" } else { "off" };
    let ids = features::module_ids(brand, declaration).join(" + ");
    let mapped = matches!(brand.features.get(&switch), Some(FeatureSetting::Modules(_)));
    let (mut grade, mut detail) = match &resolved.reason {
        Reason::Brand => (Grade::Ok, format!("{state}: forced by the brand file")),
        Reason::Upstream => {
            (Grade::Ok, format!("{state}: the upstream's {ids}{}", if mapped { " (the brand's mapping)" } else { "" }))
        }
        Reason::Default { missing } if mapped => (
            Grade::Fail,
            format!("the brand reads {}, which the upstream's tree lacks: {state} by default", missing.join(", ")),
        ),
        Reason::Default { missing } => {
            let evidence: Vec<&str> = declaration
                .modules
                .iter()
                .filter(|m| missing.iter().any(|id| id == m.id))
                .map(|m| match m.evidence {
                    Evidence::Observed => "observed",
                    Evidence::Specified => "named by the spec",
                    Evidence::Invented => "invented",
                })
                .collect();
            let mut evidence = evidence;
            evidence.dedup();
            let consequence = match switch {
                Switch::LoginOnly if resolved.on => {
                    "every page but login, registration, /helpmc and /down needs a session; open to visitors: [features] login_only = \"off\"".to_owned()
                }
                _ => format!("map it ([features] {name} = \"MODULEID\") or force it (\"on\" / \"off\")"),
            };
            (
                Grade::Warn,
                format!(
                    "the upstream's tree has no {} ({}): {state} by default; {consequence}",
                    missing.join(", "),
                    evidence.join(", ")
                ),
            )
        }
    };
    match probe {
        Some((path, false)) if resolved.on => {
            grade = Grade::Fail;
            detail = format!(
                "{detail}; but the upstream has no {path} (404): its entry would lead nowhere, set [features] {name} = \"off\""
            );
        }
        Some((path, false)) => detail = format!("{detail}; the upstream has no {path} (404)"),
        Some((_, true)) if resolved.reason == Reason::Upstream || resolved.on => {
            detail = format!("{detail}; its calls answer");
        }
        _ => {}
    }
    Line { grade, check: "switch", subject: name.to_owned(), detail, ms: None }
}

/// A text (or number) id.
fn id_text(value: &Value) -> Option<String> {
    match value {
        Value::String(text) if !text.is_empty() => Some(text.clone()),
        Value::Number(number) => Some(number.to_string()),
        _ => None,
    }
}

fn text_at(value: &Value, path: &[&str]) -> Option<String> {
    path.iter().try_fold(value, |v, key| v.get(key))?.as_str().filter(|t| !t.is_empty()).map(str::to_owned)
}

fn urlencode(value: &str) -> String {
    serde_urlencoded::to_string([("", value)]).unwrap_or_default().trim_start_matches('=').to_owned()
}

/// The first 120 characters of a body, on one line.
fn excerpt(text: &str) -> String {
    let line: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if line.chars().count() > 120 { format!("{}…", line.chars().take(120).collect::<String>()) } else { line }
}

/// An error with its causes (a TLS failure says "invalid peer certificate" only in its source).
fn chain(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        let _ = write!(text, ": {cause}");
        source = cause.source();
    }
    text
}

fn host_of(url: &str) -> String {
    reqwest::Url::parse(url).ok().and_then(|u| u.host_str().map(str::to_owned)).unwrap_or_else(|| url.to_owned())
}

/// Whether a URL names this machine or a private network (a mock, a staging box): plain HTTP is no finding there.
fn is_local(url: &str) -> bool {
    let Some(host) = reqwest::Url::parse(url).ok().and_then(|u| u.host_str().map(str::to_owned)) else { return false };
    if host == "localhost" {
        return true;
    }
    match host.trim_matches(['[', ']']).parse::<std::net::IpAddr>() {
        Ok(std::net::IpAddr::V4(ip)) => ip.is_loopback() || ip.is_private(),
        Ok(std::net::IpAddr::V6(ip)) => ip.is_loopback(),
        Err(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn brand() -> Brand {
        crate::config::tests_support::brand()
    }

    #[test]
    fn a_switch_the_tree_leaves_out_is_a_warning_and_one_without_its_calls_a_failure() {
        let tree: BTreeMap<String, bool> = [("COMM3".to_owned(), true)].into();
        let line = switch_line(&brand(), Switch::MemberCentre, Some(&tree), None);
        assert_eq!(line.grade, Grade::Warn);
        assert!(line.detail.contains("MEMCENTER3 (invented): on by default"), "{}", line.detail);
        let agents = switch_line(&brand(), Switch::AgentCentre, Some(&tree), Some(("/wps/agent/team/overview", false)));
        assert_eq!(agents.grade, Grade::Fail);
        assert!(agents.detail.contains("agent_centre = \"off\""), "{}", agents.detail);
        let mut off = brand();
        off.features.insert(Switch::AgentCentre, FeatureSetting::Off);
        let agents = switch_line(&off, Switch::AgentCentre, Some(&tree), Some(("/wps/agent/team/overview", false)));
        assert_eq!((agents.grade, agents.detail.starts_with("off: forced by the brand file")), (Grade::Ok, true));
        let mut mapped = brand();
        mapped.features.insert(Switch::Missions, FeatureSetting::Modules(vec!["MISSION9".into()]));
        assert_eq!(
            switch_line(&mapped, Switch::Missions, Some(&tree), None).grade,
            Grade::Fail,
            "a mapping to nothing"
        );
        let login_only = switch_line(&brand(), Switch::LoginOnly, Some(&tree), None);
        assert!(login_only.detail.contains("login_only = \"off\""), "{}", login_only.detail);
    }

    #[test]
    fn the_table_has_a_line_per_finding_and_the_counts() {
        let report = Report {
            upstream: "https://up.example".into(),
            merchant: "m1".into(),
            brand: Some("demo".into()),
            lines: vec![
                Line {
                    grade: Grade::Ok,
                    check: "call",
                    subject: "/wps/system/status".into(),
                    detail: "fine".into(),
                    ms: Some(12),
                },
                Line {
                    grade: Grade::Fail,
                    check: "field",
                    subject: "/wps/x value.y".into(),
                    detail: "missing".into(),
                    ms: None,
                },
            ],
        };
        let table = report.table();
        assert!(table.starts_with("doctor: https://up.example merchant m1, brand demo"));
        assert!(table.contains("OK    call  /wps/system/status") && table.contains("12  fine"), "{table}");
        assert!(table.contains("FAIL  field /wps/x value.y"), "{table}");
        assert!(table.trim_end().ends_with("1 OK, 0 WARN, 1 FAIL"));
        assert_eq!(report.worst(), Grade::Fail);
        let json = serde_json::to_value(&report).unwrap();
        assert_eq!(json["lines"][1]["grade"], "FAIL");
    }

    #[test]
    fn local_addresses_may_speak_plain_http() {
        assert!(is_local("http://127.0.0.1:9090") && is_local("http://localhost:1") && is_local("http://10.1.2.3"));
        assert!(!is_local("http://www.brand.example") && !is_local("http://8.8.8.8"));
        assert_eq!(
            format!("{:?}", Account { user: "u".into(), password: "secret1".into() }),
            "Account { user: \"u\", password: \"***\" }"
        );
    }
}
