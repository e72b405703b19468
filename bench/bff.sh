#!/usr/bin/env bash
# make bench: the BFF beside nginx (Debian's, as a reverse proxy to the same mock) and beside Next.js
# alone, loaded on loopback with the same tools and settings in one run. Prints every figure with its
# goal beside it; never passes or fails on time. Usage: bench/bff.sh [seconds per throughput run, default 10]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
SECONDS_PER_RUN="${1:-10}"
CONNECTIONS=64
RATE=2000

missing=()
command -v wrk >/dev/null || missing+=(wrk)
command -v nginx >/dev/null || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then say "installing ${missing[*]} (apt)"; apt_install "${missing[@]}"; fi
npm_deps "$ROOT/next-app"
say "cargo build --release"
cargo build --release --quiet -p bff -p upstream-mocks -p veneer-bench
[ -f next-app/.next/BUILD_ID ] || { say "next build"; (cd next-app && ./node_modules/.bin/next build >/dev/null); }

work=$(mktemp -d)
pids=()
cleanup() {
  [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
  kill "${pids[@]}" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT


# Starts a server in this shell (so the trap stops it) and waits for its "listening on" line.
start() { # name log binary args…
  local name="$1" log="$2"; shift 2
  "$@" >"$log" 2>"$log.err" &
  pids+=($!)
  for _ in $(seq 1 200); do grep -q "listening on" "$log" && return 0; sleep 0.05; done
  echo "$name did not start:" >&2; cat "$log.err" >&2; exit 1
}
url_of() { sed -n "s/^$1 on //p" "$2" | head -1; }

# The BFF's own configuration, with limits a benchmark's logins do not trip.
cp -r config "$work/config"
unthrottle_logins "$work/config"
# A benchmark's logins measure the login, not a slider: the demo brand's human check off.
sed -i -E '/^\[human_check\]/,/^\[/ s/^enabled = true/enabled = false/' "$work/config/brands/demo.toml"

start mock "$work/mock.out" target/release/upstream-mocks --listen 127.0.0.1:0
mock=$(url_of listening "$work/mock.out")
# Next's port first: the BFF must know where Next is, and Next where the BFF is.
next="http://127.0.0.1:$(free_port)"
export RUST_LOG=warn
start bff "$work/bff.out" target/release/bff --config "$work/config" --locales locales \
  --listen 127.0.0.1:0 --admin-listen 127.0.0.1:0 --upstream-url "$mock" --next-url "$next"
bff=$(url_of listening "$work/bff.out")
admin=$(url_of "admin listening" "$work/bff.out")
bff_pid=${pids[-1]}
(cd next-app && NEXT_TELEMETRY_DISABLED=1 BFF_INTERNAL_URL="$bff" exec ./node_modules/.bin/next start -p "${next##*:}" -H 127.0.0.1 >"$work/next.log" 2>&1) &
pids+=($!)
for _ in $(seq 1 200); do curl -s -o /dev/null "$next" && break; sleep 0.1; done

nginx_port=$(free_port)
cat >"$work/nginx.conf" <<NGINX
worker_processes auto;
pid $work/nginx.pid;
error_log $work/nginx.err warn;
events { worker_connections 4096; }
http {
  access_log off;
  upstream mock { server ${mock#http://}; keepalive 64; }
  server {
    listen 127.0.0.1:$nginx_port;
    location / {
      proxy_pass http://mock;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Merchant veneerdemo;
      proxy_set_header X-Forwarded-For \$remote_addr;
    }
  }
}
NGINX
nginx -p "$work" -c "$work/nginx.conf" -e "$work/nginx.err"
for _ in $(seq 1 100); do [ -s "$work/nginx.pid" ] && break; sleep 0.05; done
nginx_pid=$(cat "$work/nginx.pid")
nginx="http://127.0.0.1:$nginx_port"

# CPU seconds (user + system) of processes: the ones given and their children (nginx's workers).
cpu_seconds() {
  local total=0 pid
  for pid in "$@" $(for p in "$@"; do pgrep -P "$p" || true; done); do
    total=$(awk -v t="$total" '{print t + $14 + $15}' "/proc/$pid/stat")
  done
  awk -v t="$total" -v hz="$(getconf CLK_TCK)" 'BEGIN {print t / hz}'
}

# wrk, one thread, the same settings for every target: prints requests/s; sets REQUESTS.
throughput() { # label url [wrk header args…]
  local label="$1" url="$2"; shift 2
  wrk -t1 -c"$CONNECTIONS" -d1s "$@" "$url" >/dev/null 2>&1 # warm-up
  local out; out=$(wrk -t1 -c"$CONNECTIONS" -d"${SECONDS_PER_RUN}s" "$@" "$url")
  REQUESTS=$(awk '/requests in/ {print $1}' <<<"$out")
  local non2xx; non2xx=$(awk '/Non-2xx/ {print $NF}' <<<"$out"); non2xx=${non2xx:-0}
  RPS=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  printf '  %-44s %10.0f req/s   non-2xx %s\n' "$label" "$RPS" "$non2xx" >&2
}

PASS=/wps/agent/affiliate?code=AG0001\&domain=veneer.example
figure() { printf '%-62s %12s   goal %s\n' "$1" "$2" "$3"; }

echo "$(nproc) cores; wrk -t1 -c$CONNECTIONS, ${SECONDS_PER_RUN}s per run; fixed rate $RATE req/s" >&2
echo >&2
echo "passthrough of an uncached call ($PASS):" >&2
before=$(cpu_seconds "$nginx_pid"); throughput "nginx → mock" "$nginx$PASS"; nginx_rps=$RPS
nginx_cpu=$(awk -v a="$before" -v b="$(cpu_seconds "$nginx_pid")" -v n="$REQUESTS" 'BEGIN {print (b - a) / n * 1e6}')
before=$(cpu_seconds "$bff_pid"); throughput "BFF → mock" "$bff$PASS"; bff_rps=$RPS
bff_cpu=$(awk -v a="$before" -v b="$(cpu_seconds "$bff_pid")" -v n="$REQUESTS" 'BEGIN {print (b - a) / n * 1e6}')

echo "latency at a fixed $RATE req/s:" >&2
# Runs a veneer-bench measurement, shows its line under `label`, and prints the number after `field`.
measured() { # label field veneer-bench args…
  local label="$1" field="$2" out; shift 2
  out=$(target/release/veneer-bench "$@")
  printf '  %-16s %s\n' "$label" "$out" >&2
  sed -E "s/.*$field ([0-9]+).*/\1/" <<<"$out"
}
# Three rounds, the targets taking turns, and the median of each one's p99s: a burst of noise from
# elsewhere on the machine then spoils one run, not the figure.
median() { printf '%s\n' "$@" | sort -n | sed -n 2p; }
rate_seconds=$(( (SECONDS_PER_RUN + 1) / 2 ))
direct=(); via_nginx=(); via_bff=()
for _ in 1 2 3; do
  direct+=("$(measured "mock directly" p99_us rate "$mock$PASS" --header "Merchant: veneerdemo" --rate "$RATE" --seconds "$rate_seconds")")
  via_nginx+=("$(measured nginx p99_us rate "$nginx$PASS" --rate "$RATE" --seconds "$rate_seconds")")
  via_bff+=("$(measured BFF p99_us rate "$bff$PASS" --rate "$RATE" --seconds "$rate_seconds")")
done
direct_p99=$(median "${direct[@]}"); nginx_p99=$(median "${via_nginx[@]}"); bff_p99=$(median "${via_bff[@]}")

echo "a cached call, 1000 cold requests at once:" >&2
GAMES='/wps/relay/GCSGAME_gameList?platform=html5&clientType=2&gameType=LIVE&pageNo=1&pageSize=24'
curl -s -X POST "$admin/cache/purge" >/dev/null
curl -s -X DELETE "$mock/__admin/requests" -H 'X-Admin-Token: mock-admin' >/dev/null
target/release/veneer-bench burst "$bff$GAMES" --count 1000 | sed 's/^/  /' >&2
cold_calls=$(curl -s "$mock/__admin/requests?path=/wps/relay/GCSGAME_gameList" -H 'X-Admin-Token: mock-admin' | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')

echo "the home page:" >&2
throughput "Next.js alone" "$next/" -H "x-veneer-brand: demo" -H "x-veneer-state: normal" -H "x-veneer-locale: th"; next_rps=$RPS
throughput "BFF (pages from memory)" "$bff/"; page_rps=$RPS

echo "a category page and a filtered game list, warm:" >&2
# The list /rng asks when a visitor filters PG's slots to jackpots at 0.05 (the lobby's query constants).
LIST='/wps/relay/GCSGAME_gameList?clientType=3&platform=flash,html5-desktop&gameType=RNG&vassalage=PG&language=TH&gameClassify=JACKPOT&minBet=0.05&pageNo=1&pageSize=24'
curl -s -o /dev/null "$bff/rng"; curl -s -o /dev/null "$bff$LIST"
throughput "/rng, Next.js alone" "$next/rng" -H "x-veneer-brand: demo" -H "x-veneer-state: normal" -H "x-veneer-locale: th"; rng_next_rps=$RPS
throughput "/rng, BFF (pages from memory)" "$bff/rng"; rng_rps=$RPS
throughput "game list, nginx → mock" "$nginx$LIST"; list_nginx_rps=$RPS
throughput "game list, BFF (cached)" "$bff$LIST"; list_bff_rps=$RPS
rng_p99=(); list_nginx_p99=(); list_bff_p99=()
for _ in 1 2 3; do
  rng_p99+=("$(measured "/rng BFF" p99_us rate "$bff/rng" --rate "$RATE" --seconds "$rate_seconds")")
  list_nginx_p99+=("$(measured "list nginx" p99_us rate "$nginx$LIST" --rate "$RATE" --seconds "$rate_seconds")")
  list_bff_p99+=("$(measured "list BFF" p99_us rate "$bff$LIST" --rate "$RATE" --seconds "$rate_seconds")")
done

echo "1000 open connections:" >&2
coproc HOLD { target/release/veneer-bench hold "$bff/bff/healthz" --count 1000; }
read -r held <&"${HOLD[0]}"; echo "  $held" >&2
rss_mb=$(awk '/VmRSS/ {printf "%.1f", $2 / 1024}' "/proc/$bff_pid/status")
exec {HOLD[1]}>&-; wait "$HOLD_PID" 2>/dev/null || true

echo "login with 20 ms of upstream latency:" >&2
curl -s -X PUT "$mock/__admin/faults" -H 'X-Admin-Token: mock-admin' -H 'Content-Type: application/json' \
  -d '{"latency": {"fixed": "20ms", "jitter": "0ms"}}' >/dev/null
target/release/veneer-bench login "$bff" --count 3 >/dev/null # the BFF fetches the key once, as it would
bff_login=$(measured "through the BFF" mean_us login "$bff" --count 20)
direct_login=$(measured "key each time" mean_us login "$mock" --direct --count 20)
curl -s -X DELETE "$mock/__admin/faults" -H 'X-Admin-Token: mock-admin' >/dev/null

echo
figure "passthrough throughput, BFF ÷ nginx" "$(awk -v a="$bff_rps" -v b="$nginx_rps" 'BEGIN {printf "%.2f", a / b}')" "≥ 1.0"
figure "CPU per forwarded request, BFF ÷ nginx ($(printf '%.0f' "$bff_cpu") µs ÷ $(printf '%.0f' "$nginx_cpu") µs)" \
  "$(awk -v a="$bff_cpu" -v b="$nginx_cpu" 'BEGIN {printf "%.2f", a / b}')" "≤ 1.5"
figure "p99 latency added at $RATE req/s, BFF over the mock (nginx: $((nginx_p99 - direct_p99)) µs)" "$((bff_p99 - direct_p99)) µs" "≤ 150 µs"
figure "1000 concurrent cold requests for a cached call → upstream calls" "$cold_calls" "exactly 1"
figure "page throughput for /, BFF ÷ Next.js alone" "$(awk -v a="$page_rps" -v b="$next_rps" 'BEGIN {printf "%.1f", a / b}')" "≥ 20"
figure "/rng throughput, BFF ÷ Next.js alone ($(printf '%.0f' "$rng_rps") req/s)" "$(awk -v a="$rng_rps" -v b="$rng_next_rps" 'BEGIN {printf "%.1f", a / b}')" "≥ 20"
figure "/rng p99 at $RATE req/s through the BFF" "$(median "${rng_p99[@]}") µs" "—"
figure "filtered game list throughput, BFF ÷ nginx → mock" "$(awk -v a="$list_bff_rps" -v b="$list_nginx_rps" 'BEGIN {printf "%.2f", a / b}')" "≥ 1.0"
figure "filtered game list p99 at $RATE req/s, BFF (nginx → mock: $(median "${list_nginx_p99[@]}") µs)" "$(median "${list_bff_p99[@]}") µs" "—"
figure "resident memory at 1000 open connections" "$rss_mb MB" "≤ 40 MB"
figure "login latency, BFF ÷ key-fetching client (20 ms upstream)" "$(awk -v a="$bff_login" -v b="$direct_login" 'BEGIN {printf "%.2f", a / b}')" "≤ 0.6"
echo "(load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores; figures from a busy machine are noisy)"
