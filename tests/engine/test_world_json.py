"""Sampled worlds as typed JSON (cardtable/engine/world_json.py): an exact round trip for every
game and variant, and a clear refusal of anything else."""

import copy
import json
import random

import pytest

from cardtable.app.plugins import registry
from cardtable.engine.world_json import MAX_INT, WorldError, world_from_json, world_to_json
from cardtable.games.briscola import GAME as BRISCOLA
from cardtable.games.pishti import GAME as PISHTI
from cardtable.games.pishti.sheet import DealRecord

GAMES = ["briscola", "pishti", "shithead", "pinochle"]
SEEDS = range(4)


def position(game, players, options, seed):
    """A true state after a random number of random actions (never a finished game)."""
    state = game.new_state(players, options, seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(0, 400)):
        legal = state.legal_actions()
        action = rng.choice(legal)
        probe = state.clone()
        probe.apply(action)
        if probe.is_terminal:
            break
        state = probe
    # what a host computes before sampling fills the state's caches: they must not get in the way
    for s in range(players):
        state.observation(s)
        state.knowledge(s)
    return state


def sampled(state, seed):
    world = state.determinize(state.current_player, random.Random(seed))
    world.history = []
    return world


def playout(state, seed):
    rng = random.Random(seed)
    actions = []
    while not state.is_terminal:
        action = rng.choice(state.legal_actions())
        actions.append(action)
        state.apply(action)
    return actions, state.result()


def variants():
    for gid in GAMES:
        game = registry().get(gid)
        for players, options, label in game.variants():
            yield pytest.param(game, players, options, id=f"{gid}-{label}")


@pytest.mark.parametrize("game,players,options", list(variants()))
def test_world_round_trips_exactly(game, players, options):
    for seed in SEEDS:
        state = position(game, players, options, seed)
        world = sampled(state, seed)
        text = json.dumps(world_to_json(world), allow_nan=False)
        back = world_from_json(game, players, state.options, json.loads(text))
        assert type(back) is type(state)
        assert json.dumps(world_to_json(back), allow_nan=False) == text
        assert back.zones() == world.zones()
        assert back.current_player == world.current_player == state.current_player
        assert back.legal_actions() == world.legal_actions() == state.legal_actions()
        for seat in (None, *range(players)):
            assert back.observation(seat) == world.observation(seat), (seed, seat)
        assert back.history == [] and back.options == state.options
        assert playout(back.clone(), seed) == playout(world.clone(), seed), seed


def test_worlds_hold_records_after_a_pishti_deal():
    """A Pishti state keeps the last deal's DealRecord: it travels as a record, and only there."""
    state = PISHTI.new_state(2, {"target": 151}, seed=5)
    rng = random.Random(5)
    while state.record is None:
        state.apply(rng.choice(state.legal_actions()))
    data = world_to_json(sampled(state, 1))
    records = [o for o in data["objects"] if o[0] == "record"]
    assert [r[1] for r in records] == ["DealRecord"]
    back = world_from_json(PISHTI, 2, state.options, json.loads(json.dumps(data)))
    assert isinstance(back.record, DealRecord)
    assert (back.record.number, back.record.points, back.record.at) == (
        state.record.number, state.record.points, state.record.at)
    assert back.score_sheet() == sampled(state, 1).score_sheet()


def test_aliases_stay_aliases():
    state = BRISCOLA.new_state(2, seed=3)
    world = sampled(state, 0)
    world.last_won = world.won  # as at the end of a deal: one list, two names
    back = world_from_json(BRISCOLA, 2, state.options, world_to_json(world))
    assert back.last_won is back.won and back.last_won == world.won


def test_a_state_holding_other_objects_is_not_written():
    world = sampled(BRISCOLA.new_state(2, seed=3), 0)
    world.trick = [object()]
    with pytest.raises(WorldError, match="trick: a builtins.object is not plain data"):
        world_to_json(world)
    world.trick = [float("nan")]
    with pytest.raises(WorldError, match="not a finite number"):
        world_to_json(world)


# --- hostile worlds -----------------------------------------------------------------------------
def good():
    state = BRISCOLA.new_state(2, seed=9)
    return state.options, json.loads(json.dumps(world_to_json(sampled(state, 0))))


def ref_of(data, name):
    return data["attrs"][name][0]


