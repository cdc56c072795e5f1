"""The observer's name comes from the call, the context's ``observer`` or its ``name``; an
observer that is not text is a clear input error on every path, never a crash or a silent
second person."""

from __future__ import annotations

import json

import pytest
from helpers import failing_cases, run_cli

from engine.diagnostics import InputError
from engine.loading import load_ruleset
from engine.ticking import resolve_observer

TIME = "2026-04-27T12:00:00"


def test_the_observer_is_the_calls_then_the_contexts_observer_then_its_name() -> None:
    def one_case(observer, context, expected):
        assert resolve_observer(observer, context) == expected

    cases = [
        ("Tom", {"observer": "Ana"}, "Tom"),
        (" Tom ", {}, "Tom"),
        (None, {"observer": "Ana", "name": "Wei"}, "Ana"),
        (None, {"name": " Wei "}, "Wei"),
        ("", {"observer": "  ", "name": "Wei"}, "Wei"),
        (None, {"name": 3}, None),
        (None, {}, None),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_context_observer_that_is_not_text_is_an_input_error_in_tick(tmp_path, capsys):
    code, out, err = run_cli(capsys, ["tick", "--skill", "needs", "--workspace", str(tmp_path),
                                      "--time", TIME, "--args-json",
                                      json.dumps({"observation": "Tom eats.", "observer": 5})])
    assert code == 1
    assert json.loads(out)["error"]["diagnostics"][0]["message"] == (
        "context.observer must be text (the observer's name), got 5")
    assert "Traceback" not in err
    assert not (tmp_path / "state").exists()


@pytest.mark.parametrize("context", [{"observer": 3}, {"observer": ["Tom"]}])
def test_explain_refuses_a_context_observer_that_is_not_text(capsys, context):
    code, _, err = run_cli(capsys, ["explain", "--skill", "needs", "--observation", "Tom eats.",
                                    "--context-json", json.dumps(context)])
    assert code == 1
    assert err.startswith("homeostat: error: context.observer must be text")


def test_explain_passes_over_a_name_that_is_not_text(capsys):
    code, out, _ = run_cli(capsys, ["explain", "--skill", "needs", "--observation", "Tom eats.",
                                    "--context-json", json.dumps({"name": 3}), "--json"])
    assert code == 0
    document = json.loads(out)
    assert document["observer"] is None
    assert [(e["kind"], e["subject"]) for e in document["events"]] == [("eat", "other")]


def test_the_library_refuses_an_observer_that_is_not_text():
    with pytest.raises(InputError, match=r"observer must be text \(the observer's name\), got 5"):
        load_ruleset("needs").tick(None, "Tom eats.", time=TIME, observer=5)
