//! Every upstream call the product makes, as data (protocol §1.5, §4, and both spec documents §7).
//!
//! One [`Call`] per path says how the upstream treats it (method, module id, token, encryption,
//! answer shape) and what the front door does with it (cache class, throttle class, session effect,
//! body limit). The BFF forwards by these facts and the mock enforces them, so the two cannot drift.
//! Entries live in one file per area; [`find`] looks a path up in all of them.

mod agent;
mod content;
mod games;
mod lottery;
mod rewards;
mod session;
mod system;
mod wallet;

use std::collections::HashMap;
use std::sync::LazyLock;

use crate::shape::Field;
use crate::switches::Switch;

/// An HTTP method an upstream call accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "UPPERCASE")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Method {
    /// `GET`.
    Get,
    /// `POST`.
    Post,
    /// `PUT`.
    Put,
    /// `DELETE`.
    Delete,
}

impl Method {
    /// The method as `http` spells it.
    pub fn as_str(self) -> &'static str {
        match self {
            Method::Get => "GET",
            Method::Post => "POST",
            Method::Put => "PUT",
            Method::Delete => "DELETE",
        }
    }

    /// The method of a request, if it is one the upstream uses.
    pub fn parse(method: &str) -> Option<Self> {
        match method {
            "GET" => Some(Method::Get),
            "POST" => Some(Method::Post),
            "PUT" => Some(Method::Put),
            "DELETE" => Some(Method::Delete),
            _ => None,
        }
    }
}

/// Whether a call needs the member's token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Token {
    /// Anonymous; a token is ignored.
    None,
    /// 401 `login.not.session` without a live token.
    Required,
    /// Works anonymously, personalised with a token.
    Optional,
}

/// The shape of the answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Shape {
    /// `{success, value, message, errorCode}`.
    Envelope,
    /// A bare JSON object (the `/lgw` lottery gateway).
    Bare,
    /// Plain text (the RSA modulus).
    Text,
    /// An image or other file.
    Binary,
}

/// How the request body is encoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Body {
    /// No body (GET, most DELETEs).
    None,
    /// JSON.
    Json,
    /// `application/x-www-form-urlencoded` (forgot password by e-mail).
    Form,
}

/// How a call is encrypted (protocol §3.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Crypt {
    /// Plain JSON.
    Plain,
    /// The JSON body is DES-encrypted and the key RSA-wrapped, sent V3.
    Body,
    /// Only an `Encryption` header (the RSA of a fresh random key), plain body: free-play login.
    KeyOnly,
}

/// Public reads the BFF may cache, per brand and language; each class has its TTL in the brand config.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum CacheClass {
    /// System status (its shared part only), white-label tree, registration rules, country codes.
    Config,
    /// Vendors, game lists, menus, help centre.
    Catalogue,
    /// Banners, notices, winner boards, hot matches, the rooms of card games.
    Content,
    /// Answers that depend on the visitor's address (system status: location and region verdict):
    /// cached per brand, language *and* address, so one visitor's verdict never reaches another.
    Visitor,
}

/// Calls the BFF rate-limits before the upstream ever sees them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum ThrottleClass {
    /// Login attempts, per client address and per user name.
    Login,
    /// SMS codes, per mobile number and per client address.
    Sms,
    /// Captcha images, per client.
    Captcha,
    /// Password resets (by e-mail, or by SMS code), per client address.
    PasswordReset,
    /// Registrations, per client address.
    Register,
}

/// Which of a call's requests need the BFF's human check passed first (spec 000 §4: the slider runs before
/// an SMS is sent, before a user-name login and in registration).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum HumanCheck {
    /// No request.
    Never,
    /// Every request.
    Always,
    /// A login by user name and password, not one by SMS code ([`is_sms_login`]).
    UserNameLogin,
}

impl HumanCheck {
    /// Whether a request with this JSON body needs a pass (no body: as an empty one).
    pub fn needed(self, body: Option<&serde_json::Map<String, serde_json::Value>>) -> bool {
        match self {
            HumanCheck::Never => false,
            HumanCheck::Always => true,
            HumanCheck::UserNameLogin => body.is_none_or(|body| is_sms_login(body) != Some(true)),
        }
    }
}

/// Whether a login body asks for a login by SMS code (`type` `sms`, or `isSms: true`); `None` when its
/// `type` is neither `username` nor `sms` (the upstream refuses it).
pub fn is_sms_login(body: &serde_json::Map<String, serde_json::Value>) -> Option<bool> {
    let by_type = match body.get("type") {
        None | Some(serde_json::Value::Null) => false,
        Some(serde_json::Value::String(kind)) => match kind.to_ascii_lowercase().as_str() {
            "" | "username" => false,
            "sms" => true,
            _ => return None,
        },
        Some(_) => return None,
    };
    Some(by_type || body.get("isSms") == Some(&serde_json::Value::Bool(true)))
}

