# syntax=docker/dockerfile:1
# Builds one of the two Rust services: --build-arg SERVICE=bff (default) or SERVICE=upstream-mocks.
FROM rust:1.95-slim-bookworm AS build
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

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates=20230311* \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 veneer
WORKDIR /app
COPY --from=build /service /app/service
COPY config /app/config
COPY locales /app/locales
USER 10001
# The BFF listens on 8080, the mock on 9090; both take their address from the environment.
ENV VENEER_CONFIG=/app/config VENEER_LISTEN=0.0.0.0:8080 MOCK_LISTEN=0.0.0.0:9090
EXPOSE 8080 9090
ENTRYPOINT ["/app/service"]
