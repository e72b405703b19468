//! `/bff/openapi.json`: the BFF's own calls (typed, from the handlers) and every forwarded upstream
//! call of the catalogue (its facts under `x-veneer-call`), plus the protocol facts the front needs
//! (`x-veneer-languages`, `x-veneer-session-gone`, `x-veneer-replay`, `x-veneer-switches`: the feature
//! switches with their module ids and defaults). `next-app/lib/bff/generated.ts` is generated from
//! this document ([`crate::typescript`]).

use std::sync::LazyLock;

use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use serde_json::{Value, json};
use upstream_protocol::catalogue::{self, Body, Shape};
use upstream_protocol::envelope::{Envelope, code};
use upstream_protocol::languages::LANGUAGES;
use upstream_protocol::switches::DECLARATIONS;
use utoipa::OpenApi;

use crate::bootstrap::Bootstrap;
use crate::human_check::{HumanCheckAnswer, HumanCheckChallenge, HumanCheckPassed};
use crate::session::handler::SessionView;

#[derive(OpenApi)]
#[openapi(
    info(title = "Veneer BFF", description = "The front door of every brand: its own calls under /bff/ and the upstream's catalogued calls, forwarded."),
    paths(
        crate::healthz,
        crate::session::handler::view,
        crate::bootstrap::bootstrap,
        crate::assets::brand_file,
        crate::human_check::issue,
        crate::human_check::answer,
        crate::identity::start,
        crate::identity::finish,
        crate::identity::finish_script,
        openapi_json
    ),
    components(schemas(
        SessionView,
        Bootstrap,
        HumanCheckChallenge,
        HumanCheckAnswer,
        HumanCheckPassed,
        crate::config::Channel,
        Envelope<serde_json::Value>,
        upstream_protocol::catalogue::Call
    ))
)]
struct OwnCalls;

/// The whole document.
pub fn document() -> Value {
    let mut doc = serde_json::to_value(OwnCalls::openapi()).expect("the OpenAPI document serialises");
    for call in catalogue::all() {
        let item = doc["paths"][call.path].as_object_mut().map(std::mem::take).unwrap_or_default();
        let mut item = Value::Object(item);
        for method in call.methods {
            item[method.as_str().to_ascii_lowercase()] = operation(call);
        }
        doc["paths"][call.path] = item;
    }
    doc["x-veneer-languages"] = serde_json::to_value(LANGUAGES).expect("the language table serialises");
    doc["x-veneer-session-gone"] = json!(code::SESSION_GONE);
    doc["x-veneer-unreachable"] = json!([code::UPSTREAM_UNAVAILABLE, code::UPSTREAM_TIMEOUT]);
    doc["x-veneer-switches"] = serde_json::to_value(DECLARATIONS).expect("the switch table serialises");
    doc["x-veneer-replay"] = json!({
        "header": catalogue::REPLAY_KEY_HEADER,
        "replayed": code::REPLAYED,
        "keyRequired": code::IDEMPOTENCY_KEY_REQUIRED,
    });
    doc
}

/// A forwarded call as an OpenAPI operation.
fn operation(call: &catalogue::Call) -> Value {
    let answer = match call.shape {
        Shape::Envelope => json!({"application/json": {"schema": {"$ref": "#/components/schemas/Envelope_Value"}}}),
        Shape::Bare => json!({"application/json": {"schema": {"type": "object"}}}),
        Shape::Text => json!({"text/plain": {"schema": {"type": "string"}}}),
        Shape::Binary => json!({"application/octet-stream": {"schema": {"type": "string", "format": "binary"}}}),
    };
    let mut operation = json!({
        "tags": ["upstream"],
        "summary": call.purpose,
        "responses": {"200": {"description": "the upstream's answer", "content": answer}},
        "x-veneer-call": call,
    });
    let body = match call.body {
        Body::None => None,
        Body::Json => Some("application/json"),
        Body::Form => Some("application/x-www-form-urlencoded"),
    };
    if !call.required_query.is_empty() {
        let required = |name: &&str| json!({"name": name, "in": "query", "required": true, "schema": {"type": "string", "minLength": 1}});
        operation["parameters"] = call.required_query.iter().map(required).collect();
    }
    if let Some(content_type) = body {
        operation["requestBody"] = json!({"content": {content_type: {"schema": {"type": "object"}}}});
    }
    operation
}

static DOCUMENT: LazyLock<Bytes> =
    LazyLock::new(|| serde_json::to_vec_pretty(&document()).expect("the OpenAPI document serialises").into());

/// `GET /bff/openapi.json`.
#[utoipa::path(get, path = "/bff/openapi.json", tag = "bff", responses((status = 200, description = "this document", content_type = "application/json")))]
pub async fn openapi_json() -> Response {
    let mut response = DOCUMENT.clone().into_response();
    response.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
    response
}
