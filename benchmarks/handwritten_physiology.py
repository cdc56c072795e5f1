"""The bundled physiology rules (rules/physiology.yaml) by hand, for benchmarks/throughput.py.

This is what a careful engineer would write for exactly these rules and nothing else: constants
inlined, no rule tables, no formula interpreter, no trace. It is the yardstick of issue 7 item 3
("``Ruleset.tick`` ≤ 1.2 × a hand-written function implementing the same rules").

What it does (the same work as the state part of ``Ruleset.tick`` for this ruleset):

- takes the prior state (``None`` for a new agent), the events **already perceived** from the
  observation (perception is excluded on both sides of the comparison; pass the same tuple of
  :class:`engine.perception.Event` to ``Ruleset.tick(..., events=...)``), the observation text
  (only for the evidence detail of the ``ate`` body event), the ISO 8601 time and the context;
- returns ``(state, body_events)``: ``state`` has the same keys and values as
  ``TickResult.state`` (every variable and formula rounded to 6 places, markers, the selected
  need with hysteresis, urgency, reasoning, recent activity, notes, active body events, tick and
  time), and ``body_events`` the records ``TickResult.appends`` holds for
  ``state/body_events.jsonl``.

It does not render output documents, the stdout report or a trace (``Ruleset.tick`` builds those
only when they are read), reads only the ``context`` plus the optional ``circadian`` and
``health`` documents, and checks inputs only as far as a hand-written tick would (numbers must be
numbers). tests/test_handwritten_agreement.py checks it against ``Ruleset.tick`` to 1e-9 on every
tick of the day scripts and the reference day.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import datetime
from math import cos, exp, log, pi
from typing import Any

__all__ = ["tick"]

# -- rules/physiology.yaml: parameters ---------------------------------------------------------
TICK_SECONDS = 900.0
MAX_CATCH_UP_SECONDS = 24 * 3600.0
DEFAULT_HOUR = 12.0

_ACTIVITIES = {
    "sleeping": (0.95, ("sleep", "asleep", "nap", "napping", "dozing")),
    "lying down": (1.0, ("lying in bed", "lying awake", "in bed", "resting")),
    "sitting quietly": (1.3, ("home_sedentary", "sitting", "reading", "watching tv",
                              "commuting by bus", "on the bus")),
    "desk work": (1.5, ("desk_work", "awake_sedentary", "office work", "computer work",
                        "charting", "meeting", "translating", "studying")),
    "eating": (1.5, ("eat", "meal", "breakfast", "lunch", "dinner")),
    "standing": (1.8, ("queueing", "shower", "showering")),
    "getting ready": (2.0, ("morning_routine", "dressing", "grooming")),
    "cooking": (2.0, ("home_light", "making dinner", "making lunch", "preparing food")),
    "light housework": (2.5, ("cleaning", "washing up", "tidying", "errands", "shopping")),
    "nursing": (3.0, ("ward round", "drug round", "patient care", "night shift",
                      "checking drips")),
    "walking": (3.5, ("walk_commute", "walk", "walking home", "walking to work",
                      "commute on foot", "stroll")),
    "heavy lifting": (5.0, ("lifting", "moving furniture", "carrying")),
    "resuscitation": (5.4, ("cpr", "chest compressions", "basic life support")),
    "gym": (6.0, ("workout", "fitness class", "weights")),
    "cycling": (6.8, ("bike", "biking")),
    "jogging": (7.0, ("exercise", "jog")),
    "running": (9.8, ("run",)),
}
# phrase -> (met, order): the first spelling of a phrase wins, and of two phrases of the same
# length found in a label, the one listed first
_MET: dict[str, tuple[float, int]] = {}
for _label, (_met, _aliases) in _ACTIVITIES.items():
    for _phrase in (_label, *_aliases):
        _MET.setdefault(_phrase, (_met, len(_MET)))
# the activities with a stressor column, keyed the same way
_STRESSOR: dict[str, tuple[float, int]] = {}
for _label, _stressor in (("resuscitation", 0.6),):
    for _phrase in (_label, *_ACTIVITIES[_label][1]):
        _STRESSOR.setdefault(_phrase, (_stressor, len(_STRESSOR)))
_LONGEST = max(len(p.split()) for p in _MET)
_MEAL_KCAL = {"snack": 200.0, "small": 300.0, "light": 300.0, "meal": 600.0, "medium": 600.0,
              "large": 900.0, "feast": 1200.0}
_ACTIVITY_FROM_EVENTS = (("sleep", "sleeping"), ("exercise", "exercising"), ("eat", "eating"),
                         ("drink", "drinking"), ("walk", "walking"), ("work", "working"),
                         ("rest", "resting"), ("socialize", "socializing"))
_LN2 = log(2)


_WORD = re.compile(r"[\w']+")


def _words(text: str) -> list[str]:
    """Words of an activity label, casefolded."""
    return _WORD.findall(text.casefold())


def _lookup(words: list[str], table: dict[str, tuple[float, int]]) -> float | None:
    """The value of the phrase the label's words are, else of the longest phrase among them."""
    found = table.get(" ".join(words))
    if found is not None:
        return found[0]
    best, best_len = None, 0
    for start in range(len(words)):
        for stop in range(start + 1, min(len(words), start + _LONGEST) + 1):
            phrase = " ".join(words[start:stop])
            hit = table.get(phrase)
            if hit is not None and (len(phrase) > best_len
                                    or (len(phrase) == best_len and hit[1] < best[1])):
                best, best_len = hit, len(phrase)
    return None if best is None else best[0]


