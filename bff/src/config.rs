//! Typed configuration: `config/defaults.toml` plus one `config/brands/<id>.toml` per brand.
//!
//! A brand file may override any setting of the defaults' `[upstream]`, `[cache]`, `[limits]` and
//! `[security]`: its tables are merged over the defaults' before either is read, so each setting is
//! declared once. Unknown keys are errors, so a typo never silently falls back to a default; a bad
//! value is refused naming the file and the field.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::num::NonZeroU32;
use std::path::{Path, PathBuf};
use std::time::Duration;

use schemars::JsonSchema;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use upstream_protocol::catalogue::CacheClass;
use upstream_protocol::languages::{self, Language};
use upstream_protocol::switches::Switch;
use utoipa::ToSchema;

use crate::proxies::TrustedProxies;

/// Why the configuration could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// A configuration file could not be read (missing, or not readable by the BFF).
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file that could not be read.
        path: PathBuf,
        /// What the operating system said.
        source: std::io::Error,
    },
    /// A configuration file is not valid TOML.
    #[error("{path}: {source}")]
    Syntax {
        /// The file that is not TOML.
        path: PathBuf,
        /// Where the parser stopped, and why.
        source: Box<toml::de::Error>,
    },
    /// A setting is unknown, missing, or not of the type or form it must have.
    #[error("{path}: {field}: {source}")]
    Parse {
        /// The file the setting is in.
        path: PathBuf,
        /// Where the setting is in the file, as a dotted path (`theme.dark.primary`).
        field: String,
        /// What is wrong with it.
        source: Box<toml::de::Error>,
    },
    /// A value that parses but makes no sense: the file and the field say where.
    #[error("{path}: {field}: {problem}")]
    Field {
        /// The file the value is in (a brand file, or `defaults.toml`).
        path: PathBuf,
        /// The setting, as the file names it (`languages.default`).
        field: &'static str,
        /// Why the value is refused.
        problem: String,
    },
    /// The files disagree as a whole: no brand at all, or one host listed by two brands.
    #[error("{0}")]
    Invalid(String),
}

/// The tables of `defaults.toml` a brand file may override.
const BRAND_SECTIONS: [&str; 5] = ["upstream", "cache", "limits", "security", "human_check"];

/// The settings of those tables that one process shares between its brands (its connection pool, caches,
/// headers and challenge store): read from `defaults.toml` only, so a brand file that sets one is refused
/// rather than silently left unheard. As (table, key, the field the refusal names).
const PROCESS_WIDE: [(&str, &str, &str); 10] = [
    ("upstream", "connect_timeout", "upstream.connect_timeout"),
    ("upstream", "pool_idle_timeout", "upstream.pool_idle_timeout"),
    ("upstream", "key_ttl", "upstream.key_ttl"),
    ("cache", "stale_for", "cache.stale_for"),
    ("cache", "capacity", "cache.capacity"),
    ("cache", "page_bytes", "cache.page_bytes"),
    ("security", "hsts", "security.hsts"),
    ("security", "permissions_policy", "security.permissions_policy"),
    ("human_check", "ttl", "human_check.ttl"),
    ("human_check", "reveal_answers", "human_check.reveal_answers"),
];

/// `defaults.toml`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Defaults {
    /// `[server]`: the listeners, the Next.js server, request limits and the process's housekeeping.
    pub server: ServerConfig,
    /// `[upstream]`: what every brand file starts from; its process-wide settings are read from here only.
    pub upstream: UpstreamConfig,
    /// `[session]`: the session cookie and how long a session lives, for every brand.
    pub session: SessionConfig,
    /// `[cache]`: what every brand file starts from; its process-wide settings are read from here only.
    pub cache: CacheConfig,
    /// `[limits]`: the throttles' buckets every brand starts from.
    pub limits: Limits,
    /// `[security]`: what every brand file starts from; its process-wide settings are read from here only.
    pub security: SecurityConfig,
    /// `[throttle]`: where the throttles' buckets and the single-use marks are kept.
    pub throttle: ThrottleConfig,
    /// `[human_check]`: what every brand file starts from; its process-wide settings are read from here only.
    pub human_check: HumanCheckConfig,
    /// `[telemetry]`: the export of traces ([`crate::trace`]); off without it.
    #[serde(default)]
    pub telemetry: TelemetryConfig,
}

/// `defaults.toml`'s `[telemetry]`: process-wide, so a change takes a restart.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TelemetryConfig {
    /// The OTLP/HTTP collector's base address (`http://collector:4318`; spans go to `<it>/v1/traces`, protobuf).
    /// Unset (the default): no span is exported (`traceparent` is still read, made and passed on).
    #[serde(default)]
    pub otlp_endpoint: Option<String>,
    /// The `service.name` the spans are exported under.
    #[serde(default = "default_service_name")]
    pub service_name: String,
}

impl Default for TelemetryConfig {
    fn default() -> Self {
        Self { otlp_endpoint: None, service_name: default_service_name() }
    }
}

fn default_service_name() -> String {
    "veneer-bff".to_owned()
}

/// A collector's address as `telemetry.otlp_endpoint` (or `--otlp-endpoint`) holds it: an http(s) address, surrounding
/// spaces and a trailing `/` trimmed.
pub fn otlp_endpoint(text: &str) -> Result<String, String> {
    let endpoint = text.trim().trim_end_matches('/');
    if is_http_address(endpoint) {
        Ok(endpoint.to_owned())
    } else {
        Err(format!("{text:?} is not an http(s) address such as \"http://127.0.0.1:4318\""))
    }
}

/// `defaults.toml`'s `[server]`: process-wide, so a change takes a restart.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ServerConfig {
    /// The address and port visitors reach the BFF on (`--listen` overrides it); port 0 picks a free one.
    pub listen: SocketAddr,
    /// The base URL of the Next.js server pages are passed to (`--next-url` overrides it): keep it reachable by the
    /// BFF alone.
    pub next_url: String,
    /// How long Next.js may take to answer a page.
    #[serde(with = "humantime_serde")]
    pub next_timeout: Duration,
    /// How long opening a connection to Next.js may take.
    #[serde(with = "humantime_serde")]
    pub next_connect_timeout: Duration,
    /// Load balancers whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed: addresses and CIDR ranges.
    /// Empty (the default): the connecting peer is the visitor.
    #[serde(default)]
    pub trusted_proxies: TrustedProxies,
    /// Largest body of an ordinary call (the catalogue allows more for uploads).
    pub max_body: usize,
    /// Largest sum of header names and values; more is answered 431.
    pub max_header_bytes: usize,
    /// How long a client may take to send a request's head (slow clients hold connections).
    #[serde(with = "humantime_serde")]
    pub header_timeout: Duration,
    /// The admin listener (metrics, readiness, cache purge): loopback unless you mean otherwise.
    pub admin_listen: SocketAddr,
    /// How often the configuration directory is looked at for changed brand files.
    #[serde(with = "humantime_serde")]
    pub reload_every: Duration,
    /// Single-threaded workers, each with its own socket on the public address; 0: one per core.
    pub workers: usize,
    /// How often memory freed after a burst is handed back to the system.
    #[serde(with = "humantime_serde")]
    pub trim_every: Duration,
    /// How long requests in flight may take to finish once a shutdown is asked for.
    #[serde(with = "humantime_serde")]
    pub shutdown_grace: Duration,
}

