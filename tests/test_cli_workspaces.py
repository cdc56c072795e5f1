"""``homeostat tick --workspaces``: many workspaces in one process, the rules loaded once (issue
7). Each workspace gets exactly the files and the result a single ``homeostat tick --workspace``
would give it; a bad workspace is reported with its path and does not stop the others."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from helpers import run_cli

TIME = ["--time", "2026-04-27T12:00:00", "--tick", "900"]


def make_agents(root: Path) -> Path:
    """agents/{ana,bo,cy}: ana and cy with their own observation files, bo with a torn state
    file; a plain file and a hidden folder beside them, which a glob must skip."""
    agents = root / "agents"
    for name, text in (("ana", "You eat a sandwich."), ("bo", "You eat."),
                       ("cy", "You drink a glass of water.")):
        (agents / name / "state").mkdir(parents=True)
        (agents / name / "state" / "observation.txt").write_text(text + "\n")
    (agents / "bo" / "state" / "needs.json").write_text('{"values": {"satiety": 0.')
    (agents / "notes.txt").write_text("not an agent\n")
    (agents / ".hidden" / "state").mkdir(parents=True)
    return agents


def files_of(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and not p.name.startswith(".homeostat.lock")}


def test_each_workspace_gets_the_single_ticks_files_and_result(tmp_path, capsys):
    agents = make_agents(tmp_path)
    singles = tmp_path / "singles"
    shutil.copytree(agents, singles)
    expected = {}
    for name in ("ana", "cy"):
        code, out, err = run_cli(capsys, ["tick", "--skill", "needs", "--workspace",
                                          str(singles / name), *TIME])
        assert (code, err) == (0, "")
        expected[name] = json.loads(out)

    code, out, err = run_cli(capsys, ["tick", "--skill", "needs", "--workspaces",
                                      str(agents / "*"), *TIME])

    assert code == 1
    lines = [json.loads(line) for line in out.splitlines()]
    assert [line["workspace"] for line in lines] == [str(agents / n) for n in ("ana", "bo", "cy")]
    assert lines[0]["result"] == expected["ana"] and lines[2]["result"] == expected["cy"]
    assert lines[0]["result"]["ok"] is True and lines[0]["result"]["adjustments"]
    for name in ("ana", "cy"):
        assert files_of(agents / name) == files_of(singles / name)
    failed = lines[1]["result"]
    assert failed["ok"] is False and failed["error"]["type"] == "state"
    assert [d["code"] for d in failed["error"]["diagnostics"]] == ["state.invalid-json"]
    assert failed["error"]["diagnostics"][0]["file"] == "state/needs.json"
    assert files_of(agents / "bo") == files_of(singles / "bo")  # nothing written
    assert err.splitlines()[0].startswith(f"{agents / 'bo'}: state/needs.json:1:")
    assert all(line.startswith(f"{agents / 'bo'}: ") for line in err.splitlines())
    assert not (agents / ".hidden" / "state" / "needs.json").exists()


def test_all_good_workspaces_exit_0_in_the_order_given_each_once(tmp_path, capsys):
    agents = make_agents(tmp_path)
    code, out, err = run_cli(capsys, ["tick", "--skill", "needs", "--workspaces",
                                      str(agents / "cy"), str(agents / "[ac]*"), *TIME])
    assert (code, err) == (0, "")
    assert [json.loads(line)["workspace"] for line in out.splitlines()] == [
        str(agents / "cy"), str(agents / "ana")]


def test_a_missing_workspace_is_that_workspaces_error_only(tmp_path, capsys):
    agents = make_agents(tmp_path)
    missing = str(tmp_path / "nobody")
    code, out, err = run_cli(capsys, ["tick", "--skill", "needs", "--workspaces", missing,
                                      str(agents / "ana"), *TIME])
    assert code == 1
    first, second = (json.loads(line) for line in out.splitlines())
    assert first == {"workspace": missing, "result": {"ok": False, "error": {
        "type": "input",
        "message": f"homeostat: error: --workspaces: workspace {missing} does not exist or is "
                   "not a folder; create it first (a typo would otherwise start a new agent) "
                   "[input.workspace]",
        "diagnostics": [{"code": "input.workspace", "message": f"workspace {missing} does not "
                         "exist or is not a folder; create it first (a typo would otherwise "
                         "start a new agent)", "file": None, "line": None, "column": None,
                         "path": "--workspaces", "severity": "error", "suggestion": None}]}}}
    assert second["result"]["ok"] is True
    assert err == f"{missing}: homeostat: error: --workspaces: workspace {missing} does not " \
                  "exist or is not a folder; create it first (a typo would otherwise start a " \
                  "new agent) [input.workspace]\n"


def test_a_pattern_that_matches_no_folder_is_a_usage_error(tmp_path, capsys):
    make_agents(tmp_path)
    pattern = str(tmp_path / "agent/*")
    code, out, err = run_cli(capsys, ["tick", "--skill", "needs", "--workspaces", pattern])
    assert code == 2
    assert err == f"homeostat: error: --workspaces {pattern!r} matches no " \
                  "folder [usage.workspaces]\n"
    assert json.loads(out)["error"]["type"] == "usage"


def test_workspace_and_workspaces_together_is_a_usage_error(tmp_path, capsys):
    code, out, err = run_cli(capsys, ["tick", "--skill", "needs", "--workspace", str(tmp_path),
                                      "--workspaces", str(tmp_path)])
    assert (code, out) == (2, "")
    assert err == "homeostat: error: argument --workspaces: not allowed with argument " \
                  "--workspace (see: homeostat tick --help) [usage]\n"


def test_bad_rules_stop_before_any_workspace_is_ticked(tmp_path, capsys):
    agents = make_agents(tmp_path)
    rules = tmp_path / "bad.yaml"
    rules.write_text("ruleset: {name: x\n")
    code, out, err = run_cli(capsys, ["tick", "--skill", str(rules), "--workspaces",
                                      str(agents / "*"), *TIME])
    assert code == 1
    assert json.loads(out)["error"]["type"] == "rules"
    assert not (agents / "ana" / "state" / "needs.json").exists()
