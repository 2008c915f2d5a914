#!/usr/bin/env python3
"""A small complete bot for the Card Table bot protocol (docs/bot-protocol.md).

It needs only the Python standard library. It plays any game: when it may play a card, it plays
the one that comes first in its legal actions whose card has the lowest rank it can find (a
"play the cheapest card" rule); otherwise it takes the first legal action.

Try it:

    cardtable-arena briscola --agents "cmd:python examples/bots/simple_bot.py,random" --games 20
"""

import json
import sys

RANKS = "23456789TJQKA"


def rank_of(card: str) -> int:
    """A rough rank of a card text such as "AS", "10H", "3D#2" (lowest first)."""
    code = card.split("#")[0]
    face = code[:-1]
    if face == "10":
        face = "T"
    return RANKS.find(face[:1]) if face[:1] in RANKS else len(RANKS)


def choose(legal: list[str]) -> str:
    plays = [a for a in legal if a.startswith("play ") and len(a.split()) == 2]
    if plays:
        return min(plays, key=lambda a: rank_of(a.split()[1]))
    return legal[0]


def main() -> None:
    seat = None
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        kind = message["type"]
        if kind == "hello":
            print(json.dumps({"type": "hello", "name": "simple bot"}), flush=True)
        elif kind == "game":
            seat = message["seat"]
        elif kind == "act":
            # message["observation"] holds what this seat knows (zones, public, private).
            # (Only cardtable's own bot is also sent a sampled "world"; this one never is.)
            print(choose(message["legal"]), flush=True)
        elif kind == "end":
            won = message["returns"][seat] == 1.0
            print(f"simple bot: {'won' if won else 'did not win'}", file=sys.stderr)
        elif kind == "quit":
            return


if __name__ == "__main__":
    main()
