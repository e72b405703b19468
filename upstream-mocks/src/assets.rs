//! The mock's own files, as a CDN would serve them: generated banner, promotion and lottery art, and
//! real, scannable QR codes for the download and LINE resources of system status.

use std::sync::Arc;

use axum::Router;
use axum::extract::{Path, RawQuery};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use qrcode::QrCode;
use qrcode::render::svg;

use crate::input::Query;
use crate::state::Mock;

fn svg_file(svg: String) -> Response {
    ([(header::CONTENT_TYPE, "image/svg+xml"), (header::CACHE_CONTROL, "public, max-age=86400")], svg).into_response()
}

fn hue_of(text: &str, n: u32) -> u32 {
    (text.bytes().map(u32::from).sum::<u32>() * 37 + n * 53) % 360
}

/// `GET /assets/banners/<group>-<n>.svg`.
pub async fn banner(Path(name): Path<String>) -> Response {
    let Some((group, n)) = name.strip_suffix(".svg").and_then(|stem| stem.rsplit_once('-')) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let (Some(&(group, _)), Ok(n)) =
        (crate::content::BANNER_GROUPS.iter().find(|(g, _)| *g == group), n.parse::<u32>())
    else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let hue = hue_of(group, n);
    let title = group.trim_start_matches("w_").to_uppercase();
    svg_file(format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl({hue},70%,42%)"/><stop offset="1" stop-color="hsl({h2},75%,22%)"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><circle cx="{cx}" cy="120" r="220" fill="#fff" opacity=".08"/><circle cx="1080" cy="360" r="160" fill="#fff" opacity=".06"/><text x="80" y="210" font-family="system-ui,sans-serif" font-size="84" font-weight="800" fill="#fff">{title}</text><text x="84" y="280" font-family="system-ui,sans-serif" font-size="36" fill="#fff" opacity=".85">Banner {n}</text></svg>"##,
        h2 = (hue + 40) % 360,
        cx = 900 + n * 40,
    ))
}

/// `GET /assets/promotions/<n>.svg`: promotion art (`announcementImages[].imageUrl`).
pub async fn promotion(Path(name): Path<String>) -> Response {
    let n = name.strip_suffix(".svg").and_then(|n| n.parse::<u32>().ok());
    let Some(n) = n.filter(|n| (1..=crate::content::PROMOTION_ART).contains(n)) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let hue = hue_of("promotion", n * 7);
    svg_file(format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"><defs><radialGradient id="g" cx=".3" cy=".3" r="1"><stop offset="0" stop-color="hsl({hue},80%,55%)"/><stop offset="1" stop-color="hsl({h2},70%,18%)"/></radialGradient></defs><rect width="800" height="450" rx="24" fill="url(#g)"/><path d="M0 330 Q200 270 400 330 T800 330 V450 H0Z" fill="#000" opacity=".25"/><text x="56" y="200" font-family="system-ui,sans-serif" font-size="64" font-weight="800" fill="#fff">PROMOTION</text><text x="60" y="262" font-family="system-ui,sans-serif" font-size="34" fill="#fff" opacity=".85">No. {n}</text></svg>"##,
        h2 = (hue + 200) % 360,
    ))
}

/// `GET /assets/lottery/<gameCode>.svg`: a lottery's icon.
pub async fn lottery_icon(Path(name): Path<String>) -> Response {
    let Some(game) = name.strip_suffix(".svg").and_then(crate::lottery::catalogue::by_code) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let hue = hue_of(game.code, game.id);
    let initials: String = game.code.chars().filter(char::is_ascii_alphanumeric).take(4).collect();
    svg_file(format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><circle cx="120" cy="120" r="116" fill="hsl({hue},65%,40%)"/><circle cx="120" cy="120" r="96" fill="none" stroke="#fff" stroke-width="6" opacity=".5"/><text x="120" y="136" text-anchor="middle" font-family="system-ui,sans-serif" font-size="48" font-weight="800" fill="#fff">{initials}</text></svg>"##
    ))
}

/// `GET /assets/qr.svg?text=<what to encode>&size=<pixels>`: a QR code (error correction M, with its
/// quiet zone), black on white. `size` is the smallest width, 40–1000, 200 by default (spec 001 §9).
pub async fn qr(RawQuery(raw): RawQuery) -> Response {
    let bad = |message: String| (StatusCode::BAD_REQUEST, message).into_response();
    let params = match Query::parse(raw.as_deref()) {
        Ok(params) => params,
        Err(fail) => return bad(fail.message),
    };
    let Some(text) = params.text("text") else {
        return bad("text is required".into());
    };
    let size = match params.within("size", 40, 1000) {
        Ok(size) => size.unwrap_or(200),
        Err(fail) => return bad(fail.message),
    };
    match QrCode::with_error_correction_level(text.as_bytes(), qrcode::EcLevel::M) {
        Ok(code) => svg_file(code.render::<svg::Color>().min_dimensions(size, size).quiet_zone(true).build()),
        Err(e) => bad(format!("text cannot be encoded as a QR code: {e}")),
    }
}

/// The mock's own art.
pub fn routes() -> Router<Arc<Mock>> {
    Router::new()
        .route("/assets/banners/{name}", get(banner))
        .route("/assets/promotions/{name}", get(promotion))
        .route("/assets/lottery/{name}", get(lottery_icon))
        .route("/assets/qr.svg", get(qr))
}
