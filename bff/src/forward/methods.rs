//! The method a call with two shapes goes upstream by (the catalogue's [`Call::fallback`]): logout by the
//! specification's `DELETE` or the observed `POST {}`, the hot game list by the specification's `GET` with
//! its filters in the query or the observed `POST` with them in a JSON body.
//!
//! Whatever the browser sent, the BFF sends the method that last worked with this upstream (at first the
//! specification's); when the upstream refuses the method (`405`, `http_method_not_support`, `#459`), it
//! sends the other one at once and remembers, per upstream URL and call, the one that worked. The request
//! is reshaped on the way: a query becomes a JSON body (canonical integers as numbers, as the observed
//! clients send `isPlatform: 2`) and a JSON body a query.

use std::collections::HashMap;

use axum::http::{HeaderValue, StatusCode, header};
use bytes::Bytes;
use parking_lot::RwLock;
use serde_json::{Map, Value};
use upstream_protocol::catalogue::{Call, Method};
use upstream_protocol::envelope::code;

use crate::AppState;
use crate::error::BffError;
use crate::upstream::{Answer, Outgoing};

/// The method that worked last, per upstream URL and call path.
#[derive(Default)]
pub struct MethodMemory(RwLock<HashMap<(String, &'static str), Method>>);

impl MethodMemory {
    /// The method to try first for this call on this upstream.
    pub fn first(&self, upstream: &str, call: &Call) -> Method {
        self.0.read().get(&(upstream.to_owned(), call.path)).copied().unwrap_or_else(|| call.spec_method())
    }

    fn worked(&self, upstream: &str, call: &'static Call, method: Method) {
        let key = (upstream.to_owned(), call.path);
        if self.0.read().get(&key) != Some(&method) {
            tracing::info!(
                upstream,
                call = call.path,
                method = method.as_str(),
                "the upstream takes this call by this method"
            );
            self.0.write().insert(key, method);
        }
    }
}

/// Whether the upstream refused the request's method (protocol §4: "wrong method → `#459
/// http_method_not_support`"; the mock and the BFF answer 405).
pub fn method_refused(answer: &Answer) -> bool {
    answer.status == StatusCode::METHOD_NOT_ALLOWED
        || answer.json().is_some_and(|json| {
            json["errorCode"] == code::HTTP_METHOD_NOT_SUPPORT
                || json["message"].as_str().is_some_and(|m| m.contains("#459"))
        })
}

/// Sends a call that has a fallback method: the remembered (or the specification's) method first, the
/// other when that one is refused.
pub async fn send(state: &AppState, call: &'static Call, outgoing: Outgoing<'_>) -> Result<Answer, BffError> {
    let upstream = outgoing.brand.upstream.url.as_str();
    let Some(sent_as) = Method::parse(outgoing.method.as_str()) else {
        return state.upstream.send_with_retries(call, outgoing).await;
    };
    let first = state.methods.first(upstream, call);
    let answer = send_as(state, call, &outgoing, sent_as, first).await?;
    if !method_refused(&answer) {
        state.methods.worked(upstream, call, first);
        return Ok(answer);
    }
    let Some(other) = call.other_method(first) else { return Ok(answer) };
    tracing::info!(
        call = call.path,
        refused = first.as_str(),
        trying = other.as_str(),
        "the upstream refused the method"
    );
    let second = send_as(state, call, &outgoing, sent_as, other).await?;
    if !method_refused(&second) {
        state.methods.worked(upstream, call, other);
    }
    Ok(second)
}

/// The call sent by `method`, reshaped from the browser's `sent_as`.
async fn send_as(
    state: &AppState,
    call: &'static Call,
    outgoing: &Outgoing<'_>,
    sent_as: Method,
    method: Method,
) -> Result<Answer, BffError> {
    let (path, query) = outgoing.path_and_query.split_once('?').unwrap_or((outgoing.path_and_query, ""));
    let reshaped = reshape(sent_as, method, query, &outgoing.body);
    let path_and_query = if reshaped.query.is_empty() { path.to_owned() } else { format!("{path}?{}", reshaped.query) };
    let mut headers = outgoing.browser_headers.clone();
    if takes_body(method) {
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
    } else {
        headers.remove(header::CONTENT_TYPE);
    }
    let http_method = axum::http::Method::from_bytes(method.as_str().as_bytes()).map_err(|_| BffError::NotFound)?;
    let sent = Outgoing {
        method: http_method,
        path_and_query: &path_and_query,
        browser_headers: &headers,
        body: reshaped.body,
        ..outgoing.clone()
    };
    state.upstream.send_with_retries(call, sent).await
}

/// A request in another method's shape.
#[derive(Debug, PartialEq)]
struct Reshaped {
    query: String,
    body: Bytes,
}

/// Whether the call carries its parameters in a JSON body by this method (a logout `DELETE` carries none).
fn takes_body(method: Method) -> bool {
    matches!(method, Method::Post | Method::Put)
}

/// The request moved from `from`'s shape to `to`'s: query parameters into a JSON object, or a JSON object's
/// scalar fields into the query.
fn reshape(from: Method, to: Method, query: &str, body: &Bytes) -> Reshaped {
    match (takes_body(from), takes_body(to)) {
        (false, true) => {
            let pairs: Vec<(String, String)> = serde_urlencoded::from_str(query).unwrap_or_default();
            let object: Map<String, Value> = pairs.into_iter().map(|(name, value)| (name, json_value(value))).collect();
            let body = serde_json::to_vec(&object).unwrap_or_else(|_| b"{}".to_vec());
            Reshaped { query: String::new(), body: body.into() }
        }
        (true, false) => {
            let mut pairs: Vec<(String, String)> = serde_urlencoded::from_str(query).unwrap_or_default();
            if let Ok(Value::Object(fields)) = serde_json::from_slice::<Value>(body) {
                pairs.extend(fields.into_iter().filter_map(|(name, value)| Some((name, query_value(&value)?))));
            }
            Reshaped { query: serde_urlencoded::to_string(&pairs).unwrap_or_default(), body: Bytes::new() }
        }
        _ => Reshaped { query: query.to_owned(), body: body.clone() },
    }
}

/// A query value in a JSON body: a canonical integer as a number (`2`, not `"02"`), anything else as text.
fn json_value(text: String) -> Value {
    let canonical = text.parse::<i64>().ok().filter(|n| n.to_string() == text);
    canonical.map_or(Value::String(text), Value::from)
}

/// A JSON field as a query value: scalars only (a nested object has no place in a query).
fn query_value(value: &Value) -> Option<String> {
    match value {
        Value::String(text) => Some(text.clone()),
        Value::Number(number) => Some(number.to_string()),
        Value::Bool(flag) => Some(flag.to_string()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderMap;

    use super::*;

    fn refusal(status: StatusCode, body: &str) -> Answer {
        Answer::new(status, HeaderMap::new(), Bytes::from(body.to_owned()))
    }

    #[test]
    fn a_query_becomes_a_json_body_and_back() {
        let to_post =
            reshape(Method::Get, Method::Post, "isPlatform=2&gameType=RNG&vassalage=PG&code=007", &Bytes::new());
        assert_eq!(to_post.query, "");
        let body: Value = serde_json::from_slice(&to_post.body).unwrap();
        assert_eq!(body, serde_json::json!({"isPlatform": 2, "gameType": "RNG", "vassalage": "PG", "code": "007"}));
        let to_get = reshape(
            Method::Post,
            Method::Get,
            "",
            &Bytes::from_static(br#"{"isPlatform":2,"gameType":"RNG","nested":{"a":1}}"#),
        );
        assert_eq!((to_get.query.as_str(), to_get.body.len()), ("isPlatform=2&gameType=RNG", 0));
        let logout = reshape(Method::Delete, Method::Post, "", &Bytes::new());
        assert_eq!(&logout.body[..], b"{}");
        let back = reshape(Method::Post, Method::Delete, "", &Bytes::from_static(b"{}"));
        assert_eq!((back.query.as_str(), back.body.len()), ("", 0));
        let same = reshape(Method::Get, Method::Get, "a=1", &Bytes::new());
        assert_eq!(same.query, "a=1");
    }

    #[test]
    fn a_refused_method_is_recognised_by_status_code_or_number() {
        assert!(method_refused(&refusal(StatusCode::METHOD_NOT_ALLOWED, "")));
        assert!(method_refused(&refusal(StatusCode::OK, r#"{"success":false,"errorCode":"http_method_not_support"}"#)));
        assert!(method_refused(&refusal(
            StatusCode::BAD_REQUEST,
            r#"{"success":false,"message":"HTTP method not supported #459"}"#
        )));
        assert!(!method_refused(&refusal(
            StatusCode::UNAUTHORIZED,
            r#"{"success":false,"errorCode":"login.not.session"}"#
        )));
        assert!(!method_refused(&refusal(StatusCode::OK, r#"{"success":true,"value":null}"#)));
    }

    #[test]
    fn the_method_that_worked_is_remembered_per_upstream() {
        let memory = MethodMemory::default();
        let logout = upstream_protocol::catalogue::find("/wps/session/logout").unwrap();
        assert_eq!(memory.first("http://a", logout), Method::Delete, "the specification's first");
        memory.worked("http://a", logout, Method::Post);
        assert_eq!(memory.first("http://a", logout), Method::Post);
        assert_eq!(memory.first("http://b", logout), Method::Delete, "another upstream knows nothing yet");
    }
}
