//! Dialects: the mock answering as another upstream would, so the BFF and its `doctor` can be tried
//! against what a real platform may do differently from the mock as shipped (`/__admin/dialect`, a
//! scenario's `[dialect]`, the files `scenarios/dialect-*.toml`).
//!
//! - `withoutInventedModules`: the white-label tree leaves out every module id the mock invented
//!   (`upstream_protocol::switches`: `MEMCENTER3`, `AGENTCENTER3`, `LOGINONLY3`, …), as a real upstream
//!   that never heard of them would;
//! - `refusedMethods`: per call, methods the upstream refuses although the catalogue allows them
//!   (`405 http_method_not_support #459`): logout only by `DELETE`, the hot game list only by `GET`, or
//!   only by the observed `POST`;
//! - `customerService`: where the customer-service link is: `both` (as shipped), only the routers'
//!   `version.pathList` (`pathList`), or only the status's `customerService` (`status`);
//! - `omittedFields`: per call, answer fields left out (the paths of `upstream_protocol::shape`,
//!   `value.info.analytics`, `value.list[].vo.iconUrl`);
//! - `absentCalls`: calls the upstream does not have (`404 function.not.available`, as an unknown path):
//!   a path, or a prefix ending in `*` (`/wps/agent/*`: no agent system).
//!
//! Every field is optional; a document left empty is the mock as shipped.

use std::collections::BTreeMap;
use std::sync::Arc;

use axum::body::Body;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::Response;
use http_body_util::BodyExt as _;
use parking_lot::RwLock;
use serde::{Deserialize, Serialize};
use upstream_protocol::catalogue::{self, Method};
use upstream_protocol::envelope::code;

use crate::input::Document;
use crate::reply::{Answer, Fail};

/// How the mock speaks (see the module's documentation).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Dialect {
    /// Leave every module id the mock invented out of the white-label tree.
    pub without_invented_modules: bool,
    /// Call path → the methods refused (`"POST"`, `"DELETE"`, …).
    pub refused_methods: BTreeMap<String, Vec<String>>,
    /// Where the customer-service link is given.
    pub customer_service: CustomerServicePlace,
    /// Call path → the answer fields left out.
    pub omitted_fields: BTreeMap<String, Vec<String>>,
    /// Calls the upstream does not have (answered 404 `function.not.available`): paths, or prefixes ending in `*`.
    pub absent_calls: Vec<String>,
}

/// Where the customer-service link is given.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum CustomerServicePlace {
    /// In the routers' `version.pathList` (type `3`) and the status's `customerService`.
    #[default]
    Both,
    /// Only in the routers' `version.pathList`.
    PathList,
    /// Only in the status's `customerService`.
    Status,
}

impl CustomerServicePlace {
    /// Whether the routers' `version.pathList` carries the link.
    pub fn in_path_list(self) -> bool {
        self != CustomerServicePlace::Status
    }

    /// Whether the status's `customerService` carries the link.
    pub fn in_status(self) -> bool {
        self != CustomerServicePlace::PathList
    }
}

impl Dialect {
    /// Refuses a dialect naming a call the catalogue does not have, a method it does not allow, or a field
    /// path that is no path (a typo would change nothing, silently).
    pub fn validate(&self) -> Result<(), String> {
        for (path, methods) in &self.refused_methods {
            let call =
                catalogue::find(path).ok_or_else(|| format!("refusedMethods: {path} is not a catalogue call"))?;
            for method in methods {
                let known = Method::parse(method).filter(|m| call.allows(*m));
                if known.is_none() {
                    let allowed: Vec<&str> = call.methods.iter().map(|m| m.as_str()).collect();
                    return Err(format!("refusedMethods: {path} takes {}, not {method}", allowed.join(", ")));
                }
            }
        }
        for (path, fields) in &self.omitted_fields {
            catalogue::find(path).ok_or_else(|| format!("omittedFields: {path} is not a catalogue call"))?;
            if let Some(bad) =
                fields.iter().find(|f| f.is_empty() || f.split('.').any(|s| s.trim_end_matches("[]").is_empty()))
            {
                return Err(format!("omittedFields: {path}: {bad:?} is not a field path (e.g. value.info.analytics)"));
            }
        }
        for pattern in &self.absent_calls {
            let matches_some = catalogue::all().any(|call| matches(pattern, call.path));
            if !matches_some {
                return Err(format!(
                    "absentCalls: {pattern} names no catalogue call (a path, or a prefix ending in *)"
                ));
            }
        }
        Ok(())
    }

    /// Whether the upstream has no such call.
    pub fn lacks(&self, path: &str) -> bool {
        self.absent_calls.iter().any(|pattern| matches(pattern, path))
    }

    /// Whether the upstream refuses this call by this method.
    pub fn refuses(&self, path: &str, method: &str) -> bool {
        self.refused_methods.get(path).is_some_and(|refused| refused.iter().any(|m| m == method))
    }

