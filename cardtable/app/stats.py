"""Statistics of finished games, in an SQLite database in the user's data folder.

One row per counted game: when it ended, the game and variant, the outcome for the person who
played it (won, lost or drawn), their score and, for Shithead, how often they were the Shithead.
Summaries per game and variant are computed from the rows: games played, won, lost, drawn, win
rate, the current and longest streaks, best and average scores, the Shithead count.

What counts: only finished games in which no move was taken back, and in which every person at
the table shares one outcome (one person against computer players, or partners on one side).
Abandoned games (no result), games with an undo, games of computer players only and hot-seat
games between opponents are not counted.

A database that SQLite cannot read (damaged, or another program's file) is set aside as
``statistics.sqlite.corrupt-1`` (then ``-2`` ...: kept, never deleted nor overwritten), reported in
:attr:`StatsStore.recovered` and in the log, and a new empty one is created.

A database that is only busy (another program holds it locked) or that cannot be written
(a read-only file or folder) is never renamed: opening is retried, then the statistics run
read-only (shown, not added to) or, when they cannot even be read, off, until the app quits;
:attr:`StatsStore.recovered` says so once and :attr:`StatsStore.mode` tells which.

Waiting for a lock takes seconds (:data:`BUSY_TRIES` x :data:`BUSY_TIMEOUT`), which the window
must not spend while it starts: ``StatsStore(wait=False)`` tries once without waiting and raises
:class:`StatsBusy` for a busy database (nothing decided, nothing said), so the start page shows no
records and the patient open comes later, when a game is counted or the statistics are shown.
"""

from __future__ import annotations

import json
import logging
import math
import os
import sqlite3
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable, Mapping

from ..engine.errors import CardTableError
from ..engine.i18n import QT_TRANSLATE_NOOP, tr
from ..engine.state import Result
from . import backups, paths, safe_json
from .game_setup import LEVEL_ALIASES, GameSetup
from .plugins import Registry, registry as default_registry

log = logging.getLogger(__name__)

# 2: the opponents' level; 3: variants told from each game's standard rules for its players
# (Pinochle's partnerships became games to 1000: a stored "4p" single deal is "4p;game=single")
SCHEMA_VERSION = 3
WON, LOST, DRAWN = "won", "lost", "drawn"
OUTCOMES = (WON, LOST, DRAWN)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    finished TEXT NOT NULL,
    game TEXT NOT NULL,
    variant TEXT NOT NULL,
    players INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('won', 'lost', 'drawn')),
    score REAL,
    shitheads INTEGER NOT NULL DEFAULT 0,
    seed INTEGER NOT NULL,
    options TEXT NOT NULL,
    opponents TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS games_by_variant ON games (game, variant, finished);
"""
_COLUMNS = ("finished", "game", "variant", "players", "seat", "outcome", "score", "shitheads",
            "seed", "options")  # a file must have these (opponents is added to a version 1 file)
MIXED, PEOPLE = "mixed", "people"  # opponents: computer players of several levels; none at all


def opponents_of(setup: GameSetup) -> str:
    """The computer players' level at ``setup``'s table ("expert"), ``MIXED`` for several
    levels, ``PEOPLE`` when every seat is a person's."""
    levels = {LEVEL_ALIASES.get(setup.seat(i).level, setup.seat(i).level)
              for i in range(setup.players) if not setup.seat(i).is_human}
    if not levels:
        return PEOPLE
    return levels.pop() if len(levels) == 1 else MIXED


@dataclass(frozen=True)
class GameRecord:
    """One counted game, as stored."""

    finished: str  # ISO 8601 UTC
    game: str
    variant: str
    players: int
    seat: int
    outcome: str
    score: float | None
    shitheads: int
    seed: int
    options: dict[str, Any]
    opponents: str = ""  # opponents_of() its table; "" for a game counted before it was kept


@dataclass(frozen=True)
class Summary:
    """The figures the statistics window shows for a game (and variant)."""

    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    current_streak: int = 0  # > 0: wins in a row now; < 0: losses in a row now
    best_win_streak: int = 0
    worst_losing_streak: int = 0
    best_score: float | None = None
    average_score: float | None = None
    shitheads: int = 0

    @property
    def win_rate(self) -> float:
        """Won / played (0.0 when nothing was played)."""
        return self.won / self.played if self.played else 0.0


