//! The upstream's encryption for `encrypt:true` calls (protocol §3), both directions.
//!
//! A fresh 16-character session key per request; the JSON body is DES-ECB/PKCS#7 encrypted with the
//! key's first 8 bytes and Base64-encoded; the key itself is wrapped with textbook RSA (no padding,
//! e = 65537) as the big-endian integer of its 16 bytes, sent as lowercase hex in `Encryption`.
//! The BFF encrypts ([`RsaModulus::encrypt_request`]); the mock decrypts ([`RsaKeyPair::decrypt_request`]).

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD as BASE64;
use cipher::block_padding::Pkcs7;
use cipher::{BlockModeDecrypt, BlockModeEncrypt, KeyInit};
use rand::Rng as _;
use rsa::traits::PublicKeyParts as _;
use rsa::{BigUint, RsaPrivateKey, RsaPublicKey};

/// The public exponent every client hard-codes (`10001` hex).
pub const PUBLIC_EXPONENT: u32 = 65_537;

/// The 61-character alphabet of the upstream's own client (protocol §3.2): digits, `A–Z` without `Y`
/// and with `T` twice, lowercase without `j`. Any alphanumerics work; this one matches the real client.
const SESSION_KEY_ALPHABET: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz";

/// Why an encrypted request could not be read. The mock maps every variant to 400 `request_body_required`.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum CryptoError {
    /// No `Encryption` header.
    #[error("the Encryption header is missing")]
    MissingKey,
    /// The `Encryption` header does not unwrap.
    #[error("the Encryption header is not a hex number below the modulus")]
    BadKeyWrap,
    /// The unwrapped session key is malformed.
    #[error("the unwrapped session key is not 16 ASCII alphanumerics")]
    BadSessionKey,
    /// No encrypted body.
    #[error("the encrypted body is missing")]
    MissingBody,
    /// The body is not Base64.
    #[error("the encrypted body is not Base64")]
    BadBase64,
    /// The body does not decrypt.
    #[error("the encrypted body does not decrypt (wrong key or corrupt data)")]
    BadCiphertext,
    /// Encrypted for another RSA key (`X-RSA` differs).
    #[error("the request was encrypted for another RSA key")]
    StaleRsaKey,
    /// The RSA modulus does not parse.
    #[error("the RSA modulus is not hex")]
    BadModulus,
}

/// A per-request session key: 16 ASCII alphanumeric bytes.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct SessionKey([u8; 16]);

impl SessionKey {
    /// A fresh random key from the upstream client's alphabet.
    pub fn generate() -> Self {
        let mut rng = rand::thread_rng();
        let mut key = [0u8; 16];
        for byte in &mut key {
            *byte = SESSION_KEY_ALPHABET[rng.gen_range(0..SESSION_KEY_ALPHABET.len())];
        }
        Self(key)
    }

    /// The key as text (it is always ASCII).
    #[expect(clippy::expect_used, reason = "every constructor checks the key is 16 ASCII alphanumerics")]
    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.0).expect("session keys are ASCII")
    }

    /// DES uses only the first 8 bytes of the original (not reversed) string.
    fn des_key(&self) -> [u8; 8] {
        std::array::from_fn(|i| self.0[i])
    }
}

impl std::str::FromStr for SessionKey {
    type Err = CryptoError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bytes: [u8; 16] = text.as_bytes().try_into().map_err(|_| CryptoError::BadSessionKey)?;
        if !bytes.iter().all(u8::is_ascii_alphanumeric) {
            return Err(CryptoError::BadSessionKey);
        }
        Ok(Self(bytes))
    }
}

impl std::fmt::Debug for SessionKey {
    // Keys are secrets: never print them whole.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SessionKey({}…)", &self.as_str()[..2])
    }
}

/// DES-ECB/PKCS#7 of `plaintext` under `key`, as standard Base64.
pub fn des_encrypt_base64(key: &[u8; 8], plaintext: &[u8]) -> String {
    let ciphertext = ecb::Encryptor::<des::Des>::new(key.into()).encrypt_padded_vec::<Pkcs7>(plaintext);
    BASE64.encode(ciphertext)
}

/// The inverse of [`des_encrypt_base64`].
pub fn des_decrypt_base64(key: &[u8; 8], base64_text: &str) -> Result<Vec<u8>, CryptoError> {
    let ciphertext = BASE64.decode(base64_text.trim()).map_err(|_| CryptoError::BadBase64)?;
    if ciphertext.is_empty() {
        return Err(CryptoError::MissingBody);
    }
    ecb::Decryptor::<des::Des>::new(key.into())
        .decrypt_padded_vec::<Pkcs7>(&ciphertext)
        .map_err(|_| CryptoError::BadCiphertext)
}

