//! Banners and notices: `MCSFE_getListAnnouncements` (public) and `MCSFE_getListAnnouncementsV2`
//! (the logged-in member's, with what is meant for members only).
//!
//! Types (spec 001 §3): `B` banners per route group, `PL` player notices (the notice strip and its
//! modal), `PU` pop-ups (publicity), `PR` promotions (images or HTML), `H` home notices. Each record
//! has a display window and an audience; the answer holds what is running now, newest first, in the
//! `Language` header's language (Thai, Lao, Khmer or Myanmar, else English: [`Lang`]). The data is
//! this area's own, the merchant's [`ContentState`] (`Db.content`, key `content` in the data file),
//! seeded by [`seed`] in all five languages and replaced through `/__admin/content/banners` and
//! `/__admin/content/notices` ([`admin`]).

pub mod admin;
pub mod art;
mod seed;

use std::sync::Arc;

use axum::Router;
use axum::extract::RawQuery;
use axum::routing::get;
use serde::{Deserialize, Serialize};

use crate::base::{Member, MemberId, now_ms};
use crate::input::Query;
use crate::locale::{Lang, Localized};
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::Mock;

pub use self::seed::seed;

/// The banner groups of the spec's route map (spec 000 §2 "Banner groups"), with how many pieces of
/// art each has (the art is drawn by `assets.rs`).
pub const BANNER_GROUPS: &[(&str, usize)] = &[
    ("w_home", 4),
    ("w_rng", 2),
    ("w_live", 2),
    ("w_fish", 1),
    ("w_pvp", 1),
    ("w_sports", 2),
    ("w_esports", 1),
    ("w_lott", 1),
    ("w_down", 1),
    ("w_promotion", 3),
    ("w_shop", 1),
    ("w_help", 1),
    ("w_cockfight", 1),
];

/// A group's place in the spec's route order, which answers follow.
pub fn group_rank(group: &str) -> usize {
    BANNER_GROUPS.iter().position(|(g, _)| *g == group).unwrap_or(usize::MAX)
}

/// How many pieces of promotion art `assets.rs` draws.
pub const PROMOTION_ART: u32 = 6;

/// Banners and notices of one merchant.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ContentState {
    /// The banners of every route group.
    pub banners: Vec<BannerRecord>,
    /// The notices of every type.
    pub notices: Vec<NoticeRecord>,
}

/// A banner of a route group.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BannerRecord {
    /// The banner's id.
    pub id: u32,
    /// The route group it shows in (`w_home`, `w_rng`, …).
    pub group: String,
    /// Which piece of the group's art (`/assets/banners/<group>-<art>.svg`).
    pub art: u32,
    /// The title in each language.
    pub title: Localized,
    /// `URL` when the banner is clickable.
    pub linkage_type: Option<String>,
    /// Where a click goes, e.g. `/promotions`.
    pub linkage_url: Option<String>,
    /// Position within the group, lowest first.
    pub sort: u32,
    /// When it starts to show, milliseconds since the epoch.
    pub start_ms: i64,
    /// When it stops showing, milliseconds since the epoch; `None` never.
    pub end_ms: Option<i64>,
    /// An image of the admin's choosing (absolute URL) in place of the group's art.
    #[serde(default)]
    pub image_url: Option<String>,
}

impl BannerRecord {
    /// Where the banner's image is.
    pub fn url(&self, mock: &Mock) -> String {
        self.image_url.clone().unwrap_or_else(|| mock.asset_url(&format!("banners/{}-{}.svg", self.group, self.art)))
    }
}

/// The notice types besides banners.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoticeType {
    /// Player notices: the notice strip and the notice modal.
    PL,
    /// Pop-ups (the publicity announcement modal).
    PU,
    /// Promotions.
    PR,
    /// Home notices.
    H,
}

impl NoticeType {
    /// The type named by a `types` entry (`PL`, `pu`, …).
    pub fn parse(code: &str) -> Option<Self> {
        match code.to_ascii_uppercase().as_str() {
            "PL" => Some(NoticeType::PL),
            "PU" => Some(NoticeType::PU),
            "PR" => Some(NoticeType::PR),
            "H" => Some(NoticeType::H),
            _ => None,
        }
    }
}

