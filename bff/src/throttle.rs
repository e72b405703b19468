//! Token buckets that hold abusive calls before the upstream sees them (login attempts, SMS codes,
//! captchas, password resets, registrations).
//!
//! A bucket has room for `burst` calls and gains one back every `every` (the brand's `[limits]`);
//! both stores run the same GCRA. Without Redis the buckets live in this process (governor); with
//! `throttle.redis` they live in Redis, so every replica draws from the same buckets, and if Redis
//! cannot be reached the process's own buckets stand in (logged) rather than letting everything by.
//! The same Redis keeps single-use marks for every replica ([`Throttles::first_use`], for [`crate::marks`]).

use std::collections::HashMap;
use std::num::NonZeroU32;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use governor::clock::{Clock as _, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use parking_lot::Mutex;
use tokio::sync::OnceCell;

use crate::config::{Limits, Rate};

/// One kind of bucket; each visitor address, user name or mobile number has its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Bucket {
    /// Login attempts from one client address.
    LoginPerAddress,
    /// Login attempts for one member (user name or mobile number).
    LoginPerUser,
    /// SMS codes asked for from one client address.
    SmsPerAddress,
    /// SMS codes asked for one mobile number.
    SmsPerNumber,
    /// Captcha images for one client address.
    CaptchaPerAddress,
    /// Password resets from one client address.
    PasswordResetPerAddress,
    /// Registrations from one client address.
    RegisterPerAddress,
    /// Human-check challenges for one client address.
    HumanCheckPerAddress,
}

impl Bucket {
    /// This kind's rate in a brand's `[limits]`.
    pub fn rate(self, limits: &Limits) -> Rate {
        match self {
            Bucket::LoginPerAddress => limits.login_per_address,
            Bucket::LoginPerUser => limits.login_per_user,
            Bucket::SmsPerAddress => limits.sms_per_address,
            Bucket::SmsPerNumber => limits.sms_per_number,
            Bucket::CaptchaPerAddress => limits.captcha_per_address,
            Bucket::PasswordResetPerAddress => limits.password_reset_per_address,
            Bucket::RegisterPerAddress => limits.register_per_address,
            Bucket::HumanCheckPerAddress => limits.human_check_per_address,
        }
    }

    /// For logs and Redis keys; never shown to a visitor (the refusal does not say which bucket tripped).
    pub fn name(self) -> &'static str {
        match self {
            Bucket::LoginPerAddress => "login_per_address",
            Bucket::LoginPerUser => "login_per_user",
            Bucket::SmsPerAddress => "sms_per_address",
            Bucket::SmsPerNumber => "sms_per_number",
            Bucket::CaptchaPerAddress => "captcha_per_address",
            Bucket::PasswordResetPerAddress => "password_reset_per_address",
            Bucket::RegisterPerAddress => "register_per_address",
            Bucket::HumanCheckPerAddress => "human_check_per_address",
        }
    }
}

/// A bucket to draw from: its kind and whose it is (an address, a user name, a number).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draw {
    /// Which limit applies.
    pub bucket: Bucket,
    /// Whose bucket: a client address, a lower-cased user name, or a dialing code and number (digits only).
    pub owner: String,
}

/// Local limiters are cleaned of idle owners after this many draws.
const CLEAN_EVERY: u64 = 10_000;

/// In-process buckets of one kind for one brand at one rate, by owner.
type LocalBuckets = Arc<DefaultKeyedRateLimiter<String>>;

/// The buckets of every brand.
pub struct Throttles {
    local: Mutex<HashMap<(String, Bucket, Rate), LocalBuckets>>,
    redis: Option<SharedBuckets>,
    draws: AtomicU64,
}

impl Throttles {
    /// In-process buckets, or Redis's at `redis_url` (connected on first use).
    pub fn new(redis_url: Option<&str>, redis_timeout: Duration) -> Result<Self, redis::RedisError> {
        let redis = redis_url.map(|url| SharedBuckets::new(url, redis_timeout)).transpose()?;
        Ok(Self { local: Mutex::default(), redis, draws: AtomicU64::new(0) })
    }

