#!/usr/bin/env bash
# server_hard_test.sh: `cardtable serve` against the attacks of an open network, run by
# CTest:  server_hard_test.sh CARDTABLE_BINARY
# A bot's budget is capped and a stop ends its search; a game needs a person; limits per
# client address (connections, a deadline for the request head, games an hour); every
# input checked (bot names, NUL and %00, Host); databases that cannot be served from are
# refused in one line; idle games leave memory; a live stream costs no thread.
# Loopback only; every loop is bounded in count and in time.
set -u
bin="$1"
work=$(mktemp -d)
chmod 755 "$work" # read by another user in the read-only check
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null; done
  wait 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
. "$(dirname "$0")/lib.sh"

start() { # start DB [ARGS...]: a server on a free port; sets base, port and pid
  local db="$1"
  shift
  port=""
  : >"$work/serve.out"
  "$bin" serve --listen 127.0.0.1:0 --db "$db" "$@" >"$work/serve.out" 2>"$work/serve.err" &
  pid=$!
  pids+=("$pid")
  for _ in $(seq 300); do
    port=$(sed -n 's/.*http:\/\/127\.0\.0\.1:\([0-9][0-9]*\)\/.*/\1/p' "$work/serve.out")
    [ -n "$port" ] && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  base="http://127.0.0.1:$port"
}
req() { # req METHOD PATH [BODY] [TOKEN]: sets code; the body in $work/body, headers in $work/head
  local args=(-s -o "$work/body" -D "$work/head" -w '%{http_code}' --max-time 20 -X "$1" "$base$2")
  [ -n "${3:-}" ] && args+=(-H 'Content-Type: application/json' --data-binary "$3")
  [ -n "${4:-}" ] && args+=(-H "X-Seat-Token: $4")
  code=$(curl "${args[@]}")
}
is() { [ "$code" = "$1" ] || { echo "  status $code, wanted $1: $(head -c 300 "$work/body")"; return 1; }; }
says() { grep -qF -- "$1" "$work/body" || { echo "  body: $(head -c 300 "$work/body")"; return 1; }; }
field() { jq -r "$1" "$work/body"; }
stop() { # SIGTERM; the server must stop cleanly (status 0: under the sanitizers, nothing leaked)
  kill -TERM "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  local st=$?
  [ $st = 0 ] || { echo "  the server stopped with status $st: $(head -c 600 "$work/serve.err")"; failed=$((failed + 1)); }
}
# raw HOST PORT BYTES: sends BYTES (printf escapes) on one connection; the answer's first line in $work/raw
raw() {
  python3 - "$1" "$2" "$3" >"$work/raw" <<'EOF'
import socket, sys
s = socket.create_connection((sys.argv[1], int(sys.argv[2])), timeout=10)
s.sendall(sys.argv[3].encode('latin-1').decode('unicode_escape').encode('latin-1'))
data = b''
try:
    while b'\r\n' not in data:
        chunk = s.recv(4096)
        if not chunk: break
        data += chunk
except socket.timeout:
    pass
print(data.split(b'\r\n')[0].decode('latin-1'))
EOF
}

start "$work/games.db" --max-bot-ms 300
check "the server starts" test -n "$port"

# ---- bots: budgets capped, a person in every game ----
req POST /api/games '{"mode": "bots", "players": 2, "seats": [{"name": "Ana"}, {"bot": "mcts:3600000ms"}]}'
check "a bot of an hour a move: 400 naming --max-bot-ms" sh -c "[ $code = 400 ] && grep -q -- '--max-bot-ms' '$work/body'"
req POST /api/games '{"mode": "bots", "players": 2, "seats": [{"name": "Ana"}, {"bot": "mcts:100000000"}]}'
check "a bot of 100,000,000 iterations a move: 400" is 400
req POST /api/games '{"mode": "bots", "players": 2, "seed": 2, "seats": [{"name": "Ana"}, {"bot": "mcts:300ms"}]}'
check "a bot within the budget: 201" is 201
mid=$(field .id)
mtok=$(field '.seats[0].token')
moved=no
for _ in $(seq 100); do # the person answers; the searcher (in a child process) answers back: 20 s at most
  req GET "/api/games/$mid" "" "$mtok"
  if [ "$(field .to_move)" = 0 ]; then
    [ "$(field '.log | map(.text | select(startswith("mcts"))) | length')" -gt 0 ] && { moved=yes; break; }
    req POST "/api/games/$mid/answer" "{\"option\": $(field '.decision.options[0].id'), \"at\": $(field .at)}" "$mtok"
  fi
  sleep 0.2
done
check "the searching bot moves" test $moved = yes
req POST /api/games '{"mode": "bots", "players": 2, "seats": [{"bot": "random"}, {"bot": "greedy"}]}'
check "a game with no person in it: 400" sh -c "[ $code = 400 ] && grep -q 'needs a person' '$work/body'"

