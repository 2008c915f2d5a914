"""Briscola (RULES.md §4): the reference game plugin."""

from __future__ import annotations

from typing import Any, Mapping

from ...engine.agent import AgentSpec
from ...engine.cards import Pack, make_pack
from ...engine.errors import OptionError
from ...engine.game import Game
from ...engine.i18n import N_
from ...engine.state import Chance
from . import agents
from .rules import OPTIONS, SIGNALS, context_for, teams_for
from .state import BriscolaState


class Briscola(Game):
    id = "briscola"
    name = N_("Briscola")
    description = N_("Italian trick-taking game with a trump suit and no duty to follow: "
                     "win the aces and threes. 2, 3, 4 (partners) or 6 (two teams of three) players.")
    player_counts = (2, 3, 4, 6)
    option_set = OPTIONS
    verbs = ("play", "signal")
    words = SIGNALS

    def pack_for(self, options: Mapping[str, Any], num_players: int | None = None) -> Pack:
        return make_pack("italian40" if options.get("pack", "italian") == "italian" else "french40")

    def _new_state(self, num_players: int, options: dict[str, Any], chance: Chance,
                   first_dealer: int) -> BriscolaState:
        return BriscolaState(self, num_players, options, chance, context_for(num_players, options),
                             first_dealer)

    def check_options(self, num_players: int, options: dict[str, Any]) -> None:
        if options["signals"] and num_players not in (4, 6):
            raise OptionError("partner signals need 4 or 6 players")
        if options["open_hands"] != "closed" and num_players != 2:
            raise OptionError("open hands are a 2-player variant")

    def teams(self, num_players: int, options: Mapping[str, Any]) -> list[tuple[int, ...]]:
        return teams_for(num_players)

    def agents(self) -> dict[str, AgentSpec]:
        return {"greedy": agents.SPEC}

    def variants(self) -> list[tuple[int, dict[str, Any], str]]:
        base = OPTIONS.defaults()
        out = []
        for n in self.player_counts:
            out.append((n, dict(base), f"{n}p"))
            out.append((n, dict(base, pack="french", match="best-of-3"), f"{n}p-french-bo3"))
        out.append((3, dict(base, removed_two="D", match="best-of-5"), "3p-denari-bo5"))
        for n in (4, 6):
            out.append((n, dict(base, signals=True), f"{n}p-signals"))
        for mode in ("open", "open-next"):
            out.append((2, dict(base, open_hands=mode), f"2p-{mode}"))
        return out

    def layout(self, num_players: int, options: Mapping[str, Any]) -> dict[str, Any]:
        return {"hand": {"fan": True, "face_up_for_owner": True}, "won": {"stacked": True},
                "stock": {"center": True}, "trump": {"under_stock": True}, "trick": {"center": True}}


GAME = Briscola()
