//! The request journal: every request that reached the upstream's surface (kept on arrival, before
//! the gateway judged it, and completed with the answer), newest last, the last `--journal-size` kept. Integrators and tests read it through
//! `/__admin/requests` to see exactly what a client sent, what the mock made of it and what it answered.
//!
//! Each entry is bounded ([`MAX_BODY`], [`MAX_TEXT`], [`MAX_HEADERS`]), so the journal's memory is
//! bounded by its size. The token (`Authorization`), cookie values and every body field whose name
//! contains `password` or ends in `token` (any case: `password`, `paymentPassword`, `idToken`, the
//! `?token=` hand-off, …, in JSON at any depth, JSON cut short, form-encoded, plain or decrypted, and in
//! the query string) are masked. The gateway hands
//! what it learnt (the body it read, decrypted when the call is encrypted, or why decryption was
//! refused) to the entry through a [`Note`] in the request's extensions: the journal never decrypts.

use std::borrow::Cow;
use std::collections::VecDeque;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::Json;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::header;
use axum::middleware::Next;
use axum::response::Response;
use http_body_util::BodyExt as _;
use parking_lot::Mutex;
use serde::{Deserialize, Serialize};
use upstream_protocol::headers;

use crate::input::Query;
use crate::reply::{Answer, Fail, Outcome};

/// How many requests are kept unless `--journal-size` says otherwise.
pub const DEFAULT_SIZE: usize = 1000;
/// The most of a body an entry keeps.
pub const MAX_BODY: usize = 16 * 1024;
/// The most of a path or of one header value an entry keeps.
pub const MAX_TEXT: usize = 2 * 1024;
/// The most headers an entry keeps (hyper accepts 100 by default).
pub const MAX_HEADERS: usize = 100;
/// Answers up to this size are read for their `errorCode`; larger ones are lists, never refusals.
const MAX_INSPECTED_ANSWER: u64 = 256 * 1024;
/// What replaces a secret.
const MASK: &str = "***";

/// One request as it arrived, and what became of it.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Entry {
    /// Rising from 1; `?since=<id>` lists the entries after this one.
    pub id: u64,
    /// Arrival, RFC 3339 UTC with milliseconds.
    pub time: String,
    /// Arrival in milliseconds since the epoch (not listed).
    #[serde(skip)]
    pub time_ms: i64,
    /// The HTTP method, e.g. `POST`.
    pub method: String,
    /// The path with its query, as sent.
    pub path: String,
    /// Every header as `[name, value]`, in arrival order (a header sent twice appears twice); the
    /// token's value and every cookie's value are masked.
    pub headers: Vec<(String, String)>,
    /// The body the gateway read, as text (decrypted for encrypted calls); absent when the gateway
    /// refused the call before reading it, or when it was empty.
    pub body: Option<String>,
    /// Whether `body` is the plaintext of an encrypted body.
    pub decrypted: bool,
    /// Whether something (`body`, the path or a header) was cut to its bound.
    pub truncated: bool,
    /// Why an encrypted body was refused (the client only sees "System error").
    pub refusal: Option<String>,
    /// The answer's HTTP status; `null` while the mock works on it, or when the client left first.
    pub status: Option<u16>,
    /// The answer's `errorCode` when it was not empty.
    pub error_code: Option<String>,
    /// Whether the answer was a success (2xx and not `success:false`); false until answered.
    pub success: bool,
}

impl Entry {
    /// The text this entry holds, in bytes: what bounds the journal's memory.
    pub fn text_bytes(&self) -> usize {
        let headers: usize = self.headers.iter().map(|(n, v)| n.len() + v.len()).sum();
        self.time.len()
            + self.method.len()
            + self.path.len()
            + headers
            + self.body.as_ref().map_or(0, String::len)
            + self.refusal.as_ref().map_or(0, String::len)
            + self.error_code.as_ref().map_or(0, String::len)
    }
}

/// Marks a request the mock makes to itself (a scenario's steps): not journalled.
#[derive(Debug, Clone, Copy)]
pub struct Unjournalled;

/// What the gateway learnt about one request, for its journal entry.
#[derive(Debug, Clone, Default)]
pub struct Note(Arc<Mutex<Learnt>>);

