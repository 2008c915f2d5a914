"""The person's input on the table: clicks, double clicks and drops on cards, the action
bar's buttons, the turn prompt, and the keyboard's focus among cards and controls.

Part of :class:`~cardtable.ui.table.widget.TableWidget` (a mixin). Input is checked against
the session now, not against what is still being animated.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPushButton

from ...app.faults import GameFault
from ...app.session import Session
from ...engine.actions import DECLARE, EXCHANGE, MELD, PICKUP, SHOW, ActionRecord
from ...engine.errors import ActionParseError, CardTableError, IllegalActionError
from ...engine.events import HIDDEN, zone_owner
from ..dialogs.seat_editor import level_description, level_label
from .action_bar import NumberBox
from .card_item import CardItem
from .prompts import selection_prompt, turn_prompt

if TYPE_CHECKING:  # the widget's parts see each other's attributes through the host's declarations
    from .host import TableHost as _Base
else:
    _Base = object

# Actions that use cards but read better as a named button too (clicking the cards works as well)
BUTTON_CARD_KINDS = frozenset({MELD, PICKUP, SHOW, DECLARE, EXCHANGE})


class TableInput(_Base):
    """Turns clicks, drops, buttons and keys into the session's actions."""

    # --- input ------------------------------------------------------------------------------
    @property
    def input_open(self) -> bool:
        """A person may act now: the viewer is to move and no score sheet waits."""
        s, scene = self.session, self.scene
        return bool(s and scene and s.human_to_move and s.current_seat == self.viewer
                    and not scene.timeline.paused and not self.sheet.isVisible()
                    and self.privacy.isHidden() and self._forced() is None)

    def _forced(self) -> str | None:
        """The move the table is about to play for the person (their only legal one), if
        :attr:`play_forced`; None otherwise."""
        records = self.records() if self.play_forced else []
        return records[0].action if len(records) == 1 else None

    def records(self) -> list[ActionRecord]:
        s = self.session
        if s is None or not s.human_to_move:
            return []
        key = (len(s.state.history), s.current_seat)
        if key != self._records_key:
            self._records_key = key
            self._records = s.records()
        return self._records

    def card_records(self) -> list[ActionRecord]:
        return [r for r in self.records() if r.cards]

    # Cards are clicked by key: a card the viewer knows by its id, an unknown one (a face-down
    # card played blind) by its zone. A record's keys say which clicks make it.
    def key_of(self, item: CardItem) -> Any:
        if item.card != HIDDEN:
            return item.card
        return self.scene.zone_of_item(item) if self.scene is not None else None

    def record_keys(self, record: ActionRecord) -> Counter:
        scene = self.scene
        known = {it.card for items in scene.zone_items.values() for it in items} if scene else set()
        return Counter(u.card if u.card != HIDDEN and u.card in known else u.zone
                       for u in record.cards)

    def play(self, action: str) -> bool:
        """Play ``action`` for the person to move; False (nothing changes) when it is not
        theirs to play now."""
        if not self.input_open or self.session is None:
            return False
        caution = self._caution(action)
        if caution and self.ask is not None and not self.ask(caution):
            return False  # not taken: the turn stays as it was
        targets = self.focus_targets()  # (before the move: the person's turn is over after it)
        try:
            step = self.session.play(action)
        except (ActionParseError, IllegalActionError) as exc:
            self._error(str(exc))
            return False
        except GameFault as fault:  # the game's own code failed on a legal move
            self._game_fault(fault)
            return False
        self.selection = []
        # Moved with the keyboard's focus in use: it comes back there on the person's next turn;
        # not where the hint put it and the person played another card (with the mouse): the
        # ring would stay on a card nobody chose.
        ignored = self._focus_by_hint and not (self.hint and self.hint[0].action == action)
        self._remember_focus(None if ignored else self.focus_index, targets)
        self.focus_index = None
        self._focus_by_hint = False
        self.hint, self._hint_key = [], ()
        if self.scene is not None:  # a forced move's note goes when the table shows this one
            timeline = self.scene.timeline
            timeline.call(timeline.reserve(0), self._clear_forced_note)
        self._schedule(step)
        self._refresh_input()
        return True

    def _caution(self, action: str) -> str:
        """The game's question before ``action`` (Shithead: a pile picked up while a card could
        be played), "" for none or for text that is no move (session.play reports that)."""
        assert self.session is not None
        state = self.session.state
        try:
            if action not in state.legal_actions():
                action = state.parse_action(action)
            return state.caution(action, state.current_player)
        except CardTableError:
            return ""

    def _clear_forced_note(self) -> None:
        if self._forced_note:
            self._forced_note = ""
            self._refresh_input()

    def _matches(self, selection: list[CardItem]) -> tuple[list[ActionRecord], list[ActionRecord]]:
        """Records whose cards are exactly the selection, and those that need more cards."""
        chosen = Counter(self.key_of(it) for it in selection)
        exact, bigger = [], []
        for r in self.card_records():
            keys = self.record_keys(r)
            if keys == chosen:
                exact.append(r)
            elif keys >= chosen:
                bigger.append(r)
        return exact, bigger

    def card_clicked(self, item: CardItem) -> None:
        if self.scene is None or self.show_private_pile(item):
            return
        if not self.input_open:
            return
        key = self.key_of(item)
        if not any(key in self.record_keys(r) for r in self.card_records()):
            return
        sel = list(self.selection)
        if item in sel:
            sel.remove(item)
        else:
            wanted = Counter(self.key_of(it) for it in sel) + Counter([key])
            fits = any(self.record_keys(r) >= wanted for r in self.card_records())
            sel = sel + [item] if fits else [item]
        self.selection = sel
        exact, bigger = self._matches(sel)
        if exact and not bigger:
            if len(exact) == 1:
                self.play(exact[0].action)
                return
            self._refresh_input(choices=exact)
            return
        self._refresh_input()

    def card_double_clicked(self, item: CardItem) -> None:
        if not self.input_open:
            return
        exact, _ = self._matches(self.selection or [item])
        if len(exact) == 1:
            self.play(exact[0].action)

    def card_dropped(self, item: CardItem) -> None:
        if not self.input_open:
            return
        sel = self.selection if item in self.selection else [item]
        exact, _ = self._matches(sel)
        if len(exact) == 1:
            self.play(exact[0].action)
        elif exact:
            self.selection = list(sel)
            self._refresh_input(choices=exact)

    def playable_items(self) -> list[CardItem]:
        """The cards a click can start a legal action with, the viewer's first, left to right."""
        scene = self.scene
        if scene is None or not self.input_open:
            return []
        keys: set[Any] = set()
        zones: set[str] = set()
        for r in self.card_records():
            keys |= set(self.record_keys(r))
            zones |= {u.zone for u in r.cards}
        out = []
        for it in scene.viewer_cards() + [it for z, its in scene.zone_items.items()
                                          if zone_owner(z) != self.viewer for it in its]:
            if self.key_of(it) in keys and scene.zone_of_item(it) in zones and it not in out:
                out.append(it)
        return out

    def button_records(self, records: list[ActionRecord]) -> list[ActionRecord]:
        """Records offered as buttons: no cards, a kind better chosen by name (a meld, a pick
        up, a card shown, the dix exchange), or cards the viewer cannot see (a blind play).
        Cards passed one by one (an exchange in a group: Pinochle's cards to the partner) are
        clicked, as cards buried are: a button for every card in the hand only crowded the bar."""
        out = []
        for r in records:
            if not r.cards or (r.kind in BUTTON_CARD_KINDS and not (r.kind == EXCHANGE and r.group)):
                out.append(r)
            elif any(u.card == HIDDEN for u in r.cards):
                # Cards the viewer cannot see. (A card the table has not drawn yet — a drawn card
                # still on its way — is no reason for a button: it becomes clickable on landing.)
                out.append(r)
        return out

    def _refresh_input(self, choices: list[ActionRecord] | None = None) -> None:
        scene, session = self.scene, self.session
        if scene is None or session is None:
            return
        open_ = self.input_open
        if open_ and self.coach and not scene.timeline.busy:
            turn = (len(session.state.history), session.current_seat)
            if turn != self._coached and not self.hint:
                self._coached = turn
                self.request_hint()
        records = self.records() if open_ else []
        self.selection = [it for it in self.selection if it.scene() is scene] if open_ else []
        extra: list[tuple[str, Any, str]] = []
        # The buttons wait, as the prompt and the cards' marks do, until the table has shown
        # the moves before the person's turn (a "Pick up the pile" beside another's move read
        # as that player's choice, and picked up a pile still growing on screen).
        ready = open_ and not scene.timeline.busy
        shown = self.button_records(records) if ready else []
        if ready and self.selection:
            exact, _ = self._matches(self.selection)
            have = {r.action for r in shown}  # a choice that is a button already is not repeated
            for r in (choices or exact):
                if r.action not in have:
                    extra.append((r.label or r.action, lambda a=r.action: self.play(a), r.action))
            extra.append((self.tr("Clear selection"), self.clear_selection, ""))
        key = (tuple(r.action for r in shown), tuple(e[0] for e in extra), ready)
        if key != getattr(self, "_bar_key", None):
            self._bar_key = key
            self.actions_bar.show_records(shown, extra, buttons_only=True)
        playable = self.playable_items()
        targets = self.focus_targets()
        if open_ and targets and self.focus_index is None and self.resume_focus is not None \
                and not scene.timeline.busy:
            self.focus_index = self._resumed_index(targets)
            self.resume_focus = None
            if self.focus_index is not None:
                self._take_focus(targets[self.focus_index])
        focus_item = None
        if self.focus_index is not None and self.focus_index < len(targets):
            t = targets[self.focus_index]
            focus_item = t if isinstance(t, CardItem) else None
        hinted = self.hint_items() if focus_item is not None and self.hint else []
        ringed = frozenset(id(it) for it in hinted) if focus_item in hinted else frozenset()
        scene.set_marks({id(it) for it in playable}, self.selection, focus_item,
                        open_ and not scene.timeline.busy, ringed)
        if open_ and self.hint:
            best = self.hint[0]
            prompt = self.tr("Hint: {action} — {reason}").format(
                action=self._label_of(best.action), reason=best.reason)
            close = self._close_second()
            if close is not None and close.move and close.move == best.move:
                # one move to the search (Briscola's equal cards): not a runner-up but a twin
                prompt += "\n" + self.tr(
                    "{action} is just as good: the two cards play alike from here.").format(
                    action=self._label_of(close.action))
            elif close is not None:  # the search cannot tell them apart: say so, with its own
                # simulations (a move searched less may show a higher share, by chance)
                prompt += "\n" + self.tr("{action} is about as good: {reason}.").format(
                    action=self._label_of(close.action), reason=close.reason)
            else:  # one line: what the player counts stays under it (a bid's meld by suit)
                prompt = self._with_note(prompt)
        elif open_:
            if self.selection:
                prompt = selection_prompt(*self._matches(self.selection))
            elif scene.timeline.busy:
                prompt = ""  # the table is still showing earlier moves: "your turn" when idle
            else:
                prompt = self._with_note(turn_prompt(records, bool(playable)))
        elif self._game_over_shown or (session.is_over and not scene.timeline.busy):
            prompt = self.tr("The game is over.")
        elif scene.timeline.paused or self.sheet.isVisible():
            prompt = self.tr("The deal is over.")
        elif scene.timeline.busy:
            prompt = ""  # earlier moves are still shown: the game may be further on (a demo)
        elif session.waiting_for_ai and not self.reveal_all:  # (watching again: nobody thinks)
            prompt = self.tr("{name} is thinking…").format(name=scene.plates[session.current_seat].name)
        else:
            prompt = ""
        if self._forced_note:
            if open_ and not scene.timeline.busy or self.sheet.isVisible() \
                    or self._game_over_shown:  # the person's next turn, or the deal's end
                self._forced_note = ""
            else:
                prompt = self._forced_note + (f"\n{prompt}" if prompt else "")
        self.actions_bar.set_prompt(prompt)

    def _plate_tips(self, session: Session) -> None:
        """Each computer player's plate says, on hovering, what its level plays like."""
        assert self.scene is not None
        for seat, plate in self.scene.plates.items():
            spec = session.setup.seat(seat)
            if spec.is_human:
                continue
            about, level = level_description(spec.level), level_label(spec.level)
            plate.setToolTip(f"{level}: {about}" if about else level)

    def _with_note(self, prompt: str) -> str:
        """``prompt`` with the decision's note under it, where the game has one: what a player
        would count in their head (Pinochle's auction: the meld with each suit as trumps)."""
        note = self._decision_note()
        return f"{prompt}\n{note}" if note else prompt

    def _decision_note(self) -> str:
        s = self.session
        if s is None or self.viewer is None:
            return ""
        try:
            return s.state.decision_note(self.viewer)
        except Exception:  # a game plugin's note must not take the table down
            return ""

    def clear_selection(self) -> None:
        self.selection = []
        self._refresh_input()

    # --- keyboard ---------------------------------------------------------------------------
    @staticmethod
    def _control_key(target: Any) -> str | None:
        """A focus target's name where it is a control (its action, "" for one without: the
        bid box), None for a card."""
        if isinstance(target, CardItem):
            return None
        return str(target.property("action") or "")

    def _remember_focus(self, index: int | None, targets: list[Any]) -> None:
        """Keep the keyboard focus's place among ``targets`` (the turn's, before its move)
        for the person's next turn (None: nothing)."""
        if index is None or index >= len(targets):
            self.resume_focus = self._resume_control = None
        else:
            self.resume_focus, self._resume_control = index, self._control_key(targets[index])

    def _resumed_index(self, targets: list[Any]) -> int | None:
        """Where the remembered focus comes back among ``targets``: a card's place among the
        cards (the last card where there are fewer now), a control only as the same control;
        None where there is no such place (Enter then shows the focus first, plays nothing)."""
        if self.resume_focus is None:
            return None
        if self._resume_control is not None:
            return next((i for i, t in enumerate(targets)
                         if self._control_key(t) == self._resume_control), None)
        cards = [i for i, t in enumerate(targets) if isinstance(t, CardItem)]
        return cards[min(self.resume_focus, len(cards) - 1)] if cards else None

    def focus_targets(self) -> list[Any]:
        """The playable cards left to right, then the action buttons."""
        if self.scene is None or not self.input_open:
            return []
        return [*self.playable_items(), *self.actions_bar.controls()]

    def _key(self, event: QKeyEvent) -> bool:
        key = event.key()
        if self.review.isVisible() and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.step_review(-1 if key == Qt.Key.Key_Left else 1)
            return True
        targets = self.focus_targets()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
                   Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            self.move_focus(-1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Backtab) else 1)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.focus_index is None or self.focus_index >= len(targets):
                self.move_focus(1)  # nothing focused yet: show the focus first, Enter again plays
                return True
            target = targets[self.focus_index]
            if isinstance(target, CardItem) and self.hint and not self.selection \
                    and target in self.hint_items():
                self.play(self.hint[0].action)  # the whole hinted move (several cards, a swap)
            elif isinstance(target, CardItem) and target in self.selection \
                    and key != Qt.Key.Key_Space:
                self.card_double_clicked(target)  # Enter on a chosen card plays the choice
            elif isinstance(target, CardItem):
                self.card_clicked(target)
            elif isinstance(target, NumberBox):
                target.entered.emit()
            else:
                target.click()
            return True
        if key == Qt.Key.Key_Menu or (key == Qt.Key.Key_F10 and event.modifiers()
                                      & Qt.KeyboardModifier.ShiftModifier):
            # the menu key (or Shift+F10) opens the focused card's menu: what the right-click
            # shows, from the keyboard
            if self.focus_index is not None and self.focus_index < len(targets) \
                    and isinstance(targets[self.focus_index], CardItem):
                item = targets[self.focus_index]
                point = self.view_point(item)
                self.show_card_menu(item, self.view.viewport().mapToGlobal(point)
                                    if point is not None else None)
                return True
            return False
        if key == Qt.Key.Key_Escape:
            self.clear_selection()
            self.review.hide()
            return True
        return False

    def move_focus(self, step: int) -> None:
        """The keyboard focus to the next (+1) or previous (-1) playable card or control."""
        targets = self.focus_targets()
        if not targets:
            return
        i = self.focus_index
        self.focus_index = (0 if step > 0 else len(targets) - 1) if i is None else (i + step) % len(targets)
        self._focus_by_hint = False  # the person's own focus now
        self._apply_focus(targets)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # keys a focused button did not take
        if not self._key(event):
            super().keyPressEvent(event)

    def _apply_focus(self, targets: list[Any]) -> None:
        if self.focus_index is not None:
            self._take_focus(targets[self.focus_index])
        self._refresh_input()

    def _take_focus(self, target: Any) -> None:
        """Qt's keyboard focus to a focused control, or to the view for a card."""
        if isinstance(target, (QPushButton, NumberBox)):
            target.setFocus()
        else:
            self.view.setFocus()
