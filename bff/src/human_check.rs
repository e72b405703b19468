//! The slider human check (spec 000 §4: before an SMS is sent, before a user-name login, in
//! registration), issued and verified here; the browser only draws it.
//!
//! 1. `POST /bff/human-check` draws a challenge: a textured background (PNG) with a puzzle-shaped gap
//!    at a random x, and the piece (PNG) to slide into it at a given y. The gap's x is never sent in
//!    the clear: the challenge's id is the challenge itself, sealed (brand, x, time, a random mark).
//! 2. `POST /bff/human-check/{id}` with `{x, durationMs}` answers it, once, right or wrong: within
//!    `tolerance_px` of the gap and no quicker than `min_duration` earns a pass, a sealed `HttpOnly`
//!    cookie (`veneer_human`) good for one guarded call within `ttl`.
//! 3. The forward phase [`crate::forward::human_check`] lets a call the catalogue guards
//!    (`Call::human_check`) through only with an unused pass, and uses it up.
//!
//! Nothing waits in memory for an answer, so any replica sharing the session keys can check it. Each
//! challenge and each pass is good once: the marks of those used are kept for `ttl` in Redis when
//! `throttle.redis` is set (one set for every replica, like the throttles), else in this process.

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, Uri, header};
use axum::response::{IntoResponse, Response};
use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use bytes::Bytes;
use rand::Rng;
use serde::{Deserialize, Serialize};
use upstream_protocol::envelope::Envelope;
use utoipa::ToSchema;

use crate::AppState;
use crate::brand::{CurrentBrand, language_of};
use crate::clock::{unix_ms, unix_now};
use crate::config::Brand;
use crate::error::BffError;
use crate::session::cookies::{self, CookieJar, HUMAN_COOKIE};
use crate::throttle::{Bucket, Draw};
use crate::visitor::Visitor;

/// The background's size, in pixels.
const WIDTH: u32 = 320;
const HEIGHT: u32 = 160;
/// The piece's square box, in pixels.
const PIECE: u32 = 50;

/// A challenge, as its sealed id holds it.
#[derive(Debug, Serialize, Deserialize)]
struct Challenge {
    #[serde(rename = "b")]
    brand_id: String,
    /// Where the piece's left edge fits the gap.
    #[serde(rename = "x")]
    target_x: u32,
    /// Unix milliseconds when it was drawn.
    #[serde(rename = "t")]
    issued_ms: u64,
    /// Random: the used set remembers it.
    #[serde(rename = "n")]
    mark: String,
}

/// The sealing context of challenge ids (the brand is inside: the admin peek knows no brand).
const CHALLENGE_CONTEXT: &str = "human-check";

/// The challenge a sealed id holds, if it is ours and still live (answered or not).
fn open(state: &AppState, id: &str) -> Option<Challenge> {
    let bytes = state.sealer.open_bytes(id, CHALLENGE_CONTEXT)?;
    let challenge: Challenge = serde_json::from_slice(&bytes).ok()?;
    let age = unix_ms().saturating_sub(challenge.issued_ms);
    (u128::from(age) < state.config.human_check.ttl.as_millis()).then_some(challenge)
}

/// The challenge, answerable this once whatever the answer turns out to be; else the outcome counted
/// (`expired`: unknown or out of time; `replayed`: already answered).
async fn take(state: &AppState, id: &str) -> Result<Challenge, &'static str> {
    let challenge = open(state, id).ok_or("expired")?;
    let fresh = first_use(state, format!("human:challenge:{}", challenge.mark)).await;
    if fresh { Ok(challenge) } else { Err("replayed") }
}

/// Counts a check's outcome in `bff_human_check_total` (a fixed label: nothing allocated).
pub(crate) fn count(outcome: &'static str) {
    ::metrics::counter!(crate::metrics::HUMAN_CHECK, "outcome" => outcome).increment(1);
}

/// Marks a challenge or pass used; `false` if it already was ([`crate::marks`]).
async fn first_use(state: &AppState, key: String) -> bool {
    state.marks.first_use(&state.throttles, key, state.config.human_check.ttl).await
}

