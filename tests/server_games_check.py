#!/usr/bin/env python3
"""server_games_check.py: the game-agnostic server over HTTP (run by server_games_test.sh
with a running server's address): RONE 1 v 1 against a bot, RONE 2 v 2 with bots filling
seats and Kuhn poker played to the end by option name; no seat's (or the spectator's)
JSON names a RONE card held in another seat's hand that its own view does not show;
the cards of a game; an unknown game refused listing the games. Prints ok / not ok lines."""
import json
import random
import sys
import urllib.error
import urllib.request

base = sys.argv[1]
passed = failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print("ok - " + name)
    else:
        failed += 1
        print("not ok - " + name + (": " + str(detail)[:300] if detail else ""))


def req(method, path, body=None, token=None):
    headers = {"Content-Type": "application/json"}
    if token:
        headers["X-Seat-Token"] = token
    data = json.dumps(body).encode() if body is not None else None
    r = urllib.request.Request(base + path, method=method, data=data, headers=headers)
    try:
        with urllib.request.urlopen(r, timeout=60) as f:
            text = f.read().decode()
            return f.status, json.loads(text), text
    except urllib.error.HTTPError as e:
        text = e.read().decode()
        return e.code, json.loads(text), text


rng = random.Random(29)


def play(game, tokens, spectator=None, watch=None, limit=4000):
    """Plays the persons' seats by option name until the game is over; watch(views) sees
    every seat's (and the spectator's) JSON text after each answer. The last JSON."""
    gid = game["id"]
    last = None
    for _ in range(limit):
        moved = False
        texts = {}
        for seat, tok in tokens.items():
            st, s, text = req("GET", "/api/games/" + gid, token=tok)
            texts[seat] = (s, text)
            last = s
        if spectator:
            texts[-1] = req("GET", "/api/games/" + gid, token=spectator)[1:]
        if watch:
            watch(texts)
        if last["view"]["over"]:
            return last
        for seat, (s, _) in texts.items():
            if seat >= 0 and s["view"]["to_move"] == seat and s["view"]["options"]:
                name = rng.choice(s["view"]["options"])["name"]
                st, after, _ = req("POST", "/api/games/%s/answer" % gid, {"name": name, "at": s["at"]}, tokens[seat])
                if st != 200:
                    check("an answer by name is taken", False, "%d %s" % (st, after))
                    return after
                moved = True
                break
        if not moved:
            import time
            time.sleep(0.05)
    return last


# ---- an unknown game ----
st, body, _ = req("POST", "/api/games", {"game": "chess", "mode": "friends"})
check("an unknown game: 400 naming the games", st == 400 and all(g in body["error"] for g in ("redrising", "rone", "kuhn")), body)
st, body, _ = req("POST", "/api/games", {"game": "rone", "players": 5, "seats": [{"name": "A"}]})
check("RONE with 5 players: 400 with the game's own message", st == 400 and "players" in body["error"], body)
st, body, _ = req("POST", "/api/games", {"game": "kuhn", "level": 3, "seats": [{"name": "A"}]})
check("Kuhn refuses Red Rising's level field", st == 400 and "level" in body["error"], body)

# ---- RONE 1 v 1 against a bot ----
st, g, _ = req("POST", "/api/games", {"game": "rone", "mode": "bots", "players": 2, "seed": 4,
                                      "seats": [{"name": "Ana"}, {"bot": "greedy"}]})
check("RONE 1 v 1 against a bot: 201, one token, a spectator token", st == 201 and g["game"] == "rone" and len(g["tokens"]) == 1 and len(g["spectator"]) == 32, g)
st, cards, _ = req("GET", "/api/games/%s/cards" % g["id"], token=g["tokens"][0])
check("GET cards: every face from 0 with a name and a text", st == 200 and len(cards) > 20 and
      [c["face"] for c in cards] == list(range(len(cards))) and all(c["name"] and c["text"] for c in cards), str(cards)[:200])
st, s, _ = req("GET", "/api/games/" + g["id"], token=g["tokens"][0])
check("the GET shape: id, game, seats with labels, view, log, result", st == 200 and s["game"] == "rone" and
      s["seats"][1]["kind"] == "bot" and "label" in s["seats"][0] and s["result"] is None and
      all(k in s["view"] for k in ("seat", "seats", "to_move", "turn", "over", "status", "prompt", "options", "areas", "counters")), s.keys())
if s["view"]["to_move"] == 0:
    st, e, _ = req("POST", "/api/games/%s/answer" % g["id"], {"name": "no such option", "at": s["at"]}, g["tokens"][0])
    check("an answer naming no option: 422", st == 422, e)
