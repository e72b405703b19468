//! System status and the site's configuration (spec 000 §7 "System").

use super::{CacheClass, Call};
use crate::shape::{Field, Kind};

pub(super) const CALLS: &[Call] = &[
    Call::get("/wps/system/status", "COMM3", "maintenance, region restriction, location and the site configuration")
        .cached(CacheClass::Visitor)
        .example("")
        .reads(&[
            Field::required("value.maintenance", Kind::Flag),
            Field::required("value.regionRestriction", Kind::Flag),
            Field::required("value.info", Kind::Object),
            Field::optional("value.info.register", Kind::Object),
            Field::optional("value.info.resources", Kind::List),
            Field::optional("value.info.customerService", Kind::List),
            Field::optional("value.info.imageCDNs", Kind::List),
            Field::optional("value.info.launchGameCDNs", Kind::List),
            Field::optional("value.info.analytics", Kind::Object),
            Field::optional("value.info.mainDomain", Kind::Text),
        ]),
    Call::get("/wps/system/whitelabel", "COMM3", "the white-label module tree").cached(CacheClass::Config).example(""),
    Call::get("/wps/system/setting/register", "REG3", "registration field rules")
        .cached(CacheClass::Config)
        .example("")
        .reads(&[
            Field::required("value", Kind::Object),
            Field::optional("value.username", Kind::Object),
            Field::optional("value.password", Kind::Object),
            Field::optional("value.mobileNum", Kind::Object),
        ]),
    Call::get("/wps/system/countryCode", "COMM3", "country dialing codes")
        .cached(CacheClass::Config)
        .example("")
        .reads(&[Field::required("value", Kind::List), Field::required("value[].countryDialingCode", Kind::Id)]),
    Call::get("/wps/system/domainRoute", "COMM3", "the brand's domains and the route for this one")
        .cached(CacheClass::Config)
        .example("domain={mainDomain}"),
    Call::get("/wps/system/routers", "COMM3", "domain list, resources and customer-service paths")
        .cached(CacheClass::Config)
        .example("")
        .reads(&[
            Field::optional("value.domainList", Kind::List),
            Field::optional("value.resources", Kind::List),
            Field::optional("value.version.pathList", Kind::List),
            Field::optional("value.version.pathList[].type", Kind::Id),
            Field::optional("value.version.pathList[].path", Kind::Text),
        ]),
    Call::get("/wps/system/helpCenter", "COMM3", "help centre articles (with the terms)")
        .cached(CacheClass::Catalogue)
        .html(&["content"])
        .example("lang=EN&device=WEB")
        .reads(&[Field::required("value", Kind::List), Field::required("value[].title", Kind::Id)]),
    Call::get("/wps/system/templates", "COMM3", "site text templates (agreement, footer)")
        .cached(CacheClass::Catalogue)
        .example("lang=EN")
        .reads(&[Field::required("value", Kind::List), Field::optional("value[].templateCode", Kind::Id)]),
];
