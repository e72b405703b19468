#!/usr/bin/env bash
# make soak (not in make test): the cluster of `make cluster` (scripts/cluster.sh's functions), its capacity
# measured with a short ramp of veneer-bench's realistic mix (page views, cached reads, logins through the human
# check, balance reads, game launches: bench/src/soak.rs), then that mix at half the capacity for SOAK_MINUTES
# (default 10). Prints errors, p50/p99 per kind, and the resident memory of every process of the cluster
# (sampled every SAMPLE_SECONDS, default 15) at the start and end of the load with its slope (least squares,
# MB per hour). Figures, not a test: it fails only when the load tool cannot run. Release build, as
# `make cluster` (PROFILE=debug for a quicker build and slower servers).
source "$(dirname "$0")/cluster.sh"

minutes="${SOAK_MINUTES:-10}"
every="${SAMPLE_SECONDS:-15}"
cluster_prepare
cargo build --quiet -p veneer-bench $([ "$BIN" = target/release ] && echo --release)
bench="$BIN/veneer-bench"
# Every simulated visitor is this machine, logging in to demo01: the per-address and per-user login limits
# would refuse them; the human check is answered through the admin listener, as the e2e fixtures do.
unthrottle_logins "$CONFIG"
reveal_human_check "$CONFIG"
cluster_start
site="http://127.0.0.1:$PORT"
admin="http://127.0.0.1:$BFF1_ADMIN_PORT"

# Resident memory (kB) of a process and its descendants (Next's server may run in a child).
rss_kb() {
  local total=0 pid
  for pid in "$1" $(pgrep -P "$1" 2>/dev/null); do
    total=$((total + $(ps -o rss= -p "$pid" 2>/dev/null || echo 0)))
  done
  echo "$total"
}
samples="$run/memory.tsv"
sample_memory() {
  while kill -0 "$$" 2>/dev/null; do
    for pid in "${SERVICE_PIDS[@]}"; do
      printf '%s\t%s\t%s\n' "$SECONDS" "${SERVICE_NAMES[$pid]}" "$(rss_kb "$pid")"
    done >>"$samples"
    sleep "$every"
  done
}

say "capacity: veneer-bench soak --ramp (the mix, closed loop at 4, 16 and 64 visitors, 5 s each)"
"$bench" soak "$site" --admin "$admin" --ramp --seconds 5 | tee "$run/ramp.txt"
capacity=$(awk '/^capacity/ {print $2}' "$run/ramp.txt")
rate=$((capacity / 2))
[ "$rate" -gt 0 ] || { echo "the ramp found no rate the cluster holds without errors" >&2; exit 1; }

say "soak: $rate requests/s (half of $capacity) for $minutes min; machine load before: $(cut -d' ' -f1-3 /proc/loadavg)"
: >"$samples"
sample_memory &
sampler=$!
"$bench" soak "$site" --admin "$admin" --rate "$rate" --seconds $((minutes * 60)) | tee "$run/soak.txt"
for pid in "${SERVICE_PIDS[@]}"; do
  printf '%s\t%s\t%s\n' "$SECONDS" "${SERVICE_NAMES[$pid]}" "$(rss_kb "$pid")"
done >>"$samples"
kill "$sampler"
say "machine load after: $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min; $(nproc) cores)"
python3 - "$samples" <<'PY'
import sys
from collections import defaultdict
series = defaultdict(list)
for line in open(sys.argv[1]):
    t, name, kb = line.split("\t")
    series[name].append((int(t), int(kb) / 1024))
print(f"{'process':<8} {'start MB':>9} {'end MB':>8} {'slope MB/h':>11}  (resident, {len(next(iter(series.values())))} samples)")
for name, points in series.items():
    n = len(points)
    mt = sum(t for t, _ in points) / n
    mm = sum(m for _, m in points) / n
    var = sum((t - mt) ** 2 for t, _ in points)
    slope = sum((t - mt) * (m - mm) for t, m in points) / var * 3600 if var else 0.0
    print(f"{name:<8} {points[0][1]:>9.1f} {points[-1][1]:>8.1f} {slope:>+11.1f}")
PY
echo "(logs and samples: $run/)"
