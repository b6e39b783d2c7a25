#!/usr/bin/env python3
"""server_upgrade_check.py: a database made by the server of main b17450d (schema 1,
answers by number; tests/data/server_main_b17450d.*) loads in this server: every game is
there and every person's seat is shown what that server showed it (its board, hand,
decision, log words), the file is brought to schema 2, play goes on (stored by name), and
a record that no longer replays is refused in one line, never half-loaded.
Usage: server_upgrade_check.py BASE_URL DATA_PREFIX DB_FILE (the running server's SQLite
file, or - for a PostgreSQL database, whose schema its own test reads)"""
import json
import sqlite3
import sys
import urllib.error
import urllib.request

base, prefix, db_file = sys.argv[1:4]
passed = failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print("ok - " + name)
    else:
        failed += 1
        print("not ok - " + name + (": " + str(detail)[:400] if detail else ""))


def req(method, path, body=None, token=None):
    headers = {"Content-Type": "application/json"}
    if token:
        headers["X-Seat-Token"] = token
    r = urllib.request.Request(base + path, method=method, data=json.dumps(body).encode() if body is not None else None,
                               headers=headers)
    try:
        with urllib.request.urlopen(r, timeout=60) as f:
            return f.status, json.loads(f.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


old_views = json.load(open(prefix + ".views.json"))
# the fields the old server showed that this one keeps for Red Rising (today's page draws them)
kept = ["at", "automa", "banished", "decision", "deck_count", "end", "hand", "hand_points", "id", "locations", "looked_at",
        "mode", "neutral_influence", "over", "players", "seat", "to_move", "to_move_name", "turn"]
for key, old in sorted(old_views.items()):
    gid, token = key.split(":")
    st, new = req("GET", "/api/games/" + gid, token=token)
    differ = [k for k in kept if old.get(k) != new.get(k)]
    check("game %s seat %d: loaded, shown as before (%d answers, %s)" % (gid, old["seat"], old["at"], "over" if old["over"] else "going on"),
          st == 200 and not differ, differ or new)
    check("game %s seat %d: the log in the same words" % (gid, old["seat"]),
          st == 200 and [line["text"] for line in new["log"]] == old["log"], new.get("log"))
    check("game %s seat %d: and a view of the game's own (redrising, %d areas)" % (gid, old["seat"], len(new.get("view", {}).get("areas", []))),
          st == 200 and new["game"] == "redrising" and new["view"]["seat"] == old["seat"] and new["view"]["over"] == old["over"])

con = sqlite3.connect(db_file) if db_file != "-" else None  # "-": PostgreSQL, checked by its test
if con:
    schema = con.execute("SELECT value FROM cardtable_meta WHERE key = 'schema'").fetchone()[0]
    check("the database was brought to schema 2", schema == "2", schema)

# play goes on in the unfinished 2-player game, stored by option name
tokens = json.load(open(prefix + ".tokens.json"))
friends = tokens["unfinished"]
gid = friends["id"]
for seat in friends["seats"]:
    st, s = req("GET", "/api/games/" + gid, token=seat["token"])
    if s["view"]["to_move"] == seat["seat"]:
        option = s["view"]["options"][0]
        st, after = req("POST", "/api/games/%s/answer" % gid, {"name": option["name"], "at": s["at"]}, seat["token"])
        check("an answer by name in a loaded game: 200", st == 200 and after["at"] == s["at"] + 1, after)
        if con:
            row = con.execute("SELECT answer, name FROM answers WHERE game = ? AND idx = ?", (gid, s["at"])).fetchone()
            check("... stored with its option name", row == (option["value"], option["name"]), row)
        break
if con:
    con.close()
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
