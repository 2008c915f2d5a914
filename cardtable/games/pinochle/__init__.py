"""Pinochle (RULES.md §3, seed 003): two-handed, three-handed auction, partnership,
partnership auction, and six or eight players with the double pack."""

from __future__ import annotations

from typing import Any, Mapping

from ...engine.agent import AgentSpec
from ...engine.cards import Pack, make_pack
from ...engine.game import Game
from ...engine.i18n import QT_TRANSLATE_NOOP
from ...engine.layout import TableLayout
from ...engine.state import Chance
from .rules import OPTIONS, check, context_for, form_of, game_to_target, pack_name, teams_for
from .state_base import PinochleBase


class Pinochle(Game):
    id = "pinochle"
    name = QT_TRANSLATE_NOOP("engine", "Pinochle")
    description = QT_TRANSLATE_NOOP(
        "engine", "Trick-taking and melding with a doubled pack of A 10 K Q J 9: two-handed "
                  "with a stock, three-handed auction with a widow, partnerships of four, six "
                  "or eight, with or without bidding.")
    player_counts = (2, 3, 4, 6, 8)
    option_set = OPTIONS
    verbs = ("play", "meld", "exchange", "done", "no-meld", "declare-out", "bid", "pass",
             "trump", "take", "bury", "concede", "give")

    def pack_for(self, options: Mapping[str, Any], num_players: int | None = None) -> Pack:
        """48 cards (64 with ``pack=64``, two-handed); the 96-card double pack for 6 and 8."""
        return make_pack(pack_name(num_players or min(self.player_counts), options))

    def _new_state(self, num_players: int, options: dict[str, Any], chance: Chance,
                   first_dealer: int) -> PinochleBase:
        ctx = context_for(num_players, options)
        form = ctx.form
        cls: type[PinochleBase]
        if form == "two-handed":
            from .two_handed import TwoHandedState as cls
        elif form == "auction":
            from .auction import AuctionState as cls
        else:
            from .partnership import PartnershipState as cls
        return cls(self, num_players, options, chance, ctx, first_dealer)

    def check_options(self, num_players: int, options: dict[str, Any]) -> None:
        check(num_players, options)

    def resolve_options(self, num_players: int, options: Mapping[str, Any] | None = None,
                        preset: str | None = None) -> dict[str, Any]:
        """As every game's, with ``game=auto`` made what it means for the form (one deal, or to
        1000): the same game is the same options, whichever way it was chosen."""
        resolved = super().resolve_options(num_players, options, preset)
        if resolved["game"] == "auto":
            form = form_of(num_players, resolved)
            resolved["game"] = "1000" if game_to_target(form, resolved) else "single"
        return resolved

    def teams(self, num_players: int, options: Mapping[str, Any]) -> list[tuple[int, ...]]:
        return teams_for(num_players, form_of(num_players, options))

    def ai_hooks(self) -> Any:
        from .ai_hooks import HOOKS
        return HOOKS

    def agents(self) -> dict[str, AgentSpec]:
        from . import agents
        return {"greedy": agents.SPEC}

    def variants(self) -> list[tuple[int, dict[str, Any], str]]:
        base = OPTIONS.defaults()

        def v(n: int, label: str, **kw: Any) -> tuple[int, dict[str, Any], str]:
            return (n, dict(base, **kw), label)

        return [
            v(2, "2p"), v(2, "2p-64", pack="64"), v(2, "2p-tens-fives", counting="tens-and-fives"),
            v(2, "2p-tens", counting="tens"), v(2, "2p-head", head_trick=True),
            v(2, "2p-1000", game="1000"), v(2, "2p-64-1000-head", pack="64", game="1000",
                                            head_trick=True),
            v(3, "3p"), v(3, "3p-250", min_bid=250), v(3, "3p-doubling-suits", chip_table="doubling",
                                                      suit_bonus=True),
            v(3, "3p-small-nokitty-single", chip_table="small", kitty=False, set_penalty="single"),
            v(3, "3p-tens-head", counting="tens", head_trick=True),
            v(4, "4p"), v(4, "4p-single", game="single"), v(4, "4p-head-fives", head_trick=True,
                                                        counting="tens-and-fives"),
            v(4, "4p-auction", form="partnership-auction"),
            v(4, "4p-auction-single", form="partnership-auction", game="single"),
            v(6, "6p"), v(6, "6p-auction", form="partnership-auction"),
            v(6, "6p-single", game="single"),
            v(8, "8p"), v(8, "8p-auction", form="partnership-auction"),
            v(8, "8p-tens", counting="tens"),
            v(4, "4p-auction-pass", form="partnership-auction", pass_cards=True),
        ]

    def layout(self, num_players: int, options: Mapping[str, Any]) -> TableLayout:
        from .layout import table_layout
        return table_layout(num_players, options)


GAME = Pinochle()
