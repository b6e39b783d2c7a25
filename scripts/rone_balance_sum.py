#!/usr/bin/env python3
"""rone_balance_sum.py: adds up the raw counts of several bench_rone_decks runs (one per
seed) and prints the balance table of docs/RONE.md ("Balance") for all of them together:
each deck's win rate overall and against each deck, the first player's win rate, the game
length, and the cards whose effect in the dealt hand (before the mulligan) or in the
opening hand (after it) passes 10 points. Runs from before the dealt hand was counted
(raw card lines of 8 fields) add to the opening-hand figures only.

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
    no_dealt = set()
    dealt_base = {}
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
                values = [float(x) for x in f[4:12]]
                if len(f) < 12:
                    no_dealt.add(path)
                    values += [0.0, 0.0]
                else:  # the games and wins of the runs that counted the dealt hand
                    base = dealt_base.get(key, [0.0, 0.0])
                    dealt_base[key] = [base[0] + values[0], base[1] + values[3]]
                old = cards.get(key, [0.0] * 8)
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
    if no_dealt and len(no_dealt) < len(paths):
        print(f"rone_balance_sum: {len(no_dealt)} of the runs have no dealt-hand counts: "
              "the dealt-hand figures below leave them out", file=sys.stderr)
    for hand, at in (("dealt", 6), ("opening", 1)):
        if hand == "dealt" and len(no_dealt) == len(paths):
            continue
        largest = (0.0, "", "", 0.0)
        print(f"cards whose deck's win rate moves by more than 10 points with the card in the {hand} hand:")
        for (deck, card), row in cards.items():
            in_deck, won_total = row[0], row[3]
            with_card, won_with = row[at], row[at + 1]
            if hand == "dealt":  # only the runs that counted the dealt hand
                in_deck, won_total = dealt_base.get((deck, card), [0.0, 0.0])
            without = in_deck - with_card
            if with_card < 0.05 * in_deck or without < 0.05 * in_deck:
                continue
            ww, wo = won_with / with_card, (won_total - won_with) / without
            effect, half = ww - wo, 1.96 * math.sqrt(ww * (1 - ww) / with_card + wo * (1 - wo) / without)
            if abs(effect) > abs(largest[0]):
                largest = (effect, card, deck, half)
            if abs(effect) > 0.10:
                print(f"  {deck:14} {card:26} in {100 * with_card / in_deck:5.1f}% of {hand} hands: "
                      f"{100 * effect:+.1f} +- {100 * half:.1f}")
        print(f"largest effect in the {hand} hand: {100 * largest[0]:+.1f} +- {100 * largest[3]:.1f} points "
              f"({largest[1]} in {largest[2]})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
