"""Sentences that name players: "seat 2" for tools and logs, the table's names in the app."""

from cardtable.engine.i18n import QT_TRANSLATE_NOOP, Seats, named_seats, tr


def test_seats_read_as_seat_numbers_by_default():
    assert tr(QT_TRANSLATE_NOOP("engine", "{seat:C} is out"), seat=Seats((1,))) == "Seat 2 is out"
    assert tr(QT_TRANSLATE_NOOP("engine", "Won by {seats}"), seats=Seats((1, 3))) == "Won by seat 2+4"
    assert format(Seats((0, 2), "side"), "C") == "Side 1+3"


def test_seats_read_as_the_tables_names_within_named_seats():
    names = ["You", "Computer 2", "Computer 3", "Computer 4"]
    with named_seats(names):
        assert tr(QT_TRANSLATE_NOOP("engine", "{seat:C} is out"), seat=Seats((1,))) == "Computer 2 is out"
        assert tr(QT_TRANSLATE_NOOP("engine", "Won by {side} ({why})"), side=Seats((0, 2), "side"),
                  why="declared out") == "Won by You & Computer 3 (declared out)"
        with named_seats(["A"]):  # a seat the names do not cover reads as its number
            assert str(Seats((1,))) == "seat 2"
    assert str(Seats((1,))) == "seat 2"


def test_a_sentence_about_the_person_is_said_to_them():
    """"You is out" would be wrong: with the seat the table calls "You", a sentence registered
    with a second-person form says it (the Shithead's notes), in every language."""
    import cardtable.games.shithead.state  # noqa: F401 - registers its sentences
    from cardtable.engine.i18n import event_text, set_translator

    names = ["You", "Computer 2"]
    with named_seats(names, you=0):
        assert tr(QT_TRANSLATE_NOOP("engine", "{seat:C} is out"), seat=Seats((0,))) == "You are out"
        assert tr(QT_TRANSLATE_NOOP("engine", "{seat:C} is out"), seat=Seats((1,))) == "Computer 2 is out"
        assert event_text("{seat:C} was dealt {card} face up and starts",
                          (("seat", 1), ("card", "Three of Diamonds"))) == \
            "You were dealt Three of Diamonds face up and start"
        assert tr(QT_TRANSLATE_NOOP("engine", "{seat:C} is the Shithead"), seat=Seats((0,))) == "You are the Shithead"
    with named_seats(["Ann", "Bob"]):  # people with names: no "You"
        assert tr(QT_TRANSLATE_NOOP("engine", "{seat:C} is out"), seat=Seats((0,))) == "Ann is out"
    set_translator(lambda context, text: {"You are out": "Sei fuori"}.get(text, text), "it")
    try:
        with named_seats(names, you=0):
            assert tr(QT_TRANSLATE_NOOP("engine", "{seat:C} is out"), seat=Seats((0,))) == "Sei fuori"
    finally:
        set_translator(None)


def test_a_finished_games_summary_names_its_winners_as_the_table_does():
    import random

    from cardtable.games.pishti import GAME

    state = GAME.new_state(4, seed=2)
    rng = random.Random(2)
    while not state.is_terminal:
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    plain = state.result().summary
    assert "seat" in plain.lower()
    with named_seats(["You", "Ann", "Bob", "Cy"]):
        named = state.result().summary
    assert named.startswith("Won by") and "seat" not in named.lower()
    assert named.split(" with ")[0] in ("Won by You & Bob", "Won by Ann & Cy")


def _played_out(game, players, seed, **options):
    import random

    state = game.new_state(players, seed=seed, options=options or None)
    rng = random.Random(seed)
    while not state.is_terminal:
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    return state


def test_a_game_won_by_the_person_is_said_to_them():
    """The score sheet's last line said "Won by You": every game's result sentence about a lone
    winner has its second-person form, and a partnership's stays as it was."""
    from cardtable.games.briscola import GAME as BRISCOLA
    from cardtable.games.pinochle import GAME as PINOCHLE
    from cardtable.games.pishti import GAME as PISHTI
    from cardtable.games.shithead import GAME as SHITHEAD

    said = {}
    for game, players in ((BRISCOLA, 2), (PISHTI, 2), (SHITHEAD, 3), (PINOCHLE, 2)):
        for seed in range(40):
            state = _played_out(game, players, seed)
            winner = state.result().returns.index(1.0) if 1.0 in state.result().returns else None
            if winner is None:
                continue
            names = [f"P{s + 1}" for s in range(players)]  # the table calls the winner "You"
            with named_seats(names, you=winner):
                mine = state.result().summary
            with named_seats(names, you=(winner + 1) % players):  # the person lost
                theirs = state.result().summary
            said[game.id] = (mine, theirs, f"Won by P{winner + 1}")
            break
    assert said["briscola"][0] == "You won", said
    assert said["shithead"][0] == "You won", said
    for gid in ("pishti", "pinochle"):
        assert said[gid][0].startswith("You won with "), said
    for _mine, theirs, won_by in said.values():
        assert theirs.startswith(won_by), said
    with named_seats(["You", "Computer 2", "Computer 3", "Computer 4"], you=0):
        assert tr(QT_TRANSLATE_NOOP("engine", "Won by {side} ({why})"), side=Seats((0,), "side"),
                  why="declared out") == "You won (declared out)"
        assert tr(QT_TRANSLATE_NOOP("engine", "Won by {side} ({why})"), side=Seats((0, 2), "side"),
                  why="declared out") == "Won by You & Computer 3 (declared out)"


def test_no_user_visible_string_points_at_the_developers_notes():
    """Option texts, log notes and prompts are read by players: they must not cite RULES.md, a
    seed file's number or a section sign (one option said "(RULES.md)", another "seed 002: ...")."""
    import re

    from cardtable.cli.translations import marked_strings

    notes = re.compile(r"RULES|DESIGN|\bseeds? \d|§|\.md\b")
    found, checked = [], 0
    for _context, text, filename, line in marked_strings():
        checked += 1
        if notes.search(text):
            found.append(f"{filename}:{line}: {text[:80]}")
    assert checked > 300  # the scan saw the strings
    assert found == []


def test_a_fraction_in_a_sentence_takes_the_languages_decimal_point():
    """"+1.1 chips" read "+1.1" in German and Turkish: the translator's language now gives the
    decimal point; whole numbers and text are left alone."""
    from cardtable.engine import i18n
    i18n.set_translator(lambda context, text: text, "de", decimal=",")
    try:
        assert tr("{chips:+.1f} chips, {n} deals, {name}", chips=1.1, n=1200, name="A.B") == \
            "+1,1 chips, 1200 deals, A.B"
    finally:
        i18n.set_translator(None)
    assert tr("{chips:+.1f}", chips=1.1) == "+1.1"
