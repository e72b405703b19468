#!/usr/bin/env bash
# The mock must never be the bottleneck of our benchmarks: its throughput on system status and on a
# game-list page, next to a plain axum hello-world measured in the same run. Prints figures and
# ratios; never passes or fails on time. Usage: bench/mock.sh [seconds per run, default 10]
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_PER_RUN="${1:-10}"
command -v wrk >/dev/null || { echo "installing wrk (apt)"; sudo_=""; [ "$(id -u)" -eq 0 ] || sudo_=sudo; $sudo_ apt-get install -y -qq wrk >/dev/null; }

cargo build --release --quiet -p upstream-mocks --bin upstream-mocks --example hello
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT

# Not in $(…): the server must be this shell's child, so the trap can stop it.
start() { # variable binary args… → sets the variable to the base URL
  local var="$1" out; shift; out=$(mktemp)
  "$@" >"$out" 2>/dev/null &
  pids+=($!)
  for _ in $(seq 1 100); do grep -q "listening on" "$out" && break; sleep 0.05; done
  printf -v "$var" '%s' "$(sed -n 's/^listening on //p' "$out")"
  rm -f "$out"
}

start hello target/release/examples/hello 127.0.0.1:0
start mock target/release/upstream-mocks --listen 127.0.0.1:0

# wrk gets one thread and the server the runtime's workers: both share this machine's cores.
measure() { # name url [header]
  local name="$1" url="$2"; shift 2
  wrk -t1 -c64 -d1s "$@" "$url" >/dev/null 2>&1 # warm-up
  local out; out=$(wrk -t1 -c64 -d"${SECONDS_PER_RUN}s" --latency "$@" "$url")
  local rps p99 non2xx
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  non2xx=$(awk '/Non-2xx/ {print $NF}' <<<"$out"); non2xx=${non2xx:-0}
  printf '%-34s %12.0f req/s   p99 %8s   non-2xx %s\n' "$name" "$rps" "$p99" "$non2xx" >&2
  echo "$rps"
}

echo "$(nproc) cores, ${SECONDS_PER_RUN}s per run, 64 connections" >&2
ref=$(measure "axum hello-world (reference)" "$hello/")
status=$(measure "mock /wps/system/status" "$mock/wps/system/status" -H "Merchant: veneerdemo")
games=$(measure "mock game list (page of 24)" \
  "$mock/wps/relay/GCSGAME_gameList?platform=html5&clientType=2&gameType=RNG&pageNo=2&pageSize=24" -H "Merchant: veneerdemo")

echo
awk -v r="$ref" -v s="$status" -v g="$games" 'BEGIN {
  printf "ratio to hello-world:  system status %.2f   game list %.2f   (goal: at least 0.50)\n", s / r, g / r
}'
