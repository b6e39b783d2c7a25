#!/usr/bin/env bash
# server_pg_test.sh: `cardtable serve --db postgresql://...` on a PostgreSQL of its own
# (initdb in a scratch folder, a Unix socket only, as an unprivileged user: nobody when
# run as root), run by CTest:  server_pg_test.sh CARDTABLE_BINARY
# The games are kept there as in the SQLite file (acknowledged answers survive kill -9; a
# database of something else is refused), and two servers on it play one game together:
# a move on one reaches a live stream on the other, one answer of two sent at once to
# both is taken, and the game goes on through one when the other is killed.
set -u
bin="$1"
work=$(mktemp -d)
chmod 755 "$work"
pids=()
pg_bin=""
for d in $(command -v initdb >/dev/null && dirname "$(readlink -f "$(command -v initdb)")") /usr/lib/postgresql/*/bin; do
  [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ] && { pg_bin=$d; break; }
done
as_owner=()
[ "$(id -u)" = 0 ] && as_owner=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
cleanup() {
  for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null; done
  wait 2>/dev/null
  [ -n "$pg_bin" ] && "${as_owner[@]}" "$pg_bin/pg_ctl" -D "$work/pg" -m immediate stop >/dev/null 2>&1
  rm -rf "$work"
}
trap cleanup EXIT
. "$(dirname "$0")/lib.sh"
[ -n "$pg_bin" ] || { echo "not ok - PostgreSQL's initdb and pg_ctl are needed (scripts/deps.sh: postgresql)"; echo "0 passed, 1 failed"; exit 1; }

mkdir "$work/pg" "$work/sock"
[ "$(id -u)" = 0 ] && chown nobody:nogroup "$work/pg" "$work/sock"
"${as_owner[@]}" "$pg_bin/initdb" -D "$work/pg" -U cardtable -A trust >"$work/initdb.out" 2>&1
check "a PostgreSQL cluster is made" test $? -eq 0
port=$((20000 + RANDOM % 20000))
"${as_owner[@]}" "$pg_bin/pg_ctl" -D "$work/pg" -l "$work/sock/log" -w -t 60 \
  -o "-c listen_addresses='' -k $work/sock -p $port -c fsync=off" start >/dev/null 2>&1
check "... and started on a Unix socket" test $? -eq 0
uri="postgresql:///postgres?host=$work/sock&port=$port&user=cardtable"

start() { # start DB: a server on a free port; sets base and pid
  : >"$work/serve.out"
  "$bin" serve --listen 127.0.0.1:0 --db "$1" >"$work/serve.out" 2>"$work/serve.err" &
  pid=$!
  pids+=("$pid")
  hport=""
  for _ in $(seq 300); do
    hport=$(sed -n 's/.*http:\/\/127\.0\.0\.1:\([0-9][0-9]*\)\/.*/\1/p' "$work/serve.out")
    [ -n "$hport" ] && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  base="http://127.0.0.1:$hport"
}
req() { # req METHOD PATH [BODY] [TOKEN]: sets code; the body in $work/body
  local args=(-s -o "$work/body" -w '%{http_code}' --max-time 20 -X "$1" "$base$2")
  [ -n "${3:-}" ] && args+=(-H 'Content-Type: application/json' --data-binary "$3")
  [ -n "${4:-}" ] && args+=(-H "X-Seat-Token: $4")
  code=$(curl "${args[@]}")
}
field() { jq -r "$1" "$work/body"; }

start "$uri"
check "the server starts on PostgreSQL (0 games)" grep -q "(0 games in postgresql://" "$work/serve.out"
req POST /api/games '{"mode": "friends", "players": 2, "seed": 11, "seats": [{"name": "Ana"}, {"name": "Ben"}]}'
check "a game is made" test "$code" = 201
id=$(field .id)
ta=$(field '.seats[0].token')
tb=$(field '.seats[1].token')
for n in 1 2 3 4 5; do # five answers, whoever is to move
  req GET "/api/games/$id" "" "$ta"
  [ "$(field .to_move)" = 0 ] && tm=$ta || tm=$tb
  req GET "/api/games/$id" "" "$tm"
  req POST "/api/games/$id/answer" "{\"option\": $(field '.decision.options[0].id'), \"at\": $(field .at)}" "$tm"