st, spec, _ = req("GET", "/api/games/" + g["id"], token=g["spectator"])
check("the spectator's link: seat -1, no options, no hand card named", st == 200 and spec["seat"] == -1 and spec["view"]["seat"] == -1 and
      spec["view"]["options"] == [] and all(c["face"] is None for a in spec["view"]["areas"] if a["kind"] == "hand" for c in a["cards"]), spec.get("view", {}).get("areas"))
st, e, _ = req("POST", "/api/games/%s/answer" % g["id"], {"option": 0, "at": spec["at"]}, g["spectator"])
check("the spectator cannot answer: 409", st == 409, e)
end = play(g, {0: g["tokens"][0]})
check("RONE 1 v 1 against a bot plays to the end", end["view"]["over"] and end["result"] and end["result"]["over"] and
      len(end["result"]["scores"]) == 2 and end["result"]["ending"], end.get("result"))

# ---- RONE 1 v 1 between two persons: no seat sees another's hand ----
leaks = []
steps = [0]


def hand_names(s, seat):
    """The names of the cards seat's view lists in seat's own hand."""
    return {c["name"] for a in s["view"]["areas"] if a["kind"] == "hand" and a["seat"] == seat for c in a["cards"] if c["face"] is not None}


def shown_names(s):
    """The names of every card s's view shows face up."""
    return {c["name"] for a in s["view"]["areas"] for c in a["cards"] if c["face"] is not None}


public_text = []  # what the spectator's link has shown so far: the public record


def watch(texts):
    """A seat's JSON may name a card held in another's hand only if its own view shows a
    card of that name or the spectator's JSON (public information) has named it: another
    copy played. The spectator's own view lists no hand card with a face (checked above
    and here)."""
    steps[0] += 1
    spectator, spectator_text = texts[-1]
    public_text.append(spectator_text)
    hands = {seat: hand_names(s, seat) for seat, (s, _) in texts.items() if seat >= 0}
    for owner, names in hands.items():
        if names & hand_names(spectator, owner):
            leaks.append("the spectator's view names seat %d's hand cards" % owner)
    for reader, (s, text) in texts.items():
        if reader < 0:
            continue
        shown = shown_names(s)
        for owner, names in hands.items():
            if owner == reader:
                continue
            for name in names - shown:
                if any(name in t for t in public_text):
                    continue
                if '"' + name + '"' in text or name + "." in text or name + " " in text:
                    at = max(text.find('"' + name + '"'), text.find(name + "."), text.find(name + " "))
                    leaks.append("seat %d sees %s of seat %d's hand: ...%s..." % (reader, name, owner, text[max(0, at - 150):at + 60]))


st, g2, _ = req("POST", "/api/games", {"game": "rone", "mode": "friends", "players": 2, "seed": 8,
                                       "seats": [{"name": "Ana"}, {"name": "Bo"}]})
end = play(g2, {0: g2["tokens"][0], 1: g2["tokens"][1]}, spectator=g2["spectator"], watch=watch)
check("RONE 1 v 1 by links plays to the end", end["view"]["over"] and end["result"]["over"], end.get("result"))
check("no seat's JSON (nor the spectator's) names a card of another's hand it cannot see (%d looks)" % steps[0],
      not leaks and steps[0] > 20, leaks[:3])

# ---- RONE 2 v 2, bots filling seats ----
st, g4, _ = req("POST", "/api/games", {"game": "rone", "mode": "bots", "players": 4, "seed": 6,
                                       "seats": [{"name": "Ana"}, {"bot": "random"}, {"bot": "greedy"}, {"bot": "random"}]})
check("RONE 2 v 2: 201 with four seats", st == 201 and len(g4["seats"]) == 4, g4)
end = play(g4, {0: g4["tokens"][0]})
check("RONE 2 v 2 with bots plays to the end", end["view"]["over"] and end["result"]["over"] and len(end["result"]["scores"]) == 4, end.get("result"))

# ---- Kuhn poker ----
st, gk, _ = req("POST", "/api/games", {"game": "kuhn", "mode": "bots", "seed": 2, "seats": [{"name": "Ana"}, {"bot": "greedy"}]})
check("Kuhn poker: 201", st == 201 and gk["game"] == "kuhn", gk)
end = play(gk, {0: gk["tokens"][0]})
check("Kuhn poker plays to the end with a result", end["view"]["over"] and end["result"]["over"] and
      sorted(end["result"]["scores"]) != [0, 0] and sum(end["result"]["scores"]) == 0, end.get("result"))
check("Kuhn poker's log tells what happened", len(end["log"]) >= 2 and all(l["text"] for l in end["log"]), end.get("log"))

print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
