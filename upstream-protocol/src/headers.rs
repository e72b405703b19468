//! Header names on the upstream wire (protocol §1.2). `http` lower-cases header names, and the
//! upstream matches them case-insensitively, so these are the lower-case spellings.

/// The merchant code. Exactly one per request: two make the gateway answer `function.not.available`.
pub const MERCHANT: &str = "merchant";
/// The raw upstream token, no `Bearer ` prefix.
pub const AUTHORIZATION: &str = "authorization";
/// The member's language as an upper-case code (`TH`, `EN`, …).
pub const LANGUAGE: &str = "language";
/// The client kind; the web front sends `web`.
pub const DEVICE: &str = "device";
/// `3` for the current clients.
pub const GATEWAY_VERSION: &str = "x-gateway-version";
/// The RSA-wrapped session key of an encrypted call.
pub const ENCRYPTION: &str = "encryption";
/// The Base64 DES body again (V3).
pub const DIGEST: &str = "x-digest";
/// The modulus the client encrypted for (V3).
pub const RSA: &str = "x-rsa";
/// The end user's address, passed on by the front door.
pub const FORWARDED_FOR: &str = "x-forwarded-for";
/// The end user's address as one value.
pub const REAL_IP: &str = "x-real-ip";

/// The cookie that binds a captcha image to the browser that fetched it (protocol §2.4).
pub const CAPTCHA_COOKIE: &str = "captchaId";

/// The value of [`DEVICE`] a web front sends.
pub const DEVICE_WEB: &str = "web";
/// The value of [`GATEWAY_VERSION`] current clients send.
pub const GATEWAY_VERSION_CURRENT: &str = "3";
