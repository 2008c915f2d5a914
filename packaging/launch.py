"""Entry script of the frozen app: one bundle runs the window and the command-line tools.

PyInstaller needs a script, not a console-script entry point. The executable is the window
(``cardtable``); it runs a tool instead when

- it is started under the tool's name — ``cardtable-arena``, ``cardtable-replay``,
  ``cardtable-bot``, ``cardtable-decks`` (the ``.deb`` puts such links in ``/usr/bin``), or
- its first argument names the tool: ``cardtable arena --list``, ``cardtable-cli replay FILE``
  (``cardtable-cli.exe`` is the console twin Windows needs, since a windowed ``.exe`` has no
  console to print to).

The window takes no bare words as arguments, so a first argument that names a tool is never
mistaken for one of the window's.
"""

import multiprocessing
import os
import re
import sys

TOOLS = {
    "arena": "cardtable.cli.arena",
    "replay": "cardtable.cli.replay",
    "bot": "cardtable.cli.bot",
    "decks": "cardtable.ui.cards.chooser",
}


def tool_of(argv: list[str]) -> tuple[str | None, list[str]]:
    """The tool ``argv`` asks for (None: the window) and the arguments it gets."""
    name = re.split(r"[\\/]", argv[0] if argv else "")[-1]  # either separator, on any system
    stem = os.path.splitext(name)[0].lower()
    if stem.startswith("cardtable-") and stem[len("cardtable-"):] in TOOLS:
        return stem[len("cardtable-"):], argv[1:]
    if len(argv) > 1 and argv[1] in TOOLS:
        return argv[1], argv[2:]
    if stem == "cardtable-cli":
        return "", argv[1:]
    return None, argv


def main() -> int:
    # The computer players and the arena's workers run in spawned processes: in the frozen app
    # this executable is that process too, and must become it before anything else.
    multiprocessing.freeze_support()
    tool, args = tool_of(sys.argv)
    if tool == "":
        print("usage: cardtable-cli {" + ",".join(TOOLS) + "} [arguments]", file=sys.stderr)
        return 2
    if tool is None:
        from cardtable.__main__ import main as window

        return window()
    import importlib

    module = importlib.import_module(TOOLS[tool])
    sys.argv = [f"cardtable-{tool}", *args]  # the tool's --help names itself
    return int(module.main(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
