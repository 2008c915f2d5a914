"""What the table shows over the cards: the score sheet, the review of the deal's tricks or
cards taken (and a private pile's cards), and the hint.

Part of :class:`~cardtable.ui.table.widget.TableWidget` (a mixin).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...ai.thinking import MIN_SIMULATIONS
from ...engine.errors import IllegalActionError
from ...engine.events import HIDDEN, zone_owner
from ...engine.i18n import tr
from ...engine.layout import TRICK
from .card_item import CardItem

if TYPE_CHECKING:  # the widget's parts see each other's attributes through the host's declarations
    from .host import TableHost as _Base
else:
    _Base = object

# A hint's runner-up this close in value (a share of simulated deals won) is named with it: the
# expert's values carry a few points of noise (2-player Briscola's second trick: 0.67 / 0.64 /
# 0.62, in another order with another seed).
HINT_CLOSE = 0.03


class TableOverlays(_Base):
    """The score sheet, the review panel and the hint over the table."""

    def show_score_sheet(self) -> None:
        if self.session is None or self.sheet.isVisible():
            return
        try:
            sheet = self.session.state.score_sheet()
        except Exception:
            return
        self.sheet.show_sheet(sheet, mode="view", animate=False, names=self._names())

    def _names(self) -> dict[int, str]:
        return {s: p.name for s, p in self.scene.plates.items()} if self.scene is not None else {}

    def seat_names(self) -> list[str]:
        """Every seat's name as its plate shows it (its number where there is no plate)."""
        names = self._names()
        count = self.session.num_players if self.session is not None else 0
        return [names.get(s, str(s + 1)) for s in range(count)]

    def _gather_label(self) -> str:
        """The review button's name: the last trick in a trick-taking game, else the last cards
        taken (a Pishti capture, a Shithead pile picked up or burned)."""
        layout = self.scene.layout if self.scene is not None else None
        if layout is None or any(z.arrangement == TRICK for z in layout.zones):
            return self.tr("Last trick")
        return self.tr("Last cards taken")

    def show_last_trick(self) -> None:
        self.show_gather(-1)

    def step_review(self, step: int) -> bool:
        """The review to the earlier (-1) or later (+1) trick or cards taken of the deal."""
        if not self.review.isVisible() or self.review_index is None \
                or self.review_index + step < 0:  # (-1 would be the last one)
            return False
        return self.show_gather(self.review_index + step)

    def show_gather(self, index: int) -> bool:
        """Show the deal's ``index``-th trick or cards taken (-1: the last) over the table."""
        gathers = self.scene.gathers if self.scene is not None else []
        if self.scene is None or not gathers:
            return False
        if index < 0:
            index += len(gathers)
        if not 0 <= index < len(gathers):
            return False
        self.review_index = index
        seat, cards = gathers[index]
        dpr = self.devicePixelRatioF()
        width = max(50, round(self.scene.geo().card_width * 0.8))
        # a card this viewer never saw face up stays a back: the review reveals nothing new
        pixmaps = [self.scene.art.face(c, width, dpr) if c >= 0 else self.scene.art.back(width, dpr)
                   for c in cards]
        name = self.scene.plates[seat].name if seat is not None and seat in self.scene.plates else ""
        if seat is not None and seat == self._you():
            title = self.tr("Taken by you")  # not "Taken by You", the plate's name
        else:
            title = self.tr("Taken by {name}").format(name=name) if name else self._gather_label()
        count = len(gathers)
        position = self.tr("{i} of {n}").format(i=index + 1, n=count) if count > 1 else ""
        self.review.retranslate(self.tr("Earlier (←)"), self.tr("Later (→)"))
        by = self.scene.played_by
        captions = [self.scene.plates[by[c]].name if c in by and by[c] in self.scene.plates else ""
                    for c in cards]
        self.review.show_cards(title, pixmaps, position, index > 0, index < count - 1, captions)
        return True

    def show_private_pile(self, item: CardItem) -> bool:
        """A face-down pile in the middle holding cards only the viewer knows (the Pinochle
        bidder's buried cards), clicked: the review shows those cards face up. False (nothing
        shown) for any other card."""
        scene, session = self.scene, self.session
        zone = scene.zone_of_item(item) if scene is not None else None
        if scene is None or session is None or zone is None or zone_owner(zone) is not None:
            return False
        public = set(session.state.observation(None).zones.get(zone, ()))
        cards = [it.card for it in scene.zone_items.get(zone, [])
                 if it.card != HIDDEN and not it.shown and it.card not in public]
        if item.card not in cards:
            return False
        label = scene.layout.for_zone(zone).label
        name = tr(label) if label else zone
        dpr = self.devicePixelRatioF()
        width = max(50, round(scene.geo().card_width * 0.8))
        self.review_index = None  # nothing to step to
        self.review.show_cards(self.tr("{zone}: seen only by you").format(zone=name),
                               [scene.art.face(c, width, dpr) for c in cards])
        return True

    # --- hints --------------------------------------------------------------------------------
    def request_hint(self) -> bool:
        """Ask the computer player's logic what the person to move should play, from their seat's
        view only; shown when it arrives. False when it is not the viewer's turn."""
        s = self.session
        if s is None or not self.input_open or self.viewer is None:
            return False
        try:
            s.request_hint(self.viewer)
        except (IllegalActionError, ValueError) as exc:
            self._error(str(exc))
            return False
        self.actions_bar.set_prompt(self.tr("Thinking about a hint…"))
        if not self.autopoll:
            self.poll()
        return True

    def _check_hint(self) -> None:
        s = self.session
        ranked = s.hint_result if s is not None else None
        if s is None or not ranked or not self.input_open:
            return
        key = (len(s.state.history), tuple(r.action for r in ranked))
        if key == self._hint_key:
            return
        self._hint_key = key
        self.show_hint(list(ranked))

    def _close_second(self) -> Any:
        """The hint's runner-up where its value is within :data:`HINT_CLOSE` of the best (the
        search's own noise: the same position searched again may rank them the other way). A
        move that reads as the best one (the other of two identical cards) is no runner-up."""
        if len(self.hint) < 2:
            return None
        best = self.hint[0]
        label = self._label_of(best.action)
        second = next((r for r in self.hint[1:] if self._label_of(r.action) != label), None)
        if second is None or min(best.visits, second.visits) < MIN_SIMULATIONS:
            return None  # a rule of thumb, a move not explored or searched too little: no values
        # close either way: a runner-up the search scored higher is no "about as good" (the
        # rules' move may be kept over it), and is not named as one
        return second if abs(best.value - second.value) <= HINT_CLOSE \
            and second.value <= best.value else None

    def show_hint(self, ranked: list[Any]) -> None:
        """Highlight the best action's card (keyboard focus: Enter plays it) or button, and show
        its reason."""
        self.hint = ranked
        self.selection = []
        best = ranked[0].action
        targets = self.focus_targets()
        self.focus_index = None
        record = next((r for r in self.records() if r.action == best), None)
        if record is not None and record.cards and self.scene is not None:
            keys = self.record_keys(record)
            for i, t in enumerate(targets):
                if isinstance(t, CardItem) and self.key_of(t) in keys:
                    self.focus_index = i
                    break
        if self.focus_index is None:
            button = self.actions_bar.button_for(best)
            if button is not None and button in targets:
                self.focus_index = targets.index(button)
        self._focus_by_hint = self.focus_index is not None
        if self.focus_index is not None:
            self._apply_focus(targets)
        else:
            self._refresh_input()

    def hint_items(self) -> list[CardItem]:
        """The cards the shown hint suggests (for tests and the focus ring)."""
        if not self.hint or self.scene is None:
            return []
        record = next((r for r in self.records() if r.action == self.hint[0].action), None)
        if record is None:
            return []
        keys = self.record_keys(record)
        return [it for it in self.playable_items() if self.key_of(it) in keys]

    def _label_of(self, action: str) -> str:
        record = next((r for r in self.records() if r.action == action), None)
        return (record.label or action) if record is not None else action
