"""Compile a schema-valid ruleset document into the immutable rule model.

Checks here are the ones a JSON Schema cannot express: names resolve (with did-you-mean), formulas
parse and are ordered by dependency, rates fit the variable's range, hysteresis levels are
reachable. Every problem is a located :class:`~engine.diagnostics.Diagnostic`; all problems found
are raised together as one :class:`~engine.diagnostics.RuleError`.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Collection, Mapping
from typing import Any

from .diagnostics import Diagnostic, RuleError, did_you_mean, percent_hint
from .expressions import CONSTANTS, FUNCTIONS, Expression, SourceRef, order_by_dependency
from .expressions import parse_expression as _parse_expression
from .model import (
    BUILTIN_VALUES,
    TICK_NAMES,
    Activity,
    ActivityRule,
    Amount,
    BodyEventRule,
    Dynamics,
    Effect,
    Formula,
    Input,
    Leaf,
    Marker,
    Need,
    Note,
    Output,
    Rate,
    Reads,
    Relax,
    Template,
    TimeSettings,
    Variable,
)
from .perception import EVENT_KINDS
from .strict_yaml import LoadedDocument, format_path

Path = tuple[str | int, ...]


def event_names() -> tuple[str, ...]:
    """Formula names of the event strengths: ``event_eat``, ``event_sleep``, ... in [0, 1]."""
    return tuple(f"event_{kind}" for kind in EVENT_KINDS)


def format_number(value: float) -> str:
    """Shortest faithful text for a number: 1000.0 -> '1000', 0.001 -> '0.001'."""
    if float(value).is_integer() and abs(value) < 1e15:
        return str(int(value))
    return repr(float(value))


class _Compiler:
    """Holds the document and collects diagnostics while building model parts."""

    def __init__(self, document: LoadedDocument):
        self.document = document
        self.data: dict[str, Any] = document.data
        self.problems: list[Diagnostic] = []
        self.used_names: set[str] = set()

    # -- diagnostics --------------------------------------------------------------------------
    def error(self, path: Path, code: str, message: str, *, key: bool = False,
              **extra: Any) -> None:
        position = self.document.position(path, key=key)
        self.problems.append(
            position.diagnostic(code, message, path=format_path(path), **extra)
        )

    def expression(self, source: str, path: Path, known: Collection[str]) -> Expression | None:
        ref = SourceRef(position=self.document.position(path), path=format_path(path))
        try:
            parsed = _parse_expression(source, known_names=known, ref=ref)
            self.used_names |= parsed.names
            return parsed
        except RuleError as error:
            self.problems.extend(error.diagnostics)
            return None

    def amount(self, value: Any, path: Path, known: Collection[str]) -> Amount | None:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
        return self.expression(str(value), path, known)

    def name(self, name: str, path: Path, candidates: Collection[str], what: str,
             *, key: bool = False) -> bool:
        if name in candidates:
            return True
        suggestion = did_you_mean(name, candidates)
        self.error(path, "rules.unknown-name", f"unknown {what} '{name}'", key=key,
                   suggestion=suggestion)
        return False


def compile_ruleset_parts(document: LoadedDocument) -> dict[str, Any]:
    """Build the model parts of a ruleset from its schema-valid document.

    Returns:
        A dict of keyword arguments for :class:`engine.ruleset.Ruleset` except ``lexicon`` and
        ``source``: name, version, description, time, reads, activities, inputs, variables,
        effects, formulas (in evaluation order), markers, activity, needs (in priority order),
        default_need, default_reason, notes, body_events, body_events_file, outputs, report,
        lexicon_includes, lexicon_terms, lexicon_objects, uses_hour (whether any formula reads
        the hour of day).

    Raises:
        RuleError: every semantic problem found, each located in the rule file.
    """
    c = _Compiler(document)
    data = c.data
    parameters = {k: float(v) for k, v in (data.get("parameters") or {}).items()}
    variables_data: dict[str, Any] = data.get("variables") or {}
    formulas_data: dict[str, Any] = data.get("formulas") or {}
    inputs_data: dict[str, Any] = data.get("inputs") or {}
    markers_data: dict[str, Any] = data.get("markers") or {}

    _check_unique_names(c, parameters, inputs_data, variables_data, formulas_data, markers_data)

    value_names = set(variables_data) | set(formulas_data)
    base_names = set(TICK_NAMES) | set(event_names()) | set(parameters)
    all_names = base_names | set(inputs_data) | value_names

    time = _time_settings(data.get("time") or {})
    reads = _reads(data.get("reads") or {})
    activities = _activities(data.get("activities") or {})
    inputs = _inputs(c, inputs_data, base_names, reads, activities)
    variables = _variables(c, variables_data, all_names, time)
    effects = _effects(c, data.get("effects") or [], all_names, set(variables_data))
    formulas = _formulas(c, formulas_data, all_names)
    markers = _markers(c, markers_data, all_names)
    needs = _needs(c, data.get("needs") or {}, variables, formulas)
    selection = data.get("selection") or {}
    default_need = selection.get("default_need", "whatever")
    if default_need in (data.get("needs") or {}):
        c.error(("selection", "default_need"), "rules.default-need",
                f"default_need '{default_need}' is also the name of a need; choose another name")
    notes = tuple(
        Note(when=expr, text=note["text"])
        for i, note in enumerate(data.get("notes") or [])
        if (expr := c.expression(note["when"], ("notes", i, "when"), all_names)) is not None
    )
    body_events = _body_events(c, data.get("body_events") or [], all_names, value_names)
    leaf_names = (value_names, set(markers_data), all_names)
    outputs = tuple(_output(c, spec, i, leaf_names) for i, spec in enumerate(data["outputs"]))
    if "fields" not in data["outputs"][0]:
        c.error(("outputs", 0), "rules.state-output", "the first output is the state file read "
                "back on the next tick: it must be a JSON file with `fields`")
    report = _template(c, data["report"], ("report",), leaf_names)
    activity = _activity_rule(c, data.get("activity") or {})
    lexicons = data.get("lexicons") or {}

    if c.problems:
        raise RuleError(sorted(c.problems, key=lambda d: (d.line or 0, d.column or 0)))
    return {
        "name": data["ruleset"],
        "version": int(data.get("version", 1)),
        "description": data.get("description", ""),
        "time": time,
        "reads": reads,
        "parameters": tuple(parameters.items()),
        "activities": activities,
        "inputs": inputs,
        "variables": variables,
        "effects": effects,
        "formulas": formulas,
        "markers": markers,
        "activity": activity,
        "needs": needs,
        "default_need": default_need,
        "default_reason": selection.get("default_reason", "No need is urgent."),
        "notes": notes,
        "body_events": body_events,
        "body_events_file": data.get("body_events_file", "state/body_events.jsonl"),
        "outputs": outputs,
        "report": report,
        "lexicon_includes": tuple(lexicons.get("include") or ()),
        "lexicon_terms": {k: tuple(v) for k, v in (lexicons.get("terms") or {}).items()},
        "lexicon_objects": {k: tuple(v) for k, v in (lexicons.get("objects") or {}).items()},
        "uses_hour": "hour" in c.used_names,
    }


def _check_unique_names(c: _Compiler, parameters: Mapping[str, float],
                        *sections: Mapping[str, Any]) -> None:
    reserved: dict[str, str] = {}
    for name in TICK_NAMES:
        reserved[name] = "a built-in per-tick name"
    for name in event_names():
        reserved[name] = "an event strength name"
    for name in (*FUNCTIONS, *CONSTANTS):
        reserved[name] = "a built-in function or constant"
    for name in BUILTIN_VALUES:
        reserved[name] = "a built-in output value"
    owners = ("parameters", "inputs", "variables", "formulas", "markers")
    seen: dict[str, str] = {}
    for owner, section in zip(owners, (parameters, *sections), strict=True):
        for name in section:
            if name in reserved:
                c.error((owner, name), "rules.reserved-name",
                        f"'{name}' is {reserved[name]}; choose another name", key=True)
            elif name in seen:
                c.error((owner, name), "rules.duplicate-name",
                        f"'{name}' is already defined under {seen[name]}; names must be unique "
                        "across parameters, inputs, variables, formulas and markers", key=True)
            else:
                seen[name] = owner


def _time_settings(data: Mapping[str, Any]) -> TimeSettings:
    return TimeSettings(
        tick_seconds=float(data.get("tick_seconds", 900)),
        host_tick=data.get("host_tick", "step_seconds"),
        max_catch_up_hours=float(data.get("max_catch_up_hours", 24)),
        default_hour=float(data.get("default_hour", 12)),
    )


def _reads(data: Mapping[str, Any]) -> Reads:
    return Reads(
        observation=data.get("observation"),
        context=data.get("context"),
        documents=tuple((data.get("documents") or {}).items()),
        memory=data.get("memory"),
    )


def _activities(data: Mapping[str, Any]) -> tuple[Activity, ...]:
    return tuple(
        Activity(
            label=label,
            aliases=tuple(spec.get("aliases") or ()),
            columns=tuple((k, float(v)) for k, v in spec.items() if k != "aliases"),
        )
        for label, spec in data.items()
    )


def _inputs(c: _Compiler, data: Mapping[str, Any], base_names: set[str], reads: Reads,
            activities: tuple[Activity, ...]) -> tuple[Input, ...]:
    sources = {"context"} | {name for name, _ in reads.documents}
    columns = {name for activity in activities for name, _ in activity.columns}
    known = set(base_names)
    result = []
    for name, spec in data.items():
        path: Path = ("inputs", name)
        source = tuple(spec["source"].split(".")) if "source" in spec else None
        if source and source[0] not in sources:
            c.name(source[0], (*path, "source"), sources, "source document")
        column = spec.get("activity_table")
        if column is not None and column not in columns:
            c.name(column, (*path, "activity_table"), columns, "activities column")
        otherwise = None
        if "otherwise" in spec:
            otherwise = c.expression(spec["otherwise"], (*path, "otherwise"), known)
        low, high = spec.get("min"), spec.get("max")
        if low is not None and high is not None and low >= high:
            c.error((*path, "max"), "rules.bounds", f"max {format_number(high)} must be greater "
                    f"than min {format_number(low)}")
        result.append(Input(
            name=name,
            source=source,
            mapping=tuple((k.casefold(), float(v)) for k, v in spec["map"].items())
            if "map" in spec else None,
            sum_field=spec.get("sum"),
            activity_column=column,
            otherwise=otherwise,
            default=float(spec.get("default", 0.0)),
            minimum=None if low is None else float(low),
            maximum=None if high is None else float(high),
        ))
        known.add(name)
    return tuple(result)


def _variables(c: _Compiler, data: Mapping[str, Any], known: set[str],
               time: TimeSettings) -> tuple[Variable, ...]:
    result = []
    for name, spec in data.items():
        path: Path = ("variables", name)
        low, high = float(spec.get("min", 0.0)), float(spec.get("max", 1.0))
        if low >= high:
            c.error((*path, "max"), "rules.bounds",
                    f"max {format_number(high)} must be greater than min {format_number(low)}")
        initial = float(spec["initial"])
        if not low <= initial <= high:
            c.error((*path, "initial"), "rules.initial-out-of-range",
                    f"initial value {format_number(initial)} lies outside "
                    f"[{format_number(low)}, {format_number(high)}]")
        entries = spec.get("dynamics") or ([spec] if _has_dynamics(spec) else [])
        dynamics = []
        for index, entry in enumerate(entries):
            entry_path = (*path, "dynamics", index) if "dynamics" in spec else path
            if "dynamics" in spec and "when" not in entry and index != len(entries) - 1:
                c.error((*entry_path,), "rules.unreachable-dynamics",
                        "only the last dynamics entry may omit `when`; later entries could "
                        "never apply")
            dynamics.append(_dynamics(c, entry, entry_path, known, high - low, time))
        if _has_dynamics(spec) and "dynamics" in spec:
            c.error(path, "rules.dynamics-conflict",
                    "give either `dynamics` or decay/growth/relax directly, not both", key=True)
        result.append(Variable(
            name=name, initial=initial, minimum=low, maximum=high,
            dynamics=tuple(d for d in dynamics if d is not None),
            description=spec.get("description", ""),
        ))
    return tuple(result)


def _has_dynamics(spec: Mapping[str, Any]) -> bool:
    return any(key in spec for key in ("decay", "growth", "relax"))


def _dynamics(c: _Compiler, entry: Mapping[str, Any], path: Path, known: set[str],
              span: float, time: TimeSettings) -> Dynamics | None:
    when = c.expression(entry["when"], (*path, "when"), known) if "when" in entry else None
    rates = []
    for key, sign in (("decay", -1.0), ("growth", 1.0)):
        if key not in entry:
            continue
        per_tick = "per_tick" in entry[key]
        unit = "per_tick" if per_tick else "per_hour"
        raw = entry[key][unit]
        amount = c.amount(raw, (*path, key, unit), known)
        if isinstance(amount, float):
            per_tick_size = abs(amount) if per_tick else abs(amount) * time.tick_seconds / 3600
            if per_tick_size > span:
                c.error((*path, key, unit), "rules.rate-out-of-range",
                        f"a {key} of {format_number(amount)} {unit.replace('_', ' ')} is larger "
                        f"than the variable's whole range ({format_number(span)}) in one tick; "
                        "rates are per tick or per hour on the variable's scale "
                        "(did you mean 1e-3, that is 0.001?)")
        if amount is not None:
            rates.append(Rate(amount=amount, per_tick=per_tick, sign=sign))
    relax = None
    if "relax" in entry:
        spec = entry["relax"]
        toward = c.amount(spec["toward"], (*path, "relax", "toward"), known)
        scale_key = next(k for k in spec if k != "toward")
        tau = c.amount(spec[scale_key], (*path, "relax", scale_key), known)
        if isinstance(tau, float) and tau <= 0:
            c.error((*path, "relax", scale_key), "rules.bounds",
                    f"{scale_key} must be greater than 0, got {format_number(tau)}")
        if toward is not None and tau is not None:
            relax = Relax(toward=toward, tau=tau, tau_in_ticks=scale_key.endswith("ticks"),
                          half_life=scale_key.startswith("half_life"))
    return Dynamics(when=when, rates=tuple(rates), relax=relax, path=format_path(path))


def _trigger(c: _Compiler, spec: Mapping[str, Any], path: Path, known: set[str],
             what: str) -> tuple[str | None, Expression | None]:
    """The ``event`` kind and ``when`` condition of an effect, marker or body event."""
    event = spec.get("event")
    if event is not None:
        c.name(event, (*path, "event"), EVENT_KINDS, "event kind")
    when = c.expression(spec["when"], (*path, "when"), known) if "when" in spec else None
    if event is None and "when" not in spec:
        c.error(path, "rules.trigger", f"{what} needs an `event`, a `when`, or both")
    return event, when


def _effects(c: _Compiler, data: list[Any], known: set[str],
             variable_names: set[str]) -> tuple[Effect, ...]:
    result = []
    for index, spec in enumerate(data):
        path: Path = ("effects", index)
        event, when = _trigger(c, spec, path, known, "an effect")
        parts = []
        for key in ("change", "set"):
            pairs = []
            for target, raw in (spec.get(key) or {}).items():
                target_path = (*path, key, target)
                if c.name(target, target_path, variable_names, "variable", key=True):
                    amount = c.amount(raw, target_path, known)
                    if amount is not None:
                        pairs.append((target, amount))
            parts.append(tuple(pairs))
        if not parts[0] and not parts[1] and not spec.get("change") and not spec.get("set"):
            # (a `change` or `set` whose names were all wrong is reported once, at those names)
            c.error(path, "rules.effect-empty", "an effect needs `change` or `set`")
        result.append(Effect(event=event, when=when, changes=parts[0], assignments=parts[1],
                             path=format_path(path)))
    return tuple(result)


def _formulas(c: _Compiler, data: Mapping[str, Any], known: set[str]) -> tuple[Formula, ...]:
    parsed: dict[str, Expression] = {}
    refs: dict[str, SourceRef] = {}
    bounds: dict[str, tuple[float | None, float | None]] = {}
    for name, spec in data.items():
        path: Path = ("formulas", name) if isinstance(spec, str) else ("formulas", name, "expr")
        source = spec if isinstance(spec, str) else spec["expr"]
        expr = c.expression(source, path, known - {name})
        refs[name] = SourceRef(position=c.document.position(path), path=format_path(path))
        if expr is not None:
            parsed[name] = expr
        if isinstance(spec, Mapping):
            bounds[name] = (spec.get("min"), spec.get("max"))
    if len(parsed) != len(data):
        return ()
    try:
        order = order_by_dependency(parsed, refs)
    except RuleError as error:
        c.problems.extend(error.diagnostics)
        return ()
    result = []
    for name in order:
        low, high = bounds.get(name) or _clamp_bounds(parsed[name])
        result.append(Formula(name=name, expression=parsed[name],
                              minimum=None if low is None else float(low),
                              maximum=None if high is None else float(high)))
    return tuple(result)


def _clamp_bounds(expression: Expression) -> tuple[float | None, float | None]:
    """(lo, hi) of a formula that is ``clamp(x, lo, hi)`` with number bounds, else no bounds.

    Design choice: such a formula's stored value is checked against them when read back.
    """
    body = expression.tree.body
    if (isinstance(body, ast.Call) and isinstance(body.func, ast.Name)
            and body.func.id == "clamp" and len(body.args) == 3):
        ends = [_number_literal(arg) for arg in body.args[1:]]
        if None not in ends:
            return ends[0], ends[1]
    return None, None


def _number_literal(node: ast.AST) -> float | None:
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _number_literal(node.operand)
        return None if inner is None else -inner
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) \
            and not isinstance(node.value, bool):
        return float(node.value)
    return None


def _markers(c: _Compiler, data: Mapping[str, Any], known: set[str]) -> tuple[Marker, ...]:
    result = []
    for name, spec in data.items():
        event, when = _trigger(c, spec, ("markers", name), known, "a marker")
        result.append(Marker(name=name, event=event, when=when))
    return tuple(result)


def _needs(c: _Compiler, data: Mapping[str, Any], variables: tuple[Variable, ...],
           formulas: tuple[Formula, ...]) -> tuple[Need, ...]:
    bounds = {v.name: (v.minimum, v.maximum) for v in variables}
    for formula in formulas:
        bounds[formula.name] = (formula.minimum, formula.maximum)
    result = []
    for name, spec in data.items():
        path: Path = ("needs", name)
        variable = spec["variable"]
        c.name(variable, (*path, "variable"), set(bounds) | set(c.data.get("formulas") or {}),
               "variable or formula")
        low, high = bounds.get(variable, (None, None))
        low = 0.0 if low is None else low
        high = 1.0 if high is None else high
        threshold = float(spec["threshold"])
        release = float(spec.get("release", threshold))
        critical = float(spec.get("critical", threshold))
        if "release" in spec:
            if release > high:
                c.error((*path, "release"), "rules.unreachable-release",
                        f"release {format_number(release)} is above {variable}'s max "
                        f"{format_number(high)}: once urgent, the need could never be released; "
                        f"use a level between the threshold {format_number(threshold)} and "
                        f"{format_number(high)}")
            elif release <= threshold:
                c.error((*path, "release"), "rules.release-below-threshold",
                        f"release {format_number(release)} must be above the threshold "
                        f"{format_number(threshold)} (it is the level at which an urgent need is "
                        "released)")
        if critical > threshold:
            c.error((*path, "critical"), "rules.critical-above-threshold",
                    f"critical {format_number(critical)} must not be above the threshold "
                    f"{format_number(threshold)}")
        if not low <= threshold <= high:
            hint = percent_hint(threshold, low, high)
            c.error((*path, "threshold"), "rules.threshold-out-of-range",
                    f"threshold {format_number(threshold)} must lie within {variable}'s range "
                    f"[{format_number(low)}, {format_number(high)}]{hint}")
        reasons = spec.get("reasons") or {}
        result.append(Need(
            name=name, variable=variable, threshold=threshold, release=release,
            critical=critical, priority=int(spec["priority"]),
            may_interrupt=bool(spec["may_interrupt"]),
            urgent_reason=reasons.get("urgent"), critical_reason=reasons.get("critical"),
        ))
    # Priority order; ties keep the file's order (design choice, documented in docs/rules.md).
    return tuple(sorted(result, key=lambda need: need.priority))


def _body_events(c: _Compiler, data: list[Any], known: set[str],
                 value_names: set[str]) -> tuple[BodyEventRule, ...]:
    result = []
    for index, spec in enumerate(data):
        path: Path = ("body_events", index)
        event, when = _trigger(c, spec, path, known, "a body event")
        for i, value in enumerate(spec.get("values") or []):
            c.name(value, (*path, "values", i), value_names, "variable or formula")
        result.append(BodyEventRule(name=spec["name"], event=event, when=when,
                                    edge=bool(spec.get("edge", False)),
                                    values=tuple(spec.get("values") or ())))
    return tuple(result)


def _leaf(c: _Compiler, text: str, path: Path,
          names: tuple[set[str], set[str], set[str]]) -> Leaf | None:
    value_names, marker_names, known = names
    if text in BUILTIN_VALUES:
        return Leaf("builtin", text)
    if text in value_names:
        return Leaf("value", text)
    if text in marker_names:
        return Leaf("marker", text)
    expr = c.expression(text, path, known)
    return None if expr is None else Leaf("expression", text, expr)


def _template(c: _Compiler, data: Mapping[str, Any], path: Path,
              names: tuple[set[str], set[str], set[str]]) -> Template:
    items: list[tuple[str, Any]] = []
    for key, value in data.items():
        child = (*path, key)
        if isinstance(value, Mapping):
            items.append((key, _template(c, value, child, names)))
        else:
            leaf = _leaf(c, str(value), child, names)
            if leaf is not None:
                items.append((key, leaf))
    return tuple(items)


def _output(c: _Compiler, spec: Mapping[str, Any], index: int,
            names: tuple[set[str], set[str], set[str]]) -> Output:
    path: Path = ("outputs", index)
    if ("fields" in spec) == ("text" in spec):
        c.error(path, "rules.output-shape", "an output needs exactly one of `fields` (a JSON "
                "file) or `text` (a plain-text file)")
    template = _template(c, spec["fields"], (*path, "fields"), names) if "fields" in spec else None
    text = _leaf(c, spec["text"], (*path, "text"), names) if "text" in spec else None
    summary = _summary(c, spec["summary"], (*path, "summary"), names) if "summary" in spec \
        else None
    return Output(file=spec["file"], purpose=spec.get("purpose"), template=template, text=text,
                  summary=summary)


def _summary(c: _Compiler, text: str, path: Path,
             names: tuple[set[str], set[str], set[str]]) -> tuple[str | Leaf, ...]:
    """A summary line: literal text and {name} placeholders (names only, never formulas)."""
    parts: list[str | Leaf] = []
    for index, piece in enumerate(re.split(r"\{([^{}]*)\}", text)):
        if index % 2 == 0:
            if piece:
                parts.append(piece)
            continue
        name = piece.strip()
        value_names, marker_names, _ = names
        if name in BUILTIN_VALUES:
            parts.append(Leaf("builtin", name))
        elif name in value_names:
            parts.append(Leaf("value", name))
        elif name in marker_names:
            parts.append(Leaf("marker", name))
        else:
            c.name(name, path, set(BUILTIN_VALUES) | value_names | marker_names,
                   "name in the summary")
    return tuple(parts)


def _activity_rule(c: _Compiler, data: Mapping[str, Any]) -> ActivityRule:
    from_events = tuple(data.get("from_events") or ())
    for i, kind in enumerate(from_events):
        c.name(kind, ("activity", "from_events", i), EVENT_KINDS, "event kind")
    return ActivityRule(
        source=tuple(data["source"].split(".")) if "source" in data else None,
        from_events=from_events,
        labels=tuple((data.get("labels") or {}).items()),
        default=data.get("default"),
    )