/// `[upstream]`: where the brand's upstream is and how the BFF calls it.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UpstreamConfig {
    /// The upstream's base URL, e.g. `https://www.brand.example`: each call's path is added to it.
    pub url: String,
    /// The most one call may take, its retries included.
    #[serde(with = "humantime_serde")]
    #[schemars(with = "HumanDuration")]
    pub timeout: Duration,
    /// Process-wide (read from `defaults.toml`): how long opening a connection may take.
    #[serde(with = "humantime_serde")]
    #[schemars(with = "HumanDuration")]
    pub connect_timeout: Duration,
    /// The largest upstream answer read, in bytes; a larger one counts as the upstream failing (502).
    pub max_response: usize,
    /// Retries of an idempotent read (or a game relay's `function.not.available`).
    pub retries: u32,
    /// The first retry's wait; each next one doubles it, with jitter.
    #[serde(with = "humantime_serde")]
    #[schemars(with = "HumanDuration")]
    pub retry_backoff: Duration,
    /// Failures in a row that open the upstream's breaker.
    pub breaker_failures: u32,
    /// How long an open breaker leaves the upstream alone.
    #[serde(with = "humantime_serde")]
    #[schemars(with = "HumanDuration")]
    pub breaker_cooldown: Duration,
    /// Process-wide (read from `defaults.toml`): how long an idle pooled connection is kept.
    #[serde(with = "humantime_serde")]
    #[schemars(with = "HumanDuration")]
    pub pool_idle_timeout: Duration,
    /// Process-wide: how long the upstream's RSA key is kept at most (it is fetched again when refused).
    #[serde(with = "humantime_serde")]
    #[schemars(with = "HumanDuration")]
    pub key_ttl: Duration,
}

/// When the session cookie gets `Secure` and the `__Host-` prefix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SecureCookie {
    /// When the request came over TLS.
    Auto,
    /// Always, whatever the request came over.
    Always,
    /// Never (plain HTTP all the way, e.g. on a developer's machine).
    Never,
}

/// `defaults.toml`'s `[session]`: process-wide, so a change takes a restart.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SessionConfig {
    /// When the BFF's cookies get `Secure` and the `__Host-` prefix: `auto` (over TLS), `always` or `never`.
    pub secure_cookie: SecureCookie,
    /// A session unused this long is over.
    #[serde(with = "humantime_serde")]
    pub idle: Duration,
    /// A session is over this long after login, however busy.
    #[serde(with = "humantime_serde")]
    pub absolute: Duration,
    /// The same with "remember me"; the cookie then outlives the browser session.
    #[serde(with = "humantime_serde")]
    pub remember: Duration,
    /// How long the sealed captcha binding (the upstream's `captchaId`) is kept.
    #[serde(with = "humantime_serde")]
    pub captcha: Duration,
    /// Process-wide: how long a money submit's idempotency key is remembered ([`crate::forward::replay`]).
    #[serde(with = "humantime_serde")]
    pub replay_window: Duration,
}

/// `[cache]`: how long public answers and rendered pages are served from memory, and how much is kept.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CacheConfig {
    /// How long site configuration (system status, white-label tree, registration rules, country codes, and
    /// `/bff/bootstrap` built from them) is served from the cache, e.g. "60s".
    #[serde(with = "humantime_serde")]
    #[schemars(with = "HumanDuration")]
    pub config: Duration,
    /// How long catalogue answers (vendors, game lists, menus, the help centre) are served from the cache.
    #[serde(with = "humantime_serde")]
    #[schemars(with = "HumanDuration")]
    pub catalogue: Duration,
    /// How long content (banners, notices, winner boards, hot matches, card-game rooms) is served from the cache.
    #[serde(with = "humantime_serde")]
    #[schemars(with = "HumanDuration")]
    pub content: Duration,
    /// How long one visitor address's system status (maintenance, the region verdict) is served from the cache.
    #[serde(with = "humantime_serde")]
    #[schemars(with = "HumanDuration")]
    pub visitor_status: Duration,
    /// How long a rendered page is served from memory.
    #[serde(with = "humantime_serde")]
    #[schemars(with = "HumanDuration")]
    pub pages: Duration,
    /// Process-wide (read from `defaults.toml`): how long the last good answer is kept, to be served while the
    /// upstream fails.
    #[serde(with = "humantime_serde")]
    #[schemars(with = "HumanDuration")]
    pub stale_for: Duration,
    /// Process-wide: entries of the public-answer cache.
    pub capacity: u64,
    /// Process-wide: bytes of page HTML kept.
    pub page_bytes: u64,
}

impl CacheConfig {
    /// The time to live of a cache class.
    pub fn ttl(&self, class: CacheClass) -> Duration {
        match class {
            CacheClass::Config => self.config,
            CacheClass::Catalogue => self.catalogue,
            CacheClass::Content => self.content,
            CacheClass::Visitor => self.visitor_status,
        }
    }
}

/// A token bucket: room for `burst` calls, refilled with one every `every`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Rate {
    /// How many calls may come at once: the bucket's size, at least 1.
    pub burst: NonZeroU32,
    /// How long the bucket takes to gain one call back, e.g. "30s".
    #[serde(with = "humantime_serde")]
    #[schemars(with = "HumanDuration")]
    pub every: Duration,
}

/// The throttles' buckets (see [`crate::throttle`]).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Limits {
    /// Login attempts per client address.
    pub login_per_address: Rate,
    /// Login attempts per member (user name or mobile number), from whatever address.
    pub login_per_user: Rate,
    /// SMS codes asked for per client address.
    pub sms_per_address: Rate,
    /// SMS codes asked for per mobile number (with its dialing code).
    pub sms_per_number: Rate,
    /// Captcha images per client address.
    pub captcha_per_address: Rate,
    /// Password resets (by e-mail or by SMS code) per client address.
    pub password_reset_per_address: Rate,
    /// Registrations per client address.
    pub register_per_address: Rate,
    /// Human-check challenges (each is a drawn image), per client address.
    pub human_check_per_address: Rate,
}

/// The slider human check ([`crate::human_check`]).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct HumanCheckConfig {
    /// Whether the brand's guarded calls need a pass (the catalogue's `human_check`).
    pub enabled: bool,
    /// How far, in pixels, the piece may land from the gap.
    pub tolerance_px: u32,
    /// A drag quicker than this is a script's.
    #[serde(with = "humantime_serde")]
    #[schemars(with = "HumanDuration")]
    pub min_duration: Duration,
    /// Process-wide (read from `defaults.toml`): how long a challenge may be answered, and its pass used.
    #[serde(with = "humantime_serde")]
    #[schemars(with = "HumanDuration")]
    pub ttl: Duration,
    /// Process-wide, tests only: the admin listener tells a challenge's answer (`GET /human-check/{id}`).
    #[serde(default)]
    pub reveal_answers: bool,
}

/// Where the throttles keep their buckets.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThrottleConfig {
    /// `redis://host:port`: buckets shared by every replica. Unset: in this process.
    #[serde(default)]
    pub redis: Option<String>,
    /// How long connecting to Redis, or one answer of it, may take before the process's own buckets stand in.
    #[serde(with = "humantime_serde")]
    pub redis_timeout: Duration,
}