/// A new challenge.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HumanCheckChallenge {
    /// Answer with `POST /bff/human-check/{id}`.
    pub id: String,
    /// The background's size, in pixels.
    pub width: u32,
    /// The background's height, in pixels.
    pub height: u32,
    /// The piece's square box, in pixels.
    pub piece_size: u32,
    /// Where the piece is drawn from the top; it slides horizontally from x = 0.
    pub piece_y: u32,
    /// `data:image/png;base64,…`: the background with the gap.
    pub background: String,
    /// `data:image/png;base64,…`: the piece, transparent around its shape.
    pub piece: String,
    /// How long the challenge may be answered, and its pass used, in seconds.
    pub expires_in_seconds: u64,
}

/// The browser's answer.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct HumanCheckAnswer {
    /// Where the piece's left edge was dropped, in background pixels.
    pub x: f64,
    /// How long the drag took, in milliseconds.
    pub duration_ms: f64,
}

/// A passed check (the pass itself is the `veneer_human` cookie).
#[derive(Debug, Serialize, ToSchema)]
pub struct HumanCheckPassed {
    /// Always `true`: a failed answer is a 400 instead.
    pub passed: bool,
}

/// What the pass cookie holds.
#[derive(Debug, Serialize, Deserialize)]
struct Pass {
    /// Random: the used-pass set remembers it.
    #[serde(rename = "i")]
    id: String,
    /// Unix seconds after which it is void.
    #[serde(rename = "e")]
    expires: u64,
}

fn pass_context(brand_id: &str) -> String {
    format!("{brand_id}/human")
}

/// `POST /bff/human-check`: a new challenge (throttled per address: each is a drawn image).
#[utoipa::path(post, path = "/bff/human-check", tag = "bff", responses(
    (status = 200, body = Envelope<HumanCheckChallenge>),
    (status = 429, description = "too many challenges from this address; `Retry-After` says when to ask again"),
))]
pub async fn issue(
    State(state): State<AppState>,
    CurrentBrand(brand): CurrentBrand,
    visitor: Visitor,
    headers: HeaderMap,
) -> Result<Response, BffError> {
    let address = visitor.ip.map_or_else(|| "unknown".to_owned(), |ip| ip.to_string());
    let draw = [Draw { bucket: Bucket::HumanCheckPerAddress, owner: address }];
    if let Err(retry_after) = state.throttles.draw(&brand.id, &brand.limits, &draw).await {
        let language = language_of(&brand, &headers).code;
        return Ok(BffError::Throttled { retry_after }.into_response_in(&state.messages, language));
    }
    let drawn = Drawn::new(&mut rand::thread_rng());
    let challenge = Challenge {
        brand_id: brand.id.clone(),
        target_x: drawn.target_x,
        issued_ms: unix_ms(),
        mark: uuid::Uuid::new_v4().simple().to_string(),
    };
    #[expect(clippy::expect_used, reason = "a Challenge is plain fields and serialises")]
    let id =
        state.sealer.seal_bytes(&serde_json::to_vec(&challenge).expect("a challenge serialises"), CHALLENGE_CONTEXT);
    let png = |bytes: &[u8]| format!("data:image/png;base64,{}", STANDARD.encode(bytes));
    let value = HumanCheckChallenge {
        id,
        width: WIDTH,
        height: HEIGHT,
        piece_size: PIECE,
        piece_y: drawn.piece_y,
        background: png(&drawn.background),
        piece: png(&drawn.piece),
        expires_in_seconds: state.config.human_check.ttl.as_secs(),
    };
    count("issued");
    Ok(no_store(Json(Envelope::ok(value)).into_response()))
}

/// `POST /bff/human-check/{id}`: the answer; a pass cookie when right. The challenge is gone either way.
#[utoipa::path(post, path = "/bff/human-check/{id}", tag = "bff",
    params(("id" = String, Path, description = "the challenge's id")),
    request_body = HumanCheckAnswer,
    responses(
        (status = 200, body = Envelope<HumanCheckPassed>, description = "passed: `Set-Cookie: veneer_human` (one guarded call)"),
        (status = 400, body = Envelope<serde_json::Value>, description = "`human_check.failed`: wrong place, too fast, or an unknown, expired or used challenge"),
    ))]
