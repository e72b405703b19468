//! The member's own record: info, icon and avatar, language, VIP rank progress and referral details.

use std::sync::Arc;

use axum::Router;
use axum::extract::RawQuery;
use axum::routing::{get, post, put};
use base64::Engine as _;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use upstream_protocol::envelope::code;

use crate::access::refuse_trial;
use crate::base::{Member, MemberId, money, now_ms};
use crate::input::Payload;
use crate::input::Query;
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::{Db, Mock};

/// Language codes the upstream knows (spec 000 §1: about 30). Myanmar is `MM` (`MY` is Malay).
pub const LANGUAGES: &[&str] = &[
    "TH", "EN", "CN", "ZH", "JA", "VI", "ID", "MY", "TY", "KO", "HI", "BN", "ES", "PT", "TR", "RU", "AR", "FR", "DE",
    "IT", "KM", "LO", "MM", "MS", "TL", "UR", "NE", "SI", "TA", "FA", "PL",
];

/// Whether a language code is one the upstream knows.
pub fn is_supported_language(language: &str) -> bool {
    LANGUAGES.contains(&language)
}

/// Agent customer types (spec 000 §6).
pub use crate::base::customer_type::is_agent_type;

/// The member's VIP level as member info shows it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ClubLabel {
    /// The level's name, e.g. `VIP 0`.
    pub label_name: String,
    /// The level's rank, from 0.
    pub rank_level: u32,
}

/// The answer of `GET /wps/member/info`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MemberInfo {
    /// The member's id.
    pub id: MemberId,
    /// The member's user name.
    pub account: String,
    /// The member's nickname.
    pub nickname: String,
    /// The customer type: agents 1, 2, 41, 42; trial 4.
    #[serde(rename = "type")]
    pub customer_type: i32,
    /// The mobile number masked as the upstream shows it (`0812345****`); `null` when none.
    pub mobile: Option<String>,
    /// The mobile number's country dialing code, e.g. `66`.
    pub country_dialing_code: Option<String>,
    /// The e-mail address masked (`de***@veneer.example`); `null` when none.
    pub email: Option<String>,
    /// When the member registered, milliseconds since the epoch.
    pub reg_date: i64,
    /// The member's currency code, e.g. `THB`.
    pub currency: String,
    /// The member's language code, e.g. `TH`.
    pub language: String,
    /// Whether the member has an upline.
    pub to_upline: bool,
    /// The member's VIP level.
    pub club_label: ClubLabel,
    /// The member's labels; always empty in the mock.
    pub member_label: Vec<String>,
    /// The profile picture (see [`avatar_url`]).
    pub avatar: String,
    /// The member's own code to invite friends with, if one was issued.
    pub referral_code: Option<String>,
    /// Whether a payment password is set (withdrawals then ask for it).
    pub has_payment_password: bool,
}

/// The logged-in member's record, or 401.
fn current(ctx: &Ctx, db: &Db) -> Result<Member, Fail> {
    let id = ctx.member()?;
    db.members.get(&id).cloned().ok_or_else(Fail::not_logged_in)
}

/// `GET /wps/member/info`.
pub async fn info(ctx: Ctx) -> Reply<MemberInfo> {
    let db = ctx.db().lock();
    let m = current(&ctx, &db)?;
    Ok(Answer(MemberInfo {
        id: m.id,
        account: m.username.clone(),
        nickname: m.nickname.clone(),
        customer_type: m.customer_type,
        mobile: m.masked_mobile(),
        country_dialing_code: m.country_dialing_code.clone(),
        email: m.email.as_ref().map(|e| mask_email(e)),
        reg_date: m.reg_date_ms,
        currency: m.currency.clone(),
        language: m.language.clone(),
        to_upline: m.upline.is_some(),
        club_label: ClubLabel { label_name: m.vip_label.clone(), rank_level: m.rank_level },
        member_label: Vec::new(),
        avatar: avatar_url(&db, &m),
        referral_code: db.access.members.get(&m.id).and_then(|r| r.referral_code.clone()),
        has_payment_password: m.payment_password.is_some(),
    }))
}

/// An e-mail address as the upstream shows it (`de***@veneer.example`).
pub fn mask_email(email: &str) -> String {
    match email.split_once('@') {
        Some((user, domain)) => format!("{}***@{domain}", user.chars().take(2).collect::<String>()),
        None => "***".into(),
    }
}

