//! `soak`: what a day of visitors does, compressed: page views, cached public reads, logins (the human check
//! answered the way the e2e fixtures answer it, through a BFF admin listener that reveals answers, by the demo
//! accounts in turn), balance reads and game launches of logged-in members (the game then ended on the
//! upstream's game page, as a player leaving it; one open game per member is the upstream's rule), mixed at
//! random in fixed proportions.
//!
//! - `--ramp`: closed loop at rising concurrency, a few seconds each; prints each step's throughput and the
//!   best (`capacity <requests/s>`), which `make soak` halves.
//! - otherwise an open loop at `--rate` for `--seconds` (requests leave on schedule whatever the answers do),
//!   then per kind: requests, errors (a 5xx or no answer; the first one described), refusals (a 4xx, or an
//!   envelope with `success: false`; counted by error code), p50 and p99.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bytes::Bytes;

use crate::{Http, client, exchange, request};

/// What a visitor asks for, and how often (out of 100).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    Page,
    Cached,
    Login,
    Balance,
    Launch,
}

const MIX: [(Kind, u32); 5] =
    [(Kind::Page, 25), (Kind::Cached, 45), (Kind::Login, 3), (Kind::Balance, 17), (Kind::Launch, 10)];

const PAGES: [&str; 4] = ["/", "/help", "/promotions", "/lobby"];
const CACHED: [&str; 4] =
    ["/bff/bootstrap", "/wps/relay/ODSFE2_getWinnerBoard", "/wps/system/whitelabel", "/wps/system/countryCode"];
const LAUNCH: &str = "/wps/game/launchGame?launchMode=GLS&accountType=1&platform=html5&clientType=2&gameId=pg-0002\
                      &nodeId=10002&vassalage=PG&language=TH&confirmTrans=0&webView=false&isCoin=false";
/// Logged-in members at any time: a login replaces one (the one it replaces walks away without logging out).
const MEMBERS: usize = 16;

/// How one request went.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Outcome {
    Ok,
    /// The error code (or the status) the site refused with.
    Refused(String),
    /// What went wrong: a status and body, or the transport's error.
    Error(String),
}

#[derive(Default)]
struct Tally {
    latencies: Vec<Duration>,
    refused: BTreeMap<String, usize>,
    errors: usize,
    first_error: Option<String>,
}

/// The load's shared state: the site, the members' session cookies, what happened.
struct Visitors {
    http: Http,
    site: String,
    admin: String,
    /// `(user name, password)`: logins take them in turn.
    accounts: Vec<(String, String)>,
    logins: Mutex<usize>,
    members: Mutex<Vec<String>>,
    tallies: Mutex<BTreeMap<Kind, Tally>>,
    /// A small xorshift: which kind, page and member comes next (no need for a cryptographic generator).
    dice: Mutex<u64>,
}

impl Visitors {
    fn roll(&self, below: u64) -> u64 {
        let mut x = self.dice.lock().expect("not poisoned");
        *x ^= *x << 13;
        *x ^= *x >> 7;
        *x ^= *x << 17;
        *x % below
    }

    fn pick_kind(&self) -> Kind {
        let mut roll = self.roll(100) as u32;
        for (kind, weight) in MIX {
            if roll < weight {
                return kind;
            }
            roll -= weight;
        }
        Kind::Cached
    }

    fn member(&self) -> Option<String> {
        let members = self.members.lock().expect("not poisoned");
        (!members.is_empty()).then(|| members[self.roll(members.len() as u64) as usize].clone())
    }

    async fn get(&self, path: &str, cookie: Option<&str>) -> Result<(u16, Bytes), String> {
        let headers: Vec<String> = cookie.map(|c| format!("Cookie: {c}")).into_iter().collect();
        exchange(&self.http, request("GET", &format!("{}{path}", self.site), &headers, Bytes::new())).await
    }

    /// A POST as the site's pages send it: its status, the `veneer_…` cookie it sets (if any), its body.
    async fn post(&self, path: &str, cookie: Option<&str>, body: serde_json::Value) -> Result<Posted, String> {
        let mut headers = vec!["Content-Type: application/json".to_owned(), "X-CSRF: 1".to_owned()];
        headers.extend(cookie.map(|c| format!("Cookie: {c}")));
        let url = format!("{}{path}", self.site);
        let response = self.http.request(request("POST", &url, &headers, body.to_string().into())).await;
        let response = response.map_err(|e| e.to_string())?;
        let status = response.status().as_u16();
        let cookie = response.headers().get_all("set-cookie").iter().find_map(|v| {
            let pair = v.to_str().ok()?.split(';').next()?;
            pair.starts_with("veneer_").then(|| pair.to_owned())
        });
        let body = http_body_util::BodyExt::collect(response.into_body()).await.map_err(|e| e.to_string())?;
        Ok(Posted { status, cookie, body: body.to_bytes() })
    }

