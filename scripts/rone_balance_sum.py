#!/usr/bin/env python3
"""rone_balance_sum.py: adds up the raw counts of several bench_rone_decks runs (one per
seed) and prints the balance table of docs/RONE.md ("Balance") for all of them together:
each deck's win rate overall and against each deck, the first player's win rate, the game
length, and the cards whose opening-hand effect passes 10 points.

    for s in 1 2 3; do build/release/bench_rone_decks 50 greedy:s1 $s > run$s.txt; done
    scripts/rone_balance_sum.py run1.txt run2.txt run3.txt
"""
import math
import sys


def half_width(p, n):
    return 1.96 * math.sqrt(p * (1 - p) / n) if n else 0.0


def main(paths):
    if not paths:
        print("usage: rone_balance_sum.py RUN.txt...", file=sys.stderr)
        return 2
    decks, vs, games_vs = [], {}, {}
    first = [0, 0.0]
    limit = 0
    rounds = {}
    cards = {}
    for path in paths:
        try:
            lines = open(path, encoding="utf-8").read().splitlines()
        except OSError as e:
            print(f"rone_balance_sum: {path}: {e.strerror}", file=sys.stderr)
            return 2
        raw = [line.split("\t") for line in lines if line.startswith("raw\t")]
        if not raw:
            print(f"rone_balance_sum: {path}: no raw counts (not a bench_rone_decks output)", file=sys.stderr)
            return 2
        for f in raw:
            kind = f[1]
            if kind == "vs":
                a, b, n, w = f[2], f[3], int(f[4]), float(f[5])
                for d in (a, b):
                    if d not in decks:
                        decks.append(d)
                games_vs[a, b] = games_vs.get((a, b), 0) + n
                vs[a, b] = vs.get((a, b), 0.0) + w
            elif kind == "first":
                first[0] += int(f[2])
                first[1] += float(f[3])
            elif kind == "limit":
                limit += int(f[2])
            elif kind == "rounds":
                rounds[int(f[2])] = rounds.get(int(f[2]), 0) + int(f[3])
            elif kind == "card":
                key = (f[2], f[3])
                values = [float(x) for x in f[4:10]]
                old = cards.get(key, [0.0] * 6)
                cards[key] = [x + y for x, y in zip(old, values)]
    n = first[0]
    print(f"{n} games from {len(paths)} runs")
    print("| deck | win rate (95%) | " + " | ".join(f"vs {d}" for d in decks) + " |")
    print("|---|---|" + "---|" * len(decks))
    for a in decks:
        # vs[a, b]: a's wins against b in both seat orders (bench_rone_decks adds both)
        played = sum(games_vs.get((a, b), 0) for b in decks if b != a)
        won = sum(vs.get((a, b), 0.0) for b in decks if b != a)
        p = won / played
        row = [f"{100 * p:.1f}% +- {100 * half_width(p, played):.1f}"]
        for b in decks:
            row.append("-" if a == b else f"{100 * vs.get((a, b), 0.0) / games_vs[a, b]:.0f}%")
        print(f"| {a} | " + " | ".join(row) + " |")
    lengths = sorted(r for r, k in rounds.items() for _ in range(k))
    p = first[1] / n
    print(f"first player wins {100 * p:.1f}% +- {100 * half_width(p, n):.1f}; median length {lengths[n // 2]} rounds "
          f"(quartiles {lengths[n // 4]}-{lengths[3 * n // 4]}); {limit} games ended by the round limit (A34)")
    largest = (0.0, "", "", 0.0)
    print("cards whose deck's win rate moves by more than 10 points with the card in the opening hand:")
    for (deck, card), (in_deck, opened, won_opened, won_total, _played, _won_played) in cards.items():
        closed = in_deck - opened
        if opened < 0.05 * in_deck or closed < 0.05 * in_deck:
            continue
        wo, wc = won_opened / opened, (won_total - won_opened) / closed
        effect, half = wo - wc, 1.96 * math.sqrt(wo * (1 - wo) / opened + wc * (1 - wc) / closed)
        if abs(effect) > abs(largest[0]):
            largest = (effect, card, deck, half)
        if abs(effect) > 0.10:
            print(f"  {deck:14} {card:26} in {100 * opened / in_deck:5.1f}% of opening hands: "
                  f"{100 * effect:+.1f} +- {100 * half:.1f}")
    print(f"largest effect in the opening hand: {100 * largest[0]:+.1f} +- {100 * largest[3]:.1f} points "
          f"({largest[1]} in {largest[2]})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
