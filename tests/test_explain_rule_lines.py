"""`explain` points each change at the rule-file line that made it, and shows a condition's
``when``: a designer asked "why did satiety move?" gets "when kcal > 0 [effects[0] at
rules/physiology.yaml:297]" instead of a bare "condition [effects[0]]" (session 24)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from helpers import run_cli

import engine
from engine.explaining import rule_locations


def line_of(path: Path, text: str) -> int:
    """1-based number of the first line of ``path`` that contains ``text``."""
    for number, line in enumerate(path.read_text().splitlines(), start=1):
        if text in line:
            return number
    raise AssertionError(f"{text!r} not in {path}")


def test_every_variable_and_effect_of_the_bundled_rules_has_its_line():
    for name in ("needs", "physiology"):
        ruleset = engine.load_ruleset(name)
        source = Path(ruleset.source)
        locations = rule_locations(ruleset)
        assert len(locations) == len(ruleset.variables) + len(ruleset.effects)
        satiety = locations["variables.satiety"]
        assert satiety.endswith(f"{source.name}:{line_of(source, '  satiety:')}")


def test_a_condition_step_shows_its_when_and_its_line_in_text_and_json(capsys, tmp_path,
                                                                       monkeypatch):
    shutil.copy(engine.load_ruleset("physiology").source, tmp_path / "physiology.yaml")
    monkeypatch.chdir(tmp_path)
    physiology = Path("physiology.yaml")
    meal_line = line_of(physiology, 'when: "kcal > 0"')
    argv = ["explain", "--skill", str(physiology), "--observation", "You eat a bowl of soup."]
    code, out, err = run_cli(capsys, argv)
    assert code == 0, err
    assert (f"when kcal > 0  [effects[0] at physiology.yaml:{meal_line}]"
            in out.splitlines()[out.splitlines().index("changes:") + 3])
    code, out, err = run_cli(capsys, [*argv, "--json"])
    (step,) = json.loads(out)["contributions"]["satiety"]["steps"]
    assert step == {"cause": "condition", "rule": "effects[0]", "change": pytest.approx(
        step["change"]), "clamped": 0.0, "when": "kcal > 0",
        "at": f"physiology.yaml:{meal_line}"}


def test_an_event_step_has_a_line_but_no_when(capsys, tmp_path, monkeypatch):
    shutil.copy(engine.load_ruleset("needs").source, tmp_path / "needs.yaml")
    monkeypatch.chdir(tmp_path)
    code, out, err = run_cli(capsys, ["explain", "--skill", "needs.yaml", "--json",
                                      "--observation", "You eat a sandwich."])
    assert code == 0, err
    document = json.loads(out)
    steps = [step for entry in document["contributions"].values() for step in entry["steps"]
             if step["cause"] == "event:eat"]
    assert steps and all("when" not in step for step in steps)
    assert all(step["at"].startswith("needs.yaml:") for step in steps)


def test_bundled_rules_are_named_by_file_once_with_their_full_path_in_text(capsys, tmp_path,
                                                                           monkeypatch):
    monkeypatch.chdir(tmp_path)  # outside the rules' folder: locations are absolute paths
    source = engine.load_ruleset("physiology").source
    meal_line = line_of(Path(source), 'when: "kcal > 0"')
    argv = ["explain", "--skill", "physiology", "--observation", "You eat a bowl of soup."]
    code, out, err = run_cli(capsys, argv)
    assert code == 0, err
    lines = out.splitlines()
    changes = lines.index("changes:")
    assert lines[changes + 1] == (f"  (physiology.yaml: the bundled rules at {source}; "
                                  "`homeostat init DIR` copies them to edit)")
    assert f"when kcal > 0  [effects[0] at physiology.yaml:{meal_line}]" in lines[changes + 4]
    assert out.count(source) == 1
    code, out, err = run_cli(capsys, [*argv, "--json"])
    (step,) = json.loads(out)["contributions"]["satiety"]["steps"]
    assert step["at"] == f"{source}:{meal_line}"  # JSON keeps the path a program can open
