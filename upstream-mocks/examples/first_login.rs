//! An integrator's first client of the upstream, against the mock: fetch the RSA modulus, log in with
//! an encrypted body (the `upstream-protocol` crate does the DES + RSA), then read the member's record
//! with the raw token. Start the mock first (see the README's quick start), then:
//!
//! ```sh
//! cargo run -p upstream-mocks --example first_login -- http://127.0.0.1:9090 demo01 abc123
//! ```

use upstream_protocol::crypto::RsaModulus;
use upstream_protocol::envelope::Envelope;
use upstream_protocol::headers;

const MERCHANT: &str = "veneerdemo";

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let base = args.next().unwrap_or_else(|| "http://127.0.0.1:9090".into());
    let username = args.next().unwrap_or_else(|| "demo01".into());
    let password = args.next().unwrap_or_else(|| "abc123".into());
    let http = reqwest::Client::new();

    // 1. The modulus, bare hex.
    let modulus = http.get(format!("{base}/wps/session/key/rsa")).header(headers::MERCHANT, MERCHANT).send().await?;
    let modulus = RsaModulus::parse(&modulus.text().await?)?;

    // 2. The login, encrypted in the V3 form (body plus Encryption, X-Digest and X-RSA).
    let login = serde_json::json!({"username": username, "password": password, "type": "username"});
    let sealed = modulus.encrypt_request(login.to_string().as_bytes());
    let answer: Envelope = http
        .post(format!("{base}/wps/session/login"))
        .header(headers::MERCHANT, MERCHANT)
        .header(reqwest::header::CONTENT_TYPE, "application/json")
        .header(headers::ENCRYPTION, sealed.encryption)
        .header(headers::DIGEST, sealed.digest)
        .header(headers::RSA, sealed.rsa)
        .body(sealed.body)
        .send()
        .await?
        .json()
        .await?;
    let Some(token) = answer.value.as_ref().and_then(|v| v["token"].as_str()).filter(|_| answer.success) else {
        return Err(format!("login refused: {} {}", answer.error_code, answer.message).into());
    };
    println!("logged in as {username}");

    // 3. A member call: the raw token in Authorization (no "Bearer").
    let info: Envelope = http
        .get(format!("{base}/wps/member/info"))
        .header(headers::MERCHANT, MERCHANT)
        .header(headers::AUTHORIZATION, token)
        .send()
        .await?
        .json()
        .await?;
    println!("{}", serde_json::to_string_pretty(&info.value)?);
    Ok(())
}
