"""Pishti's actions as text and as records: parsing, the log sentences, what other seats perceive
of a face-down claim, and the :class:`~cardtable.engine.actions.ActionRecord` of each legal action.

Canonical texts (saves use them): ``play CARD``, ``claim CARD``, ``challenge``, ``accept``. Another
seat perceives ``claim CARD`` as :data:`CLAIM_MASKED` (``claim ??``): the card is never named to
anyone but the claimer, in the log or anywhere else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import actions as ak
from ...engine.actions import ActionRecord, CardUse
from ...engine.errors import ActionParseError, CardParseError, IllegalActionError
from ...engine.i18n import QT_TRANSLATE_NOOP, tr, you_form
from ...engine.state import TERMINAL
from .rules import JACK

if TYPE_CHECKING:  # pragma: no cover
    from .rules import Context

CHALLENGE = "challenge"
ACCEPT = "accept"
CLAIM_MASKED = "claim ??"


# What the log says to the player who took the action ("You play …": engine.i18n.you_form).
you_form(QT_TRANSLATE_NOOP(
    "engine", "plays {card}"), QT_TRANSLATE_NOOP("engine", "You play {card}"))
you_form(QT_TRANSLATE_NOOP(
    "engine", "plays {card} face down and announces a pishti"), QT_TRANSLATE_NOOP("engine", "You play {card} face down and announce a pishti"))
you_form(QT_TRANSLATE_NOOP(
    "engine", "challenges the pishti"), QT_TRANSLATE_NOOP("engine", "You challenge the pishti"))
you_form(QT_TRANSLATE_NOOP(
    "engine", "accepts the pishti"), QT_TRANSLATE_NOOP("engine", "You accept the pishti"))


class ActionText:
    """Mixin of :class:`~.state.PishtiState`: everything about action texts and records."""

    __slots__ = ()
    ctx: "Context"
    pending: int
    pile: list[int]
    acts: list[list[str]]
    bluffing: bool
    wild: bool
    current_player: int

    # --- parsing -----------------------------------------------------------------------------
    def parse_action(self, text: str) -> str:
        """``play CARD``, ``claim CARD``, ``challenge`` or ``accept`` in canonical form, or an
        :class:`ActionParseError` saying how to write it."""
        verb, tokens = self._split_action(text)  # type: ignore[attr-defined]
        if verb in ("play", "claim"):
            if len(tokens) != 1:
                raise ActionParseError(f"{text!r}: write it as '{verb} CARD' with one card, "
                                       f"for example '{verb} 10D'")
            try:
                cid = self.ctx.pack.parse(tokens[0])
            except CardParseError as exc:
                raise ActionParseError(f"{text!r}: {exc}; ranks A 2-10 J Q K, suits S H D C") \
                    from None
            return (self.ctx.play if verb == "play" else self.ctx.claim)[cid]
        if tokens:
            raise ActionParseError(f"{text!r}: {verb!r} takes no card or other word")
        return verb

    def apply(self, action: str) -> None:
        """The checked :meth:`State.apply`; an illegal action's error also says why."""
        try:
            super().apply(action)  # type: ignore[misc]
        except IllegalActionError as exc:
            why = self._why_illegal(self.parse_action(action))
            if why:
                raise IllegalActionError(f"{exc} ({why})") from None
            raise

    def _why_illegal(self, action: str) -> str:
        """A reason for an illegal canonical action, naming nothing the player may not know."""
        if self.current_player == TERMINAL:
            return ""
        verb = action.split()[0]
        if self.pending >= 0:
            if verb in ("play", "claim"):
                return (f"seat {self.current_player} must first challenge or accept the "
                        f"pishti claim of seat {self.pending}")
            return ""
        if verb in (CHALLENGE, ACCEPT):
            return "there is no pishti claim to answer"
        if verb == "claim":
            ctx = self.ctx
            if not self.bluffing:
                return "claims need the Bluff Pishti option, bluff"
            if len(self.pile) != 1:
                return "a pishti can be claimed only when the centre pile holds exactly one card"
            if action in ctx.claim_id and ctx.play[ctx.claim_id[action]] \
                    in self.acts[self.current_player]:
                if ctx.bluff_after_plain and not self._after_plain_capture():  # type: ignore[attr-defined]
                    return ("with bluff_when after_plain_capture a pishti can be claimed only "
                            "when the single card follows a capture made without a jack")
                return "the last card of the deal cannot make a pishti (option last_card_pishti)"
        return "that card is not in your hand"

    # --- what the others perceive, and the log -----------------------------------------------
    def observe_action(self, action: str, seat: int | None) -> str | None:
        """A claim's card is seen by the claimer only: the others perceive ``claim ??``."""
        if seat != self.current_player and action in self.ctx.claim_id:
            return CLAIM_MASKED
        return action

    def describe_action(self, action: str) -> str:
        """The log sentence; for ``claim CARD`` the claimer's own line (it names the card), for
        ``claim ??`` what everyone else reads."""
        ctx = self.ctx
        cid = ctx.play_id.get(action)
        if cid is not None:
            return tr(QT_TRANSLATE_NOOP(
                "engine", "plays {card}"), card=ctx.pack.card(cid).display_name())
        cid = ctx.claim_id.get(action)
        if cid is not None:
            return tr(QT_TRANSLATE_NOOP("engine", "plays {card} face down and announces a pishti"),
                      card=ctx.pack.card(cid).display_name())
        if action == CLAIM_MASKED:
            return tr(QT_TRANSLATE_NOOP("engine", "plays a card face down and announces a pishti"))
        if action == CHALLENGE:
            return tr(QT_TRANSLATE_NOOP("engine", "challenges the pishti"))
        if action == ACCEPT:
            return tr(QT_TRANSLATE_NOOP("engine", "accepts the pishti"))
        return action

    # --- records for the table ---------------------------------------------------------------
    def action_record(self, action: str) -> ActionRecord:
        """Kinds: ``capture`` (a play that takes the pile), ``play``, ``claim`` (face down), and
        the two buttons ``challenge`` and ``accept``. Cards come from the player's hand."""
        ctx = self.ctx
        log = self.describe_action(action)
        cid = ctx.play_id.get(action)
        if cid is not None:
            card = ctx.pack.card(cid).display_name()
            use = (CardUse(cid, ctx.hand_zone[self.current_player]),)
            if self._captures(cid):
                return ActionRecord(action, ak.CAPTURE, use, tr(QT_TRANSLATE_NOOP(
                    "engine", "Take the pile with {card}"),
                                                                card=card), log)
            return ActionRecord(action, ak.PLAY, use, tr(QT_TRANSLATE_NOOP(
                "engine", "Play {card}"), card=card), log)
        cid = ctx.claim_id.get(action)
        if cid is not None:
            card = ctx.pack.card(cid).display_name()
            use = (CardUse(cid, ctx.hand_zone[self.current_player]),)
            return ActionRecord(action, ak.CLAIM, use,
                                tr(QT_TRANSLATE_NOOP(
                                    "engine", "Play {card} face down: pishti!"), card=card), log)
        if action == CHALLENGE:
            return ActionRecord(action, ak.CHALLENGE, (), tr(QT_TRANSLATE_NOOP(
                "engine", "Challenge")), log)
        if action == ACCEPT:
            return ActionRecord(action, ak.ACCEPT, (), tr(QT_TRANSLATE_NOOP(
                "engine", "Accept the pishti")), log)
        raise ValueError(f"{action!r} is not a Pishti action")

    def _captures(self, cid: int) -> bool:
        """Whether playing ``cid`` face up takes the pile now."""
        pile = self.pile
        if not pile:
            return False
        rank = self.ctx.rank
        r = rank[cid]
        return r == rank[pile[-1]] or (r == JACK and self.wild)
