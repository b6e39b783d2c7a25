#!/usr/bin/env bash
# server_test.sh: every endpoint of `cardtable serve` and every kind of bad input, with
# curl and jq, run by CTest:  server_test.sh CARDTABLE_BINARY
# Each check prints "ok - ..." or "not ok - ..."; the last line is the plain summary.
# Nothing waits for a fixed time where it means to wait for something: the server's start,
# a stream's events and a bot's move are polled for, up to a minute (CI machines are slow).
set -u
bin="$1"
work=$(mktemp -d)
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
  wait 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
. "$(dirname "$0")/lib.sh"
for tool in curl jq; do
  command -v $tool >/dev/null || { echo "not ok - $tool is needed (scripts/deps.sh)"; echo "0 passed, 1 failed"; exit 1; }
done

start() { # start DB [ARGS...]: a server (on $PORT, else a free port); sets base, port and pid
  local db="$1" tries
  shift
  port=""
  for tries in $(seq 30); do # a port just given up may not be free at once: try again
    # emptied here, not only by the redirection below: that is done in the background
    # process, and until then the file still holds the last server's address
    : >"$work/serve.out"
    "$bin" serve --listen 127.0.0.1:${PORT:-0} --db "$db" "$@" >"$work/serve.out" 2>"$work/serve.err" &
    pid=$!
    pids+=("$pid")
    for _ in $(seq 600); do # its address is printed once it listens (a minute at most)
      port=$(sed -n 's/.*http:\/\/127\.0\.0\.1:\([0-9][0-9]*\)\/.*/\1/p' "$work/serve.out")
      [ -n "$port" ] && break 2
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    wait "$pid" 2>/dev/null
    echo "  the server did not start (try $tries): $(head -c 300 "$work/serve.err")"
    sleep 1
  done
  base="http://127.0.0.1:$port"
}
# events_start FILE TOKEN: the game's live stream for that seat, into FILE in the background (sets epid)
events_start() {
  curl -s -N --max-time 120 "$base/api/games/$id/events?token=$2" >"$1" &
  epid=$!
}
# events_until FILE N: until FILE holds N events' data (a minute at most)
events_until() {
  for _ in $(seq 600); do
    [ "$(grep -c '^data:' "$1")" -ge "$2" ] && return
    sleep 0.1
  done
}
events_stop() { kill "$epid" 2>/dev/null; wait "$epid" 2>/dev/null; }
# req METHOD PATH [BODY] [TOKEN]: sets code and writes the body to $work/body
req() {
  local args=(-s -o "$work/body" -w '%{http_code}' -X "$1" "$base$2")
  [ -n "${3:-}" ] && args+=(-H 'Content-Type: application/json' --data-binary "$3")
  [ -n "${4:-}" ] && args+=(-H "X-Seat-Token: $4")
  code=$(curl "${args[@]}")
}
is() { [ "$code" = "$1" ] || { echo "  status $code, wanted $1: $(head -c 300 "$work/body")"; return 1; }; }
says() { jq -e --arg w "$1" '.error | contains($w)' "$work/body" >/dev/null || { echo "  body: $(head -c 300 "$work/body")"; return 1; }; }
field() { jq -r "$1" "$work/body"; }

# ---- the command line ----
"$bin" serve --help >"$work/out" 2>&1
check "serve --help" grep -q -- "--listen ADDR:PORT" "$work/out"
"$bin" serve --bogus >"$work/out" 2>"$work/err"
check "an unknown option: status 2, one line" test $? -eq 2 -a "$(wc -l <"$work/err")" -eq 1
"$bin" serve --listen nowhere >"$work/out" 2>"$work/err"
check "a bad --listen is refused" grep -q "ADDR:PORT" "$work/err"