# ---- names and addresses ----
long=$(printf 'é%.0s' $(seq 38))
req POST /api/games "{\"mode\": \"bots\", \"players\": 2, \"seats\": [{\"name\": \"Ana\"}, {\"bot\": \"greedy\", \"name\": \"$long\"}]}"
check "a bot's name over 39 bytes (cut inside a character before): 400" is 400
req POST /api/games '{"mode": "bots", "players": 2, "seats": [{"name": "Ana"}, {"bot": "greedy", "name": "\u001b[2J\u0007"}]}'
check "control characters in a bot's name: 400" says "control characters"
req POST /api/games '{"mode": "bots", "players": 2, "seats": [{"name": "Ana\u0085"}, {"bot": "greedy"}]}'
check "a C1 control character in a person's name: 400" is 400
req POST /api/games '{"mode": 5, "players": 2}'
check "a mode that is not text: 400" is 400
req GET '/index.html%00.js'
check "%00 in an address: 400" sh -c "[ $code = 400 ] && grep -q 'NUL' '$work/body'"
req POST /api/games '{"mode": "friends", "players": 2, "seed": 3}'
gid=$(field .id)
gtok=$(field '.seats[0].token')
req GET "/api/games/$gid/" "" "$gtok"
check "a game's address with a slash after it: 404" is 404
raw 127.0.0.1 "$port" 'GET / HTTP/1.1\r\n\r\n'
check "HTTP/1.1 without Host: 400" grep -q '^HTTP/1.1 400' "$work/raw"
raw 127.0.0.1 "$port" 'GET / HTTP/1.0\r\n\r\n'
check "... HTTP/1.0 needs none" grep -q '^HTTP/1.0 200\|^HTTP/1.1 200' "$work/raw"
raw 127.0.0.1 "$port" 'POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 15\r\n\r\n{"players": 2\x00}'
check "a raw NUL byte in a body: 400" grep -q '^HTTP/1.1 400' "$work/raw"

# ---- SIGTERM while a bot thinks: stopped within a second ----
req POST /api/games '{"mode": "bots", "players": 2, "seed": 1, "seats": [{"name": "Ana"}, {"bot": "mcts:300ms"}]}'
sid=$(field .id)
stok=$(field '.seats[0].token')
stop
start "$work/games.db" --max-bot-ms 30000
req POST /api/games '{"mode": "bots", "players": 2, "seed": 1, "seats": [{"name": "Ana"}, {"bot": "mcts:30000ms"}]}'
tid=$(field .id)
ttok=$(field '.seats[0].token')
thinking=no
for _ in $(seq 40); do # the person answers until the bot is to move (bounded: 40 answers)
  req GET "/api/games/$tid" "" "$ttok"
  if [ "$(field .to_move)" = 1 ]; then thinking=yes; break; fi
  req POST "/api/games/$tid/answer" "{\"option\": $(field '.decision.options[0].id'), \"at\": $(field .at)}" "$ttok"
done
sleep 0.5
t0=$(date +%s%N)
kill -TERM "$pid"
for _ in $(seq 500); do kill -0 "$pid" 2>/dev/null || break; sleep 0.02; done # 10 s at most
ms=$((($(date +%s%N) - t0) / 1000000))
check "a bot of 30 s a move is thinking" test $thinking = yes
check "SIGTERM stops the server within a second while it thinks (took $ms ms)" test "$ms" -lt 1000
kill -0 "$pid" 2>/dev/null && kill -9 "$pid"
wait "$pid"
check "... and cleanly (status 0)" test $? -eq 0

# ---- one server per database; databases that cannot be written ----
start "$work/games.db"
first=$pid
status_is 2 timeout 10 "$bin" serve --listen 127.0.0.1:0 --db "$work/games.db"
check "a second server on the same database is refused (status 2)" one_line_error "another cardtable serve"
kill -0 "$first" 2>/dev/null
check "... and the first goes on" test $? -eq 0
stop
mkdir "$work/ro"
"$bin" serve --listen 127.0.0.1:0 --db "$work/ro/x.db" >/dev/null 2>&1 &
p=$!; sleep 1; kill -TERM $p; wait $p
chmod 755 "$work/ro"
chmod 644 "$work/ro/x.db"
rm -f "$work/ro/x.db-wal" "$work/ro/x.db-shm"
if [ "$(id -u)" = 0 ]; then # root may write anything: the server runs as nobody instead
  as_reader=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
else
  chmod 555 "$work/ro"; chmod 444 "$work/ro/x.db"; as_reader=()
fi
status_is 2 timeout 10 "${as_reader[@]}" "$bin" serve --listen 127.0.0.1:0 --db "$work/ro/x.db"
check "a database that cannot be written is refused (status 2) in one line saying so" one_line_error "cannot be written"

# ---- the -shm file cut short while serving: a one-line stop, not a crash ----
start "$work/shm.db"
req POST /api/games '{"mode": "friends", "players": 2, "seed": 4}'
hid=$(field .id)
htok=$(field '.seats[0].token')
req GET "/api/games/$hid" "" "$htok"
[ "$(field .to_move)" = 0 ] || { htok=$(jq -r '.seats[1].token' "$work/body" 2>/dev/null); }
truncate -s 0 "$work/shm.db-shm"
req POST /api/games '{"mode": "friends", "players": 2, "seed": 5}'
wait "$pid"
st=$?
check "a cut -shm: the server stops with status 2 (was killed by SIGBUS: 135)" test "$st" = 2
check "... saying so in one line" sh -c "[ \$(wc -l <'$work/serve.err') = 1 ] && grep -q -- '-shm' '$work/serve.err'"