def variant_key(players: int, options: Mapping[str, Any], defaults: Mapping[str, Any]) -> str:
    """``"2p"`` or ``"4p;match=best-of-3;pack=french"``: the player count and every option that
    differs from the game's default, sorted, so equal rules always give the same key."""
    diffs = sorted(f"{k}={json.dumps(v) if not isinstance(v, str) else v}"
                   for k, v in options.items() if k in defaults and defaults[k] != v)
    return ";".join([f"{players}p", *diffs])


def parse_variant(key: str) -> tuple[int, list[tuple[str, str]]]:
    """The player count and the (option, value text) pairs of a :func:`variant_key`."""
    head, *rest = key.split(";")
    players = int(head[:-1]) if head.endswith("p") and head[:-1].isdigit() else 0
    return players, [(k, v) for k, _, v in (part.partition("=") for part in rest)]


def outcome_for(result: Result, seat: int) -> str:
    """Won: the seat is among the best and not everyone is; lost: among the worst and not
    everyone is; drawn: everyone equal (or a place in between)."""
    returns = result.returns
    hi, lo, mine = max(returns), min(returns), returns[seat]
    if hi == lo:
        return DRAWN
    if mine == hi:
        return WON
    if mine == lo:
        return LOST
    return DRAWN


def _score_and_shitheads(game: str, players: int, options: Mapping[str, Any], result: Result,
                         seat: int) -> tuple[float | None, int]:
    """The seat's score, and the times it was the Shithead. Shithead's points are games lost, not
    a score: its score stays empty and its losses count as Shitheads where a Shithead is named
    (the last one left: the 'last one loses' ending, or any game of two)."""
    if game == "shithead":
        named = options.get("ending") == "last-one-loses" or players == 2
        return None, int(result.points[seat]) if named else 0
    return float(result.points[seat]), 0


def _now() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat()


READ_WRITE, READ_ONLY, OFF = "read-write", "read-only", "off"
BUSY_TRIES = 3  # attempts to open a database another program holds locked
BUSY_TIMEOUT = 1.0  # seconds SQLite waits for a lock on each attempt (and on each write): a
# patient open waits at most about 3.6 s in all for a database another program holds — when a
# game is counted or the statistics are shown, never at the start (``wait=False``)
_BUSY = ("locked", "busy")


# what a damaged file raises while being read (SQLite's message may quote bytes that are not
# UTF-8, which Python's sqlite3 cannot decode)
_DB_ERRORS = (sqlite3.DatabaseError, UnicodeDecodeError)


def _text(raw: bytes) -> str:
    """A text value as stored; bytes that are not UTF-8 (a damaged page, another program's
    row, the integrity check quoting them) are shown replaced, never raised."""
    return raw.decode("utf-8", "replace")


def _busy(exc: BaseException) -> bool:
    return isinstance(exc, sqlite3.OperationalError) and any(w in str(exc).lower() for w in _BUSY)


class StatsBusy(CardTableError):
    """``StatsStore(wait=False)`` found the database locked by another program: try again later
    (patiently), when the statistics are needed."""


class _Damaged(sqlite3.DatabaseError):
    """The file is not a statistics database this app can use (set aside, never a busy one)."""


