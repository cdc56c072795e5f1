"""One tick of a ruleset: perceive → elapse → apply → select (DESIGN.md §2). Pure: no I/O, no clock.

Order inside a tick (documented in docs/rules.md):

1. elapsed time from the prior state's time (or tick counter) to the call's;
2. perception: observation text → events; an event counts only when it is the observer's own,
   not negated and actual; its kind's strength is the largest such event's strength;
3. inputs from the context and read documents; formulas on the prior values (for rates and
   conditions);
4. each variable's dynamics in closed form over the elapsed time, then clamped;
5. effects in file order, each clamped;
6. values rounded, formulas evaluated in dependency order on the new values;
7. markers, recent activity, need selection (threshold, priority, hysteresis), notes, body events.
"""

from __future__ import annotations

import math
import re
import sys
from collections.abc import Callable, Mapping, Sequence
from functools import partial

try:  # the C classes, as in engine.timekeeping (issue 7)
    from _datetime import datetime, timedelta
except ImportError:  # pragma: no cover - interpreters without the accelerator
    from datetime import datetime, timedelta

from .diagnostics import Diagnostic, InputError, RuleError, StateError, shown
from .model import TICK_NAMES, Amount, Dynamics, Input, amount_value
from .perception import EVENT_KINDS, Event, perceive
from .rendering import View, leaf_value, render, rounded
from .timekeeping import Elapsed, format_time, hour_of_day, parse_time, seconds_between

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at run time (issue 7)
if TYPE_CHECKING:
    from typing import Any

    from .kernel import Kernel
    from .ruleset import Ruleset


class Slow(Exception):  # noqa: N818 (a signal, not an error: the interpreter takes the call)
    """The generated kernel (:mod:`engine.kernel`) cannot take this call; the interpreter must
    (never reaches a user). Defined here, with :func:`fast_tick` that catches it, so that a tick
    in a new process, which runs the interpreter, does not import the kernel generator."""


__all__ = ["OBSERVATION_LIMIT", "Slow", "State", "TickResult", "fast_tick", "interpret_tick",
           "run_tick"]

OBSERVATION_LIMIT = 20_000
"""Characters of an observation that are read; the rest is ignored with a note (design choice:
far above any simulation line, and it keeps a tick's time bounded for hostile input)."""


class State(dict):  # noqa: FURB189 (a dict in every way but its pickled size)
    """A tick's new state: a plain dict (JSON-ready, equal to the same dict) that pickles small.

    Pickled, the state's fixed keys are left out and each 6-place value is kept as an integer
    count of millionths (the stored values are rounded to 6 places, so this is exact); a
    state with other keys or values pickles like a plain dict. Design choice (issue 7 item 6:
    a pickled per-agent state stays under 1 KB; the plain dict of the physiology ruleset,
    with 34 named values, pickles to about 1.2 KB).
    """

    __slots__ = ()

    def __reduce__(self) -> tuple[Any, ...]:
        values = self.get("values")
        if tuple(self) != _STATE_KEYS or type(values) is not dict:
            return (State, (dict(self),))
        numbers = []
        for value in values.values():
            if type(value) is float and math.isfinite(value):
                millionths = round(value * 1_000_000)
                exact = millionths / 1_000_000 == value and (value or str(value) == "0.0")
                numbers.append(millionths if exact else value)
            else:
                numbers.append(value)
        rest = tuple(self[key] for key in _STATE_KEYS if key != "values")
        return (_unpack_state, ("\n".join(values), tuple(numbers), rest))


_STATE_KEYS = ("ruleset", "tick", "time", "host_counter", "values", "markers", "current_need",
               "interrupt", "urgency", "reasoning", "recent_activity", "notes", "active")


def _unpack_state(names: str, numbers: tuple[Any, ...], rest: tuple[Any, ...]) -> State:
    """A :class:`State` from its pickled form (see :meth:`State.__reduce__`)."""
    values = {name: (number / 1_000_000 if type(number) is int else number)
              for name, number in zip(names.split("\n") if names else (), numbers, strict=True)}
    others = dict(zip((k for k in _STATE_KEYS if k != "values"), rest, strict=True))
    return State({key: values if key == "values" else others[key] for key in _STATE_KEYS})


class TickResult:
    """What one tick produced (plain data).

    Attributes:
        state: the new state, a plain JSON-ready dict to pass back as ``prior_state``.
        outputs: workspace path -> document to write whole (a dict for JSON, a str for text).
        appends: workspace path -> records to append as JSON lines (body events).
        report: the stdout object.
        trace: every event, input, dynamics step, effect, formula value and selection step.
        retry: True when the call repeated the stored time: nothing changed, nothing to write.
        events: every event perceived in the observation (actual or not).

    ``state``, ``appends``, ``retry`` and ``events`` are computed by the tick; ``outputs``,
    ``report`` and ``trace`` may be deferred and are then computed on first access by the
    interpreter from the same arguments (identical values, computed once; design choice, issue
    7: a simulation that reads only the state does not pay for rendering). Do not change the
    prior state, context or documents in place before reading them. Equality, ``repr`` and
    pickling see every attribute.
    """

    __slots__ = ("state", "appends", "retry", "events", "_outputs", "_report", "_trace",
                 "_complete")

    def __init__(self, state: dict[str, Any], outputs: dict[str, Any],
                 appends: dict[str, list[dict[str, Any]]], report: dict[str, Any],
                 trace: dict[str, Any], retry: bool = False,
                 events: tuple[Event, ...] = ()) -> None:
        self.state = state
        self.appends = appends
        self.retry = retry
        self.events = events
        self._outputs = outputs
        self._report = report
        self._trace = trace
        self._complete: Callable[[], TickResult] | None = None

    @classmethod
    def deferred(cls, state: dict[str, Any], appends: dict[str, list[dict[str, Any]]],
                 events: tuple[Event, ...], complete: Callable[[], TickResult]) -> TickResult:
        """A result whose outputs, report and trace ``complete()`` computes when first read."""
        result = cls(state, {}, appends, {}, {}, False, events)
        result._complete = complete
        return result

    def _fill(self) -> None:
        complete, self._complete = self._complete, None
        if complete is not None:
            full = complete()
            self._outputs, self._report, self._trace = full.outputs, full.report, full.trace

    @property
    def outputs(self) -> dict[str, Any]:
        if self._complete is not None:
            self._fill()
        return self._outputs

    @property
    def report(self) -> dict[str, Any]:
        if self._complete is not None:
            self._fill()
        return self._report

    @property
    def trace(self) -> dict[str, Any]:
        if self._complete is not None:
            self._fill()
        return self._trace

    def _fields(self) -> tuple[Any, ...]:
        return (self.state, self.outputs, self.appends, self.report, self.trace, self.retry,
                self.events)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TickResult):
            return NotImplemented
        return self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment]  (holds dicts, like the dataclass it replaces)

    def __repr__(self) -> str:
        return (f"TickResult(state={self.state!r}, outputs={self.outputs!r}, appends="
                f"{self.appends!r}, report={self.report!r}, trace={self.trace!r}, retry="
                f"{self.retry!r}, events={self.events!r})")

    def __reduce__(self) -> tuple[Any, ...]:
        return (TickResult, self._fields())