    /// Draws one token from each bucket; `Err(wait)` when one is empty (the longest wait of those).
    pub async fn draw(&self, brand_id: &str, limits: &Limits, draws: &[Draw]) -> Result<(), Duration> {
        let mut wait = Duration::ZERO;
        for draw in draws {
            let rate = draw.bucket.rate(limits);
            let outcome = match &self.redis {
                Some(shared) => match redis_seen(shared.draw(brand_id, draw, rate).await) {
                    Ok(outcome) => outcome,
                    Err(error) => {
                        tracing::warn!(%error, "Redis unreachable: throttling in this process alone");
                        self.draw_locally(brand_id, draw, rate)
                    }
                },
                None => self.draw_locally(brand_id, draw, rate),
            };
            if let Err(this_wait) = outcome {
                tracing::info!(brand = brand_id, bucket = draw.bucket.name(), "throttled");
                ::metrics::counter!(crate::metrics::THROTTLED, "bucket" => draw.bucket.name()).increment(1);
                wait = wait.max(this_wait);
            }
        }
        if wait.is_zero() { Ok(()) } else { Err(wait) }
    }

    /// With Redis, marks `key` used for `ttl` across every replica: `Some(true)` the first time,
    /// `Some(false)` after. `None` without Redis, or when it cannot be reached (logged): the caller
    /// keeps its own marks then.
    pub async fn first_use(&self, key: &str, ttl: Duration) -> Option<bool> {
        let shared = self.redis.as_ref()?;
        match redis_seen(shared.mark(key, ttl).await) {
            Ok(fresh) => Some(fresh),
            Err(error) => {
                tracing::warn!(%error, "Redis unreachable: single-use marks kept in this process alone");
                None
            }
        }
    }

    /// Whether Redis answers a `PING`: `None` without Redis (readiness reports it).
    pub async fn redis_reachable(&self) -> Option<bool> {
        let shared = self.redis.as_ref()?;
        match redis_seen(shared.ping().await) {
            Ok(()) => Some(true),
            Err(error) => {
                tracing::warn!(%error, "Redis unreachable");
                Some(false)
            }
        }
    }

    fn draw_locally(&self, brand_id: &str, draw: &Draw, rate: Rate) -> Result<(), Duration> {
        let limiter = {
            let mut limiters = self.local.lock();
            if self.draws.fetch_add(1, Ordering::Relaxed) % CLEAN_EVERY == CLEAN_EVERY - 1 {
                limiters.values().for_each(|l| l.retain_recent());
            }
            limiters
                .entry((brand_id.to_owned(), draw.bucket, rate))
                .or_insert_with(|| Arc::new(RateLimiter::keyed(quota(rate))))
                .clone()
        };
        limiter.check_key(&draw.owner).map_err(|not_until| not_until.wait_time_from(DefaultClock::default().now()))
    }
}

/// A Redis call's result, its success or failure set in `bff_redis_up` on the way.
fn redis_seen<T>(result: Result<T, redis::RedisError>) -> Result<T, redis::RedisError> {
    ::metrics::gauge!(crate::metrics::REDIS_UP).set(f64::from(u8::from(result.is_ok())));
    result
}

#[expect(clippy::expect_used, reason = "the period is at least one nanosecond")]
fn quota(rate: Rate) -> Quota {
    let every = rate.every.max(Duration::from_nanos(1));
    Quota::with_period(every).expect("a positive period").allow_burst(rate.burst)
}

/// GCRA in Redis, on the server's clock so replicas agree. Returns `{allowed, wait_ms}`.
const GCRA: &str = r"
local interval = tonumber(ARGV[1])
local tolerance = interval * (tonumber(ARGV[2]) - 1)
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local tat = tonumber(redis.call('GET', KEYS[1]) or now)
if tat < now then tat = now end
if tat - now > tolerance then
  return {0, tat - tolerance - now}
end
local next_tat = tat + interval
redis.call('SET', KEYS[1], next_tat, 'PX', next_tat - now)
return {1, 0}
";

/// Buckets shared through Redis.
struct SharedBuckets {
    client: redis::Client,
    connection: OnceCell<redis::aio::ConnectionManager>,
    script: redis::Script,
    timeout: Duration,
}

impl SharedBuckets {
    fn new(url: &str, timeout: Duration) -> Result<Self, redis::RedisError> {
        Ok(Self {
            client: redis::Client::open(url)?,
            connection: OnceCell::new(),
            script: redis::Script::new(GCRA),
            timeout,
        })
    }