# ---- databases that are not ours are refused and left as they were ----
printf 'my notes, not a database\n' >"$work/notes.txt"
sum=$(md5sum <"$work/notes.txt")
"$bin" serve --listen 127.0.0.1:0 --db "$work/notes.txt" >"$work/out" 2>"$work/err"
check "a file that is not a database: status 2" test $? -eq 2
check "... says so in one line" test "$(wc -l <"$work/err")" -eq 1
check "... and is not changed" test "$(md5sum <"$work/notes.txt")" = "$sum"
python3 -c "import sqlite3; c=sqlite3.connect('$work/other.db'); c.execute('create table t(x)'); c.commit()"
sum=$(md5sum <"$work/other.db")
"$bin" serve --listen 127.0.0.1:0 --db "$work/other.db" >"$work/out" 2>"$work/err"
check "another program's SQLite database is refused" grep -q "something else" "$work/err"
check "... and is not changed" test "$(md5sum <"$work/other.db")" = "$sum"

start "$work/games.db"
check "the server starts on a free port" test -n "$port"

# ---- the page and the card list ----
req GET /
check "GET / is the page" sh -c "[ $code = 200 ] && grep -q '<script src=\"/app.js\"' '$work/body'"
req GET /app.js
check "GET /app.js" is 200
req GET /style.css
check "GET /style.css" is 200
req GET /nothing-here
check "an unknown page: 404" is 404
req POST /
check "POST to a page: 405" is 405
req GET /api/cards
check "GET /api/cards lists 112 cards" test "$(field '.cards | length')" = 112
req POST /api/cards '{}'
check "POST /api/cards: 405" is 405
req GET /api/nothing
check "an unknown API address: 404" is 404

# ---- creating games, and bad requests to do so ----
req GET /api/games
check "GET /api/games: 405" is 405
req POST /api/games '{"players": 2,'
check "malformed JSON: 400" is 400
check "... naming what is wrong" says "malformed JSON"
req POST /api/games ''
check "no body: 400" is 400
req POST /api/games '[1,2]'
check "not an object: 400" is 400
req POST /api/games '{"players": 2, "colour": "red"}'
check "an unknown field: 400 naming it" says "colour"
req POST /api/games '{"players": 9}'
check "9 players: 400" is 400
req POST /api/games '{"players": "two"}'
check "players not a number: 400" says "players"
req POST /api/games '{"players": 2, "seats": [{"name": "A"}, {"bot": "genius"}]}'
check "an unknown bot: 400 naming it" says "genius"
for word in easy medium hard expert; do # the strengths of docs/AI.md, as the page offers them
  req POST /api/games "{\"mode\": \"bots\", \"players\": 2, \"seats\": [{\"name\": \"A\"}, {\"bot\": \"$word\"}]}"
  check "a bot by strength: $word" test "$code:$(field '.seats[1].kind'):$(field '.seats[1].name')" = "201:bot:$word"
done
req POST /api/games '{"players": 2, "houses": ["Mars", "Pluto"]}'
check "an unknown house: 400" is 400
req POST /api/games '{"mode": "hotseat", "players": 3, "houses": ["Mars", "Apollo", "Ceres"]}'
hid=$(field .id)
htok=$(field '.seats[2].token')
req GET "/api/games/$hid" "" "$htok"
check "chosen houses are given seat by seat" test "$(field '[.players[].house] | join(",")')" = "Mars,Apollo,Ceres"
req POST /api/games '{"mode": "chess", "players": 2}'
check "an unknown mode: 400" says "chess"
head -c 100000 /dev/zero | tr '\0' 'x' >"$work/huge"
code=$(curl -s -o "$work/body" -w '%{http_code}' -X POST -H 'Content-Type: application/json' --data-binary @"$work/huge" "$base/api/games")
check "a body over 64 KiB: 413" is 413
# refused as soon as the declared length or the first bytes pass the limit, not after the whole body
exec 3<>"/dev/tcp/127.0.0.1/$port"
printf 'POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000000\r\n\r\n' >&3
line=$(timeout 30 head -1 <&3)
exec 3>&-
check "a declared length over 64 KiB: 413 before any of the body is sent" sh -c "echo '$line' | grep -q '^HTTP/1.1 413'"
exec 3<>"/dev/tcp/127.0.0.1/$port"
( trap '' PIPE  # a subshell: the server may close the connection while it writes
  printf 'POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n'
  for _ in 1 2 3 4 5 6; do printf '%x\r\n' 16000; head -c 16000 /dev/zero | tr '\0' x; printf '\r\n'; done ) >&3 2>/dev/null