#[derive(Debug, Default)]
struct Learnt {
    body: Option<bytes::Bytes>,
    decrypted: bool,
    refusal: Option<String>,
}

impl Note {
    /// The body the handler gets; `decrypted` when it is an encrypted body's plaintext.
    pub fn body(&self, body: &bytes::Bytes, decrypted: bool) {
        let mut learnt = self.0.lock();
        learnt.body = Some(body.clone());
        learnt.decrypted = decrypted;
    }

    /// Why an encrypted call was refused.
    pub fn refused(&self, why: &str) {
        self.0.lock().refusal = Some(why.to_owned());
    }
}

/// Which entries to list.
#[derive(Debug, Default)]
pub struct Filter {
    /// Entries whose path (query included) contains this.
    pub path: Option<String>,
    /// Only answers that were not a success.
    pub errors: bool,
    /// Entries after this id, or at or after this time (RFC 3339).
    pub since: Option<String>,
}

/// `since`, understood.
enum Since {
    Id(u64),
    TimeMs(i64),
}

impl Since {
    fn parse(text: &str) -> Result<Self, String> {
        if let Ok(id) = text.parse() {
            return Ok(Self::Id(id));
        }
        let rfc3339 = |text: &str| time::OffsetDateTime::parse(text, &time::format_description::well_known::Rfc3339);
        // An unencoded `+07:00` arrives as " 07:00": a query string's `+` is a space.
        let time = rfc3339(text)
            .or_else(|e| text.rsplit_once(' ').map_or(Err(e), |(at, offset)| rfc3339(&format!("{at}+{offset}"))));
        let time = time.map_err(|_| {
            format!(
                "Invalid journal filter: since={text:?} is neither an entry id nor an RFC 3339 time like 2026-11-25T07:00:00Z or 2026-11-25T14:00:00.250+07:00"
            )
        })?;
        Ok(Self::TimeMs((time.unix_timestamp_nanos() / 1_000_000) as i64))
    }

    fn admits(&self, entry: &Entry) -> bool {
        match self {
            Self::Id(id) => entry.id > *id,
            Self::TimeMs(ms) => entry.time_ms >= *ms,
        }
    }
}

/// The journal.
#[derive(Debug)]
pub struct Journal {
    size: usize,
    inner: Mutex<Kept>,
}

#[derive(Debug, Default)]
struct Kept {
    entries: VecDeque<Entry>,
    last_id: u64,
}

impl Default for Journal {
    fn default() -> Self {
        Self::with_size(DEFAULT_SIZE)
    }
}

impl Journal {
    /// A journal keeping the last `size` requests (at least one).
    pub fn with_size(size: usize) -> Self {
        Self { size: size.max(1), inner: Mutex::default() }
    }

    /// Keeps an entry, giving it the next id (returned); the oldest goes when the journal is full.
    pub fn record(&self, mut entry: Entry) -> u64 {
        let mut kept = self.inner.lock();
        kept.last_id += 1;
        entry.id = kept.last_id;
        if kept.entries.len() >= self.size {
            kept.entries.pop_front();
        }
        kept.entries.push_back(entry);
        kept.last_id
    }

    /// Completes a kept entry (nothing when it is gone already).
    fn complete(&self, id: u64, change: impl FnOnce(&mut Entry)) {
        let mut kept = self.inner.lock();
        if let Ok(at) = kept.entries.binary_search_by_key(&id, |e| e.id) {
            change(&mut kept.entries[at]);
        }
    }

    /// The kept requests, oldest first; only those for exactly `path` (query ignored) when given.
    pub fn entries(&self, path: Option<&str>) -> Vec<Entry> {
        let kept = self.inner.lock();
        let matches = |e: &&Entry| path.is_none_or(|p| e.path.split('?').next() == Some(p));
        kept.entries.iter().filter(matches).cloned().collect()
    }

    /// The kept requests the filter admits, oldest first.
    pub fn select(&self, filter: &Filter) -> Result<Vec<Entry>, String> {
        let since = filter.since.as_deref().map(Since::parse).transpose()?;
        let kept = self.inner.lock();
        let admits = |e: &&Entry| {
            filter.path.as_deref().is_none_or(|p| e.path.contains(p))
                && (!filter.errors || !e.success)
                && since.as_ref().is_none_or(|s| s.admits(e))
        };
        Ok(kept.entries.iter().filter(admits).cloned().collect())
    }

