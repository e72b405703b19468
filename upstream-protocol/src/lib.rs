//! The upstream platform's wire protocol, in one place for both servers that speak it.
//!
//! - [`envelope`]: the `{success, value, message, errorCode}` answer shape and the error codes.
//! - [`crypto`]: the DES + textbook-RSA encryption of `encrypt:true` calls, both directions.
//! - [`catalogue`]: every upstream call as data: method, module id, token, encryption, answer shape,
//!   and what the BFF does with it (cache, throttle, session). The BFF forwards by it; the mock
//!   enforces it. Neither writes these facts down a second time.
//! - [`headers`]: the header names on the wire.
//! - [`languages`]: the languages a front may offer, with the upstream's code for each.
//! - [`registration`]: the registration payload's fields and the pattern catalogue.
//! - [`whitelabel`]: reading the white-label module tree.
//! - [`switches`]: the feature switches the front and the BFF read, with their module ids and defaults.
//! - [`shape`]: the fields of answers the front reads, and a check of an answer against them.

pub mod catalogue;
pub mod crypto;
pub mod envelope;
pub mod headers;
pub mod languages;
pub mod registration;
pub mod shape;
pub mod switches;
pub mod whitelabel;
