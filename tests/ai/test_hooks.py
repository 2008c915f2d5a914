"""The games' AI hooks: cheap playout policies and evaluations on sampled worlds."""

import random

import pytest

from cardtable.ai.hooks import hooks_for
from cardtable.ai.levels import BeginnerAgent, make_agent, mistake_rate
from cardtable.ai.rollout import Playout
from cardtable.games.briscola import GAME as BRISCOLA
from cardtable.games.pinochle import GAME as PINOCHLE
from cardtable.games.pishti import GAME as PISHTI
from cardtable.games.shithead import GAME as SHITHEAD

from cardtable.engine.agent import Decision

from .helpers import play_to

HOOKED = [(BRISCOLA, 2, None), (BRISCOLA, 4, None), (BRISCOLA, 4, {"signals": "pagat"}),
          (BRISCOLA, 3, None), (PISHTI, 2, None), (PISHTI, 4, None), (PISHTI, 2, {"bluff": True}),
          (PINOCHLE, 2, None), (PINOCHLE, 4, None), (PINOCHLE, 3, None)]


def test_games_offer_hooks_where_they_have_them():
    assert all(hooks_for(g) is not None for g in (BRISCOLA, PISHTI, PINOCHLE, SHITHEAD))
    # Shithead's leave only its setup to the rules: its playouts stay the generic ones
    assert getattr(hooks_for(SHITHEAD), "rollout_policy", None) is None
    assert getattr(hooks_for(SHITHEAD), "evaluate", None) is None

    class Bare:
        id = "bare"
    assert hooks_for(Bare()) is None  # a game without the method: no hooks


@pytest.mark.parametrize("game,players,options", HOOKED)
def test_playout_policy_plays_legal_moves_in_sampled_worlds(game, players, options):
    hooks = hooks_for(game)
    rng = random.Random(3)
    for seed in range(6):
        for steps in (0, 5, 17, 30):
            state = play_to(game, players, seed, steps, options)
            if state.is_terminal:
                continue
            world = state.determinize(state.current_player, rng)
            for _ in range(400):  # play the sampled world to the end with the policy alone
                if world.current_player < 0:
                    break
                legal = world.legal_actions()
                action = hooks.rollout_policy(world, rng)
                assert action is None or action in legal, (action, legal)
                world.apply_unchecked(action if action is not None else legal[0])


def test_briscola_policy_takes_a_rich_trick_in_the_led_suit():
    hooks = type(hooks_for(BRISCOLA))(noise=0.0)
    state = BRISCOLA.new_state(2, seed=11)
    ctx = state.ctx
    p = state.current_player
    other = 1 - p
    # the opponent leads a plain three; we hold the plain ace of that suit and two low cards
    led = next(c for c in ctx.in_play if ctx.suit[c] != state.trump_suit and ctx.points[c] == 10)
    ace = next(c for c in ctx.in_play if ctx.suit[c] == ctx.suit[led] and ctx.points[c] == 11)
    lows = [c for c in ctx.in_play if ctx.points[c] == 0 and ctx.suit[c] != ctx.suit[led]][:2]
    state.held[other] = [ctx.play[led]] + state.held[other][1:]
    state.held[p] = [ctx.play[c] for c in [lows[0], ace, lows[1]]]
    state.stock = [c for c in state.stock if c not in (led, ace, *lows)]
    state.current_player = other
    state.leader = other
    state.apply_unchecked(ctx.play[led])
    assert hooks.rollout_policy(state, random.Random(0)) == ctx.play[ace]


@pytest.mark.parametrize("players,options", [
    (2, None), (4, None), (2, {"bottom_card": "cutter", "jack_pishti": False,
                               "last_card_pishti": False, "leftovers": "last_capturer"}),
    (2, {"jacks_wild": False, "bottom_card": "off"})])
