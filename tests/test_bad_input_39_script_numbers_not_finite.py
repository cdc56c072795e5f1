"""A day script line whose number is not finite is refused at its own line and column.

`homeostat run` used to write a line's ``1e999`` (a float overflow, which :func:`json.loads`
reads as infinity) into the scratch workspace, then blame the scratch *state* file
(``state.non-finite``, "Fix or restore the file"), with no column; ``NaN`` and ``Infinity``
literals were "not valid JSON" with no column. All three are now ``input.script`` errors at the
value (session 39). A literal that underflows (``1e-999``) is read as 0.0, as JSON readers do.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import run_cli

LINE = ('{"time": "2026-04-27T07:00:00", "observation": "You wake up.", '
        '"ctx": {"temperature_c": %s}}')


@pytest.mark.parametrize("literal", ["1e999", "-1E+400", "NaN", "Infinity", "-Infinity"])
def test_a_context_value_that_is_not_finite_is_named_at_its_column(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], literal: str) -> None:
    script = tmp_path / "day.jsonl"
    script.write_text(LINE % literal + "\n", encoding="utf-8")
    code, out, err = run_cli(capsys, ["run", "--skill", "physiology", str(script)])
    assert code == 1
    assert out == ""
    assert err.splitlines()[0] == (
        f"{script}:1:89: error: ctx.temperature_c: {literal} is not a finite number; values must "
        "be finite numbers within +-1.8e308 [input.script]")


def test_a_seed_value_that_overflows_is_named_on_its_own_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = tmp_path / "day.jsonl"
    script.write_text('{"time": "2026-04-27T06:00:00", "state": {"satiety": 0.5}}\n'
                      '{"time": "2026-04-27T06:00:00", "state": {"satiety": 2e308}}\n',
                      encoding="utf-8")
    code, _, err = run_cli(capsys, ["run", "--skill", "physiology", str(script)])
    assert code == 1
    assert err.splitlines()[0] == (
        f"{script}:2:54: error: state.satiety: 2e308 is not a finite number; values must be "
        "finite numbers within +-1.8e308 [input.script]")


def test_a_value_that_underflows_is_read_as_zero(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tiny, zero = tmp_path / "tiny.jsonl", tmp_path / "zero.jsonl"
    tiny.write_text(LINE % "1e-999" + "\n", encoding="utf-8")
    zero.write_text(LINE % "0" + "\n", encoding="utf-8")
    runs = []
    for script in (tiny, zero):
        code, out, _ = run_cli(capsys, ["run", "--skill", "physiology", "--json",
                                        str(script)])
        assert code == 0
        runs.append([json.loads(line)["values"] for line in out.splitlines()])
    assert runs[0] == runs[1]
