#!/usr/bin/env python3
"""sprt_test.py: scripts/sprt.py's arithmetic on cases computed by hand, how it pairs the
games of two `sim --csv` runs, and that its sequential loop stops at the bound it should
(over a stand-in for `cardtable sim` whose stronger bot always wins).

  python3 tests/sprt_test.py SOURCE_DIR
"""
import math
import os
import subprocess
import sys
import tempfile
import unittest

SOURCE = sys.argv.pop(1) if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(SOURCE, "scripts"))
import sprt  # noqa: E402

ELO_THREE_TO_ONE = 400 * math.log10(3)  # the Elo difference of 3:1 odds: expected score 3/4


class Arithmetic(unittest.TestCase):
    def test_expected_score(self):
        self.assertAlmostEqual(sprt.expected_score(0), 0.5)
        self.assertAlmostEqual(sprt.expected_score(ELO_THREE_TO_ONE), 0.75)
        self.assertAlmostEqual(sprt.expected_score(-ELO_THREE_TO_ONE), 0.25)

    def test_bounds(self):
        # alpha = beta = 0.05: log(0.05 / 0.95) = -log 19 and log(0.95 / 0.05) = log 19 = 2.944439
        low, high = sprt.bounds(0.05, 0.05)
        self.assertAlmostEqual(low, -2.944439, places=6)
        self.assertAlmostEqual(high, 2.944439, places=6)
        # alpha 0.05, beta 0.10: log(0.10 / 0.95) = -2.251292, log(0.90 / 0.05) = log 18 = 2.890372
        low, high = sprt.bounds(0.05, 0.10)
        self.assertAlmostEqual(low, -2.251292, places=6)
        self.assertAlmostEqual(high, 2.890372, places=6)

    def test_llr_trinomial(self):
        # scores 1, 1, 0, 1/2: N = 4, mean 5/8, variance (2 (3/8)^2 + (5/8)^2 + (1/8)^2) / 4
        # = (18 + 25 + 1) / 256 = 11/64; s0 = 1/4, s1 = 3/4:
        # LLR = 4 (1/2) (5/4 - 1) / (2 x 11/64) = (1/2) / (11/32) = 16/11
        self.assertAlmostEqual(sprt.llr([1, 1, 0, 0.5], -ELO_THREE_TO_ONE, ELO_THREE_TO_ONE, sprt.TRINOMIAL),
                               16 / 11, places=9)
        # the same scores against elo0 = 0, elo1 = 3:1 (s0 = 1/2, s1 = 3/4):
        # 4 (1/4) (5/4 - 5/4) / ... = 0
        self.assertAlmostEqual(sprt.llr([1, 1, 0, 0.5], 0, ELO_THREE_TO_ONE, sprt.TRINOMIAL), 0, places=9)

    def test_llr_pentanomial(self):
        # 0, 1/4, 1/2, 3/4, 1, 1: N = 6, mean 3.5/6 = 7/12; the squares of the differences
        # (in 12ths): 49, 16, 1, 4, 25, 25 = 120/144, variance 120/144/6 = 5/36;
        # elo0 = 0, elo1 = 3:1: LLR = 6 (1/4) (14/12 - 5/4) / (2 x 5/36) = -(1/8) / (10/36) = -0.45
        self.assertAlmostEqual(sprt.llr([0, 0.25, 0.5, 0.75, 1, 1], 0, ELO_THREE_TO_ONE, sprt.PENTANOMIAL),
                               -0.45, places=9)

    def test_unseen_values_count_a_thousandth(self):
        # ten pairs of 1 (trinomial): counts 0.001, 0.001, 10; N = 10.002, mean 10.0005/10.002,
        # computed here step by step from those counts
        n = 10.002
        mu = (0.001 * 0.5 + 10) / n
        var = (0.001 * mu ** 2 + 0.001 * (0.5 - mu) ** 2 + 10 * (1 - mu) ** 2) / n
        expected = n * 0.25 * (2 * mu - 1.25) / (2 * var)
        self.assertAlmostEqual(sprt.llr([1.0] * 10, 0, ELO_THREE_TO_ONE, sprt.TRINOMIAL), expected, places=6)
        self.assertGreater(expected, 100)

    def test_elo_interval(self):
        # mean 3/4 is +190.8 Elo (400 log10 3)
        elo, low, high = sprt.elo_interval([1, 1, 1, 0])
        self.assertAlmostEqual(elo, ELO_THREE_TO_ONE, places=6)
        self.assertLess(low, elo)
        self.assertGreater(high, elo)


