//! Phase 3, human check (after the throttles): a call the catalogue guards (`Call::human_check`: a
//! user-name login, an SMS code, a registration) goes on only with an unused pass of
//! [`crate::human_check`], when the brand turns the check on; the pass is used up by it (one pass, one
//! call). Without one: 400 `human_check.required`, and the upstream never sees the call.

use super::context::Ctx;
use crate::error::BffError;

/// Phase 3: a guarded call goes on only with an unused human-check pass, which it uses up.
pub async fn human_check(ctx: &mut Ctx<'_>) -> Result<(), BffError> {
    let admitted = &ctx.admitted;
    // Checked before boxing: most calls need no pass, and should not pay for the box.
    if !(ctx.brand.human_check.enabled && admitted.call.human_check.needed(admitted.json.as_ref())) {
        return Ok(());
    }
    let used = crate::human_check::use_pass(ctx.state, &ctx.brand.id, &admitted.parts.headers);
    if Box::pin(used).await {
        crate::human_check::count("pass_used");
        ctx.pass_used = true;
        return Ok(());
    }
    crate::human_check::count("pass_refused");
    tracing::info!(path = admitted.call.path, "refused a guarded call without an unused human-check pass");
    Err(BffError::HumanCheckRequired)
}