done
check "five answers acknowledged" test "$code:$(field .at)" = "200:5"
# ---- a second server on the same database: they play one game together ----
a_pid=$pid a_base=$base
cp "$work/serve.out" "$work/a.out"
start "$uri"
b_pid=$pid b_base=$base
check "a second server starts on the same database (1 game)" grep -q "(1 game in" "$work/serve.out"
base=$b_base
: >"$work/events"
curl -s -N --max-time 60 -H "X-Seat-Token: $tb" "$b_base/api/games/$id/events" >"$work/events" &
epid=$!
for _ in $(seq 100); do [ "$(grep -c '^data:' "$work/events")" -ge 1 ] && break; sleep 0.1; done
base=$a_base
req GET "/api/games/$id" "" "$ta"
[ "$(field .to_move)" = 0 ] && tm=$ta || tm=$tb
req GET "/api/games/$id" "" "$tm"
t0=$(date +%s%N)
req POST "/api/games/$id/answer" "{\"option\": $(field '.decision.options[0].id'), \"at\": $(field .at)}" "$tm"
for _ in $(seq 500); do [ "$(grep -c '^data:' "$work/events")" -ge 2 ] && break; sleep 0.01; done
ms=$((($(date +%s%N) - t0) / 1000000))
kill "$epid" 2>/dev/null; wait "$epid" 2>/dev/null
check "a move on A reaches a live stream on B within a second ($ms ms)" \
  sh -c "[ \$(grep -c '^data:' '$work/events') -ge 2 ] && [ $ms -lt 1000 ]"
wins=""
for round in 1 2 3 4 5 6 7 8; do # the same answer sent to A and to B at once: exactly one is taken
  base=$a_base
  req GET "/api/games/$id" "" "$ta"
  [ "$(field .to_move)" = 0 ] && tm=$ta || tm=$tb
  req GET "/api/games/$id" "" "$tm"
  body="{\"option\": $(field '.decision.options[0].id'), \"at\": $(field .at)}"
  for side in a b; do
    [ $side = a ] && url=$a_base || url=$b_base
    curl -s -o "$work/race.body.$side" -w '%{http_code}\n' --max-time 20 -X POST -H 'Content-Type: application/json' \
      -H "X-Seat-Token: $tm" --data-binary "$body" "$url/api/games/$id/answer" >"$work/race.$side" &
  done
  wait $(jobs -p | grep -v "^$a_pid$" | grep -v "^$b_pid$") 2>/dev/null
  wins="$wins $(cat "$work/race.a" "$work/race.b" | sort | tr '\n' ',')"
  grep -q 503 "$work/race.a" "$work/race.b" && echo "  round $round: $(cat "$work/race.body.a" "$work/race.body.b")"
  sleep 0.2 # B hears of the answer taken before the next round reads the game
done
check "the same answer on A and B at once: one 200 and one 409, 8 rounds ($wins)" \
  test "$(echo "$wins" | tr ' ' '\n' | grep -c '^200,409,$')" = 8
# a game against a bot, its person answering on A and on B in turn: the bot moves on
# whichever holds the game (a second move of the same decision is refused), to the end
base=$a_base
req POST /api/games '{"mode": "bots", "players": 2, "seed": 21, "seats": [{"name": "Ana"}, {"bot": "random"}]}'
bid=$(field .id)
bt=$(field '.seats[0].token')
over=false
for step in $(seq 400); do # 400 requests at most (a game is ~60 of the person's decisions)
  [ $((step % 2)) = 0 ] && base=$a_base || base=$b_base
  req GET "/api/games/$bid" "" "$bt"
  [ "$(field .over)" = true ] && { over=true; break; }
  [ "$(field .to_move)" = 0 ] || { sleep 0.05; continue; }
  req POST "/api/games/$bid/answer" "{\"option\": $(field '.decision.options[0].id'), \"at\": $(field .at)}" "$bt"