def hostile():
    """(name, change to a good world, words of the error)."""
    def put(key, value):
        def change(d):
            d[key] = value
        return change

    def attr(name, value):
        def change(d):
            d["attrs"][name] = value
        return change

    def obj(name, value):
        def change(d):
            d["objects"][ref_of(d, name)] = value
        return change

    def self_ref(d):
        i = ref_of(d, "stock")
        d["objects"][i] = ["list", [[i]]]

    def unhashable(d):
        i = ref_of(d, "stock")
        lists = [k for k, o in enumerate(d["objects"][:i]) if o[0] == "list"]
        d["objects"][i] = ["set", [[lists[0]]]]

    def drop(name):
        def change(d):
            del d["attrs"][name]
        return change

    return [
        ("format", put("format", "pickle"), "not a cardtable-world version 1"),
        ("version", put("version", 2), "not a cardtable-world version 1"),
        ("other game", put("game", "pishti"), "a world of 'pishti'"),
        ("other players", put("players", 4), "with 4 players"),
        ("other class", put("class", "Popen"), "briscola states are BriscolaState, not 'Popen'"),
        ("extra field", put("code", "import os"), "unknown fields code"),
        ("unknown attribute", attr("__class__", 1), "has no attribute '__class__'"),
        ("method name", attr("legal_actions", 1), "has no attribute 'legal_actions'"),
        ("table", attr("ctx", None), "has no attribute 'ctx'"),
        ("missing attribute", drop("stock"), "the world lacks stock"),
        ("wrong type", attr("dealer", "0"), "dealer must be of type int, not str"),
        ("list for an int", attr("trump_card", [0]), "trump_card must be of type int, not tuple"),
        ("bool for an int", attr("dealer", True), "dealer must be of type int, not bool"),
        ("huge number", attr("dealer", 10 ** 40), "too large"),
        ("huge number inside", obj("stock", ["list", [1, -(MAX_INT + 1)]]), "too large"),
        ("infinity", attr("dealer", float("inf")), "not a finite number"),
        ("a JSON object as value", attr("dealer", {"a": 1}), "a JSON dict is not a value"),
        ("reference out of range", attr("stock", [10 ** 6]), "not a reference [i] to an earlier object"),
        ("reference to itself", self_ref, "not a reference [i] to an earlier object"),
        ("unknown tag", obj("stock", ["eval", ["1+1"]]), "unknown tag 'eval'"),
        ("record class not listed", obj("stock", ["record", "Popen", {"args": "sh"}]),
         "'Popen' is not a record this game's worlds hold (they hold: none)"),
        ("unhashable set member", unhashable, "unhashable type: 'list'"),
        ("bad dict", obj("stock", ["dict", [[1, 2, 3]]]), "a dict is [\"dict\""),
        ("long text", attr("trump_suit", "x" * 5000), "longer than"),
        ("chance seed", put("chance", {"seed": -1, "decks": []}), "chance seed"),
        ("chance deck", put("chance", {"seed": 1, "decks": [[0, 0, 1]]}), "not a permutation"),
        ("chance form", put("chance", "random"), "\"chance\" must be"),
        ("objects", put("objects", {"0": 1}), "\"objects\" must be a list"),
    ]


@pytest.mark.parametrize("name,change,words", hostile(), ids=[h[0] for h in hostile()])
def test_hostile_worlds_are_refused_clearly(name, change, words):
    options, data = good()
    world_from_json(BRISCOLA, 2, options, copy.deepcopy(data))  # the good one reads
    change(data)
    with pytest.raises(WorldError) as info:
        world_from_json(BRISCOLA, 2, options, data)
    assert words in str(info.value)


@pytest.mark.parametrize("data", ["not a world", None, [1, 2], 12])
def test_non_objects_are_refused(data):
    with pytest.raises(WorldError, match="a world must be a JSON object"):
        world_from_json(BRISCOLA, 2, BRISCOLA.option_set.defaults(), data)


def test_a_pishti_record_with_other_fields_is_refused():
    state = PISHTI.new_state(2, seed=5)
    rng = random.Random(5)
    while state.record is None:
        state.apply(rng.choice(state.legal_actions()))
    data = json.loads(json.dumps(world_to_json(sampled(state, 1))))
    i = ref_of(data, "record")
    data["objects"][i][2]["__init__"] = 1
    with pytest.raises(WorldError, match="a DealRecord has the fields number, points, won, tally, at"):
        world_from_json(PISHTI, 2, state.options, data)
