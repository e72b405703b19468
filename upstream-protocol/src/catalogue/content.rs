//! Banners, notices and other public content.

use super::{CacheClass, Call};

pub(super) const CALLS: &[Call] = &[Call::get(
    "/wps/relay/MCSFE_getListAnnouncements",
    "COMM3",
    "banners per route group and notices (types B, PL, PU, PR, H)",
)
.cached(CacheClass::Content)];
