"""A whole number too large for a float is a located input error (session 38, round badinput).

Python reads any integer, but every reader of a number turns it into a float, which overflows
past 1.8e308, and ``int()`` refuses more than 4300 digits: a rule file, an args JSON, a state
file or an observation holding such a number crashed as ``[internal.bug]`` (exit 70). JSON
nested deeper than Python's recursion allows crashed the same way."""

from __future__ import annotations

import json

import pytest
from helpers import run_cli

import engine
from engine.resources import rules_dir

TIME = "2026-04-27T12:00:00"


def _needs_with(tmp_path, old, new):
    path = tmp_path / "needs.yaml"
    text = (rules_dir() / "needs.yaml").read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


@pytest.mark.parametrize("digits", [400, 5000])
def test_a_huge_integer_in_a_rule_file_is_located(capsys, tmp_path, digits):
    path = _needs_with(tmp_path, "initial: 0.5", "initial: " + "9" * digits)
    code, out, err = run_cli(capsys, ["validate", str(path)])
    assert code == 1
    assert err.splitlines()[0] == (
        f"{path}:39:14: error: variables.social.initial: 999999999999...999999 ({digits} "
        "characters) is too large for a number; numbers must lie within +-1.8e308: write a "
        "smaller number [yaml.non-finite]")


def test_a_huge_integer_in_args_json_is_named(capsys, tmp_path):
    args = '{"observation": "You eat.", "tick": ' + "9" * 5000 + "}"
    code, out, err = run_cli(capsys, ["tick", "--skill", "needs", "--workspace", str(tmp_path),
                                      "--args-json", args, "--time", TIME])
    assert code == 1
    assert json.loads(out)["error"]["message"] == (
        "homeostat: error: --args-json is not valid JSON: a number too large for a float (5000 "
        "digits: 999999999999...999999); numbers must lie within +-1.8e308, found at line 1 "
        "column 37 [input.args-json]")
    assert not (tmp_path / "state").exists()


def test_deeply_nested_args_json_is_named(capsys, tmp_path):
    args = '{"a": ' + "[" * 5000 + "]" * 5000 + "}"
    code, out, err = run_cli(capsys, ["tick", "--skill", "needs", "--workspace", str(tmp_path),
                                      "--args-json", args, "--time", TIME])
    assert code == 1
    assert json.loads(out)["error"]["message"] == (
        "homeostat: error: --args-json is not valid JSON: arrays and objects nested more than "
        "900 levels deep, found at line 1 column 906 [input.args-json]")


@pytest.mark.parametrize("content, problem, column", [
    (b'{"satiety": ' + b"9" * 5000 + b"}", "a number too large for a float (5000 digits: "
     "999999999999...999999); numbers must lie within +-1.8e308, found at line 1 column 13",
     13),
    (b"[" * 5000 + b"]" * 5000, "arrays and objects nested more than 900 levels deep, found at "
     "line 1 column 901", 901)])
def test_a_state_file_with_a_huge_number_or_deep_nesting_is_a_state_error(
        capsys, tmp_path, content, problem, column):
    (tmp_path / "state").mkdir()
    (tmp_path / "state" / "needs.json").write_bytes(content)
    code, out, err = run_cli(capsys, ["tick", "--skill", "needs", "--workspace", str(tmp_path),
                                      "--observation", "You eat.", "--time", TIME])
    assert code == 1
    assert json.loads(out)["error"]["message"] == (
        f"state/needs.json:1:{column}: error: the file is not valid JSON ({problem}); the file "
        "is corrupt, probably an interrupted write. Restore it or delete it to start afresh "
        "[state.invalid-json]")
    assert (tmp_path / "state" / "needs.json").read_bytes() == content  # left as it was


def test_a_state_value_beyond_a_float_is_a_state_error(capsys, tmp_path):
    assert run_cli(capsys, ["tick", "--skill", "needs", "--workspace", str(tmp_path),
                            "--observation", "You eat.", "--time", TIME])[0] == 0
    path = tmp_path / "state" / "needs.json"
    state = json.loads(path.read_text())
    state["energy"] = 10 ** 400
    path.write_text(json.dumps(state))
    code, out, err = run_cli(capsys, ["tick", "--skill", "needs", "--workspace", str(tmp_path),
                                      "--time", "2026-04-27T13:00:00"])
    assert code == 1
    message = json.loads(out)["error"]["message"]
    assert "the file is not valid JSON (a number too large for a float (401 digits" in message
    assert message.endswith("[state.invalid-json]")


def test_an_observation_with_a_5000_digit_number_ticks(capsys, tmp_path):
    code, out, err = run_cli(capsys, ["tick", "--skill", "physiology", "--workspace",
                                      str(tmp_path), "--observation",
                                      "You eat " + "9" * 5000 + " apples.", "--time", TIME])
    assert code == 0, err
    assert json.loads(out)["ok"] is True


@pytest.mark.parametrize("context, message", [
    ({"met": 10 ** 400}, "context.met must be a finite number, got a whole number of about "
                         "401 digits"),
    ({"met": 10 ** 5000}, "context.met must be a finite number, got a whole number of about "
                          "5001 digits")])
def test_the_api_names_a_context_integer_beyond_a_float(context, message):
    rules = engine.load_ruleset("physiology")
    with pytest.raises(engine.InputError) as info:
        rules.tick(None, "You walk.", time=TIME, context=context)
    assert info.value.diagnostics[0].message == message
