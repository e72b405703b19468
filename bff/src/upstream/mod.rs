//! The BFF's outbound side: everything that talks to the upstream, and nothing that answers a browser.
//!
//! - [`client`]: the one HTTP client (pooled connections, merchant headers, timeouts, bounded answers,
//!   the RSA modulus), with a [`breaker`] per upstream;
//! - [`answer`]: an upstream answer read in full;
//! - [`retries`]: the retry policy every repeatable call follows;
//! - [`cache`]: the shared public-read cache (one fill per miss, last good answer on failure);
//! - [`public`]: public reads, the one way pages, `/bff/bootstrap` and the forward path read them.
//!
//! It names no module that handles requests (`forward`, `pages`, `bootstrap`, the door): they import it.

pub mod answer;
pub mod breaker;
pub mod cache;
pub mod client;
pub mod public;
pub mod retries;

pub use answer::Answer;
pub use client::{Encryption, Outgoing, REQUEST_ID, Upstream};
