#!/usr/bin/env bash
# schemathesis (PyPI) against /bff/openapi.json on the mock and one BFF (debug build; PROFILE=release for a
# release one), with demo01 logged in so the member calls are tried too: every documented call with generated
# valid and invalid input, for SECONDS (default 20). Fails on a server error (any 5xx: a healthy mock never
# makes the BFF answer 502/504), an answer that breaks its documented schema or content type.
# `make test` (deploy suite) runs it for 20 s, `make fuzz` for FUZZ_SECONDS. Ends with "N passed, N failed"
# (operations); the report is .run/api-fuzz/junit-*.xml. Both OpenAPI documents the stack serves, the BFF's
# and the mock's admin API's, are kept beside it (bff-openapi.json, mock-admin-openapi.json) for the validator.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

budget="${1:-20}"
schemathesis_deps
PROFILE="${PROFILE:-debug}" build_servers
run=.run/api-fuzz
rm -rf "$run" && mkdir -p "$run"
mock_port=$(free_port) bff_port=$(free_port) admin_port=$(free_port)
config=$(config_copy "$mock_port" "$run/config")
# The human check is on for the demo brand: the login below answers it with the answer the admin reveals.
reveal_human_check "$config"

trap stop_services EXIT
start_service mock "$mock_port" "$run/mock.log" "$BIN/upstream-mocks" --listen "127.0.0.1:$mock_port"
start_service bff "$bff_port" "$run/bff.log" "$BIN/bff" --config "$config" --listen "127.0.0.1:$bff_port" \
  --admin-listen "127.0.0.1:$admin_port" --upstream-url "http://127.0.0.1:$mock_port" --next-url "http://127.0.0.1:9"
site="http://127.0.0.1:$bff_port"
cookie=$(member_cookie "$site" "http://127.0.0.1:$admin_port" demo01 abc123)
curl -fsS "$site/bff/openapi.json" -o "$run/bff-openapi.json"
curl -fsS "http://127.0.0.1:$mock_port/__admin/openapi.json" -H "X-Admin-Token: mock-admin" -o "$run/mock-admin-openapi.json"

say "schemathesis for $budget s on $site/bff/openapi.json (as demo01; logout left out, it would end the session)"
status=0
(cd "$run" && "$DEPLOY_VENV/bin/schemathesis" run "$site/bff/openapi.json" --max-time "$budget" --workers 2 \
  --checks not_a_server_error,response_schema_conformance,content_type_conformance \
  --exclude-path /wps/session/logout -H "Cookie: $cookie" -H "X-CSRF: 1" \
  --no-color --report junit --report-dir . >schemathesis.log 2>&1) || status=$?
sed -n '/^=* FAILURES =*$/,/^=* WARNINGS =*$/p; /^Test cases:/,/^$/p' "$run/schemathesis.log" | grep -v '^=* WARNINGS'
"$DEPLOY_VENV/bin/python" - "$run"/junit-*.xml <<'PY'
import sys, xml.etree.ElementTree as ET
cases = ET.parse(sys.argv[1]).getroot().iter("testcase")
failed = [c.get("name") for c in cases if c.find("failure") is not None or c.find("error") is not None]
total = int(ET.parse(sys.argv[1]).getroot().get("tests"))
for name in failed:
    print("failed:", name)
print(f"{total - len(failed)} passed, {len(failed)} failed")
PY
[ "$status" -eq 0 ] || { echo "schemathesis exited $status (log: $run/schemathesis.log)"; exit 1; }