/// Page and answer security headers.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SecurityConfig {
    /// `enforce`, or `report-only` while the front's layout does not yet put the nonce on its inline script.
    pub csp: crate::csp::Mode,
    /// Image hosts pages may load from besides the upstream's `imageCDNs` (origins or `*.domain`).
    #[serde(default)]
    pub image_hosts: Vec<String>,
    /// Hosts pages may frame (game launch) besides the upstream's `launchGameCDNs`.
    #[serde(default)]
    pub frame_hosts: Vec<String>,
    /// Process-wide (read from `defaults.toml`): the `Strict-Transport-Security` max-age on answers over TLS.
    #[serde(with = "humantime_serde")]
    #[schemars(with = "HumanDuration")]
    pub hsts: Duration,
    /// Process-wide (read from `defaults.toml`): the `Permissions-Policy` header of every answer.
    pub permissions_policy: String,
}

/// Light or dark.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, ToSchema, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum ThemeName {
    /// The `dark` palette.
    Dark,
    /// The `light` palette.
    Light,
}

/// A brand's look: the theme first shown, the colours of each theme, the chat window's header.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Theme {
    /// The theme a visitor gets until they choose one (their browser keeps the choice): "dark" or "light".
    pub default: ThemeName,
    /// The colour of the live-chat window's header.
    pub chat_header_color: CssColour,
    /// The colours of the dark theme.
    pub dark: Palette,
    /// The colours of the light theme.
    pub light: Palette,
}

/// The brand colours of one theme; each becomes a CSS custom property `--brand-<role>`.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Palette {
    /// The accent colour of buttons, links and highlights (`--brand-primary`).
    pub primary: CssColour,
    /// Text and icons on a `primary` background (`--brand-on-primary`).
    #[serde(rename(serialize = "onPrimary"))]
    #[schema(rename = "onPrimary")]
    pub on_primary: CssColour,
    /// The page's background (`--brand-background`).
    pub background: CssColour,
    /// The background of dialogs, panels and notices that sit above the page (`--brand-surface`).
    pub surface: CssColour,
    /// The main text colour (`--brand-text`).
    pub text: CssColour,
    /// Secondary text, hints and faint borders (`--brand-muted`).
    pub muted: CssColour,
}

/// A CSS colour as a brand file may write it: hex, a named colour or a functional notation
/// (`rgb(…)`, `oklch(…)`…), and nothing that could end a style block.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[schema(value_type = String, example = "#f5b400")]
pub struct CssColour(String);

impl CssColour {
    /// The colour, if `text` (trimmed) is one a brand file may write.
    pub fn parse(text: &str) -> Option<Self> {
        let text = text.trim();
        let hex = |s: &str| (3..=8).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_hexdigit());
        let named = |s: &str| (3..=30).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_alphabetic());
        let functional = |s: &str| {
            let Some((function, rest)) = s.split_once('(') else { return false };
            let Some(arguments) = rest.strip_suffix(')') else { return false };
            ["rgb", "rgba", "hsl", "hsla", "oklch", "oklab", "lab", "lch"].contains(&function)
                && (1..=80).contains(&arguments.len())
                && arguments.bytes().all(|b| b.is_ascii_alphanumeric() || b" .,%/+-".contains(&b))
        };
        let valid = match text.strip_prefix('#') {
            Some(digits) => hex(digits),
            None => named(text) || functional(text),
        };
        valid.then(|| Self(text.to_owned()))
    }

    /// The colour as written, trimmed: ready for a style sheet.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl<'de> Deserialize<'de> for CssColour {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Self::parse(&text).ok_or_else(|| serde::de::Error::custom(format!("{text:?} is not a CSS colour")))
    }
}

/// A brand file as written, without the sections merged over the defaults.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct BrandFile {
    /// The brand's name, as pages show it.
    name: String,
    /// The merchant code the upstream knows the brand by (the `Merchant` header of every upstream call).
    merchant_code: String,
    /// Host names this brand answers on (the port is ignored).
    hosts: Vec<String>,
    /// The logo: a file name in `config/brands/<id>/`, served under `/bff/brand/<file>`.
    logo: String,
    /// The app icon of the web manifest (square; SVG or PNG): a file name in `config/brands/<id>/`.
    icon: String,
    /// Public support e-mail shown in the footer.
    #[serde(default)]
    email: Option<String>,
    /// Whether the login window offers "free play" (a trial account).
    #[serde(default)]
    free_play_login: bool,
    /// The password this brand's upstream hands accounts out with: a member who logs in with it must change it.
    #[serde(default)]
    insecure_default_password: Option<String>,
    /// The age the registration terms ask the visitor to confirm: 18 or 21.
    #[serde(default)]
    minimum_age: MinimumAge,
    /// The IANA time zone the upstream counts this brand's days in.
    #[serde(default)]
    time_zone: TimeZoneName,
    /// The languages offered, and the default one.
    languages: LanguagesFile,
    /// The theme first shown and the colours of each.
    theme: Theme,
    /// Per sign-in channel, the URL of its identity page; a channel without one is not offered.
    #[serde(default)]
    identity: IdentityPages,
    /// A brand's word on feature switches: "on", "off", or the module id(s) its upstream uses for it.
    #[serde(default)]
    #[schemars(schema_with = "feature_settings_schema")]
    features: BTreeMap<Switch, FeatureSetting>,
}

/// A third-party sign-in channel (spec 000 §7: google, facebook, line, and SMS through Firebase).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Channel {
    /// Sign-in with a Google account.
    Google,
    /// Sign-in with a Facebook account.
    Facebook,
    /// Sign-in with a LINE account.
    Line,
    /// Sign-in with a mobile number and an SMS code, verified through Firebase.
    Sms,
}

impl Channel {
    /// Every channel, in the spec's order.
    pub const ALL: [Channel; 4] = [Channel::Google, Channel::Facebook, Channel::Line, Channel::Sms];

    /// The name in paths and in `firebaseChannel`.
    pub fn name(self) -> &'static str {
        match self {
            Channel::Google => "google",
            Channel::Facebook => "facebook",
            Channel::Line => "line",
            Channel::Sms => "sms",
        }
    }

    /// The channel a path names (`google`, `facebook`, `line`, `sms`), if any.
    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|c| c.name() == name)
    }
}

/// A brand's `[identity]`: per channel, the URL of its identity page (in production a page on the brand's
/// Firebase auth domain that signs in with the provider and comes back with the Firebase ID token). A
/// channel without a page is not offered, whatever the upstream's switches say.
#[derive(Debug, Clone, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct IdentityPages {
    /// The page that signs a visitor in with Google; without it, Google sign-in is not offered.
    #[serde(default)]
    pub google: Option<IdentityPage>,
    /// The page that signs a visitor in with Facebook; without it, Facebook sign-in is not offered.
    #[serde(default)]
    pub facebook: Option<IdentityPage>,
    /// The page that signs a visitor in with LINE; without it, LINE sign-in is not offered.
    #[serde(default)]
    pub line: Option<IdentityPage>,
    /// The page that verifies a mobile number by SMS code; without it, SMS sign-in is not offered.
    #[serde(default)]
    pub sms: Option<IdentityPage>,
}

impl IdentityPages {
    /// The brand's page for `channel`, if it has one.
    pub fn page(&self, channel: Channel) -> Option<&IdentityPage> {
        match channel {
            Channel::Google => self.google.as_ref(),
            Channel::Facebook => self.facebook.as_ref(),
            Channel::Line => self.line.as_ref(),
            Channel::Sms => self.sms.as_ref(),
        }
    }

