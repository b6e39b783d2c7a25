#!/usr/bin/env python3
"""sprt.py: a paired-seed sequential probability ratio test between two bots (as Stockfish's
testing does it): plays `cardtable sim` in batches of fixed seeds until the log-likelihood
ratio of "A is elo1 stronger than B" against "A is elo0 stronger" crosses a bound.

  scripts/sprt.py A B [--game redrising|rone] [--players 1 --level L | --players 2]
                  [--elo0 0] [--elo1 10] [--alpha 0.05] [--beta 0.05]
                  [--seed 1] [--batch 10] [--max 400] [--solo-score margin|win]
                  [-- more cardtable sim arguments, e.g. --set ctc]

The unit of the test is a pair played on one seed (the same deal):
- between two seats (--players 2, or RONE): one game with A in seat 1 and B in seat 2, one
  with the seats swapped (`sim --fixed-seats`); the pair's score is A's share of the two
  results, 0, 1/4, 1/2, 3/4 or 1 (the pentanomial model);
- against Tull Au Toma (--players 1): A's game and B's game on the same seed; the pair's
  score is 1 when A did better than B on that deal, 0 when worse, 1/2 when alike, where
  "better" is the larger margin (the player's score less hers; --solo-score margin, the
  default) or a win against a loss (--solo-score win).
Under the normal approximation of the generalized SPRT (fishtest's LLR for the logistic
Elo model): with s0, s1 the expected scores at elo0, elo1 (s = 1 / (1 + 10^(-elo/400))) and
mu, var the mean and variance of the N pair scores so far,
    LLR = N (s1 - s0) (2 mu - s0 - s1) / (2 var)
and the test stops accepting H1 (A is stronger by elo1) when LLR >= log((1 - beta) / alpha),
H0 when LLR <= log(beta / (1 - alpha)). As in fishtest, each value a pair's score can take
and has not taken yet counts as 0.001 of a pair (so a run of identical pairs has a variance).
It also stops, undecided, after --max pairs. The games run one thread each (`--threads 1`)
so the two bots share the CPU alike; a seed gives the same games on any machine.

Prints one line per batch (pairs, score, Elo with its 95% interval, LLR and bounds; against
Tull Au Toma also each bot's CPU time per decision, its games' user and system time over
their decisions, so two settings can be compared at equal CPU) and the verdict; exit status 0 when H1 is accepted, 1 when H0 is, 3 when undecided, 2 on bad input.
"""
import argparse
import csv
import io
import math
import os
import resource
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.environ.get("CARDTABLE", os.path.join(ROOT, "build", "release", "cardtable"))


def expected_score(elo):
    """The logistic Elo model's expected score at an Elo difference."""
    return 1 / (1 + 10 ** (-elo / 400))


# The values a pair's score takes: between two seats (two games, each won, lost or shared)
# and against Tull Au Toma (A better, alike, worse).
PENTANOMIAL = (0.0, 0.25, 0.5, 0.75, 1.0)
TRINOMIAL = (0.0, 0.5, 1.0)


def llr(scores, elo0, elo1, values):
    """fishtest's normal approximation of the generalized SPRT's log-likelihood ratio, from
    the counts of each value a pair's score takes; as fishtest does, a value not seen yet
    counts 0.001 of a pair, so a run of identical pairs still moves the ratio."""
    counts = [max(1e-3, float(sum(1 for x in scores if x == v))) for v in values]
    n = sum(counts)
    mu = sum(c * v for c, v in zip(counts, values)) / n
    var = sum(c * (v - mu) ** 2 for c, v in zip(counts, values)) / n
    s0, s1 = expected_score(elo0), expected_score(elo1)
    return n * (s1 - s0) * (2 * mu - s0 - s1) / (2 * var)


def bounds(alpha, beta):
    """(lower, upper): accept H0 at or below lower, H1 at or above upper."""
    return math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha)


def elo_interval(scores):
    """A's Elo over B from the mean pair score, with the 95% interval's ends."""
    n = len(scores)
    mu = sum(scores) / n
    sd = math.sqrt(sum((x - mu) ** 2 for x in scores) / n)
    half = 1.96 * sd / math.sqrt(n)

    def elo(s):
        s = min(max(s, 1e-6), 1 - 1e-6)
        return -400 * math.log10(1 / s - 1)
    return elo(mu), elo(mu - half), elo(mu + half)


def seat_results(rows):
    """{seed: [result of seat 1, of seat 2]} from a two-seat `sim --csv` (won1, won2)."""
    return {r["seed"]: (float(r["won1"]), float(r["won2"])) for r in rows}


def head_to_head_scores(a_first, b_first):
    """Pair scores from the runs with A in seat 1 (a_first) and with B in seat 1 (b_first)."""
    x, y = seat_results(a_first), seat_results(b_first)
    out = []
    for seed in sorted(set(x) & set(y), key=int):
        out.append((_share(x[seed], 0) + _share(y[seed], 1)) / 2)
    return out


def _share(results, seat):
    """A seat's share of one game's result (a game nobody won counts half each)."""
    total = results[0] + results[1]
    return results[seat] / total if total else 0.5