/// Who a notice is for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Audience {
    /// Everyone, logged in or not.
    Everyone,
    /// Logged-in members only (V2).
    Members,
    /// Members of at least this VIP rank (V2).
    MinRank(u32),
    /// These members only (V2).
    Only(Vec<MemberId>),
}

impl Audience {
    fn admits(&self, member: Option<&Member>) -> bool {
        match (self, member) {
            (Audience::Everyone, _) => true,
            (_, None) => false,
            (Audience::Members, Some(_)) => true,
            (Audience::MinRank(rank), Some(m)) => m.rank_level >= *rank,
            (Audience::Only(ids), Some(m)) => ids.contains(&m.id),
        }
    }
}

/// A notice of type PL, PU, PR or H.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NoticeRecord {
    /// The notice's id.
    pub id: u32,
    /// `PL`, `PU`, `PR` or `H`.
    pub kind: NoticeType,
    /// The title in each language.
    pub title: Localized,
    /// HTML; may be empty for a promotion that is all image.
    pub content: Localized,
    /// The images: paths of the mock's own art (`promotions/1.svg`) or absolute URLs.
    pub images: Vec<String>,
    /// When it starts to show, milliseconds since the epoch.
    pub start_ms: i64,
    /// When it stops showing, milliseconds since the epoch; `None` never.
    pub end_ms: Option<i64>,
    /// Who it is shown to.
    pub audience: Audience,
}

impl NoticeRecord {
    /// Absolute URLs of the images.
    pub fn image_urls<'a>(&'a self, mock: &'a Mock) -> impl Iterator<Item = String> + 'a {
        self.images.iter().map(|image| if image.contains("://") { image.clone() } else { mock.asset_url(image) })
    }
}

fn running(start_ms: i64, end_ms: Option<i64>, now: i64) -> bool {
    start_ms <= now && end_ms.is_none_or(|end| now < end)
}

// ---------------------------------------------------------------------------------------------
// Answers

/// A banner as `MCSFE_getListAnnouncements` answers it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Banner {
    /// The banner's id.
    pub banner_id: u32,
    /// The title in the request's language.
    pub title: String,
    /// Address of the banner's image.
    pub url: String,
    /// `URL` when the banner is clickable; `null` otherwise.
    pub linkage_type: Option<String>,
    /// Where a click goes.
    pub linkage_url: Option<String>,
    /// The route group it shows in (`w_home`, …).
    pub group_name: String,
    /// Position within the group, lowest first.
    pub sort: u32,
}

/// An image of a notice.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AnnouncementImage {
    /// The image's address.
    pub image_url: String,
}

/// A notice as `MCSFE_getListAnnouncements` answers it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Notice {
    /// The notice's id.
    pub id: u32,
    /// `PL`, `PU`, `PR` or `H`, sent as `type`.
    #[serde(rename = "type")]
    pub kind: NoticeType,
    /// The title in the request's language.
    pub title: String,
    /// HTML.
    pub content: String,
    /// When it starts to show, milliseconds since the epoch.
    pub start_date: i64,
    /// When it stops showing, milliseconds since the epoch; `null` never.
    pub end_date: Option<i64>,
    /// The notice's images (a pop-up's or promotion's picture).
    pub announcement_images: Vec<AnnouncementImage>,
}

/// Every key is always present; types that were not asked for are empty.
#[derive(Debug, Default, Serialize)]
pub struct Announcements {
    /// The banners asked for (`B`), every route group.
    pub banners: Vec<Banner>,
    /// Player notices (`PL`), newest first.
    pub player: Vec<Notice>,
    /// Pop-ups (`PU`), newest first.
    pub popup: Vec<Notice>,
    /// Promotion notices (`PR`), newest first.
    pub promotion: Vec<Notice>,
    /// Home notices (`H`), newest first.
    pub home: Vec<Notice>,
}

/// What a request asks for.
struct Wanted {
    banners: bool,
    kinds: Vec<NoticeType>,
}

