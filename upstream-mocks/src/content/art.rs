//! The content area's generated art, served as a CDN would: banners and promotion pictures.

use axum::extract::Path;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use crate::assets::{hue_of, svg_file};

/// `GET /assets/banners/<group>-<n>.svg`.
pub async fn banner(Path(name): Path<String>) -> Response {
    let Some((group, n)) = name.strip_suffix(".svg").and_then(|stem| stem.rsplit_once('-')) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let (Some(&(group, _)), Ok(n)) = (super::BANNER_GROUPS.iter().find(|(g, _)| *g == group), n.parse::<u32>()) else {
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
    let Some(n) = n.filter(|n| (1..=super::PROMOTION_ART).contains(n)) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let hue = hue_of("promotion", n * 7);
    svg_file(format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"><defs><radialGradient id="g" cx=".3" cy=".3" r="1"><stop offset="0" stop-color="hsl({hue},80%,55%)"/><stop offset="1" stop-color="hsl({h2},70%,18%)"/></radialGradient></defs><rect width="800" height="450" rx="24" fill="url(#g)"/><path d="M0 330 Q200 270 400 330 T800 330 V450 H0Z" fill="#000" opacity=".25"/><text x="56" y="200" font-family="system-ui,sans-serif" font-size="64" font-weight="800" fill="#fff">PROMOTION</text><text x="60" y="262" font-family="system-ui,sans-serif" font-size="34" fill="#fff" opacity=".85">No. {n}</text></svg>"##,
        h2 = (hue + 200) % 360,
    ))
}