pub async fn answer(
    State(state): State<AppState>,
    CurrentBrand(brand): CurrentBrand,
    visitor: Visitor,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let answered = check(&state, &brand, visitor, &uri, &body).await;
    answered.unwrap_or_else(|error| error.into_response_in(&state.messages, language_of(&brand, &headers).code))
}

/// The answer checked: the pass cookie, or why not.
async fn check(
    state: &AppState,
    brand: &Brand,
    visitor: Visitor,
    uri: &Uri,
    body: &[u8],
) -> Result<Response, BffError> {
    let refused = |outcome: &'static str, reason: &str| {
        tracing::info!(reason, ip = ?visitor.ip, "human check failed");
        count(outcome);
        BffError::HumanCheckFailed
    };
    let failed = |reason: &str| refused("failed", reason);
    let id = uri.path().rsplit('/').next().unwrap_or_default();
    let answer = parse_answer(body)?;
    let challenge = take(state, id).await.map_err(|outcome| refused(outcome, "unknown, expired or used challenge"))?;
    if challenge.brand_id != brand.id {
        return Err(failed("another brand's challenge"));
    }
    let config = &brand.human_check;
    let (x, duration_ms) = (answer.x, answer.duration_ms);
    if !duration_ms.is_finite() || duration_ms < config.min_duration.as_secs_f64() * 1000.0 {
        return Err(failed("too fast"));
    }
    if !x.is_finite() || (x - f64::from(challenge.target_x)).abs() > f64::from(config.tolerance_px) {
        return Err(failed("wrong position"));
    }
    count("passed");
    let ttl = state.config.human_check.ttl;
    let pass = Pass { id: uuid::Uuid::new_v4().simple().to_string(), expires: unix_now() + ttl.as_secs() };
    #[expect(clippy::expect_used, reason = "a Pass is plain fields and serialises")]
    let sealed =
        state.sealer.seal_bytes(&serde_json::to_vec(&pass).expect("a pass serialises"), &pass_context(&brand.id));
    let cookie = CookieJar::new(state, &brand.id, &visitor).human_pass(sealed, ttl);
    let mut response = no_store(Json(Envelope::ok(HumanCheckPassed { passed: true })).into_response());
    response.headers_mut().append(header::SET_COOKIE, cookie);
    Ok(response)
}

/// The answer, from a JSON object with exactly its two numbers (serde alone would take `[x, ms]` too).
fn parse_answer(body: &[u8]) -> Result<HumanCheckAnswer, BffError> {
    let bad = |e: serde_json::Error| BffError::BadBody(e.to_string());
    match serde_json::from_slice(body).map_err(bad)? {
        object @ serde_json::Value::Object(_) => serde_json::from_value(object).map_err(bad),
        _ => Err(BffError::BadBody("expected a JSON object {\"x\", \"durationMs\"}".into())),
    }
}

/// Uses up the request's pass, if it carries a valid unused one for this brand.
pub async fn use_pass(state: &AppState, brand_id: &str, headers: &HeaderMap) -> bool {
    let pass = cookies::our_cookie(headers, HUMAN_COOKIE)
        .and_then(|sealed| state.sealer.open_bytes(&sealed, &pass_context(brand_id)))
        .and_then(|bytes| serde_json::from_slice::<Pass>(&bytes).ok())
        .filter(|pass| unix_now() < pass.expires);
    match pass {
        Some(pass) => first_use(state, format!("human:pass:{}", pass.id)).await,
        None => false,
    }
}

/// `GET /human-check/{id}` on the admin listener, only with `human_check.reveal_answers` (the e2e
/// stack): `{"x": <the gap's x>}`, so a browser test can drag the piece there.
pub async fn reveal(State(state): State<AppState>, uri: Uri) -> Response {
    let id = uri.path().rsplit('/').next().unwrap_or_default();
    let answer = match state.config.human_check.reveal_answers {
        true => open(&state, id).map(|c| c.target_x),
        false => None,
    };
    match answer {
        Some(x) => Json(serde_json::json!({ "x": x })).into_response(),
        None => BffError::NotFound.into_response(),
    }
}

fn no_store(mut response: Response) -> Response {
    response.headers_mut().insert(header::CACHE_CONTROL, header::HeaderValue::from_static("no-store"));
    response
}

