# mypy: disable-error-code="empty-body"
"""What the table scene's parts (:mod:`.scene_motion`, :mod:`.scene_plates`) may use of each
other and of the scene: its state and the methods one part calls in another. Read by the type
checker only (the parts are mixins of :class:`~cardtable.ui.table.scene.TableScene`, which
holds everything declared here); nothing imports it at run time.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QVariantAnimation, SignalInstance
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from ...engine.cards import Pack
from ...engine.game import Game
from ...engine.layout import TableLayout
from ...engine.zone_model import ZoneModel
from .art import CardArt
from .felt import Felt
from .card_item import CardItem
from .decor import Badge, SeatPlate, ZoneCaption
from .geometry import Pose, TableGeometry
from .timeline import Timeline
from .scene_zones import PlateTexts
from .timing import Timing


class SceneHost(QGraphicsScene):
    """The table scene as its parts see it."""

    cardClicked: SignalInstance
    cardDoubleClicked: SignalInstance
    cardDropped: SignalInstance
    dealEnded: SignalInstance
    gameEnded: SignalInstance
    stepShown: SignalInstance
    gathered: SignalInstance
    outChanged: SignalInstance

    game: Game
    num_players: int
    options: dict[str, Any]
    viewer: int | None
    pack: Pack
    layout: TableLayout
    _rank_place: dict[int, int]
    unordered: Any
    teams: list[tuple[int, ...]]
    timing: Timing
    art: CardArt
    timeline: Timeline
    sort_hand: bool
    lift: dict[int, float]
    model: ZoneModel
    zone_items: dict[str, list[CardItem]]
    zone_names: set[str]
    size: tuple[float, float]
    geometry: TableGeometry | None
    hand_cards: int
    _shown_snap: dict | None
    _plate_moves: dict[int, object]
    _felt: Felt | None
    _felt_key: tuple
    felt_colour: QColor | None
    card_scale: float
    _stale: bool
    _replaying: bool
    gathers: list[tuple[int | None, list[int]]]
    _sweep: tuple[int | None, list[int]] | None
    played_by: dict[int, int]
    out_cards: set[int]
    reveal_all: bool
    _places: dict[str, dict[int, int]]
    _row_size: dict[str, int]
    open_hands: bool
    _press: tuple[CardItem, QPointF] | None
    _dragging: bool
    _pops: list[tuple[int, QVariantAnimation]]
    score_from_events: list[int]
    plates: dict[int, SeatPlate]
    badges: dict[str, Badge]
    captions: dict[str, ZoneCaption]

    # the scene's own (scene.py)
    def geo(self) -> TableGeometry: ...
    def poses(self, zone: str) -> list[Pose]: ...
    def place_all(self) -> None: ...
    def _new_item(self, card: int, zone: str, face_up: bool, width: float) -> CardItem: ...
    def _shown(self, zone: str, card: int, face_up: bool) -> bool: ...
    # the plates' (scene_plates.py)
    def _snapshot(self, to_move: int | None = None,
                  plates: PlateTexts | None = None) -> dict: ...
    def _update_decor(self, snap: dict, zones_only: bool = False, glide: bool = False) -> None: ...
