"""A review running in a worker process, with progress and cancel: the window never waits.

A pure-Python search holds the interpreter lock, so a review (a master's search at every one of
a seat's decisions: seconds to a minute) runs in its own ``spawn`` worker process, as the
computer players do (cardtable/app/ai_worker.py). The job sends plain, picklable messages up a
pipe:

* ``("progress", done, total)`` after each reviewed decision;
* ``("done", review_json)`` at the end (a cancelled review is sent too, marked incomplete);
* ``("error", message)`` when the review could not be made.

:meth:`ReviewJob.poll` reads what has come without blocking (the window calls it from a timer);
:meth:`ReviewJob.cancel` sets a shared flag the search reads every few iterations, so a
cancelled review stops within a moment. :func:`run_review` is the same work in this process
(the command line, tests).
"""

from __future__ import annotations

import multiprocessing
import time
from multiprocessing.connection import Connection
from typing import Any, Callable

from ..ai.review import Review, deal_ranges, review_game, seat_decisions
from ..engine.errors import CardTableError
from ..engine.i18n import language, worker_setup
from . import saves


def run_review(save: dict[str, Any], seat: int, *, level: str = "master", seed: int = 0,
               iterations: int | None = None, last_deal: bool = False,
               progress: Callable[[int, int], None] | None = None,
               should_stop: Callable[[], bool] | None = None) -> Review:
    """Review ``seat``'s decisions in the game ``save`` describes (a save's JSON object);
    ``last_deal``: only the decisions of its last deal (the end-of-deal review)."""
    saved = saves.parse(save)
    start = saves.replay(saved, upto=0)
    plies, first = None, 0
    if last_deal:
        last = deal_ranges(start, saved.actions)[-1]
        plies = [p for p in seat_decisions(start, saved.actions, seat) if p in last]
        first = last.start
    review = review_game(start, saved.actions, seat, level=level, seed=seed,
                         iterations=iterations, plies=plies, progress=progress,
                         should_stop=should_stop)
    review.first = first
    return review


def _main(conn: Connection, stop: Any, args: dict[str, Any], setup: Any, lang: str) -> None:
    """The worker: one review, then it ends."""  # pragma: no cover - in a child process
    if setup is not None and lang:
        try:
            setup(lang)
        except Exception:  # the review speaks English rather than not at all
            pass

    def send(message: tuple) -> None:
        try:
            conn.send(message)
        except (OSError, EOFError):  # the window closed the review: nobody is listening
            stop.value = 1

    def progress(done: int, total: int) -> None:
        send(("progress", done, total))

    try:
        review = run_review(progress=progress, should_stop=lambda: bool(stop.value), **args)
        send(("done", review.to_json()))
    except CardTableError as exc:
        send(("error", str(exc)))
    except Exception as exc:  # reported to the window, which says the review failed
        send(("error", f"{type(exc).__name__}: {exc}"))
    finally:
        conn.close()


class ReviewJob:
    """One review in a worker process. ``poll`` (never blocks) updates :attr:`done`,
    :attr:`total`, and at the end :attr:`review` or :attr:`error`; :attr:`finished` then."""

    def __init__(self, save: dict[str, Any], seat: int, *, level: str = "master", seed: int = 0,
                 iterations: int | None = None, last_deal: bool = False):
        ctx = multiprocessing.get_context("spawn")
        self._conn, child = ctx.Pipe(duplex=False)
        self._stop = ctx.Value("b", 0, lock=False)
        args = {"save": save, "seat": seat, "level": level, "seed": seed,
                "iterations": iterations, "last_deal": last_deal}
        setup, lang = worker_setup()
        self.process = ctx.Process(target=_main, args=(child, self._stop, args, setup,
                                                       lang or language()),
                                   name="cardtable-review", daemon=True)
        self.process.start()
        child.close()
        self.seat = seat
        self.done = 0
        self.total = 0
        self.review: Review | None = None
        self.error = ""
        self.finished = False
        self.cancelled = False

    def poll(self) -> bool:
        """Read every message that has come; True once the job is finished."""
        while not self.finished:
            try:
                if not self._conn.poll(0):
                    if not self.process.is_alive():
                        self._finish(error="the review's worker process ended unexpectedly")
                    break
                message = self._conn.recv()
            except (EOFError, OSError):
                self._finish(error="" if self.review else "the review's worker process ended")
                break
            kind = message[0]
            if kind == "progress":
                self.done, self.total = message[1], message[2]
            elif kind == "done":
                self.review = Review.from_json(message[1])
                self._finish()
            else:
                self._finish(error=str(message[1]))
        return self.finished

    def wait(self, timeout: float) -> bool:
        """Poll until finished or ``timeout`` seconds pass (tests, command-line tools)."""
        deadline = time.monotonic() + timeout
        while not self.poll() and time.monotonic() < deadline:
            self._conn.poll(min(0.2, max(0.0, deadline - time.monotonic())))
        return self.finished

    def cancel(self) -> None:
        """Stop the review soon: the worker sends what it has reviewed so far."""
        self.cancelled = True
        self._stop.value = 1

    def _finish(self, error: str = "") -> None:
        self.finished = True
        if error and self.review is None:
            self.error = error
        self.close()

    def close(self) -> None:
        """End the worker (at once if it is still reviewing)."""
        self._stop.value = 1
        proc = self.process
        proc.join(0.5)
        if proc.is_alive():
            proc.terminate()
            proc.join(1)
        try:
            self._conn.close()
        except OSError:  # pragma: no cover
            pass
