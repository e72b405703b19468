//! Phase 1, admit: only a call of the shared catalogue, with one of its methods and the query
//! parameters the upstream cannot do without, goes on; a state-changing one must carry CSRF proof; its body must fit the call's limit and, where the BFF
//! reads it (to encrypt it, to find whose bucket it draws from or whether it needs a human check), be a
//! JSON object.

use axum::extract::Request;
use serde_json::{Map, Value};
use upstream_protocol::catalogue::{self, Call, Crypt, HumanCheck, Method};

use super::context::Admitted;
use crate::AppState;
use crate::csrf;
use crate::error::BffError;

/// A call that may go on.
pub async fn admit(state: &AppState, request: Request) -> Result<Admitted, BffError> {
    let (parts, body) = request.into_parts();
    let call = catalogue::find(parts.uri.path()).ok_or(BffError::NotFound)?;
    let method = Method::parse(parts.method.as_str()).ok_or(BffError::MethodNotAllowed(call.methods))?;
    if !call.allows(method) {
        return Err(BffError::MethodNotAllowed(call.methods));
    }
    if !csrf::is_allowed(&parts.method, &parts.headers) {
        tracing::info!(path = call.path, "refused a state-changing call without CSRF proof");
        return Err(BffError::CsrfRejected);
    }
    if let Some(missing) = missing_query(call, parts.uri.query().unwrap_or("")) {
        return Err(BffError::BadQuery(format!("{missing} is required")));
    }
    let limit = call.max_body.max(state.config.server.max_body);
    let body = axum::body::to_bytes(body, limit).await.map_err(|_| BffError::BodyTooLarge(limit))?;
    let reads_body = call.crypt == Crypt::Body
        || call.throttle.is_some()
        || call.human_check != HumanCheck::Never
        || super::audit::is_credential_call(call);
    let json = if reads_body && call.body == catalogue::Body::Json { Some(json_object(&body)?) } else { None };
    Ok(Admitted { call, parts, body, json })
}

/// The first of the call's required query parameters that is absent or blank. It reads the query as
/// the upstream's gateway is taken to (and the mock does): a name sent twice counts by its last value,
/// and a value of only whitespace (`launchMode=%0C`, found by schemathesis) is no value.
fn missing_query(call: &Call, query: &str) -> Option<&'static str> {
    let given: Vec<(String, String)> = serde_urlencoded::from_str(query).unwrap_or_default();
    let last_value = |name: &str| given.iter().rev().find(|(key, _)| key == name).map(|(_, value)| value.trim());
    call.required_query.iter().copied().find(|name| last_value(name).is_none_or(str::is_empty))
}

/// The body as a JSON object; an empty body is `{}`.
fn json_object(body: &[u8]) -> Result<Map<String, Value>, BffError> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Ok(Map::new());
    }
    match serde_json::from_slice(body) {
        Ok(Value::Object(map)) => Ok(map),
        Ok(_) => Err(BffError::BadBody("expected a JSON object".into())),
        Err(error) => Err(BffError::BadBody(error.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_call_goes_on_only_with_its_required_query_parameters() {
        let launch = catalogue::find("/wps/game/launchGame").unwrap();
        assert_eq!(missing_query(launch, ""), Some("launchMode"));
        assert_eq!(missing_query(launch, "gameId=1&launchMode="), Some("launchMode"));
        assert_eq!(missing_query(launch, "launchmode=GLS"), Some("launchMode"), "names are case-sensitive");
        assert_eq!(missing_query(launch, "launchMode=%0C"), Some("launchMode"), "whitespace is no value");
        assert_eq!(missing_query(launch, "launchMode=%20%09"), Some("launchMode"));
        assert_eq!(missing_query(launch, "launchMode=GLS&launchMode="), Some("launchMode"), "the last value counts");
        assert_eq!(missing_query(launch, "launchMode=&launchMode=GLS"), None);
        assert_eq!(missing_query(launch, "gameId=1&launchMode=GLS"), None);
        assert_eq!(missing_query(catalogue::find("/wps/member/info").unwrap(), ""), None);
    }

    #[test]
    fn bodies_the_bff_reads_must_be_json_objects() {
        assert!(json_object(b"").unwrap().is_empty());
        assert_eq!(json_object(br#"{"a":1}"#).unwrap()["a"], 1);
        assert!(matches!(json_object(b"[1]"), Err(BffError::BadBody(_))));
        assert!(matches!(json_object(b"{nope"), Err(BffError::BadBody(_))));
    }
}