def run_tick(
    ruleset: Ruleset,
    prior_state: Mapping[str, Any] | None,
    observation: str | None,
    *,
    time: str | None = None,
    tick: float | int | None = None,
    context: Mapping[str, Any] | None = None,
    documents: Mapping[str, Any] | None = None,
    observer: str | None = None,
    initial_values: Mapping[str, float] | None = None,
    events: Sequence[Event] | None = None,
) -> TickResult:
    """Advance ``prior_state`` by one call. See :meth:`engine.ruleset.Ruleset.tick`.

    The ruleset's generated kernel (:mod:`engine.kernel`) takes the call when it can, with the
    outputs, report and trace deferred; any call it cannot take (and any error) goes to the
    interpreter, :func:`interpret_tick`, which is the reference for both.
    """
    kernel = ruleset.kernel()
    if kernel is not None and initial_values is None:
        try:
            return fast_tick(ruleset, kernel, prior_state, observation, time, tick, context,
                              documents, observer, events)
        except Exception:  # noqa: BLE001, S110 (the interpreter gives the exact result or error)
            pass
    return interpret_tick(ruleset, prior_state, observation, time=time, tick=tick,
                          context=context, documents=documents, observer=observer,
                          initial_values=initial_values, events=events)


def interpret_tick(
    ruleset: Ruleset,
    prior_state: Mapping[str, Any] | None,
    observation: str | None,
    *,
    time: str | None = None,
    tick: float | int | None = None,
    context: Mapping[str, Any] | None = None,
    documents: Mapping[str, Any] | None = None,
    observer: str | None = None,
    initial_values: Mapping[str, float] | None = None,
    events: Sequence[Event] | None = None,
) -> TickResult:
    """One tick by walking the rule model: the reference semantics, with everything eager."""
    if prior_state is not None:
        _check_prior(ruleset, prior_state)
    _check_observation(observation)
    if context is not None and not isinstance(context, Mapping):
        raise InputError(Diagnostic("input.context", f"context must be a dict of context values "
                                    f"such as {{'temperature_c': 21}}, got {shown(context)}",
                                    path="context"))
    context = dict(context or {})
    documents = dict(documents or {})
    call_time = parse_time(time) if time is not None else None
    step_seconds, host_counter = _host_tick(ruleset, tick)
    elapsed = _elapsed(ruleset, prior_state, call_time, host_counter, step_seconds)
    if prior_state is not None and elapsed.retry:
        return _retry_result(ruleset, prior_state)

    prior_values: Mapping[str, float] = (prior_state or {}).get("values", {})
    prior_time = _stored_time(prior_state)
    new_time = call_time or elapsed.advance(prior_time)
    engine_notes: list[str] = []
    if elapsed.capped:
        engine_notes.append(
            f"Caught up {elapsed.hours:g} h of a {elapsed.gap_seconds / 3600:g} h gap "
            f"(max_catch_up_hours is {ruleset.time.max_catch_up_hours:g})."
        )
    if new_time is None:
        hour = ruleset.time.default_hour
        if ruleset.uses_hour:
            engine_notes.append(f"No time given: circadian terms assume {hour:g}:00.")
    else:
        hour = hour_of_day(new_time)

    if prior_state is None:
        engine_tick = int(host_counter) if host_counter is not None else 0
    elif host_counter is not None:
        engine_tick = int(host_counter)
    else:
        engine_tick = int(prior_state.get("tick", 0)) + 1

    # -- perceive ---------------------------------------------------------------------------
    text = observation or ""
    if len(text) > OBSERVATION_LIMIT:
        engine_notes.append(f"Only the first {OBSERVATION_LIMIT} of {len(text)} characters of "
                            "the observation were read.")
        text = text[:OBSERVATION_LIMIT]
    observer = resolve_observer(observer, context)
    events = (perceive(text, ruleset.lexicon, observer=observer) if events is None
              else tuple(events))
    strengths: dict[str, float] = dict.fromkeys(EVENT_KINDS, 0.0)
    actual: dict[str, Event] = {}
    for event in events:
        if event.is_actual_self and event.strength > strengths.get(event.kind, 0.0):
            strengths[event.kind] = event.strength
            actual[event.kind] = event

    namespace: dict[str, Any] = dict(ruleset.parameters)
    namespace.update({f"event_{kind}": strength for kind, strength in strengths.items()})
    namespace.update({
        "hour": hour,
        "tick_hours": step_seconds / 3600,
        "elapsed_hours": elapsed.hours,
        "elapsed_ticks": elapsed.ticks,
        "first_tick": 1.0 if prior_state is None else 0.0,
        "events_detected": float(len(actual)),
        "context_given": 0.0,
    })
    trace: dict[str, Any] = {
        "elapsed": {"seconds": elapsed.seconds, "hours": elapsed.hours, "ticks": elapsed.ticks,
                    "step_seconds": step_seconds, "capped": elapsed.capped},
        "events": [e.to_dict() for e in events],
        "inputs": {},
        "dynamics": [],
        "effects": [],
    }
    sources = {"context": context, **documents}
    context_given = False
    for spec in ruleset.inputs:
        value, origin = _input_value(ruleset, spec, sources, namespace, engine_notes)
        context_given = context_given or origin in ("source", "activity table")
        namespace[spec.name] = value
        trace["inputs"][spec.name] = {"value": value, "from": origin}
    namespace["context_given"] = 1.0 if context_given else 0.0
    trace["tick"] = {name: namespace[name] for name in TICK_NAMES}

    if prior_state is None and initial_values:
        prior_values = _checked_initial_values(ruleset, initial_values)
    values = {v.name: float(prior_values.get(v.name, v.initial)) for v in ruleset.variables}
    namespace.update(values)
    _evaluate_formulas(ruleset, namespace)

    # -- elapse -----------------------------------------------------------------------------
    adjustments: list[dict[str, Any]] = []
    for variable in ruleset.variables:
        before = values[variable.name]
        entry = _choose_dynamics(variable.dynamics, namespace)
        if entry is None or elapsed.seconds == 0:
            continue
        raw = _closed_form(entry, before, elapsed, step_seconds, namespace)
        after = _clamp(raw, variable.minimum, variable.maximum, entry.path)
        values[variable.name] = after
        trace["dynamics"].append({"variable": variable.name, "rule": entry.path,
                                  "before": before, "unclamped": raw, "after": after})
        if rounded(after - before):
            adjustments.append({"variable": variable.name, "delta": rounded(after - before),
                                "cause": "time", "rule": entry.path})

    # -- apply effects ----------------------------------------------------------------------
    namespace.update(values)
    bounds = {v.name: (v.minimum, v.maximum) for v in ruleset.variables}
    for effect in ruleset.effects:
        scale = 1.0
        if effect.event is not None:
            scale = strengths.get(effect.event, 0.0)
            if scale <= 0.0:
                continue
        if effect.when is not None and not effect.when.evaluate(namespace):
            continue
        trigger = actual.get(effect.event) if effect.event else None
        for target, amount, is_set in _effect_steps(effect.changes, effect.assignments):
            before = values[target]
            value = amount_value(amount, namespace)
            raw = value if is_set else before + value * scale
            low, high = bounds[target]
            after = _clamp(raw, low, high, f"{effect.path} on {target}")
            values[target] = after
            namespace[target] = after
            step = {"rule": effect.path, "event": effect.event, "variable": target,
                    "before": before, "unclamped": raw, "after": after,
                    "term": trigger.term if trigger else None}
            trace["effects"].append(step)
            if rounded(after - before):
                adjustment = {"variable": target, "delta": rounded(after - before),
                              "cause": f"event:{effect.event}" if effect.event else "condition",
                              "rule": effect.path}
                if trigger is not None:
                    adjustment["term"] = trigger.term
                adjustments.append(adjustment)

    values = {name: rounded(value) for name, value in values.items()}
    namespace.update(values)
    formula_values = _evaluate_formulas(ruleset, namespace)
    trace["formulas"] = dict(formula_values)
    all_values = {**values, **formula_values}

    # -- markers, activity, selection, notes, body events -------------------------------------
    markers = dict((prior_state or {}).get("markers", {}))
    for marker in ruleset.markers:
        markers.setdefault(marker.name, None)
        hit = (marker.event is None or marker.event in actual) and (
            marker.when is None or bool(marker.when.evaluate(namespace)))
        if hit:
            markers[marker.name] = engine_tick
    activity = _recent_activity(ruleset, context, actual)
    prior_need = (prior_state or {}).get("current_need")
    selection = _select(ruleset, all_values, prior_need)
    trace["selection"] = selection["steps"]
    notes = [note.text for note in ruleset.notes if note.when.evaluate(namespace)] + engine_notes

    prior_active = set((prior_state or {}).get("active", []))
    active: list[str] = []
    records: list[dict[str, Any]] = []
    time_text = format_time(new_time) if new_time is not None else None
    for rule in ruleset.body_events:
        holds = (rule.event is None or rule.event in actual) and (
            rule.when is None or bool(rule.when.evaluate(namespace)))
        if not holds:
            continue
        active.append(rule.name)
        if rule.edge and rule.name in prior_active:
            continue
        trigger = actual.get(rule.event) if rule.event else None
        record: dict[str, Any] = {"tick": engine_tick, "time": time_text, "event": rule.name}
        if trigger is not None:
            start, end = trigger.evidence
            record["detail"] = text[start:end]
        if rule.values:
            record["values"] = {name: rounded(all_values[name]) for name in rule.values}
        records.append(record)
    trace["body_events"] = records

    state: dict[str, Any] = State({
        "ruleset": ruleset.name,
        "tick": engine_tick,
        "time": time_text,
        "host_counter": host_counter,
        "values": all_values,
        "markers": markers,
        "current_need": selection["current_need"],
        "interrupt": selection["interrupt"],
        "urgency": selection["urgency"],
        "reasoning": selection["reasoning"],
        "recent_activity": activity,
        "notes": notes,
        "active": active,
    })
    view = _view(ruleset, state, namespace, adjustments=adjustments,
                 events=[e.to_dict() for e in actual.values()], body_events=records)
    outputs = _outputs(ruleset, state, view)
    report = render(ruleset.report, view)
    appends = {ruleset.body_events_file: records} if records else {}
    return TickResult(state=state, outputs=outputs, appends=appends, report=report, trace=trace,
                      events=events)


