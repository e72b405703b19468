#!/usr/bin/env bash
# make run: build everything in release mode and start mock, BFF and Next.js; Ctrl-C stops all three.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

PORT="${PORT:-8080}"
MOCK_PORT="${MOCK_PORT:-9090}"
NEXT_PORT="${NEXT_PORT:-3000}"
ADMIN_PORT="${ADMIN_PORT:-9180}"
for port in "$PORT" "$MOCK_PORT" "$NEXT_PORT" "$ADMIN_PORT"; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    echo "port $port is already in use: stop what runs there, or choose ports with PORT=, MOCK_PORT=, NEXT_PORT=, ADMIN_PORT=" >&2
    exit 1
  fi
done

npm_deps "$ROOT/next-app"
say "cargo build --release"
cargo build --release --quiet -p bff -p upstream-mocks
say "next build"
(cd next-app && ./node_modules/.bin/next build >/dev/null)

mkdir -p .run
# A session key that survives restarts of `make run`, never committed.
[ -s .run/session-key ] || head -c 32 /dev/urandom | base64 > .run/session-key
export VENEER_SESSION_KEYS="$(cat .run/session-key)"

pids=()
stop() {
  trap - INT TERM EXIT
  echo; say "stopping"
  kill "${pids[@]}" 2>/dev/null || true
  wait "${pids[@]}" 2>/dev/null || true
  say "stopped"
}
trap stop EXIT
trap 'stop; exit 0' INT TERM

# Waits until a server prints its "listening on" line (or dies).
wait_for() {
  local name="$1" log="$2" pid="$3"
  for _ in $(seq 1 100); do
    grep -q "listening on\|Ready in\|started server" "$log" 2>/dev/null && return 0
    kill -0 "$pid" 2>/dev/null || { echo "$name failed to start:" >&2; tail -20 "$log" >&2; exit 1; }
    sleep 0.1
  done
  echo "$name did not start in 10 s" >&2; tail -20 "$log" >&2; exit 1
}

# Each service runs in its own session: Ctrl-C reaches only this script, which then stops them.
setsid target/release/upstream-mocks --listen "127.0.0.1:$MOCK_PORT" >.run/mock.log 2>&1 &
pids+=($!); wait_for mock .run/mock.log $!
(cd next-app && BFF_INTERNAL_URL="http://127.0.0.1:$PORT" \
  exec setsid ./node_modules/.bin/next start -p "$NEXT_PORT" -H 127.0.0.1) >.run/next.log 2>&1 &
pids+=($!); wait_for next .run/next.log $!
# The demo brand's identity pages (third-party sign-in) are the mock's: on another mock port, a copy of the
# configuration names that port.
CONFIG=config
if [ "$MOCK_PORT" != 9090 ]; then
  rm -rf .run/config && cp -r config .run/config && CONFIG=.run/config
  sed -i "s|http://127.0.0.1:9090/__identity/|http://127.0.0.1:$MOCK_PORT/__identity/|" .run/config/brands/demo.toml
fi
setsid target/release/bff --config "$CONFIG" --listen "127.0.0.1:$PORT" --admin-listen "127.0.0.1:$ADMIN_PORT" \
  --upstream-url "http://127.0.0.1:$MOCK_PORT" --next-url "http://127.0.0.1:$NEXT_PORT" >.run/bff.log 2>&1 &
pids+=($!); wait_for bff .run/bff.log $!

cat <<MSG

  Veneer is running:  http://localhost:$PORT

  Demo accounts (brand "Veneer Demo", served on localhost and 127.0.0.1):
$(target/release/upstream-mocks --print-accounts | sed 's/^/    /')

  Upstream mock:      http://127.0.0.1:$MOCK_PORT   (admin token: mock-admin)
  BFF admin:          http://127.0.0.1:$ADMIN_PORT/metrics, /ready, POST /cache/purge
  Logs:               .run/bff.log  .run/next.log  .run/mock.log
  Ctrl-C stops everything.

MSG
wait -n "${pids[@]}" || true
echo "a service stopped unexpectedly; see the logs in .run/" >&2
exit 1