timeout 30 cat <&3 >/dev/null
status=$?
exec 3>&-
check "a chunked body passing 64 KiB: the connection is closed at once (the body never ends)" test "$status" = 0

req POST /api/games '{"mode": "friends", "players": 2, "seed": 11, "seats": [{"name": "Ana"}, {"name": "Ben"}]}'
check "a two-player game is created" is 201
id=$(field .id)
ta=$(field '.seats[0].token')
tb=$(field '.seats[1].token')
check "each seat has its own 128-bit token" sh -c "[ ${#ta} = 32 ] && [ ${#tb} = 32 ] && [ $ta != $tb ]"
check "the game id is 64 random bits in hex" sh -c "echo $id | grep -qE '^[0-9a-f]{16}$'"
check "tokens are not stored in the database" sh -c "! grep -qa $ta '$work/games.db' '$work/games.db-wal' 2>/dev/null"

# ---- opening a seat ----
req GET "/api/games/$id" "" "$ta"
check "seat A's view" sh -c "[ $code = 200 ] && [ \"\$(jq -r .seat '$work/body')\" = 0 ]"
cp "$work/body" "$work/a.json"
req GET "/api/games/$id" "" "$tb"
cp "$work/body" "$work/b.json"
check "A's view has no card of B's hand" sh -c "[ -z \"\$(jq -n --slurpfile a '$work/a.json' --slurpfile b '$work/b.json' \
  '[\$b[0].hand[].card] - [\$a[0].players[1].known[]?] | map(select(. as \$c | (\$a[0] | tostring | test(\"\\\"card\\\":\" + (\$c|tostring) + \"[,}]\")))) | .[]')\" ]"
check "A's view has no deck order, only its size" sh -c "jq -e '.deck_count > 0 and (has(\"deck\") | not)' '$work/a.json' >/dev/null"
check "only the seat to move gets the decision" test "$(jq 'has("decision")' "$work/a.json"):$(jq 'has("decision")' "$work/b.json")" = \
  "$(jq '.to_move == 0' "$work/a.json"):$(jq '.to_move == 1' "$work/a.json")"
# from here on, tm is the token of the seat to move and tw the other's
if [ "$(jq .to_move "$work/a.json")" = 0 ]; then tm=$ta; tw=$tb; cp "$work/a.json" "$work/m.json"
else tm=$tb; tw=$ta; cp "$work/b.json" "$work/m.json"; fi
req GET "/api/games/$id"
check "no token: 403" is 403
msg_none=$(field .error)
req GET "/api/games/$id" "" "0123456789abcdef0123456789abcdef"
check "a wrong token: 403" is 403
check "... with the same message as no token" test "$(field .error)" = "$msg_none"
req GET "/api/games/0123456789abcdef" "" "$ta"
check "an unknown game: 403 with the same message (learns nothing)" test "$code:$(field .error)" = "403:$msg_none"
req GET "/api/games/x/../../etc/passwd" "" "$ta"
check "a silly game id: refused" sh -c "[ $code -ge 400 ] && [ $code -lt 500 ]"
req DELETE "/api/games/$id" "" "$ta"
check "DELETE a game: 405" is 405