def every_input_problem(first: InputError, ruleset: Ruleset, observation: Any, *, time: Any,
                        tick: Any, context: Mapping[str, Any] | None,
                        observer: Any) -> InputError:
    """``first`` with every other problem of the call's own inputs added after it, so a host
    with three bad fields learns of all three in one call (design choice, session 24: the checks
    live in several steps, and each step stops at its first problem).

    Re-checks, each on its own: the observation's type, the time, the tick, the observer and
    every input's context value. Returns ``first`` itself when it found nothing else.
    """
    found = list(first.diagnostics)
    checks: list[Callable[[], Any]] = [
        lambda: _check_observation(observation),
        lambda: None if time is None else parse_time(time),
        lambda: _host_tick(ruleset, tick),
    ]
    if isinstance(context, Mapping):
        checks.append(lambda: resolve_observer(observer, context))
        sources = {"context": context}
        for spec in ruleset.inputs:
            if spec.source and spec.source[0] == "context":
                checks.append(partial(_check_context_value, spec, sources))
    for check in checks:
        try:
            check()
        except InputError as error:
            found += [diagnostic for diagnostic in error.diagnostics
                      if all(diagnostic.path != seen.path or diagnostic.code != seen.code
                             for seen in found)]
    return first if len(found) == len(first.diagnostics) else InputError(found)


