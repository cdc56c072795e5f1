#!/usr/bin/env python3
# ruff: noqa: E501 -- a copy of ../shared/tools/refday.py (only this line added): its own line lengths
"""Physiology reference day: turn a scenario into a run script, and check a run against it.

Usage:
  refday.py script SCENARIO.json [--tick-minutes N] > SCRIPT.jsonl
  refday.py check  SCENARIO.json RESULTS.csv [--other NAME=CSV ...]
                   [--dt [NAME:]MINUTES=CSV ...] [--unit-results FILE.json]

script
  One JSON line per tick over the scenario's horizon (07:00 day 1 to 07:30 day 2, 98 ticks of
  15 min): {"time": "2026-04-27T07:15:00", "observation": "...", "ctx": {...}}.
  `time` is the END of the tick (day 1 = 2026-04-27, day 2 = 2026-04-28). A line describes the
  tick that has just ended, so the engine's state after the line is the value at `time` (see
  "sampling" in the scenario's conventions). ctx keys:
    activity, met                  the tick's primary activity (schedule) and its MET
    meal_size, meal_label, kcal,   for "eat" only; kcal and food_water_ml are this tick's share of
    food_water_ml, meal_fraction   the meal (spread uniformly over the meal's interval);
                                   meal_fraction is that share (0.5 for each tick of a 30-min meal)
    drinks: [{"volume_ml": N}]     when a drink overlaps the tick (volume spread uniformly)
    stressor: {"intensity": x,     when a stressor overlaps the tick (x in [0, 1])
               "social_support": b}
    temperature_c                  ambient temperature (time-weighted over the tick)
  The first line is {"time": <07:00 day 1>, "state": {...}}: the scenario's initial_state, which
  the run must take as the state at that time (a seed, not a tick).

check
  Evaluates every property of SCENARIO.json against RESULTS.csv: a header row with a `time`
  column (ISO 8601) and one column per variable, one row per tick holding the values after that
  tick. The value at the horizon start (07:00 day 1) is the initial state: when the CSV has no row
  for it, initial_state supplies the variables it lists. Prints one line per property,
  "PASS|FAIL|SKIP id variable: description (observed ...)", then "N passed, M failed" (with
  ", K skipped" when some were skipped). Exit status: 0 if nothing failed, 1 if something failed,
  2 if the input cannot be used.
    --other NAME=CSV         the run of another scenario, for cross-scenario properties
                             (e.g. --other normal=normal.csv)
    --dt [NAME:]MIN=CSV      a rerun at MIN-minute ticks (made with script --tick-minutes MIN), for
                             tick_invariance; NAME defaults to this scenario
    --unit-results FILE      JSON object {property id: observed} from the engine's own functions,
                             for unit_function properties; by params.function, observed is:
        process_s_wake, process_s_sleep, satiety_decay, meal_gain: a number or a list, in the
            order of the property's "expected"
        circadian_appetite: {"argmax_h", "argmin_h", "peak_to_trough"}
        sleep_inertia_ratio: inertia after params.hours awake / inertia at waking
        thirst_from_deficit: one thirst value per params.deficit_l
        stress_recovery: {"halving_h", "support_peak_reduction", optional "support_halving_h"}
        exertion_hunger_sign: d hunger / d exertion
        met_table: {activity: MET}
  A missing column, row or input makes a property SKIP with the reason (the check never crashes
  on it): a window is judged only when every tick end in it has a value, and a property over
  several variables passes on those it could check and names the rest. A NaN or infinite value
  fails the property that needs it.

Standard library only; Python 3.11+.
"""

from __future__ import annotations

import argparse
import ast
import csv
import datetime as dt
import json
import math
import re
import sys
from collections.abc import Callable
from itertools import pairwise
from typing import Any

DAY = 86400
BASE_DATE = dt.date(2026, 4, 27)
MAIN_VARIABLES = ["hunger_pressure", "satiety", "thirst", "sleep_pressure",
                  "fatigue", "stress_load", "pain", "illness"]


class InputError(Exception):
    """Unusable input file: the message names the file and what is wrong."""


class Skip(Exception):
    """A property (or one variable of it) cannot be evaluated; the message says why."""


class NonFinite(Exception):
    """A sample needed by a property is NaN or infinite; the property fails."""


# ---------------------------------------------------------------------------------------------
# time


def clock(text: str) -> int:
    """'HH:MM' -> seconds after midnight."""
    m = re.fullmatch(r"(\d{1,2}):(\d{2})", str(text).strip())
    if not m or int(m[1]) > 24 or int(m[2]) > 59:
        raise InputError(f"bad clock time {text!r} (expected HH:MM)")
    return int(m[1]) * 3600 + int(m[2]) * 60


def at(point: dict) -> int:
    """{"t": "HH:MM", "day": d} -> seconds after 00:00 of day 1."""
    try:
        return (int(point.get("day", 1)) - 1) * DAY + clock(point["t"])
    except (AttributeError, KeyError, TypeError, ValueError) as exc:
        raise InputError(f"bad time point {point!r} (expected {{\"t\": \"HH:MM\", \"day\": N}})") from exc


def label(sec: float) -> str:
    """Seconds after 00:00 of day 1 -> 'HH:MM dN' (the scenario files' notation)."""
    sec = round(sec)
    day, rest = divmod(sec, DAY)
    text = f"{rest // 3600:02d}:{rest % 3600 // 60:02d}"
    if rest % 60:
        text += f":{rest % 60:02d}"
    return f"{text} d{day + 1}"


def iso(sec: int) -> str:
    day, rest = divmod(sec, DAY)
    stamp = dt.datetime.combine(BASE_DATE + dt.timedelta(days=day), dt.time()) + dt.timedelta(seconds=rest)
    return stamp.isoformat(timespec="seconds")


def daily_span(entry: dict) -> tuple[int, int]:
    """[start, end) of a daily interval in seconds; end > start (wraps past midnight), span <= 1 day."""
    start, end = clock(entry["start"]), clock(entry["end"])
    if end <= start:
        end += DAY
    return start, end


