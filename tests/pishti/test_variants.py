"""Every configuration of ``variants()`` (each preset x 2/4 players x Bluff Pishti on/off, and the
options no preset uses): random games whose deals add up, read back from the events alone.

Card values are computed here from the card texts, independently of rules.card_points."""

import random

import pytest

from cardtable.engine.events import DEAL, DEAL_END, MOVE, SCORE, TRICK_WON
from cardtable.games.pishti import GAME
from cardtable.games.pishti.rules import PRESETS

from .helpers import PACK

VALUE = [3 if t == "10D" else 2 if t == "2C" else 1 if t[0] in "AJ" else 0 for t in PACK.text_of]
NOT_IMMEDIATE = ("card points", "most cards")
PISHTI_REASONS = ("pishti", "unchallenged pishti claim", "pishti claim challenged and true")
VARIANTS = GAME.variants()


def test_variants_cover_every_preset_player_count_and_bluff():
    seen = set()
    for n, options, _ in VARIANTS:
        preset = next((p for p in PRESETS  # the rule sets ("bluff" is the switch, below)
                       if all(options[k] == v for k, v in GAME.option_set.presets[p].items())),
                      None)
        seen.add((n, preset, options["bluff"]))
    for n in (2, 4):
        for preset in (None, "harbin", "club", "pagat", "parlett"):
            for bluff in (False, True):
                assert (n, preset, bluff) in seen


def _deals(n, options, seed):
    """Play a random game; yield (events of one deal, leftover pile, final state)."""
    st = GAME.new_state(n, options, seed=seed, first_dealer=seed % n, events=(first := []))
    rng = random.Random(seed)
    events = list(first)
    while not st.is_terminal:
        legal = st.legal_actions()
        events.extend(st.apply_with_events(legal[int(rng.random() * len(legal))], masked=False))
    return st, events


@pytest.mark.parametrize("n,options,label", VARIANTS, ids=[v[2] for v in VARIANTS])
def test_points_add_up_to_the_deal_total_in_every_variant(n, options, label):
    pishti_values = {10, 20, options["jack_on_jack"]}
    for seed in range(4):
        st, events = _deals(n, options, seed)
        totals = [0, 0]
        deal = None
        for e in events + [None]:
            if e is None or e.kind == DEAL:
                if deal is not None and not deal["ended"]:
                    assert st.ended_mid_deal and e is None, label  # only a pishti ends mid-deal
                    totals = [t + s for t, s in zip(totals, deal["scored"])]
                if e is None:
                    break
                deal = {"won": [[], []], "pile": [], "scored": [0, 0], "cards": [0, 0],
                        "most": [0, 0], "pishtis": [0, 0], "ended": False}
                continue
            side = e.seat % 2 if e.seat >= 0 else None
            if e.kind in (MOVE, TRICK_WON) and e.dst.startswith("won:"):
                deal["won"][int(e.dst[4:])].extend(e.cards)
                if e.src == "pile":
                    for c in e.cards:
                        deal["pile"].remove(c)
            elif e.kind == MOVE and e.dst == "pile" and e.src != "pile":
                deal["pile"].extend(e.cards)
            elif e.kind == SCORE:
                deal["scored"][side] += e.value
                if e.text == "card points":
                    deal["cards"][side] += e.value
                elif e.text == "most cards":
                    deal["most"][side] += e.value
                elif e.text in PISHTI_REASONS:
                    assert e.value in pishti_values, label
                    deal["pishtis"][side] += 1
            elif e.kind == DEAL_END:
                data = dict(e.data)
                won = deal["won"]
                counts = [len(w) for w in won]
                assert list(data["cards"]) == counts, label
                # 52 cards conserved: captured, or left in the centre.
                assert sum(counts) + len(deal["pile"]) == 52, label
                if options["leftovers"] == "last_capturer":
                    assert deal["pile"] == [], label
                assert deal["cards"] == [sum(VALUE[c] for c in w) for w in won], label
                more = [3 if counts[s] > counts[1 - s] else 0 for s in (0, 1)]
                assert deal["most"] == more, label  # a tie gives nobody the 3
                # The deal's total: the 13 card points less those left in the centre, the 3 for
                # most cards unless tied, and the pishti and bluff points scored during play.
                assert sum(deal["cards"]) == 13 - sum(VALUE[c] for c in deal["pile"]), label
                immediate = sum(deal["scored"]) - sum(deal["cards"]) - sum(deal["most"])
                assert immediate % 10 == 0 and immediate >= 10 * sum(deal["pishtis"]), label
                assert list(data["points"]) == deal["scored"], label
                assert list(data["pishtis"]) == deal["pishtis"], label
                totals = [t + s for t, s in zip(totals, deal["scored"])]
                assert list(data["scores"]) == totals, label
                deal["ended"] = True
        assert st.scores == totals, label
        res = st.result()
        assert list(res.points) == [totals[s % 2] for s in range(n)], label