    /// The channels that have a page, in the spec's order.
    pub fn channels(&self) -> Vec<Channel> {
        Channel::ALL.into_iter().filter(|c| self.page(*c).is_some()).collect()
    }
}

/// An absolute `http(s)` URL without a fragment (the BFF adds its own query parameters to it).
#[derive(Debug, Clone)]
pub struct IdentityPage(pub reqwest::Url);

impl<'de> Deserialize<'de> for IdentityPage {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        let url = reqwest::Url::parse(&text).map_err(|e| serde::de::Error::custom(format!("{text:?}: {e}")))?;
        if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none() || url.fragment().is_some() {
            return Err(serde::de::Error::custom(format!("{text:?} must be an http(s) URL without a fragment")));
        }
        Ok(Self(url))
    }
}

/// A brand's word on one feature switch (`[features]`): `"on"` or `"off"` whatever the upstream says, or
/// the module id(s) its upstream uses for it instead of the declared ones (`"AGENTSYS3"`, `["A3", "B3"]`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FeatureSetting {
    /// `"on"`: the switch is on, whatever the upstream's white-label tree says.
    On,
    /// `"off"`: the switch is off whatever the upstream says, and its calls are answered 404 without asking it.
    Off,
    /// Module ids: the upstream's white-label tree is read through these instead of the switch's declared ones.
    Modules(Vec<String>),
}

impl<'de> Deserialize<'de> for FeatureSetting {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Written {
            One(String),
            Several(Vec<String>),
        }
        let written = Written::deserialize(deserializer)
            .map_err(|_| serde::de::Error::custom("expected \"on\", \"off\", a module id or a list of module ids"))?;
        let ids = match written {
            Written::One(word) if word == "on" => return Ok(Self::On),
            Written::One(word) if word == "off" => return Ok(Self::Off),
            Written::One(id) => vec![id],
            Written::Several(ids) => ids,
        };
        let well_formed = |id: &String| {
            (1..=40).contains(&id.len())
                && id.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_')
        };
        match ids.iter().find(|id| !well_formed(id)) {
            _ if ids.is_empty() => Err(serde::de::Error::custom("an empty list of module ids")),
            Some(bad) => Err(serde::de::Error::custom(format!(
                "{bad:?} is neither \"on\", \"off\" nor a module id (upper-case letters, digits and _, e.g. AGENTCENTER3)"
            ))),
            None => Ok(Self::Modules(ids)),
        }
    }
}

/// The age a visitor confirms when registering: 18 (the agreement) or 21 (spec 000 §5, §9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(try_from = "u8", into = "u8")]
#[schema(value_type = u8, example = 18)]
pub struct MinimumAge(u8);

impl Default for MinimumAge {
    fn default() -> Self {
        Self(18)
    }
}

impl TryFrom<u8> for MinimumAge {
    type Error = String;

    fn try_from(age: u8) -> Result<Self, String> {
        matches!(age, 18 | 21).then_some(Self(age)).ok_or_else(|| format!("minimum_age must be 18 or 21, not {age}"))
    }
}

impl From<MinimumAge> for u8 {
    fn from(age: MinimumAge) -> u8 {
        age.0
    }
}

/// The zone whose calendar the brand's upstream counts days in (records, date presets, dates shown): an IANA
/// name the time-zone database knows, `Asia/Bangkok` unless the brand file says otherwise.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(try_from = "String", into = "String")]
#[schema(value_type = String, example = "Asia/Bangkok")]
pub struct TimeZoneName(String);

impl Default for TimeZoneName {
    fn default() -> Self {
        Self("Asia/Bangkok".to_owned())
    }
}

impl TryFrom<String> for TimeZoneName {
    type Error = String;

    fn try_from(name: String) -> Result<Self, String> {
        // The browser's `Intl` takes the same names: one the database does not know would fail there.
        match jiff::tz::db().get(&name) {
            Ok(_) => Ok(Self(name)),
            Err(_) => Err(format!("time_zone {name:?} is not an IANA time-zone name (e.g. \"Asia/Bangkok\")")),
        }
    }
}

impl From<TimeZoneName> for String {
    fn from(zone: TimeZoneName) -> String {
        zone.0
    }
}

impl TimeZoneName {
    /// The IANA name, e.g. `Asia/Bangkok`.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A brand's `[languages]` as written: locale codes of [`upstream_protocol::languages`].
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct LanguagesFile {
    /// The language a visitor without a choice gets: one of `supported`.
    #[schemars(schema_with = "locale_code_schema")]
    default: String,
    /// Locale codes (th, en, zh, …), in the order the language menu lists them.
    #[schemars(schema_with = "locale_codes_schema")]
    supported: Vec<String>,
}

/// The languages a brand offers, from the shared table.
#[derive(Debug, Clone)]
pub struct Languages {
    /// The language of a visitor who has not chosen one the brand offers.
    pub default: &'static Language,
    /// In the brand file's order; the default among them.
    pub supported: Vec<&'static Language>,
}

impl Languages {
    /// The language a `lang` cookie asks for, if the brand offers it; else the default.
    pub fn pick(&self, wanted: Option<&str>) -> &'static Language {
        wanted.and_then(languages::find).filter(|l| self.supported.contains(l)).unwrap_or(self.default)
    }
}

/// A brand with the defaults applied.
#[derive(Debug, Clone)]
pub struct Brand {
    /// The file name without `.toml`.
    pub id: String,
    /// The brand's name, as pages show it.
    pub name: String,
    /// The merchant code the upstream knows the brand by.
    pub merchant_code: String,
    /// The merchant code as the header value every upstream call carries, built once.
    pub merchant_header: axum::http::HeaderValue,
    /// Lower-case host names without ports.
    pub hosts: Vec<String>,
    /// The logo: a file name in `asset_dir`.
    pub logo: String,
    /// The web manifest's square app icon: a file name in `asset_dir`.
    pub icon: String,
    /// The public support e-mail of the footer; without it, the one the upstream's system status gives.
    pub email: Option<String>,
    /// Whether the login window offers free play.
    pub free_play_login: bool,
    /// The password accounts are handed out with (spec 000 §4's `{secret}`): a member who logs in with it
    /// must change it first.
    pub insecure_default_password: Option<String>,
    /// The languages the brand offers, and its default.
    pub languages: Languages,
    /// The theme first shown and the colours of each.
    pub theme: Theme,
    /// `defaults.toml`'s `[upstream]` with the brand file's overrides.
    pub upstream: UpstreamConfig,
    /// `defaults.toml`'s `[cache]` with the brand file's overrides.
    pub cache: CacheConfig,
    /// `defaults.toml`'s `[limits]` with the brand file's overrides.
    pub limits: Limits,
    /// `defaults.toml`'s `[security]` with the brand file's overrides.
    pub security: SecurityConfig,
    /// `defaults.toml`'s `[human_check]` with the brand file's overrides.
    pub human_check: HumanCheckConfig,
    /// Third-party sign-in: the brand's identity page per channel ([`crate::identity`]).
    pub identity: IdentityPages,
    /// `[features]`: switches the brand forces on or off, or reads from other module ids ([`crate::features`]).
    pub features: BTreeMap<Switch, FeatureSetting>,
    /// The age the registration terms ask the visitor to confirm (spec 000 §5, §9).
    pub minimum_age: MinimumAge,
    /// The zone the upstream counts the brand's days in.
    pub time_zone: TimeZoneName,
    /// `config/brands/<id>/`, where the brand's own files live.
    pub asset_dir: PathBuf,
}