/// Colours of the twelve built-in avatars.
const AVATAR_COLOURS: [&str; 12] = [
    "#e4572e", "#f3a712", "#29335c", "#669bbc", "#2a9d8f", "#8338ec", "#ff006e", "#3a86ff", "#fb8500", "#06d6a0",
    "#118ab2", "#6d597a",
];

/// The member's built-in avatar number (1–12).
fn avatar_id(db: &Db, member: &Member) -> u32 {
    match db.access.members.get(&member.id).map(|r| r.avatar) {
        Some(id @ 1..=12) => id,
        _ => (member.id % 12) as u32 + 1,
    }
}

/// The member's avatar: a small SVG (their initials on the avatar's colour) as a data URL, so it
/// shows without a file route of its own.
pub fn avatar_url(db: &Db, member: &Member) -> String {
    let id = avatar_id(db, member);
    let colour = AVATAR_COLOURS[(id as usize - 1) % AVATAR_COLOURS.len()];
    let initials: String =
        member.username.chars().filter(char::is_ascii_alphanumeric).take(2).collect::<String>().to_ascii_uppercase();
    let svg = format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="{colour}"/><circle cx="48" cy="48" r="40" fill="#fff" opacity=".12"/><text x="48" y="60" text-anchor="middle" font-family="system-ui,sans-serif" font-size="34" font-weight="700" fill="#fff">{initials}</text></svg>"##
    );
    format!("data:image/svg+xml;base64,{}", base64::engine::general_purpose::STANDARD.encode(svg))
}

/// `GET /wps/member/info/icon`: the picture the header shows for the member.
pub async fn icon(ctx: Ctx) -> Reply<Value> {
    let db = ctx.db().lock();
    let m = current(&ctx, &db)?;
    Ok(Answer(json!({"icon": avatar_url(&db, &m), "avatarId": avatar_id(&db, &m), "avatarType": "SYSTEM"})))
}

/// `GET /wps/relay/MCSFE_getPlayerAvatar`.
pub async fn avatar(ctx: Ctx) -> Reply<Value> {
    let db = ctx.db().lock();
    let m = current(&ctx, &db)?;
    Ok(Answer(json!({"avatar": avatar_url(&db, &m), "avatarType": "SYSTEM", "avatarId": avatar_id(&db, &m)})))
}

/// The body of `PUT /wps/member/language`.
#[derive(Debug, Deserialize)]
pub struct LanguageUpdate {
    /// A supported language code, e.g. `TH` or `EN`; any case.
    #[serde(default)]
    pub language: Option<String>,
}

/// `PUT /wps/member/language {language}`: kept on the member (and shown by member info).
pub async fn update_language(ctx: Ctx, Payload(req): Payload<LanguageUpdate>) -> Reply<Value> {
    let language = req.language.as_deref().map(|l| l.trim().to_ascii_uppercase()).unwrap_or_default();
    if language.is_empty() {
        return Err(Fail::bad_param("language is required"));
    }
    if !is_supported_language(&language) {
        return Err(Fail::business(code::REQUEST_PARAM_ERR, format!("Unsupported language: {language}")));
    }
    let id = ctx.member()?;
    let mut db = ctx.db().lock();
    let member = db.members.get_mut(&id).ok_or_else(Fail::not_logged_in)?;
    member.language = language.clone();
    Ok(Answer(json!({"language": language})))
}

/// VIP levels and the monthly turnover (valid bets, in hundredths) that reaches each.
const RANKS: [(u32, i64); 11] = [
    (0, 0),
    (1, 500_000),
    (2, 2_000_000),
    (3, 5_000_000),
    (4, 10_000_000),
    (5, 30_000_000),
    (6, 80_000_000),
    (7, 200_000_000),
    (8, 500_000_000),
    (9, 1_000_000_000),
    (10, 2_000_000_000),
];