# ---- answering ----
first=$(jq -r '.decision.options[0].id' "$work/m.json")
req POST "/api/games/$id/answer" "{\"option\": $first, \"at\": 0}" "$tw"
check "answering out of turn: 409" is 409
req POST "/api/games/$id/answer" '{"option": 511, "at": 0}' "$tm"
check "an illegal option: 422" is 422
req POST "/api/games/$id/answer" '{"option": "lead", "at": 0}' "$tm"
check "an option that is not a number: 422" is 422
req POST "/api/games/$id/answer" "{\"option\": $first, \"at\": 5}" "$tm"
check "a stale answer: 409" says "stale"
req POST "/api/games/$id/answer" "{\"option\": $first}" "$tm"
check "no \"at\": 400" is 400
req POST "/api/games/$id/answer" "{\"option\": $first, \"at\": 0" "$tm"
check "malformed JSON answer: 400" is 400
req POST "/api/games/$id/answer" "{\"option\": $first, \"at\": 0}" "0123456789abcdef0123456789abcdef"
check "answering with a wrong token: 403" is 403
req POST "/api/games/$id/answer" "{\"option\": $first, \"at\": 0}" "$tm"
check "a legal answer: 200, one answer recorded" test "$code:$(field .at)" = "200:1"
# the log is the narration, per seat: "you" for the reader, the seat's name for the others
mover=$(jq -r '.players[.seat].name' "$work/m.json")
check "the log tells the mover what they did as \"You ...\"" sh -c "jq -r '.log[-1].text' '$work/body' | grep -q '^You '"
req GET "/api/games/$id" "" "$tw"
check "... and the other seat reads it under the mover's name" sh -c "jq -r '.log[-1].text' '$work/body' | grep -q '^$mover '"
check "... naming the card led there (it is on the board for both)" sh -c "jq -r '.log[-1].text' '$work/body' | grep -qE '^$mover (deploys|leads) [A-Z]'"
req POST "/api/games/$id/answer" "{\"option\": $first, \"at\": 0}" "$tm"
check "the same answer again is stale: 409" is 409

# ---- undo ----
req POST "/api/games/$id/undo" '{"at": 1}' "$tw"
check "undo by the other seat: 409" is 409
req GET "/api/games/$id" "" "$tm"
if [ "$(field .seat)" = "$(field .to_move)" ] && [ "$(field .can_undo)" = true ]; then
  req POST "/api/games/$id/undo" '{"at": 1}' "$tm"
  check "undo of my own last decision: 200, back to 0 answers" test "$code:$(field .at)" = "200:0"
  req POST "/api/games/$id/undo" '{"at": 0}' "$tm"
  check "undo with nothing to undo: 409" says "nothing to undo"
else
  check "the first decision of seed 11 leaves seat A to move with undo allowed" false
fi

# ---- live updates: only a version number ----
events_start "$work/events" "$tw"
events_until "$work/events" 1  # no change is made meanwhile: the first event comes at once or never
events_stop
check "events: a change event at once" grep -q '^event: change' "$work/events"
check "events carry only a version" sh -c "grep '^data:' '$work/events' | grep -qvE '^data: \{\"version\":[0-9]+\}$' && exit 1 || exit 0"
code=$(curl -s -o "$work/body" -w '%{http_code}' --max-time 60 "$base/api/games/$id/events?token=bad")
check "events with a wrong token: 403" is 403
# a change wakes a waiting stream
events_start "$work/events2" "$tw"
events_until "$work/events2" 1  # the stream is open (its first event came) before the answer is made
req GET "/api/games/$id" "" "$tm"
req POST "/api/games/$id/answer" "{\"option\": $(field '.decision.options[0].id'), \"at\": $(field .at)}" "$tm"
events_until "$work/events2" 2
events_stop
check "events: an answer is pushed to the other seat" test "$(grep -c '^event: change' "$work/events2")" -ge 2
# the game's version is stored with it: each event's id is it, a page reconnecting with
# Last-Event-ID (or ?last_event_id=) is told at once only if the game moved past it
req GET "/api/games/$id" "" "$tw"
version=$(field .version)
check "events: each change's id is the game's version ($version)" \
  test "$(grep '^id:' "$work/events2" | tail -1)" = "id: $version"
