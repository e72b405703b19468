#!/usr/bin/env bash
# make test: every suite, each ending with "N passed, N failed"; non-zero exit if anything failed.
# `scripts/test.sh rust|next|e2e|deploy` runs one suite.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
# A fresh clone (CI) builds everything once: incremental state would only cost time and disk.
[ -d target ] || export CARGO_INCREMENTAL=0

only="${1:-all}"
failed_suites=()
started=$SECONDS

# Each suite's header says how long the run has taken so far; the closing summary lists what each took
# (make test must stay under 12 minutes on a fresh clone of a 2-core machine). A suite's time runs from its
# header to the next one (an install the next suite needs counts in the one before it).
suite_names=()
suite_starts=()
suite() {
  suite_names+=("$1")
  suite_starts+=("$SECONDS")
  printf '\n\033[1m== %s ==\033[0m (at %d s)\n' "$1" "$((SECONDS - started))"
}
suite_times() {
  local i end
  echo
  echo "time by suite:"
  for i in "${!suite_names[@]}"; do
    end=${suite_starts[$((i + 1))]:-$SECONDS}
    printf '  %4d s  %s\n' "$((end - suite_starts[i]))" "${suite_names[$i]}"
  done
}

# On a fresh machine the other suites' installs (apt, pip, npm: network and disk) run while the Rust suite
# compiles (CPU), in one background job so that apt never runs twice at once; the Rust tests wait for it (they
# need Redis). Each suite still calls its own *_deps, which then find everything in place.
prefetch_pid=""
prefetch_log=.run/prefetch.log
prefetch_deps() {
  mkdir -p .run
  (
    redis_deps
    deploy_deps
    schemathesis_deps
    chromium_deps
    npm_deps "$ROOT/next-app"
    npm_deps "$ROOT/e2e"
  ) >"$prefetch_log" 2>&1 &
  prefetch_pid=$!
}
prefetch_wait() {
  [ -n "$prefetch_pid" ] || return 0
  # A failed install is retried, loudly, by the suite that needs it.
  wait "$prefetch_pid" || { say "installing ahead failed (retried by each suite):"; cat "$prefetch_log"; }
  prefetch_pid=""
}

rust() {
  suite "rust: cargo fmt --all --check (rustfmt.toml)"
  if cargo fmt --all --check; then echo "1 passed, 0 failed"; else echo "0 passed, 1 failed"; failed_suites+=(fmt); fi
  suite "rust: clippy --workspace --all-targets, warnings as errors ([workspace.lints] in Cargo.toml)"
  if cargo clippy --workspace --all-targets --quiet -- -D warnings; then echo "1 passed, 0 failed"; else echo "0 passed, 1 failed"; failed_suites+=(clippy); fi
  suite "rust: cargo test --workspace"
  prefetch_wait
  redis_deps
  local log=.run/cargo-test.log status=0
  mkdir -p .run
  # PIPESTATUS must be read straight after the pipeline (an `|| true` would replace it), with errexit off.
  set +e
  cargo test --workspace --no-fail-fast 2>&1 | tee "$log" | grep -E '^test .* FAILED$|panicked|^error(\[|:)'
  status=${PIPESTATUS[0]}
  set -e
  local passed failed
  passed=$(grep -Eo 'test result: .*' "$log" | grep -Eo '[0-9]+ passed' | awk '{s+=$1} END {print s+0}')
  failed=$(grep -Eo 'test result: .*' "$log" | grep -Eo '[0-9]+ failed' | awk '{s+=$1} END {print s+0}')
  # A build failure runs no tests: count it as a failure.
  if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi
  echo "$passed passed, $failed failed"
  [ "$status" -eq 0 ] || failed_suites+=(rust)
}