/// The whole configuration.
#[derive(Debug, Clone)]
pub struct Config {
    /// `defaults.toml`: the process-wide settings, and the sections every brand file starts from.
    pub defaults: Defaults,
    /// Every brand, with the defaults merged in, in the order of their file names.
    pub brands: Vec<Brand>,
    /// `locales/`, whose `bff` namespaces hold the BFF's own messages.
    pub locales_dir: PathBuf,
}

impl Config {
    /// Loads `<dir>/defaults.toml` and every `<dir>/brands/*.toml`; the messages from `<dir>/../locales`.
    pub fn load(dir: &Path) -> Result<Self, ConfigError> {
        let defaults_path = dir.join("defaults.toml");
        let raw_defaults = read_table(&defaults_path)?;
        let mut defaults: Defaults = typed(&defaults_path, raw_defaults.clone())?;
        // A mistyped collector would otherwise show only as spans missing, with an error line a minute.
        if let Some(endpoint) = &mut defaults.telemetry.otlp_endpoint {
            *endpoint = otlp_endpoint(endpoint).map_err(|problem| ConfigError::Field {
                path: defaults_path.clone(),
                field: "telemetry.otlp_endpoint",
                problem,
            })?;
        }
        let brands_dir = dir.join("brands");
        let entries =
            std::fs::read_dir(&brands_dir).map_err(|source| ConfigError::Read { path: brands_dir.clone(), source })?;
        let mut files: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "toml"))
            .collect();
        files.sort();
        let brands = files.iter().map(|path| load_brand(&raw_defaults, path)).collect::<Result<Vec<_>, _>>()?;
        let locales_dir = dir.parent().map_or_else(|| PathBuf::from("locales"), |parent| parent.join("locales"));
        let config = Self { defaults, brands, locales_dir };
        config.validate()?;
        Ok(config)
    }

    /// Points every brand at one upstream (tests, `make run`).
    pub fn override_upstream(&mut self, url: &str) {
        for brand in &mut self.brands {
            brand.upstream.url = url.trim_end_matches('/').to_owned();
        }
    }

    /// What no single brand file can check alone.
    fn validate(&self) -> Result<(), ConfigError> {
        if self.brands.is_empty() {
            return Err(ConfigError::Invalid("no brand in config/brands/".into()));
        }
        let mut owners = BTreeMap::new();
        for brand in &self.brands {
            if let Some(other) = brand.hosts.iter().find_map(|h| owners.insert(h.clone(), brand.id.clone())) {
                return Err(ConfigError::Invalid(format!("a host is listed by both {other} and {}", brand.id)));
            }
        }
        Ok(())
    }
}

/// One brand file: its own settings, and the defaults' sections with its overrides merged in.
fn load_brand(raw_defaults: &toml::Table, path: &Path) -> Result<Brand, ConfigError> {
    let mut table = read_table(path)?;
    for (section, key, field) in PROCESS_WIDE {
        if table.get(section).and_then(toml::Value::as_table).is_some_and(|t| t.contains_key(key)) {
            return Err(ConfigError::Field {
                path: path.to_owned(),
                field,
                problem: "is shared by every brand of the process: set it in defaults.toml".into(),
            });
        }
    }
    let mut section = |name: &str| {
        let mut merged = raw_defaults.get(name).and_then(toml::Value::as_table).cloned().unwrap_or_default();
        if let Some(toml::Value::Table(over)) = table.remove(name) {
            merge(&mut merged, over);
        }
        merged
    };
    let [upstream, cache, limits, security, human_check] = BRAND_SECTIONS.map(&mut section);
    let file: BrandFile = typed(path, table)?;
    let upstream: UpstreamConfig = typed(path, upstream)?;
    let cache: CacheConfig = typed(path, cache)?;
    let limits: Limits = typed(path, limits)?;
    let security: SecurityConfig = typed(path, security)?;
    let human_check: HumanCheckConfig = typed(path, human_check)?;

    let invalid = |field: &'static str, problem: String| ConfigError::Field { path: path.to_owned(), field, problem };
    let id = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_owned();
    let brands_dir = path.parent().unwrap_or(Path::new("."));
    let merchant_header = axum::http::HeaderValue::from_str(file.merchant_code.trim())
        .ok()
        .filter(|v| !v.is_empty())
        .ok_or_else(|| invalid("merchant_code", "must be a non-empty header value".into()))?;
    if file.hosts.is_empty() {
        return Err(invalid("hosts", "must name at least one host".into()));
    }
    for (field, name) in [("logo", &file.logo), ("icon", &file.icon)] {
        if !is_plain_file_name(name) {
            return Err(invalid(field, format!("{name:?} must be a file name in brands/{id}/")));
        }
    }
    let mut supported = Vec::new();
    for code in &file.languages.supported {
        let language = languages::find(code).ok_or_else(|| {
            let known: Vec<&str> = languages::LANGUAGES.iter().map(|l| l.code).collect();
            invalid("languages.supported", format!("{code:?} is not one of {}", known.join(", ")))
        })?;
        if !supported.contains(&language) {
            supported.push(language);
        }
    }
    let default = languages::find(&file.languages.default).filter(|l| supported.contains(l)).ok_or_else(|| {
        invalid("languages.default", format!("{:?} is not in languages.supported", file.languages.default))
    })?;
    for (field, hosts) in
        [("security.image_hosts", &security.image_hosts), ("security.frame_hosts", &security.frame_hosts)]
    {
        if let Some(bad) = hosts.iter().find(|h| crate::csp::host_source(h).is_none()) {
            return Err(invalid(field, format!("{bad:?} is not an origin (https://host[:port]) or *.domain")));
        }
    }
    // A mistyped address would otherwise show only as every call failing (502) once the brand is live.
    let upstream_url = upstream.url.trim().trim_end_matches('/').to_owned();
    if !is_http_address(&upstream_url) {
        return Err(invalid(
            "upstream.url",
            format!("{:?} is not an http(s) address such as \"https://www.brand.example\"", upstream.url),
        ));
    }
    Ok(Brand {
        asset_dir: brands_dir.join(&id),
        name: file.name,
        merchant_code: file.merchant_code,
        merchant_header,
        hosts: file.hosts.iter().map(|h| h.trim().to_ascii_lowercase()).collect(),
        logo: file.logo,
        icon: file.icon,
        email: file.email,
        free_play_login: file.free_play_login,
        insecure_default_password: file.insecure_default_password.filter(|p| !p.is_empty()),
        languages: Languages { default, supported },
        theme: file.theme,
        upstream: UpstreamConfig { url: upstream_url, ..upstream },
        cache,
        limits,
        security,
        human_check,
        identity: file.identity,
        features: file.features,
        minimum_age: file.minimum_age,
        time_zone: file.time_zone,
        id,
    })
}

/// An http(s) address with a host and neither query nor fragment: a base the BFF adds paths to.
fn is_http_address(url: &str) -> bool {
    reqwest::Url::parse(url).is_ok_and(|u| {
        matches!(u.scheme(), "http" | "https") && u.host().is_some() && u.query().is_none() && u.fragment().is_none()
    })
}

