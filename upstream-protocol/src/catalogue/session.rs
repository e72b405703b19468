//! Sign-in, sign-out and the member's own record.

use super::{Call, Method, Session, Shape, ThrottleClass};

pub(super) const CALLS: &[Call] = &[
    Call::get("/wps/session/key/rsa", "", "the RSA modulus for encrypted calls, bare hex").shape(Shape::Text),
    Call::post("/wps/session/login", "COMM3", "log in by user name and password, or by SMS code")
        .encrypted()
        .throttled(ThrottleClass::Login)
        .session(Session::Start),
    Call::with_body("/wps/session/logout", &[Method::Delete, Method::Post], "COMM3", "log out")
        .token()
        .session(Session::End),
    Call::get("/wps/member/info", "COMM3", "the member's record").token(),
];
