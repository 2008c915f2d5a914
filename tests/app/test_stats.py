"""Statistics: finished games counted per game and variant; abandoned and undone games are not;
a damaged database is kept aside and a new one started."""

import random
import sqlite3

import pytest

from cardtable.ai.registry import agent_spec
from cardtable.app import paths
from cardtable.app.game_setup import AI, GameSetup, SeatSpec
from cardtable.app.plugins import registry
from cardtable.app.stats import (DRAWN, LOST, SCHEMA_VERSION, WON, StatsStore, outcome_for,
                                 parse_variant, summarize, variant_key)
from cardtable.engine.agent import Decision
from cardtable.engine.state import Result


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    return tmp_path


@pytest.fixture
def store(home):
    with StatsStore() as s:
        yield s


def _setup(game, players, seed=1, preset=None, **options):
    seats = (SeatSpec(),) + tuple(SeatSpec(AI, "expert") for _ in range(players - 1))
    return GameSetup(game, players, options, preset, seats, seed)


def _finish(setup):
    """Play ``setup`` to the end with the game's greedy players in every seat."""
    game = registry().get(setup.game)
    state = game.new_state(setup.players, setup.options, preset=setup.preset, seed=setup.seed)
    agents = [agent_spec(game, "greedy").factory(game, s) for s in range(setup.players)]
    rng = random.Random(setup.seed)
    while not state.is_terminal:
        seat = state.current_player
        state.apply(agents[seat].choose(Decision(state, seat, state.legal_actions(), rng)))
    return state.result()


def test_the_database_lives_in_the_user_data_folder(store, home):
    assert store.path == home / "data" / "statistics.sqlite" and store.path.exists()


def test_finished_games_are_counted_per_game_and_variant(store):
    expected = {}
    for seed in range(1, 7):
        setup = _setup("pishti", 2, seed)
        result = _finish(setup)
        record = store.record_game(setup, result)
        assert record is not None and record.variant == "2p" and record.seat == 0
        assert record.score == result.points[0]
        expected[seed] = outcome_for(result, 0)
    bo3 = _setup("briscola", 2, 9, match="best-of-3")
    store.record_game(bo3, _finish(bo3))
    assert store.games() == ["briscola", "pishti"]
    assert store.variants("briscola") == ["2p;match=best-of-3"]
    s = store.summary("pishti")
    outcomes = list(expected.values())
    assert s.played == 6 and (s.won, s.lost, s.drawn) == tuple(outcomes.count(o) for o in (WON, LOST, DRAWN))
    assert s.win_rate == pytest.approx(s.won / 6)
    assert store.summary().played == 7 and store.summary("briscola", "2p").played == 0
    history = store.history("pishti", "2p")
    assert [r.seed for r in history] == list(range(1, 7)) and history[0].options["target"] == 0


def test_presets_and_options_that_end_equal_are_one_variant(store):
    by_preset = _setup("briscola", 4, preset="match")
    by_option = _setup("briscola", 4, match="best-of-5")
    for setup in (by_preset, by_option):
        store.record_game(setup, Result((1.0, 0.0, 1.0, 0.0), (70, 50, 70, 50)))
    assert store.variants("briscola") == ["4p;match=best-of-5"]
    assert parse_variant("4p;match=best-of-5") == (4, [("match", "best-of-5")])


def test_abandoned_and_undone_games_are_not_counted(store):
    setup = _setup("briscola", 2, 3)
    assert store.record_game(setup, None) is None  # abandoned: no result
    assert store.record_game(setup, _finish(setup), undone=True) is None
    computers_only = GameSetup("briscola", 2, seats=(SeatSpec(AI), SeatSpec(AI)))
    assert store.record_game(computers_only, Result((1.0, 0.0), (70, 50))) is None
    rivals = GameSetup("briscola", 2, seats=(SeatSpec(), SeatSpec()))  # hot-seat opponents
    assert store.record_game(rivals, Result((1.0, 0.0), (70, 50))) is None
    partners = GameSetup("briscola", 4, seats=(SeatSpec(), SeatSpec(AI), SeatSpec(), SeatSpec(AI)))
    assert store.record_game(partners, Result((0.0, 1.0, 0.0, 1.0), (50, 70, 50, 70))).outcome == LOST
    assert store.summary().played == 1


def test_streaks_best_and_average_scores():
    from cardtable.app.stats import GameRecord

    def rec(outcome, score):
        return GameRecord("2026-01-01T00:00:00+00:00", "pishti", "2p", 2, 0, outcome, score, 0, 0, {})
    s = summarize([rec(WON, 30), rec(WON, 20), rec(WON, 10), rec(LOST, 5), rec(DRAWN, 15),
                   rec(LOST, 0), rec(LOST, 1)])
    assert (s.played, s.won, s.lost, s.drawn) == (7, 3, 3, 1)
    assert (s.current_streak, s.best_win_streak, s.worst_losing_streak) == (-2, 3, 2)
    assert s.best_score == 30 and s.average_score == pytest.approx(81 / 7)
    assert summarize([]).win_rate == 0.0 and summarize([]).best_score is None


