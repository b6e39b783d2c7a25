#!/usr/bin/env python3
"""ladder.py: the bots' ladder. Runs `cardtable sim` matches and records each result in
data/ladder.tsv, or (with `elo`) rates every bot and every Tull Au Toma level from the
recorded results: an Elo-style rating fitted by maximum likelihood (Bradley-Terry on the
Elo scale, 400 points = 10:1 odds), anchored at Tull Au Toma level 2 = 1500.

  scripts/ladder.py run BOT OPPONENT GAMES [SEED]   # OPPONENT: tull1..tull6 or a bot
  scripts/ladder.py elo                             # ratings from data/ladder.tsv
  scripts/ladder.py table                           # the results as a table

Only data/ladder.tsv counts (the fair bots); data/ladder-before-fairness.tsv keeps the
matches played while the search knew the order of her cards, for the record.

A bot is anything `cardtable sim --agents` takes (greedy, mcts:5800, hard, ...).
Matches run with `nice -n 19` on 2 threads (LADDER_NICE=0 and LADDER_THREADS=1 change
them); a seed gives the same result on any machine.
"""
import json
import math
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TSV = os.path.join(ROOT, "data", "ladder.tsv")
BINARY = os.path.join(ROOT, "build", "release", "cardtable")
HEADER = "bot\topponent\tgames\tbot_wins\tbot_mean\topponent_mean\tseed\n"


def run(bot, opponent, games, seed):
    if opponent.startswith("tull"):
        level = int(opponent[4:])
        args = ["--players", "1", "--level", str(level), "--agents", bot]
    else:
        args = ["--players", "2", "--agents", bot + "," + opponent]
    cmd = ["nice", "-n", os.environ.get("LADDER_NICE", "19"), BINARY, "sim", "--games", str(games), "--seed", str(seed),
           "--threads", os.environ.get("LADDER_THREADS", "2"), "--json"] + args
    out = json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)
    agents = out["agents"]
    if opponent.startswith("tull"):
        tull = [s for s in out["seats"] if s["seat"].startswith("Tull")][0]
        wins, mine, theirs = agents[bot]["win_rate"] * games, agents[bot]["mean_score"], tull["mean_score"]
    else:
        wins, mine, theirs = agents[bot]["win_rate"] * games, agents[bot]["mean_score"], agents[opponent]["mean_score"]
    new = not os.path.exists(TSV)
    with open(TSV, "a") as f:
        if new:
            f.write(HEADER)
        f.write(f"{bot}\t{opponent}\t{games}\t{wins:.1f}\t{mine:.1f}\t{theirs:.1f}\t{seed}\n")
    half = 1.96 * math.sqrt(max(wins / games * (1 - wins / games), 1e-9) / games)
    print(f"{bot} vs {opponent}: {games} games, wins {100 * wins / games:.1f}% +- {100 * half:.1f}, "
          f"mean {mine:.1f} vs {theirs:.1f}  ({out['seconds']:.0f} s)")


def elo():
    rows = []
    with open(TSV) as f:
        next(f)
        for line in f:
            bot, opp, games, wins = line.split("\t")[:4]
            rows.append((bot, opp, int(games), float(wins)))
    names = sorted({r[0] for r in rows} | {r[1] for r in rows})
    rating = {n: 0.0 for n in names}
    # maximum likelihood by gradient ascent on the Elo scale; a weak prior (one drawn game
    # against a 1500 player) keeps unbeaten or winless players finite
    for _ in range(20000):
        grad = {n: 0.0 for n in names}
        for bot, opp, games, wins in rows:
            p = 1 / (1 + 10 ** ((rating[opp] - rating[bot]) / 400))
            grad[bot] += wins - games * p
            grad[opp] -= wins - games * p
        for n in names:
            p = 1 / (1 + 10 ** (-rating[n] / 400))
            grad[n] += 0.5 - p
        for n in names:
            rating[n] += 2.0 * grad[n] / max(1, sum(r[2] for r in rows if n in r[:2]))
    anchor = rating.get("tull2", 0.0)
    games = {n: sum(r[2] for r in rows if n in r[:2]) for n in names}
    print("| player | rating | games |\n| --- | --- | --- |")
    for n in sorted(names, key=lambda n: -rating[n]):
        label = f"Tull Au Toma level {n[4:]}" if n.startswith("tull") else f"`{n}`"
        print(f"| {label} | {1500 + rating[n] - anchor:.0f} | {games[n]} |")


def table():
    print("| bot | opponent | games | bot wins (95%) | mean score (bot / opponent) | seed |")
    print("| --- | --- | --- | --- | --- | --- |")
    with open(TSV) as f:
        next(f)
        for line in f:
            bot, opp, games, wins, mine, theirs, seed = line.rstrip("\n").split("\t")
            n, p = int(games), float(wins) / int(games)
            half = 1.96 * math.sqrt(max(p * (1 - p), 1e-9) / n)
            label = f"Tull Au Toma level {opp[4:]}" if opp.startswith("tull") else f"`{opp}`"
            print(f"| `{bot}` | {label} | {n} | {100 * p:.1f}% +- {100 * half:.1f} | {mine} / {theirs} | {seed} |")


def main():
    if len(sys.argv) >= 5 and sys.argv[1] == "run":
        run(sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]) if len(sys.argv) > 5 else 1)
    elif len(sys.argv) == 2 and sys.argv[1] == "elo":
        elo()
    elif len(sys.argv) == 2 and sys.argv[1] == "table":
        table()
    else:
        sys.stderr.write(__doc__)
        sys.exit(2)


if __name__ == "__main__":
    main()
