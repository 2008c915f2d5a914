"""Briscola (RULES.md §4): the reference game plugin."""

from __future__ import annotations

from typing import Any, Mapping

from ...engine.agent import AgentSpec
from ...engine.cards import Pack, make_pack
from ...engine.errors import OptionError
from ...engine.game import Game
from ...engine.i18n import QT_TRANSLATE_NOOP
from ...engine.layout import (ANTICLOCKWISE, AT_DISCARD, AT_HAND, AT_SIDE, AT_STOCK, AT_CENTER, FAN, SPREAD,
                              STACK, TRICK, TableLayout, ZoneLayout)
from ...engine.state import Chance
from . import agents
from .rules import OPTIONS, SIGNAL_TABLES, SIGNALS, context_for, teams_for
from .state import BriscolaState


class Briscola(Game):
    id = "briscola"
    name = QT_TRANSLATE_NOOP("engine", "Briscola")
    description = QT_TRANSLATE_NOOP(
        "engine", "Italian trick-taking game with a trump suit and no duty to follow: "
                  "win the aces and threes. 2, 3, 4 (partners) or 6 (two teams of three) players.")
    player_counts = (2, 3, 4, 6)
    option_set = OPTIONS
    verbs = ("play", "signal")
    words = SIGNALS

    def pack_for(self, options: Mapping[str, Any], num_players: int | None = None) -> Pack:
        # The same 40 cards for every player count: the 2s that 3 and 6 players leave out are
        # moved to the zone ``removed`` at the start, in view of everyone.
        return make_pack("italian40" if options.get("pack", "italian") == "italian" else "french40")

    def _new_state(self, num_players: int, options: dict[str, Any], chance: Chance,
                   first_dealer: int) -> BriscolaState:
        return BriscolaState(self, num_players, options, chance, context_for(num_players, options),
                             first_dealer)

    def check_options(self, num_players: int, options: dict[str, Any]) -> None:
        if options["signals"] != "off" and num_players not in (4, 6):
            raise OptionError("partner signals need 4 or 6 players")
        if options["open_hands"] != "closed" and num_players != 2:
            raise OptionError("open hands are a 2-player variant")

    def teams(self, num_players: int, options: Mapping[str, Any]) -> list[tuple[int, ...]]:
        return teams_for(num_players)

    def agents(self) -> dict[str, AgentSpec]:
        return {"greedy": agents.SPEC}

    def ai_hooks(self) -> Any:
        from .ai_hooks import HOOKS
        return HOOKS

    def variants(self) -> list[tuple[int, dict[str, Any], str]]:
        base = OPTIONS.defaults()
        out = []
        for n in self.player_counts:
            out.append((n, dict(base), f"{n}p"))
            out.append((n, dict(base, pack="french", match="best-of-3"), f"{n}p-french-bo3"))
        out.append((3, dict(base, removed_two="D", match="best-of-5"), "3p-denari-bo5"))
        for table in SIGNAL_TABLES:
            if table != "off":
                out.append((4, dict(base, signals=table), f"4p-signals-{table}"))
        out.append((6, dict(base, signals="italian"), "6p-signals-italian"))
        out.append((6, dict(base, signals="english", pack="french"), "6p-signals-english-french"))
        for mode in ("open", "open-next"):
            out.append((2, dict(base, open_hands=mode), f"2p-{mode}"))
        return out

    def layout(self, num_players: int, options: Mapping[str, Any]) -> TableLayout:
        """Hands fanned at their seats; the stock left of the middle with the turned trump card
        crosswise under it, its suit showing; the trick in the middle; each seat's won cards
        face down beside it; the 2s left out (3 and 6 players) face up on the right."""
        return TableLayout((
            ZoneLayout("hand:*", AT_HAND, FAN, owner_sees=True, badge=True, ordered=False,
                       label=QT_TRANSLATE_NOOP("engine", "Hand")),
            ZoneLayout("stock", AT_STOCK, STACK, badge=True, label=QT_TRANSLATE_NOOP(
                "engine", "Stock")),
            # under the stock (z below it), crosswise and showing half a card to the left
            ZoneLayout("trump", AT_STOCK, STACK, on="stock", offset=(-0.5, 0.0), rotate=90,
                       label=QT_TRANSLATE_NOOP("engine", "Trump card"), z=-1),
            ZoneLayout("trick", AT_CENTER, TRICK, label=QT_TRANSLATE_NOOP("engine", "Trick")),
            ZoneLayout("won:*", AT_SIDE, STACK, badge=True, label=QT_TRANSLATE_NOOP(
                "engine", "Cards won")),
            ZoneLayout("removed", AT_DISCARD, SPREAD, label=QT_TRANSLATE_NOOP(
                "engine", "Left out of the pack")),
        ), seats=ANTICLOCKWISE,  # play goes to the right, as in every Italian game (state.py)
            hand_ranks=HAND_RANKS)


# A hand sorted for its owner runs from the weakest card to the strongest, as the trick counts them
# (Italian and French faces both listed: a pack has one set)
HAND_RANKS = ("2", "4", "5", "6", "7", "F", "J", "C", "Q", "R", "K", "3", "A")

GAME = Briscola()