/// A drawn challenge: where the gap is and the two images.
struct Drawn {
    target_x: u32,
    piece_y: u32,
    background: Vec<u8>,
    piece: Vec<u8>,
}

/// Whether a point of the piece's box is inside the piece: a square body with a round knob on its top
/// and one on its right, so its outline is not a plain box an edge detector finds at once.
fn in_piece(x: i32, y: i32) -> bool {
    let in_circle = |cx: i32, cy: i32, r: i32| (x - cx).pow(2) + (y - cy).pow(2) <= r * r;
    ((0..40).contains(&x) && (10..50).contains(&y)) || in_circle(40, 30, 8) || in_circle(20, 10, 8)
}

/// Whether a point of the piece lies on its outline.
fn on_outline(x: i32, y: i32) -> bool {
    in_piece(x, y)
        && [(1, 0), (-1, 0), (0, 1), (0, -1), (2, 0), (-2, 0), (0, 2), (0, -2)]
            .iter()
            .any(|(dx, dy)| !in_piece(x + dx, y + dy))
}

impl Drawn {
    fn new(rng: &mut impl Rng) -> Self {
        let target_x = rng.gen_range(PIECE + 10..=WIDTH - PIECE - 6);
        let piece_y = rng.gen_range(6..=HEIGHT - PIECE - 6);
        let texture = texture(rng);
        let at = |x: u32, y: u32| ((y * WIDTH + x) * 3) as usize;

        // The piece: the texture under the gap, its outline lightened, transparent elsewhere.
        let mut piece = vec![0u8; (PIECE * PIECE * 4) as usize];
        for (y, x) in (0..PIECE).flat_map(|y| (0..PIECE).map(move |x| (y, x))) {
            let (lx, ly) = (x as i32, y as i32);
            if !in_piece(lx, ly) {
                continue;
            }
            let source = at(target_x + x, piece_y + y);
            let out = ((y * PIECE + x) * 4) as usize;
            for channel in 0..3 {
                let value = texture[source + channel];
                piece[out + channel] = if on_outline(lx, ly) { blend(value, 255, 0.7) } else { value };
            }
            piece[out + 3] = 255;
        }

        // The background: the same texture with the gap darkened and faintly outlined.
        let mut background = texture;
        for (y, x) in (0..PIECE).flat_map(|y| (0..PIECE).map(move |x| (y, x))) {
            let (lx, ly) = (x as i32, y as i32);
            if !in_piece(lx, ly) {
                continue;
            }
            let pixel = at(target_x + x, piece_y + y);
            for channel in 0..3 {
                let value = background[pixel + channel];
                background[pixel + channel] =
                    if on_outline(lx, ly) { blend(value, 255, 0.35) } else { blend(value, 0, 0.55) };
            }
        }
        Self {
            target_x,
            piece_y,
            background: encode_png(WIDTH, HEIGHT, png::ColorType::Rgb, &background),
            piece: encode_png(PIECE, PIECE, png::ColorType::Rgba, &piece),
        }
    }
}

/// `value` moved `share` of the way to `toward`.
fn blend(value: u8, toward: u8, share: f32) -> u8 {
    (f32::from(value) + (f32::from(toward) - f32::from(value)) * share).round().clamp(0.0, 255.0) as u8
}

