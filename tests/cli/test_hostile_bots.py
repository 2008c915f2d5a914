"""Bots that flood, nest, stream an endless line, write garbage, stop reading or exit: each is
that bot's failure, within one deadline per decision, in bounded memory (issue 54)."""

import sys
import time

import pytest

from cardtable.app import arena
from cardtable.app.bot_client import MAX_LINE
from cardtable.app.plugins import registry

PY = sys.executable
HELLO = "import json, sys, os\nsys.stdout.write(json.dumps({'type': 'hello'}) + '\\n'); sys.stdout.flush()\n"

BOTS = {
    # each line would have reset a per-line timeout: the arena hung for ever
    "blank-flood": (HELLO + "while True:\n    sys.stdout.write('\\n' * 4096); sys.stdout.flush()\n",
                    "no answer to an act message within 1 s"),
    "nested": (HELLO + "for line in sys.stdin:\n    m = json.loads(line)\n"
               "    if m['type'] == 'act':\n        sys.stdout.write('{\"action\": ' + '[' * 20000 + "
               "']' * 20000 + '}\\n'); sys.stdout.flush()\n",
               "nested too deeply"),
    "endless-line": (HELLO + "while True:\n    sys.stdout.write('x' * 65536); sys.stdout.flush()\n",
                     f"longer than {MAX_LINE} bytes"),
    "garbage": (HELLO + "for line in sys.stdin:\n    sys.stdout.buffer.write(b'\\xff\\xfe\\x00{[\\n');"
                " sys.stdout.flush()\n", "not a legal action"),
    "huge-number": (HELLO + "for line in sys.stdin:\n    m = json.loads(line)\n"
                    "    if m['type'] == 'act':\n        print('{\"action\": ' + '9' * 5000 + '}', "
                    "flush=True)\n", "digits"),
    "deaf": (HELLO + "import time\nwhile True:\n    time.sleep(1)\n",  # never reads its input
             "within 1 s"),
    "exits": (HELLO + "sys.stdin.readline(); sys.stdin.readline(); sys.stdin.readline()\n",
              "instead of answering"),
}


@pytest.mark.parametrize("kind", sorted(BOTS))
def test_a_hostile_bot_is_that_bots_failure(kind, tmp_path):
    script, words = BOTS[kind]
    path = tmp_path / f"{kind}.py"
    path.write_text(script)
    game = registry().get("briscola")
    config = arena.ArenaConfig(game, 2, [f"cmd:{PY} {path}", "random"], games=2, seed=1,
                               bot_time_limit=1.0)
    started = time.monotonic()
    report = arena.run(config)
    took = time.monotonic() - started
    assert report["seats"][0]["games"] == 2  # the games were played out by the stand-in
    assert len(report["bot_failures"]) == 2, report["bot_failures"]
    assert words in report["bot_failures"][0], report["bot_failures"][0]
    assert "a built-in player takes over" in report["bot_failures"][0]
    assert took < 25, took  # one deadline per decision, not per line


def test_a_bot_that_never_reads_its_input_fails_on_the_write_deadline():
    """A bot that does not read fills its input pipe: the host's write is timed out, not
    blocked for ever."""
    import subprocess

    from cardtable.app.bot_client import BotClient, BotFailure

    game = registry().get("briscola")
    client = BotClient([PY, "-c", "import time; time.sleep(60)"], game, 0,
                       fallback=lambda: None, time_limit=0.5)  # type: ignore[arg-type,return-value]
    client._proc = subprocess.Popen(client.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                    bufsize=0)
    try:
        started = time.monotonic()
        with pytest.raises(BotFailure, match="did not read its input"):
            client._send({"type": "act", "pad": "x" * 1_000_000}, time.monotonic() + 0.5)
        assert time.monotonic() - started < 5
    finally:
        client._proc.kill()
        client._proc.wait()
