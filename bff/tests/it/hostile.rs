//! Hostile input to the BFF: cookies a browser made up, brand files an operator mangled, requests to
//! the upstream's paths with anything in them. Each answers with a value, a refusal or an error that names
//! what is wrong, never a panic, and nothing outside the call catalogue reaches the upstream. Failures
//! proptest found are kept in hostile.proptest-regressions and tried first. `make test`
//! runs a few hundred cases of each; `make fuzz` (scripts/fuzz.sh) runs them for minutes.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use std::path::{Path, PathBuf};
use std::sync::LazyLock;

use axum::body::Body;
use bff::config::Config;
use bff::session::{Claims, Sealer};
use common::process::{rand_suffix, repo_config};
use common::*;
use proptest::prelude::*;

fn claims(token: String, user_name: String) -> Claims {
    Claims {
        token,
        user_name,
        customer_type: 0,
        first_time_login: false,
        password_expired: false,
        issued: 1,
        sealed_at: 1,
        remember: false,
        must_change_password: false,
        typed_password: None,
    }
}

/// One brand file of the shipped configuration with line `line` (wrapping) replaced by `junk`, in a
/// directory of its own.
fn mangled_config(line: prop::sample::Index, junk: &str) -> (PathBuf, PathBuf) {
    let dir = std::env::temp_dir().join(format!("veneer-hostile-{}-{}", std::process::id(), rand_suffix()));
    std::fs::create_dir_all(dir.join("brands/demo")).unwrap();
    std::fs::copy(repo_config().join("defaults.toml"), dir.join("defaults.toml")).unwrap();
    let original = std::fs::read_to_string(repo_config().join("brands/demo.toml")).unwrap();
    let mut lines: Vec<&str> = original.lines().collect();
    let at = line.index(lines.len());
    lines[at] = junk;
    let file = dir.join("brands/demo.toml");
    std::fs::write(&file, lines.join("\n")).unwrap();
    (dir, file)
}

/// What an operator's typing can put on a line of TOML.
fn toml_line() -> impl Strategy<Value = String> {
    prop_oneof![any::<String>(), r#"[a-z_.]{1,12} = ("[ -~]{0,12}"|[0-9-]{1,12}|true|\[\]|\{\})"#, r"\[[a-z_.]{0,12}\]"]
}

static RUNTIME: LazyLock<tokio::runtime::Runtime> =
    LazyLock::new(|| tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap());
/// The BFF over the real mock, shared by the cases (its throttles answer 429 soon: also an answer).
static STACK: LazyLock<Stack> = LazyLock::new(|| RUNTIME.block_on(stack()));

fn remove(dir: &Path) {
    let _ = std::fs::remove_dir_all(dir);
}

proptest! {
    #[test]
    fn a_cookie_a_browser_made_up_opens_to_nothing(text: String, brand in "[a-z]{1,8}") {
        let sealer = Sealer::random();
        prop_assert!(sealer.open(&text, &brand).is_none());
    }

    #[test]
    fn a_sealed_cookie_opens_for_its_brand_only_and_not_once_changed(
        token in "[0-9a-f]{1,40}",
        user in "[a-z0-9]{1,16}",
        at: prop::sample::Index,
        replacement in "[A-Za-z0-9_=+/-]",
    ) {
        let sealer = Sealer::random();
        let sealed = sealer.seal(&claims(token.clone(), user.clone()), "demo");
        let opened = sealer.open(&sealed, "demo").expect("its own cookie");
        prop_assert_eq!((opened.token, opened.user_name), (token, user));
        prop_assert!(sealer.open(&sealed, "other").is_none(), "another brand's cookie");
        prop_assert!(Sealer::random().open(&sealed, "demo").is_none(), "another key set's cookie");
        let mut changed = sealed.clone().into_bytes();
        let i = at.index(changed.len());
        changed[i] = replacement.as_bytes()[0];
        if changed != sealed.as_bytes() {
            prop_assert!(sealer.open(std::str::from_utf8(&changed).unwrap(), "demo").is_none());
        }
    }

    #[test]
    fn a_mangled_brand_file_loads_or_is_refused_by_name(line: prop::sample::Index, junk in toml_line()) {
        let (dir, file) = mangled_config(line, &junk);
        let loaded = Config::load(&dir);
        remove(&dir);
        if let Err(error) = loaded {
            let message = error.to_string();
            prop_assert!(
                message.contains(&*file.to_string_lossy()) || message.contains("no brand"),
                "the refusal names the file: {message}"
            );
        }
    }

    #[test]
    fn any_request_to_the_upstreams_paths_is_answered_in_the_envelope_and_only_catalogue_calls_go_on(
        method in prop::sample::select(vec!["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]),
        path in prop_oneof![
            "/(wps|lgw|lotto/lgw)/[a-zA-Z0-9_./%-]{0,32}",
            prop::sample::select(upstream_protocol::catalogue::all().map(|c| c.path.to_owned()).collect::<Vec<_>>()),
        ],
        query in proptest::option::of("[a-zA-Z0-9=&%._-]{0,24}"),
        cookie in proptest::option::of("[ -~]{0,60}"),
        body: Vec<u8>,
    ) {
        let uri = match &query {
            Some(query) => format!("{path}?{query}"),
            None => path.clone(),
        };
        let mut request = req(method, &uri).header("x-csrf", "1").header("content-type", "application/json");
        if let Some(cookie) = &cookie {
            request = request.header("cookie", cookie);
        }
        let Ok(request) = request.body(Body::from(body)) else {
            // Not a request a client could send (the URI or a header does not parse).
            return Ok(());
        };
        let reply = RUNTIME.block_on(call(&STACK.bff, request));
        prop_assert!(reply.status.as_u16() < 500, "{method} {uri}: {} {}", reply.status, reply.json);
        if !reply.status.is_success() {
            // The lottery gateway's own refusals pass through in its shape, {status, error, message, path,
            // timestamp} (upstream-mocks/docs/lottery.md); everything else is the envelope.
            let lottery_refusal = path.contains("/lgw/") && reply.json["error"].is_string();
            prop_assert!(reply.json["success"] == false || lottery_refusal, "{method} {uri}: {}", reply.json);
        }
        for seen in STACK.mock.journal.entries(None) {
            let seen_path = seen.path.split('?').next().unwrap_or_default();
            prop_assert!(
                upstream_protocol::catalogue::find(seen_path).is_some(),
                "{seen_path} reached the upstream"
            );
        }
    }
}
