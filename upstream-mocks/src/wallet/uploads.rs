//! Images members upload as Base64 in JSON: proof for a withdrawal that did not arrive and
//! screenshots for a promotion application (spec 001 §5: png or jpg, at most 5 MB each, at most 3).
//! Each is decoded and its file signature checked; only a description is kept, not the bytes.

use std::hash::{DefaultHasher, Hash, Hasher};

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD as BASE64;
use serde::{Deserialize, Serialize};

use crate::reply::Fail;

/// At most this many images per upload.
pub const MAX_IMAGES: usize = 3;
/// At most this many bytes per decoded image.
pub const MAX_IMAGE_BYTES: usize = 5 * 1024 * 1024;

const PNG_SIGNATURE: &[u8] = &[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A];
const JPEG_SIGNATURE: &[u8] = &[0xFF, 0xD8, 0xFF];

/// What the mock keeps of an accepted image.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StoredImage {
    /// `png` or `jpg`.
    pub format: String,
    /// Size of the decoded image in bytes.
    pub bytes: usize,
    /// A fingerprint of the content, so a record can show which file was sent.
    pub fingerprint: String,
}

/// Refusal codes of uploads.
pub mod code {
    /// More than three images.
    pub const TOO_MANY: &str = "upload_too_many_images";
    /// An image that is not Base64.
    pub const NOT_BASE64: &str = "upload_not_base64";
    /// An image larger than 5 MB decoded.
    pub const TOO_LARGE: &str = "upload_image_too_large";
    /// An image that is neither PNG nor JPG by its file signature.
    pub const WRONG_TYPE: &str = "upload_image_type";
    /// Not received without a proof image.
    pub const PROOF_REQUIRED: &str = "upload_proof_required";
}

/// Checks every image: count, Base64 (a `data:image/...;base64,` prefix is allowed), size and
/// PNG/JPEG signature. Refusals name the image by its position from 1.
pub fn check_images(images: &[String]) -> Result<Vec<StoredImage>, Fail> {
    if images.len() > MAX_IMAGES {
        return Err(Fail::business(code::TOO_MANY, format!("Upload at most {MAX_IMAGES} images")));
    }
    images.iter().enumerate().map(|(i, image)| check_image(i + 1, image)).collect()
}

fn check_image(position: usize, image: &str) -> Result<StoredImage, Fail> {
    let (declared, data) = match image.trim().strip_prefix("data:") {
        Some(rest) => {
            let (meta, data) = rest.split_once(',').ok_or_else(|| not_base64(position))?;
            let mime = meta.strip_suffix(";base64").ok_or_else(|| not_base64(position))?;
            (Some(mime.to_ascii_lowercase()), data)
        }
        None => (None, image.trim()),
    };
    // Base64 is 4 characters per 3 bytes: refuse oversized images before decoding them.
    if data.len() / 4 * 3 > MAX_IMAGE_BYTES + 3 {
        return Err(too_large(position));
    }
    let bytes = BASE64.decode(data.as_bytes()).map_err(|_| not_base64(position))?;
    if bytes.len() > MAX_IMAGE_BYTES {
        return Err(too_large(position));
    }
    let format = if bytes.starts_with(PNG_SIGNATURE) {
        "png"
    } else if bytes.starts_with(JPEG_SIGNATURE) {
        "jpg"
    } else {
        return Err(Fail::business(code::WRONG_TYPE, format!("Image {position} is not a PNG or JPG file")));
    };
    let declared_ok = match declared.as_deref() {
        None => true,
        Some("image/png") => format == "png",
        Some("image/jpeg" | "image/jpg") => format == "jpg",
        Some(_) => false,
    };
    if !declared_ok {
        return Err(Fail::business(
            code::WRONG_TYPE,
            format!("Image {position} is not the PNG or JPG it claims to be"),
        ));
    }
    let mut hasher = DefaultHasher::new();
    bytes.hash(&mut hasher);
    Ok(StoredImage { format: format.into(), bytes: bytes.len(), fingerprint: format!("{:016x}", hasher.finish()) })
}

fn not_base64(position: usize) -> Fail {
    Fail::business(code::NOT_BASE64, format!("Image {position} is not Base64 image data"))
}

fn too_large(position: usize) -> Fail {
    Fail::business(code::TOO_LARGE, format!("Image {position} is larger than 5 MB"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encoded(bytes: &[u8]) -> String {
        BASE64.encode(bytes)
    }

    #[test]
    fn png_and_jpeg_pass_other_files_do_not() {
        let png = [PNG_SIGNATURE, b"rest"].concat();
        let jpg = [JPEG_SIGNATURE, b"rest"].concat();
        let ok = check_images(&[encoded(&png), format!("data:image/jpeg;base64,{}", encoded(&jpg))]).unwrap();
        assert_eq!(ok.iter().map(|i| i.format.as_str()).collect::<Vec<_>>(), ["png", "jpg"]);
        let gif = check_images(&[encoded(b"GIF89a....")]).unwrap_err();
        assert_eq!(gif.code, code::WRONG_TYPE);
        let lying = check_images(&[format!("data:image/png;base64,{}", encoded(&jpg))]).unwrap_err();
        assert_eq!(lying.code, code::WRONG_TYPE);
        assert_eq!(check_images(&["%%%".into()]).unwrap_err().code, code::NOT_BASE64);
        assert_eq!(check_images(&vec![encoded(&png); 4]).unwrap_err().code, code::TOO_MANY);
        let big = [PNG_SIGNATURE, &vec![0u8; MAX_IMAGE_BYTES]].concat();
        assert_eq!(check_images(&[encoded(&big)]).unwrap_err().code, code::TOO_LARGE);
    }
}