/// A request body encrypted the V3 way (protocol §3.5): send `body` as JSON with the three headers.
#[derive(Debug, Clone)]
pub struct EncryptedRequest {
    /// `{"value":"<base64 DES>"}`.
    pub body: Vec<u8>,
    /// `Encryption` header: the RSA-wrapped session key.
    pub encryption: String,
    /// `X-Digest` header: the Base64 DES ciphertext again.
    pub digest: String,
    /// `X-RSA` header: the modulus exactly as fetched.
    pub rsa: String,
}

/// The upstream's public key, as served by `/wps/session/key/rsa`.
#[derive(Clone, PartialEq, Eq)]
pub struct RsaModulus {
    key: RsaPublicKey,
    /// The text exactly as fetched (after trimming), echoed in `X-RSA`.
    hex: String,
}

impl RsaModulus {
    /// Parses the key endpoint's answer: bare hex, tolerating whitespace and surrounding quotes.
    pub fn parse(text: &str) -> Result<Self, CryptoError> {
        let hex = text.trim().trim_matches('"').trim().to_owned();
        if hex.is_empty() || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(CryptoError::BadModulus);
        }
        let n = BigUint::parse_bytes(hex.as_bytes(), 16).ok_or(CryptoError::BadModulus)?;
        let key = RsaPublicKey::new(n, BigUint::from(PUBLIC_EXPONENT)).map_err(|_| CryptoError::BadModulus)?;
        Ok(Self { key, hex })
    }

    /// The modulus as fetched.
    pub fn as_hex(&self) -> &str {
        &self.hex
    }

    /// Wraps a session key: `(big-endian integer of its bytes)^e mod n` as lowercase hex,
    /// left-padded to a multiple of 4 digits like the legacy JS routine.
    #[expect(clippy::expect_used, reason = "a 128-bit key is below any RSA modulus the rsa crate accepts")]
    pub fn wrap_key(&self, key: &SessionKey) -> String {
        let m = BigUint::from_bytes_be(&key.0);
        let c = rsa::hazmat::rsa_encrypt(&self.key, &m).expect("textbook RSA cannot fail for m < n");
        let hex = c.to_str_radix(16);
        let width = hex.len().div_ceil(4) * 4;
        format!("{hex:0>width$}")
    }

    /// Encrypts a JSON body with a fresh session key, V3 form.
    pub fn encrypt_request(&self, plaintext_json: &[u8]) -> EncryptedRequest {
        self.encrypt_request_with_key(&SessionKey::generate(), plaintext_json)
    }

    /// Encrypts with a given session key (for tests and vectors; real calls use a fresh one).
    pub fn encrypt_request_with_key(&self, key: &SessionKey, plaintext_json: &[u8]) -> EncryptedRequest {
        let digest = des_encrypt_base64(&key.des_key(), plaintext_json);
        let body = serde_json::json!({ "value": digest }).to_string().into_bytes();
        EncryptedRequest { body, encryption: self.wrap_key(key), digest, rsa: self.hex.clone() }
    }
}

impl std::fmt::Debug for RsaModulus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "RsaModulus({}…, {} bits)", &self.hex[..self.hex.len().min(8)], self.key.n().bits())
    }
}

/// The headers and body of an encrypted request as received (V1, V2 or V3).
#[derive(Debug, Default, Clone, Copy)]
pub struct EncryptedParts<'a> {
    /// The `Encryption` header: the RSA-wrapped session key.
    pub encryption: Option<&'a str>,
    /// The `X-Digest` header (V3).
    pub digest: Option<&'a str>,
    /// The `X-RSA` header: the modulus the client encrypted for (V3).
    pub rsa: Option<&'a str>,
    /// The request body.
    pub body: &'a [u8],
}

/// What a decrypted request held.
#[derive(Debug, Clone)]
pub struct DecryptedRequest {
    /// The session key the client chose (the answer is encrypted with it).
    pub session_key: SessionKey,
    /// The decrypted JSON body.
    pub plaintext: Vec<u8>,
    /// Which wire form the client used.
    pub variant: WireVariant,
}

/// The three wire forms of protocol §3.5.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WireVariant {
    /// Body is the Base64 string itself.
    V1,
    /// Body is `{"value": "<base64>"}`.
    V2,
    /// As V2 plus `X-Digest` and `X-RSA`.
    V3,
}

