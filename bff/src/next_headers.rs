//! The request headers the BFF sets for Next.js (a browser's copies are dropped before a page request goes on):
//! written here once, read by [`crate::pages`] and [`crate::csp`], and generated into next-app as `NEXT_HEADERS`
//! (`next-app/lib/bff/generated.ts`), which `proxy.ts` and the layouts read.

/// Declares each header as a constant and lists them all in [`ALL`].
macro_rules! headers {
    ($($(#[doc = $doc:expr])* $name:ident ($key:literal) = $value:literal;)*) => {
        $($(#[doc = $doc])* pub const $name: &str = $value;)*

        /// Every header above: the name next-app reads it under (`NEXT_HEADERS.<name>`), the header, what it carries.
        pub const ALL: &[(&str, &str, &str)] = &[$(($key, $value, concat!($($doc, "\n"),*))),*];
    };
}

headers! {
    /// The brand's id (a file name of `config/brands/`, without `.toml`).
    BRAND("brand") = "x-veneer-brand";
    /// The visitor's system state (normal, maintenance, region blocked).
    STATE("state") = "x-veneer-state";
    /// The visitor's address, for the region-blocked page.
    CLIENT_IP("clientIp") = "x-veneer-client-ip";
    /// The page's language (a locale code the brand offers), decided by the BFF alone.
    LOCALE("locale") = "x-veneer-locale";
    /// The page's CSP nonce alone, for the layout's inline script.
    NONCE("nonce") = "x-veneer-nonce";
}
