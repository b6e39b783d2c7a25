#!/usr/bin/env bash
# Installs the Debian packages cardtable needs to build and test, if missing.
# Used by `make play` and `make test`; safe to run again (does nothing when all is there).
set -euo pipefail
need=()
have() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
# clang and libclang-rt-14-dev (libFuzzer and the sanitizer runtimes) build tests/fuzz;
# groff checks the man page; toml++ reads RONE card files (src/cardfile); python3 runs scripts/gen_cards.py and ladder.py; libmicrohttpd, SQLite, nettle, curl, jq and nodejs serve and test the web page;
# libpq-dev lets the server keep its games in PostgreSQL, and postgresql (initdb, pg_ctl) runs one for its test;
# python3-dev, python3-cffi and python3-pytest build and test the Python package (python/);
# lld, wasi-libc and libclang-rt-14-dev-wasm32 build the engine to WebAssembly (make wasm, wasm/)
for pkg in build-essential cmake pkg-config libcmocka-dev libjansson-dev tmux clang libclang-rt-14-dev groff-base \
    libmicrohttpd-dev libsqlite3-dev nettle-dev curl jq nodejs python3 libtomlplusplus-dev libpq-dev postgresql \
    python3-dev python3-cffi python3-pytest lld wasi-libc libclang-rt-14-dev-wasm32; do
  have "$pkg" || need+=("$pkg")
done
# npm comes with nodejs from some sources and as its own package from Debian
command -v npm >/dev/null || have npm || need+=(npm)
web_modules() { # the browser tests' one package (tests/web/package-lock.json)
  local here
  here="$(cd "$(dirname "$0")/.." && pwd)/tests/web"
  [ -d "$here/node_modules/playwright-core" ] || (cd "$here" && npm ci --no-audit --no-fund >/dev/null 2>&1) ||
    echo "cardtable: npm ci in tests/web failed; the browser tests will say so" >&2
}
# the browser for the web tests: wanted, but a machine without one only skips those tests
browser() {
  have chromium && return 0
  echo "cardtable: installing chromium (for the browser tests)" >&2
  $SUDO apt-get install -y --no-install-recommends chromium >/dev/null 2>&1 ||
    echo "cardtable: chromium could not be installed; the browser tests will be skipped" >&2
}
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
if [ ${#need[@]} -eq 0 ]; then browser; web_modules; exit 0; fi
echo "cardtable: installing ${need[*]}" >&2
if ! $SUDO apt-get install -y --no-install-recommends "${need[@]}" >/dev/null 2>&1; then
  $SUDO apt-get update -qq
  $SUDO apt-get install -y --no-install-recommends "${need[@]}"
fi
browser
web_modules
