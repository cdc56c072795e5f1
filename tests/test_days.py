"""The three handed day scripts (tests/data/days, copied from shared/cases/days) through both
skills with `homeostat run`: 96 rows each, values in bounds, and the trends the README names."""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest
from helpers import run_cli

DAYS = Path(__file__).resolve().parent / "data" / "days"
DAY_FILES = sorted(p.name for p in DAYS.glob("*.jsonl"))


def run_day(capsys, tmp_path: Path, skill: str, day: str) -> list[dict[str, str]]:
    out = tmp_path / f"{skill}-{day}.csv"
    code, stdout, stderr = run_cli(capsys, ["run", "--skill", skill, str(DAYS / day),
                                            "--workspace", str(tmp_path / "ws"),
                                            "--csv", str(out)])
    assert code == 0, stderr
    assert len(stdout.strip().splitlines()) == 97  # header + 96 ticks
    with out.open() as stream:
        return list(csv.DictReader(stream))


@pytest.mark.parametrize("skill", ["needs", "physiology"])
@pytest.mark.parametrize("day", DAY_FILES)
def test_every_day_runs_96_ticks_with_every_value_in_bounds(capsys, tmp_path, skill, day):
    rows = run_day(capsys, tmp_path, skill, day)
    assert len(rows) == 96
    assert rows[0]["time"].endswith("T06:00:00") and rows[-1]["time"].endswith("T05:45:00")
    # Hidden bookkeeping with its own units (hours, minutes, litres, a -1/0/1 flag) is not a
    # [0, 1] pressure, and exercise's effect on hunger is signed (issue 6: it suppresses).
    other_units = {"hours_since_meal", "hours_awake", "bout_minutes", "was_asleep",
                   "water_deficit_l", "water_loss_l_per_h", "exertion_effect"}
    numeric = [k for k in rows[0] if k not in ("time", "current_need", *other_units)]
    for row in rows:
        for name in numeric:
            assert 0.0 <= float(row[name]) <= 1.0, (row["time"], name, row[name])


def column(rows, name):
    return [float(row[name]) for row in rows]


def test_day_a_satiety_rises_at_each_meal_for_both_skills(capsys, tmp_path):
    for skill in ("needs", "physiology"):
        satiety = column(run_day(capsys, tmp_path, skill, "day-a-office-worker.jsonl"),
                         "satiety")
        for meal in (6, 25, 56):  # breakfast 07:30, lunch 12:15, dinner 20:00
            assert satiety[meal] > satiety[meal - 1], (skill, meal)


def test_day_a_sleep_pressure_falls_through_the_night_and_rises_through_the_day(capsys,
                                                                              tmp_path):
    rows = run_day(capsys, tmp_path, "physiology", "day-a-office-worker.jsonl")
    pressure = column(rows, "sleep_pressure")
    night = pressure[68:96]  # asleep 23:00-05:45
    assert all(later < earlier for earlier, later in zip(night, night[1:], strict=False))
    assert pressure[66] > pressure[8]  # 22:30 vs 08:00


def test_day_a_has_no_meal_on_lines_that_only_mention_food(capsys, tmp_path):
    rows = run_day(capsys, tmp_path, "needs", "day-a-office-worker.jsonl")
    satiety = column(rows, "satiety")
    for tick in (7, 8, 16, 24, 26, 55, 58, 61):  # packed, smelt, refused, menu, others eat
        assert satiety[tick] <= satiety[tick - 1], tick


def meal_ticks(letter: str) -> set[int]:
    """Ticks the days README's key-moment table credits with "ate" for day ``letter`` (in the
    events column, or in a note such as "38: snack (ate, small)")."""
    ticks: set[int] = set()
    day = None
    for line in (DAYS / "README.md").read_text("utf-8").splitlines():
        heading = re.match(r"### Day ([ABC])", line)
        if heading:
            day = heading.group(1)
            continue
        row = re.match(r"\|\s*(\d+)(?:-(\d+))?\s*\|[^|]*\|([^|]*)\|([^|]*)\|", line)
        if not row or day != letter:
            continue
        if re.search(r"\bate\b", row.group(3)):
            ticks.update(range(int(row.group(1)), int(row.group(2) or row.group(1)) + 1))
        for tick, note in re.findall(r"(\d+): ([^.]*)", row.group(4)):  # "38: snack (ate, small)"
            if re.search(r"\bate\b", note):
                ticks.add(int(tick))
    return ticks


@pytest.mark.parametrize("skill", ["needs", "physiology"])
@pytest.mark.parametrize("day", DAY_FILES)
def test_satiety_rises_only_on_ticks_where_the_observer_ate(capsys, tmp_path, skill, day):
    # the README: ctx.activity ("queueing for lunch", "skipping breakfast", "cooking dinner")
    # must not credit a meal from the label alone; food that is packed, smelt, offered, refused or
    # eaten by someone else is no meal
    meals = meal_ticks(day[4].upper())
    assert meals  # the table was read
    satiety = column(run_day(capsys, tmp_path, skill, day), "satiety")
    risen = {t for t in range(1, 96) if satiety[t] > satiety[t - 1] + 1e-9}
    assert risen <= meals, sorted(risen - meals)


def test_day_c_skipped_lunch_makes_satiety_urgent_in_the_afternoon(capsys, tmp_path):
    rows = run_day(capsys, tmp_path, "needs", "day-c-bad-day.jsonl")
    before_dinner = rows[28:49]  # 13:00-18:00; the first real meal is at 18:15
    assert any(row["current_need"] == "satiety" for row in before_dinner)
    assert min(float(row["satiety"]) for row in before_dinner) <= 0.2
    assert float(rows[49]["satiety"]) > float(rows[48]["satiety"])


def test_day_b_thirst_rises_faster_outside_in_the_heat(capsys, tmp_path):
    rows = run_day(capsys, tmp_path, "physiology", "day-b-night-nurse.jsonl")
    thirst = column(rows, "thirst")
    hot_walk = thirst[40] - thirst[39]  # 16:00, 32 degrees outside, no drink
    night_work = thirst[53] - thirst[52]  # 19:15 on the ward at 25 degrees, no drink
    assert hot_walk > night_work


def test_day_b_resuscitation_raises_exertion_and_stress(capsys, tmp_path):
    # the README: 02:00-02:30 "worked + heavy exertion, stress"; ctx.activity is "emergency:
    # resuscitation", which the activity table reads as 5.4 MET and a 0.6 stressor
    rows = run_day(capsys, tmp_path, "physiology", "day-b-night-nurse.jsonl")
    exertion, stress = column(rows, "exertion"), column(rows, "stress_load")
    assert round(exertion[79], 3) == 0.054 and round(stress[79], 3) == 0.05  # 01:45, quiet
    assert [round(value, 3) for value in exertion[80:83]] == [0.28, 0.417, 0.5]
    assert stress[80] > 0.4 and stress[82] > 0.5
