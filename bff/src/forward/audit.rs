//! Not a phase but the record: every login, registration and password attempt is logged with its
//! outcome, the member it was for and where it came from, and never with a secret (no password, token,
//! captcha or verification code: only the fields named here are read).

use upstream_protocol::catalogue::{Call, Session};

use super::context::Admitted;
use crate::upstream::Answer;
use crate::visitor::Visitor;

/// Body fields that say whom an attempt is for.
const WHO: [&str; 5] = ["username", "userName", "mobileNum", "mobile", "mobileNo"];

/// Body fields that say how a login was made.
const VIA: [&str; 2] = ["firebaseChannel", "type"];

/// Whether a call is one whose attempts are recorded.
pub fn is_credential_call(call: &Call) -> bool {
    call.session == Session::Start || call.path.contains("password") || call.path.contains("Password")
}

/// Logs a credential attempt (a login, a registration, a password call) with its outcome, never a secret.
pub fn record(admitted: &Admitted, visitor: &Visitor, answer: &Answer) {
    let call = admitted.call;
    if !is_credential_call(call) {
        return;
    }
    let json = answer.json();
    let succeeded = answer.status.is_success() && json.as_ref().is_some_and(|j| j["success"] == true);
    let outcome = match &json {
        _ if succeeded => "success".to_owned(),
        Some(j) if j["errorCode"].as_str().is_some_and(|c| !c.is_empty()) => {
            j["errorCode"].as_str().unwrap_or_default().to_owned()
        }
        _ => format!("http {}", answer.status.as_u16()),
    };
    let first = |fields: &[&str], at_most: usize| {
        fields.iter().find_map(|field| admitted.field(field)).map(|w| w.chars().take(at_most).collect::<String>())
    };
    let who = first(&WHO, 64);
    // How: a login's type (user name or SMS code) or its third-party channel.
    let via = first(&VIA, 16);
    // Debug formatting escapes what a visitor typed, so a name cannot forge log lines.
    tracing::info!(target: "veneer::audit", call = call.path, who = ?who, via = ?via, outcome, ip = ?visitor.ip, "credential attempt");
}