/// What a call does to the member's session.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Session {
    /// Nothing.
    Keep,
    /// A success answer carries `value.token`: the BFF seals it into the session cookie.
    Start,
    /// The session ends whatever the answer.
    End,
}

/// One upstream call.
#[derive(Debug, Clone, Copy, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Call {
    /// The path on the upstream, e.g. `/wps/system/status`.
    pub path: &'static str,
    /// The methods it accepts.
    pub methods: &'static [Method],
    /// The module id (`modID`) of the upstream's link tables; also the white-label flag that can switch
    /// the call off.
    pub mod_id: &'static str,
    /// Whether the call needs the member's token.
    pub token: Token,
    /// Whether and how the request is encrypted (protocol §3).
    pub crypt: Crypt,
    /// How the request body is encoded.
    pub body: Body,
    /// The shape of the answer.
    pub shape: Shape,
    /// The class of public reads the BFF may cache this call under, if any.
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub cache: Option<CacheClass>,
    /// The BFF's throttle class for the call, if any.
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub throttle: Option<ThrottleClass>,
    /// What the call does to the member's session.
    pub session: Session,
    /// Which requests need the BFF's human check passed first.
    pub human_check: HumanCheck,
    /// Only a real account may make it: a trial (free play) account is refused `in_need_true_account`
    /// (spec 000 §6: trial accounts are kept out of member and agent pages and game launch).
    pub real_account: bool,
    /// A money submit: each request must carry an `Idempotency-Key` ([`REPLAY_KEY_HEADER`]) its session
    /// has not sent within the BFF's replay window; the BFF refuses a repeat (409 `request.replayed`)
    /// without calling the upstream, so a double click or a retried request moves money once.
    pub replay_guard: bool,
    /// Query parameters without which the upstream fails (`launchGame` without `launchMode` answers a
    /// bare HTTP 500 `#727`): the BFF refuses the request (400 `request.query.invalid`) instead of sending it.
    pub required_query: &'static [&'static str],
    /// Largest request body accepted, in bytes.
    pub max_body: usize,
    /// Keys whose string values are HTML written upstream, wherever they occur in the answer
    /// (e.g. `content` of every notice, and of help articles' `children` too).
    pub html: &'static [&'static str],
    /// What the call is for, in a few words.
    pub purpose: &'static str,
    /// The method the upstream is also known to take the call by (the observed one), tried when it refuses
    /// the first of `methods` (the specification's): the BFF sends the first, falls back to this one, and
    /// remembers per upstream which worked.
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub fallback: Option<Method>,
    /// The feature switch the whole call belongs to: while a brand forces it off, the BFF answers the call
    /// 404 itself (an upstream without an agent system is never asked for the agent centre).
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub switch: Option<Switch>,
    /// The fields of the answer the front reads ([`crate::shape`]): the BFF counts answers that lack one or
    /// have it with another type, and the doctor checks them before a brand goes live.
    pub reads: &'static [Field],
    /// For a public read: a query it answers with (`{mainDomain}`, `{vendor}` and `{pvpGame}` stand for values
    /// of the upstream's own answers). The doctor sends every call that has one.
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub example: Option<&'static str>,
}

/// The request header that names one user action of a [`Call::replay_guard`] call (the IETF draft's name).
pub const REPLAY_KEY_HEADER: &str = "Idempotency-Key";

/// The body limit of ordinary calls.
pub const SMALL_BODY: usize = 64 * 1024;
/// The body limit of calls that carry images as Base64 JSON (3 images of at most 5 MB each).
pub const UPLOAD_BODY: usize = 24 * 1024 * 1024;

impl Call {
    /// A GET returning an envelope, anonymous, uncached: the common case the area files start from.
    pub const fn get(path: &'static str, mod_id: &'static str, purpose: &'static str) -> Self {
        Self {
            path,
            methods: &[Method::Get],
            mod_id,
            token: Token::None,
            crypt: Crypt::Plain,
            body: Body::None,
            shape: Shape::Envelope,
            cache: None,
            throttle: None,
            session: Session::Keep,
            human_check: HumanCheck::Never,
            real_account: false,
            replay_guard: false,
            required_query: &[],
            max_body: 0,
            html: &[],
            purpose,
            fallback: None,
            switch: None,
            reads: &[],
            example: None,
        }
    }

