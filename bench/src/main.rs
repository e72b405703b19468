//! `veneer-bench`: the measuring tools `bench/bff.sh` needs beside wrk (which measures throughput).
//!
//! - `rate`: an open-loop load at a fixed rate (requests are sent on schedule whatever the answers do,
//!   so a stalled server faces the full rate); prints latency percentiles.
//! - `burst`: N requests at once, each on its own connection, for a cold cache; prints the statuses.
//! - `hold`: N keep-alive connections, each after one answered request, held open until stdin closes.
//! - `soak`: a realistic mix at a fixed rate, or a ramp that finds the rate the site holds ([`soak`]).
//! - `login`: the mean login latency of a browser through the BFF (plain JSON), or of a client that
//!   fetches the RSA key before every login and encrypts itself (straight to the upstream).

// A load tool, not product code: a broken invariant (a poisoned lock, a panicked task, an unbuildable request)
// should stop the run loudly.
#![expect(clippy::expect_used, reason = "a broken invariant should stop the load run loudly")]

mod soak;

use std::time::{Duration, Instant};

use bytes::Bytes;
use clap::{Parser, Subcommand};
use http_body_util::{BodyExt as _, Full};
use hyper::Request;
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use tokio::io::AsyncReadExt as _;

#[derive(Parser)]
struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    Rate {
        url: String,
        /// Requests per second.
        #[arg(long)]
        rate: u32,
        #[arg(long, default_value_t = 10)]
        seconds: u64,
        /// `name: value`, repeatable.
        #[arg(long = "header")]
        headers: Vec<String>,
    },
    Burst {
        url: String,
        #[arg(long, default_value_t = 1000)]
        count: usize,
        #[arg(long = "header")]
        headers: Vec<String>,
    },
    Hold {
        url: String,
        #[arg(long, default_value_t = 1000)]
        count: usize,
    },
    Soak {
        /// The site (the balancer of `make cluster`).
        url: String,
        /// A BFF's admin listener that reveals human-check answers (`human_check.reveal_answers`).
        #[arg(long)]
        admin: String,
        /// Requests per second (open loop).
        #[arg(long, default_value_t = 100)]
        rate: u32,
        /// How long the load lasts, or each step of the ramp.
        #[arg(long, default_value_t = 60)]
        seconds: u64,
        /// Find the capacity instead: closed loop at rising concurrency.
        #[arg(long)]
        ramp: bool,
        /// `user:password`, comma-separated: the accounts logins take in turn (the mock's real-money ones).
        #[arg(
            long,
            value_delimiter = ',',
            default_value = "demo01:abc123,agent01:abc123,agent02:abc123,agent41:abc123,agent42:abc123"
        )]
        accounts: Vec<String>,
    },
    Login {
        /// The BFF (plain JSON, X-CSRF) or, with `--direct`, the upstream itself.
        url: String,
        #[arg(long)]
        direct: bool,
        #[arg(long, default_value_t = 20)]
        count: u32,
        #[arg(long, default_value = "demo01")]
        username: String,
        #[arg(long, default_value = "abc123")]
        password: String,
    },
}

type Http = Client<HttpConnector, Full<Bytes>>;

fn client(max_idle: usize) -> Http {
    let mut connector = HttpConnector::new();
    connector.set_nodelay(true);
    Client::builder(TokioExecutor::new()).pool_max_idle_per_host(max_idle).build(connector)
}

fn request(method: &str, url: &str, headers: &[String], body: Bytes) -> Request<Full<Bytes>> {
    let mut builder = Request::builder().method(method).uri(url);
    for header in headers {
        if let Some((name, value)) = header.split_once(':') {
            builder = builder.header(name.trim(), value.trim());
        }
    }
    builder.body(Full::new(body)).expect("a valid request")
}

/// Sends and reads the whole answer: its status and body.
async fn exchange(http: &Http, req: Request<Full<Bytes>>) -> Result<(u16, Bytes), String> {
    let response = http.request(req).await.map_err(|e| e.to_string())?;
    let status = response.status().as_u16();
    let body = response.into_body().collect().await.map_err(|e| e.to_string())?.to_bytes();
    Ok((status, body))
}

/// One thread: the load generator should take as little of the machine as it can.
#[tokio::main(flavor = "current_thread")]
async fn main() {
    match Args::parse().command {
        Command::Rate { url, rate, seconds, headers } => fixed_rate(&url, rate, seconds, &headers).await,
        Command::Burst { url, count, headers } => burst(&url, count, &headers).await,
        Command::Hold { url, count } => hold(&url, count).await,
        Command::Soak { url, admin, rate, seconds, ramp, accounts } => {
            let accounts = accounts
                .iter()
                .filter_map(|a| a.split_once(':').map(|(user, password)| (user.to_owned(), password.to_owned())))
                .collect();
            soak::run(soak::Soak { site: url, admin, accounts }, rate, seconds, ramp).await;
        }
        Command::Login { url, direct, count, username, password } => {
            login(&url, direct, count, &username, &password).await;
        }
    }
}

