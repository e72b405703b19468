//! The mock's own files, as a CDN would serve them: generated banner art.

use std::sync::Arc;

use axum::Router;
use axum::extract::Path;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::state::Mock;

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
    let hue = (group.bytes().map(u32::from).sum::<u32>() * 37 + n * 53) % 360;
    let title = group.trim_start_matches("w_").to_uppercase();
    let svg = format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl({hue},70%,42%)"/><stop offset="1" stop-color="hsl({h2},75%,22%)"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><circle cx="{cx}" cy="120" r="220" fill="#fff" opacity=".08"/><circle cx="1080" cy="360" r="160" fill="#fff" opacity=".06"/><text x="80" y="210" font-family="system-ui,sans-serif" font-size="84" font-weight="800" fill="#fff">{title}</text><text x="84" y="280" font-family="system-ui,sans-serif" font-size="36" fill="#fff" opacity=".85">Banner {n}</text></svg>"##,
        h2 = (hue + 40) % 360,
        cx = 900 + n * 40,
    );
    ([(header::CONTENT_TYPE, "image/svg+xml"), (header::CACHE_CONTROL, "public, max-age=86400")], svg).into_response()
}

/// The mock's own art.
pub fn routes() -> Router<Arc<Mock>> {
    Router::new().route("/assets/banners/{name}", get(banner))
}
