"""``explain``: why one tick moved what it moved, as JSON and as text from the same data.

:func:`explanation` turns a :class:`~engine.ticking.TickResult` into plain data: every candidate
event with whether it counts and why not, every adjustment, the selection steps and the trace.
:func:`render_text` is the human renderer of that data (design choice after structlog: one
pipeline, two renderers).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from .lexicon import ACTIVITY_ONLY_KINDS
from .model import Effect
from .perception import Event
from .ruleset import Ruleset
from .ticking import TickResult

__all__ = ["event_records", "explanation", "render_text", "rule_locations", "verdict"]


def verdict(event: Event, kinds_read: frozenset[str] | None = None) -> str:
    """Why an event does or does not move the observer's needs, in a few words.

    ``kinds_read`` (from :func:`event_kinds_read`): the kinds the skill's rules read; an actual
    self event of another kind counts but moves nothing, and the verdict says so.
    """
    if event.is_actual_self:
        if kinds_read is not None and event.kind not in kinds_read:
            return f"counts, but no rule of this skill reads {event.kind} events"
        return "counts"
    reasons = []
    if event.subject != "self":
        reasons.append("someone else did it")
    if event.negated:
        reasons.append("negated")
    if event.mode != "actual":
        reasons.append(f"{event.mode}, not happening now")
    return "dropped: " + ", ".join(reasons)


def rule_locations(ruleset: Ruleset) -> dict[str, str]:
    """Rule path -> ``FILE:LINE`` in the rule file, for every variable and effect of ``ruleset``
    (``"effects[0]" -> "rules/physiology.yaml:297"``). FILE is relative to the current folder
    when the file is inside it. Reads the rule file again (explain only, never on a tick); a
    file that changed or vanished since the ruleset was loaded gives what it can, or nothing.
    """
    import os

    from .diagnostics import HomeostatError
    from .strict_yaml import load_yaml_file

    try:
        document = load_yaml_file(ruleset.source)
    except (OSError, HomeostatError):
        return {}
    shown = os.path.relpath(ruleset.source)
    if shown.startswith(".."):
        shown = ruleset.source
    paths: dict[str, tuple[str | int, ...]] = {
        f"variables.{variable.name}": ("variables", variable.name)
        for variable in ruleset.variables}
    paths.update({effect.path: ("effects", index)
                  for index, effect in enumerate(ruleset.effects)})
    # A variable's line is its key's ("  satiety:"), an effect's the line of its list item.
    found = {rule: document.key_positions.get(path) or document.positions.get(path)
             for rule, path in paths.items()}
    return {rule: f"{shown}:{position.line}" for rule, position in found.items() if position}


def contributions(result: TickResult, descriptions: Mapping[str, str] | None = None,
                  locations: Mapping[str, str] | None = None,
                  conditions: Mapping[str, str] | None = None) -> dict[str, dict[str, Any]]:
    """Per changed variable: its value before and after, and every step between.

    Each step has its ``cause`` (time, event:KIND or condition), ``rule``, the ``change`` the rule
    asked for and ``clamped`` (what the bounds took off, 0 when none), so that
    ``before + sum(change + clamped) == after`` for every variable. With ``descriptions``
    (variable name -> the rule file's ``description``), each entry also has ``description``,
    so a reader learns what a value such as ``was_asleep: -1`` means (session 10: a newcomer
    could not tell that -1 is "before the first tick"). With ``locations`` (rule path ->
    ``FILE:LINE``, :func:`rule_locations`) a step has ``at``, and with ``conditions`` (rule
    path -> its ``when`` text) a step caused by a condition has ``when``, so a designer can go
    from a change to the line that made it (session 24).
    """
    found: dict[str, dict[str, Any]] = {}
    steps = [("time", step) for step in result.trace.get("dynamics", [])]
    steps += [(f"event:{step['event']}" if step.get("event") else "condition", step)
              for step in result.trace.get("effects", [])]
    for cause, step in steps:
        entry = found.setdefault(step["variable"], {"before": step["before"], "steps": []})
        if descriptions and descriptions.get(step["variable"]):
            entry.setdefault("description", descriptions[step["variable"]])
        entry["steps"].append({
            "cause": cause, "rule": step["rule"],
            # rounded to 12 decimals: a difference of floats carries noise ("5.55e-17" for
            # no change) that reads as a real change (session 36)
            "change": round(step["unclamped"] - step["before"], 12),
            "clamped": round(step["after"] - step["unclamped"], 12),
            **({"term": step["term"]} if step.get("term") else {}),
            **({"when": conditions[step["rule"]]}
               if conditions and cause == "condition" and step["rule"] in conditions else {}),
            **({"at": locations[step["rule"]]}
               if locations and step["rule"] in locations else {}),
        })
    for name, entry in found.items():
        entry["after"] = result.state["values"][name]
    return found


def formula_terms(ruleset: Ruleset, result: TickResult) -> dict[str, dict[str, Any]]:
    """Each formula's value and the value of every name it uses, at the end of the tick."""
    known: dict[str, Any] = dict(ruleset.parameters)
    known.update({f"event_{event['kind']}": 0.0 for event in result.trace.get("events", [])})
    for event in result.events:
        if event.is_actual_self:
            name = f"event_{event.kind}"
            known[name] = max(known.get(name, 0.0), event.strength)
    known.update(result.trace.get("tick", {}))  # hour, tick_hours, elapsed_hours, ...
    known.update({name: item["value"] for name, item in result.trace.get("inputs", {}).items()})
    known.update(result.state["values"])
    return {
        formula.name: {
            "expression": formula.expression.source,
            "value": result.state["values"].get(formula.name),
            "terms": {name: known.get(name, 0.0 if name.startswith("event_") else None)
                      for name in sorted(formula.expression.names)},
        }
        for formula in ruleset.formulas
    }


def event_kinds_read(ruleset: Ruleset) -> frozenset[str]:
    """The event kinds some rule of ``ruleset`` reads: an effect's ``event``, an ``event_KIND``
    name in any of its formulas, conditions, inputs or amounts, or a kind the recent activity
    is taken from (``activity.from_events``)."""
    from .expressions import Expression

    found: set[str] = set(ruleset.activity.from_events)
    seen: set[int] = set()
    pending: list[Any] = [ruleset.inputs, ruleset.variables, ruleset.effects, ruleset.formulas,
                          ruleset.markers, ruleset.needs, ruleset.notes, ruleset.activities]
    while pending:
        node = pending.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        if isinstance(node, Expression):
            found.update(name[len("event_"):] for name in node.names
                         if name.startswith("event_"))
        elif isinstance(node, Effect):
            if node.event:
                found.add(node.event)
            pending.extend(node)
        elif isinstance(node, tuple | list):
            pending.extend(node)
        elif isinstance(node, dict):
            pending.extend(node.values())
    return frozenset(found)


def event_records(result: TickResult, observation: str, ruleset: Ruleset | None = None
                  ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The tick's perceived events as plain records: (events, activities).

    Each record is :meth:`Event.to_dict` plus ``text`` (the evidence in ``observation``),
    ``counts`` (True when it is an actual self event, the only kind that moves needs) and ``why``
    (:func:`verdict`; with ``ruleset``, it says when no rule of the skill reads the kind).
    ``events`` holds issue 3's eleven kinds in the order perceived; ``activities`` the
    :data:`ACTIVITY_ONLY_KINDS` (walking), which no need reads directly.
    """
    kinds_read = None if ruleset is None else event_kinds_read(ruleset)
    events: list[dict[str, Any]] = []
    activities: list[dict[str, Any]] = []
    for event in result.events:
        start, end = event.evidence
        (activities if event.kind in ACTIVITY_ONLY_KINDS else events).append(
            {**event.to_dict(), "text": observation[start:end], "counts": event.is_actual_self,
             "why": verdict(event, kinds_read)})
    return events, activities


def explanation(result: TickResult, observation: str, *, observer: str | None,
                skill: str, ruleset: Ruleset | None = None) -> dict[str, Any]:
    """The explain document of one (dry-run) tick.

    Returns:
        ``{"ok", "skill", "observation", "observer", "events", "activities", "adjustments",
        "contributions", "formulas", "current_need", "interrupt", "reasoning", "values",
        "notes", "retry", "trace"}``; each event is :meth:`Event.to_dict` plus ``counts``
        (bool), ``why`` (text) and ``text`` (the evidence). ``events`` holds issue 3's eleven
        event kinds; ``activities`` the same records for :data:`ACTIVITY_ONLY_KINDS` (walking).
    """
    events, activities = event_records(result, observation, ruleset)
    state = result.state
    return {
        "ok": True,
        "skill": skill,
        "observation": observation,
        "observer": observer,
        "events": events,
        "activities": activities,
        "adjustments": _adjustments(result),
        "contributions": contributions(
            result,
            None if ruleset is None else {
                variable.name: variable.description for variable in ruleset.variables},
            None if ruleset is None else rule_locations(ruleset),
            None if ruleset is None else {
                effect.path: effect.when.source for effect in ruleset.effects
                if effect.when is not None}),
        "formulas": formula_terms(ruleset, result) if ruleset is not None else {},
        "current_need": state["current_need"],
        "interrupt": state["interrupt"],
        "reasoning": state["reasoning"],
        "values": state["values"],
        "notes": state["notes"],
        "retry": result.retry,
        "trace": result.trace,
    }


def _adjustments(result: TickResult) -> list[dict[str, Any]]:
    found = result.report.get("adjustments")
    if isinstance(found, list):
        return found
    # Rulesets whose report shows no adjustments: rebuild them from the trace.
    changes = []
    for step in result.trace.get("dynamics", []):
        changes.append({"variable": step["variable"], "delta": step["after"] - step["before"],
                        "cause": "time", "rule": step["rule"]})
    for step in result.trace.get("effects", []):
        cause = f"event:{step['event']}" if step.get("event") else "condition"
        changes.append({"variable": step["variable"], "delta": step["after"] - step["before"],
                        "cause": cause, "rule": step["rule"]})
    return [change for change in changes if round(change["delta"], 6)]


def _marked(observation: str, events: list[Mapping[str, Any]]) -> str:
    """The observation with each counted event's evidence in [brackets] tagged with its kind."""
    spans = sorted({(e["evidence"][0], e["evidence"][1], e["kind"], e["counts"]) for e in events})
    pieces, cursor = [], 0
    for start, end, kind, counts in spans:
        if start < cursor:
            continue  # overlapping evidence: the first span is marked
        mark = "" if counts else "~"
        pieces.append(observation[cursor:start])
        pieces.append(f"[{observation[start:end]}]{{{mark}{kind}}}")
        cursor = end
    pieces.append(observation[cursor:])
    return "".join(pieces)


def _short(value: Any) -> str:
    return f"{value:.4g}" if isinstance(value, float) else str(value)


def _bundled_rule_files(contributions: Mapping[str, Any]) -> dict[str, str]:
    """File name -> full path of every bundled rule file a step's ``at`` points into: text mode
    names those by file name (a site-packages path on every step buries the numbers), once
    with the full path (session 25, design choice; JSON keeps the full path)."""
    from .resources import rules_dir

    folder = os.path.join(str(rules_dir()), "")
    found: dict[str, str] = {}
    for entry in contributions.values():
        for step in entry["steps"]:
            path = str(step.get("at") or "").rpartition(":")[0]
            if os.path.abspath(path).startswith(folder):
                found[os.path.basename(path)] = path
    return found


def _shorter_location(location: str, bundled_files: Mapping[str, str]) -> str:
    import os

    path, _, line = location.rpartition(":")
    name = os.path.basename(path)
    return f"{name}:{line}" if bundled_files.get(name) == path else location


def render_text(document: Mapping[str, Any]) -> str:
    """A readable explanation: marked text, each event's verdict, each change, the selection."""
    marked = sorted([*document["events"], *document.get("activities", [])],
                    key=lambda event: event["evidence"])
    lines = [f"observation ({document['skill']}, observer: {document['observer'] or 'you/I'}):",
             f"  {_marked(document['observation'], marked)}", "", "events:"]
    if not marked:
        lines.append("  (none found)")
    for event in marked:
        lines.append(f"  {event['kind']:<10} {event['text']!r:<24} subject={event['subject']} "
                     f"mode={event['mode']} negated={str(event['negated']).lower()} "
                     f"strength={event['strength']:.2f}  -> {event['why']}")
        if event["term"] != event["text"].casefold():  # the lexicon phrase (or rule) behind it
            lines.append(f"  {'':<10} term: {event['term']}")
    lines += ["", "changes:"]
    bundled_files = _bundled_rule_files(document["contributions"])
    for shown, path in sorted(bundled_files.items()):
        lines.append(f"  ({shown}: the bundled rules at {os.path.abspath(path)}; `homeostat "
                     "init DIR` copies them to edit)")
    if document["retry"]:
        lines.append("  none: the time equals the stored state's (a retry)")
    unchanged = 0
    for name, entry in document["contributions"].items():
        if entry["before"] == entry["after"] and all(
                abs(step["change"]) < 5e-7 for step in entry["steps"]):  # zero at 6 decimals
            unchanged += 1  # listed in --json; the text shows what moved
            continue
        lines.append(f"  {name}: {entry['before']:.6f} -> {entry['after']:.6f}")
        if entry.get("description"):
            lines.append(f"    ({entry['description']})")
        for step in entry["steps"]:
            term = f" ({step['term']!r})" if step.get("term") else ""
            cause = f"when {step['when']}" if step.get("when") else step["cause"]
            clamp = f", clamped {step['clamped']:+.6f}" if step["clamped"] else ""
            at = f" at {_shorter_location(step['at'], bundled_files)}" if step.get("at") else ""
            lines.append(f"    {step['change']:+.6f}{clamp}  {cause}{term}  "
                         f"[{step['rule']}{at}]")
    if unchanged:
        lines.append(f"  ({unchanged} unchanged; --json lists them)")
    if lines[-1] == "changes:":
        lines.append("  (none)")
    if document["formulas"]:
        lines += ["", "formulas:"]
        for name, item in document["formulas"].items():
            terms = ", ".join(f"{term}={_short(value)}" for term, value in item["terms"].items())
            lines.append(f"  {name} = {_short(item['value'])}  <- {terms}")
    lines += ["", "selection:"]
    for step in document["trace"].get("selection", []):
        held = ", held by hysteresis" if step["held_by_hysteresis"] else ""
        lines.append(f"  {step['priority']:>2} {step['need']:<12} value={step['value']:.3f} "
                     f"threshold={step['threshold']:g} urgent={str(step['urgent']).lower()}"
                     f"{held}")
    lines.append(f"  -> current_need={document['current_need']} "
                 f"interrupt={str(document['interrupt']).lower()}: {document['reasoning']}")
    if document["notes"]:
        lines += ["", "notes:", *(f"  {note}" for note in document["notes"])]
    return "\n".join(lines)