async fn fixed_rate(url: &str, rate: u32, seconds: u64, headers: &[String]) {
    let http = client(256);
    // Warm the pool first, so connection set-up is not measured.
    for _ in 0..8 {
        let _ = exchange(&http, request("GET", url, headers, Bytes::new())).await;
    }
    let total = u64::from(rate) * seconds;
    let interval = Duration::from_secs(1) / rate;
    let start = Instant::now() + Duration::from_millis(10);
    let mut tasks = Vec::with_capacity(total as usize);
    for i in 0..total {
        let scheduled: Instant = start + interval * u32::try_from(i).expect("fewer than 4e9 requests");
        tokio::time::sleep_until(scheduled.into()).await;
        let (http, req) = (http.clone(), request("GET", url, headers, Bytes::new()));
        tasks.push(tokio::spawn(async move {
            // Timed from the moment it is sent: the timer releases requests a millisecond at a time,
            // and the sender never waits for answers, so a slow server still faces the full rate.
            let sent = Instant::now();
            let ok = matches!(exchange(&http, req).await, Ok((200..=299, _)));
            (ok, sent.elapsed())
        }));
    }
    let mut latencies = Vec::with_capacity(tasks.len());
    let mut errors = 0;
    for task in tasks {
        let (ok, latency) = task.await.expect("the task ends");
        errors += usize::from(!ok);
        latencies.push(latency);
    }
    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() as f64 * q) as usize).min(latencies.len() - 1)].as_micros();
    println!(
        "requests {} errors {errors} p50_us {} p90_us {} p99_us {} max_us {}",
        latencies.len(),
        at(0.5),
        at(0.9),
        at(0.99),
        at(1.0)
    );
}

async fn burst(url: &str, count: usize, headers: &[String]) {
    let started = Instant::now();
    let tasks: Vec<_> = (0..count)
        .map(|_| {
            // A client each: every request its own connection, all at once.
            let (http, req) = (client(1), request("GET", url, headers, Bytes::new()));
            tokio::spawn(async move { exchange(&http, req).await.map(|(status, _)| status) })
        })
        .collect();
    let mut by_status = std::collections::BTreeMap::new();
    for task in tasks {
        let key = match task.await.expect("the task ends") {
            Ok(status) => status.to_string(),
            Err(_) => "error".to_owned(),
        };
        *by_status.entry(key).or_insert(0) += 1;
    }
    println!("answered {by_status:?} in {} ms", started.elapsed().as_millis());
}

async fn hold(url: &str, count: usize) {
    let mut clients = Vec::with_capacity(count);
    let mut ok = 0;
    for _ in 0..count {
        let http = client(1);
        ok += usize::from(matches!(exchange(&http, request("GET", url, &[], Bytes::new())).await, Ok((200..=299, _))));
        clients.push(http);
    }
    println!("holding {count} connections ({ok} answered)");
    // Until the script closes our stdin.
    let mut sink = Vec::new();
    let _ = tokio::io::stdin().read_to_end(&mut sink).await;
    drop(clients);
}

async fn login(url: &str, direct: bool, count: u32, username: &str, password: &str) {
    let http = client(4);
    let payload = serde_json::json!({"username": username, "password": password, "captcha": null, "type": "username",
        "loginDeviceId": "00000000-0000-4000-8000-000000000000", "isSms": false, "isOfficialAppLogin": false});
    let plaintext = serde_json::to_vec(&payload).expect("JSON");
    let mut total = Duration::ZERO;
    let mut failures = 0;
    for _ in 0..count {
        let started = Instant::now();
        let answer = if direct {
            // What a client without the BFF does for every login: fetch the key, encrypt, send.
            let merchant = ["Merchant: veneerdemo".to_owned()];
            let key =
                exchange(&http, request("GET", &format!("{url}/wps/session/key/rsa"), &merchant, Bytes::new())).await;
            let modulus = key.ok().and_then(|(_, body)| {
                upstream_protocol::crypto::RsaModulus::parse(std::str::from_utf8(&body).ok()?).ok()
            });
            let Some(modulus) = modulus else {
                failures += 1;
                continue;
            };
            let encrypted = modulus.encrypt_request(&plaintext);
            let headers = [
                "Merchant: veneerdemo".to_owned(),
                "Content-Type: application/json".to_owned(),
                format!("Encryption: {}", encrypted.encryption),
                format!("X-Digest: {}", encrypted.digest),
                format!("X-RSA: {}", encrypted.rsa),
            ];
            exchange(&http, request("POST", &format!("{url}/wps/session/login"), &headers, encrypted.body.into())).await
        } else {
            let headers = ["Content-Type: application/json".to_owned(), "X-CSRF: 1".to_owned()];
            exchange(&http, request("POST", &format!("{url}/wps/session/login"), &headers, plaintext.clone().into()))
                .await
        };
        let succeeded = answer.is_ok_and(|(_, body)| {
            serde_json::from_slice::<serde_json::Value>(&body).is_ok_and(|j| j["success"] == true)
        });
        failures += u32::from(!succeeded);
        total += started.elapsed();
    }
    println!("logins {count} failures {failures} mean_us {}", (total / count.max(1)).as_micros());
}
