#!/usr/bin/env bash
# make lighthouse: the front's speed on a phone, on the stack `make run` serves (release builds, Next's production
# build, through the BFF), demo brand:
#   - Lighthouse 12 (mobile) on every page of the speed budget, in Thai and English, median of RUNS (3) runs;
#   - interaction to next paint of opening the login window, switching the language and opening the member centre,
#     with the CPU slowed 4× (bench/lighthouse/interactions.mjs; demo01 logs in, the brand's human check off);
#   - TRACE=1 also: where the main thread's time goes on / (bench/lighthouse/profile.mjs; a profiling build with
#     source maps, so React's phases and each source file are named).
# Figures beside their goals, not a test: it never fails on them. The byte budgets are a test (make test).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
chromium_deps
npm_deps "$ROOT/next-app"
npm_deps "$ROOT/bench/lighthouse"
say "cargo build --release"
cargo build --release --quiet -p bff -p upstream-mocks
say "next build${TRACE:+ (profiling, with source maps)}"
if [ -n "${TRACE:-}" ]; then
  (cd next-app && VENEER_SOURCE_MAPS=1 ./node_modules/.bin/next build --profile >/dev/null)
else
  (cd next-app && ./node_modules/.bin/next build >/dev/null)
fi

work=$(mktemp -d)
pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null || true; wait 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
start() { # name log binary args…: waits for its "listening on" line
  local name="$1" log="$2"; shift 2
  "$@" >"$log" 2>"$log.err" &
  pids+=($!)
  for _ in $(seq 1 200); do grep -q "listening on" "$log" && return 0; sleep 0.05; done
  echo "$name did not start:" >&2; cat "$log.err" >&2; exit 1
}
start mock "$work/mock.out" target/release/upstream-mocks --listen 127.0.0.1:0
mock=$(sed -n 's/^listening on //p' "$work/mock.out" | head -1)
# The configuration as shipped, but the demo brand's identity pages on this mock and its human check off (the
# interactions log demo01 in by typing, as a script cannot drag the slider).
config=$(config_copy "${mock##*:}" "$work/config")
sed -i '/^\[human_check\]/,/^\[/ s/^enabled = true/enabled = false/' "$config/brands/demo.toml"
next_port=$(free_port)
export RUST_LOG=warn VENEER_SESSION_KEY="$(head -c 32 /dev/urandom | base64)"
start bff "$work/bff.out" target/release/bff --config "$config" --listen 127.0.0.1:0 --admin-listen 127.0.0.1:0 --upstream-url "$mock" --next-url "http://127.0.0.1:$next_port"
bff=$(sed -n 's/^listening on //p' "$work/bff.out" | head -1)
(cd next-app && BFF_INTERNAL_URL="$bff" exec ./node_modules/.bin/next start -p "$next_port" -H 127.0.0.1 >"$work/next.log" 2>&1) &
pids+=($!)
for _ in $(seq 1 200); do curl -s -o /dev/null "http://127.0.0.1:$next_port" && break; sleep 0.1; done
# The demo brand answers on localhost.
site="http://localhost:${bff##*:}"
promo=$(curl -s "$site/promotions" | grep -o 'promoDetail?id=[0-9A-Za-z_-]*' | head -1)
pages=(/ /rng /live /help /promotions "/${promo:-promoDetail}" /pointMall /lottery /down)
# Warm the BFF's caches as visitors before would have.
for path in "${pages[@]}"; do for lang in th en; do curl -s -o /dev/null -H "Cookie: lang=$lang" "$site$path"; done; done
say "lighthouse (mobile) on $site, ${RUNS:-3} runs a page and language"
node bench/lighthouse/run.mjs "${pages[@]/#/$site}"
say "interactions (CPU 4× slower)"
node bench/lighthouse/interactions.mjs "$site" demo01 abc123 "${RUNS:-3}"
if [ -n "${TRACE:-}" ]; then
  say "main thread on / (CPU 4× slower; profiling build)"
  node bench/lighthouse/profile.mjs --phases-over 20 "$site/"
fi
