# syntax=docker/dockerfile:1
# Builds one of the two Rust services: --build-arg SERVICE=bff (default) or SERVICE=upstream-mocks.
# Bases pinned to the exact toolchain and Debian point release the project is built and tested on.
FROM rust:1.95.0-slim-bookworm AS build
WORKDIR /src
COPY Cargo.toml Cargo.lock rustfmt.toml ./
COPY upstream-protocol upstream-protocol
COPY bff bff
COPY upstream-mocks upstream-mocks
COPY bench bench
# The BFF builds English, its last-resort messages, in from locales/en.json.
COPY locales locales
ARG SERVICE=bff
RUN cargo build --release --locked -p "${SERVICE}" \
 && cp "target/release/${SERVICE}" /service

FROM debian:12.11-slim
# No CA bundle: both services' TLS clients carry their own roots (webpki-roots).
RUN useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin veneer
WORKDIR /app
COPY --from=build /service /app/service
COPY config /app/config
COPY locales /app/locales
COPY docker/healthcheck.sh /app/healthcheck.sh
USER 10001
# The BFF listens on 8080 (its admin listener, /ready and /metrics, on 9180: never publish it), the mock on
# 9090; all take their address from the environment. The health check asks the BFF's liveness (/bff/healthz);
# the mock's image is built with --build-arg HEALTH_PORT=9090 HEALTH_PATH=/wps/session/key/rsa.
ARG HEALTH_PORT=8080
ARG HEALTH_PATH=/bff/healthz
ENV VENEER_CONFIG=/app/config VENEER_LISTEN=0.0.0.0:8080 VENEER_ADMIN_LISTEN=0.0.0.0:9180 \
    MOCK_LISTEN=0.0.0.0:9090 HEALTH_PORT=${HEALTH_PORT} HEALTH_PATH=${HEALTH_PATH}
EXPOSE 8080 9180 9090
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 CMD ["/app/healthcheck.sh"]
ENTRYPOINT ["/app/service"]