class Pairing(unittest.TestCase):
    def test_head_to_head(self):
        # A in seat 1 (a_first) and B in seat 1 (b_first) on seeds 1-3
        a_first = [{"seed": "1", "won1": "1", "won2": "0"}, {"seed": "2", "won1": "1", "won2": "0"},
                   {"seed": "3", "won1": "0.5", "won2": "0.5"}]
        b_first = [{"seed": "1", "won1": "1", "won2": "0"}, {"seed": "2", "won1": "0", "won2": "1"},
                   {"seed": "3", "won1": "1", "won2": "0"}]
        # seed 1: A won its seat-1 game, lost its seat-2 game: 1/2; seed 2: won both: 1;
        # seed 3: shared one, lost the other: 1/4
        self.assertEqual(sprt.head_to_head_scores(a_first, b_first), [0.5, 1.0, 0.25])

    def test_solo(self):
        # the player's seat is the one with a house; margin = its score less hers
        a = [{"seed": "5", "house1": "Mars", "score1": "300", "score2": "320", "won1": "0", "won2": "1"},
             {"seed": "6", "house1": "none", "score1": "350", "score2": "340", "won1": "1", "won2": "0"}]
        b = [{"seed": "5", "house1": "Mars", "score1": "310", "score2": "320", "won1": "0", "won2": "1"},
             {"seed": "6", "house1": "none", "score1": "330", "score2": "360", "won1": "0", "won2": "1"}]
        # seed 5: A -20, B -10: A worse (0); seed 6: A -10, B +30 (a win): A worse (0)
        self.assertEqual(sprt.solo_scores(a, b, "margin"), [0.0, 0.0])
        self.assertEqual(sprt.solo_scores(a, b, "win"), [0.5, 0.0])


FAKE_SIM = r'''#!/usr/bin/env python3
# a stand-in for `cardtable sim --csv --fixed-seats`: the bot named "strong" wins every game
import sys
a = sys.argv
games, seed, agents = int(a[a.index("--games") + 1]), int(a[a.index("--seed") + 1]), a[a.index("--agents") + 1].split(",")
print("game,seed,won1,won2")
for i in range(games):
    print("%d,%d,%d,%d" % (i, seed + i, agents[0] == "strong", agents[1] == "strong"))
'''


class Sequential(unittest.TestCase):
    def run_sprt(self, *args):
        with tempfile.TemporaryDirectory() as d:
            fake = os.path.join(d, "cardtable")
            with open(fake, "w") as f:
                f.write(FAKE_SIM)
            os.chmod(fake, 0o755)
            done = subprocess.run([sys.executable, os.path.join(SOURCE, "scripts", "sprt.py")] + list(args),
                                  capture_output=True, text=True, env=dict(os.environ, CARDTABLE=fake))
            return done.returncode, done.stdout

    def test_stops_at_the_first_batch_past_a_bound(self):
        # every pair scores 1 (pentanomial, four values unseen): after one pair the LLR is
        # below log 19, after two above it (computed as in test_unseen_values_count_a_thousandth)
        def ratio(k):
            counts = [0.001] * 4 + [k]
            values = sprt.PENTANOMIAL
            n = sum(counts)
            mu = sum(c * v for c, v in zip(counts, values)) / n
            var = sum(c * (v - mu) ** 2 for c, v in zip(counts, values)) / n
            return n * (sprt.expected_score(10) - 0.5) * (2 * mu - 0.5 - sprt.expected_score(10)) / (2 * var)
        first = next(k for k in range(1, 100) if ratio(k) >= math.log(19))
        status, out = self.run_sprt("strong", "weak", "--batch", "1", "--max", "100")
        self.assertEqual(status, 0, out)
        self.assertEqual(out.count("pairs"), first, out)
        self.assertIn("H1 accepted", out)
        status, out = self.run_sprt("weak", "strong", "--batch", "1", "--max", "100")
        self.assertEqual(status, 1, out)
        self.assertIn("H0 accepted", out)

    def test_bad_input(self):
        status, _ = self.run_sprt("a", "b", "--elo0", "5", "--elo1", "0")
        self.assertEqual(status, 2)
        status, _ = self.run_sprt("a", "b", "--game", "rone", "--players", "1")
        self.assertEqual(status, 2)


if __name__ == "__main__":
    unittest.main()
