//! The lottery area's generated art, served as a CDN would: each lottery's icon.

use axum::extract::Path;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use crate::assets::{hue_of, svg_file};

/// `GET /assets/lottery/<gameCode>.svg`: a lottery's icon.
pub async fn lottery_icon(Path(name): Path<String>) -> Response {
    let Some(game) = name.strip_suffix(".svg").and_then(super::catalogue::by_code) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let hue = hue_of(game.code, game.id);
    let initials: String = game.code.chars().filter(char::is_ascii_alphanumeric).take(4).collect();
    svg_file(format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><circle cx="120" cy="120" r="116" fill="hsl({hue},65%,40%)"/><circle cx="120" cy="120" r="96" fill="none" stroke="#fff" stroke-width="6" opacity=".5"/><text x="120" y="136" text-anchor="middle" font-family="system-ui,sans-serif" font-size="48" font-weight="800" fill="#fff">{initials}</text></svg>"##
    ))
}
