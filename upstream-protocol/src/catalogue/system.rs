//! System status and configuration.

use super::{CacheClass, Call};

pub(super) const CALLS: &[Call] = &[
    // Partly per visitor (location, region verdict): the BFF caches only the shared part itself.
    Call::get("/wps/system/status", "COMM3", "maintenance, region restriction, location and the site configuration"),
    Call::get("/wps/system/whitelabel", "COMM3", "the white-label module tree").cached(CacheClass::Config),
];
