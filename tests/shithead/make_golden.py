"""Regenerate Shithead's golden games: ``python -m tests.shithead.make_golden``."""

from pathlib import Path

from tests.golden import record, write

GAMES = [
    ("2p", 2, {}, ["greedy", "greedy"], 201),
    ("2p-choose-face-up", 2, {"choose_face_up": True}, ["greedy", "random"], 202),
    ("3p-any-count", 3, {"any_count": True}, ["greedy", "random", "greedy"], 203),
    ("4p", 4, {}, ["greedy", "greedy", "greedy", "greedy"], 204),
    ("4p-last-one-loses", 4, {"ending": "last-one-loses"}, ["greedy", "random"], 205),
    ("5p-series-3", 5, {"series": 3, "ending": "last-one-loses"}, ["greedy"], 206),
    ("6p", 6, {}, ["greedy", "greedy"], 207),
    ("6p-any-count-random", 6, {"any_count": True}, ["greedy", "random"], 208),
]

if __name__ == "__main__":
    write(Path(__file__).parent / "golden",
          [record("shithead", n, opts, agents, seed, seed % n, label)
           for label, n, opts, agents, seed in GAMES])
