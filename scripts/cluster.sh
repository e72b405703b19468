#!/usr/bin/env bash
# make cluster: the mock, one Redis, two Next.js servers and three BFF replicas behind HAProxy
# (docker/haproxy.cfg, as docker/compose.yaml runs it), all on free loopback ports; prints the address and the
# demo accounts; Ctrl-C stops everything. Release build (PROFILE=debug for a quicker one); PORT= picks the
# balancer's port. scripts/soak.sh sources this file and starts the same cluster with its functions.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# Installs and builds what the cluster runs, picks its ports and writes its configuration copy (CONFIG, which
# the caller may edit before cluster_start).
cluster_prepare() {
  cd "$ROOT"
  redis_deps
  haproxy_deps
  npm_deps "$ROOT/next-app"
  build_servers
  say "next build"
  (cd next-app && ./node_modules/.bin/next build >/dev/null)
  session_keys

  PORT="${PORT:-$(free_port)}"
  ports_free "$PORT"
  run=.run/cluster
  mkdir -p "$run"
  redis_port=$(free_port)
  mock_port=$(free_port)
  next_bind=$(free_port)
  export SITE_BIND="127.0.0.1:$PORT" NEXT_BIND="127.0.0.1:$next_bind"
  CONFIG=$(config_copy "$mock_port" "$run/config")
}

# Starts everything, each service waited for; the traps stop them all when the script ends.
cluster_start() {
  trap stop_services EXIT
  trap 'stop_services; exit 0' INT TERM

  start_service redis "$redis_port" "$run/redis.log" redis-server --port "$redis_port" --bind 127.0.0.1 \
    --save "" --appendonly no
  start_service mock "$mock_port" "$run/mock.log" "$BIN/upstream-mocks" --listen "127.0.0.1:$mock_port"
  for n in 1 2; do
    port=$(free_port)
    export "NEXT$n=127.0.0.1:$port"
    start_service "next$n" "$port" "$run/next$n.log" env BFF_INTERNAL_URL="http://$SITE_BIND" \
      bash -c "cd next-app && exec ./node_modules/.bin/next start -p $port -H 127.0.0.1"
  done
  for n in 1 2 3; do
    port=$(free_port)
    admin=$(free_port)
    export "BFF$n=127.0.0.1:$port" "BFF${n}_ADMIN_PORT=$admin"
    # The balancer is 127.0.0.1: its X-Forwarded-For names the visitor.
    start_service "bff$n" "$port" "$run/bff$n.log" "$BIN/bff" --config "$CONFIG" --listen "127.0.0.1:$port" \
      --admin-listen "127.0.0.1:$admin" --upstream-url "http://127.0.0.1:$mock_port" \
      --next-url "http://$NEXT_BIND" --redis-url "redis://127.0.0.1:$redis_port" --trusted-proxies 127.0.0.1 \
      --locales locales
  done
  start_service haproxy "$PORT" "$run/haproxy.log" haproxy -db -f docker/haproxy.cfg
}

cluster_print() {
  cat <<MSG

  Veneer cluster:     http://localhost:$PORT   (HAProxy over 3 BFF replicas, 2 Next.js servers)

  Demo accounts (brand "Veneer Demo", served on localhost and 127.0.0.1):
$("$BIN/upstream-mocks" --print-accounts | sed 's/^/    /')

  BFF replicas:       $BFF1 $BFF2 $BFF3  (admin ports $BFF1_ADMIN_PORT $BFF2_ADMIN_PORT $BFF3_ADMIN_PORT)
  Next.js:            $NEXT1 $NEXT2, balanced on $NEXT_BIND
  Redis:              127.0.0.1:$redis_port   Upstream mock: http://127.0.0.1:$mock_port (admin token: mock-admin)
  Logs:               $run/*.log
  Ctrl-C stops everything.

MSG
}

# A server that stops (a replica killed to watch the balancer route around it) leaves the others running.
cluster_wait() {
  while [ ${#SERVICE_PIDS[@]} -gt 0 ]; do
    status=0
    ended=""
    wait -n -p ended "${SERVICE_PIDS[@]}" || status=$?
    [ -n "$ended" ] || break
    name=${SERVICE_NAMES[$ended]}
    echo "$name stopped (exit status $status); the others keep running (its log: $run/$name.log)" >&2
    mapfile -t SERVICE_PIDS < <(printf '%s\n' "${SERVICE_PIDS[@]}" | grep -vx "$ended")
  done
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  cluster_prepare
  cluster_start
  cluster_print
  cluster_wait
fi