class StatsStore:
    """The statistics database. Open once, :meth:`close` when done (also a context manager)."""

    def __init__(self, path: str | os.PathLike[str] | None = None, reg: Registry | None = None,
                 *, wait: bool = True):
        """``wait=False``: do not wait for a lock (the window's start); a busy database raises
        :class:`StatsBusy` instead of being retried and run read-only. Once open, every write
        waits up to :data:`BUSY_TIMEOUT` as usual."""
        self.path = Path(path) if path is not None else paths.stats_file()
        self._reg = reg
        self._wait = wait
        # what the player is told once: a damaged database set aside, or statistics that run
        # read-only or off this session
        self.recovered: str | None = None
        self.backup: Path | None = None  # where a damaged database was kept
        self.mode = READ_WRITE
        self._db = self._open()
        self._wait = True  # open now: a later fall back to read-only waits like any write

    @property
    def read_only(self) -> bool:
        """No game is counted this session (the database is busy, read-only or unreadable)."""
        return self.mode != READ_WRITE

    # --- opening and recovery -----------------------------------------------------------------
    def _open(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return self._degrade(exc)
        tries = BUSY_TRIES if self._wait else 1
        for attempt in range(tries):
            try:
                return self._connect()
            except (_Damaged, UnicodeDecodeError) as exc:  # (SQLite quoting damaged bytes)
                return self._recover(exc)
            except sqlite3.DatabaseError as exc:
                if _busy(exc):
                    if not self._wait:
                        raise StatsBusy(f"the statistics database is busy ({exc})") from exc
                    if attempt + 1 < tries:
                        time.sleep(0.2 * (attempt + 1))
                        continue
                    return self._degrade(exc)
                if isinstance(exc, sqlite3.OperationalError):  # cannot open or write: left alone
                    return self._degrade(exc)
                return self._recover(exc)  # "file is not a database", "malformed"
        raise AssertionError("unreachable")  # pragma: no cover

    def _degrade(self, exc: BaseException) -> sqlite3.Connection:
        """The database cannot be written now: read it if possible, else keep none; said once."""
        try:
            db = self._connect_read_only()
            self.mode = READ_ONLY
            self.recovered = tr(QT_TRANSLATE_NOOP(
                "engine", "The statistics cannot be written ({error}); they are shown but this "
                          "session's games are not counted."), error=exc)
        except (sqlite3.DatabaseError, UnicodeDecodeError, OSError):
            db = sqlite3.connect(":memory:")
            db.executescript(_SCHEMA)
            self.mode = OFF
            self.recovered = tr(QT_TRANSLATE_NOOP(
                "engine", "The statistics cannot be opened ({error}); they are off until Card "
                          "Table is started again. The file was left as it is."), error=exc)
        log.warning("%s (%s)", self.recovered, self.path)
        return db

    def _connect_read_only(self) -> sqlite3.Connection:
        if not self.path.is_file():
            raise sqlite3.OperationalError("no database file")
        db = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True,
                             timeout=self._timeout())
        db.text_factory = _text
        try:
            check = db.execute("PRAGMA quick_check").fetchone()
            if not check or check[0] != "ok":
                raise sqlite3.DatabaseError("integrity check failed")
            cols = {row[1] for row in db.execute("PRAGMA table_info(games)")}
            if not set(_COLUMNS) | {"opponents"} <= cols:
                raise sqlite3.DatabaseError("no games table of this version")
        except BaseException:
            db.close()
            raise
        db.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT * 1000)}")  # reads wait as usual
        return db

    def _timeout(self) -> float:
        """How long SQLite waits for a lock while opening: not at all when told not to wait."""
        return BUSY_TIMEOUT if self._wait else 0.0

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=self._timeout())
        db.text_factory = _text
        try:
            check = db.execute("PRAGMA quick_check").fetchone()
            if not check or check[0] != "ok":
                raise _Damaged(f"integrity check failed: {check[0] if check else '?'}")
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:  # kept as it is: read what this version knows
                raise sqlite3.OperationalError(f"written by a newer Card Table (schema {version}), "
                                               "read-only here")
            # The columns we read must be there (a file of another program passes the checks).
            cols = {row[1] for row in db.execute("PRAGMA table_info(games)")}
            missing = set(_COLUMNS) - cols
            if cols and missing:
                raise _Damaged(f"its games table lacks {', '.join(sorted(missing))}")
            if cols and "opponents" not in cols:  # a version 1 file: its games' levels unknown
                db.execute("ALTER TABLE games ADD COLUMN opponents TEXT NOT NULL DEFAULT ''")
            if cols and version < 3:
                self._rekey(db)
            db.executescript(_SCHEMA)
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            db.commit()
        except BaseException:
            db.close()
            raise
        db.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT * 1000)}")  # writes wait as usual
        return db

    def _rekey(self, db: sqlite3.Connection) -> None:
        """Each stored game's variant told again from its options and its game's standard rules
        for its number of players (a file before version 3 compared with the option defaults);
        a game this app does not have, or options that do not read, keep theirs."""
        reg = self._reg or default_registry()
        for row_id, gid, players, options, variant in db.execute(
                "SELECT id, game, players, options, variant FROM games").fetchall():
            game = reg.games.get(gid)
            try:
                opts = _options(options)
                key = variant_key(players, opts, game.standard_options(players)) if game else variant
            except Exception:  # a row or a game this version cannot judge keeps its key
                continue
            if key != variant:
                db.execute("UPDATE games SET variant = ? WHERE id = ?", (key, row_id))

    def _recover(self, exc: Exception) -> sqlite3.Connection:
        """A damaged database: kept as a numbered backup (never overwriting one), a new one
        started. One that cannot be moved is left alone and the statistics run without it."""
        backup = backups.set_aside(self.path, "corrupt", ("-journal", "-wal", "-shm"))
        if backup is None:
            return self._degrade(exc)
        self.recovered = tr(QT_TRANSLATE_NOOP(
            "engine", "The statistics database could not be read ({error}); it was kept "
                      "as {backup} and a new one was started."),
                            error=exc, backup=backup.name)
        self.backup = backup
        log.warning(self.recovered)
        try:
            return self._connect()
        except sqlite3.DatabaseError as again:
            return self._degrade(again)

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> "StatsStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- recording ----------------------------------------------------------------------------
    def _resolve(self, setup: GameSetup) -> tuple[dict[str, Any], dict[str, Any]]:
        """The game's full options and its defaults (what the variant key compares against)."""
        try:
            game = (self._reg or default_registry()).get(setup.game)
            return (game.resolve_options(setup.players, setup.options, setup.preset),
                    game.standard_options(setup.players))
        except CardTableError:
            return dict(setup.options), {}

    def record_game(self, setup: GameSetup, result: Result | None, *, undone: bool = False,
                    seat: int | None = None, finished: str | None = None) -> GameRecord | None:
        """Count a finished game for the person who played it; returns the stored record, or None
        when the game does not count (no result: abandoned; ``undone``: a move was taken back; no
        person at the table; people on different sides; a practice game, played from a
        reviewed decision)."""
        if result is None or undone or setup.practice:
            return None
        if seat is None:
            humans = setup.humans
            if not humans:
                return None
            if len({result.returns[s] for s in humans}) != 1:
                return None
            seat = humans[0]
        if not 0 <= seat < len(result.returns):
            raise ValueError(f"seat {seat} is not at this {len(result.returns)}-player table")
        options, defaults = self._resolve(setup)
        score, shitheads = _score_and_shitheads(setup.game, setup.players, options, result, seat)
        record = GameRecord(finished or _now(), setup.game, variant_key(setup.players, options, defaults),
                            setup.players, seat, outcome_for(result, seat), score, shitheads,
                            setup.seed, options, opponents_of(setup))
        return record if self._write(record) else None

    def _write(self, r: GameRecord) -> bool:
        """Store a record; False when it could not be (the statistics go read-only, said once)."""
        if self.read_only:
            return False
        try:
            self._insert(r)
            return True
        except _DB_ERRORS as exc:
            log.warning("the statistics could not be written: %s", exc)
            old, self._db = self._db, self._degrade(exc)
            old.close()
            return False

    def _insert(self, r: GameRecord) -> None:
        with self._db:
            self._db.execute(
                "INSERT INTO games (finished, game, variant, players, seat, outcome, score, "
                "shitheads, seed, options, opponents) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (r.finished, r.game, r.variant, r.players, r.seat, r.outcome, r.score, r.shitheads,
                 r.seed, json.dumps(r.options, sort_keys=True), r.opponents))

    # --- reading ------------------------------------------------------------------------------
    def _texts(self, sql: str, args: tuple[str, ...] = ()) -> list[str]:
        """The first column of ``sql``'s rows that is text (a row another program wrote with a
        number or a blob there is left out)."""
        try:
            rows = self._db.execute(sql, args).fetchall()
        except _DB_ERRORS as exc:
            self._read_failed(exc)
            return []
        return [row[0] for row in rows if isinstance(row[0], str)]

    def games(self) -> list[str]:
        """Game ids with at least one counted game."""
        return self._texts("SELECT DISTINCT game FROM games ORDER BY game")

    def variants(self, game: str) -> list[str]:
        return self._texts("SELECT DISTINCT variant FROM games WHERE game = ? ORDER BY variant",
                           (game,))

    def opponents(self, game: str | None = None, variant: str | None = None) -> list[str]:
        """The opponents (levels, ``MIXED``, ``PEOPLE``, "" for unknown) of the counted games."""
        where, args = self._where(game, variant)
        return self._texts(f"SELECT DISTINCT opponents FROM games{where} ORDER BY opponents", args)

    def history(self, game: str | None = None, variant: str | None = None,
                opponents: str | None = None) -> list[GameRecord]:
        """Counted games, oldest first (the chart's data)."""
        sql = ("SELECT finished, game, variant, players, seat, outcome, score, shitheads, seed, "
               "options, opponents FROM games")
        where, args = self._where(game, variant, opponents)
        try:
            rows = self._db.execute(f"{sql}{where} ORDER BY finished, id", args).fetchall()
        except _DB_ERRORS as exc:  # damaged pages found only now: shown as none
            self._read_failed(exc)
            return []
        records = [_record(r) for r in rows]
        return [r for r in records if r is not None]

    def _read_failed(self, exc: BaseException) -> None:
        log.warning("the statistics could not be read: %s", exc)
        if self.recovered is None:
            self.recovered = tr(QT_TRANSLATE_NOOP(
                "engine", "The statistics could not be read ({error}); the file was left as it "
                          "is."), error=exc)

    def summary(self, game: str | None = None, variant: str | None = None,
                opponents: str | None = None) -> Summary:
        return summarize(self.history(game, variant, opponents))

    def reset(self, game: str | None = None, variant: str | None = None,
              opponents: str | None = None) -> int:
        """Delete the counted games (of one game, variant or opponents, or all); returns how
        many."""
        where, args = self._where(game, variant, opponents)
        if self.read_only:
            return 0
        try:
            with self._db:
                return self._db.execute(f"DELETE FROM games{where}", args).rowcount
        except _DB_ERRORS as exc:
            old, self._db = self._db, self._degrade(exc)
            old.close()
            return 0

    @staticmethod
    def _where(game: str | None, variant: str | None,
               opponents: str | None = None) -> tuple[str, tuple[str, ...]]:
        clauses, args = [], []
        for column, value in (("game", game), ("variant", variant), ("opponents", opponents)):
            if value is not None:
                clauses.append(f"{column} = ?")
                args.append(value)
        return (" WHERE " + " AND ".join(clauses) if clauses else ""), tuple(args)


