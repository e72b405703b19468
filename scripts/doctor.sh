#!/usr/bin/env bash
# make doctor: `bff doctor` against an upstream before a brand goes live (read-only; a table of OK / WARN / FAIL,
# exit 1 on a FAIL).
#   make doctor UPSTREAM=https://www.brand.example MERCHANT=code [BRAND=id] [DOCTOR_USER=name] [JSON=1]
#     (the test account's password from VENEER_DOCTOR_PASSWORD, never the command line)
#   make doctor [SCENARIO=dialect-spec]      without UPSTREAM: the mock on a free port, as shipped or speaking one
#                                           of upstream-mocks/scenarios/*.toml, checked with the demo brand
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

PROFILE="${PROFILE:-debug}" build_servers >/dev/null
args=()
[ -n "${BRAND:-}" ] && args+=(--brand "$BRAND")
[ -n "${DOCTOR_USER:-}" ] && args+=(--user "$DOCTOR_USER")
[ -n "${JSON:-}" ] && args+=(--json)

if [ -n "${UPSTREAM:-}" ]; then
  [ -n "${MERCHANT:-}" ] || { echo "MERCHANT= is required with UPSTREAM= (the merchant code the upstream knows the brand by)" >&2; exit 2; }
  exec "$BIN/bff" doctor --config "${CONFIG:-config}" --upstream "$UPSTREAM" --merchant "$MERCHANT" "${args[@]}"
fi

# No upstream named: the mock, on a port of its own, stopped on the way out.
port=$(free_port)
mock_args=(--listen "127.0.0.1:$port")
if [ -n "${SCENARIO:-}" ]; then
  file="upstream-mocks/scenarios/${SCENARIO%.toml}.toml"
  [ -f "$file" ] || { echo "no scenario $file (see upstream-mocks/scenarios/)" >&2; exit 2; }
  mock_args+=(--scenario "$file")
fi
mkdir -p .run
trap stop_services EXIT
start_service mock "$port" .run/doctor-mock.log "$BIN/upstream-mocks" "${mock_args[@]}"
say "the mock on 127.0.0.1:$port${SCENARIO:+, speaking $SCENARIO}"
[ -n "${BRAND:-}" ] || args+=(--brand demo)
status=0
"$BIN/bff" doctor --config "${CONFIG:-config}" --upstream "http://127.0.0.1:$port" --merchant veneerdemo "${args[@]}" || status=$?
exit "$status"
