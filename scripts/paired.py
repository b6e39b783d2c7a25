#!/usr/bin/env python3
"""paired.py: compares two runs of the same solo games (`cardtable sim --players 1 ... --csv`,
the same --seed and --games) game by game: each run's wins and mean scores, and the mean
of the per-game difference of the player's margin (score minus Tull Au Toma's) with its
95% interval (normal approximation), which is far narrower than the win rates' because
both runs play the same deals.

  scripts/paired.py BASE.csv NEW.csv
"""
import csv
import math
import sys


def margins(path):
    out = {}
    with open(path) as f:
        for row in csv.DictReader(f):
            player = 1 if row["house1"] != "none" else 2
            tull = 3 - player
            out[row["seed"]] = (int(row["score%d" % player]) - int(row["score%d" % tull]),
                                float(row["won%d" % player]), int(row["score%d" % player]),
                                int(row["score%d" % tull]), int(row["turns"]))
    return out


def summary(name, runs):
    n = len(runs)
    wins = sum(r[1] for r in runs) / n
    half = 1.96 * math.sqrt(wins * (1 - wins) / n)
    print("%s: %d games, wins %.1f%% +- %.1f, mean score %.1f / %.1f, margin %.1f, turns %.1f" % (
        name, n, 100 * wins, 100 * half, sum(r[2] for r in runs) / n, sum(r[3] for r in runs) / n,
        sum(r[0] for r in runs) / n, sum(r[4] for r in runs) / n))


def main():
    if len(sys.argv) != 3:
        print("usage: scripts/paired.py BASE.csv NEW.csv", file=sys.stderr)
        sys.exit(2)
    base, new = margins(sys.argv[1]), margins(sys.argv[2])
    seeds = sorted(set(base) & set(new), key=int)
    if not seeds:
        print("paired.py: the two runs share no game seed", file=sys.stderr)
        sys.exit(2)
    summary("base", [base[s] for s in seeds])
    summary("new ", [new[s] for s in seeds])
    d = [new[s][0] - base[s][0] for s in seeds]
    n = len(d)
    mean = sum(d) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in d) / (n - 1)) if n > 1 else 0
    print("margin per game, new - base: %+.1f +- %.1f (95%%, %d paired games)" % (mean, 1.96 * sd / math.sqrt(n), n))


if __name__ == "__main__":
    main()