done
check "a game against a bot, played on A and B in turn, finishes" test $over = true
kill -9 "$b_pid"
wait "$b_pid" 2>/dev/null
base=$a_base
req GET "/api/games/$id" "" "$ta"
[ "$(field .to_move)" = 0 ] && tm=$ta || tm=$tb
req GET "/api/games/$id" "" "$tm"
at_now=$(field .at)
req POST "/api/games/$id/answer" "{\"option\": $(field '.decision.options[0].id'), \"at\": $at_now}" "$tm"
check "B killed (kill -9) mid-game: the game goes on through A" test "$code:$(field .at)" = "200:$((at_now + 1))"
pid=$a_pid
at_before=$(field .at)
kill -9 "$pid"
wait "$pid" 2>/dev/null
start "$uri"
check "after kill -9 the server starts again on it (2 games)" grep -q "(2 games in" "$work/serve.out"
req GET "/api/games/$id" "" "$ta"
check "... and the game is where it was: every answer acknowledged" test "$code:$(field .at)" = "200:$at_before"
req GET "/api/games/$id" "" "0123456789abcdef0123456789abcdef"
check "a wrong token: 403" test "$code" = 403
# PostgreSQL restarted under two servers, a live stream open on B: A connects again (a
# closed connection is made again before use; three tries at most, in case one is lost
# mid-request); B's listener connects again by itself, and A's next answer reaches B's stream
a_pid=$pid a_base=$base
start "$uri"
b_pid=$pid b_base=$base
: >"$work/events2"
curl -s -N --max-time 60 -H "X-Seat-Token: $ta" "$b_base/api/games/$id/events" >"$work/events2" &
epid=$!
for _ in $(seq 100); do [ "$(grep -c '^data:' "$work/events2")" -ge 1 ] && break; sleep 0.1; done
"${as_owner[@]}" "$pg_bin/pg_ctl" -D "$work/pg" -w -t 60 -m fast restart >/dev/null 2>&1
base=$a_base
codes=""
for _ in 1 2 3; do
  req POST /api/games '{"mode": "friends", "players": 2}'
  codes="$codes $code"
  [ "$code" = 201 ] && break
done
check "after a PostgreSQL restart the server connects again ($codes)" test "$code" = 201
sleep 2 # B's listener tries again once a second
seen=$(grep -c '^data:' "$work/events2")
req GET "/api/games/$id" "" "$ta"
[ "$(field .to_move)" = 0 ] && tm=$ta || tm=$tb
req GET "/api/games/$id" "" "$tm"
at_now=$(field .at)
req POST "/api/games/$id/answer" "{\"option\": $(field '.decision.options[0].id'), \"at\": $at_now}" "$tm"
for _ in $(seq 100); do [ "$(grep -c '^data:' "$work/events2")" -gt "$seen" ] && break; sleep 0.1; done
kill "$epid" 2>/dev/null; wait "$epid" 2>/dev/null
base=$b_base
req GET "/api/games/$id" "" "$ta"
check "... and an answer on A after it reaches the live stream on B, whose game moved on" \
  sh -c "[ \$(grep -c '^data:' '$work/events2') -gt $seen ] && [ $code:$(field .at) = 200:$((at_now + 1)) ]"
for p in "$a_pid" "$b_pid"; do kill -TERM "$p"; done
wait "$a_pid"; sa=$?
wait "$b_pid"; sb=$?
check "SIGTERM stops both cleanly" test "$sa:$sb" = 0:0

"${as_owner[@]}" "$pg_bin/psql" -h "$work/sock" -p "$port" -U cardtable -d postgres -qc "CREATE DATABASE other" >/dev/null &&
  "${as_owner[@]}" "$pg_bin/psql" -h "$work/sock" -p "$port" -U cardtable -d other -qc "CREATE TABLE notes (x int)" >/dev/null
