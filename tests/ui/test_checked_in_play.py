"""What issue 55 asked to check in play: six-handed Briscola and the partnership auction play a
deal through the table to its score sheet, and the sounds of a deal are heard (F11: see
test_desktop_conventions)."""

from __future__ import annotations

from .table_driver import make_table, play_deal


class Ears:
    """A sound player that only notes what it was asked to play."""

    def __init__(self) -> None:
        self.heard: list[str] = []

    def play(self, name: str) -> None:
        self.heard.append(name)


def test_six_handed_briscola_plays_a_deal_through_the_table(qtbot):
    table = make_table(qtbot, "briscola", 6, seed=8)
    done = play_deal(qtbot, table, keyboard=True)
    assert done["actions"] >= 6 and (done.get("over") or done["rows"] > 0)
    assert not table.errors and table.resyncs == []
    assert len(table.scene.plates) == 6


def test_the_partnership_auction_plays_a_deal_through_the_table(qtbot):
    table = make_table(qtbot, "pinochle", 4, options={"form": "partnership-auction"}, seed=6)
    done = play_deal(qtbot, table)
    assert done["actions"] > 5 and (done.get("over") or done["rows"] > 0)
    assert any(kind in done["kinds"] for kind in ("bid", "pass")), done["kinds"]
    assert not table.errors and table.resyncs == []


def test_a_deal_is_heard_from_its_first_card(qtbot):
    """The first deal of a game was silent (its events came with no sound); the moves after it
    were heard."""
    from cardtable.ui.table import TableWidget
    from cardtable.ui.table.widget import AUTO

    table = make_table(qtbot, "pishti", 2, seed=3)
    ears = Ears()
    table.sound = ears
    session = table.session
    TableWidget.start(table, session, AUTO)  # again, now that it has ears
    play_deal(qtbot, table)
    assert ears.heard[0] in ("shuffle", "deal"), ears.heard
    assert {"play", "capture"} <= set(ears.heard), ears.heard
