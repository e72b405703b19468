//! The game page a `game_url` opens, served outside the gateway as a vendor's game server would be:
//! the game, the member and the balance, a form to play a round (settled at once into the ledger)
//! and a button to end the game. Plain HTML forms, so it works in any frame or browser.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{Html, IntoResponse, Redirect, Response};

use super::art::{self, escape};
use super::params::parse_money;
use super::play::{self, GameSession, RoundRefusal, SessionMode};
use crate::base::money;
use crate::input::Query;
use crate::state::{Db, Mock};
use crate::wallet::format_money;

/// Labels of the page, by language: English, Thai, and Chinese (what vendors fall back to).
struct Labels {
    player: &'static str,
    guest: &'static str,
    balance: &'static str,
    demo: &'static str,
    bet: &'static str,
    play: &'static str,
    end: &'static str,
    ended: &'static str,
    auto_close: &'static str,
    rounds: &'static str,
    stake: &'static str,
    payout: &'static str,
    room: &'static str,
    lottery: &'static str,
    back: &'static str,
}

const EN: Labels = Labels {
    player: "Player",
    guest: "Guest",
    balance: "Balance",
    demo: "Demo credits",
    bet: "Bet",
    play: "Play round",
    end: "End game",
    ended: "This game has ended. You may close this window.",
    auto_close: "The game ends by itself 2 minutes after the last round.",
    rounds: "Latest rounds",
    stake: "Stake",
    payout: "Payout",
    room: "Room",
    lottery: "Lottery lobby",
    back: "Back",
};

const TH: Labels = Labels {
    player: "ผู้เล่น",
    guest: "ผู้เยี่ยมชม",
    balance: "ยอดเงิน",
    demo: "เครดิตทดลอง",
    bet: "เดิมพัน",
    play: "เล่นรอบนี้",
    end: "จบเกม",
    ended: "เกมนี้จบแล้ว ปิดหน้าต่างนี้ได้",
    auto_close: "เกมจะจบเองหลังรอบล่าสุด 2 นาที",
    rounds: "รอบล่าสุด",
    stake: "เดิมพัน",
    payout: "จ่าย",
    room: "ห้อง",
    lottery: "ล็อบบี้หวย",
    back: "กลับ",
};

const CN: Labels = Labels {
    player: "玩家",
    guest: "访客",
    balance: "余额",
    demo: "试玩金币",
    bet: "投注",
    play: "开始一局",
    end: "结束游戏",
    ended: "游戏已结束，可以关闭此窗口。",
    auto_close: "最后一局后 2 分钟游戏自动结束。",
    rounds: "最近几局",
    stake: "投注额",
    payout: "派彩",
    room: "房间",
    lottery: "彩票大厅",
    back: "返回",
};

fn labels(language: &str) -> &'static Labels {
    match language {
        "TH" => &TH,
        "CN" | "ZH" => &CN,
        _ => &EN,
    }
}

const STYLE: &str = "body{margin:0;font-family:system-ui,sans-serif;background:#101522;color:#eef}header{display:flex;gap:12px;align-items:center;padding:12px 20px;background:#1b2236}header img{height:40px}h1{font-size:20px;margin:0}main{display:flex;flex-wrap:wrap;gap:24px;padding:20px}main>img{width:300px;max-width:100%}section{flex:1;min-width:260px}.balance b{font-size:24px;color:#ffd54a}.notice{padding:8px 12px;border-radius:6px;background:#5b1f2a}form{display:inline-block;margin:8px 8px 8px 0}input{width:110px;padding:8px;font-size:16px}button{padding:9px 18px;font-size:16px;border:0;border-radius:6px;background:#2f7cf6;color:#fff;cursor:pointer}button.end{background:#555}table{border-collapse:collapse;margin-top:12px}td,th{padding:4px 12px;border-bottom:1px solid #333;text-align:right}.hint{opacity:.7;font-size:13px}";