    /// A POST with a JSON body returning an envelope.
    pub const fn post(path: &'static str, mod_id: &'static str, purpose: &'static str) -> Self {
        Self::with_body(path, &[Method::Post], mod_id, purpose)
    }

    /// A PUT with a JSON body returning an envelope.
    pub const fn put(path: &'static str, mod_id: &'static str, purpose: &'static str) -> Self {
        Self::with_body(path, &[Method::Put], mod_id, purpose)
    }

    /// A call with a JSON body and the given methods.
    pub const fn with_body(
        path: &'static str,
        methods: &'static [Method],
        mod_id: &'static str,
        purpose: &'static str,
    ) -> Self {
        Self { methods, body: Body::Json, max_body: SMALL_BODY, ..Self::get(path, mod_id, purpose) }
    }

    /// Needs the member's token.
    pub const fn token(self) -> Self {
        Self { token: Token::Required, ..self }
    }

    /// Personalised when a token is present.
    pub const fn optional_token(self) -> Self {
        Self { token: Token::Optional, ..self }
    }

    /// The body is encrypted (protocol §3).
    pub const fn encrypted(self) -> Self {
        Self { crypt: Crypt::Body, ..self }
    }

    /// Only the key is sent, RSA-wrapped, with a plain body (free play).
    pub const fn key_only(self) -> Self {
        Self { crypt: Crypt::KeyOnly, ..self }
    }

    /// The BFF may cache the answer in this class.
    pub const fn cached(self, class: CacheClass) -> Self {
        Self { cache: Some(class), ..self }
    }

    /// The BFF throttles the call in this class.
    pub const fn throttled(self, class: ThrottleClass) -> Self {
        Self { throttle: Some(class), ..self }
    }

    /// Not for trial accounts (a member or agent page's call, or a game launch).
    pub const fn real_account(self) -> Self {
        Self { real_account: true, ..self }
    }

    /// A money submit: refused when its idempotency key was already sent (see [`Call::replay_guard`]).
    pub const fn replay_guarded(self) -> Self {
        Self { replay_guard: true, ..self }
    }

    /// The upstream fails without these query parameters (see [`Call::required_query`]).
    pub const fn requires_query(self, required_query: &'static [&'static str]) -> Self {
        Self { required_query, ..self }
    }

    /// These requests need the human check passed first.
    pub const fn human_checked(self, human_check: HumanCheck) -> Self {
        Self { human_check, ..self }
    }

    /// The call's effect on the session.
    pub const fn session(self, session: Session) -> Self {
        Self { session, ..self }
    }

    /// The answer shape.
    pub const fn shape(self, shape: Shape) -> Self {
        Self { shape, ..self }
    }

    /// The request body encoding.
    pub const fn body(self, body: Body) -> Self {
        Self { body, ..self }
    }

    /// The body limit.
    pub const fn max_body(self, max_body: usize) -> Self {
        Self { max_body, ..self }
    }

    /// The answer carries upstream HTML under these keys.
    pub const fn html(self, html: &'static [&'static str]) -> Self {
        Self { html, ..self }
    }

    /// When the upstream refuses the first method, the call is sent by this one (see [`Call::fallback`]).
    pub const fn falls_back_to(self, method: Method) -> Self {
        Self { fallback: Some(method), ..self }
    }

    /// The whole call belongs to this feature switch.
    pub const fn part_of(self, switch: Switch) -> Self {
        Self { switch: Some(switch), ..self }
    }

    /// The fields of the answer the front reads.
    pub const fn reads(self, reads: &'static [Field]) -> Self {
        Self { reads, ..self }
    }

    /// A public read the doctor sends with this query.
    pub const fn example(self, query: &'static str) -> Self {
        Self { example: Some(query), ..self }
    }

    /// The method the specification gives the call (the first of `methods`).
    pub fn spec_method(&self) -> Method {
        self.methods[0]
    }

    /// The other method of a call with a fallback.
    pub fn other_method(&self, method: Method) -> Option<Method> {
        let fallback = self.fallback?;
        let spec = self.spec_method();
        if method == spec {
            Some(fallback)
        } else if method == fallback {
            Some(spec)
        } else {
            None
        }
    }

    /// A game relay (`/wps/relay/GCSGAME_…`): it answers `function.not.available` now and then for no
    /// reason (protocol §6), and the same call a moment later works.
    pub fn is_game_relay(&self) -> bool {
        self.path.starts_with("/wps/relay/GCSGAME_")
    }

    /// Whether the call accepts this method.
    pub fn allows(&self, method: Method) -> bool {
        self.methods.contains(&method)
    }
}