def solo_results(rows):
    """{seed: (won, margin)} of the player against Tull Au Toma in a `sim --players 1 --csv`."""
    out = {}
    for r in rows:
        player = 1 if r["house1"] != "none" else 2
        out[r["seed"]] = (float(r["won%d" % player]), int(r["score%d" % player]) - int(r["score%d" % (3 - player)]))
    return out


def solo_scores(a_rows, b_rows, by):
    """Pair scores of A's and B's games on the same seeds: 1 when A did better, 1/2 alike."""
    a, b = solo_results(a_rows), solo_results(b_rows)
    key = 1 if by == "margin" else 0
    out = []
    for seed in sorted(set(a) & set(b), key=int):
        d = a[seed][key] - b[seed][key]
        out.append(1.0 if d > 0 else 0.0 if d < 0 else 0.5)
    return out


def children_cpu():
    """The user and system CPU seconds of the games played so far."""
    use = resource.getrusage(resource.RUSAGE_CHILDREN)
    return use.ru_utime + use.ru_stime


def sim(args, agents, seed, games, cost=None):
    """The rows of one `cardtable sim --csv` run; cost, if given, gets the run's CPU seconds
    and decisions added to it."""
    before = children_cpu()
    cmd = [BINARY, "sim", "--game", args.game, "--games", str(games), "--seed", str(seed), "--threads", "1",
           "--quiet", "--csv", "--agents", agents]
    if args.game == "redrising":
        cmd += ["--players", str(args.players)] + (["--level", str(args.level)] if args.players == 1 else [])
    if args.players != 1:
        cmd.append("--fixed-seats")
    done = subprocess.run(cmd + args.extra, capture_output=True, text=True)
    if done.returncode != 0:
        sys.stderr.write("sprt.py: %s failed: %s" % (" ".join(cmd + args.extra), done.stderr))
        sys.exit(2)
    rows = list(csv.DictReader(io.StringIO(done.stdout)))
    if cost is not None:
        cost[0] += children_cpu() - before
        cost[1] += sum(int(r["decisions"]) for r in rows)
    return rows


def parse(argv):
    p = argparse.ArgumentParser(description="paired-seed SPRT between two bots")
    p.add_argument("a")
    p.add_argument("b")
    p.add_argument("--game", default="redrising", choices=["redrising", "rone"])
    p.add_argument("--players", type=int, default=2, choices=[1, 2])
    p.add_argument("--level", type=int, default=6, choices=range(1, 7))
    p.add_argument("--elo0", type=float, default=0.0)
    p.add_argument("--elo1", type=float, default=10.0)
    p.add_argument("--alpha", type=float, default=0.05)
    p.add_argument("--beta", type=float, default=0.05)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--batch", type=int, default=10)
    p.add_argument("--max", type=int, default=400)
    p.add_argument("--solo-score", default="margin", choices=["margin", "win"])
    own, extra = (argv[:argv.index("--")], argv[argv.index("--") + 1:]) if "--" in argv else (argv, [])
    args = p.parse_args(own)
    args.extra = extra
    if args.game == "rone" and args.players == 1:
        p.error("RONE has no solo game: --players 2")
    if not (0 < args.alpha < 1 and 0 < args.beta < 1) or args.elo1 <= args.elo0 or args.batch < 1 or args.max < 1:
        p.error("need 0 < alpha, beta < 1, elo0 < elo1, batch >= 1, max >= 1")
    return args


def main():
    args = parse(sys.argv[1:])
    lower, upper = bounds(args.alpha, args.beta)
    scores = []
    seed = args.seed
    verdict = 3
    cost_a, cost_b = [0.0, 0], [0.0, 0]  # CPU seconds and decisions of A's games and of B's (solo)
    while len(scores) < args.max:
        games = min(args.batch, args.max - len(scores))
        if args.players == 1:
            scores += solo_scores(sim(args, args.a, seed, games, cost_a), sim(args, args.b, seed, games, cost_b),
                                  args.solo_score)
        else:
            scores += head_to_head_scores(sim(args, args.a + "," + args.b, seed, games),
                                          sim(args, args.b + "," + args.a, seed, games))
        seed += games
        ratio = llr(scores, args.elo0, args.elo1, TRINOMIAL if args.players == 1 else PENTANOMIAL)
        elo, low, high = elo_interval(scores)
        print("%d pairs (seeds %d-%d): score %.3f, Elo %+.1f [%+.1f, %+.1f], LLR %.2f (%.2f, %.2f)" % (
            len(scores), args.seed, seed - 1, sum(scores) / len(scores), elo, low, high, ratio, lower, upper) +
            ("; CPU a decision: %s %.1f ms, %s %.1f ms" % (args.a, 1000 * cost_a[0] / max(1, cost_a[1]), args.b,
                                                            1000 * cost_b[0] / max(1, cost_b[1])) if args.players == 1 else ""),
            flush=True)
        if ratio >= upper:
            verdict = 0
            break
        if ratio <= lower:
            verdict = 1
            break
    print({0: "H1 accepted: %s is stronger than %s by about %g Elo or more" % (args.a, args.b, args.elo1),
           1: "H0 accepted: %s is not stronger than %s by %g Elo" % (args.a, args.b, args.elo1),
           3: "undecided after %d pairs" % len(scores)}[verdict])
    sys.exit(verdict)


if __name__ == "__main__":
    main()