/// The upstream's (here: the mock's) RSA key pair.
#[derive(Clone)]
pub struct RsaKeyPair {
    private: RsaPrivateKey,
    modulus: RsaModulus,
}

impl RsaKeyPair {
    /// A new random RSA-1024 pair, the size the upstream serves.
    #[expect(clippy::expect_used, reason = "key generation fails only on an impossible size or a broken system RNG")]
    pub fn generate() -> Self {
        let private = RsaPrivateKey::new(&mut rand::thread_rng(), 1024).expect("RSA-1024 generation");
        Self::from_private(private)
    }

    /// A pair from hex components (test vectors).
    pub fn from_hex(modulus_hex: &str, private_exponent_hex: &str) -> Result<Self, CryptoError> {
        let n = BigUint::parse_bytes(modulus_hex.as_bytes(), 16).ok_or(CryptoError::BadModulus)?;
        let d = BigUint::parse_bytes(private_exponent_hex.as_bytes(), 16).ok_or(CryptoError::BadModulus)?;
        let private = RsaPrivateKey::from_components(n, BigUint::from(PUBLIC_EXPONENT), d, Vec::new())
            .map_err(|_| CryptoError::BadModulus)?;
        Ok(Self::from_private(private))
    }

    /// A pair from PKCS#1 DER (how the mock persists its key).
    pub fn from_pkcs1_der(der: &[u8]) -> Result<Self, CryptoError> {
        use rsa::pkcs1::DecodeRsaPrivateKey as _;
        RsaPrivateKey::from_pkcs1_der(der).map(Self::from_private).map_err(|_| CryptoError::BadModulus)
    }

    /// PKCS#1 DER of the private key.
    #[expect(clippy::expect_used, reason = "a key this type holds is valid, and a valid key encodes")]
    pub fn to_pkcs1_der(&self) -> Vec<u8> {
        use rsa::pkcs1::EncodeRsaPrivateKey as _;
        self.private.to_pkcs1_der().expect("a valid key encodes").as_bytes().to_vec()
    }

    fn from_private(private: RsaPrivateKey) -> Self {
        let hex = private.n().to_str_radix(16);
        let modulus = RsaModulus { key: private.to_public_key(), hex };
        Self { private, modulus }
    }

    /// The public half, as served at `/wps/session/key/rsa`.
    pub fn modulus(&self) -> &RsaModulus {
        &self.modulus
    }

    /// Recovers the session key from an `Encryption` header.
    pub fn unwrap_key(&self, encryption_hex: &str) -> Result<SessionKey, CryptoError> {
        let hex = encryption_hex.trim();
        // A 16-byte key always fits one block; several space-separated blocks are not a key wrap.
        if hex.is_empty() || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(CryptoError::BadKeyWrap);
        }
        let c = BigUint::parse_bytes(hex.as_bytes(), 16).ok_or(CryptoError::BadKeyWrap)?;
        if &c >= self.private.n() {
            return Err(CryptoError::BadKeyWrap);
        }
        let m = rsa::hazmat::rsa_decrypt_and_check(&self.private, Some(&mut rand::thread_rng()), &c)
            .map_err(|_| CryptoError::BadKeyWrap)?;
        std::str::from_utf8(&m.to_bytes_be()).map_err(|_| CryptoError::BadSessionKey)?.parse()
    }

    /// Decrypts a request in any of the three wire forms (protocol §3.6). `X-RSA`, when present,
    /// must name this key: a client holding a rotated-away key is refused.
    pub fn decrypt_request(&self, parts: EncryptedParts<'_>) -> Result<DecryptedRequest, CryptoError> {
        if let Some(rsa) = parts.rsa
            && !rsa.trim().trim_matches('"').eq_ignore_ascii_case(self.modulus.as_hex())
        {
            return Err(CryptoError::StaleRsaKey);
        }
        let session_key = self.unwrap_key(parts.encryption.ok_or(CryptoError::MissingKey)?)?;
        let (ciphertext, variant) = match parts.digest {
            Some(digest) => (digest.to_owned(), WireVariant::V3),
            None => ciphertext_from_body(parts.body)?,
        };
        let plaintext = des_decrypt_base64(&session_key.des_key(), &ciphertext)?;
        Ok(DecryptedRequest { session_key, plaintext, variant })
    }
}