/// A random RGB texture: waves of colour, shapes over them and noise over all, so neither a flat
/// colour nor a plain edge gives the gap away.
fn texture(rng: &mut impl Rng) -> Vec<u8> {
    let waves: Vec<[f32; 4]> = (0..9)
        .map(|_| {
            [rng.gen_range(0.005..0.06), rng.gen_range(0.005..0.06), rng.gen_range(0.0..6.3), rng.gen_range(25.0..60.0)]
        })
        .collect();
    let base: [f32; 3] = [rng.gen_range(70.0..180.0), rng.gen_range(70.0..180.0), rng.gen_range(70.0..180.0)];
    let mut pixels = vec![0u8; (WIDTH * HEIGHT * 3) as usize];
    for (i, pixel) in pixels.chunks_exact_mut(3).enumerate() {
        let (x, y) = ((i as u32 % WIDTH) as f32, (i as u32 / WIDTH) as f32);
        for (channel, value) in pixel.iter_mut().enumerate() {
            let wave: f32 = waves[channel * 3..channel * 3 + 3]
                .iter()
                .map(|[fx, fy, phase, amp]| amp * (x * fx + y * fy + phase).sin())
                .sum();
            *value = (base[channel] + wave).clamp(0.0, 255.0) as u8;
        }
    }
    for _ in 0..rng.gen_range(14..22) {
        let colour: [u8; 3] = [rng.r#gen(), rng.r#gen(), rng.r#gen()];
        let (cx, cy) = (rng.gen_range(0..WIDTH) as i32, rng.gen_range(0..HEIGHT) as i32);
        let (rx, ry) = (rng.gen_range(6..40), rng.gen_range(6..40));
        let round = rng.gen_bool(0.5);
        let share = rng.gen_range(0.25..0.6);
        for y in (cy - ry).max(0)..(cy + ry).min(HEIGHT as i32) {
            for x in (cx - rx).max(0)..(cx + rx).min(WIDTH as i32) {
                let (dx, dy) = ((x - cx) as f32 / rx as f32, (y - cy) as f32 / ry as f32);
                if round && dx * dx + dy * dy > 1.0 {
                    continue;
                }
                let at = ((y as u32 * WIDTH + x as u32) * 3) as usize;
                for channel in 0..3 {
                    pixels[at + channel] = blend(pixels[at + channel], colour[channel], share);
                }
            }
        }
    }
    for value in &mut pixels {
        *value = (i16::from(*value) + rng.gen_range(-18..=18)).clamp(0, 255) as u8;
    }
    pixels
}

#[expect(clippy::expect_used, reason = "a PNG of width × height pixels written into a Vec cannot fail")]
fn encode_png(width: u32, height: u32, colour: png::ColorType, data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(colour);
    encoder.set_depth(png::BitDepth::Eight);
    // Into memory, with exactly width × height pixels: nothing here can fail.
    let mut writer = encoder.write_header().expect("a PNG header is written into memory");
    writer.write_image_data(data).expect("the pixels match the header");
    writer.finish().expect("a PNG is finished into memory");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(bytes: &[u8]) -> (png::OutputInfo, Vec<u8>) {
        let mut reader = png::Decoder::new(std::io::Cursor::new(bytes)).read_info().unwrap();
        let mut pixels = vec![0; reader.output_buffer_size()];
        let info = reader.next_frame(&mut pixels).unwrap();
        pixels.truncate(info.buffer_size());
        (info, pixels)
    }

    #[test]
    fn the_gap_is_inside_the_background_and_the_piece_is_its_shape() {
        let mut rng = rand::thread_rng();
        for _ in 0..20 {
            let drawn = Drawn::new(&mut rng);
            assert!(drawn.target_x >= PIECE && drawn.target_x + PIECE <= WIDTH, "{}", drawn.target_x);
            assert!(drawn.piece_y + PIECE <= HEIGHT);
            let (info, _) = decode(&drawn.background);
            assert_eq!((info.width, info.height, info.color_type), (WIDTH, HEIGHT, png::ColorType::Rgb));
            let (info, piece) = decode(&drawn.piece);
            assert_eq!((info.width, info.height, info.color_type), (PIECE, PIECE, png::ColorType::Rgba));
            let opaque = piece.chunks_exact(4).filter(|p| p[3] == 255).count();
            let shape = (0..PIECE as i32)
                .flat_map(|y| (0..PIECE as i32).map(move |x| (x, y)))
                .filter(|&(x, y)| in_piece(x, y))
                .count();
            assert_eq!(opaque, shape);
            assert!(!in_piece(0, 0) && in_piece(20, 30), "the box's corner is transparent, its middle is not");
        }
    }

    #[test]
    fn the_background_is_textured_not_flat() {
        let drawn = Drawn::new(&mut rand::thread_rng());
        let (_, pixels) = decode(&drawn.background);
        let distinct: std::collections::HashSet<&[u8]> = pixels.chunks_exact(3).collect();
        assert!(distinct.len() > 5_000, "only {} colours", distinct.len());
    }
}