def _check_observation(observation: Any) -> None:
    if observation is not None and not isinstance(observation, str):
        raise InputError(Diagnostic("input.observation", "observation must be text (a string), "
                                    f"got {shown(observation)}", path="observation"))


def _check_context_value(spec: Input, sources: Mapping[str, Any]) -> None:
    raw = _lookup(sources, spec.source)
    if raw is not None:
        _coerce_input(spec, raw, ".".join(spec.source))


# -- time -------------------------------------------------------------------------------------


def _host_tick(ruleset: Ruleset, tick: float | int | None) -> tuple[float, int | None]:
    """(step length in seconds, host counter or None) from the host's ``tick`` argument."""
    if tick is None:
        return ruleset.time.tick_seconds, None
    if not _is_finite_number(tick):
        raise InputError(Diagnostic("input.tick", f"tick must be a number, got {shown(tick)}",
                                    path="tick"))
    if ruleset.time.host_tick == "counter":
        if tick < 0 or int(tick) != tick:
            raise InputError(Diagnostic(
                "input.tick", f"tick must be a step counter (a whole number >= 0) for this "
                f"ruleset (time.host_tick: counter), got {shown(tick)}", path="tick"))
        return ruleset.time.tick_seconds, int(tick)
    if tick <= 0:
        raise InputError(Diagnostic(
            "input.tick", f"tick is the step length in seconds and must be > 0, got {shown(tick)}: "
            "send the seconds one step stands for (900 for 15 minutes) or leave tick out (a host "
            "that sends a step counter instead needs a ruleset with time.host_tick: counter)",
            path="tick"))
    return float(tick), None


def _check_prior(ruleset: Ruleset, prior: Mapping[str, Any]) -> None:
    """A prior state passed in-process must be this ruleset's, with finite values in bounds."""
    if not isinstance(prior, Mapping) or not isinstance(prior.get("values"), Mapping):
        raise InputError(Diagnostic("input.state", "prior_state must be the `state` dict of a "
                                    "previous TickResult", path="prior_state"))
    other = prior.get("ruleset")
    if other is not None and other != ruleset.name:
        raise InputError(Diagnostic("input.state", f"prior_state belongs to the {shown(other)} "
                                    f"ruleset, not {ruleset.name!r}", path="prior_state.ruleset"))
    # the engine's own fields, read without a check below (session 38: int(), dict() crashed)
    tick = prior.get("tick", 0)
    if isinstance(tick, bool) or not isinstance(tick, int) or tick < 0:
        raise InputError(Diagnostic("input.state", f"prior_state.tick must be a whole number "
                                    f">= 0, got {shown(tick)}", path="prior_state.tick"))
    for key, kind, word in (("markers", Mapping, "a dict"), ("active", (list, tuple), "a list")):
        if key in prior and not isinstance(prior[key], kind):
            raise InputError(Diagnostic("input.state", f"prior_state.{key} must be {word} as a "
                                        f"previous TickResult's state has it, got "
                                        f"{shown(prior[key])}", path=f"prior_state.{key}"))
    values = prior.get("values", {})
    for variable in ruleset.variables:
        if variable.name in values:
            where = f"prior_state.values.{variable.name}"
            value = _finite(values[variable.name], where)
            if not variable.minimum <= value <= variable.maximum:
                raise InputError(Diagnostic(
                    "input.state", f"{where} is {shown(value)}, outside [{variable.minimum:g}, "
                    f"{variable.maximum:g}]", path=where))


def _stored_time(state: Mapping[str, Any] | None) -> datetime | None:
    if not state or state.get("time") is None:
        return None
    return parse_time(state["time"], field="stored time")


def _elapsed(ruleset: Ruleset, prior: Mapping[str, Any] | None, call_time: datetime | None,
             host_counter: int | None, step_seconds: float) -> Elapsed:
    cap = ruleset.time.max_catch_up_hours * 3600
    if prior is None:
        return Elapsed(seconds=0.0, step_seconds=step_seconds, gap_seconds=0.0)
    prior_time = _stored_time(prior)
    origin = prior.get("origin", "the stored state")
    if prior_time is not None and call_time is not None:
        gap = seconds_between(prior_time, call_time, earlier_field=f"{origin} time",
                              later_field="time")
        if gap < 0:
            raise StateError(Diagnostic(
                "state.ahead", f"{origin} is at {format_time(prior_time)} (tick "
                f"{prior.get('tick')}); refusing to apply {format_time(call_time)}, which is "
                "earlier: time cannot go backwards. Nothing was written.", file=origin,
                path="time"))
    elif host_counter is not None and prior.get("host_counter") is not None:
        gap = (host_counter - int(prior["host_counter"])) * step_seconds
        if gap < 0:
            raise StateError(Diagnostic(
                "state.ahead", f"{origin} is at tick {prior['host_counter']}; refusing to apply "
                f"tick {host_counter}: time cannot go backwards. Nothing was written.",
                file=origin, path="tick"))
    else:
        gap = step_seconds
    if gap == 0:
        return Elapsed(seconds=0.0, step_seconds=step_seconds, gap_seconds=0.0, retry=True)
    return Elapsed(seconds=min(gap, cap), step_seconds=step_seconds, gap_seconds=gap)


def _closed_form(entry: Dynamics, value: float, elapsed: Elapsed, step_seconds: float,
                 namespace: Mapping[str, Any]) -> float:
    """Exact solution of dx/dt = r - (x - target)/tau over the elapsed time (design choice).

    With no relaxation it is linear: x + r * dt. With relaxation toward T at time constant tau:
    x(dt) = T' + (x - T') * exp(-dt / tau) with T' = T + r * tau.
    """
    hours = elapsed.hours
    tick_hours = step_seconds / 3600
    rate_per_hour = 0.0
    for rate in entry.rates:
        amount = amount_value(rate.amount, namespace)
        rate_per_hour += rate.sign * (amount / tick_hours if rate.per_tick else amount)
    if entry.relax is None:
        return value + rate_per_hour * hours
    tau = amount_value(entry.relax.tau, namespace)
    if not (math.isfinite(tau) and tau > 0):
        raise RuleError(Diagnostic(
            "rules.non-finite", f"{entry.path} has a time scale of {tau!r}; it must be a finite "
            "number greater than 0", path=entry.path))
    if entry.relax.half_life:
        tau /= math.log(2)
    tau_hours = tau * tick_hours if entry.relax.tau_in_ticks else tau
    target = amount_value(entry.relax.toward, namespace) + rate_per_hour * tau_hours
    return target + (value - target) * math.exp(-hours / tau_hours)