def test_outcomes_from_returns():
    assert outcome_for(Result((1.0, 0.0), (1, 0)), 0) == WON
    assert outcome_for(Result((1.0, 0.0), (1, 0)), 1) == LOST
    assert outcome_for(Result((0.5, 0.5), (60, 60)), 0) == DRAWN
    assert outcome_for(Result((1.0, 0.5, 0.0), (0, 1, 2)), 1) == DRAWN  # a middle place


def test_shithead_counts_the_times_you_were_the_shithead(store):
    setup = _setup("shithead", 3, 4, preset="last-one-loses")
    lost = Result((1.0, 0.0, 1.0), (0, 1, 0))
    won = Result((0.0, 1.0, 1.0), (1, 0, 0))
    assert store.record_game(setup, won).shitheads == 1
    assert store.record_game(setup, lost).shitheads == 0
    first_out = _setup("shithead", 3, 5)  # the first out wins: nobody is named the Shithead
    assert store.record_game(first_out, Result((0.0, 1.0, 0.0), (1, 0, 1))).shitheads == 0
    s = store.summary("shithead")
    assert s.shitheads == 1 and s.best_score is None and (s.won, s.lost) == (1, 2)


def test_a_real_shithead_game_is_counted(store):
    setup = _setup("shithead", 3, 2, preset="last-one-loses")
    result = _finish(setup)
    record = store.record_game(setup, result)
    assert record.shitheads == result.points[0] and record.variant == "3p;ending=last-one-loses"


def test_statistics_survive_a_restart_and_reset(home):
    with StatsStore() as s:
        s.record_game(_setup("pishti", 2), Result((1.0, 0.0), (11, 5)))
        s.record_game(_setup("briscola", 2), Result((1.0, 0.0), (70, 50)))
    with StatsStore() as s:
        assert s.summary().played == 2 and s.recovered is None
        assert s.reset("pishti") == 1
        assert s.games() == ["briscola"]
        assert s.reset() == 1 and s.summary().played == 0


def test_a_damaged_database_is_set_aside_reported_and_recreated(home):
    with StatsStore() as s:
        s.record_game(_setup("pishti", 2), Result((1.0, 0.0), (11, 5)))
    path = paths.stats_file()
    damaged = b"SQLite format 3\x00" + b"\x07garbage" * 200
    path.write_bytes(damaged)
    with StatsStore() as s:
        assert s.recovered and "could not be read" in s.recovered
        assert s.summary().played == 0
        backup = s.backup
        assert backup.name.startswith("statistics.sqlite.corrupt-") and backup.name in s.recovered
        s.record_game(_setup("pishti", 2), Result((0.0, 1.0), (5, 11)))
    assert backup.read_bytes() == damaged
    with StatsStore() as s:
        assert s.recovered is None and s.summary().lost == 1


def test_another_programs_database_is_set_aside(home):
    path = paths.stats_file()
    path.parent.mkdir(parents=True)
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE games (x INTEGER)")
    db.commit()
    db.close()
    with StatsStore() as s:
        assert s.recovered and "lacks" in s.recovered
        assert s.summary().played == 0


def test_variant_key_lists_only_options_off_their_defaults():
    defaults = {"pack": "italian", "match": "single", "signals": False}
    assert variant_key(2, defaults, defaults) == "2p"
    assert variant_key(4, dict(defaults, signals=True, pack="french"), defaults) == \
        "4p;pack=french;signals=true"


# --- with the real session ----------------------------------------------------------------------
def _session(seed):
    from cardtable.app.session import Session
    setup = GameSetup("pishti", 2, {}, None, (SeatSpec(), SeatSpec(AI, "greedy")), seed)
    return Session(setup, ai="inline")


def _play_out(session, undo_at=None):
    moves = 0
    while True:
        session.poll()
        if session.is_over:
            return
        session.play(session.state.legal_actions()[-1])
        moves += 1
        if moves == undo_at:
            assert session.undo()


def test_a_finished_session_counts_and_an_undone_or_abandoned_one_does_not(store):
    finished = _session(21)
    _play_out(finished)
    record = store.record_game(finished.setup, finished.state.result(), undone=finished.undone)
    assert record is not None and record.outcome == outcome_for(finished.state.result(), 0)
    undone = _session(22)
    _play_out(undone, undo_at=3)
    assert undone.is_over and undone.undone
    assert store.record_game(undone.setup, undone.state.result(), undone=undone.undone) is None
    abandoned = _session(23)
    abandoned.poll()
    abandoned.play(abandoned.state.legal_actions()[0])
    assert not abandoned.is_over
    assert store.record_game(abandoned.setup, None) is None
    assert store.summary("pishti").played == 1
    for s in (finished, undone, abandoned):
        s.close()