curl -s -N --max-time 2 -H "Last-Event-ID: $version" "$base/api/games/$id/events?token=$tw" >"$work/events3"
check "events: Last-Event-ID at the game's version: no change, only a comment" \
  sh -c "! grep -q '^event:' '$work/events3' && grep -q '^: resumed at $version' '$work/events3'"
curl -s -N --max-time 2 "$base/api/games/$id/events?token=$tw&last_event_id=$version" >"$work/events3"
check "events: ?last_event_id= at the game's version: no change either" sh -c "! grep -q '^event:' '$work/events3'"
events_start "$work/events3" "$tw&last_event_id=$((version - 1))"
events_until "$work/events3" 1
events_stop
check "events: Last-Event-ID older than the game's version: the change at once" \
  test "$(grep -c '^id: '"$version"'$' "$work/events3")" = 1

# ---- a game against a bot: the bot moves on the server ----
req POST /api/games '{"mode": "bots", "players": 2, "seed": 5, "seats": [{"name": "Ana"}, {"bot": "random"}]}'
bid=$(field .id)
bt=$(field '.seats[0].token')
check "a bots game gives a token to the person only" test "$(field '[.seats[] | select(.token)] | length')" = 1
for _ in $(seq 600); do # a minute at most: the bot moves on a worker thread
  req GET "/api/games/$bid" "" "$bt"
  [ "$(field .to_move)" = 0 ] || { sleep 0.1; continue; }
  req POST "/api/games/$bid/answer" "{\"option\": $(field '.decision.options[-1].id'), \"at\": $(field .at)}" "$bt"
  req GET "/api/games/$bid" "" "$bt"
  grep -q 'random' "$work/body" && [ "$(field '.log | map(.text | select(startswith("random"))) | length')" -gt 0 ] && break
  sleep 0.1
done
check "the bot answered on the server" test "$(field '.log | map(.text | select(startswith("random"))) | length')" -gt 0

# ---- a solo game ----
req POST /api/games '{"mode": "solo", "players": 1, "level": 3, "variant": "all-cards", "seats": [{"name": "Sol"}]}'
check "a solo game: Tull Au Toma's seat has no token" test "$code:$(field '.seats[1].kind'):$(field '.seats[1].token')" = "201:automa:null"
sid=$(field .id)
st=$(field '.seats[0].token')
req GET "/api/games/$sid" "" "$st"
check "the solo view shows her level and priorities" test "$(field .automa.level):$(field '.locations[0].priority | length')" = "3:1"

# ---- scoring a position, as `cardtable score` ----
src_dir="$(cd "$(dirname "$0")/.." && pwd)"
req POST /api/score "$(cat "$src_dir/examples/two-players.json")"
check "POST /api/score: 200" is 200
jq -j .text "$work/body" >"$work/web.txt"
"$bin" score "$src_dir/examples/two-players.json" >"$work/cli.txt"
check "... the same scorepad text as cardtable score" diff "$work/web.txt" "$work/cli.txt"
req POST /api/score '{"players": [{"name": "A", "hand": ["Darow"]}]}'
check "a bad position: 400 with the CLI's message" says "did you mean Darrow"
req GET /api/score
check "GET /api/score: 405" is 405