def _clamp(value: float, low: float, high: float, rule: str) -> float:
    """``value`` clamped to [low, high]; NaN or infinity is an error, never mapped to a bound."""
    if not math.isfinite(value):
        raise RuleError(Diagnostic(
            "rules.non-finite", f"{rule} produced {value!r}; a rule must give finite numbers "
            "(check its rates and formulas)", path=rule))
    return min(high, max(low, value))


def _checked_initial_values(ruleset: Ruleset, given: Mapping[str, Any]) -> dict[str, float]:
    """Given starting values for known variables (others are ignored), each checked in bounds."""
    values = {}
    for variable in ruleset.variables:
        if variable.name not in given:
            continue
        value = _finite(given[variable.name], f"state.{variable.name}")
        if not variable.minimum <= value <= variable.maximum:
            raise InputError(Diagnostic(
                "input.state", f"state.{variable.name} = {value:g} lies outside "
                f"[{variable.minimum:g}, {variable.maximum:g}]", path=f"state.{variable.name}"))
        values[variable.name] = value
    return values


def _choose_dynamics(entries: Sequence[Dynamics], namespace: Mapping[str, Any]) -> Dynamics | None:
    for entry in entries:
        if entry.when is None or entry.when.evaluate(namespace):
            return entry
    return None


def _effect_steps(changes: Sequence[tuple[str, Amount]], assignments: Sequence[tuple[str, Amount]]):
    for target, amount in assignments:
        yield target, amount, True
    for target, amount in changes:
        yield target, amount, False


# -- inputs -----------------------------------------------------------------------------------


def _lookup(sources: Mapping[str, Any], path: tuple[str, ...]) -> Any:
    """The value at ``path`` (None when absent); a non-object on the way is an input error."""
    node: Any = sources
    for index, part in enumerate(path):
        if not isinstance(node, Mapping):
            where = ".".join(path[:index])
            raise InputError(Diagnostic(
                "input.context", f"{where} must be an object with {part}, got {shown(node)}",
                path=where))
        if part not in node:
            return None
        node = node[part]
    return node


def _input_value(ruleset: Ruleset, spec: Input, sources: Mapping[str, Any],
                 namespace: Mapping[str, Any], notes: list[str]) -> tuple[float, str]:
    """The input's value and where it came from (source, activity table, otherwise, default).

    A text the input's ``map`` does not know is not an error (hosts send free labels): the input
    falls back to its activity table, ``otherwise`` or ``default``, and a note says so.
    """
    value: float | None = None
    origin = "default"
    raw = _lookup(sources, spec.source) if spec.source else None
    where = ".".join(spec.source) if spec.source else spec.name
    if raw is not None:
        value = _coerce_input(spec, raw, where)
        if value is not None:
            origin = "source"
            if _given_number(spec, raw):
                bounded = _bounded(spec, value)
                if bounded != value:
                    low = _bound_text(spec.minimum, "-inf")
                    high = _bound_text(spec.maximum, "inf")
                    notes.append(f"{where} {value:g} is outside {spec.name}'s range "
                                 f"[{low}, {high}]; {spec.name} used {bounded:g}.")
        elif spec.mapping is not None:
            known = ", ".join(name for name, _ in spec.mapping)
            notes.append(f"{where} {shown(raw)} is not one of {known}; {spec.name} used its "
                         "fallback.")
    if value is None and spec.activity_column is not None:
        label = _activity_label(ruleset, sources)
        if label is not None:
            value = ruleset.activity_column(label, spec.activity_column)
            if value is not None:
                origin = "activity table"
    if value is None and spec.otherwise is not None:
        value = float(spec.otherwise.evaluate(namespace))
        origin = "otherwise"
    if value is None:
        value = spec.default
    return _bounded(spec, value), origin


def _bounded(spec: Input, value: float) -> float:
    """``value`` within the input's ``min`` and ``max`` (max(min, value), then min(max, ...))."""
    if spec.minimum is not None:
        value = max(spec.minimum, value)
    if spec.maximum is not None:
        value = min(spec.maximum, value)
    return value


def _given_number(spec: Input, raw: Any) -> bool:
    """Whether the host gave the input as a number (or a list summed), not a label through its
    ``map``: only a number the host wrote can be out of range by the host's doing."""
    return spec.sum_field is not None or not isinstance(raw, (str, bool))


def _bound_text(bound: float | None, missing: str) -> str:
    return missing if bound is None else f"{bound:g}"


def _coerce_input(spec: Input, raw: Any, where: str) -> float | None:
    if spec.sum_field is not None:
        if not isinstance(raw, list):
            raise InputError(Diagnostic(
                "input.context", f"{where} must be a list of objects with {spec.sum_field}, "
                f"got {shown(raw)}", path=where))
        total = 0.0
        for index, item in enumerate(raw):
            if not isinstance(item, Mapping):
                raise InputError(Diagnostic(
                    "input.context", f"{where}[{index}] must be an object with "
                    f"{spec.sum_field}, got {shown(item)}", path=f"{where}[{index}]"))
            if item.get(spec.sum_field) is None:
                continue
            amount = _finite(item[spec.sum_field], f"{where}[{index}].{spec.sum_field}")
            if amount < 0:
                raise InputError(Diagnostic(
                    "input.context", f"{where}[{index}].{spec.sum_field} is {amount:g}; it "
                    "must not be negative", path=f"{where}[{index}].{spec.sum_field}"))
            total += amount
        return total
    if spec.mapping is not None and isinstance(raw, str):
        return dict(spec.mapping).get(raw.strip().casefold())
    if spec.mapping is not None and isinstance(raw, bool):
        # A JSON flag is looked up as the text "true" or "false" (opt-in: only with a map).
        flag = "true" if raw else "false"
        if flag in dict(spec.mapping):
            return dict(spec.mapping)[flag]
    return _finite(raw, where)


