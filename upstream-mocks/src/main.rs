//! `upstream-mocks`: start the mock alone, for integrators and tests.

use std::net::SocketAddr;
use std::time::Duration;

use clap::Parser;
use tokio::net::TcpListener;
use upstream_mocks::scenario::Scenario;
use upstream_mocks::state::{Mock, Settings};

/// A stateful, strict stand-in for the upstream platform.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Args {
    /// Address to listen on; port 0 picks a free port (printed on start).
    #[arg(long, env = "MOCK_LISTEN", default_value = "127.0.0.1:9090")]
    listen: SocketAddr,
    /// Base URL browsers reach the mock's images at (default: the listen address).
    #[arg(long, env = "MOCK_PUBLIC_URL")]
    public_url: Option<String>,
    /// Secret for the /__admin calls.
    #[arg(long, env = "MOCK_ADMIN_TOKEN", default_value = "mock-admin")]
    admin_token: String,
    /// Merchant codes to answer for (repeatable).
    #[arg(long = "merchant", env = "MOCK_MERCHANTS", value_delimiter = ',', default_value = upstream_mocks::seed::DEMO_MERCHANT)]
    merchants: Vec<String>,
    /// Idle time after which a session token dies, e.g. 30m.
    #[arg(long, default_value = "30m", value_parser = humantime::parse_duration)]
    session_idle: Duration,
    /// How many requests the journal (`/__admin/requests`) keeps.
    #[arg(long, env = "MOCK_JOURNAL_SIZE", default_value_t = upstream_mocks::journal::DEFAULT_SIZE)]
    journal_size: usize,
    /// Keep the data (members, wallets, registrations, sessions, RSA key) in this file across
    /// restarts; without it everything lives in memory and starts from the seed.
    #[arg(long, env = "MOCK_DATA")]
    data: Option<std::path::PathBuf>,
    /// Set the mock up from this scenario file (TOML; see upstream-mocks/scenarios/) at start.
    #[arg(long, env = "MOCK_SCENARIO")]
    scenario: Option<std::path::PathBuf>,
    /// Print the seeded demo accounts and exit.
    #[arg(long)]
    print_accounts: bool,
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()))
        .with_writer(std::io::stderr)
        .init();
    let args = Args::parse();
    if args.print_accounts {
        for (user, password, what) in upstream_mocks::seed::DEMO_ACCOUNTS {
            println!("{:<22}{what}", format!("{user} / {password}"));
        }
        return Ok(());
    }
    // A malformed scenario is refused before anything listens.
    let scenario = args.scenario.as_deref().map(Scenario::load).transpose().unwrap_or_else(|e| refuse_start(&e));
    let listener = TcpListener::bind(args.listen).await?;
    let addr = listener.local_addr()?;
    let settings = Settings {
        public_url: args.public_url.unwrap_or_else(|| format!("http://{addr}")),
        merchants: args.merchants,
        admin_token: args.admin_token,
        session_idle: args.session_idle,
        journal_size: args.journal_size,
    };
    let mock = match &args.data {
        Some(path) => upstream_mocks::persist::load_or_seed(path, settings).map_err(std::io::Error::other)?,
        None => Mock::new(settings),
    };
    if let (Some(scenario), Some(path)) = (&scenario, &args.scenario) {
        if let Err(e) = upstream_mocks::apply_scenario(&mock, scenario).await {
            refuse_start(&format!("{}: {e}", path.display()));
        }
        tracing::info!(path = %path.display(), "scenario carried out");
    }
    upstream_mocks::access::session::spawn_idle_sweeper(mock.clone());
    if let Some(path) = &args.data {
        upstream_mocks::persist::spawn_saver(mock.clone(), path.clone(), Duration::from_secs(1));
    }
    println!("listening on http://{addr}");
    upstream_mocks::serve(listener, mock.clone(), shutdown()).await?;
    if let Some(path) = &args.data {
        upstream_mocks::persist::save(&mock, path)?;
        tracing::info!(path = %path.display(), "saved the mock's data");
    }
    Ok(())
}

/// A start refused: the reason on stderr, exit status 2.
fn refuse_start(why: &str) -> ! {
    eprintln!("upstream-mocks: {why}");
    std::process::exit(2)
}

async fn shutdown() {
    let ctrl_c = async { tokio::signal::ctrl_c().await.ok() };
    #[cfg(unix)]
    let term = async {
        if let Ok(mut signal) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            signal.recv().await;
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! { _ = ctrl_c => {}, _ = term => {} }
}