# ---- the companion: one step at a time, her state held by the page ----
req POST /api/companion '{"action": "new", "seed": 42, "level": 2}'
check "companion: new" sh -c "[ $code = 200 ] && jq -e '.state.hand == 2 and (.lines | length) > 3' '$work/body' >/dev/null"
cst=$(jq -c .state "$work/body")
req POST /api/companion "{\"action\": \"turn\", \"state\": $cst}"
check "companion: no turn before the odd/even card and the first player: 409" is 409
req POST /api/companion "{\"action\": \"parity\", \"odd\": 9, \"state\": $cst}"
check "companion: 9 odd cards of 8: 400" says "odd"
bad=$(echo "$cst" | jq -c '.order[0] = .order[1]')
req POST /api/companion "{\"action\": \"parity\", \"odd\": 3, \"state\": $bad}"
check "companion: a damaged state is refused" says "order"
req POST /api/companion "{\"action\": \"fly\", \"state\": $cst}"
check "companion: an unknown action: 400" says "fly"
req POST /api/companion '{"state": {}}'
check "companion: no action: 400" is 400
req GET /api/companion
check "GET /api/companion: 405" is 405
# deck empty (the terminal's 'deck empty'): set on her state, then her turn deploys nothing
req POST /api/companion "{\"action\": \"parity\", \"odd\": 3, \"state\": $cst}"
cst=$(jq -c .state "$work/body")
req POST /api/companion "{\"action\": \"apollo\", \"apollo\": true, \"state\": $cst}"
cst=$(jq -c .state "$work/body")
req POST /api/companion "{\"action\": \"set\", \"deck_empty\": 2, \"state\": $cst}"
check "companion: deck_empty 2: 400 naming it" says "deck_empty"
req POST /api/companion "{\"action\": \"set\", \"deck_empty\": 1, \"state\": $cst}"
check "companion: deck empty is kept in her state" test "$code:$(field .state.deck_empty)" = "200:1"
check "companion: and said" sh -c "jq -r '.lines[-1]' '$work/body' | grep -q 'the character deck is empty'"
cst=$(jq -c .state "$work/body")
req POST /api/companion "{\"action\": \"turn\", \"empty\": [false, false, false, false, false, false, false, false], \"state\": $cst}"
check "companion: with the deck empty her turn deploys nothing" test "$(jq '[.lines[] | select(. == "Deploy: the character deck is empty, so she deploys nothing.")] | length' "$work/body"):$(jq '[.lines[] | select(startswith("Deploy: put"))] | length' "$work/body")" = "2:0"

# ---- SIGKILL and restart: nothing acknowledged is lost ----
req GET "/api/games/$id" "" "$ta"
at_before=$(field .at)
version_before=$(field .version)
kill -9 "$pid"
wait "$pid" 2>/dev/null
PORT=$port start "$work/games.db"
req GET "/api/games/$id" "" "$ta"
check "after kill -9 and a restart the game resumes where it was" test "$code:$(field .at)" = "200:$at_before"
check "... at the same version (stored, not counted by the process)" test "$(field .version)" = "$version_before"
check "... with every game loaded" grep -q "(8 games in" "$work/serve.out"

# ---- a turn clock: after it, a bot plays the idle person's move (also after a restart) ----
req POST /api/games '{"mode": "friends", "players": 2, "clock": 0}'
check "a clock of 0 s: 400 naming it" says "clock must be"
req POST /api/games '{"mode": "friends", "players": 2, "clock": "soon"}'
check "a clock that is not a number: 400" says "clock must be"
req POST /api/games '{"mode": "friends", "players": 2, "seed": 11, "clock": 2}'
cid=$(field .id)
ct=$(field '.seats[0].token')
t0=$(date +%s%N)
for _ in $(seq 100); do # ten seconds at most
  req GET "/api/games/$cid" "" "$ct"
  [ "$(field .at)" -ge 1 ] && break
  sleep 0.1
done
ms=$((($(date +%s%N) - t0) / 1000000))
check "a clock of 2 s: nobody answers, a move is made for them after 2 s ($ms ms)" \
  sh -c "[ $(field .at) -ge 1 ] && [ $ms -ge 1500 ] && [ $ms -lt 6000 ]"
