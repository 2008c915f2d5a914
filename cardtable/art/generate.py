"""Write every card face, back and table graphic as SVG files.

``python -m cardtable.art`` regenerates ``assets``; ``--out DIR`` writes elsewhere
(the tests use this to check the committed files are exactly what the generator makes).
Output is deterministic: the same code always writes the same bytes.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from .backs import BACK_BUILDERS, TABLE_BUILDERS
from .decks import ASSETS_DIR, DECKS, DeckSpec, back_path, face_path, table_path
from .french_faces import french_face
from .icon import icon_svg
from .italian_faces import italian_face


def face_svg(deck: DeckSpec, code: str) -> str:
    if deck.family == "french":
        return french_face(deck.style, code, deck.large)
    return italian_face(deck.style, code, deck.large)


def all_files(root: Path = ASSETS_DIR) -> dict[Path, str]:
    """Every file the generator writes, path -> SVG text."""
    files: dict[Path, str] = {}
    for deck in DECKS.values():
        for code in deck.codes:
            files[face_path(deck.name, code, root)] = face_svg(deck, code)
    for name, build in BACK_BUILDERS.items():
        files[back_path(name, root)] = build()
    for name, build in TABLE_BUILDERS.items():
        files[table_path(name, root)] = build()
    files[root / "icon" / "cardtable.svg"] = icon_svg()
    return files


def generate(root: Path = ASSETS_DIR) -> list[Path]:
    """Write all files under ``root``; returns the paths written."""
    files = all_files(root)
    for path, text in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
    return list(files)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.art",
                                     description="Regenerate the card art SVG files.")
    parser.add_argument("--out", type=Path, default=ASSETS_DIR,
                        help="assets directory to write (default: the package's own)")
    args = parser.parse_args(argv)
    paths = generate(args.out)
    total = sum(p.stat().st_size for p in paths)
    print(f"wrote {len(paths)} files ({total / 1024:.0f} KiB) under {args.out}")
    return 0
