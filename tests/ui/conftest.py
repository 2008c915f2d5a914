"""Every UI test keeps its preferences, statistics and saves in a temporary folder
(CARDTABLE_HOME), never in the user's own."""

import pytest


@pytest.fixture(autouse=True)
def _cardtable_home(tmp_path_factory, monkeypatch):
    home = tmp_path_factory.mktemp("cardtable-home")
    monkeypatch.setenv("CARDTABLE_HOME", str(home))
    return home
