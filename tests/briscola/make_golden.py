"""Regenerate Briscola's golden games: ``python -m tests.briscola.make_golden``."""

from pathlib import Path

from tests.golden import record, write

GAMES = [
    ("2p", 2, {}, ["greedy", "greedy"], 101),
    ("2p-match", 2, {"match": "best-of-5"}, ["greedy", "random"], 102),
    ("2p-open-next", 2, {"open_hands": "open-next"}, ["greedy", "greedy"], 103),
    ("3p", 3, {}, ["greedy", "random", "greedy"], 104),
    ("4p-signals", 4, {"signals": True}, ["greedy", "random"], 105),  # the old form: pagat-none
    ("4p-signals-italian", 4, {"signals": "italian"}, ["greedy"], 108),
    ("6p-signals-english", 6, {"signals": "english"}, ["greedy", "random"], 109),
    ("4p-french-bo3", 4, {"pack": "french", "match": "best-of-3"}, ["greedy", "greedy"], 106),
    ("6p", 6, {}, ["greedy", "random"], 107),
]

if __name__ == "__main__":
    write(Path(__file__).parent / "golden",
          [record("briscola", n, opts, agents, seed, seed % n, label)
           for label, n, opts, agents, seed in GAMES])
