//! The Content-Security-Policy of every HTML page, with a fresh nonce per response.
//!
//! Next.js reads the policy from the `content-security-policy` request header, takes the
//! `'nonce-…'` out of `script-src` and puts it on its own scripts; the layout puts `x-veneer-nonce`
//! on its inline theme script. Images may come from the brand's image CDNs, frames from its game
//! launch hosts (both from system status, plus what the brand file adds); everything else is this
//! origin. Upstream values become CSP host sources only when they are plain origins, so a hostile
//! status answer cannot add directives.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rand::RngCore as _;
use serde::Deserialize;

/// The request header Next reads the policy from, and the answer header that enforces it.
pub const HEADER: &str = "content-security-policy";
/// The answer header of a policy that is only reported.
pub const REPORT_ONLY_HEADER: &str = "content-security-policy-report-only";
/// The nonce alone, for the layout's inline script.
pub use crate::next_headers::NONCE as NONCE_HEADER;
/// Request headers a browser may not send on to Next (Next would believe them).
pub const FORGEABLE: [&str; 3] = [HEADER, REPORT_ONLY_HEADER, "x-nonce"];

/// Whether browsers enforce the policy or only report what it would block.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// Browsers block what the policy does not allow (`Content-Security-Policy`).
    Enforce,
    /// Browsers only report what the policy would block (`Content-Security-Policy-Report-Only`): to try a change.
    ReportOnly,
}

impl Mode {
    /// The answer header for this mode.
    pub fn header(self) -> &'static str {
        match self {
            Mode::Enforce => HEADER,
            Mode::ReportOnly => REPORT_ONLY_HEADER,
        }
    }
}

/// A fresh nonce: 16 random bytes, URL-safe Base64 without padding (22 characters no HTML or JSON
/// encoder ever escapes, so a kept page's nonce can be found and replaced as plain text).
pub fn nonce() -> String {
    let mut bytes = [0u8; 16];
    rand::thread_rng().fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// Where a page's images, frames and connections may go, beyond this origin.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Sources {
    /// Where the page may load images from: origins or `*.domain` sources.
    pub images: Vec<String>,
    /// What the page may frame (games, the live chat): origins or `*.domain` sources.
    pub frames: Vec<String>,
    /// The brand's other domains (the side bar's speed test times them) and the analytics collector.
    pub connects: Vec<String>,
}

/// Where the brand's analytics (gtag) loads from and sends to, when the upstream configures an id.
pub const ANALYTICS: [&str; 3] =
    ["https://*.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"];

impl Sources {
    /// From the URLs the upstream and the brand file list; anything that is not a plain origin is dropped.
    pub fn new<'a>(images: impl IntoIterator<Item = &'a str>, frames: impl IntoIterator<Item = &'a str>) -> Self {
        Self { images: origins(images), frames: origins(frames), connects: Vec::new() }
    }

    /// Adds where the page may connect to.
    pub fn with_connects<'a>(self, connects: impl IntoIterator<Item = &'a str>) -> Self {
        Self { connects: origins(connects), ..self }
    }
}

/// The plain origins among `urls`, sorted, each once.
fn origins<'a>(urls: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let mut out: Vec<String> = urls.into_iter().filter_map(host_source).collect();
    out.sort();
    out.dedup();
    out
}

/// The whole policy for one response.
pub fn policy(nonce: &str, sources: &Sources) -> String {
    let list = |extra: &[String]| extra.iter().map(|s| format!(" {s}")).collect::<String>();
    let frames = if sources.frames.is_empty() { " 'none'".to_owned() } else { list(&sources.frames) };
    let images = list(&sources.images);
    let connects = list(&sources.connects);
    format!(
        "default-src 'self'; script-src 'self' 'nonce-{nonce}' 'strict-dynamic'; \
         style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:{images}; media-src 'self'{images}; \
         font-src 'self' data:; connect-src 'self'{connects}; frame-src{frames}; worker-src 'self'; manifest-src 'self'; \
         object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'"
    )
}

