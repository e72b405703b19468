//! The BFF's integration tests, one module per concern (each module's own doc says what it proves).
//!
//! One test binary (`cargo test -p bff --test it`, or `-- <module>::` for one file's tests): one link
//! and one build of the shared helpers (`common`) instead of one per file, which is most of what a test
//! build of this crate used to cost. `tests/upstream_dialects.rs` stays a binary of its own: it reads the
//! process-wide metrics exactly.

mod common;

mod access_rules;
mod doctor;
mod generated;
mod hostile;
mod human_check;
mod identity;
mod layers;
mod observability;
mod pages;
mod process;
mod replay_guard;
mod replicas;
mod resilience;
mod round_trip;
mod security;
mod traces;
