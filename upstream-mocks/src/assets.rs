//! The mock's own files, as a CDN would serve them: real, scannable QR codes for the download and
//! LINE resources of system status, and what the areas' generated art shares ([`svg_file`],
//! [`hue_of`]; the art itself is the areas': `content::art`, `lottery::art`, `games::art`, `rewards::art`).

use axum::Router;
use axum::extract::RawQuery;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use qrcode::QrCode;
use qrcode::render::svg;

use crate::input::Query;

/// An SVG file as a CDN serves it (cached for a day).
pub fn svg_file(svg: String) -> Response {
    ([(header::CONTENT_TYPE, "image/svg+xml"), (header::CACHE_CONTROL, "public, max-age=86400")], svg).into_response()
}

/// A hue for a piece of art, from its name and number (the same art always gets the same colour).
pub fn hue_of(text: &str, n: u32) -> u32 {
    (text.bytes().map(u32::from).sum::<u32>() * 37 + n * 53) % 360
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

/// The mock's own files that belong to no area (they need none of its state).
pub fn routes<State: Clone + Send + Sync + 'static>() -> Router<State> {
    Router::new().route("/assets/qr.svg", get(qr))
}