def _is_finite_number(raw: Any) -> bool:
    """A number a float holds: not a bool, NaN, an infinity or an int beyond 1.8e308 (whose
    ``math.isfinite`` and ``float`` raise OverflowError)."""
    if isinstance(raw, bool) or not isinstance(raw, (int, float)):
        return False
    return abs(raw) <= sys.float_info.max if isinstance(raw, int) else math.isfinite(raw)


def _finite(raw: Any, where: str) -> float:
    if not _is_finite_number(raw):
        raise InputError(Diagnostic(
            "input.context", f"{where} must be a finite number, got {shown(raw)}", path=where))
    return float(raw)


def resolve_observer(observer: Any, context: Mapping[str, Any]) -> str | None:
    """The observer's name for perception: ``observer`` (the call's, stripped) when it is
    non-empty text, else the context's ``observer``, else its ``name``; None when none is
    (perception then takes the second and first person, "You ...", "I ...").

    Raises:
        InputError: the call's ``observer`` or the context's ``observer`` is not text (it can
            only be a host's mistake, and ignoring it would make every event the second
            person's). ``name`` is a common key with other meanings, so a non-text ``name`` is
            passed over.
    """
    if observer is not None and not isinstance(observer, str):
        raise InputError(Diagnostic(
            "input.observer", f"observer must be text (the observer's name), got {shown(observer)}",
            path="observer"))
    if observer and observer.strip():
        return observer.strip()
    given = context.get("observer")
    if given is not None and not isinstance(given, str):
        raise InputError(Diagnostic(
            "input.context", f"context.observer must be text (the observer's name), got "
            f"{shown(given)}", path="context.observer"))
    for key in ("observer", "name"):
        value = context.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return None


def _activity_label(ruleset: Ruleset, sources: Mapping[str, Any]) -> str | None:
    """The host's activity label (stripped), None when absent; a non-text label is an error."""
    if ruleset.activity.source is None:
        return None
    label = _lookup(sources, ruleset.activity.source)
    if label is None:
        return None
    if not isinstance(label, str):
        where = ".".join(ruleset.activity.source)
        raise InputError(Diagnostic("input.context", f"{where} must be text, got {shown(label)}",
                                    path=where))
    return label.strip() or None


def _recent_activity(ruleset: Ruleset, context: Mapping[str, Any],
                     actual: Mapping[str, Event]) -> str | None:
    rule = ruleset.activity
    label = _activity_label(ruleset, {"context": context})
    if label is not None:
        return label
    labels = dict(rule.labels)
    for kind in rule.from_events:
        if kind in actual:
            return labels.get(kind, kind)
    return rule.default


# -- formulas and selection -------------------------------------------------------------------


def _evaluate_formulas(ruleset: Ruleset, namespace: dict[str, Any],
                       kept: Mapping[str, float] | None = None) -> dict[str, float]:
    """Each formula in order, into ``namespace`` as it goes; a formula named in ``kept`` takes
    that value instead of being evaluated (a retry's stored values)."""
    results: dict[str, float] = {}
    for formula in ruleset.formulas:
        if kept is not None and formula.name in kept:
            namespace[formula.name] = results[formula.name] = kept[formula.name]
            continue
        value = float(formula.expression.evaluate(namespace))
        if formula.minimum is not None:
            value = max(formula.minimum, value)
        if formula.maximum is not None:
            value = min(formula.maximum, value)
        value = rounded(value)
        namespace[formula.name] = value
        results[formula.name] = value
    return results


def _select(ruleset: Ruleset, values: Mapping[str, float],
            prior_need: str | None) -> dict[str, Any]:
    """First urgent need in priority order (seed 000), with hysteresis up to ``release``."""
    steps = []
    chosen = None
    for need in ruleset.needs:
        value = values[need.variable]
        below = value <= need.threshold
        held = need.name == prior_need and value < need.release
        urgent = below or held
        steps.append({"need": need.name, "value": value, "threshold": need.threshold,
                      "release": need.release, "priority": need.priority, "urgent": urgent,
                      "held_by_hysteresis": held and not below})
        if urgent and chosen is None:
            chosen = need
    if chosen is None:
        lowest = min((values[n.variable] for n in ruleset.needs), default=1.0)
        return {"current_need": ruleset.default_need, "interrupt": False,
                "urgency": rounded(min(1.0, max(0.0, 1.0 - lowest))),
                "reasoning": ruleset.default_reason, "steps": steps}
    value = values[chosen.variable]
    critical = value <= chosen.critical
    if critical and chosen.critical_reason:
        reasoning = chosen.critical_reason
    elif chosen.urgent_reason:
        reasoning = chosen.urgent_reason
    else:
        reasoning = f"{chosen.name} is at or below its threshold ({chosen.threshold:g})."
    return {"current_need": chosen.name, "interrupt": chosen.may_interrupt and critical,
            "urgency": rounded(min(1.0, max(0.0, 1.0 - value))), "reasoning": reasoning,
            "steps": steps}


# -- outputs ----------------------------------------------------------------------------------


def _view(ruleset: Ruleset, state: Mapping[str, Any], namespace: Mapping[str, Any], *,
          adjustments: list[dict[str, Any]], events: list[dict[str, Any]],
          body_events: list[dict[str, Any]]) -> View:
    builtins = {
        "ok": True,
        "tick": state["tick"],
        "time": state["time"],
        "current_need": state["current_need"],
        "urgency": state["urgency"],
        "interrupt": state["interrupt"],
        "reasoning": state["reasoning"],
        "thresholds": {need.name: need.threshold for need in ruleset.needs},
        "can_interrupt": {need.name: need.may_interrupt for need in ruleset.needs},
        "adjustments": adjustments,
        "notes": list(state["notes"]),
        "recent_activity": state["recent_activity"],
        "events": events,
        "body_events": body_events,
    }
    return View(builtins=builtins, values=state["values"], markers=state["markers"],
                namespace=namespace)


def _outputs(ruleset: Ruleset, state: Mapping[str, Any], view: View) -> dict[str, Any]:
    outputs: dict[str, Any] = {}
    for index, output in enumerate(ruleset.outputs):
        if output.text is not None:
            outputs[output.file] = f"{leaf_value(output.text, view)}\n"
            continue
        assert output.template is not None
        document = render(output.template, view)
        meta: dict[str, Any] = {}
        if output.purpose:
            meta["purpose"] = output.purpose
        # Every JSON output names its writer; the state file also keeps the hidden state.
        meta["homeostat"] = (ruleset.bookkeeping(state) if index == 0
                             else {"ruleset": ruleset.name, "version": ruleset.version})
        document["_meta"] = meta
        if output.summary is not None:
            document["_summary"] = _summary_text(output.summary, view)
        outputs[output.file] = document
    return outputs


