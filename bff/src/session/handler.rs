//! `GET /bff/session`: the non-secret session state the page may know.

use axum::Json;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use upstream_protocol::envelope::Envelope;

use super::claims::{AGENT_TYPES, Claims, TRIAL_TYPE};
use super::cookies::{CookieJar, Session, clear_cookies};
use crate::AppState;
use crate::brand::CurrentBrand;
use crate::visitor::Visitor;

/// The non-secret session state the page may know.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionView {
    /// Whether the request carries a live session; without one, the other fields are left out.
    pub logged_in: bool,
    /// The member's user name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user_name: Option<String>,
    /// The upstream's customer type.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub customer_type: Option<i64>,
    /// Whether the member is an agent (customer type 1, 2, 41 or 42).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub is_agent: Option<bool>,
    /// Whether the account is a trial (free play) one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub is_trial: Option<bool>,
    /// Whether the password must be changed before anything else.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub must_change_password: Option<bool>,
    /// The answer that started the session said it is the member's first login (`firstTimeLogin`): the front
    /// runs the first-login action (spec 000 §4 "Login" 2) only then.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_time_login: Option<bool>,
}

impl From<Option<&Claims>> for SessionView {
    fn from(claims: Option<&Claims>) -> Self {
        match claims {
            None => Self {
                logged_in: false,
                user_name: None,
                customer_type: None,
                is_agent: None,
                is_trial: None,
                must_change_password: None,
                first_time_login: None,
            },
            Some(c) => Self {
                logged_in: true,
                user_name: Some(c.user_name.clone()),
                customer_type: Some(c.customer_type),
                is_agent: Some(AGENT_TYPES.contains(&c.customer_type)),
                is_trial: Some(c.customer_type == TRIAL_TYPE),
                must_change_password: Some(c.must_change_password),
                first_time_login: Some(c.first_time_login),
            },
        }
    }
}

/// `GET /bff/session`. A cookie that no longer opens (tampered, expired, old key) is cleared; a live
/// one is sealed again when its idle clock should restart.
#[utoipa::path(get, path = "/bff/session", tag = "bff", responses((status = 200, body = Envelope<SessionView>)))]
pub async fn view(
    state: axum::extract::State<AppState>,
    CurrentBrand(brand): CurrentBrand,
    visitor: Visitor,
    headers: HeaderMap,
) -> Response {
    let session = Session::read(&state, &brand.id, &headers);
    let mut response = Json(Envelope::ok(SessionView::from(session.claims()))).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    if session.is_dead() {
        for value in clear_cookies() {
            headers.append(header::SET_COOKIE, value);
        }
    } else if let Some(cookie) = CookieJar::new(&state, &brand.id, &visitor).touch(&session) {
        headers.append(header::SET_COOKIE, cookie);
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::claims::tests::claims;
    use crate::session::sealing::Sealer;

    #[test]
    fn the_view_never_holds_the_token() {
        let typed = Claims { must_change_password: true, typed_password: Some("typed-secret".into()), ..claims() };
        let json = serde_json::to_string(&SessionView::from(Some(&typed))).unwrap();
        assert!(!json.contains("secret-token") && !json.contains("typed-secret"));
        assert!(json.contains("\"mustChangePassword\":true"));
        let sealer = Sealer::random();
        assert!(!sealer.seal(&typed, "demo").contains("typed"), "the typed password is sealed");
        assert_eq!(sealer.open(&sealer.seal(&typed, "demo"), "demo"), Some(typed));
        let json = serde_json::to_string(&SessionView::from(Some(&claims()))).unwrap();
        assert!(!json.contains("secret-token"));
        assert!(json.contains("\"userName\":\"demo01\""));
        assert_eq!(serde_json::to_string(&SessionView::from(None)).unwrap(), r#"{"loggedIn":false}"#);
    }
}