fn read_query(raw: Option<String>) -> Result<Wanted, Fail> {
    let params = Query::parse(raw.as_deref())?;
    if let Some(platform) = params.text("platform")
        && !matches!(platform.to_ascii_uppercase().as_str(), "W" | "M")
    {
        return Err(Fail::bad_param(format!("platform must be W (web) or M (mobile), not '{platform}'")));
    }
    let mut wanted = Wanted { banners: false, kinds: Vec::new() };
    // The spec's default type is B.
    for kind in params.text("types").unwrap_or("B").split(',').map(str::trim).filter(|t| !t.is_empty()) {
        match NoticeType::parse(kind) {
            Some(notice) => wanted.kinds.push(notice),
            None if kind.eq_ignore_ascii_case("B") => wanted.banners = true,
            None => return Err(Fail::bad_param(format!("Unknown announcement type '{kind}' (B, PL, PU, PR, H)"))),
        }
    }
    Ok(wanted)
}

fn answer(ctx: &Ctx, wanted: &Wanted, member: Option<MemberId>) -> Announcements {
    let lang = Lang::from_code(&ctx.language);
    let now = now_ms();
    let db = ctx.db().lock();
    let member = member.and_then(|id| db.members.get(&id));
    let content = &db.content;
    let mut answer = Announcements::default();
    if wanted.banners {
        let mut banners: Vec<&BannerRecord> =
            content.banners.iter().filter(|b| running(b.start_ms, b.end_ms, now)).collect();
        // In the spec's route order (w_home first), then the group's own order.
        banners.sort_by_key(|b| (group_rank(&b.group), b.sort, b.id));
        answer.banners = banners
            .into_iter()
            .map(|b| Banner {
                banner_id: b.id,
                title: b.title.get(lang).to_owned(),
                url: b.url(&ctx.mock),
                linkage_type: b.linkage_type.clone(),
                linkage_url: b.linkage_url.clone(),
                group_name: b.group.clone(),
                sort: b.sort,
            })
            .collect();
    }
    let mut notices: Vec<&NoticeRecord> = content
        .notices
        .iter()
        .filter(|n| wanted.kinds.contains(&n.kind) && running(n.start_ms, n.end_ms, now) && n.audience.admits(member))
        .collect();
    notices.sort_by_key(|n| (std::cmp::Reverse(n.start_ms), n.id));
    for n in notices {
        let notice = Notice {
            id: n.id,
            kind: n.kind,
            title: n.title.get(lang).to_owned(),
            content: n.content.get(lang).to_owned(),
            start_date: n.start_ms,
            end_date: n.end_ms,
            announcement_images: n.image_urls(&ctx.mock).map(|image_url| AnnouncementImage { image_url }).collect(),
        };
        match n.kind {
            NoticeType::PL => answer.player.push(notice),
            NoticeType::PU => answer.popup.push(notice),
            NoticeType::PR => answer.promotion.push(notice),
            NoticeType::H => answer.home.push(notice),
        }
    }
    answer
}

/// `GET /wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B`: what
/// everyone sees. `execution` is accepted and not interpreted (only `B` was ever seen).
pub async fn announcements(ctx: Ctx, RawQuery(raw): RawQuery) -> Reply<Announcements> {
    let wanted = read_query(raw)?;
    Ok(Answer(answer(&ctx, &wanted, None)))
}

/// `GET /wps/relay/MCSFE_getListAnnouncementsV2?types=PU,PL&platform=W&execution=B` (token): the
/// same, plus what is meant for this member (members only, a VIP rank, or them alone).
pub async fn member_announcements(ctx: Ctx, RawQuery(raw): RawQuery) -> Reply<Announcements> {
    let member = ctx.member()?;
    let wanted = read_query(raw)?;
    Ok(Answer(answer(&ctx, &wanted, Some(member))))
}

/// This area's calls.
pub fn routes() -> Router<Arc<Mock>> {
    Router::new()
        .route("/wps/relay/MCSFE_getListAnnouncements", get(announcements))
        .route("/wps/relay/MCSFE_getListAnnouncementsV2", get(member_announcements))
}

/// This area's art, as a CDN would serve it (outside the gateway).
pub fn public_files() -> Router<Arc<Mock>> {
    Router::new()
        .route("/assets/banners/{name}", axum::routing::get(art::banner))
        .route("/assets/promotions/{name}", axum::routing::get(art::promotion))
}
