#!/usr/bin/env bash
# run.sh: the browser tests, run by CTest:  run.sh CARDTABLE_BINARY SOURCE_DIR ARTIFACTS_DIR [SCRIPT]
# (SCRIPT: web_test.mjs, Red Rising's page, by default; table_test.mjs, the shared table)
# Needs node, tests/web/node_modules (npm ci, done by scripts/deps.sh) and Debian's
# chromium; exits 77 (skipped, with a line saying why) only where no browser exists.
set -u
bin="$1"; src="$2"; artifacts="$3"; script="${4:-web_test.mjs}"
here="$src/tests/web"
if ! command -v node >/dev/null; then echo "skipped: node is not installed (scripts/deps.sh installs it)"; exit 77; fi
if [ ! -x /usr/bin/chromium ] && [ -z "${CT_CHROMIUM:-}" ]; then
  echo "skipped: no browser (/usr/bin/chromium) could be installed on this machine"; exit 77
fi
if [ ! -d "$here/node_modules/playwright-core" ]; then
  (cd "$here" && npm ci --no-audit --no-fund >/dev/null 2>&1) || { echo "not ok - npm ci in tests/web failed"; exit 1; }
fi
cd "$here" && exec node "$script" "$bin" "$src" "$artifacts"
