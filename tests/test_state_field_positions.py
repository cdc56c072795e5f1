"""A state file whose JSON parses but holds a bad field names the field's line and column, as a
rule file's errors do (``state/needs.json:5:13: error: energy must be a number ...``), through
``tick`` and ``validate --state``; the file is left as it was."""

from __future__ import annotations

import json

import pytest
from helpers import eat_tick, run_engine

from engine.json_positions import line_and_column, value_offsets


def test_value_offsets_give_each_values_start_by_key_path():
    text = '{\n  "a": 1,\n  "b": {"c": [10, {"d": "x"}]},\n  "a": 2\n}'
    offsets = value_offsets(text)
    assert text[offsets[("b", "c", "1", "d")]:].startswith('"x"')
    assert text[offsets[("b", "c", "0")]:].startswith("10")
    assert line_and_column(text, offsets[("a",)]) == (4, 8, '  "a": 2')  # the later key wins
    assert offsets[()] == 0


@pytest.mark.parametrize("text", ['{"a": ', '{"a" 1}', "", "[1, 2"])
def test_value_offsets_of_text_that_is_not_json_are_empty(text):
    assert value_offsets(text) == {}






@pytest.mark.parametrize(("field", "value", "words"), [
    ("energy", "lots", "energy must be a number, found the string 'lots'"),
    ("satiety", 7.5, "satiety is 7.5, outside the allowed range [0, 1]"),
])
def test_a_bad_state_field_names_its_line_and_column(tmp_path, field, value, words):
    first = eat_tick(tmp_path, "12:00")
    assert first.returncode == 0, first.stderr
    state = tmp_path / "state" / "needs.json"
    document = json.loads(state.read_text())
    document[field] = value
    state.write_text(json.dumps(document, indent=2))
    before = state.read_bytes()
    lines = state.read_text().splitlines()
    line = next(k for k, text in enumerate(lines, 1) if text.startswith(f'  "{field}"'))
    column = lines[line - 1].index(":") + 3
    result = eat_tick(tmp_path, "12:15")
    assert result.returncode == 1
    error = json.loads(result.stdout)["error"]
    assert error["diagnostics"][0]["line"] == line
    assert error["diagnostics"][0]["column"] == column
    assert error["message"].startswith(f"state/needs.json:{line}:{column}: error: {words}")
    assert state.read_bytes() == before
    checked = run_engine(["validate", "--state", ".", "--skill", "needs"], tmp_path)
    assert checked.returncode == 1
    assert f"state/needs.json:{line}:{column}: error: {words}" in checked.stderr
