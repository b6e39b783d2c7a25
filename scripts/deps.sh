#!/usr/bin/env bash
# Installs the Debian packages cardtable needs to build and test, if missing.
# Used by `make play` and `make test`; safe to run again (does nothing when all is there).
set -euo pipefail
need=()
have() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
# clang and libclang-rt-14-dev (libFuzzer and the sanitizer runtimes) build tests/fuzz;
# groff checks the man page
for pkg in build-essential cmake pkg-config libcmocka-dev libjansson-dev tmux clang libclang-rt-14-dev groff-base; do
  have "$pkg" || need+=("$pkg")
done
[ ${#need[@]} -eq 0 ] && exit 0
echo "cardtable: installing ${need[*]}" >&2
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
if ! $SUDO apt-get install -y --no-install-recommends "${need[@]}" >/dev/null 2>&1; then
  $SUDO apt-get update -qq
  $SUDO apt-get install -y --no-install-recommends "${need[@]}"
fi