    async fn connection(&self) -> Result<&redis::aio::ConnectionManager, redis::RedisError> {
        self.connection
            .get_or_try_init(|| {
                let config = redis::aio::ConnectionManagerConfig::new()
                    .set_connection_timeout(Some(self.timeout))
                    .set_response_timeout(Some(self.timeout))
                    .set_number_of_retries(1);
                self.client.get_connection_manager_with_config(config)
            })
            .await
    }

    async fn ping(&self) -> Result<(), redis::RedisError> {
        let connection = self.connection().await?;
        redis::cmd("PING").query_async::<String>(&mut connection.clone()).await.map(drop)
    }

    /// `SET veneer:once:<key> 1 NX PX <ttl>`: whether this is the first mark.
    async fn mark(&self, key: &str, ttl: Duration) -> Result<bool, redis::RedisError> {
        let connection = self.connection().await?;
        let ttl_ms = u64::try_from(ttl.as_millis()).unwrap_or(u64::MAX).max(1);
        let set: Option<String> = redis::cmd("SET")
            .arg(format!("veneer:once:{key}"))
            .arg(1)
            .arg("NX")
            .arg("PX")
            .arg(ttl_ms)
            .query_async(&mut connection.clone())
            .await?;
        Ok(set.is_some())
    }

    async fn draw(&self, brand_id: &str, draw: &Draw, rate: Rate) -> Result<Result<(), Duration>, redis::RedisError> {
        let connection = self.connection().await?;
        // Owners are visitor input: bounded, so a long user name cannot make a huge key.
        let owner: String = draw.owner.chars().take(128).collect();
        let key = format!("veneer:throttle:{brand_id}:{}:{owner}", draw.bucket.name());
        let interval_ms = u64::try_from(rate.every.as_millis()).unwrap_or(u64::MAX).max(1);
        let (allowed, wait_ms): (u8, u64) =
            self.script.key(key).arg(interval_ms).arg(rate.burst.get()).invoke_async(&mut connection.clone()).await?;
        Ok(if allowed == 1 { Ok(()) } else { Err(Duration::from_millis(wait_ms.max(1))) })
    }
}

/// A rate for tests and examples.
#[expect(clippy::expect_used, reason = "a helper for tests and examples, which pass a positive burst")]
pub fn rate(burst: u32, every: Duration) -> Rate {
    Rate { burst: NonZeroU32::new(burst).expect("a positive burst"), every }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(login_per_user: Rate) -> Limits {
        let any = rate(100, Duration::from_secs(1));
        Limits {
            login_per_address: any,
            login_per_user,
            sms_per_address: any,
            sms_per_number: any,
            captcha_per_address: any,
            password_reset_per_address: any,
            register_per_address: any,
            human_check_per_address: any,
        }
    }

    #[tokio::test]
    async fn a_bucket_lets_its_burst_through_then_says_how_long_to_wait() {
        let throttles = Throttles::new(None, Duration::from_secs(1)).unwrap();
        let limits = limits(rate(3, Duration::from_secs(60)));
        let draw = |owner: &str| [Draw { bucket: Bucket::LoginPerUser, owner: owner.into() }];
        for _ in 0..3 {
            assert!(throttles.draw("demo", &limits, &draw("demo01")).await.is_ok());
        }
        let wait = throttles.draw("demo", &limits, &draw("demo01")).await.unwrap_err();
        assert!(wait > Duration::from_secs(50) && wait <= Duration::from_secs(60), "{wait:?}");
        assert!(throttles.draw("demo", &limits, &draw("demo02")).await.is_ok(), "each owner has a bucket");
        assert!(throttles.draw("other", &limits, &draw("demo01")).await.is_ok(), "each brand has its buckets");
    }

    #[tokio::test]
    async fn tokens_come_back_over_time() {
        let throttles = Throttles::new(None, Duration::from_secs(1)).unwrap();
        let limits = limits(rate(1, Duration::from_millis(50)));
        let draw = [Draw { bucket: Bucket::LoginPerUser, owner: "x".into() }];
        assert!(throttles.draw("demo", &limits, &draw).await.is_ok());
        assert!(throttles.draw("demo", &limits, &draw).await.is_err());
        tokio::time::sleep(Duration::from_millis(60)).await;
        assert!(throttles.draw("demo", &limits, &draw).await.is_ok());
    }
}
