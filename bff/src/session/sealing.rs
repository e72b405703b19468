//! Sealing: authenticated encryption (AES-256-GCM) of small values under the session keys, bound to a
//! context (the brand id, or a purpose within it) so a value sealed for one use never opens for another.
//! Keys rotate: the first of `VENEER_SESSION_KEYS` seals, every one opens.

use aes_gcm::aead::{Aead, Generate, KeyInit, Payload};
use aes_gcm::{Aes256Gcm, Key, Nonce};
use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};

/// Seals and opens cookies with the newest of a list of keys (all of them open).
#[derive(Clone)]
pub struct Sealer {
    ciphers: Vec<Aes256Gcm>,
}

impl std::fmt::Debug for Sealer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Sealer({} keys)", self.ciphers.len())
    }
}

/// Why a sealing key was refused.
#[derive(Debug, thiserror::Error)]
#[error("session keys must be the base64 of exactly 32 bytes each, separated by commas (newest first)")]
pub struct BadSessionKey;

impl Sealer {
    /// A sealer from `newest[,older…]`, each the base64 of 32 bytes.
    pub fn from_base64(text: &str) -> Result<Self, BadSessionKey> {
        let ciphers = text
            .split(',')
            .map(|key| {
                let bytes = STANDARD.decode(key.trim()).map_err(|_| BadSessionKey)?;
                let key: [u8; 32] = bytes.try_into().map_err(|_| BadSessionKey)?;
                Ok(Aes256Gcm::new(&Key::<Aes256Gcm>::from(key)))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Self { ciphers })
    }

    /// A sealer with a random key: sessions end when the process does.
    pub fn random() -> Self {
        Self { ciphers: vec![Aes256Gcm::new(&Key::<Aes256Gcm>::generate())] }
    }

    /// `base64url(nonce ‖ ciphertext)` of `plaintext`, bound to `context`.
    pub(crate) fn seal_bytes(&self, plaintext: &[u8], context: &str) -> String {
        let nonce = Nonce::generate();
        let ciphertext = self.ciphers[0]
            .encrypt(&nonce, Payload { msg: plaintext, aad: context.as_bytes() })
            .expect("AES-GCM encryption of a small message cannot fail");
        let mut sealed = nonce.to_vec();
        sealed.extend_from_slice(&ciphertext);
        URL_SAFE_NO_PAD.encode(sealed)
    }

    /// The plaintext of a value sealed by any of the keys for `context`.
    pub(crate) fn open_bytes(&self, sealed: &str, context: &str) -> Option<Vec<u8>> {
        let bytes = URL_SAFE_NO_PAD.decode(sealed).ok()?;
        if bytes.len() < 12 {
            return None;
        }
        let (nonce, ciphertext) = bytes.split_at(12);
        let nonce = Nonce::try_from(nonce).ok()?;
        let payload = || Payload { msg: ciphertext, aad: context.as_bytes() };
        self.ciphers.iter().find_map(|cipher| cipher.decrypt(&nonce, payload()).ok())
    }

    pub(crate) fn captcha_context(brand_id: &str) -> String {
        format!("{brand_id}/captcha")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::claims::tests::claims;

    #[test]
    fn sealed_cookies_open_only_with_one_of_the_keys_and_the_same_brand() {
        let sealer = Sealer::random();
        let sealed = sealer.seal(&claims(), "demo");
        assert!(!sealed.contains("secret-token"));
        assert_eq!(sealer.open(&sealed, "demo"), Some(claims()));
        assert_eq!(sealer.open(&sealed, "other"), None);
        assert_eq!(Sealer::random().open(&sealed, "demo"), None);
        assert_eq!(sealer.open_bytes(&sealed, &Sealer::captcha_context("demo")), None, "a session is no captcha");
    }

    #[test]
    fn keys_rotate_the_newest_seals_and_every_one_opens() {
        let (new, old) = (STANDARD.encode([1u8; 32]), STANDARD.encode([2u8; 32]));
        let before = Sealer::from_base64(&old).unwrap().seal(&claims(), "demo");
        let rotated = Sealer::from_base64(&format!("{new}, {old}")).unwrap();
        assert_eq!(rotated.open(&before, "demo"), Some(claims()), "sessions sealed before the rotation still open");
        let after = rotated.seal(&claims(), "demo");
        assert!(Sealer::from_base64(&new).unwrap().open(&after, "demo").is_some(), "the newest key seals");
        assert!(Sealer::from_base64(&old).unwrap().open(&after, "demo").is_none());
        assert!(Sealer::from_base64(&format!("{new},")).is_err());
    }

    #[test]
    fn tampered_cookies_do_not_open() {
        let sealer = Sealer::random();
        let mut sealed = sealer.seal(&claims(), "demo").into_bytes();
        let last = sealed.len() - 2;
        sealed[last] = if sealed[last] == b'A' { b'B' } else { b'A' };
        assert_eq!(sealer.open(std::str::from_utf8(&sealed).unwrap(), "demo"), None);
        assert_eq!(sealer.open("", "demo"), None);
        assert_eq!(sealer.open("!!!", "demo"), None);
    }

    #[test]
    fn session_keys_must_be_32_bytes() {
        assert!(Sealer::from_base64(&STANDARD.encode([7u8; 32])).is_ok());
        assert!(Sealer::from_base64(&STANDARD.encode([7u8; 16])).is_err());
        assert!(Sealer::from_base64("not base64").is_err());
    }
}
