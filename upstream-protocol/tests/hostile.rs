//! Hostile input to the protocol's decoders: whatever a client or an upstream sends, decoding answers
//! with a value or an error, never a panic; what was encrypted comes back whole, and a changed byte
//! never decrypts to the original. `make test` runs a few hundred cases of each; `make fuzz` (scripts/fuzz.sh)
//! runs them for minutes with `PROPTEST_CASES`.

use std::sync::LazyLock;

use proptest::prelude::*;
use upstream_protocol::catalogue;
use upstream_protocol::crypto::{self, EncryptedParts, RsaKeyPair, RsaModulus};
use upstream_protocol::envelope::Envelope;

/// One key pair for every case: generating RSA-1024 takes longer than a thousand cases.
static KEYS: LazyLock<RsaKeyPair> = LazyLock::new(RsaKeyPair::generate);

/// Text a client controls: any Unicode, or the alphabets the decoders expect (Base64, hex, JSON).
fn hostile_text() -> impl Strategy<Value = String> {
    prop_oneof![any::<String>(), "[A-Za-z0-9+/=]{0,64}", "[0-9a-fA-F \"]{0,300}", r#"[{}\[\]":,a-z0-9 \\]{0,64}"#,]
}

proptest! {
    #[test]
    fn des_decryption_of_anything_is_a_value_or_an_error(key: [u8; 8], text in hostile_text()) {
        let _ = crypto::des_decrypt_base64(&key, &text);
    }

    #[test]
    fn des_gives_back_what_it_encrypted(key: [u8; 8], plaintext: Vec<u8>) {
        let sealed = crypto::des_encrypt_base64(&key, &plaintext);
        prop_assert_eq!(crypto::des_decrypt_base64(&key, &sealed).unwrap(), plaintext);
    }

    #[test]
    fn an_rsa_key_is_parsed_or_refused(text in hostile_text()) {
        if let Ok(modulus) = RsaModulus::parse(&text) {
            prop_assert!(modulus.as_hex().bytes().all(|b| b.is_ascii_hexdigit()));
        }
    }

    #[test]
    fn an_encrypted_request_of_anything_is_refused_or_decrypted(
        encryption in proptest::option::of(hostile_text()),
        digest in proptest::option::of(hostile_text()),
        rsa in proptest::option::of(hostile_text()),
        body in prop_oneof![any::<Vec<u8>>(), hostile_text().prop_map(String::into_bytes)],
    ) {
        let parts = EncryptedParts {
            encryption: encryption.as_deref(),
            digest: digest.as_deref(),
            rsa: rsa.as_deref(),
            body: &body,
        };
        let _ = KEYS.decrypt_request(parts);
    }

    #[test]
    fn a_request_encrypted_for_the_key_comes_back_and_a_changed_byte_never_does(
        plaintext in "\\{\"[a-z]{1,8}\":\"[ -~]{0,40}\"\\}",
        at: prop::sample::Index,
        flip in 1u8..=255,
    ) {
        let sent = KEYS.modulus().encrypt_request(plaintext.as_bytes());
        let parts = |body: &[u8], digest: &str| {
            KEYS.decrypt_request(EncryptedParts {
                encryption: Some(&sent.encryption),
                digest: Some(digest),
                rsa: Some(&sent.rsa),
                body,
            })
        };
        prop_assert_eq!(parts(&sent.body, &sent.digest).unwrap().plaintext, plaintext.as_bytes());
        let mut tampered = sent.digest.clone().into_bytes();
        let i = at.index(tampered.len());
        tampered[i] ^= flip;
        if let Ok(text) = String::from_utf8(tampered)
            && let Ok(opened) = parts(&sent.body, &text)
        {
            prop_assert_ne!(opened.plaintext, plaintext.as_bytes());
        }
    }

    #[test]
    fn a_customer_service_path_is_decrypted_or_refused(text in hostile_text()) {
        let _ = crypto::decrypt_customer_service_path(&text);
    }

    #[test]
    fn an_envelope_is_read_or_refused(text in hostile_text()) {
        if let Ok(envelope) = serde_json::from_str::<Envelope>(&text) {
            // What parsed prints back as an envelope of the same verdict.
            let again: Envelope = serde_json::from_str(&serde_json::to_string(&envelope).unwrap()).unwrap();
            prop_assert_eq!(again.success, envelope.success);
        }
    }

    #[test]
    fn the_catalogue_matches_only_its_own_paths(
        path in prop_oneof![
            any::<String>(),
            "/(wps|lgw|lotto/lgw)/[a-zA-Z0-9_./%-]{0,40}",
            prop::sample::select(catalogue::all().map(|c| c.path).collect::<Vec<_>>())
                .prop_flat_map(|known| (Just(known), "[./%A-Za-z0-9]{0,6}"))
                .prop_map(|(known, tail)| format!("{known}{tail}")),
        ],
    ) {
        match catalogue::find(&path) {
            Some(call) => {
                prop_assert_eq!(call.path, path.as_str());
                prop_assert!(catalogue::is_upstream_path(&path));
                prop_assert!(!path.contains("..") && !path.contains('%') && !path.contains("//"));
            }
            None => prop_assert!(catalogue::all().all(|c| c.path != path)),
        }
    }
}
