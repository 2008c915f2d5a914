"""Shithead's help for the search players (cardtable/ai/hooks.py).

The setup — swapping cards between the hand and the face-up row, then saying ready (or choosing
the face-up cards) — the search leaves to the rule-based player (``leave_to_rules``): it puts
its best cards (2s, 10s, jokers, then the highest) face up in a few swaps and says ready. The
search's own swaps differ in value by less than its playouts can tell apart, so it swapped the
same cards back and forth, up to seven times, before saying ready (seen at the table; the log
filled with swaps). The card play is searched; its playouts stay the generic greedy ones.
"""

from __future__ import annotations

from typing import Any

SETUP = frozenset(("swap", "ready", "faceup"))


class ShitheadHooks:
    def leave_to_rules(self, decision: Any) -> bool:
        """Setup decisions go to the rule-based player (see the module's docstring)."""
        return all(a.split(" ", 1)[0] in SETUP for a in decision.legal)


HOOKS = ShitheadHooks()
