"""benchmarks/experiments/deal_scores.py: the figures behind a search player's chance of the game
(games/pinochle/outlook.py, games/pishti/outlook.py)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks" / "experiments"))
import deal_scores  # noqa: E402

from cardtable.games.pinochle.outlook import DEALS  # noqa: E402
from cardtable.games.pishti import outlook as pishti_outlook  # noqa: E402


def test_the_four_handed_figures_are_the_ones_the_outlook_reads(capsys):
    """The same 200 rule-based games that gave ``outlook.DEALS`` its four-handed row."""
    assert deal_scores.main(["--players", "4", "--games", "200", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    mean, sd = DEALS[(4, False)]
    assert report["mean"] == pytest.approx(mean, abs=1.0)
    assert report["margin_sd"] == pytest.approx(sd, abs=1.0)
    assert 4 < report["deals_a_game"] < 6 and report["in_outlook"] == [mean, sd]


def test_eight_players_count_every_pair_of_partnerships(capsys):
    assert deal_scores.main(["--players", "8", "--option", "form=partnership-auction",
                             "--games", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["options"] == {"game": "1000", "form": "partnership-auction"}
    assert report["deals_scored"] >= 2 and report["margin_sd"] > 0


def test_the_club_figures_are_the_ones_the_pishti_outlook_reads(capsys):
    """The same 150 rule-based two-handed games to 151 that gave the club rules' row."""
    assert deal_scores.main(["--game", "pishti", "--players", "2", "--preset", "club",
                             "--games", "150", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    mean, sd = pishti_outlook.DEALS[(True, False, 0, True, False, False)]
    assert report["mean"] == pytest.approx(mean, abs=0.5)
    assert report["margin_sd"] == pytest.approx(sd, abs=0.5)
    assert 8 < report["deals_a_game"] < 12 and report["in_outlook"] == [mean, sd]


@pytest.mark.parametrize("argv", [["--players", "3"], ["--games", "0"],
                                  ["--option", "game=single"], ["--option", "nope=1"],
                                  ["--option", "form"], ["--game", "pishti", "--players", "2"],
                                  ["--game", "pishti", "--players", "6", "--preset", "club"],
                                  ["--game", "pishti", "--preset", "nope"]])
def test_bad_input_is_refused(argv):
    with pytest.raises(SystemExit):
        deal_scores.main(argv)