    /// The text every kept entry holds, in bytes.
    pub fn text_bytes(&self) -> usize {
        self.inner.lock().entries.iter().map(Entry::text_bytes).sum()
    }

    /// Forgets every entry.
    pub fn clear(&self) {
        self.inner.lock().entries.clear();
    }
}

/// Middleware in front of the gateway: keeps the request as it arrives (a test can see it reached
/// the mock while the mock still works on it), then completes the entry with what the gateway learnt
/// and the answer's status and `errorCode`.
pub async fn record(State(journal): State<Arc<Journal>>, mut req: Request, next: Next) -> Response {
    if req.extensions().get::<Unjournalled>().is_some() {
        return next.run(req).await;
    }
    let arrived = SystemTime::now();
    let mut truncated = false;
    let headers = req
        .headers()
        .iter()
        .take(MAX_HEADERS)
        .map(|(name, value)| {
            let value = String::from_utf8_lossy(value.as_bytes());
            (name.as_str().to_owned(), clip(&masked(name.as_str(), &value), MAX_TEXT, &mut truncated))
        })
        .collect();
    truncated |= req.headers().len() > MAX_HEADERS;
    let path = masked_path(req.uri().path(), req.uri().query());
    let path = clip(&path, MAX_TEXT, &mut truncated);
    let id = journal.record(Entry {
        id: 0,
        time: humantime::format_rfc3339_millis(arrived).to_string(),
        time_ms: epoch_ms(arrived),
        method: req.method().to_string(),
        path,
        headers,
        body: None,
        decrypted: false,
        truncated,
        refusal: None,
        status: None,
        error_code: None,
        success: false,
    });
    let note = Note::default();
    req.extensions_mut().insert(note.clone());
    let mut pending = Pending { journal, id, note, answer: None };

    let response = next.run(req).await;
    let (response, summary) = inspect(response).await;
    pending.answer = Some((response.status(), summary));
    response
}

/// An entry to complete, even when the client leaves before the answer (the request's future is
/// then dropped): what the gateway learnt is kept either way.
struct Pending {
    journal: Arc<Journal>,
    id: u64,
    note: Note,
    answer: Option<(axum::http::StatusCode, AnswerSummary)>,
}

impl Drop for Pending {
    fn drop(&mut self) {
        let learnt = std::mem::take(&mut *self.note.0.lock());
        let answer = self.answer.take();
        self.journal.complete(self.id, |entry| {
            let body = learnt.body.filter(|b| !b.is_empty());
            entry.body = body.map(|b| clip(&masked_body(&String::from_utf8_lossy(&b)), MAX_BODY, &mut entry.truncated));
            entry.decrypted = learnt.decrypted;
            entry.refusal = learnt.refusal;
            if let Some((status, summary)) = answer {
                entry.status = Some(status.as_u16());
                entry.success = status.is_success() && summary.success != Some(false);
                entry.error_code = summary.error_code.filter(|c| !c.is_empty());
            }
        });
    }
}

/// The parts of an answer the journal keeps.
#[derive(Default, Deserialize)]
#[serde(rename_all = "camelCase")]
struct AnswerSummary {
    success: Option<bool>,
    error_code: Option<String>,
}

/// An answer's `success` and `errorCode`: as the reply kit stamped them ([`Outcome`]), or, for an
/// answer made elsewhere, read from a small JSON body (giving back the same answer). Streamed or large
/// answers pass untouched.
async fn inspect(response: Response) -> (Response, AnswerSummary) {
    if let Some(outcome) = response.extensions().get::<Outcome>() {
        let summary = AnswerSummary { success: Some(outcome.success), error_code: Some(outcome.error_code.to_owned()) };
        return (response, summary);
    }
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    let small = axum::body::HttpBody::size_hint(response.body()).exact().is_some_and(|n| n <= MAX_INSPECTED_ANSWER);
    if !is_json || !small {
        return (response, AnswerSummary::default());
    }
    let (parts, body) = response.into_parts();
    let Ok(collected) = body.collect().await else {
        return (Response::from_parts(parts, Body::empty()), AnswerSummary::default());
    };
    let bytes = collected.to_bytes();
    let summary = serde_json::from_slice(&bytes).unwrap_or_default();
    (Response::from_parts(parts, Body::from(bytes)), summary)
}