def _against(level_or_levels, game="pishti", players=2, seed=1):
    levels = level_or_levels if isinstance(level_or_levels, tuple) else (level_or_levels,) * (players - 1)
    seats = (SeatSpec(),) + tuple(SeatSpec(AI, lv) if lv != "human" else SeatSpec()
                                  for lv in levels)
    return GameSetup(game, players, {}, None, seats, seed)


def test_each_game_keeps_its_opponents_level(store):
    from cardtable.app.stats import MIXED, PEOPLE
    cases = {"expert": "expert", "greedy": "intermediate", "master": "master"}
    for seed, (level, kept) in enumerate(cases.items(), 1):
        setup = _against(level, seed=seed)
        assert store.record_game(setup, _finish(setup)).opponents == kept
    mixed = _against(("expert", "beginner", "expert"), players=4, seed=9)
    assert store.record_game(mixed, _finish(mixed)).opponents == MIXED
    people = _against(("human",), seed=10)
    assert store.record_game(people, _finish(people), seat=0).opponents == PEOPLE
    assert store.opponents("pishti") == sorted(["expert", "intermediate", "master", MIXED, PEOPLE])
    assert store.summary("pishti", opponents="expert").played == 1
    assert [r.opponents for r in store.history(opponents="intermediate")] == ["intermediate"]
    assert store.reset("pishti", opponents="master") == 1
    assert store.summary().played == 4 and "master" not in store.opponents()


def test_a_version_1_database_gains_the_opponents_column(home):
    path = paths.stats_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE games (id INTEGER PRIMARY KEY, finished TEXT NOT NULL, game TEXT NOT NULL,
            variant TEXT NOT NULL, players INTEGER NOT NULL, seat INTEGER NOT NULL,
            outcome TEXT NOT NULL, score REAL, shitheads INTEGER NOT NULL DEFAULT 0,
            seed INTEGER NOT NULL, options TEXT NOT NULL);
        INSERT INTO games (finished, game, variant, players, seat, outcome, score, shitheads,
            seed, options) VALUES ('2026-01-02T10:00:00+00:00', 'briscola', '2p', 2, 0, 'won',
            70, 0, 5, '{}');
        PRAGMA user_version = 1;""")
    db.commit()
    db.close()
    with StatsStore() as store:
        assert store.recovered is None  # kept, not set aside
        (old,) = store.history()
        assert old.outcome == WON and old.opponents == ""  # its opponents were not kept then
        setup = _against("expert")
        store.record_game(setup, _finish(setup))
        assert store.opponents() == ["", "expert"]
        assert store._db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_pinochle_standard_rules_are_one_variant_however_chosen(store):
    """Pinochle resolves game=auto to one deal or to 1000 by the form: a four-handed standard
    game (to 1000) is "4p" whether chosen as standard or as game=1000, and a single deal is
    a variant of its own; two-handed the other way round."""
    def pinochle(players, **options):
        return GameSetup("pinochle", players, options, None,
                         _setup("pinochle", players).seats, 1)

    for setup in (pinochle(4), pinochle(4, game="1000"), pinochle(4, game="single"),
                  pinochle(2), pinochle(2, game="single")):
        store.record_game(setup, Result((1.0, 0.0, 1.0, 0.0)[:setup.players],
                                        (70, 50, 70, 50)[:setup.players]))
    assert sorted(store.variants("pinochle")) == ["2p", "4p", "4p;game=single"]


def test_games_kept_before_the_standard_rules_changed_are_filed_by_their_rules(home):
    """A statistics file of version 2 filed a four-handed Pinochle single deal as "4p" (then the
    standard); the partnership games now play to 1000, so on opening it such a game is filed as
    "4p;game=single" and a game to 1000 of then ("4p;game=1000") as the standard "4p"."""
    import sqlite3

    def pinochle(players, **options):
        return GameSetup("pinochle", players, options, None, _setup("pinochle", players).seats, 1)

    with StatsStore() as store:
        path = store.path
        for setup in (pinochle(4, game="single"), pinochle(4, game="1000"), pinochle(2)):
            store.record_game(setup, Result((1.0, 0.0, 1.0, 0.0)[:setup.players],
                                            (70, 50, 70, 50)[:setup.players]))
    db = sqlite3.connect(path)  # as version 2 keyed them: against the option defaults of then
    db.execute("UPDATE games SET variant = '4p' WHERE variant = '4p;game=single'")
    db.execute("UPDATE games SET variant = '4p;game=1000' WHERE variant = '4p'"
               " AND options LIKE ?", ('%"game": "1000"%',))
    db.execute("PRAGMA user_version = 2")
    db.commit()
    db.close()
    db = sqlite3.connect(path)
    assert sorted(r[0] for r in db.execute("SELECT variant FROM games")) == \
        ["2p", "4p", "4p;game=1000"]
    db.close()
    with StatsStore() as store:
        assert sorted(store.variants("pinochle")) == ["2p", "4p", "4p;game=single"]
        assert [r.options["game"] for r in store.history("pinochle", "4p")] == ["1000"]
