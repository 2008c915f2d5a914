from pathlib import Path

import pytest

from tests.golden import check

FILES = sorted((Path(__file__).parent / "golden").glob("*.json"))


def test_golden_games_exist():
    assert len(FILES) >= 8


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_game_replays(path):
    check(path)
