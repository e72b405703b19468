//! `/__admin/openapi.json`: the admin API described (OpenAPI 3.1), one row per call in [`CALLS`].
//!
//! axum cannot list a router's routes, so the description is a table of its own; `tests/admin_api.rs`
//! keeps it true by reading the admin router's routes and calling each one: every route is described,
//! every described call exists.

use utoipa::openapi::path::{HttpMethod, OperationBuilder, ParameterBuilder, ParameterIn};
use utoipa::openapi::request_body::RequestBodyBuilder;
use utoipa::openapi::response::ResponseBuilder;
use utoipa::openapi::security::{ApiKey, ApiKeyValue, SecurityRequirement, SecurityScheme};
use utoipa::openapi::{ComponentsBuilder, ContentBuilder, InfoBuilder, OpenApi, OpenApiBuilder, Paths, Required};

/// The header every admin call needs.
pub const TOKEN_HEADER: &str = "X-Admin-Token";

/// A parameter's name and what it does.
type Param = (&'static str, &'static str);

/// One admin call.
#[derive(Debug, Clone)]
pub struct Call {
    pub method: &'static str,
    /// Under `/__admin`, with `{name}` for path parameters.
    pub path: String,
    pub summary: String,
    /// Query parameters and what they do.
    pub query: Vec<Param>,
    /// An example body (JSON text), when the call takes one.
    pub body: Option<&'static str>,
    /// An example of the envelope's `value` (JSON text), or of the whole answer when `bare`.
    pub answer: &'static str,
    /// The answer is not in the envelope (lists read by tests and tools as they are).
    pub bare: bool,
}

const MERCHANT: Param = ("merchant", "one merchant's code; every merchant the mock serves when absent");
const ONE_MERCHANT: Param = ("merchant", "the merchant's code; needed only when the mock serves several");

fn call(method: &'static str, path: &str, summary: &str, answer: &'static str) -> Call {
    Call {
        method,
        path: path.to_owned(),
        summary: summary.to_owned(),
        query: Vec::new(),
        body: None,
        answer,
        bare: false,
    }
}

impl Call {
    fn query(mut self, query: &[Param]) -> Self {
        self.query.extend_from_slice(query);
        self
    }

    fn body(mut self, body: &'static str) -> Self {
        self.body = Some(body);
        self
    }

    fn bare(mut self) -> Self {
        self.bare = true;
        self
    }
}

