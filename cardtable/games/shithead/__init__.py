"""Shithead (RULES.md §2, seed 002): get rid of hand, face-up and face-down cards by beating the
pile; whoever cannot, picks it up."""

from __future__ import annotations

from typing import Any, Mapping

from ...engine.agent import AgentSpec
from ...engine.cards import Pack, make_pack
from ...engine.game import Game
from ...engine.i18n import QT_TRANSLATE_NOOP
from ...engine.layout import TableLayout
from ...engine.state import Chance
from . import agents
from .layout import table_layout
from .rules import OPTIONS, context_for, pack_name
from .state import ShitheadState


class Shithead(Game):
    id = "shithead"
    name = QT_TRANSLATE_NOOP("engine", "Shithead")
    description = QT_TRANSLATE_NOOP(
        "engine", "Beat the pile with an equal or higher rank or pick it all up; 2s go on "
                  "anything, 10s and four of a kind burn the pile. Play out your hand, then "
                  "your face-up and finally your face-down table cards. 2 to 6 players.")
    player_counts = (2, 3, 4, 5, 6)
    option_set = OPTIONS
    verbs = ("play", "pickup", "blind", "swap", "ready", "faceup", "show")

    def pack_for(self, options: Mapping[str, Any], num_players: int | None = None) -> Pack:
        """French 52 for 2 to 5 players; French 54 (the 52 and two jokers) for 6 (seed 002: "6人
        プレイのときは2枚のジョーカーも加えます"). Ids 0-51 are the same cards in both. Without
        a player count: the pack of the smallest count (French 52)."""
        return make_pack(pack_name(num_players or self.player_counts[0]))

    def _new_state(self, num_players: int, options: dict[str, Any], chance: Chance,
                   first_dealer: int) -> ShitheadState:
        return ShitheadState(self, num_players, options, chance, context_for(num_players, options),
                             first_dealer)

    def ai_hooks(self) -> Any:
        from .ai_hooks import HOOKS
        return HOOKS

    def agents(self) -> dict[str, AgentSpec]:
        return {"greedy": agents.SPEC}

    def variants(self) -> list[tuple[int, dict[str, Any], str]]:
        """Every player count, and every option at a few counts. Random players seldom finish a
        2- or 3-player game (picking up is always legal), so those variants use a lower move cap
        to keep the suite quick; the cap-60 variants exercise drawn games inside a series."""
        base = OPTIONS.defaults()
        short = dict(base, move_cap=300)
        out: list[tuple[int, dict[str, Any], str]] = []
        for n in (2, 3):
            out.append((n, dict(short), f"{n}p-cap-300"))
        for n in (4, 5, 6):
            out.append((n, dict(base), f"{n}p"))
        out.append((3, dict(short, any_count=True), "3p-any-count"))
        out.append((6, dict(base, any_count=True), "6p-any-count"))
        out.append((2, dict(short, choose_face_up=True), "2p-choose-face-up"))
        out.append((5, dict(base, choose_face_up=True), "5p-choose-face-up"))
        out.append((4, dict(base, ending="last-one-loses", move_cap=400), "4p-last-one-loses"))
        out.append((6, dict(base, ending="last-one-loses", move_cap=400), "6p-last-one-loses"))
        out.append((3, dict(short, ending="last-one-loses", series=3), "3p-last-one-loses-series-3"))
        out.append((5, dict(base, series=3, move_cap=400), "5p-series-3"))
        for n in (2, 6):
            out.append((n, dict(base, series=2, move_cap=60), f"{n}p-series-2-cap-60"))
        out.append((6, dict(base, choose_face_up=True, any_count=True, ending="last-one-loses",
                            series=2, move_cap=400), "6p-all-options"))
        return out

    def layout(self, num_players: int, options: Mapping[str, Any]) -> TableLayout:
        return table_layout()


GAME = Shithead()
