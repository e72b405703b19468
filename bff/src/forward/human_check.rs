//! Phase 3, human check (after the throttles): a call the catalogue guards (`Call::human_check`: a user-name login, an SMS
//! code, a registration) goes on only with an unused pass of
//! [`crate::human_check`], when the brand turns the check on; the pass is used up by it (one pass, one
//! call). Without one: 400 `human_check.required` with a translated message, and the upstream never
//! sees the call.

use upstream_protocol::languages::Language;

use super::admit::Admitted;
use crate::AppState;
use crate::config::Brand;
use crate::error::BffError;
use crate::messages::Key;

/// Whether this call needs a pass: the brand checks and the catalogue guards the call (with this body).
pub fn applies(brand: &Brand, call: &Admitted) -> bool {
    brand.human_check.enabled && call.call.human_check.needed(call.json.as_ref())
}

/// Whether the call used a pass (its cookie is then cleared on the answer).
pub async fn require_pass(
    state: &AppState,
    brand: &Brand,
    call: &Admitted,
    language: &Language,
) -> Result<bool, BffError> {
    if !applies(brand, call) {
        return Ok(false);
    }
    if crate::human_check::use_pass(state, &brand.id, &call.parts.headers).await {
        return Ok(true);
    }
    tracing::info!(path = call.call.path, "refused a guarded call without an unused human-check pass");
    Err(BffError::HumanCheckRequired(state.messages.text(language.code, Key::HumanCheckRequired, &[])))
}