/// A header's value as the journal shows it: the token and cookie values masked.
fn masked(name: &str, value: &str) -> String {
    match name {
        headers::AUTHORIZATION => MASK.to_owned(),
        // Cookie names stay (a test can see which cookie went upstream), their values do not.
        "cookie" => value
            .split(';')
            .map(|pair| pair.trim().split_once('=').map_or(pair.trim(), |(name, _)| name).to_owned() + "=" + MASK)
            .collect::<Vec<_>>()
            .join("; "),
        _ => value.to_owned(),
    }
}

/// Whether a field holds a secret: a password (`password`, `paymentPassword`, `oldPassword`, …), a token
/// (`token`, `idToken`, `accessToken`: the `?token=` hand-off of protocol §1.3) or `authorization`.
fn is_secret(name: &str) -> bool {
    let name = name.to_ascii_lowercase();
    name.contains("password") || name.ends_with("token") || name == "authorization"
}

/// Whether text names a secret field anywhere (what a body that cannot be read field by field is judged by).
fn mentions_secret(text: &str) -> bool {
    let text = text.to_ascii_lowercase();
    ["password", "token", "authorization"].iter().any(|name| text.contains(name))
}

/// A body as the journal shows it: every password field's value masked, in a JSON body (at any
/// depth) or a form-encoded one. A body without one is kept as it came, byte for byte.
fn masked_body(text: &str) -> Cow<'_, str> {
    if let Ok(mut json) = serde_json::from_str::<serde_json::Value>(text) {
        return if mask_json(&mut json) { Cow::Owned(json.to_string()) } else { Cow::Borrowed(text) };
    }
    // JSON cut short or hand-written: read as a form it would be one long name, secret and all.
    if text.trim_start().starts_with(['{', '[']) {
        return masked_broken_json(text).map_or(Cow::Borrowed(text), Cow::Owned);
    }
    masked_form(text).map_or(Cow::Borrowed(text), Cow::Owned)
}

/// JSON that does not parse, with the value after every quoted key naming a secret masked (up to its
/// closing quote, or the next `,` `}` `]`). When a secret is mentioned but no such key is found (an
/// unquoted key, say), the whole text is masked. `None` when it mentions no secret.
fn masked_broken_json(text: &str) -> Option<String> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    let mut masked = false;
    while let Some(open) = rest.find('"') {
        out.push_str(&rest[..=open]);
        rest = &rest[open + 1..];
        let close = closing_quote(rest);
        let name = &rest[..close];
        out.push_str(name);
        rest = &rest[close..];
        let Some(after) = rest.strip_prefix('"') else { break };
        out.push('"');
        rest = after;
        let colon = rest.len() - rest.trim_start().len();
        if !(is_secret(name) && rest[colon..].starts_with(':')) {
            continue;
        }
        let value = colon + 1 + (rest[colon + 1..].len() - rest[colon + 1..].trim_start().len());
        out.push_str(&rest[..value]);
        rest = &rest[value..];
        if let Some(string) = rest.strip_prefix('"') {
            out.push('"');
            out.push_str(MASK);
            rest = &string[closing_quote(string)..];
        } else {
            out.push_str(MASK);
            rest = &rest[rest.find([',', '}', ']']).unwrap_or(rest.len())..];
        }
        masked = true;
    }
    out.push_str(rest);
    match (masked, mentions_secret(text)) {
        (true, _) => Some(out),
        (false, true) => Some(MASK.to_owned()),
        (false, false) => None,
    }
}

/// Where the JSON string starting here ends: its first unescaped `"`, or the end of the text.
fn closing_quote(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        match bytes[at] {
            b'\\' => at += 2,
            b'"' => return at,
            _ => at += 1,
        }
    }
    text.len()
}