/// `GET /wps/relay/MCSFE_getPlayerRankProgress`: the VIP rank and this month's valid bets against
/// what the next rank needs.
pub async fn rank_progress(ctx: Ctx) -> Reply<Value> {
    let db = ctx.db().lock();
    let m = current(&ctx, &db)?;
    refuse_trial(&m)?;
    let since = crate::calendar::month_start(now_ms());
    let actual: i64 = db.ledger.bets_of(m.id).filter(|bet| bet.time_ms >= since).map(|bet| bet.valid_bet_cents).sum();
    let next = RANKS.iter().find(|(level, _)| *level == m.rank_level + 1);
    let expected = next.or_else(|| RANKS.iter().find(|(level, _)| *level == m.rank_level)).map_or(0, |r| r.1);
    Ok(Answer(json!({
        "playerRankName": m.vip_label,
        "rankLevel": m.rank_level,
        "nextRankName": next.map(|(level, _)| format!("VIP {level}")),
        "monthlyTurnover": {"actual": money(actual), "expected": money(expected)},
        "progress": if expected > 0 { (actual as f64 / expected as f64).min(1.0) } else { 1.0 },
    })))
}

/// `GET /wps/relay/MCSFE_getReferralDetails[?autoGenerate=true]`: the member's invite code (made on
/// request) and how many registered with it.
pub async fn referral_details(ctx: Ctx, RawQuery(raw): RawQuery) -> Reply<Value> {
    let query = Query::parse(raw.as_deref())?;
    let auto_generate = match query.text("autoGenerate") {
        None | Some("false") => false,
        Some("true") => true,
        Some(_) => return Err(Fail::bad_param("autoGenerate must be true or false")),
    };
    let mut db = ctx.db().lock();
    let m = current(&ctx, &db)?;
    refuse_trial(&m)?;
    let mut referral_code = db.access.members.get(&m.id).and_then(|r| r.referral_code.clone());
    if referral_code.is_none() && auto_generate {
        let fresh = db.access.new_referral_code();
        db.access.member(m.id).referral_code = Some(fresh.clone());
        referral_code = Some(fresh);
    }
    let total_invitations = db.members.values().filter(|invitee| invitee.referrer == Some(m.id)).count();
    Ok(Answer(json!({"referralCode": referral_code, "totalInvitations": total_invitations})))
}

/// `POST /wps/member/firstLogin` (spec 000 §4 "Login" 2: "a first-login action runs"): the first time, a
/// welcome message goes to the member's inbox; `firstLogin` says whether this was that first time.
pub async fn first_login(ctx: Ctx) -> Reply<Value> {
    let mut db = ctx.db().lock();
    let m = current(&ctx, &db)?;
    let now = now_ms();
    let record = db.access.member(m.id);
    let first = record.first_login_action_ms.is_none();
    let ran_ms = *record.first_login_action_ms.get_or_insert(now);
    if first {
        let welcome = crate::events::Notice::Text {
            category: crate::events::Category::System,
            title_en: "Welcome".into(),
            title_th: "ยินดีต้อนรับ".into(),
            content_en: format!("Welcome, {}! Your account is ready: enjoy the games, and good luck.", m.nickname),
            content_th: format!("ยินดีต้อนรับคุณ {} บัญชีของคุณพร้อมใช้งานแล้ว ขอให้สนุกและโชคดี", m.nickname),
        };
        crate::events::notify(&mut *db, m.id, welcome, now);
    }
    Ok(Answer(json!({"firstLogin": first, "firstLoginTime": ran_ms})))
}

/// `GET /wps/member/loginInfo`: this login and the one before it (time and address), and how many in all.
pub async fn login_info(ctx: Ctx) -> Reply<Value> {
    let db = ctx.db().lock();
    let m = current(&ctx, &db)?;
    let record = db.access.members.get(&m.id).cloned().unwrap_or_default();
    let mut latest = record.logins.iter().rev();
    let (current_login, previous) = (latest.next(), latest.next());
    Ok(Answer(json!({
        "loginTime": current_login.map(|l| l.time_ms),
        "loginIp": current_login.and_then(|l| l.ip.clone()),
        "lastLoginTime": previous.map(|l| l.time_ms),
        "lastLoginIp": previous.and_then(|l| l.ip.clone()),
        "loginCount": record.login_count,
    })))
}

/// This area's calls.
pub fn routes() -> Router<Arc<Mock>> {
    Router::new()
        .route("/wps/member/info", get(info))
        .route("/wps/member/info/icon", get(icon))
        .route("/wps/member/language", put(update_language))
        .route("/wps/member/firstLogin", post(first_login))
        .route("/wps/member/loginInfo", get(login_info))
        .route("/wps/relay/MCSFE_getPlayerAvatar", get(avatar))
        .route("/wps/relay/MCSFE_getPlayerRankProgress", get(rank_progress))
        .route("/wps/relay/MCSFE_getReferralDetails", get(referral_details))
}