def _options(text: Any) -> dict[str, Any]:
    """A row's options (bounded JSON: the file is untrusted); {} for anything else."""
    if not isinstance(text, (str, bytes)):
        return {}
    try:
        value = safe_json.loads(text, "a game's options", _OPTION_LIMITS)
    except safe_json.JsonLimitError:
        return {}
    return value if isinstance(value, dict) else {}


_OPTION_LIMITS = safe_json.Limits(max_bytes=64 * 1024, max_depth=8, max_string=1024)


def _record(r: tuple[Any, ...]) -> GameRecord | None:
    """A row as a record, or None for a row another program wrote with values of other kinds
    (SQLite keeps whatever it is given): every field is checked before the summary adds it."""
    texts = (r[0], r[1], r[2], r[5])
    ints = (r[3], r[4], r[7], r[8])
    if not all(isinstance(t, str) for t in texts) or r[5] not in OUTCOMES:
        return None
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in ints):
        return None
    score = r[6]
    if score is not None and not (isinstance(score, (int, float)) and math.isfinite(score)):
        return None
    return GameRecord(r[0], r[1], r[2], r[3], r[4], r[5], None if score is None else float(score),
                      r[7], r[8], _options(r[9]), r[10] if isinstance(r[10], str) else "")


def summarize(records: Iterable[GameRecord]) -> Summary:
    """The summary figures of ``records`` (oldest first)."""
    played = won = lost = drawn = shitheads = 0
    streak = best_win = worst_loss = 0
    scores: list[float] = []
    for r in records:
        played += 1
        shitheads += r.shitheads
        if r.score is not None:
            scores.append(r.score)
        if r.outcome == WON:
            won += 1
            streak = streak + 1 if streak > 0 else 1
        elif r.outcome == LOST:
            lost += 1
            streak = streak - 1 if streak < 0 else -1
        else:
            drawn += 1
            streak = 0
        best_win = max(best_win, streak)
        worst_loss = max(worst_loss, -streak)
    return Summary(played, won, lost, drawn, streak, best_win, worst_loss,
                   max(scores) if scores else None,
                   sum(scores) / len(scores) if scores else None, shitheads)