/// Renders a session's page.
fn render(mock: &Mock, db: &Db, ticket: &str, session: &GameSession, notice: Option<&str>, now: i64) -> String {
    let l = labels(&session.language);
    let game = session.node_id.and_then(|id| mock.games.game(id));
    let thai = session.language == "TH";
    let title = match (game, &session.lottery) {
        (Some(game), _) => game.name(thai).to_owned(),
        (None, Some(_)) => l.lottery.to_owned(),
        (None, None) => String::new(),
    };
    let member = session.member_id.and_then(|id| db.members.get(&id));
    let (who, balance) = match (session.mode, member) {
        (SessionMode::Demo, _) => {
            (l.guest.to_owned(), format!("{} {}", format_money("", session.demo_balance_cents), l.demo))
        }
        (_, Some(m)) => (m.username.clone(), format_money(&m.currency_symbol, m.balance_cents)),
        (_, None) => (String::new(), String::new()),
    };
    let mut body = String::new();
    if let Some(notice) = notice {
        body.push_str(&format!(r#"<p class="notice">{}</p>"#, escape(notice)));
    }
    body.push_str(&format!(
        r#"<p class="member">{}: <b id="member">{}</b></p><p class="balance">{}: <b id="balance">{}</b></p>"#,
        l.player,
        escape(&who),
        l.balance,
        escape(&balance)
    ));
    if let Some(room) = &session.room {
        body.push_str(&format!(r"<p>{}: <b>{}</b> ({})</p>", l.room, escape(&room.room_name), escape(&room.room_id)));
    }
    if let Some(lobby) = &session.lottery {
        let game_name = lobby.game_code.as_deref().map(|code| match crate::lottery::catalogue::find(code) {
            Some(lottery) => (if thai { lottery.name_th } else { lottery.name_en }).to_owned(),
            None => code.to_owned(),
        });
        body.push_str(&format!(
            r#"<p id="lottery">{} · {} · {} · {}{}</p>"#,
            escape(&lobby.area),
            escape(&lobby.prize_mode),
            escape(&lobby.view),
            escape(&lobby.device),
            game_name.map(|n| format!(" · {}", escape(&n))).unwrap_or_default()
        ));
        if let Some(back) = &lobby.back_url {
            body.push_str(&format!(r#"<p><a href="{}">{}</a></p>"#, escape(back), l.back));
        }
    } else if session.is_open(now) {
        body.push_str(&format!(
            r#"<form method="post" action="{ticket}/spin"><label>{} <input name="bet" value="{}" inputmode="decimal"></label> <button id="play">{}</button></form><form method="post" action="{ticket}/end"><button class="end" id="end">{}</button></form><p class="hint">{}</p>"#,
            l.bet,
            format_money("", session.min_bet_cents.max(1)).replace(',', ""),
            l.play,
            l.end,
            l.auto_close
        ));
    } else {
        body.push_str(&format!(r#"<p class="notice" id="ended">{}</p>"#, l.ended));
    }
    if !session.rounds.is_empty() {
        body.push_str(&format!(
            "<h2>{}</h2><table><tr><th>#</th><th>{}</th><th>×</th><th>{}</th></tr>",
            l.rounds, l.stake, l.payout
        ));
        let first = session.round_count - session.rounds.len() as u64;
        for (i, round) in session.rounds.iter().enumerate().rev() {
            body.push_str(&format!(
                "<tr><td>{}</td><td>{}</td><td>{:.2}</td><td>{}</td></tr>",
                first + i as u64 + 1,
                format_money("", round.bet_cents),
                round.multiplier_x100 as f64 / 100.0,
                format_money("", round.payout_cents)
            ));
        }
        body.push_str("</table>");
    }
    let (art_url, logo_url, vendor) = match game {
        Some(g) => (
            mock.asset_url(&art::game_icon(g.node_id)),
            mock.asset_url(&art::vendor_logo(g.vendor.code, "SMALL")),
            g.vendor.name,
        ),
        None => (String::new(), String::new(), "TCG"),
    };
    let art_tag = if art_url.is_empty() { String::new() } else { format!(r#"<img src="{art_url}" alt="">"#) };
    let logo_tag =
        if logo_url.is_empty() { String::new() } else { format!(r#"<img src="{logo_url}" alt="{}">"#, escape(vendor)) };
    format!(
        r#"<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>{title} · {vendor}</title><style>{STYLE}</style></head><body><header>{logo_tag}<h1 id="game">{title}</h1></header><main>{art_tag}<section>{body}</section></main></body></html>"#,
        lang = session.language.to_ascii_lowercase(),
        title = escape(&title),
        vendor = escape(vendor),
    )
}

fn not_found() -> Response {
    (StatusCode::NOT_FOUND, Html("<!doctype html><title>Not found</title><p>This game link is not valid.</p>"))
        .into_response()
}

fn page_response(status: StatusCode, html: String) -> Response {
    (status, [(header::CACHE_CONTROL, "no-store")], Html(html)).into_response()
}

/// `GET /play/{merchant}/{ticket}`: the game page.
pub async fn show(State(mock): State<Arc<Mock>>, Path((merchant, ticket)): Path<(String, String)>) -> Response {
    let Some(db) = mock.db(&merchant) else { return not_found() };
    let mut db = db.lock();
    let now = db.games.now();
    db.games.expire(now);
    let Some(session) = db.games.sessions.get(&ticket) else { return not_found() };
    let html = render(&mock, &db, &ticket, session, None, now);
    page_response(StatusCode::OK, html)
}

/// `POST /play/{merchant}/{ticket}/spin` (form `bet=1.00`): plays a round, then shows the page again.
pub async fn spin(
    State(mock): State<Arc<Mock>>,
    Path((merchant, ticket)): Path<(String, String)>,
    body: Bytes,
) -> Response {
    let Some(db) = mock.db(&merchant) else { return not_found() };
    let bet = std::str::from_utf8(&body)
        .ok()
        .and_then(|form| Query::parse(Some(form)).ok())
        .and_then(|p| p.text("bet").and_then(parse_money));
    let mut db = db.lock();
    let refusal = match bet {
        None => Some((StatusCode::BAD_REQUEST, "Enter a stake such as 1.00".to_owned())),
        Some(bet) => match play::play_round(&mut db, &mock.games, &ticket, bet) {
            Ok(_) => None,
            Err(RoundRefusal::NoSuchSession) => return not_found(),
            Err(RoundRefusal::Ended) => Some((StatusCode::CONFLICT, "The game has ended".to_owned())),
            Err(RoundRefusal::NotAGame) => Some((StatusCode::BAD_REQUEST, "There is no round to play here".to_owned())),
            Err(RoundRefusal::BetTooSmall(min)) => {
                Some((StatusCode::BAD_REQUEST, format!("The minimum stake is {:.2}", money(min))))
            }
            Err(RoundRefusal::BetTooLarge) => Some((
                StatusCode::BAD_REQUEST,
                format!("The maximum stake is {}", format_money("", play::MAX_BET_CENTS)),
            )),
            Err(RoundRefusal::InsufficientBalance) => {
                Some((StatusCode::BAD_REQUEST, "Insufficient balance".to_owned()))
            }
        },
    };
    match refusal {
        // After a round, back to the page (a reload does not play again).
        None => Redirect::to(&format!("/play/{merchant}/{ticket}")).into_response(),
        Some((status, message)) => {
            let now = db.games.now();
            let Some(session) = db.games.sessions.get(&ticket) else { return not_found() };
            let html = render(&mock, &db, &ticket, session, Some(&message), now);
            page_response(status, html)
        }
    }
}

/// `POST /play/{merchant}/{ticket}/end`: ends the game, so the member may launch another.
pub async fn end(State(mock): State<Arc<Mock>>, Path((merchant, ticket)): Path<(String, String)>) -> Response {
    let Some(db) = mock.db(&merchant) else { return not_found() };
    if play::end_session(&mut db.lock(), &ticket).is_none() {
        return not_found();
    }
    Redirect::to(&format!("/play/{merchant}/{ticket}")).into_response()
}
