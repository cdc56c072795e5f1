"""A bug of ours (an unexpected exception inside the engine) is reported like any other error:
one message that says it is a bug and where, exit code 70, the JSON line on a tick, no traceback,
and no state file written."""

import json

import pytest
from helpers import assert_valid, run_cli

import engine.ticking


def _broken_perceive(*args, **kwargs):
    words = []
    return words[1]  # IndexError, the kind of bug a look-ahead past the last word raised


@pytest.fixture()
def broken_perception(monkeypatch):
    monkeypatch.setattr(engine.ticking, "perceive", _broken_perceive)


def _first_tick(capsys, workspace):
    code, _, _ = run_cli(capsys, ["tick", "--skill", "needs", "--workspace", str(workspace),
                                  "--observation", "You are asleep.",
                                  "--time", "2026-04-27T06:00:00"])
    assert code == 0


def test_a_bug_in_a_tick_prints_an_internal_error_line_and_writes_nothing(
        capsys, tmp_path, monkeypatch):
    _first_tick(capsys, tmp_path)
    before = {p.name: p.read_bytes() for p in (tmp_path / "state").iterdir()}
    monkeypatch.setattr(engine.ticking, "perceive", _broken_perceive)
    code, out, err = run_cli(capsys, ["tick", "--skill", "needs", "--workspace", str(tmp_path),
                                      "--observation", "You eat a sandwich.",
                                      "--time", "2026-04-27T06:15:00"])
    assert code == 70
    line = json.loads(out)
    assert_valid("error-report", line)
    assert line["ok"] is False
    assert line["error"]["type"] == "internal"
    assert line["error"]["diagnostics"][0]["code"] == "internal.bug"
    message = line["error"]["diagnostics"][0]["message"]
    assert message.startswith(
        "IndexError: list index out of range in interpret_tick (engine/ticking.py:")
    assert "This is a bug in homeostat, not in your input; no state file was written" in message
    assert "Traceback" not in err
    assert err.startswith("homeostat: error: IndexError: list index out of range")
    assert {p.name: p.read_bytes() for p in (tmp_path / "state").iterdir()} == before


def test_a_bug_in_one_workspace_of_many_leaves_the_others_ticked(
        capsys, tmp_path, monkeypatch):
    real = engine.ticking.perceive

    def broken_for_bea(text, lexicon, observer=None):
        if observer == "Bea":
            return _broken_perceive()
        return real(text, lexicon, observer=observer)

    for name in ("a", "b", "c"):
        (tmp_path / name).mkdir()
    (tmp_path / "b" / "state").mkdir()
    (tmp_path / "b" / "state" / "observation_ctx.json").write_text('{"observer": "Bea"}', "utf-8")
    monkeypatch.setattr(engine.ticking, "perceive", broken_for_bea)
    code, out, err = run_cli(capsys, ["tick", "--skill", "needs",
                                      "--workspaces", str(tmp_path / "*"),
                                      "--observation", "You eat a sandwich.",
                                      "--time", "2026-04-27T06:15:00"])
    assert code == 70
    results = [json.loads(line) for line in out.splitlines()]
    assert [r["result"]["ok"] for r in results] == [True, False, True]
    assert results[1]["result"]["error"]["type"] == "internal"
    assert not (tmp_path / "b" / "state" / "needs.json").exists()
    assert (tmp_path / "c" / "state" / "needs.json").exists()


def test_explain_reports_a_bug_without_a_traceback(capsys, broken_perception):
    code, out, err = run_cli(capsys, ["explain", "--skill", "needs",
                                      "--observation", "You eat a sandwich."])
    assert code == 70
    assert out == ""
    assert "Traceback" not in err
    assert "[internal.bug]" in err