def _summary_text(parts: tuple[Any, ...], view: View) -> str:
    """The ``_summary`` line: numbers to 2 places, booleans as yes/no, null as '-'."""
    pieces = []
    for part in parts:
        if isinstance(part, str):
            pieces.append(part)
            continue
        value = leaf_value(part, view)
        if isinstance(value, bool):
            pieces.append("yes" if value else "no")
        elif isinstance(value, float):
            pieces.append(f"{value:.2f}")
        else:
            pieces.append("-" if value is None else str(value))
    return "".join(pieces)


RETRY_NOTE = ("A retry: this call's time equals the stored state's, so nothing was applied; the "
              "stored values and the stored tick's notes follow.")
"""The first note of a retry's result, before the stored tick's notes (design choice, session
25)."""


def _retry_result(ruleset: Ruleset, prior: Mapping[str, Any]) -> TickResult:
    """A call at the stored time: the stored result again, nothing to write (bug-reports B18)."""
    namespace: dict[str, Any] = dict(ruleset.parameters)
    namespace.update({f"event_{kind}": 0.0 for kind in EVENT_KINDS})
    namespace.update(dict.fromkeys(TICK_NAMES, 0.0))
    namespace.update({spec.name: spec.default for spec in ruleset.inputs})
    namespace.update(prior["values"])
    state = State(prior)
    # A state read back from the workspace keeps the formulas its files show (hunger_pressure),
    # not those only other files show (satiety_need = 1 - hunger_pressure): these are computed
    # again from the kept ones, never from this call's default inputs, so that a retry prints
    # what the stored tick printed (session 24: it printed satiety 1.0 for 0.971).
    state["values"] = _evaluate_formulas(ruleset, namespace, kept=prior["values"])
    state["values"].update(prior["values"])
    # So is the need selection, which a read-back state does not keep: it is idempotent (the
    # need it chose is chosen again with itself as the prior need).
    selection = _select(ruleset, state["values"], prior.get("current_need"))
    for name in ("current_need", "interrupt", "urgency", "reasoning"):
        state[name] = selection[name]
    # The stored tick's notes told of that tick ("No prior body state ..." on a first tick);
    # printed bare beside this call's empty events they read as this call's (session 25, a
    # newcomer's report). A note saying what the call was comes first.
    state["notes"] = [RETRY_NOTE, *prior.get("notes", ())]
    view = _view(ruleset, state, namespace, adjustments=[], events=[], body_events=[])
    report = render(ruleset.report, view)
    return TickResult(state=state, outputs={}, appends={}, report=report,
                      trace={"retry": True, "reason": "the call's time equals the stored time"},
                      retry=True)


# -- the fast path: the generated kernel and a lean loop around it -------------------------------


