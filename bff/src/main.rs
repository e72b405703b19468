//! `bff`: start Veneer's front door; `bff doctor`: check an upstream before a brand goes live.

use std::net::SocketAddr;
use std::path::PathBuf;

use bff::config::Config;
use bff::proxies::TrustedProxies;
use bff::reload::Overrides;
use bff::server::{Listeners, Watch};
use bff::session::Sealer;
use clap::{Parser, Subcommand};

/// Veneer's front door: brand by host, the upstream's protocol, sealed sessions, caches, pages.
#[derive(Debug, Parser)]
#[command(version, about, args_conflicts_with_subcommands = true)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    serve: Args,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Check an upstream before a brand goes live: read-only, a table of OK / WARN / FAIL, exit 1 on a FAIL.
    Doctor(DoctorArgs),
}

#[derive(Debug, clap::Args)]
struct DoctorArgs {
    /// The configuration directory (defaults.toml and brands/).
    #[arg(long, env = "VENEER_CONFIG", default_value = "config")]
    config: PathBuf,
    /// The upstream's base URL, e.g. https://www.brand.example.
    #[arg(long)]
    upstream: String,
    /// The merchant code the upstream knows the brand by.
    #[arg(long)]
    merchant: String,
    /// A brand of the configuration: its [features] and [upstream] timeout are checked against.
    #[arg(long)]
    brand: Option<String>,
    /// A test account: logs in once, then only the member's reads.
    #[arg(long, requires = "password")]
    user: Option<String>,
    /// The test account's password (better from the environment than the command line, which others may list);
    /// used only with --user.
    #[arg(long, env = "VENEER_DOCTOR_PASSWORD", hide_env_values = true)]
    password: Option<String>,
    /// The findings as JSON instead of the table.
    #[arg(long)]
    json: bool,
}

#[derive(Debug, clap::Args)]
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
    /// Export spans over OTLP/HTTP to this collector, e.g. http://127.0.0.1:4318 (overrides the file's
    /// `telemetry.otlp_endpoint`).
    #[arg(long, env = "VENEER_OTLP_ENDPOINT", value_parser = bff::config::otlp_endpoint)]
    otlp_endpoint: Option<String>,
}

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
enum LogFormat {
    Text,
    Json,
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    if let Some(Command::Doctor(args)) = cli.command {
        return doctor(args);
    }
    match run(cli.serve) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            // Display, not Debug: "config/brands/x.toml: theme.dark.primary: …" is what an operator needs.
            eprintln!("bff: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn run(args: Args) -> Result<(), Box<dyn std::error::Error>> {
    // The configuration first: it says whether spans are exported (loading it logs nothing).
    let mut config = Config::load(&args.config)?;
    if let Some(endpoint) = args.otlp_endpoint {
        config.defaults.telemetry.otlp_endpoint = Some(endpoint);
    }
    let export = logs(args.log_format, &config.defaults.telemetry)?;
    let overrides = Overrides { upstream_url: args.upstream_url.clone() };
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
    let served = bff::server::run(listeners, state, bff::app, watch);
    if let Some(export) = export {
        export.shutdown();
    }
    served?;
    tracing::info!("stopped");
    Ok(())
}

/// Log lines to stderr, filtered by `RUST_LOG` (default `info`); with `[telemetry] otlp_endpoint`, spans exported
/// beside them (their own filter: the BFF's spans, which are `debug` below the door, and its warnings).
fn logs(
    format: LogFormat,
    telemetry: &bff::config::TelemetryConfig,
) -> Result<Option<bff::trace::Export>, bff::trace::ExportError> {
    use tracing_subscriber::prelude::*;

    let filter = tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into());
    let lines = tracing_subscriber::fmt::layer()
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()));
    let lines = match format {
        LogFormat::Text => lines.with_filter(filter).boxed(),
        LogFormat::Json => lines.json().flatten_event(true).with_current_span(true).with_filter(filter).boxed(),
    };
    let registry = tracing_subscriber::registry().with(lines);
    match bff::trace::export(telemetry)? {
        Some((spans, export)) => {
            registry.with(spans).init();
            Ok(Some(export))
        }
        None => {
            registry.init();
            Ok(None)
        }
    }
}

/// `bff doctor`: 0 without a FAIL, 1 with one, 2 when the checks could not start (a bad configuration or flag).
fn doctor(args: DoctorArgs) -> std::process::ExitCode {
    let account = args.user.zip(args.password).map(|(user, password)| bff::doctor::Account { user, password });
    let order = bff::doctor::Order { upstream: args.upstream, merchant: args.merchant, brand: args.brand, account };
    let started = Config::load(&args.config).map_err(|e| e.to_string()).and_then(|config| {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().map_err(|e| e.to_string())?;
        runtime.block_on(bff::doctor::run(config, &order))
    });
    let report = match started {
        Ok(report) => report,
        Err(error) => {
            eprintln!("bff doctor: {error}");
            return std::process::ExitCode::from(2);
        }
    };
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report).unwrap_or_default());
    } else {
        print!("{}", report.table());
    }
    if report.worst() == bff::doctor::Grade::Fail {
        std::process::ExitCode::FAILURE
    } else {
        std::process::ExitCode::SUCCESS
    }
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
