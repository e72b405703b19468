//! The benchmark's reference: a plain axum hello-world on the same runtime settings as the mock.
//! `cargo run --release -p upstream-mocks --example hello -- 127.0.0.1:0` prints `listening on …`.

use axum::Router;
use axum::routing::get;

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let addr = std::env::args().nth(1).unwrap_or_else(|| "127.0.0.1:0".into());
    let listener = tokio::net::TcpListener::bind(addr).await?;
    println!("listening on http://{}", listener.local_addr()?);
    axum::serve(listener, Router::new().route("/", get(|| async { "Hello, World!" }))).await
}
