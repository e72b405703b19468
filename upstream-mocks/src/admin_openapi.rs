//! `/__admin/openapi.json`: the admin API described (OpenAPI 3.1), rendered from the same rows
//! ([`Call`]) the admin router is made of, so every route is described and every description routed.
//! An old path kept working is marked deprecated and names the path to use.

use axum::http::Method;
use utoipa::openapi::Deprecated;
use utoipa::openapi::path::{HttpMethod, OperationBuilder, ParameterBuilder, ParameterIn};
use utoipa::openapi::request_body::RequestBodyBuilder;
use utoipa::openapi::response::ResponseBuilder;
use utoipa::openapi::schema::{Object, ObjectBuilder, Type};
use utoipa::openapi::security::{ApiKey, ApiKeyValue, SecurityRequirement, SecurityScheme};
use utoipa::openapi::{ComponentsBuilder, ContentBuilder, InfoBuilder, OpenApi, OpenApiBuilder, Paths, Required};

use crate::admin_call::{Call, Values};

/// The header every admin call needs.
pub const TOKEN_HEADER: &str = "X-Admin-Token";

/// The OpenAPI document of these calls.
pub fn document(calls: &[Call]) -> OpenApi {
    let mut paths = Paths::new();
    for call in calls {
        let mut operation = OperationBuilder::new()
            .summary(Some(call.summary.clone()))
            .deprecated(call.replaced_by.as_ref().map(|_| Deprecated::True))
            .description(call.replaced_by.as_ref().map(|new| format!("Deprecated: use /__admin{new}.")))
            .tag(call.path.trim_start_matches('/').split(['/', '.']).next().unwrap_or_default())
            .security(SecurityRequirement::new("adminToken", Vec::<String>::new()));
        for name in path_parameters(&call.path) {
            operation = operation.parameter(
                ParameterBuilder::new()
                    .name(name)
                    .parameter_in(ParameterIn::Path)
                    .required(Required::True)
                    .schema(Some(values_schema(Values::Text))),
            );
        }
        for param in &call.query {
            let required = if call.required.contains(&param.name) { Required::True } else { Required::False };
            operation = operation.parameter(
                ParameterBuilder::new()
                    .name(param.name)
                    .parameter_in(ParameterIn::Query)
                    .required(required)
                    .description(Some(param.what))
                    .schema(Some(values_schema(param.values))),
            );
        }
        if let Some(body) = call.body {
            let example: Option<serde_json::Value> = serde_json::from_str(body).ok();
            let schema = ObjectBuilder::new().schema_type(json_type(example.as_ref())).build();
            let content = ContentBuilder::new().schema(Some(schema)).example(example).build();
            let mut body =
                RequestBodyBuilder::new().content("application/json", content).required(Some(Required::True));
            if call.takes_toml {
                let text = ObjectBuilder::new().schema_type(Type::String).build();
                body = body.content("application/toml", ContentBuilder::new().schema(Some(text)).build());
            }
            operation = operation.request_body(Some(body.build()));
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
            .response("401", refusal("X-Admin-Token is missing or wrong", "admin.token.invalid"))
            .response("404", refusal("A merchant, member or item the call names does not exist", "USER_NOT_EXIST"));
        if let Some((why, code)) = call.conflict {
            operation = operation.response("409", refusal(why, code));
        }
        paths.add_path_operation(format!("/__admin{}", call.path), vec![http_method(&call.method)], operation.build());
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

/// A parameter's schema: what its values may be.
fn values_schema(values: Values) -> Object {
    match values {
        Values::Text => ObjectBuilder::new().schema_type(Type::String).build(),
        Values::Flag => ObjectBuilder::new().schema_type(Type::Boolean).build(),
        Values::OneOf(codes) => {
            ObjectBuilder::new().schema_type(Type::String).enum_values(Some(codes.iter().copied())).build()
        }
    }
}

/// The JSON type of a body, as its example shows it.
fn json_type(example: Option<&serde_json::Value>) -> Type {
    match example {
        Some(serde_json::Value::Array(_)) => Type::Array,
        Some(serde_json::Value::Number(_)) => Type::Number,
        Some(serde_json::Value::String(_)) => Type::String,
        Some(serde_json::Value::Bool(_)) => Type::Boolean,
        _ => Type::Object,
    }
}

/// The `{name}` parts of a path.
pub fn path_parameters(path: &str) -> impl Iterator<Item = &str> {
    path.split('/').filter_map(|part| part.strip_prefix('{')?.strip_suffix('}'))
}

fn http_method(method: &Method) -> HttpMethod {
    match *method {
        Method::PUT => HttpMethod::Put,
        Method::POST => HttpMethod::Post,
        Method::DELETE => HttpMethod::Delete,
        Method::PATCH => HttpMethod::Patch,
        _ => HttpMethod::Get,
    }
}
