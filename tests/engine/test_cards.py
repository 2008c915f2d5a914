import pytest

from cardtable.engine.cards import PACK_NAMES, make_pack
from cardtable.engine.errors import CardParseError


@pytest.mark.parametrize("name,size", [("french52", 52), ("french54", 54), ("french40", 40),
                                       ("italian40", 40), ("pinochle48", 48), ("pinochle64", 64),
                                       ("pinochle80", 80), ("pinochle96", 96)])
def test_pack_sizes(name, size):
    assert len(make_pack(name)) == size


@pytest.mark.parametrize("name", PACK_NAMES)
def test_card_text_round_trips_and_is_unique(name):
    pack = make_pack(name)
    texts = [pack.text(i) for i in range(pack.size)]
    assert len(set(texts)) == pack.size
    for i, t in enumerate(texts):
        assert pack.parse(t) == i
        assert pack.parse(t.lower()) == i


def test_every_physical_card_has_its_own_id_in_a_pinochle_pack():
    pack = make_pack("pinochle48")
    queens = pack.ids_with_code("QS")
    assert len(queens) == 2 and queens[0] != queens[1]
    assert [pack.text(q) for q in queens] == ["QS", "QS#2"]
    assert len(make_pack("pinochle96").ids_with_code("QS")) == 4


def test_ten_has_an_alias():
    pack = make_pack("french52")
    assert pack.parse("TH") == pack.parse("10H")
    assert pack.text(pack.parse("th")) == "10H"


def test_italian_pack_has_italian_ranks_and_suits_with_english_names_of_their_own():
    """In English the Italian suits are Swords, Batons, Cups and Coins, each with a symbol no
    French suit has (the Cups had the ♥, the Batons the ♣); Italian keeps Coppe and Denari."""
    pack = make_pack("italian40")
    re_bastoni = pack.card(pack.parse("RB"))
    assert re_bastoni.display_name() == "King of Batons"
    assert pack.card(pack.parse("CC")).rank_name() == "Knight"
    assert pack.card(pack.parse("AD")).suit_name() == "Coins"
    assert {c.rank for c in pack.cards} == set("A234567FCR")
    italian = {c.symbol()[-1] for c in pack.cards}
    french = {c.symbol()[-1] for c in make_pack("french52").cards}
    assert len(italian) == 4 and not italian & french


def test_french_forty_drops_tens_nines_and_eights():
    ranks = {c.rank for c in make_pack("french40").cards}
    assert not ranks & {"10", "9", "8"} and len(ranks) == 10


def test_jokers():
    pack = make_pack("french54")
    assert pack.text(52) == "RJ" and pack.text(53) == "BJ"
    assert pack.card(52).is_joker and pack.card(53).display_name() == "Black Joker"


def test_names_go_through_the_translator():
    from cardtable.engine import i18n
    i18n.set_translator(lambda ctx, text: text.upper() if ctx == "engine" else text)
    try:
        assert make_pack("french52").card(0).rank_name() == "ACE"
    finally:
        i18n.set_translator(None)


def test_unknown_card_gives_a_clear_error():
    with pytest.raises(CardParseError, match="not a card of the italian40 pack"):
        make_pack("italian40").parse("10H")
    with pytest.raises(ValueError, match="unknown pack"):
        make_pack("tarot78")