/// `over` merged into `base`: tables key by key, anything else replaced.
fn merge(base: &mut toml::Table, over: toml::Table) {
    for (key, value) in over {
        match (base.get_mut(&key), value) {
            (Some(toml::Value::Table(base)), toml::Value::Table(over)) => merge(base, over),
            (_, value) => {
                base.insert(key, value);
            }
        }
    }
}

fn read_table(path: &Path) -> Result<toml::Table, ConfigError> {
    let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read { path: path.into(), source })?;
    text.parse().map_err(|source| ConfigError::Syntax { path: path.into(), source: Box::new(source) })
}

/// A table read as `T`; an error names the field it is about (`theme.dark.primary: …`).
fn typed<T: DeserializeOwned>(path: &Path, table: toml::Table) -> Result<T, ConfigError> {
    serde_path_to_error::deserialize(toml::Value::Table(table)).map_err(|error| ConfigError::Parse {
        path: path.into(),
        field: error.path().to_string(),
        source: Box::new(error.into_inner()),
    })
}

/// A single path segment without traversal: what a brand may name as one of its files.
pub fn is_plain_file_name(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('.')
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_'))
}

/// Where the brand files' JSON Schema lives, from the repository root; each brand file names it in its first line
/// (`#:schema ../brand.schema.json`, read by taplo and Even Better TOML), so an editor completes and checks it.
pub const BRAND_SCHEMA_PATH: &str = "config/brand.schema.json";

/// The JSON Schema of a brand file, from the types the loader reads it into: the brand's own settings
/// (`BrandFile`) and the defaults' sections it may override (`BRAND_SECTIONS`), whose every field is optional
/// there (the brand's values are merged over `defaults.toml`'s). Written by `cargo run -p bff --bin bff-typescript`;
/// a test fails while the committed file is stale, and another checks the shipped brand files against it.
pub fn brand_schema() -> serde_json::Value {
    let mut generator = schemars::generate::SchemaSettings::draft2020_12().into_generator();
    // In BRAND_SECTIONS' order, as `load_brand` reads them.
    let sections = [
        generator.subschema_for::<UpstreamConfig>(),
        generator.subschema_for::<CacheConfig>(),
        generator.subschema_for::<Limits>(),
        generator.subschema_for::<SecurityConfig>(),
        generator.subschema_for::<HumanCheckConfig>(),
    ];
    let generated = generator.into_root_schema_for::<BrandFile>().to_value();
    let mut root = serde_json::json!({
        "$schema": generated["$schema"],
        "title": "Veneer brand file",
        "description": "One brand: config/brands/<id>.toml, read by bff/src/config.rs. The tables upstream, cache, \
            limits, security and human_check override config/defaults.toml's, key by key.",
    });
    for (key, value) in generated.as_object().into_iter().flatten() {
        if !["$schema", "title", "description"].contains(&key.as_str()) {
            root[key] = value.clone();
        }
    }
    // Each section's definition, by the reference its property holds (`#/$defs/CacheConfig`).
    let mut definitions = Vec::new();
    for (name, schema) in BRAND_SECTIONS.into_iter().zip(sections) {
        let schema = schema.to_value();
        if let Some(definition) = schema["$ref"].as_str().and_then(|r| r.strip_prefix("#/$defs/")) {
            definitions.push((name, definition.to_owned()));
        }
        root["properties"][name] = schema;
    }
    // A brand writes only what it changes in a section: nothing there is required (nested tables included).
    for name in ["UpstreamConfig", "CacheConfig", "Limits", "Rate", "SecurityConfig", "HumanCheckConfig"] {
        if let Some(definition) = root["$defs"][name].as_object_mut() {
            definition.remove("required");
        }
    }
    // What one process shares between its brands is not a brand's to set (`PROCESS_WIDE`; the loader refuses it).
    for (section, key, _) in PROCESS_WIDE {
        let definition = definitions.iter().find(|(name, _)| *name == section).map(|(_, d)| d.as_str());
        if let Some(properties) = definition.and_then(|d| root["$defs"][d]["properties"].as_object_mut()) {
            properties.remove(key);
        }
    }
    root
}

/// A duration as humantime writes it (`30s`, `5m`, `1h 30m`, `250ms`): the brand file's durations.
struct HumanDuration;

/// `JsonSchema` for a type read through its own `Deserialize` (or humantime's): its name and schema.
macro_rules! schema_of {
    ($type:ty, $name:literal, $schema:tt) => {
        impl JsonSchema for $type {
            fn schema_name() -> std::borrow::Cow<'static, str> {
                $name.into()
            }

            fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
                schemars::json_schema!($schema)
            }
        }
    };
}

schema_of!(HumanDuration, "Duration", {
    "type": "string",
    "description": "A duration: a number and a unit (ms, s, m, h, d), several added up (\"1h 30m\").",
    "pattern": "^\\s*[0-9]+\\s*[a-zA-Zµ]+(\\s*[0-9]+\\s*[a-zA-Zµ]+)*\\s*$",
    "examples": ["30s", "5m", "250ms"]
});
schema_of!(CssColour, "CssColour", {
    "type": "string",
    "description": "A CSS colour: hex (#f5b400), a named colour or rgb(…), hsl(…), oklch(…) and the like.",
    "examples": ["#f5b400", "white", "rgb(0 0 0 / 60%)"]
});
schema_of!(MinimumAge, "MinimumAge", { "description": "18 or 21.", "enum": [18, 21] });
schema_of!(TimeZoneName, "TimeZoneName", {
    "type": "string",
    "description": "An IANA time-zone name.",
    "examples": ["Asia/Bangkok"]
});
schema_of!(IdentityPage, "IdentityPage", {
    "type": "string",
    "description": "An absolute http(s) URL without a fragment.",
    "pattern": "^https?://[^#]+$"
});
schema_of!(FeatureSetting, "FeatureSetting", {
    "description": "\"on\" or \"off\" whatever the upstream says, or the module id(s) its upstream uses for it.",
    "oneOf": [
        { "enum": ["on", "off"] },
        { "type": "string", "pattern": "^[A-Z0-9_]{1,40}$" },
        { "type": "array", "items": { "type": "string", "pattern": "^[A-Z0-9_]{1,40}$" }, "minItems": 1 }
    ]
});

/// A locale code of the one language table ([`upstream_protocol::languages`]).
fn locale_code_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
    let codes: Vec<&str> = languages::LANGUAGES.iter().map(|l| l.code).collect();
    schemars::json_schema!({ "type": "string", "enum": codes })
}

fn locale_codes_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
    schemars::json_schema!({ "type": "array", "items": locale_code_schema(generator), "minItems": 1 })
}

/// `[features]`: one optional entry per feature switch, by its name.
fn feature_settings_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
    let setting = generator.subschema_for::<FeatureSetting>().to_value();
    let properties: serde_json::Map<String, serde_json::Value> = Switch::all()
        .map(|switch| {
            let mut schema = setting.clone();
            if let Some(object) = schema.as_object_mut() {
                object.insert("description".into(), switch.declaration().purpose.into());
            }
            (switch.name().to_owned(), schema)
        })
        .collect();
    schemars::json_schema!({
        "description": "A brand's word on feature switches (upstream-protocol/src/switches.rs).",
        "type": "object",
        "properties": properties,
        "additionalProperties": false
    })
}

