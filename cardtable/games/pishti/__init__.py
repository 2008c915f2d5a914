"""Pishti (RULES.md §1, seeds 000 and 001): the Turkish fishing game, with Bluff Pishti."""

from __future__ import annotations

from typing import Any, Mapping

from ...engine.agent import AgentSpec
from ...engine.cards import Pack, make_pack
from ...engine.errors import OptionError
from ...engine.game import Game
from ...engine.i18n import QT_TRANSLATE_NOOP
from ...engine.layout import TableLayout
from ...engine.state import Chance
from . import agents
from .layout import table_layout
from .rules import OPTIONS, PACK_NAME, PRESETS, context_for, teams_for
from .state import PishtiState


class Pishti(Game):
    id = "pishti"
    name = QT_TRANSLATE_NOOP("engine", "Pishti")
    description = QT_TRANSLATE_NOOP(
        "engine", "Turkish fishing game: capture the centre pile with a card of the same rank "
                  "or a jack, and score 10 for a pishti, the capture of a single card. "
                  "2 players, or 4 in partnerships; optional Bluff Pishti.")
    player_counts = (2, 4)
    option_set = OPTIONS
    verbs = ("play", "claim", "challenge", "accept")

    def pack_for(self, options: Mapping[str, Any], num_players: int | None = None) -> Pack:
        return make_pack(PACK_NAME)

    def _new_state(self, num_players: int, options: dict[str, Any], chance: Chance,
                   first_dealer: int) -> PishtiState:
        return PishtiState(self, num_players, options, chance, context_for(num_players, options),
                           first_dealer)

    def check_options(self, num_players: int, options: dict[str, Any]) -> None:
        if options["end_on_pishti"] and not options["target"]:
            raise OptionError("ending the game on a pishti needs a target score (option target)")

    def teams(self, num_players: int, options: Mapping[str, Any]) -> list[tuple[int, ...]]:
        return teams_for(num_players)

    def ai_hooks(self) -> Any:
        from .ai_hooks import HOOKS
        return HOOKS

    def agents(self) -> dict[str, AgentSpec]:
        return {"greedy": agents.SPEC}

    def variants(self) -> list[tuple[int, dict[str, Any], str]]:
        base = OPTIONS.defaults()
        out = []
        for bluff in (False, True):
            tag = "-bluff" if bluff else ""
            for n in self.player_counts:
                out.append((n, dict(base, bluff=bluff), f"{n}p{tag}"))
                for preset in PRESETS:
                    opts = OPTIONS.resolve({"bluff": bluff}, preset)
                    out.append((n, opts, f"{n}p-{preset}{tag}"))
        # Options no preset uses.
        out.append((2, dict(base, target=101, end_on_pishti=True, bluff=True),
                    "2p-end-on-pishti-bluff"))
        out.append((4, dict(base, target=151, end_on_pishti=True, direction="anticlockwise"),
                    "4p-end-on-pishti"))
        out.append((2, dict(base, jacks_wild=False, jack_on_jack=20, bluff=True),
                    "2p-jacks-not-wild-bluff"))
        return out

    def layout(self, num_players: int, options: Mapping[str, Any]) -> TableLayout:
        return table_layout(num_players, options)


GAME = Pishti()
