//! The member's session, kept in a sealed cookie (the token-handler pattern).
//!
//! The upstream token never reaches browser JavaScript: the BFF takes it out of the login answer,
//! seals it with AES-256-GCM (the brand id as associated data, so a cookie cannot cross brands)
//! into an `HttpOnly`, `SameSite=Lax` cookie, and adds `Authorization` from it on the way up.
//! `/bff/session` tells the page only the non-secret part.
//!
//! A session ends after `session.idle` without use or `session.absolute` after its login
//! (`session.remember` with "remember me"); a busy session's cookie is sealed again now and then so
//! its idle clock restarts. Keys rotate: the first of `VENEER_SESSION_KEYS` seals, every one opens.
//! The captcha's `captchaId` (an upstream cookie the login needs) travels in a sealed cookie of its own.
//!
//! Four modules, each importing only those before it: [`sealing`] (authenticated encryption under the
//! session keys), [`claims`] (what a session holds, its lifetimes), [`cookies`] (reading and writing our
//! cookies, the request's [`cookies::Session`]) and [`handler`] (`GET /bff/session`).

pub mod claims;
pub mod cookies;
pub mod handler;
pub mod sealing;

pub use claims::Claims;
pub use sealing::{BadSessionKey, Sealer};