/// Every call, in catalogue order.
pub fn all() -> impl Iterator<Item = &'static Call> {
    [
        session::CALLS,
        system::CALLS,
        content::CALLS,
        games::CALLS,
        lottery::CALLS,
        wallet::CALLS,
        rewards::CALLS,
        agent::CALLS,
    ]
    .into_iter()
    .flatten()
}

static BY_PATH: LazyLock<HashMap<&'static str, &'static Call>> = LazyLock::new(|| {
    let mut map = HashMap::new();
    for call in all() {
        let previous = map.insert(call.path, call);
        assert!(previous.is_none(), "{} is in the catalogue twice", call.path);
    }
    map
});

/// The call at `path` (without query string), if the catalogue has it.
pub fn find(path: &str) -> Option<&'static Call> {
    BY_PATH.get(path).copied()
}

/// The public reads: the calls with an [`Call::example`] query, every one an anonymous GET of data (the
/// doctor sends each of them; none changes anything upstream).
pub fn public_reads() -> impl Iterator<Item = &'static Call> {
    all().filter(|call| call.example.is_some())
}

/// Whether `path` belongs to the upstream (its three path prefixes).
pub fn is_upstream_path(path: &str) -> bool {
    ["/wps/", "/lgw/", "/lotto/lgw/"].iter().any(|prefix| path.starts_with(prefix))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_unique_and_well_formed() {
        assert!(all().count() == BY_PATH.len());
        for call in all() {
            assert!(is_upstream_path(call.path), "{} is not an upstream path", call.path);
            assert!(!call.methods.is_empty(), "{} has no method", call.path);
            assert!(!call.purpose.is_empty(), "{} has no purpose", call.path);
            if call.methods.iter().any(|m| matches!(m, Method::Post | Method::Put)) {
                assert!(call.max_body > 0, "{} takes a body but allows none", call.path);
            }
            // A cached answer is shared by every visitor: it must not depend on a token.
            if call.cache.is_some() {
                assert_eq!(call.token, Token::None, "{} is cached but carries a token", call.path);
                assert_eq!(call.methods, &[Method::Get], "{} is cached but is not a plain GET", call.path);
            }
            if call.crypt == Crypt::Body {
                assert_eq!(call.body, Body::Json, "{} is encrypted but has no JSON body", call.path);
            }
            if call.real_account {
                assert_eq!(call.token, Token::Required, "{} is for real accounts but needs no account", call.path);
            }
            if call.replay_guard {
                // The key is remembered per session: a guarded call needs one.
                assert_eq!(call.token, Token::Required, "{} is replay-guarded but needs no session", call.path);
                assert!(!call.allows(Method::Get), "{} is replay-guarded but is a read", call.path);
            }
        }
    }

    #[test]
    fn only_logout_and_the_hot_game_list_fall_back_to_another_method() {
        let with: Vec<(&str, Method, Method)> =
            all().filter_map(|c| Some((c.path, c.spec_method(), c.fallback?))).collect();
        assert_eq!(
            with,
            [
                ("/wps/session/logout", Method::Delete, Method::Post),
                ("/wps/relay/GCSGAME_hotGamesV2", Method::Get, Method::Post)
            ]
        );
        for call in all().filter(|c| c.fallback.is_some()) {
            assert!(call.methods.len() == 2 && call.allows(call.fallback.unwrap()), "{}", call.path);
            assert!(call.max_body > 0, "{}: the POST carries a body", call.path);
        }
    }

    #[test]
    fn every_cached_read_has_an_example_and_every_example_is_an_anonymous_read() {
        for call in all().filter(|c| c.cache.is_some()) {
            assert!(call.example.is_some(), "{} is a public read without an example for the doctor", call.path);
        }
        for call in public_reads() {
            assert_eq!(call.token, Token::None, "{}", call.path);
            assert_eq!(call.spec_method(), Method::Get, "{}", call.path);
            assert!(matches!(call.shape, Shape::Envelope | Shape::Bare), "{}", call.path);
            assert_eq!(call.session, Session::Keep, "{}", call.path);
        }
        assert!(public_reads().any(|c| c.path.starts_with("/lgw/")), "the lottery gateway's reads too");
    }

    #[test]
    fn declared_fields_start_at_the_envelopes_value() {
        for call in all() {
            for field in call.reads {
                assert!(
                    call.shape != Shape::Envelope
                        || ["value", "value.", "value[]"].iter().any(|p| field.path.starts_with(p)),
                    "{}: {}",
                    call.path,
                    field.path
                );
            }
        }
    }

    #[test]
    fn the_agent_centres_calls_belong_to_its_switch() {
        for call in all().filter(|c| c.path.starts_with("/wps/agent/")) {
            let expected = (call.path != "/wps/agent/affiliate").then_some(crate::switches::Switch::AgentCentre);
            assert_eq!(call.switch, expected, "{}", call.path);
        }
        let rebate = find("/wps/relay/MCSFE_claimManualRebate").unwrap();
        assert_eq!(rebate.switch, Some(crate::switches::Switch::ManualRebate));
    }

    #[test]
    fn no_cached_call_needs_a_token() {
        // The BFF answers cached calls before it opens the session (bff/src/forward/mod.rs).
        for call in all().filter(|c| c.cache.is_some()) {
            assert!(call.token != Token::Required, "{} is cached but needs a token", call.path);
        }
    }

    #[test]
    fn the_protocol_table_is_in_the_catalogue() {
        let login = find("/wps/session/login").unwrap();
        assert!(login.crypt == Crypt::Body && login.session == Session::Start && login.mod_id == "COMM3");
        assert_eq!(find("/wps/member/info").unwrap().token, Token::Required);
        let logout = find("/wps/session/logout").unwrap();
        assert!(logout.allows(Method::Delete) && logout.allows(Method::Post));
        assert_eq!(find("/wps/session/key/rsa").unwrap().shape, Shape::Text);
        assert!(find("/wps/nothing").is_none());
    }

    #[test]
    fn the_human_check_guards_user_name_logins_sms_sends_and_registrations() {
        let object = |json: serde_json::Value| json.as_object().cloned().unwrap();
        let login = find("/wps/session/login").unwrap().human_check;
        let needed = |body: serde_json::Value| login.needed(Some(&object(body)));
        assert!(needed(serde_json::json!({"username": "a", "type": "username"})));
        assert!(needed(serde_json::json!({"username": "a"})));
        assert!(login.needed(None));
        assert!(needed(serde_json::json!({"type": "junk", "isSms": true})), "junk is no SMS login");
        assert!(!needed(serde_json::json!({"type": "SMS", "mobileNum": "0812345678"})));
        assert!(!needed(serde_json::json!({"isSms": true})));
        // Spec 000 §4 "Registration flow": human verification runs in every registration.
        for path in [
            "/wps/verification/sms/noLogin",
            "/wps/verification/sms/register",
            "/wps/member/register",
            "/wps/member/register/mobile",
            "/wps/member/register/autoUsername",
        ] {
            assert_eq!(find(path).unwrap().human_check, HumanCheck::Always, "{path}");
        }
        let guarded = all().filter(|c| c.human_check != HumanCheck::Never).count();
        assert_eq!(guarded, 6, "only the spec's calls are guarded");
    }

    #[test]
    fn every_money_submit_and_only_those_is_replay_guarded() {
        let guarded: Vec<&str> = all().filter(|c| c.replay_guard).map(|c| c.path).collect();
        assert_eq!(
            guarded,
            [
                "/wps/relay/GCS_walletTransfer",
                "/wps/relay/MCSFE_transferToUpline",
                "/wps/relay/MCSFE_submitDeposit",
                "/wps/relay/passwordCheck/MCSFE_submitWithdraw",
                "/wps/relay/MCSFE_confirmWithdraw",
                "/wps/relay/passwordCheck/MCSFE_redeemPointReward",
                "/wps/relay/passwordCheck/MCSFE_convertPoint",
                "/wps/relay/PROMOFE_applyPromotion",
                "/wps/relay/MCSFE_claimRafflePromotion",
                "/wps/relay/PROMOFE_claimTicket",
                "/wps/agent/downline/transfer",
            ]
        );
    }

    #[test]
    fn trial_accounts_are_kept_from_agent_and_member_centre_calls_and_game_launch() {
        for path in ["/wps/agent/team/overview", "/wps/relay/MCSFE_submitDeposit", "/wps/game/launchGame"] {
            assert!(find(path).unwrap().real_account, "{path}");
        }
        for path in ["/wps/member/info", "/wps/v2/wallets/balance", "/wps/session/logout", "/wps/game/launchGame/trial"]
        {
            assert!(!find(path).unwrap().real_account, "{path}");
        }
        assert!(
            all().filter(|c| c.path.starts_with("/wps/agent/") && c.token == Token::Required).all(|c| c.real_account)
        );
    }
}
