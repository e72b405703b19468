#!/usr/bin/env bash
# make lighthouse: Lighthouse (mobile) on /, /help, /down and /rng (a category page, 24 tiles) of the demo brand, served as `make run` serves
# it (release builds, Next's production build, through the BFF). Prints the figures beside their goals.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
chromium_deps
npm_deps "$ROOT/next-app"
npm_deps "$ROOT/bench/lighthouse"
say "cargo build --release"
cargo build --release --quiet -p bff -p upstream-mocks
say "next build"
(cd next-app && ./node_modules/.bin/next build >/dev/null)

work=$(mktemp -d)
pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null || true; wait 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
start() { # name log binary args…: waits for its "listening on" line
  local name="$1" log="$2"; shift 2
  "$@" >"$log" 2>"$log.err" &
  pids+=($!)
  for _ in $(seq 1 200); do grep -q "listening on" "$log" && return 0; sleep 0.05; done
  echo "$name did not start:" >&2; cat "$log.err" >&2; exit 1
}
start mock "$work/mock.out" target/release/upstream-mocks --listen 127.0.0.1:0
mock=$(sed -n 's/^listening on //p' "$work/mock.out" | head -1)
next_port=$(free_port)
export RUST_LOG=warn VENEER_SESSION_KEY="$(head -c 32 /dev/urandom | base64)"
start bff "$work/bff.out" target/release/bff --config config --listen 127.0.0.1:0 --admin-listen 127.0.0.1:0 --upstream-url "$mock" --next-url "http://127.0.0.1:$next_port"
bff=$(sed -n 's/^listening on //p' "$work/bff.out" | head -1)
(cd next-app && BFF_INTERNAL_URL="$bff" exec ./node_modules/.bin/next start -p "$next_port" -H 127.0.0.1 >"$work/next.log" 2>&1) &
pids+=($!)
for _ in $(seq 1 200); do curl -s -o /dev/null "http://127.0.0.1:$next_port" && break; sleep 0.1; done
# The demo brand answers on localhost; warm the caches as a visitor before would have.
site="http://localhost:${bff##*:}"
for path in / /help /down /rng; do curl -s -o /dev/null "$site$path"; done
say "lighthouse (mobile) on $site"
node bench/lighthouse/run.mjs "$site/" "$site/help" "$site/down" "$site/rng"
