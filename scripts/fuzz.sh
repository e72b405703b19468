#!/usr/bin/env bash
# make fuzz: the hostile-input properties (upstream-protocol/tests/hostile.rs, bff/tests/it/hostile.rs: the crypto
# and envelope decoders, the catalogue matcher, the cookie opener, the config loader, requests to the upstream's
# paths) run round after round, each round with new random cases, for FUZZ_SECONDS (default 600). `make test`
# runs 256 cases of each once. A failure prints proptest's smallest failing input and is saved under
# proptest-regressions/ beside the test, to be tried first from then on. Then schemathesis against
# /bff/openapi.json for API_FUZZ_SECONDS (default 300; scripts/api-fuzz.sh, which `make test` runs for 20 s).
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

budget="${FUZZ_SECONDS:-600}"
export PROPTEST_CASES="${PROPTEST_CASES:-2000}"
say "cargo test --no-run (hostile)"
cargo test --quiet --no-run -p upstream-protocol --test hostile && cargo test --quiet --no-run -p bff --test it
mkdir -p .run
log=.run/fuzz.log
: >"$log"
round=.run/fuzz-round.log
rounds=0 failed=0 cases=0
started=$SECONDS
while [ $((SECONDS - started)) -lt "$budget" ]; do
  # The BFF's properties are the `hostile` module of its one test binary.
  if { cargo test -p upstream-protocol --test hostile && cargo test -p bff --test it -- hostile::; } >"$round" 2>&1; then
    rounds=$((rounds + 1))
  else
    failed=$((failed + 1))
  fi
  cat "$round" >>"$log"
  properties=$(grep -Eo 'test result: [a-zA-Z]+\. [0-9]+ passed' "$round" | awk '{s+=$4} END {print s+0}')
  cases=$((cases + properties * PROPTEST_CASES))
  if [ "$failed" -gt 0 ]; then
    grep -E "minimal failing input|Test failed|panicked" "$round" | tail -5
    break
  fi
done
echo "fuzz: $rounds rounds of $PROPTEST_CASES cases per property in $((SECONDS - started)) s: $cases cases, $failed crashes or broken properties (log: $log)"
echo "$rounds passed, $failed failed"
[ "$failed" -eq 0 ]
bash scripts/api-fuzz.sh "${API_FUZZ_SECONDS:-300}"
