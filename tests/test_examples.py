"""The examples run (issue 5: the Mesa town runs in CI)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_the_mesa_town_runs_and_collects_every_agents_needs():
    pytest.importorskip("mesa")
    done = subprocess.run([sys.executable, str(EXAMPLES / "mesa_town.py"), "--steps", "24",
                           "--size", "4"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "4 people, 24 steps" in done.stdout
    assert "satiety" in done.stdout and "action" in done.stdout
