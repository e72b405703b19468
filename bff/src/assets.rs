//! `/bff/brand/<file>`: a brand's own files (its logo) from `config/brands/<id>/`, so a new brand
//! needs no rebuild of the front end.

use axum::extract::{Path, State};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};

use crate::AppState;
use crate::brand::CurrentBrand;
use crate::config::is_plain_file_name;
use crate::error::BffError;
use upstream_protocol::envelope::Envelope;

/// `GET /bff/brand/<file>`.
#[utoipa::path(get, path = "/bff/brand/{file}", tag = "bff", params(("file" = String, Path, description = "a file the brand names, e.g. its logo")), responses(
    (status = 200, description = "the file (SVG, PNG, JPEG, WebP or ICO)"),
    (status = 404, body = Envelope<serde_json::Value>),
))]
pub async fn brand_file(
    State(_): State<AppState>,
    CurrentBrand(brand): CurrentBrand,
    Path(file): Path<String>,
) -> Response {
    if !is_plain_file_name(&file) {
        return BffError::NotFound.into_response();
    }
    let Some(content_type) = content_type(&file) else {
        return BffError::NotFound.into_response();
    };
    match tokio::fs::read(brand.asset_dir.join(&file)).await {
        Ok(bytes) => {
            let mut response = bytes.into_response();
            let headers = response.headers_mut();
            headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
            headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=3600"));
            response
        }
        Err(_) => BffError::NotFound.into_response(),
    }
}

fn content_type(file: &str) -> Option<&'static str> {
    let extension = file.rsplit_once('.')?.1.to_ascii_lowercase();
    Some(match extension.as_str() {
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "webp" => "image/webp",
        "ico" => "image/x-icon",
        _ => return None,
    })
}
