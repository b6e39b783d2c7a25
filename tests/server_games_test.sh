#!/usr/bin/env bash
# server_games_test.sh: the game-agnostic server, run by CTest:  server_games_test.sh CARDTABLE_BINARY
# RONE (1 v 1 against a bot, 2 v 2 with bots, 1 v 1 by links with the hidden-card check)
# and Kuhn poker played to the end over HTTP by option name (server_games_check.py); a
# database made by main b17450d's server loads with the same views and goes on
# (server_upgrade_check.py); a record that no longer replays is refused in one line.
set -u
bin="$1"
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
pid=""
cleanup() {
  [ -n "$pid" ] && kill "$pid" 2>/dev/null
  wait 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
. "$here/lib.sh"
for tool in curl python3; do
  command -v $tool >/dev/null || { echo "not ok - $tool is needed (scripts/deps.sh)"; echo "0 passed, 1 failed"; exit 1; }
done

start() { # start DB: a server on a free port; sets base and pid
  : >"$work/serve.out"
  "$bin" serve --listen 127.0.0.1:0 --db "$1" --rate 0 --games-per-hour 0 >"$work/serve.out" 2>"$work/serve.err" &
  pid=$!
  local port=""
  for _ in $(seq 600); do
    port=$(sed -n 's/.*http:\/\/127\.0\.0\.1:\([0-9][0-9]*\)\/.*/\1/p' "$work/serve.out")
    [ -n "$port" ] && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  base="http://127.0.0.1:$port"
}
stop() { kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; pid=""; }
run_checks() { # the Python checks' lines, counted into this test's
  local line
  while IFS= read -r line; do
    case "$line" in
      "ok - "*) passed=$((passed + 1)); echo "$line" ;;
      "not ok - "*) failed=$((failed + 1)); echo "$line" ;;
      *) ;;
    esac
  done < <("$@" 2>&1; echo "exit $?")
}

# ---- the games over HTTP ----
start "$work/games.db"
run_checks python3 "$here/server_games_check.py" "$base"
stop

# ---- a database of main b17450d's server ----
cp "$here/data/server_main_b17450d.sqlite" "$work/old.db"
start "$work/old.db"
run_checks python3 "$here/server_upgrade_check.py" "$base" "$here/data/server_main_b17450d" "$work/old.db"
stop

# ---- a record that no longer replays: refused in one line, never half-loaded ----
game=$(python3 -c "import json; print(json.load(open('$here/data/server_main_b17450d.tokens.json'))['unfinished']['id'])")
token=$(python3 -c "import json; print(json.load(open('$here/data/server_main_b17450d.tokens.json'))['unfinished']['seats'][0]['token'])")
python3 -c "
import sqlite3; c = sqlite3.connect('$work/old.db')
c.execute(\"UPDATE answers SET name = 'a move no game has' WHERE game = '$game' AND idx = 2\"); c.commit()"
start "$work/old.db"
code=$(curl -s -o "$work/body" -w '%{http_code}' -H "X-Seat-Token: $token" "$base/api/games/$game")
check "a record that no longer replays: 500 naming the answer, in one line" \
  sh -c "[ '$code' = 500 ] && grep -q \"answer 3, 'a move no game has', is not an option there\" '$work/body' && [ \$(wc -l <'$work/body') -le 1 ]"
code=$(curl -s -o "$work/body2" -w '%{http_code}' -H "X-Seat-Token: $token" "$base/api/games/$game")
check "... and again: never half-loaded" test "$code" = 500
check "... the server says so in one line" test "$(grep -c 'does not replay' "$work/serve.err")" -ge 1
stop
finish
