//! Feedback (spec 001 §5, §7): `PUT /wps/feedback` (module `FEEDBACK3`), a member's feedback by
//! category, and `PUT /wps/common/feedback`, the site-wide "common feedback" a visitor leaves with a
//! way to reach them. Both at most 140 characters, not empty; a token is optional and ties the
//! feedback to the member.

use serde::{Deserialize, Serialize};

use crate::base::{MemberId, now_ms};
use crate::input::Payload;
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::wallet::refusal;

/// The longest feedback (spec 001 §5).
pub const MAX_CHARS: usize = 140;

/// One piece of feedback, kept for the operator.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Feedback {
    /// The feedback's id, from the ledger's sequence.
    pub id: u64,
    /// The member who sent it, when a token came.
    pub member_id: Option<MemberId>,
    /// `SUGGESTION`, `BUG`, `PAYMENT`, `GAME` or `OTHER` (common feedback is always `OTHER`).
    pub category: String,
    /// The text, trimmed, 1 to 140 characters.
    pub content: String,
    /// When it arrived, milliseconds since the epoch.
    pub time_ms: i64,
    /// The sender's IP address, when known.
    pub client_ip: Option<String>,
    /// Which call it came through.
    #[serde(default)]
    pub source: Source,
    /// How to reach the sender (common feedback), as given.
    #[serde(default)]
    pub contact: Option<String>,
}

/// The call a piece of feedback came through.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Source {
    /// `PUT /wps/feedback`.
    #[default]
    Feedback,
    /// `PUT /wps/common/feedback`.
    Common,
}

/// The body of `PUT /wps/feedback`.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct FeedbackRequest {
    /// The text: not empty, at most 140 characters.
    pub content: Option<String>,
    /// `SUGGESTION` (default), `BUG`, `PAYMENT`, `GAME` or `OTHER`.
    pub category: Option<String>,
}

/// The answer of both feedback calls.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FeedbackReceived {
    /// Id of the feedback kept.
    pub feedback_id: u64,
}

const CATEGORIES: [&str; 5] = ["SUGGESTION", "BUG", "PAYMENT", "GAME", "OTHER"];

/// `PUT /wps/feedback` `{content, category?}`.
pub async fn submit(ctx: Ctx, Payload(req): Payload<FeedbackRequest>) -> Reply<FeedbackReceived> {
    let category = req.category.unwrap_or_else(|| "SUGGESTION".into()).to_ascii_uppercase();
    if !CATEGORIES.contains(&category.as_str()) {
        return Err(Fail::bad_param(format!("category must be one of {}", CATEGORIES.join(", "))));
    }
    keep(&ctx, req.content, category, Source::Feedback, None)
}

/// The body of `PUT /wps/common/feedback`.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct CommonFeedbackRequest {
    /// The text: not empty, at most 140 characters.
    pub content: Option<String>,
    /// An e-mail address or phone number to answer (optional, at most [`MAX_CONTACT_CHARS`]).
    pub contact: Option<String>,
}

/// The longest contact a common feedback keeps.
pub const MAX_CONTACT_CHARS: usize = 64;

/// `PUT /wps/common/feedback` `{content, contact?}`.
pub async fn submit_common(ctx: Ctx, Payload(req): Payload<CommonFeedbackRequest>) -> Reply<FeedbackReceived> {
    let contact = req.contact.map(|c| c.trim().to_owned()).filter(|c| !c.is_empty());
    if contact.as_ref().is_some_and(|c| c.chars().count() > MAX_CONTACT_CHARS) {
        return Err(Fail::business(
            refusal::TEXT_TOO_LONG,
            format!("The contact is at most {MAX_CONTACT_CHARS} characters"),
        ));
    }
    keep(&ctx, req.content, "OTHER".into(), Source::Common, contact)
}

/// Checks the text and keeps the feedback.
fn keep(
    ctx: &Ctx,
    content: Option<String>,
    category: String,
    source: Source,
    contact: Option<String>,
) -> Reply<FeedbackReceived> {
    let content = content.unwrap_or_default().trim().to_owned();
    if content.is_empty() {
        return Err(Fail::business(refusal::EMPTY_TEXT, "Please enter your feedback"));
    }
    if content.chars().count() > MAX_CHARS {
        return Err(Fail::business(refusal::TEXT_TOO_LONG, format!("Feedback is at most {MAX_CHARS} characters")));
    }
    let mut db = ctx.db().lock();
    let id = db.ledger.next_id();
    db.rewards.feedback.push(Feedback {
        id,
        member_id: ctx.member,
        category,
        content,
        time_ms: now_ms(),
        client_ip: ctx.client_ip.map(|ip| ip.to_string()),
        source,
        contact,
    });
    Ok(Answer(FeedbackReceived { feedback_id: id }))
}