next() {
  npm_deps "$ROOT/next-app"
  suite "next-app: lint and format (Biome)"
  if (cd next-app && npm run --silent lint); then echo "1 passed, 0 failed"; else echo "0 passed, 1 failed"; failed_suites+=(lint); fi
  suite "next-app: typecheck"
  if (cd next-app && ./node_modules/.bin/tsc --noEmit); then echo "1 passed, 0 failed"; else echo "0 passed, 1 failed"; failed_suites+=(typecheck); fi
  suite "next-app: unit tests"
  (cd next-app && node scripts/run-tests.mjs) || failed_suites+=(unit)
  suite "next-app: production build"
  if (cd next-app && ./node_modules/.bin/next build); then echo "1 passed, 0 failed"; else echo "0 passed, 1 failed"; failed_suites+=(build); fi
}

e2e() {
  chromium_deps
  npm_deps "$ROOT/e2e"
  npm_deps "$ROOT/next-app"
  [ -d next-app/.next ] || (cd next-app && ./node_modules/.bin/next build >/dev/null)
  cargo build --quiet -p bff -p upstream-mocks
  suite "e2e: typecheck"
  if (cd e2e && ./node_modules/.bin/tsc --noEmit); then echo "1 passed, 0 failed"; else echo "0 passed, 1 failed"; failed_suites+=(e2e-typecheck); fi
  suite "e2e: Playwright in Chromium over mock, BFF and Next.js"
  (cd e2e && node run.mjs) || failed_suites+=(e2e)
}

# Runs `$1` (a command and its options) on each of the files after it: "N passed, N failed".
each_file() {
  local check="$1" passed=0 failed=0
  shift
  for file in "$@"; do
    if $check "$file"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "failed: $file"; fi
  done
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}

deploy() {
  deploy_deps
  suite "deploy: hadolint on every Dockerfile"
  each_file "$DEPLOY_VENV/bin/hadolint" docker/*Dockerfile || failed_suites+=(hadolint)
  suite "deploy: kubernetes-validate --strict on every manifest (offline, the schemas it ships)"
  each_file "$DEPLOY_VENV/bin/kubernetes-validate --strict --quiet" deploy/k8s/*.yaml deploy/k8s/*/*.yaml \
    || failed_suites+=(kubernetes-validate)
  suite "deploy: deploy/k8s/config.yaml is what config/ makes, and bff.yaml mounts all of it"
  if "$DEPLOY_VENV/bin/python" scripts/k8s_config.py --check; then echo "1 passed, 0 failed"; else echo "0 passed, 1 failed"; failed_suites+=(k8s-config); fi
  suite "deploy: promtool check rules deploy/prometheus/alerts.yml"
  each_file "promtool check rules" deploy/prometheus/alerts.yml || failed_suites+=(promtool-check)
  suite "deploy: promtool test rules deploy/prometheus/alerts.test.yml (each alert fires, and does not)"
  each_file "promtool test rules" deploy/prometheus/alerts.test.yml || failed_suites+=(promtool-test)
  suite "deploy: schemathesis on /bff/openapi.json for 20 s (mock and a debug BFF, demo01 logged in)"
  bash scripts/api-fuzz.sh 20 || failed_suites+=(schemathesis)
  suite "deploy: the OpenAPI documents served (the BFF's, the mock's admin API's) are valid (openapi-spec-validator)"
  each_file "$DEPLOY_VENV/bin/openapi-spec-validator" .run/api-fuzz/bff-openapi.json .run/api-fuzz/mock-admin-openapi.json \
    || failed_suites+=(openapi-spec-validator)
}

case "$only" in
  all)
    prefetch_deps
    rust
    deploy
    next
    e2e
    ;;
  deploy) deploy ;;
  rust) rust ;;
  next) next ;;
  e2e) e2e ;;
  *) echo "usage: $0 [rust|next|e2e|deploy]" >&2; exit 2 ;;
esac

suite_times
echo
if [ ${#failed_suites[@]} -eq 0 ]; then
  say "all suites passed in $((SECONDS - started)) s"
else
  say "failed: ${failed_suites[*]} (after $((SECONDS - started)) s)"
  exit 1
fi