def _number(value: Any, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value \
            or value in (float("inf"), float("-inf")):
        raise ValueError(f"{what} must be a finite number, got {value!r}")
    return float(value)


def _r6(value: float) -> float:
    value = round(value, 6)
    return 0.0 if value == 0 else value


def _clip(value: float, low: float, high: float) -> float:
    return low if value < low else high if value > high else value


_INITIAL = {"satiety": 0.5, "energy_deficit": 0.5, "water_deficit_l": 0.6, "sleep_pressure": 0.3,
            "s_anchor": 0.3, "bout_minutes": 0.0, "was_asleep": -1.0, "hours_awake": 16.0,
            "exertion": 0.0, "stress_load": 0.1, "pain": 0.0, "illness": 0.0, "safety": 0.8,
            "social": 0.6}


def tick(prior: Mapping[str, Any] | None, events: Sequence[Any], observation: str,
         time: str, context: Mapping[str, Any],
         documents: Mapping[str, Any] | None = None,
         initial: Mapping[str, float] | None = None) -> tuple[dict[str, Any], list[dict]]:
    """One physiology tick; see the module docstring. ``time`` is required (ISO 8601).

    ``initial`` seeds a new agent's variables (as ``Ruleset.tick(initial_values=...)``); names
    that are not variables are ignored.
    """
    now = datetime.fromisoformat(time)
    hour = now.hour + now.minute / 60 + now.second / 3600
    if prior is None:
        hours = 0.0
        engine_tick = 0
    else:
        gap = (now - datetime.fromisoformat(prior["time"])).total_seconds()
        if gap < 0:
            raise ValueError("time cannot go backwards")
        if gap == 0:
            return dict(prior), []
        hours = min(gap, MAX_CATCH_UP_SECONDS) / 3600
        engine_tick = prior["tick"] + 1
    notes_after: list[str] = []
    if prior is not None and gap > MAX_CATCH_UP_SECONDS:
        notes_after.append(f"Caught up {hours:g} h of a {gap / 3600:g} h gap "
                           "(max_catch_up_hours is 24).")

    # perceived events: the strongest actual event of the observer per kind
    strength: dict[str, float] = {}
    evidence: dict[str, tuple[int, int]] = {}
    for event in events:
        if event.is_actual_self and event.strength > strength.get(event.kind, 0.0):
            strength[event.kind] = event.strength
            evidence[event.kind] = event.evidence
    ev = strength.get
    e_eat, e_drink, e_sleep = ev("eat", 0.0), ev("drink", 0.0), ev("sleep", 0.0)
    e_danger, e_conflict, e_injury = ev("danger", 0.0), ev("conflict", 0.0), ev("injury", 0.0)
    e_illness, e_socialize = ev("illness", 0.0), ev("socialize", 0.0)

    # inputs: context first, then the activity table, then the observation's events
    context_given = False
    activity_met = 0.0
    met_given = context.get("met")
    label = context.get("activity")
    if isinstance(label, str):
        label = label.strip() or None
    elif label is not None:
        raise ValueError(f"context.activity must be text, got {label!r}")
    if met_given is not None:
        met = _number(met_given, "context.met")
        context_given = True
    if label is not None:
        words = _words(label)
        found = _lookup(words, _MET)
        if found is not None:
            activity_met = found
            context_given = True
    if met_given is None:
        if activity_met:
            met = activity_met
        elif e_sleep > 0:
            met = 0.95
        else:
            met = max(1.3, 1.5 * ev("work", 0.0), 3.5 * ev("walk", 0.0),
                      7.0 * ev("exercise", 0.0))
    met = _clip(met, 0.8, 20.0)
    temperature = context.get("temperature_c")
    if temperature is None:
        temperature = 21.0
    else:
        temperature = _number(temperature, "context.temperature_c")
        context_given = True
    temperature = _clip(temperature, -40.0, 55.0)
    meal_kcal = None
    size = context.get("meal_size")
    if isinstance(size, str):
        meal_kcal = _MEAL_KCAL.get(size.strip().casefold())
        if meal_kcal is None:
            notes_after.append(f"context.meal_size {size!r} is not one of snack, small, light, "
                               "meal, medium, large, feast; meal_kcal used its fallback.")
    elif size is not None:
        meal_kcal = _number(size, "context.meal_size")
    if meal_kcal is None:
        meal_kcal = 600 * e_eat  # a label alone credits no meal
    else:
        context_given = True
    meal_kcal = _clip(meal_kcal, 0.0, 5000.0)
    kcal = context.get("kcal")
    if kcal is None:
        kcal = meal_kcal
    else:
        kcal = _number(kcal, "context.kcal")
        context_given = True
    kcal = _clip(kcal, 0.0, 5000.0)
    food_water = context.get("food_water_ml")
    if food_water is None:
        food_water = 0.25 * kcal
    else:
        food_water = _number(food_water, "context.food_water_ml")
        context_given = True
    food_water = _clip(food_water, 0.0, 5000.0)
    drinks = context.get("drinks")
    if drinks is None:
        drink_ml = 250 * e_drink
    else:
        drink_ml = 0.0
        for item in drinks:
            if item.get("volume_ml") is not None:
                drink_ml += _number(item["volume_ml"], "context.drinks[].volume_ml")
        context_given = True
    drink_ml = _clip(drink_ml, 0.0, 5000.0)
    stress = context.get("stressor")
    intensity = support = None
    if stress is not None:
        intensity = stress.get("intensity")
        support = stress.get("social_support")
    activity_stressor = _lookup(_words(label), _STRESSOR) if label is not None else None
    if intensity is None and activity_stressor is not None:
        stressor = activity_stressor
        context_given = True
    elif intensity is None:
        stressor = max(0.8 * e_danger, 0.5 * e_conflict, 0.5 * e_injury)
    else:
        stressor = _number(intensity, "context.stressor.intensity")
        context_given = True
    stressor = _clip(stressor, 0.0, 1.0)
    social_support = None
    if isinstance(support, bool):
        social_support = 1.0 if support else 0.0
    elif isinstance(support, str):
        social_support = {"true": 1.0, "false": 0.0}.get(support.strip().casefold())
        if social_support is None:
            notes_after.append(f"context.stressor.social_support {support!r} is not one of "
                               "true, false; social_support used its fallback.")
    elif support is not None:
        social_support = _number(support, "context.stressor.social_support")
    if social_support is None:
        social_support = e_socialize
    else:
        context_given = True
    social_support = _clip(social_support, 0.0, 1.0)
    documents = documents or {}
    appetite_signal = (documents.get("circadian") or {}).get("circadian_appetite")
    if appetite_signal is None:
        appetite_signal = 0.14 * (1 + cos(2 * pi * (hour - 20) / 24)) / 2
    else:
        appetite_signal = _number(appetite_signal, "circadian.circadian_appetite")
        context_given = True
    appetite_signal = _clip(appetite_signal, 0.0, 1.0)
    illness_report = (documents.get("health") or {}).get("illness")
    if illness_report is None:
        illness_report = 0.0
    else:
        illness_report = _clip(_number(illness_report, "health.illness"), 0.0, 1.0)
        context_given = True

    # the formulas that time and the effects read, on the prior values (rounded as stored)
    if prior is not None:
        v = prior["values"]
    elif initial:
        v = {**_INITIAL, **{k: float(x) for k, x in initial.items() if k in _INITIAL}}
    else:
        v = _INITIAL
    satiety, energy_deficit, water = v["satiety"], v["energy_deficit"], v["water_deficit_l"]
    sleep_pressure, s_anchor, bout = v["sleep_pressure"], v["s_anchor"], v["bout_minutes"]
    was_asleep, hours_awake, exertion = v["was_asleep"], v["hours_awake"], v["exertion"]
    stress_load, pain, illness = v["stress_load"], v["pain"], v["illness"]
    safety, social = v["safety"], v["social"]
    asleep = 1.0 if met < 1 else 0.0
    exertion_target = _r6(_clip((met - 1) / 7, 0.0, 1.0))
    water_loss = _r6(met * 70 * (1 + 0.08 * max(0.0, temperature - 25)) / 1000)
    stress_target = _r6(0.05 + (1 - 0.05) * stressor * (1 - 0.4 * social_support))

    # elapsed time, each variable in closed form, clamped to its range
    if hours > 0:
        satiety = _clip(satiety * exp(-hours / (5.0 if asleep > 0 else 3.5)), 0.0, 1.0)
        energy_deficit = _clip(1 + (energy_deficit - 1) * exp(-hours / 25), 0.0, 1.0)
        if water < 0:
            water = water_loss + (water - water_loss) * exp(-hours)
        else:
            water = water + water_loss * hours
        water = _clip(water, -5.0, 10.0)
        bout = _clip(bout + 60 * hours, 0.0, 100000.0)
        hours_awake = _clip(hours_awake + hours, 0.0, 1000.0)
        exertion = _clip(exertion_target + (exertion - exertion_target) * exp(-hours / 0.5),
                         0.0, 1.0)
        if stressor > 0:
            stress_load = stress_target + (stress_load - stress_target) * exp(-hours / 0.25)
        else:
            tau = 1.0 * (1 - 0.3 * social_support)
            stress_load = 0.05 + (stress_load - 0.05) * exp(-hours / tau)
        stress_load = _clip(stress_load, 0.0, 1.0)
        pain = _clip(pain * exp(-hours / (6 / _LN2)), 0.0, 1.0)
        illness = _clip(illness_report + (illness - illness_report) * exp(-hours / (48 / _LN2)),
                        0.0, 1.0)
        safety = _clip(0.8 + (safety - 0.8) * exp(-hours / (4 / _LN2)), 0.0, 1.0)
        social = _clip(social - 0.01 * hours, 0.0, 1.0)

    # effects, in file order
    if kcal > 0:
        satiety = _clip(1 - (1 - satiety) * exp(-kcal / 480), 0.0, 1.0)
        energy_deficit = _clip(energy_deficit * exp(-kcal / 2000), 0.0, 1.0)
    if drink_ml + food_water > 0:
        water = _clip(water - (drink_ml + food_water) / 1000, -5.0, 10.0)
    if asleep != was_asleep:
        s_anchor = sleep_pressure
        bout = _clip(hours * 60, 0.0, 100000.0)
    if asleep > 0:
        hours_awake = 0.0
    if asleep > 0:
        sleep_pressure = s_anchor * exp(-bout / 60 / 4.2)
    else:
        sleep_pressure = 1 - (1 - s_anchor) * exp(-bout / 60 / 18.2)
    sleep_pressure = _clip(sleep_pressure, 0.0, 1.0)
    was_asleep = asleep
    if e_danger > 0:
        safety = _clip(safety - 0.3 * e_danger, 0.0, 1.0)
    if e_conflict > 0:
        safety = _clip(safety - 0.05 * e_conflict, 0.0, 1.0)
    if e_injury > 0:
        pain = _clip(pain + 0.4 * e_injury, 0.0, 1.0)
    if e_illness > 0:
        illness = _clip(illness + 0.3 * e_illness, 0.0, 1.0)
    if e_socialize > 0:
        social = _clip(social + 0.1 * e_socialize, 0.0, 1.0)

    # stored values are rounded; the formulas read the rounded values
    satiety, energy_deficit, water = _r6(satiety), _r6(energy_deficit), _r6(water)
    sleep_pressure, s_anchor, bout = _r6(sleep_pressure), _r6(s_anchor), _r6(bout)
    was_asleep, hours_awake, exertion = _r6(was_asleep), _r6(hours_awake), _r6(exertion)
    stress_load, pain, illness = _r6(stress_load), _r6(pain), _r6(illness)
    safety, social = _r6(safety), _r6(social)
    heat = _r6(_clip((temperature - 24) / 10, 0.0, 1.0))
    thirst = _r6(_clip(water / (0.03 * 70), 0.0, 1.0))
    sleep_inertia = 0.0 if asleep > 0 else _r6(0.35 * exp(-hours_awake / 0.45))
    circadian_sleepiness = _r6(0.2 * (1 - cos(2 * pi * (hour - 16.8) / 24)) / 2)
    time_since_meal_effect = _r6(0.6 * energy_deficit)
    circadian_appetite = _r6(appetite_signal)
    exertion_effect = _r6(-0.1 * exertion)
    stress_appetite_modifier = _r6(0 * stress_load)
    sleep_loss_effect = _r6(0.5 * max(0.0, sleep_pressure - 0.67))
    satiety_effect = _r6(0.5 * satiety)
    hunger = _r6(_clip(0.2 + time_since_meal_effect + circadian_appetite + exertion_effect
                       + stress_appetite_modifier + sleep_loss_effect - satiety_effect, 0.0, 1.0))
    fatigue = _r6(_clip(0.6 * sleep_pressure + circadian_sleepiness + sleep_inertia
                        + 0.25 * exertion + 0.15 * stress_load + 0.15 * illness, 0.0, 1.0))
    satiety_need = _r6(1 - hunger)
    hydration = _r6(1 - thirst)
    energy = _r6(1 - fatigue)
    sleep_reserve = _r6(1 - sleep_pressure)
    values = {
        "satiety": satiety, "energy_deficit": energy_deficit, "water_deficit_l": water,
        "sleep_pressure": sleep_pressure, "s_anchor": s_anchor, "bout_minutes": bout,
        "was_asleep": was_asleep, "hours_awake": hours_awake, "exertion": exertion,
        "stress_load": stress_load, "pain": pain, "illness": illness, "safety": safety,
        "social": social, "asleep": asleep, "exertion_target": exertion_target, "heat": heat,
        "water_loss_l_per_h": water_loss, "thirst": thirst,
        "stress_target": stress_target, "sleep_inertia": sleep_inertia,
        "circadian_sleepiness": circadian_sleepiness,
        "time_since_meal_effect": time_since_meal_effect,
        "circadian_appetite": circadian_appetite, "exertion_effect": exertion_effect,
        "stress_appetite_modifier": stress_appetite_modifier,
        "sleep_loss_effect": sleep_loss_effect, "satiety_effect": satiety_effect,
        "hunger_pressure": hunger, "fatigue": fatigue, "satiety_need": satiety_need,
        "hydration": hydration, "energy": energy, "sleep_reserve": sleep_reserve,
    }

    # markers
    markers = dict(prior["markers"]) if prior is not None else {
        "last_meal_tick": None, "last_drink_tick": None, "last_sleep_tick": None}
    if kcal > 0:
        markers["last_meal_tick"] = engine_tick
    if drink_ml > 0:
        markers["last_drink_tick"] = engine_tick
    if asleep > 0:
        markers["last_sleep_tick"] = engine_tick

    # recent activity
    if label is not None:
        activity = label
    else:
        activity = next((name for kind, name in _ACTIVITY_FROM_EVENTS if kind in strength),
                        "idle")

    # need selection: first urgent need by priority, hysteresis up to its release level
    prior_need = prior["current_need"] if prior is not None else None
    chosen = None
    for name, value, threshold, release, critical, interrupting, urgent_text, critical_text in (
            ("drink", hydration, 0.35, 0.5, 0.15, True, "Thirst is rising but not yet critical.",
             "Thirst is critical."),
            ("eat", satiety_need, 0.4, 0.55, 0.15, True, "Hunger is rising but not yet critical.",
             "Hunger is critical."),
            ("sleep", sleep_reserve, 0.3, 0.6, 0.15, True, "Sleep pressure is high.",
             "Sleep pressure is overwhelming."),
            ("rest", energy, 0.45, 0.6, 0.25, True, "Fatigue is building.", "Exhausted."),
            ("seek_safety", safety, 0.3, 0.5, 0.15, True, "Feeling unsafe.", "In danger."),
            ("socialize", social, 0.25, 0.4, 0.25, False, "Feeling isolated.",
             "Feeling isolated.")):
        if value <= threshold or (name == prior_need and value < release):
            chosen = name
            is_critical = value <= critical
            interrupt = interrupting and is_critical
            reasoning = critical_text if is_critical else urgent_text
            urgency = _r6(_clip(1.0 - value, 0.0, 1.0))
            break
    if chosen is None:
        chosen, interrupt, reasoning = "whatever", False, "No bodily need is pressing."
        lowest = min(hydration, satiety_need, sleep_reserve, energy, safety, social)
        urgency = _r6(_clip(1.0 - lowest, 0.0, 1.0))

    # notes
    notes = []
    events_detected = len(strength)
    if prior is None:
        if events_detected == 0 and not context_given:
            notes.append("No prior body state, and no meal, drink, sleep or activity counted "
                         "from the observation or context: started from neutral defaults.")
        else:
            notes.append("No prior body state; started from neutral defaults and this tick's "
                         "observation.")
    if circadian_appetite > 0.1 and hunger > 0.4:
        notes.append("Evening circadian appetite is increasing hunger.")
    if heat > 0.3 and thirst > 0.5:
        notes.append("Heat is driving thirst up.")
    if sleep_pressure > 0.7:
        notes.append("Sleep pressure is high.")
    if sleep_inertia > 0.1:
        notes.append("Still groggy after waking.")
    if stress_load > 0.6:
        notes.append("Stress load is high.")
    notes.extend(notes_after)

    # body events: edge-triggered ones only when they start
    time_text = now.isoformat()
    was_active = prior["active"] if prior is not None else ()
    active: list[str] = []
    records: list[dict[str, Any]] = []
    if "eat" in strength:
        start, end = evidence["eat"]
        active.append("ate")
        records.append({"tick": engine_tick, "time": time_text, "event": "ate",
                        "detail": observation[start:end]})
    if drink_ml > 0:
        active.append("drank")
        records.append({"tick": engine_tick, "time": time_text, "event": "drank",
                        "values": {"thirst": thirst}})
    if asleep > 0:
        active.append("slept")
        if "slept" not in was_active:
            records.append({"tick": engine_tick, "time": time_text, "event": "slept"})
    if "injury" in strength:
        start, end = evidence["injury"]
        active.append("injured")
        records.append({"tick": engine_tick, "time": time_text, "event": "injured",
                        "detail": observation[start:end], "values": {"pain": pain}})
    if "illness" in strength:
        start, end = evidence["illness"]
        active.append("sick")
        records.append({"tick": engine_tick, "time": time_text, "event": "sick",
                        "detail": observation[start:end], "values": {"illness": illness}})
    for name, value, level, field in (("heavy_exertion", exertion, 0.6, "exertion"),
                                      ("critical_hunger", hunger, 0.85, "hunger_pressure"),
                                      ("critical_fatigue", fatigue, 0.8, "fatigue")):
        if value >= level:
            active.append(name)
            if name not in was_active:
                records.append({"tick": engine_tick, "time": time_text, "event": name,
                                "values": {field: value}})

    state = {
        "ruleset": "physiology", "tick": engine_tick, "time": time_text, "host_counter": None,
        "values": values, "markers": markers, "current_need": chosen, "interrupt": interrupt,
        "urgency": urgency, "reasoning": reasoning, "recent_activity": activity, "notes": notes,
        "active": active,
    }
    return state, records