def daily_overlaps(entry: dict, t0: int, t1: int) -> list[tuple[int, int, int]]:
    """Occurrences of a daily [start, end) interval overlapping [t0, t1): (occ_start, occ_end, overlap)."""
    start, end = daily_span(entry)
    found = []
    for day in range(t0 // DAY - 1, t1 // DAY + 1):
        a, b = day * DAY + start, day * DAY + end
        overlap = min(b, t1) - max(a, t0)
        if overlap > 0:
            found.append((a, b, overlap))
    return found


def horizon(scenario: dict) -> tuple[int, int]:
    conv = scenario.get("conventions", {})
    hz = conv.get("horizon") or {"from": {"t": "07:00", "day": 1}, "to": {"t": "07:30", "day": 2}}
    return at(hz["from"]), at(hz["to"])


def tick_seconds(scenario: dict) -> int:
    return round(float(scenario.get("conventions", {}).get("tick_minutes", 15)) * 60)


# ---------------------------------------------------------------------------------------------
# input files


def load_scenario(path: str) -> dict:
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except OSError as exc:
        raise InputError(f"{path}: cannot read: {exc.strerror}") from exc
    except json.JSONDecodeError as exc:
        raise InputError(f"{path}:{exc.lineno}:{exc.colno}: invalid JSON: {exc.msg}") from exc
    if not isinstance(data, dict):
        raise InputError(f"{path}: expected a JSON object (one scenario)")
    if "scenarios" in data and "schedule" not in data:
        raise InputError(f"{path}: this holds several scenarios; pass one per-scenario file "
                         "(normal.json, skipped_lunch.json, ...)")
    for key in ("scenario", "schedule", "properties"):
        if key not in data:
            raise InputError(f"{path}: missing top-level key {key!r}")
    data["_path"] = path
    return data


def number(text: str) -> float | None:
    """A CSV cell as a float (NaN and inf included); None when empty or not a number."""
    text = (text or "").strip()
    if not text:
        return None
    try:
        return float(text)
    except ValueError:
        return None


class Run:
    """One scenario's results: variable -> {seconds after 00:00 day 1: value}.

    `initial` (from the scenario's initial_state) stands in for the horizon-start sample of the
    variables it lists when the CSV has no row there: the engine's CSV starts after the first tick.
    `grid` holds the tick ends a complete run has; a window with one of them missing is not judged.
    """

    def __init__(self, name: str, path: str, start: int, initial: dict[str, float],
                 grid: set[int] | None = None):
        self.name, self.path, self.start, self.initial = name, path, start, initial
        self.grid = grid or set()
        self.series: dict[str, dict[int, float]] = {}
        self.warnings: list[str] = []
        self._read()

    def _read(self) -> None:
        try:
            with open(self.path, newline="", encoding="utf-8-sig") as fh:
                rows = list(csv.reader(fh))
        except OSError as exc:
            raise InputError(f"{self.path}: cannot read: {exc.strerror}") from exc
        except (csv.Error, UnicodeDecodeError) as exc:
            raise InputError(f"{self.path}: not a readable CSV file: {exc}") from exc
        if not rows:
            raise InputError(f"{self.path}: empty file (expected a header row with a 'time' column)")
        header = [h.strip() for h in rows[0]]
        lowered = [h.lower() for h in header]
        if "time" not in lowered:
            raise InputError(f"{self.path}:1: no 'time' column in the header {header}")
        time_col = lowered.index("time")
        stamps = []
        for line_no, row in enumerate(rows[1:], start=2):
            if not any(cell.strip() for cell in row):
                continue
            if time_col >= len(row):
                raise InputError(f"{self.path}:{line_no}: row has no time value")
            stamps.append((line_no, row, parse_stamp(row[time_col], self.path, line_no)))
        dates = {s[2][0] for s in stamps if s[2][0] is not None}
        base = BASE_DATE
        if dates and not dates & {BASE_DATE, BASE_DATE + dt.timedelta(days=1)}:
            base = min(dates)
            self.warnings.append(f"{self.path}: no rows dated {BASE_DATE}; day 1 taken as {base}")
        for col, name in enumerate(header):
            if col != time_col and name:
                self.series.setdefault(name, {})
        seen = set()
        for line_no, row, (date, secs) in stamps:
            t = secs if date is None else (date - base).days * DAY + secs
            if t in seen:
                self.warnings.append(f"{self.path}:{line_no}: second row for {label(t)}; the later one is used")
            seen.add(t)
            for col, name in enumerate(header):
                if col == time_col or not name:
                    continue
                value = number(row[col]) if col < len(row) else None
                if value is not None:  # NaN and inf are kept: the properties that need them fail
                    self.series[name][t] = value

    def times(self) -> set[int]:
        found: set[int] = set()
        for values in self.series.values():
            found.update(values)
        return found

    def get(self, var: str, t: int) -> float:
        if var not in self.series:
            raise Skip(f"no column {var!r} in {self.path}")
        if t in self.series[var]:
            value = self.series[var][t]
        elif t == self.start and var in self.initial:
            value = self.initial[var]
        else:
            raise Skip(f"no {var} sample at {label(t)} in {self.path}")
        if not math.isfinite(value):
            raise NonFinite(f"{self.name} {var} is {value} at {label(t)}")
        return value

    def missing(self, var: str, t0: int, t1: int) -> list[int]:
        """Tick ends in [t0, t1] with no value for var."""
        return sorted(t for t in self.grid if t0 <= t <= t1 and t not in self.series.get(var, {}))

    def window(self, var: str, t0: int, t1: int) -> list[tuple[int, float]]:
        if var not in self.series:
            raise Skip(f"no column {var!r} in {self.path}")
        gaps = self.missing(var, t0, t1)
        if gaps:
            raise Skip(f"{len(gaps)} {var} sample{'s' * (len(gaps) != 1)} in {label(t0)} - {label(t1)} "
                       f"missing from {self.path} (first {label(gaps[0])})")
        pts = {t: x for t, x in self.series[var].items() if t0 <= t <= t1}
        if t0 <= self.start <= t1 and self.start not in pts and var in self.initial:
            pts[self.start] = self.initial[var]
        if not pts:
            raise Skip(f"no {var} samples in {label(t0)} - {label(t1)} in {self.path}")
        for t, x in pts.items():
            if not math.isfinite(x):
                raise NonFinite(f"{self.name} {var} is {x} at {label(t)}")
        return sorted(pts.items())


def parse_stamp(text: str, path: str, line_no: int) -> tuple[dt.date | None, int]:
    """ISO 8601 datetime (or 'HH:MM[ dN]') -> (date or None, seconds after midnight of that date/day)."""
    s = text.strip()
    m = re.fullmatch(r"(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*d(\d+))?", s)
    if m:
        day = int(m[4] or 1)
        return None, (day - 1) * DAY + int(m[1]) * 3600 + int(m[2]) * 60 + int(m[3] or 0)
    try:
        stamp = dt.datetime.fromisoformat(s)
    except ValueError as exc:
        raise InputError(f"{path}:{line_no}: time {text!r} is not ISO 8601 (e.g. 2026-04-27T07:15:00)") from exc
    return stamp.date(), stamp.hour * 3600 + stamp.minute * 60 + stamp.second + round(stamp.microsecond / 1e6)


# ---------------------------------------------------------------------------------------------
# script: scenario -> run script


def fmt_amount(x: float) -> str:
    return str(round(x)) if abs(x - round(x)) < 1e-9 else f"{x:.1f}"


def json_number(x: float) -> float | int:
    return round(x) if abs(x - round(x)) < 1e-9 else round(x, 4)


def pick(options: list[str], index: int) -> str:
    return options[index % len(options)]


def eat_sentence(params: dict, index: int, count: int) -> str:
    size = params.get("meal_size", "meal")
    meal = params.get("label") or {"snack": "snack", "large": "dinner"}.get(size, "meal")
    adjective = {"snack": "small ", "large": "large "}.get(size, "")
    place = {"breakfast": " at home", "lunch": " near the office", "dinner": " at home"}.get(meal, "")
    if meal == "snack":
        return pick(["You eat a small snack at your desk.", "You finish your snack."], min(index, 1))
    if count > 1 and index == count - 1:
        return f"You finish your {adjective}{meal}."
    if index > 0:
        return f"You keep eating your {adjective}{meal}."
    article = "a " if adjective or not params.get("label") else ""
    return f"You eat {article}{adjective}{meal}{place}."


def activity_sentence(entry: dict, index: int, count: int, start: int, previous: str | None) -> str:
    """Second-person description of the tick's primary activity; index = tick within the block."""
    activity = entry["activity"]
    params = entry.get("params", {})
    hour = (start % DAY) / 3600
    if activity == "sleep":
        if index == 0:
            return "You go to bed and fall asleep."
        return pick(["You are asleep.", "You sleep soundly.", "You are still asleep."], index)
    if activity == "morning_routine":
        if index == 0 and previous == "sleep":
            return "You wake up and get out of bed."
        if index == 0 and previous == "awake_sedentary":
            return "After the sleepless night you wash your face and get dressed."
        return pick(["You shower and get dressed.", "You brush your teeth and get ready for the day."], index)
    if activity == "eat":
        return eat_sentence(params, index, count)
    if activity == "walk_commute":
        if hour < 12:
            return pick(["You walk to the office.", "You keep walking towards the office."], index)
        return pick(["You walk home from the office.", "You are still walking home."], index)
    if activity == "desk_work":
        if "skipped" in str(params.get("note", "")):
            return pick(["You skip lunch and keep working at your desk.",
                         "You are still at your desk, working through the lunch break."], index)
        return pick(["You work at your desk.", "You type a report at your computer.",
                     "You answer emails at your desk.", "You concentrate on a spreadsheet at work."], index)
    if activity == "exercise":
        if index == 0:
            return "You go for a run."
        if index == count - 1:
            return "You finish your run, breathing hard."
        return "You keep jogging at a steady pace."
    if activity == "home_light":
        return pick(["You tidy up the flat.", "You stand in the kitchen, chopping vegetables.",
                     "You do some light chores at home."], index)
    if activity == "home_sedentary":
        return pick(["You sit on the sofa at home, reading.", "You relax at home.",
                     "You watch a film at home.", "You sit quietly at home."], index)
    if activity == "awake_sedentary":
        if index == 0:
            return "Instead of going to bed, you stay up studying at your desk."
        return pick(["You keep studying through the night.", "You are still awake, reading your notes.",
                     "You sit at your desk in the quiet of the night, studying."], index)
    return f"You are busy with {activity.replace('_', ' ')}."


def drink_sentence(volume: float, whole: float, note: str, activity: str, meal: str | None) -> str:
    amount = fmt_amount(volume)
    if volume < whole - 1e-9:
        return f"You sip {amount} ml of water."
    if "coffee" in note:
        return f"You drink a {amount} ml cup of coffee."
    if "tea" in note:
        return f"You drink a {amount} ml cup of tea."
    if note.startswith("with") and activity == "eat":
        return f"You drink {amount} ml of water with your {meal or 'meal'}."
    if "exercise" in note:
        return f"You drink {amount} ml of water after your workout."
    return f"You drink a {amount} ml glass of water."


def stressor_sentence(params: dict, index: int) -> str:
    intensity = float(params.get("intensity", 0.5))
    text = str(params.get("label", ""))
    if "deadline" in text:
        sentence = pick(["Your manager snaps at you about a missed deadline.",
                         "In the deadline meeting your manager keeps criticising your work."], min(index, 1))
    elif intensity >= 0.7:
        sentence = "Something frightening happens and you feel under threat."
    elif intensity >= 0.3:
        sentence = "You are put on the spot and feel under heavy pressure."
    else:
        sentence = "Something minor goes wrong and it annoys you."
    if params.get("social_support"):
        sentence += " A friend stands by you and reassures you."
    return sentence


def temperature_sentence(celsius: float) -> str:
    word = ("hot" if celsius >= 30 else "warm" if celsius >= 25 else "mild" if celsius >= 15
            else "cool" if celsius >= 8 else "cold")
    return f"It is {word}: {celsius:g} \u00b0C."


def primary_entry(scenario: dict, t0: int, t1: int) -> tuple[dict, int, int]:
    """Schedule entry covering most of [t0, t1), with its occurrence [start, end)."""
    best = None
    for entry in scenario["schedule"]:
        for a, b, overlap in daily_overlaps(entry, t0, t1):
            if best is None or overlap > best[3]:
                best = (entry, a, b, overlap)
    if best is None:
        raise InputError(f"{scenario['_path']}: no schedule entry covers {label(t0)}")
    return best[0], best[1], best[2]


def temperature(scenario: dict, t0: int, t1: int) -> float | None:
    weighted = covered = 0.0
    for env in scenario.get("environment", []):
        a, b = at(env["from"]), at(env["to"])
        overlap = min(b, t1) - max(a, t0)
        value = env.get("ambient_c", env.get("temperature_c"))
        if overlap > 0 and value is not None:
            weighted += overlap * float(value)
            covered += overlap
    return weighted / covered if covered else None


def make_script(scenario: dict, tick_minutes: float | None = None) -> list[dict]:
    """The run script: one {"time", "observation", "ctx"} per tick over the horizon."""
    step = round(tick_minutes * 60) if tick_minutes else tick_seconds(scenario)
    start, end = horizon(scenario)
    if step <= 0 or (end - start) % step:
        raise InputError(f"tick of {step / 60:g} min does not divide the horizon {label(start)} - {label(end)}")
    off_grid = [f"{entry.get('activity')} {key} {entry[key]}"
                for entry in [*scenario["schedule"], *scenario.get("overlays", [])]
                for key in ("start", "end") if (clock(entry[key]) - start) % step]
    if off_grid:
        print(f"warning: {len(off_grid)} interval boundaries are off the {step / 60:g}-min tick grid "
              f"(first: {off_grid[0]}); a tick takes the activity covering most of it (and a meal counts "
              "only where eating is that activity); drinks and stressors count in every tick they overlap",
              file=sys.stderr)
    activities = scenario.get("activities", {})
    initial = scenario.get("initial_state", {})
    previous_activity = "sleep" if initial.get("hours_awake", None) == 0 else None
    previous_temp = None
    lines = []
    for t0 in range(start, end, step):
        t1 = t0 + step
        entry, occ_start, occ_end = primary_entry(scenario, t0, t1)
        activity = entry["activity"]
        params = entry.get("params", {})
        met = entry.get("met", activities.get(activity, {}).get("met"))
        ctx: dict[str, Any] = {"activity": activity, "met": met}
        index = (t0 - occ_start) // step
        count = max(1, (occ_end - occ_start + step - 1) // step)
        sentences = [activity_sentence(entry, index, count, occ_start, previous_activity)]
        meal = None
        if activity == "eat":
            share = (min(occ_end, t1) - max(occ_start, t0)) / (occ_end - occ_start)
            meal = params.get("label")
            ctx["meal_size"] = params.get("meal_size", "meal")
            if meal:
                ctx["meal_label"] = meal
            if "kcal" in params:
                ctx["kcal"] = json_number(float(params["kcal"]) * share)
            ctx["food_water_ml"] = json_number(float(params.get("food_water_ml", 0)) * share)
            ctx["meal_fraction"] = round(share, 4)
        for overlay in scenario.get("overlays", []):
            hits = daily_overlaps(overlay, t0, t1)
            if not hits:
                continue
            kind = overlay.get("activity")
            oparams = overlay.get("params", {})
            if kind == "drink":
                whole = float(oparams.get("volume_ml", 0))
                volume = sum(whole * overlap / (b - a) for a, b, overlap in hits)
                ctx.setdefault("drinks", []).append({"volume_ml": json_number(volume)})
                sentences.append(drink_sentence(volume, whole, str(oparams.get("note", "")), activity, meal))
            elif kind == "stressor":
                stress = {"intensity": oparams.get("intensity", 0.5)}
                if "social_support" in oparams:
                    stress["social_support"] = bool(oparams["social_support"])
                current = ctx.get("stressor")
                if current is None or stress["intensity"] > current["intensity"]:
                    ctx["stressor"] = stress
                sentences.append(stressor_sentence(oparams, (t0 - hits[0][0]) // step))
            else:
                ctx[kind] = {k: v for k, v in oparams.items() if k not in ("note", "label")}
                sentences.append(f"You experience {str(kind).replace('_', ' ')}.")
        celsius = temperature(scenario, t0, t1)
        if celsius is not None:
            ctx["temperature_c"] = round(celsius, 2)
            if previous_temp is None or abs(celsius - previous_temp) > 1e-9:
                sentences.append(temperature_sentence(round(celsius, 1)))
            previous_temp = celsius
        lines.append({"time": iso(t1), "observation": " ".join(sentences), "ctx": ctx})
        previous_activity = activity
    return lines


# ---------------------------------------------------------------------------------------------
# check: property kinds


def num(x: float) -> str:
    if x == 0 or abs(x) >= 0.001:
        return f"{x:.4f}"
    return f"{x:.3g}"


def holds(value: float, op: str, bound: Any, tol: float) -> bool:
    """value op bound with tolerance as slack (conventions.property_semantics)."""
    if op == ">=":
        return value >= bound - tol
    if op == ">":
        return value > bound - tol
    if op == "<=":
        return value <= bound + tol
    if op == "<":
        return value < bound + tol
    if op in ("==", "="):
        return abs(value - bound) <= tol
    if op == "abs<=":
        return abs(value) <= bound + tol
    if op == "abs>=":
        return abs(value) >= bound - tol
    if op == "between":
        lo, hi = bound
        return lo - tol <= value <= hi + tol
    raise Skip(f"unknown comparison {op!r}")


def need(op: str, bound: Any, tol: float) -> str:
    shown = f"[{bound[0]:g}, {bound[1]:g}]" if op == "between" else f"{bound:g}"
    slack = f" (slack {tol:g})" if tol else ""
    return f"need {op} {shown}{slack}"


class Checker:
    """Everything a property may look at: this run, other scenarios' runs, reruns, unit results."""

    def __init__(self, scenario: dict, run: Run, others: dict[str, Run],
                 reruns: dict[tuple[str, int], Run], unit_results: dict | None, unit_path: str | None):
        self.scenario, self.run, self.others, self.reruns = scenario, run, others, reruns
        self.unit_results, self.unit_path = unit_results, unit_path
        self.name = scenario["scenario"]
        self.variables = scenario.get("conventions", {}).get("variables", MAIN_VARIABLES)

    def other(self, name: str) -> Run:
        if name == self.name:
            return self.run
        if name not in self.others:
            raise Skip(f"needs the {name} run: add --other {name}=CSV")
        return self.others[name]

    def expand(self, variable: Any) -> list[str]:
        if variable == "*":
            return list(self.variables)
        if isinstance(variable, list):
            out: list[str] = []
            for v in variable:
                out.extend(self.expand(v))
            return out
        return [str(variable)]


Result = tuple[bool, str]


def k_value_at(c: Checker, p: dict, var: str) -> Result:
    t = at(p["params"])
    x = c.run.get(var, t)
    tol = float(p.get("tolerance", 0))
    return abs(x - p["expected"]) <= tol, f"{num(x)} at {label(t)}; expected {p['expected']:g} \u00b1 {tol:g}"


def k_bound_at(c: Checker, p: dict, var: str) -> Result:
    q = p["params"]
    t = at(q)
    x = c.run.get(var, t)
    tol = float(p.get("tolerance", 0))
    return holds(x, q["op"], q["value"], tol), f"{num(x)} at {label(t)}; {need(q['op'], q['value'], tol)}"


def k_bound_over_window(c: Checker, p: dict, var: str) -> Result:
    q = p["params"]
    t0, t1 = at(q["from"]), at(q["to"])
    pts = c.run.window(var, t0, t1)
    tol = float(p.get("tolerance", 0))
    lower = q["op"] in (">=", ">")
    worst_t, worst = (min if lower else max)(pts, key=lambda tx: tx[1])
    bad = [t for t, x in pts if not holds(x, q["op"], q["value"], tol)]
    text = (f"{'min' if lower else 'max'} {num(worst)} at {label(worst_t)} over {label(t0)} - {label(t1)} "
            f"({len(pts)} samples); {need(q['op'], q['value'], tol)}")
    if bad:
        text += f"; {len(bad)} violate it, first at {label(bad[0])}"
    return not bad, text


def k_monotonic(c: Checker, p: dict, var: str) -> Result:
    q = p["params"]
    t0, t1 = at(q["from"]), at(q["to"])
    pts = c.run.window(var, t0, t1)
    if len(pts) < 2:
        raise Skip(f"fewer than 2 {var} samples in {label(t0)} - {label(t1)}")
    tol = float(p.get("tolerance", 0))
    steps = [(b[1] - a[1], a[0], b[0]) for a, b in pairwise(pts)]
    if q.get("direction", "non_decreasing") == "non_increasing":
        step, a, b = max(steps)
        return step <= tol, f"largest step {num(step)} ({label(a)} -> {label(b)}); need every step <= {tol:g}"
    step, a, b = min(steps)
    return step >= -tol, f"smallest step {num(step)} ({label(a)} -> {label(b)}); need every step >= {-tol:g}"


FORMULA_FUNCS: dict[str, Callable[..., float]] = {
    "exp": math.exp, "log": math.log, "sqrt": math.sqrt, "cos": math.cos, "sin": math.sin,
    "abs": abs, "min": min, "max": max,
}


def formula_fn(text: str, names: dict[str, float]) -> Callable[[float], float]:
    """Compile a closed-form formula in x0, t, t0 (hours) and parameters; arithmetic only."""
    tree = ast.parse(text, mode="eval")
    allowed_ops = (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Pow, ast.USub, ast.UAdd)

    def ev(node: ast.AST, env: dict[str, float]) -> float:
        if isinstance(node, ast.Expression):
            return ev(node.body, env)
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return float(node.value)
        if isinstance(node, ast.Name) and node.id in env:
            return env[node.id]
        if isinstance(node, ast.BinOp) and isinstance(node.op, allowed_ops):
            a, b = ev(node.left, env), ev(node.right, env)
            if isinstance(node.op, ast.Add):
                return a + b
            if isinstance(node.op, ast.Sub):
                return a - b
            if isinstance(node.op, ast.Mult):
                return a * b
            if isinstance(node.op, ast.Div):
                return a / b
            return float(a ** b)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, allowed_ops):
            v = ev(node.operand, env)
            return -v if isinstance(node.op, ast.USub) else v
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in FORMULA_FUNCS
                and not node.keywords):
            return float(FORMULA_FUNCS[node.func.id](*(ev(a, env) for a in node.args)))
        raise Skip(f"formula {text!r}: unsupported element {ast.dump(node)[:40]}")

    def f(t: float) -> float:
        return ev(tree, {**names, "t": t, "pi": math.pi, "e": math.e})

    return f


def k_closed_form_fit(c: Checker, p: dict, var: str) -> Result:
    q = p["params"]
    t0, t1, tz = at(q["from"]), at(q["to"]), at(q["t0"])
    pts = c.run.window(var, t0, t1)
    x0 = c.run.get(var, tz)
    names = {"x0": x0, "t0": tz / 3600}
    for key, value in q.items():
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            names[key] = float(value)
            if key.endswith("_h"):
                names[key[:-2]] = float(value)
    f = formula_fn(q["formula"], names)
    try:
        errors = [(abs(x - f(t / 3600)), t) for t, x in pts]
    except (ArithmeticError, ValueError) as exc:
        raise NonFinite(f"formula {q['formula']!r} cannot be evaluated: {exc}") from exc
    err, where = max(errors)
    tol = float(p.get("tolerance", 0))
    return err <= tol, (f"max |x - f| {num(err)} at {label(where)} over {label(t0)} - {label(t1)} "
                        f"(x0 {num(x0)} at {label(tz)}); need <= {tol:g}")


def k_periodic(c: Checker, p: dict, var: str) -> Result:
    q = p["params"]
    ta = at({"t": q["t"], "day": q.get("day_a", 1)})
    tb = at({"t": q["t"], "day": q.get("day_b", 2)})
    diff = c.run.get(var, tb) - c.run.get(var, ta)
    tol = float(p.get("tolerance", 0))
    return abs(diff) <= tol, f"x({label(tb)}) - x({label(ta)}) = {num(diff)}; need |.| <= {tol:g}"


def k_compare_times(c: Checker, p: dict, var: str) -> Result:
    q = p["params"]
    ta, tb = at(q["a"]), at(q["b"])
    diff = c.run.get(var, ta) - c.run.get(var, tb)
    tol = float(p.get("tolerance", 0))
    return holds(diff, q["op"], q["delta"], tol), f"x({label(ta)}) - x({label(tb)}) = {num(diff)}; " + need(
        q["op"], q["delta"], tol)


def k_compare_scenarios(c: Checker, p: dict, var: str) -> Result:
    q = p["params"]
    other = c.other(q["other"])
    t = at(q)
    diff = c.run.get(var, t) - other.get(var, t)
    tol = float(p.get("tolerance", 0))
    return holds(diff, q["op"], q["delta"], tol), (f"{c.name} - {q['other']} at {label(t)} = {num(diff)}; "
                                                   + need(q["op"], q["delta"], tol))


def paired(c: Checker, other: Run, var: str, t0: int, t1: int) -> list[tuple[int, float]]:
    mine = dict(c.run.window(var, t0, t1))
    theirs = dict(other.window(var, t0, t1))
    common = sorted(set(mine) & set(theirs))
    if not common:
        raise Skip(f"no common {var} sample times in {label(t0)} - {label(t1)}")
    return [(t, mine[t] - theirs[t]) for t in common]


def k_compare_scenarios_over_window(c: Checker, p: dict, var: str) -> Result:
    q = p["params"]
    t0, t1 = at(q["from"]), at(q["to"])
    diffs = paired(c, c.other(q["other"]), var, t0, t1)
    tol = float(p.get("tolerance", 0))
    bad = [t for t, d in diffs if not holds(d, q["op"], q["delta"], tol)]
    lo_t, lo = min(diffs, key=lambda td: td[1])
    hi_t, hi = max(diffs, key=lambda td: td[1])
    text = (f"{c.name} - {q['other']} ranges {num(lo)} ({label(lo_t)}) to {num(hi)} ({label(hi_t)}) over "
            f"{label(t0)} - {label(t1)} ({len(diffs)} samples); {need(q['op'], q['delta'], tol)}")
    if bad:
        text += f"; {len(bad)} violate it, first at {label(bad[0])}"
    return not bad, text


def k_invariant_vs_scenario(c: Checker, p: dict, var: str) -> Result:
    q = p["params"]
    t0, t1 = at(q["from"]), at(q["to"])
    diffs = paired(c, c.other(q["other"]), var, t0, t1)
    where, worst = max(((t, abs(d)) for t, d in diffs), key=lambda td: td[1])
    tol = float(p.get("tolerance", 0))
    return worst <= tol, f"max |{c.name} - {q['other']}| {num(worst)} at {label(where)}; need <= {tol:g}"


def k_local_max_before_event(c: Checker, p: dict, var: str) -> Result:
    q = p["params"]
    te = at(q["event"])
    lookback = round(float(q["lookback_min"]) * 60)
    after = te + round(float(q["drop_after_min"]) * 60)
    x = c.run.get(var, te)
    peak = max(v for _, v in c.run.window(var, te - lookback, te))
    drop = x - c.run.get(var, after)
    tol = float(p.get("tolerance", 0))
    ok = x >= peak - tol and drop >= float(q["min_drop"]) - tol
    return ok, (f"{num(x)} at {label(te)}, max over the previous {q['lookback_min']:g} min {num(peak)}, "
                f"drop by {label(after)} {num(drop)}; need the maximum and a drop >= {q['min_drop']:g}"
                + (f" (slack {tol:g})" if tol else ""))


def k_peak_in_window(c: Checker, p: dict, var: str) -> Result:
    q = p["params"]
    t0, t1 = at(q["from"]), at(q["to"])
    pts = c.run.window(var, t0, t1)
    peak_t, peak = pts[0]
    for t, x in pts[1:]:
        if x > peak:
            peak_t, peak = t, x
    lo, hi = (at(b) for b in q["peak_between"])
    tol = float(p.get("tolerance", 0))
    ok = lo <= peak_t <= hi
    text = f"peak {num(peak)} at {label(peak_t)}; need it in {label(lo)} - {label(hi)}"
    if q.get("min_peak") is not None:
        ok = ok and peak >= float(q["min_peak"]) - tol
        text += f" and >= {q['min_peak']:g}"
    return ok, text


def k_recovery(c: Checker, p: dict, var: str) -> Result:
    q = p["params"]
    tb, tc = at(q["baseline_at"]), at(q["check_at"])
    base = c.run.get(var, tb)
    peak = max(v for _, v in c.run.window(var, at(q["peak_from"]), at(q["peak_to"])))
    now = c.run.get(var, tc)
    tol = float(p.get("tolerance", 0))
    limit = float(q["max_fraction_remaining"])
    ok = now - base <= limit * (peak - base) + tol
    share = (now - base) / (peak - base) if peak - base > 1e-12 else float("nan")
    share_text = num(share) if math.isfinite(share) else "undefined (no rise above baseline)"
    return ok, (f"fraction remaining {share_text} (baseline {num(base)} at {label(tb)}, peak {num(peak)}, "
                f"{num(now)} at {label(tc)}); need <= {limit:g}" + (f" (slack {tol:g})" if tol else ""))


PER_VARIABLE: dict[str, Callable[[Checker, dict, str], Result]] = {
    "value_at": k_value_at,
    "bound_at": k_bound_at,
    "bound_over_window": k_bound_over_window,
    "monotonic": k_monotonic,
    "closed_form_fit": k_closed_form_fit,
    "periodic": k_periodic,
    "compare_times": k_compare_times,
    "compare_scenarios": k_compare_scenarios,
    "compare_scenarios_over_window": k_compare_scenarios_over_window,
    "invariant_vs_scenario": k_invariant_vs_scenario,
    "local_max_before_event": k_local_max_before_event,
    "peak_in_window": k_peak_in_window,
    "recovery": k_recovery,
}


def k_all_bounded(c: Checker, p: dict) -> tuple[str, str]:
    q = p["params"]
    lo_b, hi_b = float(q.get("min", 0.0)), float(q.get("max", 1.0))
    tol = float(p.get("tolerance", 0))
    lo = hi = None
    bad, missing, incomplete, seen = [], [], [], 0
    for var in c.expand(p.get("variable", "*")):
        if var not in c.run.series:
            missing.append(var)
            continue
        values = sorted(c.run.series[var].items())
        if var in c.run.initial and c.run.start not in c.run.series[var]:
            values.insert(0, (c.run.start, c.run.initial[var]))
        if c.run.missing(var, -DAY, 3 * DAY):
            incomplete.append(var)
        else:
            seen += 1
        for t, x in values:
            if not math.isfinite(x) or x < lo_b - tol or x > hi_b + tol:
                bad.append(f"{var} {x} at {label(t)}")
            if math.isfinite(x):
                lo = x if lo is None else min(lo, x)
                hi = x if hi is None else max(hi, x)
    if not seen and not bad:
        why = [f"no column for {', '.join(missing)}"] if missing else []
        why += [f"rows missing for {', '.join(incomplete)}"] if incomplete else []
        return "SKIP", f"nothing to check in {c.run.path}: " + "; ".join(why)
    text = f"range [{num(lo) if lo is not None else '-'}, {num(hi) if hi is not None else '-'}] over {seen} variables"
    text += f"; need within [{lo_b:g}, {hi_b:g}]"
    if bad:
        text += f"; {len(bad)} out of range, first {bad[0]}"
    if missing:
        text += f"; not checked (no column): {', '.join(missing)}"
    if incomplete:
        text += f"; not confirmed (rows missing): {', '.join(incomplete)}"
    return ("FAIL" if bad else "PASS"), text


def k_tick_invariance(c: Checker, p: dict) -> tuple[str, str]:
    q = p["params"]
    sizes = [int(m) for m in q.get("dt_minutes", [15, 5])]
    base_size, alt_sizes = sizes[0], sizes[1:]
    limits = q.get("max_abs_diff", {})
    tol = float(p.get("tolerance", 0))
    parts, failed, checked = [], False, 0
    names = [c.name, *sorted(n for n in c.others if n != c.name)]
    for name in names:
        base = c.run if name == c.name else c.others[name]
        for size in alt_sizes:
            rerun = c.reruns.get((name, size))
            if rerun is None:
                continue
            worst = []
            for var in c.expand(p.get("variable", "*")):
                if var not in base.series or var not in rerun.series:
                    continue
                common = sorted(set(base.series[var]) & set(rerun.series[var]))
                if not common:
                    continue
                diff = max((abs(base.series[var][t] - rerun.series[var][t]) for t in common),
                           key=lambda d: d if math.isfinite(d) else math.inf)
                limit = float(limits.get(var, limits.get("other", 0.0)))
                over = not diff <= limit + tol
                failed |= over
                worst.append(f"{var} {num(diff)}{' > ' + format(limit, 'g') if over else ''}")
            if worst:
                checked += 1
                parts.append(f"{name} {base_size} vs {size} min: max |diff| " + ", ".join(worst))
    if not checked:
        wanted = " ".join(f"--dt {m}=CSV" for m in alt_sizes)
        return "SKIP", (f"needs a rerun at {'/'.join(map(str, alt_sizes))}-min ticks: make it with "
                        f"`script --tick-minutes {alt_sizes[0]}` and pass {wanted}")
    limit_text = ", ".join(f"{k} {v:g}" for k, v in limits.items())
    return ("FAIL" if failed else "PASS"), "; ".join(parts) + f"; need <= {limit_text}"


def as_list(x: Any) -> list:
    return list(x) if isinstance(x, (list, tuple)) else [x]


def close_all(observed: Any, expected: Any, tol: float) -> tuple[bool, str]:
    obs, exp = as_list(observed), as_list(expected)
    if len(obs) != len(exp):
        raise Skip(f"unit result has {len(obs)} values, expected {len(exp)}")
    ok = all(isinstance(o, (int, float)) and abs(o - e) <= tol for o, e in zip(obs, exp, strict=True))
    return ok, f"{obs} vs expected {exp} \u00b1 {tol:g}"


def k_unit_function(c: Checker, p: dict) -> tuple[str, str]:
    q = p["params"]
    fn = q.get("function", "?")
    tol = float(p.get("tolerance", 0))
    if c.unit_results is None or p["id"] not in c.unit_results:
        where = f"no entry {p['id']!r} in {c.unit_path}" if c.unit_results is not None else (
            "pass --unit-results FILE.json with the engine's own output")
        return "SKIP", f"function-level check of {fn}; {where}"
    obs = c.unit_results[p["id"]]
    if isinstance(obs, dict) and set(obs) == {"observed"}:
        obs = obs["observed"]
    try:
        if fn in ("circadian_appetite",):
            def hour_gap(a: float, b: float) -> float:
                return abs((a - b + 12) % 24 - 12)
            ptt = float(obs["peak_to_trough"])
            lo, hi = q["peak_to_trough_range"]
            ok = (hour_gap(float(obs["argmax_h"]), q["argmax_h"]) <= tol
                  and hour_gap(float(obs["argmin_h"]), q["argmin_h"]) <= tol and lo - 1e-9 <= ptt <= hi + 1e-9)
            text = (f"argmax {obs['argmax_h']:g} h, argmin {obs['argmin_h']:g} h, peak-to-trough {ptt:g}; need "
                    f"{q['argmax_h']:g} / {q['argmin_h']:g} h \u00b1 {tol:g} and [{lo:g}, {hi:g}]")
        elif fn == "sleep_inertia_ratio":
            value = float(obs["ratio"] if isinstance(obs, dict) else obs)
            ok, text = value <= q["max_ratio"] + tol, f"ratio {num(value)}; need <= {q['max_ratio']:g}"
        elif fn == "thirst_from_deficit":
            values = [float(v) for v in as_list(obs)]
            ranges = q["ranges"]
            if len(values) != len(ranges):
                raise Skip(f"unit result has {len(values)} values, expected {len(ranges)}")
            ok = all(lo - tol <= v <= hi + tol for v, (lo, hi) in zip(values, ranges, strict=True))
            text = f"{values} for {q['deficit_l']} L; need within {ranges}"
        elif fn == "stress_recovery":
            halving, reduction = float(obs["halving_h"]), float(obs["support_peak_reduction"])
            lo, hi = q["halving_range_h"]
            ok = lo - tol <= halving <= hi + tol and reduction >= q["support_peak_reduction_min"] - tol
            text = (f"halving {halving:g} h, social-support peak reduction {reduction:g}; need [{lo:g}, {hi:g}] h "
                    f"and >= {q['support_peak_reduction_min']:g}")
            if "support_halving_h" in obs:
                ok = ok and float(obs["support_halving_h"]) < halving
                text += f"; support halving {float(obs['support_halving_h']):g} h must be shorter"
        elif fn == "exertion_hunger_sign":
            value = float(obs["dhunger_dexertion"] if isinstance(obs, dict) else obs)
            ok = value <= q["max_derivative"] + tol
            text = f"d hunger / d exertion {value:g}; need <= {q['max_derivative']:g}"
        elif isinstance(p.get("expected"), dict):
            exp = p["expected"]
            absent = [k for k in exp if k not in obs]
            if absent:
                raise Skip(f"unit result lacks {absent}")
            ok = all(abs(float(obs[k]) - float(v)) <= tol for k, v in exp.items())
            text = ", ".join(f"{k} {obs[k]:g}" for k in exp) + f"; expected {exp} \u00b1 {tol:g}"
        elif "expected" in p:
            if isinstance(obs, dict):
                lists = [v for v in obs.values() if isinstance(v, list)]
                if not lists:
                    raise Skip(f"cannot read unit result {obs!r}")
                results = [close_all(v, p["expected"], tol) for v in lists]
                ok, text = all(r[0] for r in results), "; ".join(r[1] for r in results)
            else:
                ok, text = close_all(obs, p["expected"], tol)
        else:
            raise Skip(f"no rule for unit function {fn!r}")
    except (KeyError, TypeError, ValueError) as exc:
        return "SKIP", f"cannot read unit result {obs!r} for {fn}: {exc!r}"
    return ("PASS" if ok else "FAIL"), f"{fn}: {text}"


WHOLE_PROPERTY: dict[str, Callable[[Checker, dict], tuple[str, str]]] = {
    "all_bounded": k_all_bounded,
    "tick_invariance": k_tick_invariance,
    "unit_function": k_unit_function,
}


def evaluate(c: Checker, p: dict) -> tuple[str, str]:
    """(PASS|FAIL|SKIP, observed text) for one property."""
    kind = p.get("kind")
    try:
        if kind in WHOLE_PROPERTY:
            try:
                return WHOLE_PROPERTY[kind](c, p)
            except Skip as why:
                return "SKIP", str(why)
            except NonFinite as why:
                return "FAIL", f"non-finite value: {why}"
        if kind not in PER_VARIABLE:
            return "SKIP", f"unknown property kind {kind!r}"
        variables = c.expand(p.get("variable"))
        results = []
        for var in variables:
            try:
                ok, text = PER_VARIABLE[kind](c, p, var)
                results.append((var, "PASS" if ok else "FAIL", text))
            except Skip as why:
                results.append((var, "SKIP", str(why)))
            except NonFinite as why:
                results.append((var, "FAIL", f"non-finite value: {why}"))
    except (KeyError, TypeError, ValueError, IndexError, InputError) as exc:
        return "SKIP", f"malformed property: {exc!r}"
    statuses = {s for _, s, _ in results}
    status = "FAIL" if "FAIL" in statuses else "PASS" if "PASS" in statuses else "SKIP"
    if len(results) == 1:
        return status, results[0][2]
    if status == "SKIP":
        return status, "; ".join(f"{var}: {text}" for var, _, text in results)
    # several variables: state the shared requirement once; name the variables left unchecked
    needs = {text.rpartition("; need ")[2] for _, s, text in results if s != "SKIP" and "; need " in text}
    shared = needs.pop() if len(needs) == 1 else None
    parts = []
    for var, s, text in results:
        if s == "SKIP":
            parts.append(f"{var}: not checked ({text})")
        else:
            parts.append(f"{var}: {text.rpartition('; need ')[0] if shared else text}")
    return status, "; ".join(parts) + (f"; need {shared}" if shared else "")


def check(scenario: dict, run: Run, others: dict[str, Run], reruns: dict[tuple[str, int], Run],
          unit_results: dict | None, unit_path: str | None, out=sys.stdout) -> int:
    c = Checker(scenario, run, others, reruns, unit_results, unit_path)
    counts = {"PASS": 0, "FAIL": 0, "SKIP": 0}
    for p in scenario["properties"]:
        status, text = evaluate(c, p)
        counts[status] += 1
        var = p.get("variable")
        var_text = ",".join(var) if isinstance(var, list) else str(var)
        prefix = "observed nothing; skipped: " if status == "SKIP" else "observed "
        print(f"{status} {p.get('id')} {var_text}: {p.get('description', '')} ({prefix}{text})", file=out)
    summary = f"{counts['PASS']} passed, {counts['FAIL']} failed"
    if counts["SKIP"]:
        summary += f", {counts['SKIP']} skipped"
    print(summary, file=out)
    return 1 if counts["FAIL"] else 0


def grid_warnings(run: Run) -> list[str]:
    missing = sorted(run.grid - run.times())
    if missing:
        return [(f"{run.path}: no row at {len(missing)} of the {len(run.grid)} tick ends "
                 f"(first {label(missing[0])}); properties that need them are skipped")]
    return []


def initial_values(scenario: dict) -> dict[str, float]:
    init = scenario.get("initial_state", {})
    return {k: float(v) for k, v in init.items()
            if isinstance(v, (int, float)) and not isinstance(v, bool) and k not in ("hours_awake",)}


# ---------------------------------------------------------------------------------------------
# command line


def split_pair(text: str, flag: str) -> tuple[str, str]:
    name, sep, path = text.partition("=")
    if not sep or not name or not path:
        raise InputError(f"{flag} {text!r}: expected NAME=CSV")
    return name.strip(), path


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="refday.py", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    sp = sub.add_parser("script", help="scenario file -> run script (JSON lines on stdout)")
    sp.add_argument("scenario")
    sp.add_argument("--tick-minutes", type=float, default=None,
                    help="tick length (default: the scenario's conventions.tick_minutes, 15)")
    cp = sub.add_parser("check", help="evaluate the scenario's properties against a results CSV")
    cp.add_argument("scenario")
    cp.add_argument("results")
    cp.add_argument("--other", action="append", nargs="+", default=[], metavar="NAME=CSV",
                    help="another scenario's results, for cross-scenario properties")
    cp.add_argument("--dt", action="append", nargs="+", default=[], metavar="[NAME:]MIN=CSV",
                    help="a rerun at MIN-minute ticks, for tick_invariance")
    cp.add_argument("--unit-results", metavar="FILE.json",
                    help="JSON {property id: observed} from the engine's functions, for unit_function")
    args = ap.parse_args(argv)
    try:
        scenario = load_scenario(args.scenario)
        if args.command == "script":
            start, _ = horizon(scenario)
            seed = {k: v for k, v in scenario.get("initial_state", {}).items() if k not in ("at", "note")}
            print(json.dumps({"time": iso(start), "state": seed}))
            for line in make_script(scenario, args.tick_minutes):
                print(json.dumps(line))
            return 0
        start, end = horizon(scenario)
        step = tick_seconds(scenario)
        grid = set(range(start + step, end + 1, step))
        init = initial_values(scenario)
        run = Run(scenario["scenario"], args.results, start, init, grid)
        others = {}
        for item in (x for group in args.other for x in group):
            name, path = split_pair(item, "--other")
            others[name] = Run(name, path, start, init, grid)
        reruns = {}
        for item in (x for group in args.dt for x in group):
            key, path = split_pair(item, "--dt")
            name, _, minutes = key.rpartition(":")
            try:
                size = int(float(minutes))
            except ValueError as exc:
                raise InputError(f"--dt {item!r}: expected [NAME:]MINUTES=CSV") from exc
            reruns[(name or scenario["scenario"], size)] = Run(name or scenario["scenario"], path, start, init)
        unit_results = None
        if args.unit_results:
            try:
                with open(args.unit_results, encoding="utf-8") as fh:
                    unit_results = json.load(fh)
            except (OSError, json.JSONDecodeError) as exc:
                raise InputError(f"{args.unit_results}: cannot read JSON: {exc}") from exc
            if not isinstance(unit_results, dict):
                raise InputError(f"{args.unit_results}: expected a JSON object {{property id: observed}}")
        for r in [run, *others.values(), *reruns.values()]:
            for warning in r.warnings + grid_warnings(r):
                print(f"warning: {warning}", file=sys.stderr)
        return check(scenario, run, others, reruns, unit_results, args.unit_results)
    except InputError as exc:
        print(f"refday.py: error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