/// `https://cdn.example/path` → `https://cdn.example`; `http://127.0.0.1:9090` stays; `*.cdn.example`
/// (a configured wildcard) stays. Anything else (other schemes, spaces, quotes, `;`) is `None`.
pub fn host_source(url: &str) -> Option<String> {
    let url = url.trim();
    let (scheme, rest) = match url.split_once("://") {
        Some((scheme, rest)) => (Some(scheme.to_ascii_lowercase()), rest),
        None => (None, url),
    };
    if scheme.as_deref().is_some_and(|s| s != "http" && s != "https") {
        return None;
    }
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let (host, port) = match authority.rsplit_once(':') {
        Some((host, port)) if !host.ends_with(']') || authority.starts_with('[') => (host, Some(port)),
        _ => (authority, None),
    };
    let host_ok = if let Some(ipv6) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        !ipv6.is_empty() && ipv6.bytes().all(|b| b.is_ascii_hexdigit() || b == b':' || b == b'.')
    } else {
        let name = host.strip_prefix("*.").unwrap_or(host);
        !name.is_empty()
            && name
                .split('.')
                .all(|label| !label.is_empty() && label.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-'))
    };
    let port_ok = port.is_none_or(|p| !p.is_empty() && p.len() <= 5 && p.bytes().all(|b| b.is_ascii_digit()));
    if !host_ok || !port_ok || authority.contains('@') {
        return None;
    }
    let authority = authority.to_ascii_lowercase();
    Some(match scheme {
        Some(scheme) => format!("{scheme}://{authority}"),
        None => authority,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn upstream_urls_become_origins_or_nothing() {
        assert_eq!(host_source("https://CDN.example/images/x.png?a=1").as_deref(), Some("https://cdn.example"));
        assert_eq!(host_source("http://127.0.0.1:9090").as_deref(), Some("http://127.0.0.1:9090"));
        assert_eq!(host_source("*.games.example").as_deref(), Some("*.games.example"));
        assert_eq!(host_source("http://[::1]:8080/").as_deref(), Some("http://[::1]:8080"));
        for hostile in [
            "https://cdn.example; script-src *",
            "javascript:alert(1)",
            "https://a.example 'unsafe-inline'",
            "https://user@evil.example",
            "data:",
            "",
            "https://:80",
            "https://a.example:99999999",
        ] {
            assert_eq!(host_source(hostile), None, "{hostile}");
        }
    }

    #[test]
    fn the_policy_is_strict_and_names_the_brands_hosts() {
        let sources =
            Sources::new(["https://img.example/x", "https://img.example/y", "bad host"], ["https://play.example"]);
        assert_eq!(sources.images, ["https://img.example"]);
        let policy = policy("abc", &sources);
        for part in [
            "script-src 'self' 'nonce-abc' 'strict-dynamic';",
            "object-src 'none'",
            "base-uri 'none'",
            "frame-ancestors 'self'",
            "img-src 'self' data: blob: https://img.example;",
            "frame-src https://play.example;",
            "connect-src 'self';",
        ] {
            assert!(policy.contains(part), "{part} missing from {policy}");
        }
        assert!(!policy.contains("unsafe-eval") && !policy.contains("script-src *"));
        assert!(super::policy("n", &Sources::default()).contains("frame-src 'none';"));
        let with =
            Sources::default().with_connects(["https://m.brand.example", "https://m.brand.example/x", "evil; x"]);
        assert!(super::policy("n", &with).contains("connect-src 'self' https://m.brand.example;"));
    }

    #[test]
    fn games_may_be_framed_only_from_the_launch_hosts_origins() {
        // The game page (`/game`) frames a game only when its origin is listed here (next-app `canFrame`): a launch
        // host given with a path becomes its origin, and hostile values never widen the policy.
        let sources = Sources::new(
            [],
            [
                "http://127.0.0.1:9090/play/veneerdemo",
                "https://*.games.example",
                "https://x.example; frame-src *",
                "data:",
            ],
        );
        assert_eq!(sources.frames, ["http://127.0.0.1:9090", "https://*.games.example"]);
        let policy = policy("n", &sources);
        assert!(policy.contains("frame-src http://127.0.0.1:9090 https://*.games.example;"), "{policy}");
        assert!(!policy.contains("frame-src *") && !policy.contains("data: ;"), "{policy}");
        let hostile_only = Sources::new([], ["javascript:alert(1)", "https://a.example 'unsafe-inline'"]);
        assert!(super::policy("n", &hostile_only).contains("frame-src 'none';"));
    }

    #[test]
    fn nonces_are_fresh_and_plain() {
        let (a, b) = (nonce(), nonce());
        assert_ne!(a, b);
        assert_eq!(a.len(), 22);
        assert!(a.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_'));
    }
}
