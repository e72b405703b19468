//! Phase 2, human check: a call the catalogue guards (`Call::human_check`: a user-name login, an SMS
//! code, and a registration while its switch `GEETEST3` is on) goes on only with an unused pass of
//! [`crate::human_check`], when the brand turns the check on; the pass is used up by it (one pass, one
//! call). Without one: 400 `human_check.required` with a translated message, and the upstream never
//! sees the call.

use upstream_protocol::catalogue::HumanCheck;
use upstream_protocol::languages::Language;
use upstream_protocol::whitelabel;

use super::admit::Admitted;
use crate::AppState;
use crate::config::Brand;
use crate::error::BffError;
use crate::visitor::Visitor;

/// Whether the call used a pass (its cookie is then cleared on the answer).
pub async fn require_pass(
    state: &AppState,
    brand: &Brand,
    visitor: &Visitor,
    call: &Admitted,
    language: &'static Language,
) -> Result<bool, BffError> {
    let check = call.call.human_check;
    if !brand.human_check.enabled || check == HumanCheck::Never {
        return Ok(false);
    }
    // The registration's switch, from the cached status (on when the upstream cannot say).
    let registration_check = check == HumanCheck::Registration
        && super::module_on(state, brand, language, visitor.ip, whitelabel::REGISTRATION_HUMAN_CHECK)
            .await
            .unwrap_or(true);
    if !check.needed(call.json.as_ref(), registration_check) {
        return Ok(false);
    }
    if crate::human_check::use_pass(state, &brand.id, &call.parts.headers).await {
        return Ok(true);
    }
    tracing::info!(path = call.call.path, "refused a guarded call without an unused human-check pass");
    Err(BffError::HumanCheckRequired(state.messages.text(language.code, "human_check_required", &[])))
}
