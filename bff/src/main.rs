//! `bff`: start Veneer's front door.

use std::net::SocketAddr;
use std::path::PathBuf;

use bff::config::Config;
use bff::reload::Overrides;
use bff::session::Sealer;
use clap::Parser;
use tokio::net::TcpListener;

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

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = Args::parse();
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
    if let Some(url) = args.redis_url {
        config.defaults.throttle.redis = Some(url);
    }
    if let Some(dir) = args.locales {
        config.locales_dir = dir;
    }
    let server = &config.defaults.server;
    let listen = args.listen.unwrap_or(server.listen);
    let admin_listen = args.admin_listen.unwrap_or(server.admin_listen);
    let reload_every = server.reload_every;
    let sealer = session_keys()?;
    let brands: Vec<String> = config.brands.iter().map(|b| format!("{} ({})", b.id, b.hosts.join(", "))).collect();
    let public = TcpListener::bind(listen).await?;
    let admin = TcpListener::bind(admin_listen).await?;
    let state = bff::AppState::new(config, sealer)?;
    tokio::spawn(bff::reload::watch(state.clone(), args.config.clone(), overrides, reload_every));
    tracing::info!(brands = %brands.join("; "), "serving");
    // The first line is what tests and scripts wait for.
    println!("listening on http://{}", public.local_addr()?);
    println!("admin listening on http://{}", admin.local_addr()?);
    bff::serve(public, admin, state, shutdown()).await?;
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

async fn shutdown() {
    let ctrl_c = async { tokio::signal::ctrl_c().await.ok() };
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    tokio::select! { _ = ctrl_c => {}, _ = term => {} }
}