    /// The human check answered, then the login: the member's session cookie.
    async fn log_in(&self) -> Result<String, Outcome> {
        let failed = |answer: &Result<Posted, String>| match answer {
            Ok(posted) => judge(Ok((posted.status, posted.body.clone())), true),
            Err(error) => Outcome::Error(error.clone()),
        };
        let challenge = self.post("/bff/human-check", None, serde_json::json!({})).await;
        let id = match &challenge {
            Ok(posted) if posted.status == 200 => envelope(&posted.body)["value"]["id"].as_str().map(str::to_owned),
            _ => None,
        };
        let Some(id) = id else { return Err(failed(&challenge)) };
        let reveal = request("GET", &format!("{}/human-check/{id}", self.admin), &[], Bytes::new());
        let x = match exchange(&self.http, reveal).await {
            Ok((200, body)) => envelope(&body)["x"].clone(),
            other => return Err(Outcome::Error(format!("the admin listener revealed no answer: {other:?}"))),
        };
        let answer = serde_json::json!({"x": x, "durationMs": 900});
        let passed = self.post(&format!("/bff/human-check/{id}"), None, answer).await;
        let Some(pass) = passed.as_ref().ok().and_then(|p| p.cookie.clone().filter(|c| c.starts_with("veneer_human=")))
        else {
            return Err(failed(&passed));
        };
        let (username, password) = {
            let mut logins = self.logins.lock().expect("not poisoned");
            *logins += 1;
            self.accounts[*logins % self.accounts.len()].clone()
        };
        let credentials = serde_json::json!({"username": username, "password": password, "type": "username"});
        let login = self.post("/wps/session/login", Some(&pass), credentials).await;
        match login.as_ref().ok().and_then(|p| p.cookie.clone().filter(|c| c.starts_with("veneer_session="))) {
            Some(session) => Ok(session),
            None => Err(failed(&login)),
        }
    }

    /// One request of `kind`, timed and tallied.
    async fn visit(&self, kind: Kind) {
        let started = Instant::now();
        let outcome = match kind {
            Kind::Page => judge(self.get(PAGES[self.roll(PAGES.len() as u64) as usize], None).await, false),
            Kind::Cached => judge(self.get(CACHED[self.roll(CACHED.len() as u64) as usize], None).await, true),
            Kind::Balance => match self.member() {
                Some(cookie) => judge(self.get("/wps/v2/wallets/balance", Some(&cookie)).await, true),
                None => Outcome::Refused("no member".into()),
            },
            Kind::Launch => match self.member() {
                Some(cookie) => self.launch(&cookie).await,
                None => Outcome::Refused("no member".into()),
            },
            Kind::Login => match self.log_in().await {
                Ok(cookie) => {
                    let mut members = self.members.lock().expect("not poisoned");
                    if members.len() < MEMBERS {
                        members.push(cookie);
                    } else {
                        let slot = self.roll(MEMBERS as u64) as usize;
                        members[slot] = cookie;
                    }
                    Outcome::Ok
                }
                Err(outcome) => outcome,
            },
        };
        let elapsed = started.elapsed();
        let mut tallies = self.tallies.lock().expect("not poisoned");
        let tally = tallies.entry(kind).or_default();
        tally.latencies.push(elapsed);
        match outcome {
            Outcome::Ok => {}
            Outcome::Refused(code) => *tally.refused.entry(code).or_default() += 1,
            Outcome::Error(what) => {
                tally.errors += 1;
                tally.first_error.get_or_insert(what);
            }
        }
    }

    /// A game launched through the site (timed), then left on the game's own page (not timed: the upstream's).
    async fn launch(&self, cookie: &str) -> Outcome {
        let answer = self.get(LAUNCH, Some(cookie)).await;
        let outcome = judge(answer.clone(), true);
        let game_url = answer
            .ok()
            .and_then(|(_, body)| envelope(&body)["value"]["content"]["game_url"].as_str().map(str::to_owned));
        if let (Outcome::Ok, Some(game_url)) = (&outcome, game_url) {
            let end = request("POST", &format!("{game_url}/end"), &[], Bytes::new());
            let _ = exchange(&self.http, end).await;
        }
        outcome
    }

    fn take_tallies(&self) -> BTreeMap<Kind, Tally> {
        std::mem::take(&mut *self.tallies.lock().expect("not poisoned"))
    }
}

/// What a POST answered.
struct Posted {
    status: u16,
    cookie: Option<String>,
    body: Bytes,
}

fn envelope(body: &[u8]) -> serde_json::Value {
    serde_json::from_slice(body).unwrap_or_default()
}

/// A 5xx or no answer is an error; a 4xx, or an envelope saying `success: false`, a refusal.
fn judge(answer: Result<(u16, Bytes), String>, is_envelope: bool) -> Outcome {
    match answer {
        Ok((status @ 0..=499, body)) => {
            let answer = envelope(&body);
            match answer["errorCode"].as_str().filter(|code| !code.is_empty()) {
                _ if (200..300).contains(&status) && (!is_envelope || answer["success"] == true) => Outcome::Ok,
                Some(code) => Outcome::Refused(code.to_owned()),
                None => Outcome::Refused(status.to_string()),
            }
        }
        Ok((status, body)) => Outcome::Error(format!("{status} {}", String::from_utf8_lossy(&body))),
        Err(error) => Outcome::Error(error),
    }
}

