"""Wrong types from a host or a caller are the engine's own located errors, not a TypeError
or KeyError from deep inside (session 38, round badinput): a state file's ``current_need``
that is a list or an object, an in-process ``prior_state`` whose ``tick``, ``markers`` or
``active`` has the wrong type, a ``context`` that is not a dict, ``load_ruleset`` given a
number, and a lexicon term of a thousand words (which overflowed the matcher's recursion)."""

from __future__ import annotations

import json

import pytest
from helpers import run_cli

import engine
from engine.resources import rules_dir

TIME = "2026-04-27T12:00:00"


@pytest.mark.parametrize("value", [[], {"a": [1]}])
def test_a_current_need_that_is_not_text_is_a_state_error(capsys, tmp_path, value):
    assert run_cli(capsys, ["tick", "--skill", "needs", "--workspace", str(tmp_path),
                            "--observation", "You eat.", "--time", TIME])[0] == 0
    path = tmp_path / "state" / "needs.json"
    state = json.loads(path.read_text())
    state["current_need"] = value
    path.write_text(json.dumps(state, indent=2))
    code, out, err = run_cli(capsys, ["tick", "--skill", "needs", "--workspace", str(tmp_path),
                                      "--time", "2026-04-27T13:00:00"])
    assert code == 1
    message = json.loads(out)["error"]["message"]
    assert message == (f"state/needs.json:8:19: error: current_need is {value!r}, which is "
                       "not a need of this ruleset (energy, safety, satiety, social, whatever) "
                       "[state.invalid]")
    assert json.loads(path.read_text())["current_need"] == value  # left as it was


@pytest.mark.parametrize("key, value, message", [
    ("tick", None, "prior_state.tick must be a whole number >= 0, got null"),
    ("tick", "x", "prior_state.tick must be a whole number >= 0, got 'x'"),
    ("markers", 5, "prior_state.markers must be a dict as a previous TickResult's state has "
                   "it, got 5"),
    ("active", None, "prior_state.active must be a list as a previous TickResult's state has "
                     "it, got null")])
def test_a_prior_state_field_of_the_wrong_type_is_an_input_error(key, value, message):
    rules = engine.load_ruleset("needs")
    state = dict(rules.tick(None, "You eat.", time=TIME).state)
    state[key] = value
    with pytest.raises(engine.InputError) as info:
        rules.tick(state, "You eat.", time="2026-04-27T13:00:00")
    assert info.value.diagnostics[0].message == message


@pytest.mark.parametrize("context", [5, "x", [1]])
def test_a_context_that_is_not_a_dict_is_an_input_error(context):
    rules = engine.load_ruleset("needs")
    with pytest.raises(engine.InputError) as info:
        rules.tick(None, "You eat.", time=TIME, context=context)
    assert info.value.diagnostics[0].message.startswith(
        "context must be a dict of context values such as {'temperature_c': 21}, got ")


@pytest.mark.parametrize("value, shown", [(5, "5"), (None, "null"), (["needs"], '["needs"]')])
def test_load_ruleset_of_a_non_path_is_a_usage_error(value, shown):
    with pytest.raises(engine.UsageError) as info:
        engine.load_ruleset(value)
    assert info.value.diagnostics[0].message == (
        "the ruleset must be a bundled name ('needs', 'physiology') or a rule file's path as "
        f"text, got {shown}")


def test_a_thousand_word_term_is_a_schema_error(capsys, tmp_path):
    text = (rules_dir() / "needs.yaml").read_text(encoding="utf-8")
    path = tmp_path / "needs.yaml"
    path.write_text(text.replace("include: [core]", "include: [core]\n  terms: {eat: ['"
                                 + "word " * 1000 + "']}"), encoding="utf-8")
    code, out, err = run_cli(capsys, ["validate", str(path)])
    assert code == 1
    assert err.splitlines()[0] == (f"{path}:24:17: error: lexicons.terms.eat[0]: may have at "
                                   "most 200 characters, has 5000 [schema.maxLength]")
