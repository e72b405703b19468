//! System status and configuration.

use super::{CacheClass, Call};

pub(super) const CALLS: &[Call] = &[
    Call::get("/wps/system/status", "COMM3", "maintenance, region restriction, location and the site configuration")
        .cached(CacheClass::Visitor),
    Call::get("/wps/system/whitelabel", "COMM3", "the white-label module tree").cached(CacheClass::Config),
];