req POST /api/games '{"mode": "friends", "players": 2, "seed": 11, "clock": 2}'
cid=$(field .id)
ct=$(field '.seats[0].token')
kill -9 "$pid"
wait "$pid" 2>/dev/null
sleep 2.5 # the clock runs out while no server runs
PORT=$port start "$work/games.db"
for _ in $(seq 60); do # six seconds at most
  req GET "/api/games/$cid" "" "$ct"
  [ "$(field .at)" -ge 1 ] && break
  sleep 0.1
done
check "... and after kill -9 and a restart: its due time was kept in the database" test "$(field .at)" -ge 1

# ---- a database made before the jobs: its bot, due to move, moves with its game unopened ----
kill "$pid"
wait "$pid" 2>/dev/null
python3 - "$work/old.db" <<'PY'
import hashlib, sqlite3, sys
c = sqlite3.connect(sys.argv[1])
c.executescript("""
CREATE TABLE cardtable_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
INSERT INTO cardtable_meta VALUES ('app', 'cardtable'), ('schema', '1');
CREATE TABLE games (id TEXT PRIMARY KEY, mode TEXT NOT NULL, options TEXT NOT NULL, seed INTEGER NOT NULL,
 created INTEGER NOT NULL);
CREATE TABLE seats (game TEXT NOT NULL REFERENCES games(id), seat INTEGER NOT NULL, name TEXT NOT NULL,
 kind INTEGER NOT NULL, agent TEXT NOT NULL, token_hash BLOB NOT NULL, PRIMARY KEY (game, seat));
CREATE TABLE answers (game TEXT NOT NULL REFERENCES games(id), idx INTEGER NOT NULL, answer INTEGER NOT NULL,
 PRIMARY KEY (game, idx));
""")
# as '{"mode": "bots", "players": 2, "seed": 5, "seats": [{"name": "Ana"}, {"bot": "random"}]}' made it:
# seed 5's first decision is the bot's (seat 2)
c.execute("INSERT INTO games VALUES ('00000000000000aa', 'bots', 'players=2 houses=random', 5, 0)")
c.execute("INSERT INTO seats VALUES ('00000000000000aa', 0, 'Ana', 0, '', ?)",
          (hashlib.sha256(b'0123456789abcdef0123456789abcdef').digest(),))
c.execute("INSERT INTO seats VALUES ('00000000000000aa', 1, 'random', 1, 'random', ?)", (hashlib.sha256(b'x').digest(),))
c.commit()
PY
start "$work/old.db"
answers() { python3 -c "import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute('SELECT count(*) FROM answers').fetchone()[0])" "$work/old.db"; }
for _ in $(seq 100); do [ "$(answers)" -gt 0 ] && break; sleep 0.1; done
check "a database made before the jobs: a bot due to move moves, nobody opening its game ($(answers) answers)" \
  test "$(answers)" -gt 0
id=00000000000000aa
for _ in $(seq 100); do # until the bot's turn is over (it may take two decisions)
  req GET "/api/games/$id" "" "0123456789abcdef0123456789abcdef"
  [ "$(field .to_move)" = 0 ] && break
  sleep 0.1
done
check "... and the game reads as played so far, the person to move" test "$code:$(field .at):$(field .to_move)" = "200:$(answers):0"

# ---- too many requests ----
kill "$pid"
wait "$pid" 2>/dev/null
PORT=0 start "$work/games.db" --rate 5
# 30 requests on one connection, as fast as one curl makes them (30 curls, each a process,
# could be slower than the 5 a second the bucket refills on a loaded machine)
burst=()
for _ in $(seq 30); do burst+=(-o /dev/null "$base/api/cards"); done
codes=$(curl -s -w '%{http_code} ' "${burst[@]}")
check "too many requests: 429" sh -c "echo '$codes' | grep -q 429"
curl -s "$base/api/cards" >/dev/null
sleep 1
req GET /api/cards
check "... and served again after a pause" is 200
kill -TERM "$pid"
wait "$pid"
check "SIGTERM stops the server cleanly" test $? -eq 0

finish