status_is 2 timeout 10 "$bin" serve --listen 127.0.0.1:0 --db "postgresql:///other?host=$work/sock&port=$port&user=cardtable"
check "another program's PostgreSQL database is refused" one_line_error "something else"
status_is 2 timeout 30 "$bin" serve --listen 127.0.0.1:0 --db "postgresql://cardtable:s3cret@/postgres?host=$work/nowhere&port=$port&password=s3cret"
check "a PostgreSQL that does not answer: status 2, one line" one_line_error "cannot connect"
check "... printed without its password" lacks "$work/err" "s3cret"

# ---- a schema-1 database (main b17450d's tables, its games from tests/data) is brought to schema 2 ----
here=$(cd "$(dirname "$0")" && pwd)
python3 - "$here/data/server_main_b17450d.sqlite" >"$work/old.sql" <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
q = lambda v: "'" + str(v).replace("'", "''") + "'"
print("CREATE TABLE cardtable_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);"
      "INSERT INTO cardtable_meta VALUES ('app', 'cardtable'), ('schema', '1');"
      "CREATE TABLE games (id TEXT PRIMARY KEY, mode TEXT NOT NULL, options TEXT NOT NULL, seed BIGINT NOT NULL, created BIGINT NOT NULL);"
      "CREATE TABLE seats (game TEXT NOT NULL REFERENCES games(id), seat INTEGER NOT NULL, name TEXT NOT NULL,"
      " kind INTEGER NOT NULL, agent TEXT NOT NULL, token_hash BYTEA NOT NULL, PRIMARY KEY (game, seat));"
      "CREATE TABLE answers (game TEXT NOT NULL REFERENCES games(id), idx INTEGER NOT NULL, answer INTEGER NOT NULL, PRIMARY KEY (game, idx));")
for r in c.execute("SELECT id, mode, options, seed, created FROM games"):
    print("INSERT INTO games VALUES (%s, %s, %s, %d, %d);" % (q(r[0]), q(r[1]), q(r[2]), r[3] - (1 << 64) if r[3] >= 1 << 63 else r[3], r[4]))
for r in c.execute("SELECT game, seat, name, kind, agent, token_hash FROM seats"):
    print("INSERT INTO seats VALUES (%s, %d, %s, %d, %s, '\\x%s');" % (q(r[0]), r[1], q(r[2]), r[3], q(r[4]), r[5].hex()))
for r in c.execute("SELECT game, idx, answer FROM answers"):
    print("INSERT INTO answers VALUES (%s, %d, %d);" % (q(r[0]), r[1], r[2]))
PY
"${as_owner[@]}" "$pg_bin/psql" -h "$work/sock" -p "$port" -U cardtable -d postgres -qc "CREATE DATABASE old" >/dev/null &&
  "${as_owner[@]}" "$pg_bin/psql" -h "$work/sock" -p "$port" -U cardtable -d old -q -v ON_ERROR_STOP=1 -f - <"$work/old.sql" >/dev/null
check "a schema-1 database is made from main b17450d's games" test $? -eq 0
start "postgresql:///old?host=$work/sock&port=$port&user=cardtable"
while IFS= read -r line; do
  case "$line" in
    "ok - "*) passed=$((passed + 1)); echo "$line" ;;
    "not ok - "*) failed=$((failed + 1)); echo "$line" ;;
  esac
done < <(python3 "$here/server_upgrade_check.py" "$base" "$here/data/server_main_b17450d" - 2>&1)
check "... its schema is 2 now" test "$("${as_owner[@]}" "$pg_bin/psql" -h "$work/sock" -p "$port" -U cardtable -d old -tAc "SELECT value FROM cardtable_meta WHERE key = 'schema'")" = 2
check "... and the answer given was stored by its option name" \
  test "$("${as_owner[@]}" "$pg_bin/psql" -h "$work/sock" -p "$port" -U cardtable -d old -tAc "SELECT count(*) FROM answers WHERE name IS NOT NULL")" = 1
kill -TERM "$pid"; wait "$pid"

finish
