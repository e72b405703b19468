//! Serving the BFF: one single-threaded runtime per worker (a core by default), each accepting on its
//! own `SO_REUSEPORT` socket of the public address, so a request lives on one thread from accept to
//! answer, with that thread's own upstream connections ([`crate::upstream`]): no work stealing, no
//! wake-ups across threads. The process's own thread runs the admin listener, the brand-file watcher
//! and the shutdown: on SIGTERM or Ctrl-C every worker stops accepting and finishes the requests in
//! flight (at most `server.shutdown_grace`).

use std::io;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use hyper::Request;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use socket2::{Domain, Protocol, Socket, Type};
use tokio::sync::watch;
use tower::ServiceBuilder;

use crate::reload::{self, Overrides};
use crate::{AppState, admin};

/// The bound sockets: one per worker on the public address, and the admin listener.
pub struct Listeners {
    public: Vec<std::net::TcpListener>,
    admin: std::net::TcpListener,
}

impl Listeners {
    /// Binds `workers` sockets to `public` (port 0: a free port, the same for all) and one to `admin`.
    pub fn bind(public: SocketAddr, admin: SocketAddr, workers: usize) -> io::Result<Self> {
        let first = reuse_port_listener(public)?;
        let public = first.local_addr()?;
        let mut sockets = vec![first];
        for _ in 1..workers.max(1) {
            sockets.push(reuse_port_listener(public)?);
        }
        Ok(Self { public: sockets, admin: plain_listener(admin)? })
    }

    /// The public address bound (with the port picked when port 0 was asked for).
    pub fn public_addr(&self) -> io::Result<SocketAddr> {
        self.public[0].local_addr()
    }

    /// The admin listener's address bound.
    pub fn admin_addr(&self) -> io::Result<SocketAddr> {
        self.admin.local_addr()
    }
}

fn socket_for(addr: SocketAddr) -> io::Result<Socket> {
    let socket = Socket::new(Domain::for_address(addr), Type::STREAM, Some(Protocol::TCP))?;
    socket.set_reuse_address(true)?;
    socket.set_nonblocking(true)?;
    Ok(socket)
}

fn listening(socket: Socket, addr: SocketAddr) -> io::Result<std::net::TcpListener> {
    socket.bind(&addr.into())?;
    socket.listen(4096)?;
    Ok(socket.into())
}

fn reuse_port_listener(addr: SocketAddr) -> io::Result<std::net::TcpListener> {
    let socket = socket_for(addr)?;
    socket.set_reuse_port(true)?;
    listening(socket, addr)
}

fn plain_listener(addr: SocketAddr) -> io::Result<std::net::TcpListener> {
    listening(socket_for(addr)?, addr)
}

/// Where the brand files are watched from.
pub struct Watch {
    /// The configuration directory (`defaults.toml` and `brands/`).
    pub dir: PathBuf,
    /// The command line's settings, laid over every reload.
    pub overrides: Overrides,
    /// How often the files are looked at (`server.reload_every`).
    pub every: Duration,
}

/// Serves until SIGTERM or Ctrl-C, then shuts down gracefully.
/// `app` builds the public router (the composition root's, handed in: nothing here calls back into it).
pub fn run(listeners: Listeners, state: AppState, app: fn(AppState) -> Router, watch: Watch) -> io::Result<()> {
    let grace = state.config.server.shutdown_grace;
    let (stop, stopped) = watch::channel(false);
    let mut workers = Vec::new();
    for (i, listener) in listeners.public.into_iter().enumerate() {
        let (state, stopped) = (state.clone(), stopped.clone());
        workers.push(std::thread::Builder::new().name(format!("bff-worker-{i}")).spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
            runtime.block_on(serve_public(listener, app(state.clone()), state, stopped))
        })?);
    }
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    runtime.block_on(async move {
        tokio::spawn(reload::watch(state.clone(), watch.dir, watch.overrides, watch.every));
        tokio::spawn(give_back_memory(state.config.server.trim_every));
        let admin = tokio::net::TcpListener::from_std(listeners.admin)?;
        let admin = axum::serve(admin, admin::router(state)).with_graceful_shutdown(stopped_signal(stopped));
        tokio::spawn(admin.into_future());
        shutdown_signal().await;
        tracing::info!("shutting down: no new connections; finishing the requests in flight");
        let _ = stop.send(true);
        let joined = tokio::task::spawn_blocking(move || {
            workers.into_iter().map(std::thread::JoinHandle::join).collect::<Vec<_>>()
        });
        match tokio::time::timeout(grace, joined).await {
            Ok(Ok(results)) => {
                for result in results {
                    if let Ok(Err(error)) = result {
                        tracing::error!(%error, "a worker failed");
                    }
                }
            }
            Ok(Err(_)) => tracing::error!("a worker panicked"),
            Err(_) => tracing::warn!(?grace, "requests still in flight after the grace period; stopping anyway"),
        }
        Ok(())
    })
}

/// One worker: the public surface on its socket until told to stop, then its connections' requests
/// in flight finished. HTTP/1.1 (TLS and HTTP/2 end at the load balancer), hyper driven directly:
/// a kept-alive connection costs its two small buffers, and a client gets `server.header_timeout`
/// to send a request's head (no slow-loris).
async fn serve_public(
    listener: std::net::TcpListener,
    router: Router,
    state: AppState,
    mut stopped: watch::Receiver<bool>,
) -> io::Result<()> {
    let listener = tokio::net::TcpListener::from_std(listener)?;
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(state.config.server.header_timeout);
    let connections = GracefulShutdown::new();
    loop {
        let (tcp, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of file descriptors, usually: wait a moment rather than spin.
                    tracing::warn!(%error, "accept failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = stopped.wait_for(|stop| *stop) => break,
        };
        // No Nagle: an answer written in pieces (a kept page around its nonces) must not wait for an ACK.
        let _ = tcp.set_nodelay(true);
        let service = ServiceBuilder::new()
            .map_request(move |mut request: Request<Incoming>| {
                request.extensions_mut().insert(ConnectInfo(peer));
                request
            })
            .service(router.clone());
        let connection = connections.watch(http.serve_connection(TokioIo::new(tcp), TowerToHyperService::new(service)));
        tokio::spawn(async move {
            if let Err(error) = connection.await {
                tracing::debug!(%error, "connection ended with an error");
            }
        });
    }
    drop(listener);
    connections.shutdown().await;
    Ok(())
}

/// After a burst (a thousand requests at once, each with its buffers), glibc keeps the freed memory
/// in its arenas; handing it back now and then keeps the resident size to what is in use.
#[allow(unsafe_code, reason = "malloc_trim is glibc's own call; no Rust value is involved")]
async fn give_back_memory(every: Duration) {
    loop {
        tokio::time::sleep(every).await;
        // SAFETY: malloc_trim only returns free pages of the allocator's own arenas to the system.
        #[cfg(target_env = "gnu")]
        unsafe {
            libc::malloc_trim(0);
        }
    }
}

async fn stopped_signal(mut stopped: watch::Receiver<bool>) {
    let _ = stopped.wait_for(|stop| *stop).await;
}

async fn shutdown_signal() {
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