# ---- limits per client address ----
start "$work/games.db" --connections-per-address 5 --header-seconds 2 --games-per-hour 3 --rate 0
python3 - "$port" >"$work/conn" <<'EOF'
import socket, sys, time, urllib.request
port = int(sys.argv[1])
held = [socket.create_connection(('127.0.0.1', port)) for _ in range(5)]
def served(source):
    s = socket.create_connection(('127.0.0.1', port), timeout=5, source_address=(source, 0))
    try:
        s.sendall(b'GET /api/cards HTTP/1.1\r\nHost: x\r\n\r\n')
        return s.recv(12).startswith(b'HTTP/1.1 200')
    except OSError:
        return False
    finally:
        s.close()
print('same', served('127.0.0.1'))
print('other', served('127.0.0.2'))
# a byte a second keeps no connection past the head's deadline (2 s): bounded to 8 s
for s in held: s.close()
time.sleep(0.5)
s = socket.create_connection(('127.0.0.1', port))
s.settimeout(1)
start = time.time()
closed = None
for i in range(8):
    try:
        s.sendall(b'GET / HTTP/1.1\r\nX' if i == 0 else b'x')
        if s.recv(100) == b'':
            closed = time.time() - start
            break
    except socket.timeout:
        continue
    except OSError:
        closed = time.time() - start
        break
print('slow', 'closed' if closed is not None and closed < 4 else 'open')
# nor does a body sent a byte a second
s = socket.create_connection(('127.0.0.1', port))
s.settimeout(1)
start = time.time()
closed = None
for i in range(8):
    try:
        s.sendall(b'POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{' if i == 0 else b' ')
        if s.recv(100) == b'':
            closed = time.time() - start
            break
    except socket.timeout:
        continue
    except OSError:
        closed = time.time() - start
        break
print('body', 'closed' if closed is not None and closed < 4 else 'open')
EOF
check "open connections per address: the 6th from one address is refused" grep -q 'same False' "$work/conn"
check "... while another address is served" grep -q 'other True' "$work/conn"
check "a request head sent a byte a second is cut at its deadline" grep -q 'slow closed' "$work/conn"
check "... and so is a body sent a byte a second" grep -q 'body closed' "$work/conn"
for n in 1 2 3; do req POST /api/games '{"mode": "friends", "players": 2}'; done
check "games per hour per address: the 3rd is made" is 201
req POST /api/games '{"mode": "friends", "players": 2}'
check "... the 4th is 429" is 429
check "... with Retry-After" grep -qi '^Retry-After: [1-9]' "$work/head"
stop

# ---- idle games leave memory and come back from the database ----
start "$work/games.db" --unload-after 1
req POST /api/games '{"mode": "friends", "players": 2, "seed": 8}'
uid=$(field .id)
ua=$(field '.seats[0].token')
ub=$(field '.seats[1].token')
req GET "/api/games/$uid" "" "$ua"
[ "$(field .to_move)" = 0 ] && um=$ua || um=$ub
req GET "/api/games/$uid" "" "$um"
req POST "/api/games/$uid/answer" "{\"option\": $(field '.decision.options[0].id'), \"at\": 0}" "$um"
check "an answer in the game" test "$code:$(field .at)" = "200:1"
# the database is changed behind the server's back: only a game read again shows it
sleep 3
python3 -c "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('delete from answers where game=?',(sys.argv[2],)); c.commit()" "$work/games.db" "$uid"
req GET "/api/games/$uid" "" "$um"
check "a game unused past --unload-after is read again from the database when opened" test "$code:$(field .at)" = "200:0"
stop

# ---- live streams cost no thread ----
start "$work/games.db" --rate 0 --connections-per-address 1000
python3 - "$port" "$gid" "$gtok" "$pid" >"$work/streams" <<'EOF'
import socket, sys, time
port, gid, tok, pid = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
streams = []
for _ in range(300):
    s = socket.create_connection(('127.0.0.1', port))
    s.sendall(('GET /api/games/%s/events?token=%s HTTP/1.1\r\nHost: x\r\n\r\n' % (gid, tok)).encode())
    streams.append(s)
got = 0
for s in streams:
    s.settimeout(10)
    data = b''
    while b'data:' not in data:
        chunk = s.recv(4096)
        if not chunk: break
        data += chunk
    got += b'data:' in data
threads = int([l for l in open('/proc/%s/status' % pid) if l.startswith('Threads:')][0].split()[1])
print('streams', got, 'threads', threads)
EOF
read -r _ got _ threads <"$work/streams"
check "300 live streams open, each with its first event ($got)" test "$got" = 300
check "... held by a few threads, not one each ($threads)" test "$threads" -lt 40
stop

finish
