//! Generated artwork the mock serves as the upstream's image CDN would: a tile per game, logos per
//! vendor in the sizes the vendor cards name, and a crest per football team. SVG, drawn from the
//! catalogue, so every URL the catalogue hands out resolves.

use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::catalogue::{GameType, Vendor, hash_str, mix};
use super::names::TEAMS;
use crate::state::Mock;

/// Vendor logo variants, as the vendor card's icon fields name them.
pub const LOGO_VARIANTS: &[(&str, u32, u32)] = &[
    ("DEFAULT", 300, 300),
    ("SMALL", 200, 80),
    ("MOBILE_SMALL", 160, 64),
    ("H5", 240, 120),
    ("LARGE", 400, 200),
    ("MOBILE_LARGE", 320, 160),
];

/// Path (under `/assets`) of a game's tile.
pub fn game_icon(node_id: u32) -> String {
    format!("games/icons/{node_id}.svg")
}

/// Path (under `/assets`) of a vendor logo variant.
pub fn vendor_logo(code: &str, variant: &str) -> String {
    format!("games/vendors/{code}-{variant}.svg")
}

/// Path (under `/assets`) of a team's crest.
pub fn team_logo(index: usize) -> String {
    format!("games/teams/{index}.svg")
}

fn svg(body: String) -> Response {
    ([(header::CONTENT_TYPE, "image/svg+xml"), (header::CACHE_CONTROL, "public, max-age=86400")], body).into_response()
}

/// Escapes text for XML and HTML.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Words packed into lines of at most `width` characters, at most `lines` lines.
fn wrap(text: &str, width: usize, lines: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match out.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => out.push(word.to_owned()),
        }
    }
    out.truncate(lines);
    out
}

/// `GET /assets/games/icons/{nodeId}.svg`.
pub async fn game_icon_file(State(mock): State<Arc<Mock>>, Path(file): Path<String>) -> Response {
    let game = file.strip_suffix(".svg").and_then(|id| id.parse::<u32>().ok()).and_then(|id| mock.games.game(id));
    let Some(game) = game else { return StatusCode::NOT_FOUND.into_response() };
    let h = mix(u64::from(game.node_id));
    let hue = h % 360;
    let glyph = match game.category() {
        GameType::Rng => ["7", "★", "♦", "♣", "♥"][(h >> 9) as usize % 5],
        GameType::Fish => "≋",
        GameType::Live => "♠",
        GameType::Pvp => "♣",
        GameType::Sports => "⚽",
        GameType::Esports => "▶",
        GameType::Cockfight => "✦",
        GameType::Lott | GameType::Elott => "№",
        GameType::Other => "✈",
    };
    let lines: String = wrap(&game.name_en, 13, 3)
        .iter()
        .enumerate()
        .map(|(i, line)| {
            format!(
                r##"<text x="150" y="{}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="30" font-weight="800" fill="#fff">{}</text>"##,
                222 + i * 34,
                escape(line)
            )
        })
        .collect();
    svg(format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="330" viewBox="0 0 300 330"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl({hue},72%,48%)"/><stop offset="1" stop-color="hsl({h2},70%,18%)"/></linearGradient></defs><rect width="300" height="330" rx="24" fill="url(#g)"/><circle cx="150" cy="112" r="78" fill="#fff" opacity=".16"/><circle cx="150" cy="112" r="58" fill="hsl({h3},85%,58%)" stroke="#fff" stroke-width="5"/><text x="150" y="136" text-anchor="middle" font-family="system-ui,sans-serif" font-size="66" font-weight="900" fill="#fff">{glyph}</text><rect x="14" y="14" width="{bw}" height="30" rx="15" fill="#000" opacity=".45"/><text x="{bx}" y="35" text-anchor="middle" font-family="system-ui,sans-serif" font-size="17" font-weight="700" fill="#fff">{code}</text>{lines}</svg>"##,
        h2 = (hue + 50) % 360,
        h3 = (hue + 180) % 360,
        bw = 20 + game.vendor.code.len() * 11,
        bx = 14 + (20 + game.vendor.code.len() * 11) / 2,
        code = escape(game.vendor.code),
    ))
}

/// `GET /assets/games/vendors/{CODE}-{VARIANT}.svg`.
pub async fn vendor_logo_file(State(mock): State<Arc<Mock>>, Path(file): Path<String>) -> Response {
    let Some((code, variant)) = file.strip_suffix(".svg").and_then(|stem| stem.rsplit_once('-')) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let (Some(vendor), Some(&(_, width, height))) =
        (mock.games.vendor(code), LOGO_VARIANTS.iter().find(|v| v.0 == variant))
    else {
        return StatusCode::NOT_FOUND.into_response();
    };
    svg(logo_svg(vendor, width, height))
}

fn logo_svg(vendor: &Vendor, width: u32, height: u32) -> String {
    let hue = mix(hash_str(vendor.code)) % 360;
    let name_size = (height as f32 * 0.26).min(width as f32 / (vendor.name.chars().count() as f32 * 0.62));
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}"><rect width="{width}" height="{height}" rx="{r}" fill="hsl({hue},55%,16%)"/><rect x="4" y="4" width="{iw}" height="{ih}" rx="{r}" fill="none" stroke="hsl({hue},80%,60%)" stroke-width="3"/><text x="{cx}" y="{ny}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="{name_size:.0}" font-weight="800" fill="#fff">{name}</text><text x="{cx}" y="{cy}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="{code_size:.0}" font-weight="600" fill="hsl({hue},85%,70%)">{code}</text></svg>"##,
        r = height / 8,
        iw = width - 8,
        ih = height - 8,
        cx = width / 2,
        ny = height as f32 * 0.52,
        cy = height as f32 * 0.8,
        code_size = height as f32 * 0.16,
        name = escape(vendor.name),
        code = escape(vendor.code),
    )
}

/// `GET /assets/games/teams/{index}.svg`: a crest in the club's colour with its initials.
pub async fn team_logo_file(Path(file): Path<String>) -> Response {
    let team = file.strip_suffix(".svg").and_then(|i| i.parse::<usize>().ok()).and_then(|i| TEAMS.get(i));
    let Some(&(name, _, hue)) = team else { return StatusCode::NOT_FOUND.into_response() };
    let initials: String = name.split_whitespace().filter_map(|w| w.chars().next()).take(3).collect();
    svg(format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="120" height="140" viewBox="0 0 120 140"><path d="M60 4 L112 20 L108 80 Q100 118 60 136 Q20 118 12 80 L8 20 Z" fill="hsl({hue},75%,42%)" stroke="#fff" stroke-width="5"/><path d="M60 16 L100 28 L97 78 Q90 108 60 123 Z" fill="#fff" opacity=".14"/><text x="60" y="84" text-anchor="middle" font-family="system-ui,sans-serif" font-size="34" font-weight="900" fill="#fff">{}</text></svg>"##,
        escape(&initials)
    ))
}
