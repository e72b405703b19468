//! Agent announcements: notices the operator publishes to agents (all agents or some customer types,
//! from a start date, optionally until an end date), and personal notices the contract calls leave
//! for one agent (an offer received, a request answered, a contract ended automatically).

use serde::{Deserialize, Serialize};

use super::open_agent;
use super::params::AgentQuery;
use crate::base::MemberId;
use crate::ledger::Page;
use crate::reply::{Answer, Reply};
use crate::state::Ctx;
use crate::state::Db;

/// A notice in the agent centre: from the operator to agent types, or personal to one agent.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Announcement {
    /// The notice's id, from the ledger's sequence.
    pub id: u64,
    /// The title in English.
    pub title_en: String,
    /// The title in Thai.
    pub title_th: String,
    /// HTML.
    pub content_en: String,
    /// The content in Thai, as HTML.
    pub content_th: String,
    /// When it starts to show, milliseconds since the epoch.
    pub start_ms: i64,
    /// When it stops showing, milliseconds since the epoch; `None` never.
    pub end_ms: Option<i64>,
    /// Shown above the others.
    pub top: bool,
    /// The agent types it is for; empty means every agent.
    pub agent_types: Vec<i32>,
    /// A personal notice for this agent only.
    pub member_id: Option<MemberId>,
}

/// Leaves a personal notice for `to`: (title, content) in English and in Thai.
pub fn notify(db: &mut Db, to: MemberId, now: i64, en: (String, String), th: (String, String)) {
    let id = db.ledger.next_id();
    db.agent.announcements.push(Announcement {
        id,
        title_en: en.0,
        content_en: en.1,
        title_th: th.0,
        content_th: th.1,
        start_ms: now,
        member_id: Some(to),
        ..Announcement::default()
    });
}

/// A notice as `GET /wps/agent/announcements` lists it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AnnouncementRow {
    /// The notice's id.
    pub id: u64,
    /// The title in the request's language (Thai for `TH`, else English).
    pub title: String,
    /// The content in the request's language, as HTML.
    pub content: String,
    /// When it starts to show, milliseconds since the epoch.
    pub start_date: i64,
    /// When it stops showing, milliseconds since the epoch; `null` never.
    pub end_date: Option<i64>,
    /// Whether it is pinned above the others.
    pub top: bool,
    /// `SYSTEM` (from the operator) or `PERSONAL`.
    #[serde(rename = "type")]
    pub kind: &'static str,
}

/// `GET /wps/agent/announcements?pageNo&pageSize`: what this agent may read now, pinned first, then
/// the newest; texts in Thai when the `Language` is `TH`, otherwise English.
pub async fn list(ctx: Ctx, query: AgentQuery) -> Reply<Page<AnnouncementRow>> {
    let (db, me) = open_agent(&ctx)?;
    let agent_type = db.members.get(&me.id).map_or(0, |m| m.customer_type);
    let mut rows: Vec<&Announcement> = db
        .agent
        .announcements
        .iter()
        .filter(|a| a.start_ms <= me.now && a.end_ms.is_none_or(|end| me.now < end))
        .filter(|a| match a.member_id {
            Some(member) => member == me.id,
            None => a.agent_types.is_empty() || a.agent_types.contains(&agent_type),
        })
        .collect();
    rows.sort_by(|a, b| b.top.cmp(&a.top).then(b.start_ms.cmp(&a.start_ms)).then(b.id.cmp(&a.id)));
    let rows = rows
        .into_iter()
        .map(|a| AnnouncementRow {
            id: a.id,
            title: if me.thai { a.title_th.clone() } else { a.title_en.clone() },
            content: if me.thai { a.content_th.clone() } else { a.content_en.clone() },
            start_date: a.start_ms,
            end_date: a.end_ms,
            top: a.top,
            kind: if a.member_id.is_some() { "PERSONAL" } else { "SYSTEM" },
        })
        .collect();
    Ok(Answer(query.page(rows, 10)?))
}
