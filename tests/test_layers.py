"""Imports point down only (ui > app > ai > games > engine) and no Qt below the UI."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_import_contracts_hold():
    lint = Path(sys.executable).with_name("lint-imports")
    proc = subprocess.run([str(lint), "--config", str(ROOT / "pyproject.toml")], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Contracts: 2 kept, 0 broken" in proc.stdout


def test_engine_and_games_run_without_qt():
    code = ("import sys, cardtable.app.plugins as p; r = p.registry();"
            "[g.new_state(g.player_counts[0]) for g in r.games.values()];"
            "import cardtable.app.arena, cardtable.app.saves;"
            "assert not any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules), "
            "[m for m in sys.modules if m.startswith('PySide6')]")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