/// The shipped demo brand, for unit tests elsewhere in the crate.
#[cfg(test)]
pub(crate) mod tests_support {
    use super::*;

    pub fn brand() -> Brand {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../config");
        let mut config = Config::load(&dir).expect("the shipped configuration loads");
        config.brands.remove(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn repo_config() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../config")
    }

    /// A copy of the shipped configuration with the demo brand file rewritten by `edit`.
    fn load_with(name: &str, edit: impl FnOnce(String) -> String) -> Result<Config, ConfigError> {
        load_edited(name, |defaults| defaults, edit)
    }

    /// A copy of the shipped configuration with `defaults.toml` and the demo brand file rewritten.
    fn load_edited(
        name: &str,
        edit_defaults: impl FnOnce(String) -> String,
        edit_brand: impl FnOnce(String) -> String,
    ) -> Result<Config, ConfigError> {
        let dir = std::env::temp_dir().join(format!("veneer-config-{}-{name}", std::process::id()));
        std::fs::create_dir_all(dir.join("brands")).unwrap();
        let read = |file: &str| std::fs::read_to_string(repo_config().join(file)).unwrap();
        std::fs::write(dir.join("defaults.toml"), edit_defaults(read("defaults.toml"))).unwrap();
        std::fs::write(dir.join("brands/b.toml"), edit_brand(read("brands/demo.toml"))).unwrap();
        let config = Config::load(&dir);
        std::fs::remove_dir_all(&dir).unwrap();
        config
    }

    #[test]
    fn trusted_proxies_are_addresses_and_ranges_typed_at_load() {
        let with = |name: &str, list: &str| {
            load_edited(
                name,
                |d| {
                    assert!(d.contains("trusted_proxies = []"));
                    d.replacen("trusted_proxies = []", &format!("trusted_proxies = {list}"), 1)
                },
                |b| b,
            )
        };
        let proxies = with("proxies-ok", r#"["10.0.0.0/8", "fd00::/8", "127.0.0.1"]"#).unwrap().defaults.server;
        let ip = |text: &str| text.parse().unwrap();
        assert!(proxies.trusted_proxies.contains(ip("10.20.30.40")) && proxies.trusted_proxies.contains(ip("fd12::1")));
        assert!(
            proxies.trusted_proxies.contains(ip("127.0.0.1")) && !proxies.trusted_proxies.contains(ip("127.0.0.2"))
        );
        for (name, list) in [("proxies-prefix", r#"["10.0.0.0/33"]"#), ("proxies-name", r#"["lb.internal"]"#)] {
            let error = with(name, list).unwrap_err().to_string();
            assert!(error.contains("defaults.toml: server.trusted_proxies"), "{name}: {error}");
        }
    }

    #[test]
    fn identity_pages_and_the_minimum_age_are_typed() {
        let demo = load_with("identity-ok", |b| b).unwrap().brands.remove(0);
        assert_eq!(demo.identity.channels(), Channel::ALL);
        assert_eq!(u8::from(demo.minimum_age), 18);
        let age21 = load_with("age21", |b| b.replace("minimum_age = 18", "minimum_age = 21")).unwrap();
        assert_eq!(u8::from(age21.brands[0].minimum_age), 21);
        for (name, edit) in [
            ("age20", ("minimum_age = 18", "minimum_age = 20")),
            ("unknown-channel", ("[identity]\n", "[identity]\ntwitter = \"https://x.example/\"\n")),
            ("not-http", ("google = \"http://127.0.0.1:9090", "google = \"javascript://127.0.0.1:9090")),
            ("fragment", ("merchant=veneerdemo\"\nfacebook", "merchant=veneerdemo#x\"\nfacebook")),
        ] {
            let loaded = load_with(name, |b| {
                assert!(b.contains(edit.0), "{name}");
                b.replacen(edit.0, edit.1, 1)
            });
            assert!(loaded.is_err(), "{name}");
        }
        let without = load_with("no-identity", |b| b[..b.find("\n[identity]").unwrap()].to_owned()).unwrap();
        assert!(without.brands[0].identity.channels().is_empty(), "no page, no channel");
    }

    #[test]
    fn a_brand_files_upstream_must_be_an_http_address() {
        let with = |name: &str, url: &str| {
            load_with(name, |b| {
                let line =
                    b.lines().find(|l| l.starts_with("url = ")).expect("demo.toml names its upstream").to_owned();
                b.replacen(&line, &format!("url = {url:?}"), 1)
            })
        };
        let brand = with("url-ok", " https://up.example/ ").unwrap().brands.remove(0);
        assert_eq!(brand.upstream.url, "https://up.example");
        for (name, url) in [
            ("url-empty", ""),
            ("url-no-scheme", "www.brand.example"),
            ("url-ftp", "ftp://up.example"),
            ("url-query", "https://up.example/?a=1"),
            ("url-space", "https://up example"),
        ] {
            let error = with(name, url).expect_err(name).to_string();
            assert!(error.contains("b.toml") && error.contains("upstream.url"), "{name}: {error}");
        }
    }

    #[test]
    fn spans_are_exported_only_to_an_http_collector_named_in_the_defaults() {
        let shipped = load_with("telemetry-off", |b| b).unwrap().defaults.telemetry;
        assert_eq!((shipped.otlp_endpoint, shipped.service_name.as_str()), (None, "veneer-bff"));
        let with = |name: &str, endpoint: &str| {
            load_edited(
                name,
                |d| {
                    let line = "# otlp_endpoint = \"http://127.0.0.1:4318\"";
                    assert!(d.contains(line), "defaults.toml shows the setting");
                    d.replacen(line, &format!("otlp_endpoint = {endpoint:?}"), 1)
                },
                |b| b,
            )
        };
        let on = with("telemetry-on", " http://collector:4318/ ").unwrap().defaults.telemetry;
        assert_eq!(on.otlp_endpoint.as_deref(), Some("http://collector:4318"));
        for (name, endpoint) in [("otlp-no-scheme", "collector:4318"), ("otlp-grpc", "grpc://collector:4317")] {
            let error = with(name, endpoint).expect_err(name).to_string();
            assert!(error.contains("defaults.toml: telemetry.otlp_endpoint"), "{name}: {error}");
        }
        assert!(
            load_with("telemetry-brand", |b| format!("{b}\n[telemetry]\nservice_name = \"x\"\n")).is_err(),
            "a brand file has no [telemetry]"
        );
    }

    #[test]
    fn a_brand_file_setting_a_process_wide_value_is_refused_naming_it() {
        for (section, key, field) in PROCESS_WIDE {
            let value = match key {
                "capacity" | "page_bytes" => "1000",
                "reveal_answers" => "true",
                "permissions_policy" => "\"camera=()\"",
                _ => "\"1s\"",
            };
            let error = load_with(&format!("wide-{key}"), |b| {
                let header = format!("[{section}]\n");
                if b.contains(&header) {
                    b.replacen(&header, &format!("{header}{key} = {value}\n"), 1)
                } else {
                    format!("{b}\n{header}{key} = {value}\n")
                }
            })
            .expect_err(field)
            .to_string();
            assert!(error.contains("b.toml") && error.contains(field) && error.contains("defaults.toml"), "{error}");
        }
        // The same tables' per-brand settings still load.
        let brand = load_with("per-brand", |b| format!("{b}\n[cache]\npages = \"2s\"\n")).unwrap().brands.remove(0);
        assert_eq!(brand.cache.pages, Duration::from_secs(2));
    }

    #[test]
    fn features_force_map_or_are_refused_naming_the_field() {
        let with = |name: &str, section: &str| load_with(name, |b| format!("{b}\n[features]\n{section}\n"));
        let brand = with(
            "features-ok",
            "agent_centre = \"off\"\nlogin_only = \"on\"\nmember_centre = \"PERSONAL3\"\nmissions = [\"MISSION3\", \"LB3\"]",
        )
        .unwrap()
        .brands
        .remove(0);
        assert_eq!(brand.features[&Switch::AgentCentre], FeatureSetting::Off);
        assert_eq!(brand.features[&Switch::LoginOnly], FeatureSetting::On);
        assert_eq!(brand.features[&Switch::MemberCentre], FeatureSetting::Modules(vec!["PERSONAL3".into()]));
        assert_eq!(brand.features[&Switch::Missions], FeatureSetting::Modules(vec!["MISSION3".into(), "LB3".into()]));
        assert!(load_with("features-none", |b| b).unwrap().brands[0].features.is_empty());
        for (name, section) in [
            ("features-unknown", "agent_center = \"off\""),
            ("features-camel", "agentCentre = \"off\""),
            ("features-word", "agent_centre = \"maybe\""),
            ("features-lower", "agent_centre = \"agentcentre3\""),
            ("features-empty", "agent_centre = []"),
            ("features-bool", "agent_centre = false"),
        ] {
            let error = with(name, section).expect_err(name).to_string();
            assert!(error.contains("b.toml") && error.contains("features"), "{name}: {error}");
        }
    }

    #[test]
    fn the_time_zone_is_an_iana_name_and_bangkok_by_default() {
        let demo = load_with("zone-default", |b| b.replace("time_zone = \"Asia/Bangkok\"\n", "")).unwrap();
        assert_eq!(demo.brands[0].time_zone.as_str(), "Asia/Bangkok");
        let manila = load_with("zone-manila", |b| b.replace("\"Asia/Bangkok\"", "\"Asia/Manila\"")).unwrap();
        assert_eq!(manila.brands[0].time_zone.as_str(), "Asia/Manila");
        for (name, zone) in [("zone-typo", "Asia/Bangkock"), ("zone-offset", "+07:00"), ("zone-empty", "")] {
            let loaded = load_with(name, |b| {
                assert!(b.contains("time_zone = \"Asia/Bangkok\""), "{name}");
                b.replace("\"Asia/Bangkok\"", &format!("{zone:?}"))
            });
            let error = loaded.expect_err(name).to_string();
            assert!(error.contains("time_zone"), "{name}: {error}");
        }
    }

    #[test]
    fn the_shipped_configuration_loads() {
        let config = Config::load(&repo_config()).unwrap();
        let demo = config.brands.iter().find(|b| b.id == "demo").unwrap();
        assert_eq!(demo.merchant_code, "veneerdemo");
        assert_eq!(demo.hosts, ["localhost", "127.0.0.1"]);
        assert_eq!(demo.languages.default.code, "th");
        let offered: Vec<&str> = demo.languages.supported.iter().map(|l| l.code).collect();
        // The demo brand offers every language of the table, in the table's order.
        let table: Vec<&str> = upstream_protocol::languages::LANGUAGES.iter().map(|l| l.code).collect();
        assert_eq!(offered, table);
        assert_eq!(demo.upstream.timeout, Duration::from_secs(10));
        assert_eq!(demo.upstream.url, "http://127.0.0.1:9090");
        assert!(demo.free_play_login);
        assert!(demo.human_check.enabled && !config.defaults.human_check.enabled, "the demo brand turns it on");
        assert!(!demo.human_check.reveal_answers, "answers are revealed only in the e2e stack");
        assert_eq!(demo.theme.default, ThemeName::Dark);
        assert!(demo.asset_dir.join(&demo.icon).is_file() && demo.asset_dir.join(&demo.logo).is_file());
    }

    #[test]
    fn a_brand_overrides_single_upstream_and_cache_fields() {
        let config = load_with("override", |brand| {
            let brand =
                brand.replace("url = \"http://127.0.0.1:9090\"", "url = \"https://up.example/\"\ntimeout = \"3s\"");
            format!("{brand}\n[cache]\ncontent = \"5s\"\n")
        })
        .unwrap();
        let b = &config.brands[0];
        assert_eq!((b.upstream.url.as_str(), b.upstream.timeout), ("https://up.example", Duration::from_secs(3)));
        assert_eq!(b.upstream.connect_timeout, config.defaults.upstream.connect_timeout);
        assert_eq!((b.cache.content, b.cache.config), (Duration::from_secs(5), config.defaults.cache.config));
    }

    #[test]
    fn unknown_keys_are_errors() {
        let err = load_with("unknown", |brand| brand.replace("name = ", "colour = \"red\"\nname = ")).unwrap_err();
        assert!(err.to_string().contains("colour") && err.to_string().contains("b.toml"), "{err}");
    }

    #[test]
    fn bad_values_are_refused_naming_file_and_field() {
        type Edit = fn(String) -> String;
        let cases: [(&str, Edit, &str); 4] = [
            ("lang", |b| b.replace("\"kk\"]", "\"kk\", \"xx\"]"), "languages.supported"),
            (
                "default",
                |b| b.replace("default = \"th\"", "default = \"tl\"").replace(", \"tl\"", ""),
                "languages.default",
            ),
            ("icon", |b| b.replace("icon = \"icon.svg\"", "icon = \"../icon.svg\""), "icon"),
            ("colour", |b| b.replace("primary = \"#f5b400\"", "primary = \"red;}body{\""), "primary"),
        ];
        for (name, edit, field) in cases {
            let err = load_with(name, edit).unwrap_err().to_string();
            assert!(err.contains("b.toml") && err.contains(field), "{name}: {err}");
        }
    }

    #[test]
    fn language_pick_falls_back_to_the_default() {
        let th = languages::find("th").unwrap();
        let langs = Languages { default: th, supported: vec![th, languages::find("zh").unwrap()] };
        assert_eq!(langs.pick(Some("ZH")).upstream, "CN");
        assert_eq!(langs.pick(Some("en")), th, "not offered by this brand");
        assert_eq!(langs.pick(Some("fr")), th);
        assert_eq!(langs.pick(None), th);
    }

    #[test]
    fn css_colours_cannot_break_out_of_a_style_block() {
        for good in ["#fff", "#f5b400", "#f5b40080", "rebeccapurple", "rgb(1, 2, 3)", "oklch(70% 0.1 90 / 50%)"] {
            assert!(CssColour::parse(good).is_some(), "{good}");
        }
        for bad in ["", "#ff", "#ggg", "red;}", "url(x)", "rgb(1,2,3);x", "expression(alert(1))", "rgb(<b>)"] {
            assert!(CssColour::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn file_names_cannot_escape_the_brand_directory() {
        assert!(is_plain_file_name("logo.svg"));
        for bad in ["../secret", "a/b", ".env", "", "logo.svg\0"] {
            assert!(!is_plain_file_name(bad), "{bad:?}");
        }
    }
}