def fast_tick(ruleset: Ruleset, kernel: Kernel, prior: Mapping[str, Any] | None,
              observation: str | None, time: str | None, tick: float | int | None,
              context: Mapping[str, Any] | None, documents: Mapping[str, Any] | None,
              observer: str | None, given_events: Sequence[Event] | None) -> TickResult:
    """:func:`interpret_tick` for the usual call, with outputs, report and trace deferred.

    Raises :class:`~engine.kernel.Slow` (or any error) for a call it does not take as the
    interpreter would; the caller then runs the interpreter.
    """
    if prior is not None:
        if type(prior) is not State and type(prior) is not dict:
            raise Slow
        prior_values = prior.get("values")
        other = prior.get("ruleset")
        if type(prior_values) is not dict or (other is not None and other != ruleset.name):
            raise Slow
    else:
        prior_values = kernel.initial
    if observation is not None and type(observation) is not str:
        raise Slow
    if context is None:
        context = {}
    elif type(context) is not dict:
        raise Slow
    if documents is None:
        documents = {}
    elif type(documents) is not dict or "context" in documents:
        raise Slow
    if tick is None:
        step_seconds, host_counter = ruleset.time.tick_seconds, None
    else:
        step_seconds, host_counter = _host_tick(ruleset, tick)
    call_time = _quick_time(time) if time is not None else None

    # elapsed time (as _elapsed; a retry, a clock going back or mixed zones go to the interpreter)
    engine_notes: list[str] = []
    if prior is None:
        seconds = 0.0
        new_time = call_time
        engine_tick = int(host_counter) if host_counter is not None else 0
    else:
        stored = prior.get("time")
        prior_time = _quick_time(stored) if stored is not None else None
        if prior_time is not None and call_time is not None:
            if (prior_time.tzinfo is None) is not (call_time.tzinfo is None):
                raise Slow
            gap = (call_time - prior_time).total_seconds()
        elif host_counter is not None and prior.get("host_counter") is not None:
            gap = (host_counter - int(prior["host_counter"])) * step_seconds
        else:
            gap = step_seconds
        if gap <= 0:
            raise Slow
        seconds = gap if gap <= kernel.cap_seconds else kernel.cap_seconds
        if gap > seconds:
            engine_notes.append(
                f"Caught up {seconds / 3600:g} h of a {gap / 3600:g} h gap "
                f"(max_catch_up_hours is {ruleset.time.max_catch_up_hours:g})."
            )
        if call_time is not None:
            new_time = call_time
        else:
            new_time = None if prior_time is None else prior_time + timedelta(seconds=gap)
        engine_tick = (int(host_counter) if host_counter is not None
                       else int(prior.get("tick", 0)) + 1)
    if new_time is None:
        hour = ruleset.time.default_hour
        if ruleset.uses_hour:
            engine_notes.append(f"No time given: circadian terms assume {hour:g}:00.")
    else:
        hour = new_time.hour + new_time.minute / 60 + new_time.second / 3600

    # perceive (unless the host did)
    text = observation or ""
    if len(text) > OBSERVATION_LIMIT:
        engine_notes.append(f"Only the first {OBSERVATION_LIMIT} of {len(text)} characters of "
                            "the observation were read.")
        text = text[:OBSERVATION_LIMIT]
    if given_events is not None:
        events = tuple(given_events)
    elif text:
        events = perceive(text, ruleset.lexicon, observer=resolve_observer(observer, context))
    else:
        events = ()
    strengths = dict(kernel.no_events)
    actual: dict[str, Event] = {}
    for event in events:
        if event.is_actual_self and event.strength > strengths[event.kind]:
            strengths[event.kind] = event.strength
            actual[event.kind] = event

    # the host's activity label and its activity-table values
    key = kernel.activity_key
    if key is None:
        label = None
        if ruleset.activity.source is not None:
            raise Slow  # a label under another document or deeper: the interpreter's case
    else:
        label = context.get(key)
        if label is not None:
            if type(label) is not str:
                raise Slow
            label = label.strip() or None
    if label is None:
        activity_values = kernel.no_activity
    else:
        activity_values = _activity_values(ruleset, kernel, label)

    values, marker_hits, note_hits, body_hits = kernel.function(
        prior_values, strengths, hour, step_seconds / 3600, seconds / 3600, seconds / step_seconds,
        1.0 if prior is None else 0.0, float(len(actual)), context, documents, activity_values,
        seconds != 0)

    if prior is None:
        markers = dict(kernel.no_markers)
        prior_need = None
        prior_active: Sequence[str] = ()
    else:
        prior_markers = prior.get("markers", {})
        prior_active = prior.get("active", ())
        if type(prior_markers) is not dict or type(prior_active) not in (list, tuple):
            raise Slow
        markers = {**kernel.no_markers, **prior_markers}
        prior_need = prior.get("current_need")
    for name, hit in zip(kernel.marker_names, marker_hits, strict=True):
        if hit:
            markers[name] = engine_tick
    if label is not None:
        activity = label
    else:
        activity = ruleset.activity.default
        for kind, shown in kernel.activity_labels:
            if kind in actual:
                activity = shown
                break

    # need selection (as _select, without its trace steps)
    for name, variable, threshold, release, critical, may_interrupt, when_critical, when_urgent \
            in kernel.needs:
        value = values[variable]
        if value <= threshold or (name == prior_need and value < release):
            if value <= critical:
                current_need, interrupt, reasoning = name, may_interrupt, when_critical
            else:
                current_need, interrupt, reasoning = name, False, when_urgent
            break
    else:
        value = min((values[need[1]] for need in kernel.needs), default=1.0)
        current_need, interrupt, reasoning = ruleset.default_need, False, ruleset.default_reason
    urgency = 1.0 - value
    urgency = round(0.0 if urgency < 0.0 else 1.0 if urgency > 1.0 else urgency, 6) or 0.0

    notes = [note for note, hit in zip(kernel.note_texts, note_hits, strict=True) if hit]
    if engine_notes:
        notes += engine_notes
    active: list[str] = []
    records: list[dict[str, Any]] = []
    time_text = new_time.isoformat() if new_time is not None else None
    if True in body_hits:
        for rule, holds in zip(ruleset.body_events, body_hits, strict=True):
            if not holds:
                continue
            active.append(rule.name)
            if rule.edge and rule.name in prior_active:
                continue
            record: dict[str, Any] = {"tick": engine_tick, "time": time_text, "event": rule.name}
            if rule.event is not None:
                start, end = actual[rule.event].evidence
                record["detail"] = text[start:end]
            if rule.values:
                record["values"] = {name: rounded(values[name]) for name in rule.values}
            records.append(record)

    state: dict[str, Any] = State({
        "ruleset": ruleset.name,
        "tick": engine_tick,
        "time": time_text,
        "host_counter": host_counter,
        "values": values,
        "markers": markers,
        "current_need": current_need,
        "interrupt": interrupt,
        "urgency": urgency,
        "reasoning": reasoning,
        "recent_activity": activity,
        "notes": notes,
        "active": active,
    })
    result = TickResult.__new__(TickResult)
    result.state = state
    result.appends = {ruleset.body_events_file: records} if records else {}
    result.retry = False
    result.events = events
    result._outputs = result._report = result._trace = None  # type: ignore[assignment]
    result._complete = partial(_complete, ruleset, prior, observation, time, tick, context,
                               documents, observer, events)
    return result


def _complete(ruleset: Ruleset, prior: Mapping[str, Any] | None, observation: str | None,
              time: str | None, tick: float | int | None, context: Mapping[str, Any],
              documents: Mapping[str, Any], observer: str | None,
              events: tuple[Event, ...]) -> TickResult:
    """The interpreter's full result of a call the kernel took (for its deferred parts)."""
    return interpret_tick(ruleset, prior, observation, time=time, tick=tick, context=context,
                          documents=documents, observer=observer, events=events)


def _quick_time(text: object) -> datetime:
    """:func:`parse_time` for the usual ``YYYY-MM-DDTHH:MM:SS`` text without its checks."""
    if type(text) is str and len(text) > 10 and text[10] == "T" and text[-1] not in "Zz ":
        return datetime.fromisoformat(text)
    return parse_time(text)


def _activity_values(ruleset: Ruleset, kernel: Kernel, label: str) -> tuple[float | None, ...]:
    """``Ruleset.activity_column(label, column)`` for each of the kernel's columns, by table
    lookups: the label's words as a phrase, else the longest phrase among its word runs (the
    same as the regex search when the label has no apostrophe, which is where word runs and
    regex word boundaries can differ)."""
    if "'" in label:
        return tuple(ruleset.activity_column(label, c) for c in kernel.activity_columns)
    words = _ACTIVITY_WORD.findall(label.casefold())
    whole = " ".join(words)
    found: list[float | None] = []
    limit = kernel.phrase_words
    for table in kernel.activity_tables:
        hit = table.get(whole)
        if hit is not None:
            found.append(hit[0])
            continue
        best: tuple[float, int] | None = None
        best_length = 0
        for start in range(len(words)):
            for stop in range(start + 1, min(len(words), start + limit) + 1):
                phrase = " ".join(words[start:stop]) if stop - start > 1 else words[start]
                hit = table.get(phrase)
                if hit is not None and (len(phrase) > best_length or (
                        len(phrase) == best_length and best is not None and hit[1] < best[1])):
                    best, best_length = hit, len(phrase)
        found.append(None if best is None else best[0])
    return tuple(found)


_ACTIVITY_WORD = re.compile(r"[\w']+")