/// The site content kinds (`/__admin/content/<kind>`), the parameter that narrows each (if any),
/// and an example of the kind's content (the body `PUT` takes and every call answers).
const CONTENT_KINDS: &[(&str, Option<Param>, &str)] = &[
    (
        "banners",
        Some(("group", "one banner group, e.g. w_rng")),
        r#"[{"bannerId": 1, "groupName": "w_home", "title": {"en": "Welcome bonus", "th": "โบนัสต้อนรับ"}, "url": "http://127.0.0.1:9090/assets/banners/welcome.svg", "linkageType": "URL", "linkageUrl": "/promotions", "sort": 1, "startDate": 1792998964386, "endDate": null}]"#,
    ),
    (
        "notices",
        Some(("type", "one notice type: PU, PL, PR")),
        r#"[{"id": 16, "title": {"en": "Complete your profile", "th": "…"}, "content": {"en": "<p>Add your e-mail.</p>", "th": "…"}, "audience": {"userNames": ["demo01"]}, "startDate": 1795587364386, "endDate": null, "announcementImages": []}]"#,
    ),
    ("help", None, r##"[{"content": {"en": "<p>…</p>", "th": "<p>…</p>"}, "bgColor": "#2b2f3a", "children": []}]"##),
    (
        "resources",
        None,
        r#"[{"resourceType": "LINE", "labelName": "ไลน์ @veneerdemo", "labelNameEn": "LINE @veneerdemo", "url": "https://line.me/R/ti/p/@veneerdemo", "sort": 1}]"#,
    ),
    (
        "customer-service",
        None,
        r#"[{"csType": "LIVECHAT", "url": "https://chat.veneer.example/livechat?merchant=veneerdemo"}]"#,
    ),
    ("domains", None, r#"[{"domain": "www.veneer.example", "routeType": "MAIN"}]"#),
    (
        "site",
        None,
        r#"{"brandName": "Veneer Demo", "email": "support@veneer.example", "analytics": {"gtagId": "G-VNRDEMO01"}}"#,
    ),
    // The home feeds: null is the list computed from the data; a list put here is shown as it is.
    ("winners", None, "null"),
    ("rank-list", None, "null"),
    ("hot-matches", None, "null"),
    ("popular-games", None, "null"),
    ("vendor-cards", None, "null"),
];

const CLOCKS: &str = r#"[{"merchant": "veneerdemo", "offsetMs": 0, "nowMs": 1795304461137}]"#;

/// Every admin call.
pub fn calls() -> Vec<Call> {
    let mut calls = vec![
        call("GET", "/openapi.json", "This description", r#"{"openapi": "3.1.0"}"#).bare(),
        call("GET", "/sessions", "Live sessions", r#"[{"merchant": "veneerdemo", "userName": "demo01", "token": "…"}]"#).bare(),
        call("GET", "/system", "The system switches", r#"{"maintenance": false, "blockedIps": [], "requireV3": false, "singleSession": false}"#),
        call("PUT", "/system", "Replace the system switches (a field left out is off; an unknown one is refused)", r#"{"maintenance": true, "blockedIps": ["203.0.113.9"], "requireV3": false, "singleSession": false}"#)
            .body(r#"{"maintenance": true, "blockedIps": ["203.0.113.9"]}"#),
        call("GET", "/faults", "The faults in force", r#"{"latency": null, "errors": [], "gameRelayUnavailable": 0.0, "refuseConnections": false, "resetConnections": 0.0}"#),
        call("PUT", "/faults", "Replace the faults: latency, error rates by path, flaky game relays, refused or reset connections", r#"{"latency": {"fixed": "300ms", "jitter": "200ms", "paths": "/wps/relay/*"}, "errors": [], "gameRelayUnavailable": 0.25, "refuseConnections": false, "resetConnections": 0.0}"#)
            .body(r#"{"latency": {"fixed": "300ms", "jitter": "200ms", "paths": "/wps/relay/*"}, "errors": [{"path": "/wps/system/status", "rate": 0.5, "status": 503, "errorCode": "system.busy"}], "gameRelayUnavailable": 0.25}"#),
        call("DELETE", "/faults", "No faults", r#"{"latency": null, "errors": [], "gameRelayUnavailable": 0.0, "refuseConnections": false, "resetConnections": 0.0}"#),
        call("POST", "/connections/reset", "Reset every open connection once", r#""open connections reset""#),
        call("POST", "/rsa/rotate", "A new RSA key: clients holding the old modulus are refused until they fetch it again", r#""c3a1…(the new modulus, hex)""#),
        call("POST", "/members", "Add a member or agent with a balance, in an agent's team when upline names one", r#"[{"merchant": "veneerdemo", "id": 120, "userName": "wd01", "customerType": 0, "balance": 20000.0}]"#)
            .query(&[MERCHANT])
            .body(r#"{"username": "wd01", "password": "abc123", "balance": 20000, "role": "member", "upline": "agent01", "paymentPassword": "246810"}"#),
        call("POST", "/members/{username}/kill-sessions", "End the member's sessions (logged out from another device)", "1"),
        call("POST", "/members/{username}/reset", "A seeded member's balances and records back to the seed; sessions stay", r#"[{"merchant": "veneerdemo", "userName": "demo01", "sumBalance": 12345.67}]"#)
            .query(&[MERCHANT]),
        call("GET", "/requests", "The request journal: what reached the upstream's surface, with what the mock made of it and answered", r#"[{"id": 7, "time": "2026-11-25T07:00:00.123Z", "method": "POST", "path": "/wps/session/login", "headers": [["merchant", "veneerdemo"], ["authorization", "***"]], "body": "{\"username\":\"demo01\"}", "decrypted": true, "truncated": false, "refusal": null, "status": 200, "errorCode": null, "success": true}]"#)
            .query(&[
                ("path", "entries whose path (with its query) contains this"),
                ("errors", "true: only answers that were not a success"),
                ("since", "an entry id (the entries after it) or an RFC 3339 time (the entries from then on)"),
            ])
            .bare(),
        call("DELETE", "/requests", "Empty the journal", r#""journal cleared""#),
        call("GET", "/scenario", "The scenario in force (null before any)", r#"{"description": "…", "system": {"maintenance": true}}"#),
        call("PUT", "/scenario", "Carry a scenario out: TOML, or JSON with Content-Type application/json", r#"{"description": "…", "system": {"maintenance": true}}"#)
            .body(r#"{"description": "maintenance", "system": {"maintenance": true}, "members": [{"username": "wd01", "password": "abc123", "balance": 20000}], "withdrawals": [{"username": "wd01", "amount": 1500}]}"#),
        call("GET", "/modules", "The white-label modules switched off, with the tree", r#"[{"merchant": "veneerdemo", "disabled": ["GEETEST3"], "whitelabel": {}}]"#)
            .query(&[MERCHANT]),
        call("PUT", "/modules", "Replace the modules switched off", r#"[{"merchant": "veneerdemo", "disabled": ["MOBILENUMREG3"], "whitelabel": {}}]"#)
            .query(&[MERCHANT])
            .body(r#"{"disabled": ["MOBILENUMREG3"]}"#),
        call("GET", "/content", "The content kinds", r#"["banners", "notices"]"#),
        call("POST", "/content/reset", "Every kind of content back to the demo seed", r#"["banners", "notices"]"#).query(&[ONE_MERCHANT]),
        call("GET", "/games/maintenance", "Vendors and games under maintenance", r#"[{"merchant": "veneerdemo", "vendors": ["EVO"], "games": [10002]}]"#).query(&[MERCHANT]),
        call("PUT", "/games/maintenance", "Replace the vendors and games under maintenance", r#"[{"merchant": "veneerdemo", "vendors": ["EVO"], "games": [10002]}]"#)
            .query(&[MERCHANT])
            .body(r#"{"vendors": ["EVO"], "games": [10002]}"#),
        call("DELETE", "/games/maintenance", "Nothing under maintenance", r#"[{"merchant": "veneerdemo", "vendors": [], "games": []}]"#).query(&[MERCHANT]),
        call("GET", "/lottery/clock", "The lottery clock", CLOCKS).query(&[MERCHANT]),
        call("PUT", "/lottery/clock", "Set the lottery clock: offsetMs, or atMs (what it should read now)", CLOCKS)
            .query(&[MERCHANT])
            .body(r#"{"offsetMs": 600000}"#),
        call("POST", "/lottery/clock", "Move the lottery clock by byMs (back when negative)", CLOCKS)
            .query(&[MERCHANT])
            .body(r#"{"byMs": 60000}"#),
        call("DELETE", "/lottery/clock", "The lottery clock at the wall clock", CLOCKS).query(&[MERCHANT]),
        call("GET", "/wallet/single", "Whether merchants are single-wallet", r#"[{"merchant": "veneerdemo", "isSingle": false}]"#).query(&[MERCHANT]),
        call("PUT", "/wallet/single", "A single-wallet merchant (no game wallets), or not", r#"[{"merchant": "veneerdemo", "isSingle": true}]"#)
            .query(&[MERCHANT])
            .body(r#"{"isSingle": true}"#),
        call("POST", "/wallet/clock", "The wallet's clock moves on: deposit reviews, the withdrawal auto-confirm (answers how many records aged)", "12")
            .query(&[MERCHANT])
            .body(r#"{"advanceMinutes": 30}"#),
        call("GET", "/agent/clock", "The agency clock", CLOCKS).query(&[MERCHANT]),
        call("PUT", "/agent/clock", "Set the agency clock (offsetMs) or move it on (advanceMinutes); closed periods settle at once", CLOCKS)
            .query(&[MERCHANT])
            .body(r#"{"advanceMinutes": 1440}"#),
        call("DELETE", "/agent/clock", "The agency clock at the wall clock", CLOCKS).query(&[MERCHANT]),
        call("POST", "/agent/reset", "The agency back to its seed", r#"[{"merchant": "veneerdemo", "agents": [{"userName": "agent01", "balance": 5000.0}], "members": 18, "detached": []}]"#).query(&[MERCHANT]),
        call("POST", "/agent/bets", "A settled bet by a team member at the agency clock's now", r#"[{"merchant": "veneerdemo", "betId": 9001, "userName": "malee1990", "time": 1795304461137, "balance": 750.0}]"#)
            .query(&[MERCHANT])
            .body(r#"{"username": "malee1990", "stake": 250, "payout": 0}"#),
        call("GET", "/last-sms", "The last SMS code sent to a number", r#"{"merchant": "veneerdemo", "mobile": "0812345678", "countryDialingCode": "66", "code": "123456", "purpose": "REGISTER", "text": "…", "sentMs": 1795304461137, "expiresMs": 1795304761137}"#)
            .query(&[("mobile", "the number, any spelling"), ONE_MERCHANT]),
        call("GET", "/mails", "The mails sent, newest first", r#"[{"merchant": "veneerdemo", "to": "demo@veneer.example", "username": "demo01", "subject": "…", "body": "…", "sentMs": 1795304461137}]"#)
            .query(&[("to", "only mails to this address"), ONE_MERCHANT]),
        call("GET", "/access/captcha", "The text of a live captcha (the newest without captchaId)", r#"{"captchaId": "…", "answer": "x7k2p"}"#)
            .query(&[("captchaId", "the captcha's cookie"), ONE_MERCHANT]),
        call("POST", "/access/firebase-token", "The ID token Firebase would give after a provider's sign-in", r#"{"idToken": "…", "expiresMs": 1795308061137}"#)
            .query(&[ONE_MERCHANT])
            .body(r#"{"channel": "google", "email": "someone@example.com"}"#),
        call("GET", "/access/authenticator", "The code a member's Google Authenticator shows now", r#"{"username": "secure04", "code": "123456", "secondsLeft": 21}"#)
            .query(&[("username", "the member"), ONE_MERCHANT]),
        call("PUT", "/access/address-check/{username}", "The member's new-address check (method null switches it off)", r#"{"username": "secure01", "method": "EMAIL", "merchants": ["veneerdemo"]}"#)
            .query(&[ONE_MERCHANT])
            .body(r#"{"method": "EMAIL", "forgetAddresses": true}"#),
        call("DELETE", "/access/login-failures", "Forget failed logins (all, or one name's)", "3")
            .query(&[("username", "one member's only"), ONE_MERCHANT]),
        call("PUT", "/access/clock", "Shift the access area's clock (code and captcha expiry); answers the offset", "600000")
            .query(&[ONE_MERCHANT])
            .body(r#"{"offsetMs": 600000}"#),
        call("PUT", "/access/register-settings/{field}", "Change a registration field's rule", r#"[{"…": "the field's rule, as /wps/member/register/settings shows it"}]"#)
            .query(&[ONE_MERCHANT])
            .body(r#"{"enabled": true, "required": true}"#),
    ];
    for (kind, scope, content) in CONTENT_KINDS {
        let path = format!("/content/{kind}");
        let mut query = vec![ONE_MERCHANT];
        query.extend(scope.iter().copied());
        let put_body = if *content == "null" { "[]" } else { content };
        calls.extend([
            call("GET", &path, &format!("The {kind} content (docs/system.md)"), content).query(&query),
            call("PUT", &path, &format!("Replace the {kind} content (checked whole first)"), content)
                .query(&query)
                .body(put_body),
            call("DELETE", &path, &format!("No {kind} content"), "[]").query(&query),
            call("POST", &format!("{path}/reset"), &format!("The {kind} content back to the seed"), content)
                .query(&query),
        ]);
    }
    calls
}

/// The OpenAPI document.
pub fn document() -> OpenApi {
    let mut paths = Paths::new();
    for call in calls() {
        let mut operation = OperationBuilder::new()
            .summary(Some(call.summary.clone()))
            .tag(call.path.trim_start_matches('/').split(['/', '.']).next().unwrap_or_default())
            .security(SecurityRequirement::new("adminToken", Vec::<String>::new()));
        for name in path_parameters(&call.path) {
            operation = operation
                .parameter(ParameterBuilder::new().name(name).parameter_in(ParameterIn::Path).required(Required::True));
        }
        for (name, what) in &call.query {
            operation = operation.parameter(
                ParameterBuilder::new().name(*name).parameter_in(ParameterIn::Query).description(Some(*what)),
            );
        }
        if let Some(body) = call.body {
            let example = ContentBuilder::new().example(serde_json::from_str(body).ok()).build();
            operation = operation.request_body(Some(
                RequestBodyBuilder::new().content("application/json", example).required(Some(Required::True)).build(),
            ));
        }
        let answer = serde_json::from_str::<serde_json::Value>(call.answer).unwrap_or_default();
        let (what, example) = if call.bare {
            ("The answer as shown (no envelope)", answer)
        } else {
            (
                "The envelope; `value` as shown",
                serde_json::json!({"success": true, "value": answer, "message": "", "errorCode": ""}),
            )
        };
        let ok = ResponseBuilder::new()
            .description(what)
            .content("application/json", ContentBuilder::new().example(Some(example)).build());
        let refusal = |why: &str, code: &str| {
            let example = serde_json::json!({"success": false, "value": null, "message": why, "errorCode": code});
            ResponseBuilder::new()
                .description(why)
                .content("application/json", ContentBuilder::new().example(Some(example)).build())
                .build()
        };
        operation = operation
            .response("200", ok.build())
            .response("400", refusal("A malformed body or parameter", "request_param_err"))
            .response("401", refusal("X-Admin-Token is missing or wrong", "admin.token.invalid"));
        paths.add_path_operation(format!("/__admin{}", call.path), vec![http_method(call.method)], operation.build());
    }
    let token = SecurityScheme::ApiKey(ApiKey::Header(ApiKeyValue::with_description(
        TOKEN_HEADER,
        "The mock's admin token (--admin-token, default mock-admin)",
    )));
    OpenApiBuilder::new()
        .info(
            InfoBuilder::new()
                .title("upstream-mocks admin API")
                .version(env!("CARGO_PKG_VERSION"))
                .description(Some("Switches, faults, content, clocks, the request journal and scenarios of the upstream mock. Every call needs the X-Admin-Token header."))
                .build(),
        )
        .paths(paths)
        .components(Some(ComponentsBuilder::new().security_scheme("adminToken", token).build()))
        .build()
}

/// The `{name}` parts of a path.
pub fn path_parameters(path: &str) -> impl Iterator<Item = &str> {
    path.split('/').filter_map(|part| part.strip_prefix('{')?.strip_suffix('}'))
}

fn http_method(method: &str) -> HttpMethod {
    match method {
        "PUT" => HttpMethod::Put,
        "POST" => HttpMethod::Post,
        "DELETE" => HttpMethod::Delete,
        "PATCH" => HttpMethod::Patch,
        _ => HttpMethod::Get,
    }
}

/// `GET /__admin/openapi.json`: the document itself, not in the envelope (tools read it as it is).
pub async fn serve() -> axum::Json<OpenApi> {
    axum::Json(document())
}
