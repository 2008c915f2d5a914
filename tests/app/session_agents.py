"""Agent factories for the session tests: picklable (module-level) so they reach the worker
process, each misbehaving in one way a real computer player might."""

from __future__ import annotations

import os
import time

from cardtable.app import ai_worker
from cardtable.engine.agent import Decision


class _Crashing:
    def choose(self, decision: Decision) -> str:
        os._exit(3)  # the whole worker process dies, as with a segfault in an extension


class _Hanging:
    def choose(self, decision: Decision) -> str:
        time.sleep(3600)
        return decision.legal[0]


class _Slow:
    def __init__(self, seconds: float):
        self.seconds = seconds

    def choose(self, decision: Decision) -> str:
        time.sleep(self.seconds)
        return decision.legal[-1]


class _Raising:
    def choose(self, decision: Decision) -> str:
        raise RuntimeError("the search ran out of ideas")


class _Illegal:
    def choose(self, decision: Decision) -> str:
        return "pass 12345"


def crashing(game, seat, level, seed, time_limit):
    return _Crashing()


def crash_once(game, seat, level, seed, time_limit):
    """Crashes the first worker that asks (the marker file named by SESSION_TEST_MARKER says it
    happened); later workers play normally."""
    marker = os.environ["SESSION_TEST_MARKER"]
    if not os.path.exists(marker):
        open(marker, "w").close()
        return _Crashing()
    return ai_worker.make_agent(game, seat, level, seed, time_limit)


def hanging(game, seat, level, seed, time_limit):
    return _Hanging()


def slow(game, seat, level, seed, time_limit):
    """Thinks for 0.4 s, then plays the last legal action."""
    return _Slow(0.4)


def raising(game, seat, level, seed, time_limit):
    return _Raising()


def illegal(game, seat, level, seed, time_limit):
    return _Illegal()


def endless_search(game, seat, level, seed, time_limit):
    """A real search player with a budget it would need minutes for."""
    from cardtable.ai import levels
    return levels.make_agent(game, seat, "expert", seed=seed, iterations=10_000_000)
