"""The physiology reference day (tests/data/reference-day, copied from shared/cases/reference-day):
both scenarios through `homeostat run`, checked by the copied `refday.py` (issue 6 acceptance).

Each scenario is turned into a run script (`refday.py script`), run in-process with
`homeostat run --skill physiology --csv`, and checked with `refday.py check`; every property must
pass, U04 with a 5-minute rerun. U01-U03 and U05-U12 come from tests/test_physiology_units.py.
"""

from __future__ import annotations

import csv
import json
import math
import subprocess
import sys
from pathlib import Path

import pytest
from test_physiology_units import REFDAY, unit_results

import engine
from engine.cli import main
from engine.resources import rules_dir


def refday_py(*argv: str) -> subprocess.CompletedProcess:
    """``python refday.py ARGV`` (the copied checker, standard library only)."""
    return subprocess.run([sys.executable, str(REFDAY / "refday.py"), *argv],
                          capture_output=True, text=True, check=False, timeout=120)


def write_script(scenario: str, path: Path, minutes: int | None = None) -> Path:
    extra = ["--tick-minutes", str(minutes)] if minutes else []
    made = refday_py("script", str(REFDAY / f"{scenario}.json"), *extra)
    assert made.returncode == 0, made.stderr
    path.write_text(made.stdout, encoding="utf-8")
    return path


def run_scenario(tmp_path: Path, scenario: str, minutes: int | None = None,
                 skill: str = "physiology") -> Path:
    """`homeostat run` (in-process) of the scenario's script; returns the CSV's path."""
    tag = f"{scenario}-{minutes or 15}"
    script = write_script(scenario, tmp_path / f"{tag}.jsonl", minutes)
    out = tmp_path / f"{tag}.csv"
    code = main(["run", "--skill", skill, str(script), "--workspace", str(tmp_path / f"ws-{tag}"),
                 "--csv", str(out), "--quiet"])
    assert code == 0
    return out


def check(argv: list[str]) -> tuple[int, dict[str, str], str]:
    """`refday.py check ARGV`: (exit status, {property id: PASS|FAIL|SKIP}, last line)."""
    done = refday_py("check", *argv)
    assert done.returncode in (0, 1), done.stderr
    status, lines = done.returncode, done.stdout.splitlines()
    verdicts = {line.split()[1]: line.split()[0] for line in lines
                if line.split() and line.split()[0] in ("PASS", "FAIL", "SKIP")}
    return status, verdicts, lines[-1]


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """Both scenarios at 15- and 5-minute ticks, and the unit results, in one directory."""
    tmp = tmp_path_factory.mktemp("reference-day")
    paths = {}
    for scenario in ("normal", "skipped_lunch"):
        for minutes in (None, 5):
            paths[(scenario, minutes or 15)] = run_scenario(tmp, scenario, minutes)
    units = tmp / "units.json"
    units.write_text(json.dumps(unit_results(engine.load_ruleset("physiology"))),
                     encoding="utf-8")
    paths["units"] = units
    return paths


def test_the_normal_day_passes_every_property(runs):
    status, verdicts, last = check([
        str(REFDAY / "normal.json"), str(runs[("normal", 15)]),
        "--dt", f"5={runs[('normal', 5)]}", "--unit-results", str(runs["units"])])
    assert last == "40 passed, 0 failed", verdicts
    assert status == 0
    assert set(verdicts.values()) == {"PASS"}
    assert {"N02", "N04", "N09", "N12", "N16", "N24", "U04"} <= set(verdicts)


def test_the_skipped_lunch_day_passes_every_property(runs):
    status, verdicts, last = check([
        str(REFDAY / "skipped_lunch.json"), str(runs[("skipped_lunch", 15)]),
        "--other", f"normal={runs[('normal', 15)]}"])
    assert last == "9 passed, 0 failed", verdicts
    assert status == 0
    assert verdicts["K01"] == "PASS" and verdicts["K07"] == "PASS"


def test_five_minute_ticks_give_the_same_day(runs):
    """U04 for both scenarios: S within 1e-6, every other variable within 0.02."""
    for scenario in ("normal", "skipped_lunch"):
        _, verdicts, _ = check([
            str(REFDAY / f"{scenario}.json"), str(runs[(scenario, 15)]),
            "--dt", f"5={runs[(scenario, 5)]}", "--other", f"normal={runs[('normal', 15)]}"])
        if scenario == "normal":
            assert verdicts["U04"] == "PASS"
    base, fine = (read_csv(runs[("skipped_lunch", m)]) for m in (15, 5))
    common = set(base) & set(fine)
    assert len(common) == 99  # the seed at 07:00 and 98 ticks
    worst = max(abs(base[t]["sleep_pressure"] - fine[t]["sleep_pressure"]) for t in common)
    assert worst <= 1e-6


def read_csv(path: Path) -> dict[str, dict[str, float]]:
    with path.open(encoding="utf-8") as stream:
        return {row["time"]: {k: float(v) for k, v in row.items()
                              if k not in ("time", "current_need")}
                for row in csv.DictReader(stream)}


def test_the_csv_holds_the_variables_and_the_auxiliary_columns(runs):
    rows = read_csv(runs[("normal", 15)])
    first = rows["2026-04-27T07:00:00"]
    for name in ("hunger_pressure", "satiety", "thirst", "sleep_pressure", "fatigue",
                 "stress_load", "pain", "illness", "exertion", "energy_deficit",
                 "water_deficit_l"):
        assert name in first, name
    # The seed line's values are kept: 0.575 L deficit is thirst 0.575 / 2.1.
    assert first["sleep_pressure"] == 0.0928 and first["water_deficit_l"] == 0.575
    assert first["thirst"] == pytest.approx(0.2738, abs=1e-4)
    assert first["energy_deficit"] == 0.56 and first["satiety"] == 0.0738


def test_a_slower_sleep_pressure_time_constant_in_a_copy_changes_the_curve(tmp_path):
    """Halving Process S's rise time constant (18.2 h -> 9.1 h) in a copy of the rules makes
    S follow the new closed form, so the published N02 and N04 fail for the copy."""
    text = (rules_dir() / "physiology.yaml").read_text(encoding="utf-8")
    assert text.count("sleep_rise_tau_hours: 18.2 ") == 1
    copy = tmp_path / "physiology.yaml"
    copy.write_text(text.replace("sleep_rise_tau_hours: 18.2 ", "sleep_rise_tau_hours: 9.1 "),
                    encoding="utf-8")
    out = run_scenario(tmp_path, "normal", skill=str(copy))
    rows = read_csv(out)
    for hour in (8, 12, 16, 20, 23):
        s = rows[f"2026-04-27T{hour:02d}:00:00"]["sleep_pressure"]
        assert s == pytest.approx(1 - (1 - 0.0928) * math.exp(-(hour - 7) / 9.1), abs=1e-6)
    _, verdicts, _ = check([str(REFDAY / "normal.json"), str(out)])
    assert verdicts["N02"] == "FAIL" and verdicts["N04"] == "FAIL"
    assert verdicts["N01"] == "PASS"  # still rising monotonically