    /// Whether the white-label tree holds this module id.
    pub fn has_module(&self, id: &str) -> bool {
        !(self.without_invented_modules && upstream_protocol::switches::is_invented(id))
    }
}

/// A path, or a prefix ending in `*`.
fn matches(pattern: &str, path: &str) -> bool {
    match pattern.strip_suffix('*') {
        Some(prefix) => path.starts_with(prefix),
        None => path == pattern,
    }
}

/// The gateway's refusal of a call this dialect's upstream does not have, or takes by another method.
pub fn refusal(dialect: &RwLock<Dialect>, path: &str, method: &str) -> Option<Fail> {
    let dialect = dialect.read();
    if dialect.lacks(path) {
        return Some(Fail::new(
            StatusCode::NOT_FOUND,
            code::FUNCTION_NOT_AVAILABLE,
            "Function not available #543: unknown path",
        ));
    }
    dialect.refuses(path, method).then(|| {
        Fail::new(StatusCode::METHOD_NOT_ALLOWED, code::HTTP_METHOD_NOT_SUPPORT, "HTTP method not supported #459")
    })
}

/// An answer with this dialect's omitted fields taken out (answers of other calls pass untouched).
pub async fn omit_fields(dialect: &RwLock<Dialect>, path: &str, response: Response) -> Response {
    let fields = match dialect.read().omitted_fields.get(path) {
        Some(fields) if !fields.is_empty() => fields.clone(),
        _ => return response,
    };
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = body.collect().await.map(http_body_util::Collected::to_bytes) else {
        return Response::from_parts(parts, Body::empty());
    };
    let Ok(mut json) = serde_json::from_slice::<serde_json::Value>(&bytes) else {
        return Response::from_parts(parts, Body::from(bytes));
    };
    for field in &fields {
        upstream_protocol::shape::remove(&mut json, field);
    }
    parts.headers.remove(header::CONTENT_LENGTH);
    let body = serde_json::to_vec(&json).unwrap_or_else(|_| bytes.to_vec());
    Response::from_parts(parts, Body::from(body))
}

// The admin calls below are handed the whole mock (the admin router's state), of which they use the
// dialect in force only: the composition root makes the mock `AsRef` of it, so this module needs no
// more of the mock than that.

/// `GET /__admin/dialect`: how the mock speaks now.
pub async fn get<Mock: AsRef<RwLock<Dialect>>>(State(mock): State<Arc<Mock>>) -> Answer<Dialect> {
    Answer((*mock).as_ref().read().clone())
}

/// `PUT /__admin/dialect`: speak as the document says (checked first).
pub async fn put<Mock: AsRef<RwLock<Dialect>>>(
    State(mock): State<Arc<Mock>>,
    Document(dialect): Document<Dialect>,
) -> Result<Answer<Dialect>, Fail> {
    dialect.validate().map_err(Fail::bad_param)?;
    tracing::warn!(?dialect, "dialect changed");
    *(*mock).as_ref().write() = dialect.clone();
    Ok(Answer(dialect))
}

/// `DELETE /__admin/dialect`: speak as shipped again.
pub async fn clear<Mock: AsRef<RwLock<Dialect>>>(State(mock): State<Arc<Mock>>) -> Answer<Dialect> {
    *(*mock).as_ref().write() = Dialect::default();
    Answer(Dialect::default())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dialect_names_only_what_the_catalogue_has() {
        let good: Dialect = serde_json::from_value(serde_json::json!({
            "withoutInventedModules": true,
            "refusedMethods": {"/wps/session/logout": ["POST"]},
            "customerService": "pathList",
            "omittedFields": {"/wps/system/status": ["value.info.analytics"]},
            "absentCalls": ["/wps/agent/team/*"],
        }))
        .unwrap();
        assert_eq!(good.validate(), Ok(()));
        assert!(good.refuses("/wps/session/logout", "POST") && !good.refuses("/wps/session/logout", "DELETE"));
        assert!(good.lacks("/wps/agent/team/overview") && !good.lacks("/wps/agent/affiliate"));
        assert!(!good.has_module("AGENTCENTER3") && good.has_module("MOBILENUMREG3") && good.has_module("COMM3"));
        for (bad, why) in [
            (serde_json::json!({"refusedMethods": {"/wps/nothing": ["GET"]}}), "not a catalogue call"),
            (serde_json::json!({"refusedMethods": {"/wps/member/info": ["POST"]}}), "takes GET, not POST"),
            (serde_json::json!({"omittedFields": {"/wps/member/info": ["value..x"]}}), "not a field path"),
            (serde_json::json!({"absentCalls": ["/wps/nope/*"]}), "names no catalogue call"),
        ] {
            let dialect: Dialect = serde_json::from_value(bad).unwrap();
            assert!(dialect.validate().unwrap_err().contains(why), "{why}");
        }
        assert!(serde_json::from_value::<Dialect>(serde_json::json!({"customerService": "fax"})).is_err());
        assert!(serde_json::from_value::<Dialect>(serde_json::json!({"invented": false})).is_err());
    }
}