/// V2 carries `{"value": "<base64>"}`, V1 the Base64 string itself (possibly as a JSON string).
fn ciphertext_from_body(body: &[u8]) -> Result<(String, WireVariant), CryptoError> {
    let text = std::str::from_utf8(body).map_err(|_| CryptoError::BadBase64)?.trim();
    if text.is_empty() {
        return Err(CryptoError::MissingBody);
    }
    match serde_json::from_str::<serde_json::Value>(text) {
        Ok(serde_json::Value::Object(map)) => match map.get("value") {
            Some(serde_json::Value::String(value)) => Ok((value.clone(), WireVariant::V2)),
            _ => Err(CryptoError::MissingBody),
        },
        Ok(serde_json::Value::String(value)) => Ok((value, WireVariant::V1)),
        _ => Ok((text.to_owned(), WireVariant::V1)),
    }
}

/// Customer-service links in system status (protocol §3.7): Base64 DES ciphertext followed by its
/// 8-character key.
pub fn encrypt_customer_service_path(plaintext: &str, key: &[u8; 8]) -> String {
    let mut path = des_encrypt_base64(key, plaintext.as_bytes());
    path.push_str(std::str::from_utf8(key).unwrap_or_default());
    path
}

/// The inverse of [`encrypt_customer_service_path`].
pub fn decrypt_customer_service_path(path: &str) -> Result<String, CryptoError> {
    let split = path.len().checked_sub(8).filter(|&at| path.is_char_boundary(at)).ok_or(CryptoError::MissingBody)?;
    let (ciphertext, key) = path.split_at(split);
    let key: [u8; 8] = key.as_bytes().try_into().map_err(|_| CryptoError::BadSessionKey)?;
    String::from_utf8(des_decrypt_base64(&key, ciphertext)?).map_err(|_| CryptoError::BadCiphertext)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `shared/test-vectors/upstream-crypto.json`, copied into the crate so it builds alone.
    const VECTORS: &str = include_str!("../tests/upstream-crypto.json");

    fn vectors() -> serde_json::Value {
        serde_json::from_str(VECTORS).unwrap()
    }

    fn text<'a>(v: &'a serde_json::Value, path: &str) -> &'a str {
        v.pointer(path).and_then(|v| v.as_str()).unwrap_or_else(|| panic!("{path} in vectors"))
    }

    fn vector_pair(v: &serde_json::Value) -> RsaKeyPair {
        RsaKeyPair::from_hex(text(v, "/rsa/modulus_hex"), text(v, "/rsa/private_exponent_hex")).unwrap()
    }

    #[test]
    fn body_ciphertext_matches_the_vector() {
        let v = vectors();
        let key: SessionKey = text(&v, "/login/session_key").parse().unwrap();
        assert_eq!(&key.des_key(), text(&v, "/login/des_key_bytes_used").as_bytes());
        let ciphertext = des_encrypt_base64(&key.des_key(), text(&v, "/login/plaintext_json").as_bytes());
        assert_eq!(ciphertext, text(&v, "/login/body_ciphertext_base64"));
    }

    #[test]
    fn key_wrap_matches_the_vector() {
        let v = vectors();
        let modulus = RsaModulus::parse(text(&v, "/rsa/modulus_hex")).unwrap();
        let key: SessionKey = text(&v, "/login/session_key").parse().unwrap();
        assert_eq!(modulus.wrap_key(&key), text(&v, "/login/encryption_header_hex"));
    }

    #[test]
    fn v3_request_matches_the_vector_byte_for_byte() {
        let v = vectors();
        let modulus = RsaModulus::parse(text(&v, "/rsa/modulus_hex")).unwrap();
        let key: SessionKey = text(&v, "/login/session_key").parse().unwrap();
        let request = modulus.encrypt_request_with_key(&key, text(&v, "/login/plaintext_json").as_bytes());
        let body: serde_json::Value = serde_json::from_slice(&request.body).unwrap();
        assert_eq!(body, v["login"]["v3_request"]["body"]);
        assert_eq!(request.encryption, text(&v, "/login/v3_request/headers/Encryption"));
        assert_eq!(request.digest, text(&v, "/login/v3_request/headers/X-Digest"));
        assert_eq!(request.rsa, text(&v, "/login/v3_request/headers/X-RSA"));
    }

    #[test]
    fn the_vector_request_decrypts_in_all_three_wire_forms() {
        let v = vectors();
        let pair = vector_pair(&v);
        let encryption = text(&v, "/login/encryption_header_hex");
        let digest = text(&v, "/login/body_ciphertext_base64");
        let expected = text(&v, "/login/plaintext_json").as_bytes();
        let v2_body = serde_json::to_vec(&v["login"]["v3_request"]["body"]).unwrap();
        let forms = [
            (
                EncryptedParts { encryption: Some(encryption), body: digest.as_bytes(), ..Default::default() },
                WireVariant::V1,
            ),
            (EncryptedParts { encryption: Some(encryption), body: &v2_body, ..Default::default() }, WireVariant::V2),
            (
                EncryptedParts {
                    encryption: Some(encryption),
                    digest: Some(digest),
                    rsa: Some(text(&v, "/rsa/modulus_hex")),
                    body: &v2_body,
                },
                WireVariant::V3,
            ),
        ];
        for (parts, variant) in forms {
            let decrypted = pair.decrypt_request(parts).unwrap();
            assert_eq!(decrypted.plaintext, expected);
            assert_eq!(decrypted.variant, variant);
            assert_eq!(decrypted.session_key.as_str(), text(&v, "/login/session_key"));
        }
    }

    #[test]
    fn a_request_for_another_key_is_refused() {
        let v = vectors();
        let other = RsaKeyPair::generate();
        let request = other.modulus().encrypt_request(b"{}");
        let parts = EncryptedParts {
            encryption: Some(&request.encryption),
            digest: Some(&request.digest),
            rsa: Some(&request.rsa),
            body: &request.body,
        };
        assert_eq!(vector_pair(&v).decrypt_request(parts).unwrap_err(), CryptoError::StaleRsaKey);
        // Without X-RSA the wrong key is caught by the unwrap instead.
        let parts = EncryptedParts { rsa: None, ..parts };
        assert!(vector_pair(&v).decrypt_request(parts).is_err());
    }

    #[test]
    fn garbage_is_refused_not_panicked_on() {
        let pair = vector_pair(&vectors());
        for (encryption, body) in [
            (None, &b"{}"[..]),
            (Some("zz"), &b"{}"[..]),
            (Some(""), &b"{}"[..]),
            (
                Some(
                    "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
                ),
                &b""[..],
            ),
            (Some("1234"), &b"{\"value\":\"abc\"}"[..]),
        ] {
            let parts = EncryptedParts { encryption, body, ..Default::default() };
            assert!(pair.decrypt_request(parts).is_err());
        }
    }

    #[test]
    fn round_trip_with_a_generated_key() {
        let pair = RsaKeyPair::generate();
        let plaintext = br#"{"username":"agent01","password":"Secret99"}"#;
        let request = pair.modulus().encrypt_request(plaintext);
        assert_eq!(request.encryption.len() % 4, 0);
        let parts = EncryptedParts {
            encryption: Some(&request.encryption),
            digest: Some(&request.digest),
            rsa: Some(&request.rsa),
            body: &request.body,
        };
        assert_eq!(pair.decrypt_request(parts).unwrap().plaintext, plaintext);
        let restored = RsaKeyPair::from_pkcs1_der(&pair.to_pkcs1_der()).unwrap();
        assert_eq!(restored.modulus(), pair.modulus());
    }

    #[test]
    fn session_keys_are_fresh_and_from_the_alphabet() {
        let a = SessionKey::generate();
        let b = SessionKey::generate();
        assert_ne!(a, b);
        assert!(a.as_str().bytes().all(|c| SESSION_KEY_ALPHABET.contains(&c)));
        assert!("short".parse::<SessionKey>().is_err());
        assert!("0123456789abcde!".parse::<SessionKey>().is_err());
    }

    #[test]
    fn customer_service_path_matches_the_vector() {
        let v = vectors();
        let key: [u8; 8] = text(&v, "/customer_service_path/key").as_bytes().try_into().unwrap();
        let path = encrypt_customer_service_path(text(&v, "/customer_service_path/plaintext"), &key);
        assert_eq!(path, text(&v, "/customer_service_path/path"));
        assert_eq!(decrypt_customer_service_path(&path).unwrap(), text(&v, "/customer_service_path/plaintext"));
        assert!(decrypt_customer_service_path("short").is_err());
    }

    #[test]
    fn modulus_parsing_is_tolerant_of_quotes_and_strict_about_hex() {
        let v = vectors();
        let quoted = format!("\"{}\"\n", text(&v, "/rsa/modulus_hex"));
        assert_eq!(RsaModulus::parse(&quoted).unwrap().as_hex(), text(&v, "/rsa/modulus_hex"));
        assert!(RsaModulus::parse("<html>").is_err());
        assert!(RsaModulus::parse("").is_err());
    }
}
