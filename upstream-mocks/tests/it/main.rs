//! The mock's integration tests, one module per area or concern (each module's own doc says what it proves).
//!
//! One test binary (`cargo test -p upstream-mocks --test it`, or `-- <module>::` for one file's tests): one link
//! and one build of the shared helpers (`common`) instead of one per file, which is most of what a test
//! build of this crate used to cost.

mod common;

mod access;
mod admin_api;
mod admin_paths;
mod agent;
mod areas;
mod catalogue;
mod community;
mod content_admin;
mod dialects;
mod faults;
mod games;
mod input_rules;
mod journal;
mod languages;
mod lottery;
mod mall;
mod money;
mod money_admin;
mod persist;
mod protocol;
mod raffles;
mod rewards;
mod scenario;
mod site;