/// The path with its query as the journal shows it: a password sent in the query (`?password=…`)
/// is masked as in a form body.
fn masked_path(path: &str, query: Option<&str>) -> String {
    match query {
        Some(query) => format!("{path}?{}", masked_form(query).as_deref().unwrap_or(query)),
        None => path.to_owned(),
    }
}

/// Form-encoded text with its password fields masked; `None` when it has none (kept as it came).
fn masked_form(text: &str) -> Option<String> {
    let pairs = serde_urlencoded::from_str::<Vec<(String, String)>>(text).ok()?;
    // A name that mentions a secret but is no field name (text that only parses as a form by accident,
    // the secret inside the "name"): masked whole.
    let plain = |name: &str| name.bytes().all(|b| b.is_ascii_alphanumeric() || b"_-.[]".contains(&b));
    if pairs.iter().any(|(name, _)| mentions_secret(name) && !plain(name)) {
        return Some(MASK.to_owned());
    }
    if !pairs.iter().any(|(name, _)| is_secret(name)) {
        return None;
    }
    let masked: Vec<(String, String)> = pairs
        .into_iter()
        .map(|(name, value)| {
            let value = if is_secret(&name) { MASK.to_owned() } else { value };
            (name, value)
        })
        .collect();
    // Never the unmasked text: a form that cannot be written back is masked whole.
    Some(serde_urlencoded::to_string(masked).unwrap_or_else(|_| MASK.to_owned()))
}

/// Masks the password fields of a JSON value in place (every one: no stopping at the first);
/// whether there was one.
fn mask_json(value: &mut serde_json::Value) -> bool {
    let mut masked = false;
    match value {
        serde_json::Value::Object(fields) => {
            for (name, field) in fields.iter_mut() {
                if is_secret(name) {
                    *field = serde_json::Value::String(MASK.to_owned());
                    masked = true;
                } else {
                    masked |= mask_json(field);
                }
            }
        }
        serde_json::Value::Array(items) => {
            for item in items {
                masked |= mask_json(item);
            }
        }
        _ => {}
    }
    masked
}

/// `text` cut to at most `max` bytes on a character boundary, noting when it was cut.
fn clip(text: &str, max: usize, truncated: &mut bool) -> String {
    if text.len() <= max {
        return text.to_owned();
    }
    *truncated = true;
    let mut end = max;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text[..end].to_owned()
}

fn epoch_ms(time: SystemTime) -> i64 {
    time.duration_since(UNIX_EPOCH).unwrap_or(Duration::ZERO).as_millis() as i64
}

impl Filter {
    /// The filter a query names (`path`, `errors`, `since`); anything else is refused.
    pub fn from_query(query: &Query) -> Result<Self, Fail> {
        let invalid = |fail: Fail| Fail::bad_param(format!("Invalid journal filter: {}", fail.message));
        query.only(&["path", "errors", "since"]).map_err(invalid)?;
        Ok(Self {
            path: query.text("path").map(str::to_owned),
            errors: query.flag("errors").map_err(invalid)?.unwrap_or(false),
            since: query.text("since").map(str::to_owned),
        })
    }
}

// The admin calls below are handed the whole mock (the admin router's state), of which they use the
// journal only: the composition root makes the mock `AsRef` of it.

/// `GET /__admin/requests[?path=…&errors=true&since=…]`: a bare list, like `/__admin/sessions`.
pub async fn list<Mock: AsRef<Journal>>(State(mock): State<Arc<Mock>>, query: Query) -> Result<Json<Vec<Entry>>, Fail> {
    let filter = Filter::from_query(&query)?;
    (*mock).as_ref().select(&filter).map(Json).map_err(Fail::bad_param)
}

