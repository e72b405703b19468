//! Art for promotions and points-mall rewards, generated as SVG the way a CDN would serve images:
//! `GET /assets/offers/<name>.svg` and `/assets/rewards/<name>.svg`, outside the gateway.

use std::sync::Arc;

use axum::Router;
use axum::extract::Path;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::state::Mock;

/// The art's routes.
pub fn routes() -> Router<Arc<Mock>> {
    Router::new()
        .route("/assets/offers/{name}", get(|Path(name): Path<String>| async move { svg(&name, 1200, 480) }))
        .route("/assets/rewards/{name}", get(|Path(name): Path<String>| async move { svg(&name, 600, 600) }))
}

/// A picture for `name` (`songkran-festival.svg`): a gradient from the name's hue and its words.
fn svg(name: &str, width: u32, height: u32) -> Response {
    let Some(stem) = name.strip_suffix(".svg").filter(|s| {
        !s.is_empty() && s.len() <= 60 && s.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
    }) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let hue = stem.bytes().map(u32::from).fold(7u32, |h, b| h.wrapping_mul(31).wrapping_add(b)) % 360;
    let title = stem.replace('-', " ").to_uppercase();
    let font = width / 14;
    let body = format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl({hue},75%,45%)"/><stop offset="1" stop-color="hsl({h2},80%,20%)"/></linearGradient></defs><rect width="{width}" height="{height}" fill="url(#g)"/><circle cx="{cx}" cy="{cy}" r="{r}" fill="#fff" opacity=".1"/><circle cx="{cx2}" cy="{height}" r="{r2}" fill="#ffd84d" opacity=".18"/><text x="50%" y="55%" text-anchor="middle" font-family="system-ui,sans-serif" font-size="{font}" font-weight="800" fill="#fff">{title}</text></svg>"##,
        h2 = (hue + 50) % 360,
        cx = width * 4 / 5,
        cy = height / 4,
        r = height / 2,
        cx2 = width / 6,
        r2 = height / 3,
    );
    ([(header::CONTENT_TYPE, "image/svg+xml"), (header::CACHE_CONTROL, "public, max-age=86400")], body).into_response()
}