def test_pishti_policy_plays_the_rule_based_players_moves(players, options):
    """Without noise the playout policy is the greedy player, card counting included, read
    from the state's lists: the search improves on that player, not on a cruder one."""
    from cardtable.engine.agent import Decision
    from cardtable.games.pishti.agents import GreedyPishti
    hooks = type(hooks_for(PISHTI))(noise=0.0)
    greedy = GreedyPishti()
    choices = 0
    for seed in range(12):
        state = PISHTI.new_state(players, options or {}, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal:
            legal = state.legal_actions()
            mine = hooks.rollout_policy(state, rng)
            theirs = greedy.choose(Decision(state, state.current_player, legal, random.Random(0)))
            assert mine == theirs, (seed, legal, state.pile)
            choices += len(legal) > 1
            # now and then another move, so that the cards counted differ from deal to deal
            state.apply(legal[int(rng.random() * len(legal))] if rng.random() < 0.3 else mine)
    assert choices > 200


def test_briscola_evaluation_is_the_deal_result_smoothed_by_card_points():
    hooks = hooks_for(BRISCOLA)
    state = BRISCOLA.new_state(2, seed=4)
    rng = random.Random(4)
    while not state.is_terminal:
        state.apply(hooks.rollout_policy(state, rng))
    values = hooks.evaluate(state)
    result = state.result()
    assert len(values) == 2 and all(0.0 <= v <= 1.0 for v in values)
    if result.returns[0] != result.returns[1]:
        winner = 0 if result.returns[0] > result.returns[1] else 1
        assert values[winner] > 0.5 > values[1 - winner]
    assert hooks.evaluate(BRISCOLA.new_state(2, seed=4)) is None  # no deal has ended


def test_playout_uses_the_hooks_and_ends_the_deal():
    rng = random.Random(1)
    state = PISHTI.new_state(2, seed=2)
    playout = Playout(PISHTI, 2, rng)
    assert playout.policy is not None
    rewards = playout.run(state.determinize(0, rng), 0)
    assert len(rewards) == 2 and all(0.0 <= r <= 1.0 for r in rewards)
    assert Playout(PISHTI, 2, rng, use_hooks=False).policy is None


BRISCOLA_FORMS = [(2, None), (2, {"open_hands": "open"}), (2, {"match": "best-of-3"}),
                  (3, None), (4, None), (4, {"signals": "pagat"}), (6, None),
                  (2, {"pack": "french"})]


@pytest.mark.parametrize("players,options", BRISCOLA_FORMS)
def test_briscola_whole_playout_is_the_policy_played_move_by_move(players, options):
    """The fused playout (one loop over card ids) is the same playout as the policy applied
    move by move: the same rewards and deal returns, and the same random draws consumed."""
    checked = 0
    for seed in range(4):
        for steps in (0, 1, 7, 20, 33, 50, 75):
            state = play_to(BRISCOLA, players, seed, steps, options)
            if state.is_terminal:
                continue
            world = state.determinize(state.current_player, random.Random(seed))
            fused = Playout(BRISCOLA, players, random.Random(steps))
            stepped = Playout(BRISCOLA, players, random.Random(steps))
            stepped.fast = None
            assert fused.fast is not None
            deals = world.deals_finished
            assert fused.run(world.clone(), deals) == stepped.run(world.clone(), deals)
            assert fused.last_returns == stepped.last_returns
            assert fused.rng.getstate() == stepped.rng.getstate()
            checked += 1
    assert checked >= 20


def test_briscola_whole_playout_at_three_players_leaves_the_reward_to_the_playout():
    """Three players: no smooth evaluation (wins are not the points share), so the playout
    mixes the deal's returns with the points by its own weight, as after a stepped playout."""
    hooks = hooks_for(BRISCOLA)
    returns, points, value = hooks.playout(BRISCOLA.new_state(3, seed=1), random.Random(0), 0)
    assert value is None and sum(points) == 120 and len(returns) == 3
    for weight in (0.0, 0.4):
        world = BRISCOLA.new_state(3, seed=2)
        fused = Playout(BRISCOLA, 3, random.Random(5), points_weight=weight)
        stepped = Playout(BRISCOLA, 3, random.Random(5), points_weight=weight, fused=False)
        assert fused.run(world.clone(), 0) == stepped.run(world.clone(), 0)


def test_briscola_whole_playout_leaves_ended_deals_to_the_generic_loop():
    hooks = hooks_for(BRISCOLA)
    rng = random.Random(0)
    state = BRISCOLA.new_state(2, seed=1)
    assert hooks.playout(state.clone(), rng, 0) is not None
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    assert hooks.playout(state, rng, 0) is None  # nothing left to play
    assert hooks.playout(PISHTI.new_state(2, seed=1), rng, 0) is None  # not a Briscola world


def test_beginner_mistake_rate_is_per_game():
    assert mistake_rate(PINOCHLE) > mistake_rate(SHITHEAD)
    agent = make_agent(PINOCHLE, 0, "beginner")
    assert isinstance(agent, BeginnerAgent) and agent.mistake_rate == mistake_rate(PINOCHLE)


@pytest.mark.parametrize("players", [2, 4])
def test_pishti_worlds_agree_with_what_play_showed(players):
    """A seat that played onto a face-up card without taking it held no card of that rank: the
    search's sampled worlds give it none (the rule-based players here always take such a pile,
    so the inference is true of the real hands too), and a refined world still looks to the
    deciding seat exactly like the real table."""
    from cardtable.engine.agent import Decision
    from cardtable.games.pishti.agents import GreedyPishti
    from cardtable.games.pishti.ai_hooks import inferred_voids
    hooks = hooks_for(PISHTI)
    greedy = GreedyPishti()
    rng = random.Random(5)
    positions = 0
    for seed in range(25):
        state = PISHTI.new_state(players, {}, seed=seed)
        while not state.is_terminal:
            seat = state.current_player
            decision = Decision(state, seat, state.legal_actions(), random.Random(0))
            voids = inferred_voids(decision)
            if voids:
                positions += 1
                rank = state.ctx.rank
                for q, ranks in voids.items():
                    assert q != seat
                    assert not {rank[c] for c in state.hands[q]} & ranks  # true of the deal
                adjust = hooks.refine(decision)
                for _ in range(3):
                    world = decision.determinize(rng)
                    adjust(world, rng)
                    if world.stock:  # with cards left to swap with, every void holds
                        for q, ranks in voids.items():
                            assert not {rank[c] for c in world.hands[q]} & ranks
                    assert world.observation(seat) == decision.observation
            state.apply(greedy.choose(decision))
    assert positions > 100


def test_pishti_play_shows_nothing_in_bluff_pishti():
    from cardtable.engine.agent import Decision
    from cardtable.games.pishti.ai_hooks import inferred_voids
    state = play_to(PISHTI, 2, 3, 9, {"bluff": True})
    decision = Decision(state, state.current_player, state.legal_actions(), random.Random(0))
    assert inferred_voids(decision) == {}
    assert hooks_for(PISHTI).refine(decision) is None


def test_pinochle_search_players_leave_the_auction_to_the_rule_based_player():
    """Three-handed Pinochle's bids, trump and burying come from the rule-based player (the
    search's own bids lost chips to it); the card play is searched."""
    from cardtable.engine.agent import Decision
    expert = make_agent(PINOCHLE, 0, "expert", seed=1)
    greedy = make_agent(PINOCHLE, 0, "greedy")
    auctions = plays = 0
    for seed in range(6):
        state = PINOCHLE.new_state(3, {}, seed=seed)
        while not state.is_terminal and plays < 3 * (seed + 1):
            legal = state.legal_actions()
            d = Decision(state, state.current_player, legal, random.Random(seed))
            if state.current_player == 0 and len(legal) > 1:
                expert.last = None
                move = expert.choose(d)
                if all(a.split(" ", 1)[0] in ("pass", "bid", "take", "concede", "trump", "bury")
                       for a in legal):
                    auctions += 1
                    assert move == greedy.choose(d) and expert.last is None  # no search
                elif all(a.startswith("play ") for a in legal):
                    plays += 1
                    assert expert.last is not None  # searched
                state.apply(move)
            else:
                state.apply(make_agent(PINOCHLE, state.current_player, "greedy").choose(d))
    assert auctions >= 6 and plays >= 6


@pytest.mark.parametrize("players", [2, 3])
def test_shithead_search_players_swap_like_the_rules_and_do_not_swap_back(players):
    """The setup's swaps and "ready" come from the rule-based player: a few swaps that put the
    best cards face up, never the same cards back and forth (the search's own swaps did, up to
    seven a seat); the card play is searched."""
    from cardtable.engine.agent import Decision
    greedy = make_agent(SHITHEAD, 0, "greedy")
    plays = 0
    for seed in range(5):
        state = SHITHEAD.new_state(players, {}, seed=seed)
        experts = [make_agent(SHITHEAD, s, "expert", seed=seed, iterations=30)
                   for s in range(players)]
        swapped: dict[int, list[str]] = {s: [] for s in range(players)}
        while not state.is_terminal and plays < 2 * (seed + 1):
            legal = state.legal_actions()
            seat = state.current_player
            d = Decision(state, seat, legal, random.Random(seed))
            expert = experts[seat]
            expert.last = None
            move = expert.choose(d)
            if all(a.split(" ", 1)[0] in ("swap", "ready", "faceup") for a in legal):
                assert move == greedy.choose(d) and expert.last is None  # no search
                if move.startswith("swap"):
                    swapped[seat].append(move)
            elif len(legal) > 1 and all(a.startswith("play ") for a in legal):
                plays += 1
                assert expert.last is not None  # searched
            state.apply(move)
        for seat, moves in swapped.items():
            assert len(moves) <= 3, moves  # each table card changes at most once
            table_cards = [m.split()[2] for m in moves]
            hand_cards = [m.split()[1] for m in moves]
            assert not set(table_cards) & set(hand_cards), moves  # nothing swapped back
    assert plays >= 5


def test_bluff_pishti_search_players_challenge_by_the_odds_not_the_blind_deal():
    """The search dealt a claim's face-down card as any unseen card, so it took nearly every
    claim for a bluff and challenged it (a player claiming only true pishtis scored 20 each
    time); the choice is the rule-based player's odds now: it also accepts."""
    from cardtable.engine.agent import Decision
    greedy = make_agent(PISHTI, 0, "greedy")
    answers = []
    for seed in range(40):
        state = PISHTI.new_state(2, {"bluff": True}, seed=seed)
        experts = [make_agent(PISHTI, s, "expert", seed=seed, iterations=40) for s in range(2)]
        steps = 0
        while not state.is_terminal and steps < 60:
            legal = state.legal_actions()
            seat = state.current_player
            d = Decision(state, seat, legal, random.Random(steps))
            if set(legal) == {"challenge", "accept"}:
                experts[seat].last = None
                move = experts[seat].choose(d)
                assert move == greedy.choose(d) and experts[seat].last is None  # not searched
                answers.append(move)
            else:
                move = make_agent(PISHTI, seat, "greedy").choose(d)
            state.apply(move)
            steps += 1
    assert "accept" in answers and "challenge" in answers


PISHTI_FORMS = [(2, {}), (4, {}), (2, {"bottom_card": "cutter", "leftovers": "last_capturer",
                                     "last_card_pishti": False, "jack_on_jack": 20}),
                (2, {"bottom_card": "off", "jacks_wild": False, "target": 30}),
                (4, {"target": 20, "end_on_pishti": True, "direction": "anticlockwise"})]


def _played_both_ways(game, players, world, seed, **options):
    """Two clones of ``world`` played out from generators seeded alike, one in the game's own
    loop (hook ``playout``), one move by move: the same rewards, deal returns and random draws
    (asserted). The two worlds as they ended."""
    fused = Playout(game, players, random.Random(seed), **options)
    stepped = Playout(game, players, random.Random(seed), fused=False, **options)
    assert fused.fast is not None and stepped.fast is None
    deals = world.deals_finished
    a, b = world.clone(), world.clone()
    assert fused.run(a, deals) == stepped.run(b, deals)
    assert fused.last_returns == stepped.last_returns
    assert fused.rng.getstate() == stepped.rng.getstate()
    return a, b


@pytest.mark.parametrize("players,options", PISHTI_FORMS)
def test_pishti_whole_playout_is_the_policy_played_move_by_move(players, options):
    """Pishti's fused playout is the same playout as the policy applied move by move (with and
    without the opponent model's random moves): the same rewards, deal returns, random draws and
    the same world at the end."""
    checked = 0
    for seed in range(3):
        for steps in (0, 1, 5, 17, 30, 47, 60, 90):
            state = play_to(PISHTI, players, seed, steps, options)
            if state.is_terminal:
                continue
            world = state.determinize(state.current_player, random.Random(seed))
            for random_play in (None, {1: 0.3}):
                a, b = _played_both_ways(PISHTI, players, world, steps, random_play=random_play,
                                         points_weight=0.25)
                assert a.history == b.history and a.scores == b.scores
                checked += 1
    assert checked >= 30


def test_pishti_whole_playout_leaves_bluff_pishti_and_ended_deals_to_the_generic_loop():
    hooks = hooks_for(PISHTI)
    rng = random.Random(0)
    assert hooks.playout(PISHTI.new_state(2, {"bluff": True}, seed=1), rng, 0) is None
    state = PISHTI.new_state(2, seed=1)
    assert hooks.playout(state.clone(), rng, 0) is not None
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    assert hooks.playout(state, rng, 0) is None
    assert hooks.playout(BRISCOLA.new_state(2, seed=1), rng, 0) is None


def _pinochle_to_1000(players, seed, tricks):
    """A Pinochle game to 1000 played by the rule-based players to ``tricks`` tricks of the
    first deal (never declaring out)."""
    from cardtable.engine.agent import Decision
    from cardtable.games.pinochle.agents import GreedyPinochle

    state = PINOCHLE.new_state(players, {"game": "1000"}, seed=seed)
    greedy, rng = GreedyPinochle(), random.Random(seed)
    while state.tricks_played < tricks:
        legal = [a for a in state.legal_actions() if a != "declare-out"]
        state.apply(greedy.choose(Decision(state, state.current_player, legal, rng)))
    return state


@pytest.mark.parametrize("players,seed", [(4, 7), (4, 8), (2, 1)])
def test_the_search_declares_out_at_the_target_and_never_below(players, seed):
    """A search that stops at the deal's end scored declaring out below the target (the game
    lost) no worse than a deal lost: the expert declared out at the first deal's last tricks,
    and lost nine games in ten to the rule-based player in a game to 1000. Declaring out is
    now decided by its exact rule (the ``prune`` hook): below the target never, at it always."""
    state = _pinochle_to_1000(players, seed, 10 if players == 4 else 3)
    while "declare-out" not in state.legal_actions():
        state.apply(state.legal_actions()[0])
    seat = state.current_player
    side = state.ctx.team_of[seat]
    assert state.running(side) < state.target
    expert = make_agent(PINOCHLE, seat, "expert", seed=1)
    d = Decision(state, seat, state.legal_actions(), random.Random(1))
    assert expert.choose(d) != "declare-out"
    ranked = expert.rank(Decision(state, seat, state.legal_actions(), random.Random(1)))
    assert ranked[-1].action == "declare-out" and not ranked[-1].visits
    state.totals = list(state.totals)
    state.totals[side] = state.target  # the side is there: declaring out wins at once
    for level in ("expert", "master"):
        agent = make_agent(PINOCHLE, seat, level, seed=1)
        assert agent.choose(Decision(state, seat, state.legal_actions(), random.Random(1))) \
            == "declare-out"
    first = expert.rank(Decision(state, seat, state.legal_actions(), random.Random(1)))[0]
    assert first.action == "declare-out" and first.reason == "certain: no other move can do better"


def test_playouts_never_declare_out_below_the_target():
    """The generic playout policy's random moves declared out (and lost the game) in most
    playouts of a two-handed game to 1000: every meld decision offers it."""
    hooks = hooks_for(PINOCHLE)
    state = _pinochle_to_1000(2, 1, 1)
    rng = random.Random(3)
    playout = Playout(PINOCHLE, 2, rng)
    assert playout.prune is not None
    for _ in range(60):
        world = state.determinize(state.current_player, rng)
        playout.run(world, world.deals_finished)
        if world.declarer >= 0:  # only a side at the target declares out, and wins
            assert world.result().returns[world.declarer] == 1.0
    assert hooks.prune(state, ["play 9S", "play AS"]) is None  # nothing to prune
    for players in (2, 4, 6):  # the states put declaring out last, where prune looks for it
        state = _pinochle_to_1000(players, 2, 1)
        legal = state.legal_actions()
        assert legal[-1] == "declare-out" and legal.count("declare-out") == 1
        assert hooks.prune(state, legal) == legal[:-1]


PINOCHLE_IN_TURN = [(3, {}), (4, {"game": "single"}), (4, {}), (4, {"head_trick": True}),
                    (4, {"form": "partnership-auction"}), (6, {}), (8, {})]


def _pinochle_after(players, seed, steps, options=None):
    """A Pinochle game after ``steps`` actions of the rule-based players (never declaring out)."""
    from cardtable.games.pinochle.agents import GreedyPinochle

    state = PINOCHLE.new_state(players, options, seed=seed)
    greedy, rng = GreedyPinochle(), random.Random(seed)
    for _ in range(steps):
        legal = [a for a in state.legal_actions() if a != "declare-out"]
        if state.is_terminal or not legal:
            break
        state.apply(greedy.choose(Decision(state, state.current_player, legal, rng)))
    return state


@pytest.mark.parametrize("players,options", PINOCHLE_IN_TURN)
def test_pinochle_card_play_in_one_loop_is_the_policy_played_move_by_move(players, options):
    """Three-handed and partnership Pinochle play a playout's cards in one loop over card ids:
    the same playout as the policy applied move by move — the same rewards, random draws and
    world at the end — from the auction, the first trick, mid-deal and late in a game to 1000
    (where a side that reaches the target declares out)."""
    checked = declared = 0
    for seed in (1, 3, 4):  # (three-handed, seeds 0 and 2 are conceded at once)
        for steps in (0, 6, 14, 22, 31, 40, 60, 95, 140):
            state = _pinochle_after(players, seed, steps, options)
            if state.is_terminal:
                continue
            if seed == 4:  # a game to 1000: near the target, or at it
                state.totals = [t + 900 for t in state.totals]
            world = state.determinize(state.current_player, random.Random(seed))
            for k in range(3):
                a, b = _played_both_ways(PINOCHLE, players, world, steps + k)
                assert a.history == b.history and a.totals == b.totals
                assert a.deals_finished == b.deals_finished and a.target == b.target
                declared += "declare-out" in a.history[len(world.history):]
                checked += 1
    assert checked >= 36
    if state.ctx.declare_out:
        assert declared  # the loop stopped where a side could declare out, and it did


def test_pinochle_card_play_loop_leaves_other_worlds_to_the_generic_loop():
    hooks = hooks_for(PINOCHLE)
    rng = random.Random(0)
    two = _pinochle_after(2, 0, 30)
    assert two.phase.startswith("play")
    assert hooks.playout(two, rng, 0) is None and two.history == _pinochle_after(2, 0, 30).history
    auction = PINOCHLE.new_state(4, seed=1)
    assert auction.phase != "play"
    assert hooks.playout(auction, rng, 0) is None and not auction.history
    state = _pinochle_after(4, 1, 40)
    assert state.phase == "play"
    length = len(state.history)
    hooks.playout(state, rng, state.deals_finished, (0.0, 0.5, 0.0, 0.5))  # an opponent model
    assert len(state.history) == length
    hooks.playout(state, rng, state.deals_finished)
    assert len(state.history) > length  # the card play went on in the loop
    assert hooks.playout(BRISCOLA.new_state(2, seed=1), rng, 0) is None


def _mid_deal(game, players, options, steps):
    """A multi-deal game after ``steps`` moves of its rule-based players (never declaring out)."""
    state = game.new_state(players, options, seed=3)
    greedy, rng = game.agents()["greedy"], random.Random(3)
    for _ in range(steps):
        legal = [a for a in state.legal_actions() if a != "declare-out"]
        seat = state.current_player
        state.apply(greedy.factory(game, seat).choose(Decision(state, seat, legal, rng)))
    return state


@pytest.mark.parametrize("game,players,options,steps", [
    (PINOCHLE, 4, {}, 60), (PINOCHLE, 6, {}, 30), (BRISCOLA, 2, {"match": "best-of-3"}, 25),
    (BRISCOLA, 4, {"match": "best-of-3"}, 20), (PISHTI, 2, {"target": 101}, 30),
    (SHITHEAD, 3, {"series": 3}, 40)])
def test_a_search_world_counts_its_deal_and_leaves_the_next_undealt(game, players, options,
                                                                    steps):
    """The search plays a world only to the end of its deal (``State.deal_only``): a game of
    several deals then counts the deal, its result and its totals as a world that deals on does,
    without shuffling and dealing the next hands — its clones too — and the table's own state is
    never marked."""
    from cardtable.ai.rollout import sampled_world

    state = _mid_deal(game, players, options, steps)
    assert not state.is_terminal and not state.deal_only
    decision = Decision(state, state.current_player, state.legal_actions(), random.Random(1))
    world = sampled_world(decision, random.Random(2))
    assert world.deal_only and world.clone().deal_only and not state.deal_only
    dealt = world.clone()
    dealt.deal_only = False
    for w in (world, dealt):
        while w.deals_finished == state.deals_finished:
            w.apply([a for a in w.legal_actions() if a != "declare-out"][0])
    assert world.deals_finished == dealt.deals_finished == state.deals_finished + 1
    assert world.deal_result().returns == dealt.deal_result().returns
    assert world.deal_result().points == dealt.deal_result().points
    value = getattr(hooks_for(game), "deal_value", None)  # (Briscola counts deals won)
    assert value is None or value(world) == value(dealt)
    if not dealt.is_terminal:  # (a Shithead game ends with the loser's cards in hand)
        zones = [z for z, cs in dealt.zones().items() if cs and z.startswith(("hand:", "down:"))]
        assert zones and not [z for z in zones if world.zones()[z] == dealt.zones()[z]]
    make_agent(game, state.current_player, "expert", seed=1).choose(decision)
    assert not state.deal_only