pub struct Soak {
    pub site: String,
    pub admin: String,
    pub accounts: Vec<(String, String)>,
}

pub async fn run(soak: Soak, rate: u32, seconds: u64, ramp: bool) {
    let visitors = Arc::new(Visitors {
        http: client(512),
        site: soak.site,
        admin: soak.admin,
        accounts: soak.accounts,
        logins: Mutex::new(0),
        members: Mutex::new(Vec::new()),
        tallies: Mutex::new(BTreeMap::new()),
        dice: Mutex::new(0x9E37_79B9_7F4A_7C15),
    });
    // Members logged in before the clock starts, so balance reads and launches have sessions at once.
    for _ in 0..MEMBERS / 2 {
        visitors.visit(Kind::Login).await;
    }
    let warm_up = visitors.take_tallies();
    let logged_in = visitors.members.lock().expect("not poisoned").len();
    let why = warm_up.values().find_map(|t| t.first_error.clone().or_else(|| t.refused.keys().next().cloned()));
    assert!(logged_in > 0, "no member could log in (is the admin listener revealing answers?): {why:?}");
    if ramp {
        ramp_up(&visitors, seconds).await;
    } else {
        open_loop(&visitors, rate, seconds).await;
        report(&visitors.take_tallies(), seconds);
    }
}

/// Closed loop at 4, 16 and 64 visitors at once, `seconds` each.
async fn ramp_up(visitors: &Arc<Visitors>, seconds: u64) {
    let mut best = 0.0_f64;
    for concurrency in [4, 16, 64] {
        let until = Instant::now() + Duration::from_secs(seconds);
        let workers: Vec<_> = (0..concurrency)
            .map(|_| {
                let visitors = visitors.clone();
                tokio::spawn(async move {
                    while Instant::now() < until {
                        visitors.visit(visitors.pick_kind()).await;
                    }
                })
            })
            .collect();
        for worker in workers {
            worker.await.expect("the worker ends");
        }
        let tallies = visitors.take_tallies();
        let done: usize = tallies.values().map(|t| t.latencies.len()).sum();
        let errors: usize = tallies.values().map(|t| t.errors).sum();
        let refused: usize = tallies.values().flat_map(|t| t.refused.values()).sum();
        let throughput = done as f64 / seconds as f64;
        println!("ramp concurrency {concurrency} requests_per_s {throughput:.0} errors {errors} refused {refused}");
        if errors == 0 {
            best = best.max(throughput);
        }
    }
    println!("capacity {best:.0}");
}

async fn open_loop(visitors: &Arc<Visitors>, rate: u32, seconds: u64) {
    let total = u64::from(rate) * seconds;
    let interval = Duration::from_secs(1) / rate.max(1);
    let start = Instant::now() + Duration::from_millis(10);
    let mut in_flight = Vec::new();
    for i in 0..total {
        let scheduled = start + interval * u32::try_from(i).expect("fewer than 4e9 requests");
        tokio::time::sleep_until(scheduled.into()).await;
        let visitors = visitors.clone();
        let kind = visitors.pick_kind();
        in_flight.push(tokio::spawn(async move { visitors.visit(kind).await }));
        // Keep the list of tasks short: the finished ones are done with.
        if in_flight.len() >= 4096 {
            in_flight.retain(|task| !task.is_finished());
        }
    }
    for task in in_flight {
        task.await.expect("the task ends");
    }
}

fn report(tallies: &BTreeMap<Kind, Tally>, seconds: u64) {
    let millis = |d: Duration| d.as_secs_f64() * 1000.0;
    let mut all = Vec::new();
    let (mut errors, mut refused) = (0, 0);
    for (kind, tally) in tallies {
        let mut latencies = tally.latencies.clone();
        latencies.sort();
        let at = |q: f64| millis(latencies[((latencies.len() as f64 * q) as usize).min(latencies.len() - 1)]);
        let refusals: usize = tally.refused.values().sum();
        println!(
            "kind {:<8} requests {:>7} errors {:>4} refused {:>4} p50_ms {:>7.2} p99_ms {:>7.2}",
            format!("{kind:?}").to_lowercase(),
            latencies.len(),
            tally.errors,
            refusals,
            at(0.5),
            at(0.99)
        );
        if refusals > 0 {
            println!("  refused: {:?}", tally.refused);
        }
        if let Some(first) = &tally.first_error {
            println!("  first error: {}", first.chars().take(300).collect::<String>());
        }
        all.extend(latencies);
        errors += tally.errors;
        refused += refusals;
    }
    all.sort();
    let at = |q: f64| millis(all[((all.len() as f64 * q) as usize).min(all.len().saturating_sub(1))]);
    println!(
        "total requests {} in {seconds} s errors {errors} refused {refused} p50_ms {:.2} p99_ms {:.2}",
        all.len(),
        at(0.5),
        at(0.99)
    );
}
