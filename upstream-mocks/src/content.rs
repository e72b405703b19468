//! Banners and notices (`MCSFE_getListAnnouncements`).

use std::sync::Arc;

use axum::Router;
use axum::extract::Query;
use axum::routing::get;
use serde::{Deserialize, Serialize};

use crate::gateway::Ctx;
use crate::reply::{Answer, Reply};
use crate::state::{Mock, now_ms};

/// The banner groups of the spec's route map (spec 000 §2 "Banner groups"), with how many each has.
pub const BANNER_GROUPS: &[(&str, usize)] = &[
    ("w_home", 3),
    ("w_rng", 2),
    ("w_live", 2),
    ("w_fish", 1),
    ("w_pvp", 1),
    ("w_sports", 2),
    ("w_esports", 1),
    ("w_lott", 1),
    ("w_down", 1),
    ("w_promotion", 2),
    ("w_shop", 1),
    ("w_help", 1),
    ("w_cockfight", 1),
];

#[derive(Debug, Deserialize)]
pub struct AnnouncementQuery {
    /// Comma-separated: B banners, PL player notices, PU pop-ups, PR promotions.
    #[serde(default)]
    pub types: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Banner {
    pub banner_id: u32,
    pub title: String,
    pub url: String,
    pub linkage_type: Option<&'static str>,
    pub linkage_url: Option<String>,
    pub group_name: &'static str,
    pub sort: u32,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Notice {
    pub id: u32,
    pub title: String,
    pub content: String,
    pub start_date: i64,
}

#[derive(Debug, Default, Serialize)]
pub struct Announcements {
    pub banners: Vec<Banner>,
    pub player: Vec<Notice>,
    pub popup: Vec<Notice>,
    pub promotion: Vec<Notice>,
}

/// `GET /wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B`.
pub async fn announcements(ctx: Ctx, Query(query): Query<AnnouncementQuery>) -> Reply<Announcements> {
    let types = query.types.as_deref().unwrap_or("B");
    let wants = |t: &str| types.split(',').any(|x| x.trim().eq_ignore_ascii_case(t));
    let thai = ctx.language == "TH";
    let mut answer = Announcements::default();
    if wants("B") {
        answer.banners = banners(&ctx);
    }
    if wants("PL") {
        answer.player = notices(thai);
    }
    if wants("PU") {
        answer.popup = notices(thai).into_iter().take(1).collect();
    }
    if wants("PR") {
        answer.promotion = Vec::new();
    }
    Ok(Answer(answer))
}

fn banners(ctx: &Ctx) -> Vec<Banner> {
    let mut id = 0;
    BANNER_GROUPS
        .iter()
        .flat_map(|&(group, count)| (1..=count).map(move |n| (group, n)))
        .map(|(group, n)| {
            id += 1;
            let linked = n % 2 == 1;
            Banner {
                banner_id: id,
                title: format!("{} {n}", group.trim_start_matches("w_")),
                url: ctx.mock.asset_url(&format!("banners/{group}-{n}.svg")),
                linkage_type: linked.then_some("URL"),
                linkage_url: linked.then(|| "/promotions".to_owned()),
                group_name: group,
                sort: n as u32,
            }
        })
        .collect()
}

fn notices(thai: bool) -> Vec<Notice> {
    let day = 86_400_000;
    let now = now_ms();
    let texts: [(&str, &str, &str, &str); 3] = [
        ("Welcome to Veneer Demo", "ยินดีต้อนรับสู่ Veneer Demo", "<p>Enjoy our games.</p>", "<p>ขอให้สนุกกับเกมของเรา</p>"),
        (
            "Scheduled maintenance",
            "ปิดปรับปรุงระบบตามกำหนด",
            "<p>Sunday 02:00–04:00.</p>",
            "<p>วันอาทิตย์ 02:00–04:00 น.</p>",
        ),
        ("New slots every week", "สล็อตใหม่ทุกสัปดาห์", "<p>Check the RNG lobby.</p>", "<p>ดูได้ที่ล็อบบี้สล็อต</p>"),
    ];
    texts
        .iter()
        .enumerate()
        .map(|(i, (en, th, en_body, th_body))| Notice {
            id: i as u32 + 1,
            title: (if thai { th } else { en }).to_string(),
            content: (if thai { th_body } else { en_body }).to_string(),
            start_date: now - (i as i64 + 1) * day,
        })
        .collect()
}

/// This area's calls.
pub fn routes() -> Router<Arc<Mock>> {
    Router::new().route("/wps/relay/MCSFE_getListAnnouncements", get(announcements))
}
