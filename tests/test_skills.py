"""Exported skill folders behave exactly like `homeostat tick` in every call form a host uses."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import subprocess
import sys
import types
from pathlib import Path

import pytest
from helpers import tick_json

from engine.skills import MAX_STDOUT, fit_report

ARGS = {"observation": "You eat a sandwich at the cafe.", "tick": 900,
        "time": "2026-04-27T12:00:00"}


@pytest.fixture(scope="module")
def skills(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("skills")
    from engine.cli import main

    assert main(["skill", "export", str(folder)]) == 0
    return folder


def files(workspace: Path) -> dict[str, str]:
    return {str(p.relative_to(workspace)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(workspace.rglob("*")) if p.is_file() and "lock" not in p.name}


def load_script(path: Path) -> types.ModuleType:
    spec = importlib.util.spec_from_file_location(f"skill_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_skill_md_has_name_description_and_script_for_agentsociety2(skills):
    text = (skills / "needs" / "SKILL.md").read_text()
    front = text.split("---")[1]
    keys = [line.split(":", 1)[0] for line in front.strip().splitlines()]
    assert keys == ["name", "description", "script"]
    assert "name: needs" in front and "script: scripts/needs.py" in front


def test_agentskills_target_has_only_the_spec_keys(tmp_path):
    from engine.skills import export_skills

    export_skills(tmp_path, target="agentskills")
    front = (tmp_path / "physiology" / "SKILL.md").read_text().split("---")[1]
    assert [line.split(":", 1)[0] for line in front.strip().splitlines()] == ["name",
                                                                             "description"]


@pytest.mark.parametrize("skill", ["needs", "physiology"])
def test_subprocess_entrypoint_and_cli_give_the_same_files_and_stdout(skills, tmp_path, capsys,
                                                                       skill):
    by_cli, by_script, by_entry = (tmp_path / "cli", tmp_path / "script", tmp_path / "entry")
    for folder in (by_cli, by_script, by_entry):
        folder.mkdir()
    code, cli_report = tick_json(capsys, ["--skill", skill, "--workspace", str(by_cli),
                                          "--args-json", json.dumps(ARGS)])
    assert code == 0
    script = skills / skill / "scripts" / f"{skill}.py"
    done = subprocess.run([sys.executable, str(script), "--args-json", json.dumps(ARGS)],
                          cwd=by_script, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    module = load_script(script)
    text = module.entrypoint(["--args-json", json.dumps(ARGS)],
                             types.SimpleNamespace(workspace_root=str(by_entry)))
    assert json.loads(done.stdout) == cli_report == json.loads(text)
    assert files(by_cli) == files(by_script) == files(by_entry)
    assert capsys.readouterr().out == ""  # the entrypoint printed nothing


def test_the_entrypoint_reports_errors_as_json_and_never_exits(skills, tmp_path):
    module = load_script(skills / "needs" / "scripts" / "needs.py")
    text = module.entrypoint(["--args-json", "{not json"], {"workspace_root": str(tmp_path)})
    report = json.loads(text)
    assert report["ok"] is False and report["error"]["type"] == "input"
    assert json.loads(module.entrypoint(["--help"], {"workspace_root": str(tmp_path)}))[
        "ok"] is False


def test_plain_flags_work_too(skills, tmp_path):
    script = skills / "needs" / "scripts" / "needs.py"
    done = subprocess.run([sys.executable, str(script), "--observation", "You rest.", "--time",
                           "2026-04-27T12:00:00"], cwd=tmp_path, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["ok"] is True


def test_stdout_is_fitted_under_the_hosts_limit():
    report = {"ok": True, "events": [{"kind": "eat", "text": "x" * 100}] * 500, "notes": ["n"]}
    text = fit_report(report)
    assert len(text) <= MAX_STDOUT
    fitted = json.loads(text)
    assert fitted["ok"] is True and 0 < len(fitted["events"]) < 500