/// `DELETE /__admin/requests`.
pub async fn clear<Mock: AsRef<Journal>>(State(mock): State<Arc<Mock>>) -> Answer<&'static str> {
    (*mock).as_ref().clear();
    Answer("journal cleared")
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::*;

    #[test]
    fn every_password_field_is_masked_in_json_at_any_depth_whatever_its_case() {
        let body = json!({
            "username": "demo01",
            "password": "abc123",
            "PassWord": "x",
            "form": {"oldPassword": "old-1", "newPassword": "new-2", "confirmNewPassword": "new-2"},
            "cards": [{"paymentPassword": 246810, "bank": "KBANK"}],
        });
        let shown: Value = serde_json::from_str(&masked_body(&body.to_string())).unwrap();
        assert_eq!(
            shown,
            json!({
                "username": "demo01",
                "password": "***",
                "PassWord": "***",
                "form": {"oldPassword": "***", "newPassword": "***", "confirmNewPassword": "***"},
                "cards": [{"paymentPassword": "***", "bank": "KBANK"}],
            })
        );
    }

    #[test]
    fn since_reads_rfc3339_times_with_any_offset_and_an_unencoded_plus() {
        let at = |text: &str| match Since::parse(text) {
            Ok(Since::TimeMs(ms)) => ms,
            _ => panic!("{text} not read as a time"),
        };
        let utc = at("2026-11-25T13:06:56.846Z");
        assert_eq!(at("2026-11-25T20:06:56.846+07:00"), utc);
        assert_eq!(at("2026-11-25T20:06:56.846 07:00"), utc, "a + decoded to a space");
        assert_eq!(at("2026-11-25T08:06:56.846-05:00"), utc);
        assert_eq!(at("2026-11-25T20:06:56+07:00"), utc - 846);
        assert!(matches!(Since::parse("42"), Ok(Since::Id(42))));
        assert!(Since::parse("yesterday").is_err());
    }

    #[test]
    fn json_cut_short_has_its_secrets_masked_and_the_rest_kept_to_debug_it() {
        let cut = r#"{"username":"demo01","password":"abc123""#;
        assert_eq!(masked_body(cut), r#"{"username":"demo01","password":"***""#);
        let unclosed = r#"{"username": "demo01", "newPassword" : "Secr\"et-1, "x": 1"#;
        assert!(!masked_body(unclosed).contains("Secr"), "{}", masked_body(unclosed));
        assert_eq!(
            masked_body(r#"{"pin": 1234, "paymentPassword": 246810, "#),
            r#"{"pin": 1234, "paymentPassword": ***, "#
        );
        assert_eq!(masked_body(r#"{"idToken": "eyJhbGciOi"#), r#"{"idToken": "***"#);
        // A secret named without quotes cannot be found field by field: the whole body goes.
        assert_eq!(masked_body("{username: demo01, password: abc123}"), MASK);
        let kept = r#"{"username":"demo01","type":"username""#;
        assert!(matches!(masked_body(kept), Cow::Borrowed(text) if text == kept));
    }

    #[test]
    fn text_that_reads_as_a_form_only_by_accident_is_masked_whole_when_it_names_a_secret() {
        assert_eq!(masked_body("user demo01 \"password\": abc123"), MASK);
        assert_eq!(masked_body("note=my+token+expired"), "note=my+token+expired", "a value may say token");
    }

    #[test]
    fn a_token_in_the_query_string_is_masked() {
        assert_eq!(
            masked_path("/wps/member/info", Some("token=eyJhbGciOi&lang=en")),
            "/wps/member/info?token=***&lang=en"
        );
        assert_eq!(masked_path("/wps/member/info", Some("Authorization=abc")), "/wps/member/info?Authorization=***");
    }

    #[test]
    fn a_password_in_the_query_string_is_masked_and_other_queries_kept_as_sent() {
        assert_eq!(
            masked_path("/wps/session/login", Some("username=demo01&password=abc123")),
            "/wps/session/login?username=demo01&password=***"
        );
        assert_eq!(
            masked_path("/wps/game/list", Some("pageNo=1&name=%E0%B8%81")),
            "/wps/game/list?pageNo=1&name=%E0%B8%81"
        );
        assert_eq!(masked_path("/wps/member/info", None), "/wps/member/info");
    }

    #[test]
    fn a_form_body_is_masked_and_a_body_without_passwords_is_kept_as_it_came() {
        assert_eq!(
            masked_body("username=demo01&newPassword=s3cret%21&email=a%40b.c"),
            "username=demo01&newPassword=***&email=a%40b.c"
        );
        for kept in
            [r#"{ "username":"demo01",  "type":"username" }"#, "username=demo01&email=a%40b.c", "not json, no form"]
        {
            assert!(matches!(masked_body(kept), Cow::Borrowed(text) if text == kept), "{kept}");
        }
    }
}
