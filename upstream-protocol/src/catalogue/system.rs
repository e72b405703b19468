//! System status and the site's configuration (spec 000 §7 "System").

use super::{CacheClass, Call};

pub(super) const CALLS: &[Call] = &[
    Call::get("/wps/system/status", "COMM3", "maintenance, region restriction, location and the site configuration")
        .cached(CacheClass::Visitor),
    Call::get("/wps/system/whitelabel", "COMM3", "the white-label module tree").cached(CacheClass::Config),
    Call::get("/wps/system/setting/register", "REG3", "registration field rules").cached(CacheClass::Config),
    Call::get("/wps/system/countryCode", "COMM3", "country dialing codes").cached(CacheClass::Config),
    Call::get("/wps/system/domainRoute", "COMM3", "the brand's domains and the route for this one")
        .cached(CacheClass::Config),
    Call::get("/wps/system/routers", "COMM3", "domain list, resources and customer-service paths")
        .cached(CacheClass::Config),
    Call::get("/wps/system/helpCenter", "COMM3", "help centre articles (with the terms)")
        .cached(CacheClass::Catalogue)
        .html(&["content"]),
    Call::get("/wps/system/templates", "COMM3", "site text templates (agreement, footer)")
        .cached(CacheClass::Catalogue),
];
