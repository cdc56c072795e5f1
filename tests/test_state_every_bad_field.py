"""A state file with several bad fields reports every one of them in one run (tick's JSON error and
``validate --state``), so a user fixes the file in one round instead of one field per retry; the
file is left as it was."""

from __future__ import annotations

import json

from helpers import eat_tick, run_engine

from engine import load_ruleset
from engine.diagnostics import StateError


def test_every_bad_field_of_the_state_file_is_named(tmp_path):
    first = eat_tick(tmp_path, "12:00")
    assert first.returncode == 0, first.stderr
    state = tmp_path / "state" / "needs.json"
    document = json.loads(state.read_text())
    document.update(satiety=7, energy="high", social=None)
    state.write_text(json.dumps(document, indent=2))
    before = state.read_bytes()

    result = eat_tick(tmp_path, "12:15")
    assert result.returncode == 1
    error = json.loads(result.stdout)["error"]
    assert [(d["path"], d["line"]) for d in error["diagnostics"]] == [
        ("satiety", 4), ("energy", 5), ("social", 7)]
    assert error["message"].endswith("(and 2 more problems: see diagnostics)")
    assert error["message"].startswith("state/needs.json:4:14: error: satiety is 7, outside")

    checked = run_engine(["validate", "--state", "."], tmp_path)
    assert checked.returncode == 1
    assert "3 problem(s) in 1 of 2 file(s) checked (state/current_need.txt, state/needs.json)" \
        in checked.stdout + checked.stderr
    assert state.read_bytes() == before


def test_one_bad_field_keeps_the_plain_message(tmp_path):
    first = eat_tick(tmp_path, "12:00")
    assert first.returncode == 0, first.stderr
    ruleset = load_ruleset("needs")
    document = json.loads((tmp_path / ruleset.state_output.file).read_text())
    document["satiety"] = "x"
    try:
        ruleset.state_from_documents({ruleset.state_output.file: document})
    except StateError as error:
        assert len(error.diagnostics) == 1
        assert error.to_dict()["message"] == (
            "state/needs.json: error: satiety must be a number, found the string 'x'; fix or "
            "restore the file (homeostat only writes numbers there) [state.invalid]")
    else:
        raise AssertionError("a string satiety must be refused")
