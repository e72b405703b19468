//! `bff`: start Veneer's front door.

use std::net::SocketAddr;
use std::path::PathBuf;

use bff::config::Config;
use bff::proxies::TrustedProxies;
use bff::reload::Overrides;
use bff::server::{Listeners, Watch};
use bff::session::Sealer;
use clap::Parser;

/// Veneer's front door: brand by host, the upstream's protocol, sealed sessions, caches, pages.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Args {
    /// The configuration directory (defaults.toml and brands/).
    #[arg(long, env = "VENEER_CONFIG", default_value = "config")]
    config: PathBuf,
    /// Address to listen on (overrides the file); port 0 picks a free port, printed on start.
    #[arg(long, env = "VENEER_LISTEN")]
    listen: Option<SocketAddr>,
    /// The admin listener's address (metrics, readiness, cache purge; overrides the file).
    #[arg(long, env = "VENEER_ADMIN_LISTEN")]
    admin_listen: Option<SocketAddr>,
    /// `text` (for people) or `json` (one object per line, for log collectors).
    #[arg(long, env = "VENEER_LOG_FORMAT", default_value = "text")]
    log_format: LogFormat,
    /// Point every brand at this upstream (overrides the files).
    #[arg(long, env = "VENEER_UPSTREAM_URL")]
    upstream_url: Option<String>,
    /// The Next.js server (overrides the file).
    #[arg(long, env = "VENEER_NEXT_URL")]
    next_url: Option<String>,
    /// The load balancers whose X-Forwarded-For / X-Forwarded-Proto are believed: addresses and ranges,
    /// comma-separated (`10.0.0.0/8,127.0.0.1`; replaces the file's `server.trusted_proxies`).
    #[arg(long, env = "VENEER_TRUSTED_PROXIES")]
    trusted_proxies: Option<TrustedProxies>,
    /// Redis holding the throttles' buckets, shared by every replica (overrides the file).
    #[arg(long, env = "VENEER_REDIS_URL")]
    redis_url: Option<String>,
    /// The locale files whose `bff` namespace holds the BFF's messages (default: beside the config directory).
    #[arg(long, env = "VENEER_LOCALES")]
    locales: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
enum LogFormat {
    Text,
    Json,
}

fn main() -> std::process::ExitCode {
    match run(Args::parse()) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            // Display, not Debug: "config/brands/x.toml: theme.dark.primary: …" is what an operator needs.
            eprintln!("bff: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn run(args: Args) -> Result<(), Box<dyn std::error::Error>> {
    let logs = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()))
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()));
    match args.log_format {
        LogFormat::Text => logs.init(),
        LogFormat::Json => logs.json().flatten_event(true).with_current_span(true).init(),
    }
    let overrides = Overrides { upstream_url: args.upstream_url.clone() };
    let mut config = Config::load(&args.config)?;
    overrides.apply(&mut config);
    if let Some(url) = args.next_url {
        config.defaults.server.next_url = url;
    }
    if let Some(proxies) = args.trusted_proxies {
        config.defaults.server.trusted_proxies = proxies;
    }
    if let Some(url) = args.redis_url {
        config.defaults.throttle.redis = Some(url);
    }
    if let Some(dir) = args.locales {
        config.locales_dir = dir;
    }
    let server = &config.defaults.server;
    let workers = match server.workers {
        0 => std::thread::available_parallelism().map_or(1, usize::from),
        n => n,
    };
    let listeners = Listeners::bind(
        args.listen.unwrap_or(server.listen),
        args.admin_listen.unwrap_or(server.admin_listen),
        workers,
    )?;
    let watch = Watch { dir: args.config.clone(), overrides, every: server.reload_every };
    let brands: Vec<String> = config.brands.iter().map(|b| format!("{} ({})", b.id, b.hosts.join(", "))).collect();
    let state = bff::AppState::new(config, session_keys()?)?;
    tracing::info!(brands = %brands.join("; "), workers, "serving");
    // The first line is what tests and scripts wait for.
    println!("listening on http://{}", listeners.public_addr()?);
    println!("admin listening on http://{}", listeners.admin_addr()?);
    bff::server::run(listeners, state, watch)?;
    tracing::info!("stopped");
    Ok(())
}

/// `VENEER_SESSION_KEYS` (newest first, comma-separated) or `VENEER_SESSION_KEY`; a random key without either.
fn session_keys() -> Result<Sealer, bff::session::BadSessionKey> {
    match std::env::var("VENEER_SESSION_KEYS").or_else(|_| std::env::var("VENEER_SESSION_KEY")) {
        Ok(keys) => Sealer::from_base64(&keys),
        Err(_) => {
            tracing::warn!("VENEER_SESSION_KEYS is not set: using a random key, so sessions end when the BFF restarts");
            Ok(Sealer::random())
        }
    }
}
