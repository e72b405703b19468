#!/usr/bin/env bash
# make run: build everything (release; PROFILE=debug for a quicker build) and start mock, BFF and Next.js;
# Ctrl-C stops all three.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

PORT="${PORT:-8080}"
MOCK_PORT="${MOCK_PORT:-9090}"
NEXT_PORT="${NEXT_PORT:-3000}"
ADMIN_PORT="${ADMIN_PORT:-9180}"
ports_free "$PORT" "$MOCK_PORT" "$NEXT_PORT" "$ADMIN_PORT"

npm_deps "$ROOT/next-app"
build_servers
say "next build"
(cd next-app && ./node_modules/.bin/next build >/dev/null)
session_keys
CONFIG=$(config_for_mock "$MOCK_PORT" .run/config)

trap stop_services EXIT
trap 'stop_services; exit 0' INT TERM

start_service mock "$MOCK_PORT" .run/mock.log "$BIN/upstream-mocks" --listen "127.0.0.1:$MOCK_PORT"
start_service next "$NEXT_PORT" .run/next.log env BFF_INTERNAL_URL="http://127.0.0.1:$PORT" \
  bash -c "cd next-app && exec ./node_modules/.bin/next start -p $NEXT_PORT -H 127.0.0.1"
start_service bff "$PORT" .run/bff.log "$BIN/bff" --config "$CONFIG" --listen "127.0.0.1:$PORT" \
  --admin-listen "127.0.0.1:$ADMIN_PORT" --upstream-url "http://127.0.0.1:$MOCK_PORT" \
  --next-url "http://127.0.0.1:$NEXT_PORT"

cat <<MSG

  Veneer is running:  http://localhost:$PORT

  Demo accounts (brand "Veneer Demo", served on localhost and 127.0.0.1):
$("$BIN/upstream-mocks" --print-accounts | sed 's/^/    /')

  Upstream mock:      http://127.0.0.1:$MOCK_PORT   (admin token: mock-admin)
  BFF admin:          http://127.0.0.1:$ADMIN_PORT/metrics, /ready, POST /cache/purge
  Logs:               .run/bff.log  .run/next.log  .run/mock.log
  Ctrl-C stops everything.

MSG
wait -n "${SERVICE_PIDS[@]}" || true
echo "a service stopped unexpectedly; see the logs in .run/" >&2
exit 1
