"""Columnar ticks: the numeric state update of many agents at once, as numpy arrays (issue 7).

:func:`tick_columns` does the formula work of a tick (steps 3-6 of :mod:`engine.ticking`) for N
agents in one call: inputs, formulas on the prior values, each variable's dynamics in closed form
over the elapsed time, effects scaled by event strengths, clamping, rounding to
:data:`~engine.rendering.PRECISION` places, formulas on the new values. The formulas are the
same checked syntax trees the scalar tick runs, evaluated node by node with numpy operations
(``min max clamp exp`` ... become ``np.minimum np.maximum np.clip``-like calls and ``np.exp``,
``a if c else b`` becomes ``np.where``, ``and``/``or`` keep Python's value semantics).

What it leaves to the scalar tick (``Ruleset.tick``/``tick_many``): observation text, times and
the context's structure (it takes elapsed hours, the hour of day, event strengths and input
values as numbers), markers, need selection, notes and body events, outputs.

Numbers: the same as scalar ticks to 1e-9 (tests/test_batch.py). They can differ in the last
place because numpy's ``exp``/``cos`` may differ from the C library's by an ulp and
``np.round`` rounds ``x * 1e6`` where Python's ``round`` rounds the exact binary value.

numpy is an optional extra: ``pip install 'homeostat[columnar]'``; it is imported on first use
and a missing numpy is a :class:`~engine.diagnostics.UsageError` naming the extra.
"""

from __future__ import annotations

import ast
import dataclasses
import functools
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .diagnostics import Diagnostic, InputError, RuleError, UsageError, did_you_mean
from .expressions import CONSTANTS, Expression
from .kernel import _all_ranges, _range, _unread_safe_formulas
from .lexicon import EVENT_KINDS
from .model import Amount
from .rendering import PRECISION

if TYPE_CHECKING:
    import numpy as np

    from .ruleset import Ruleset

__all__ = ["ColumnarResult", "initial_columns", "tick_columns"]


def _numpy() -> Any:
    try:
        import numpy
    except ImportError:
        raise UsageError(Diagnostic(
            "usage.numpy", "columnar ticks need numpy, an optional extra: "
            "pip install 'homeostat[columnar]' (in a checkout: pip install '.[columnar]')")
        ) from None
    return numpy


@dataclass(frozen=True)
class ColumnarResult:
    """The new values of N agents.

    Attributes:
        values: every variable (rounded, as stored) then every formula, name -> float64 array
            of shape ``(N,)``; pass it back as ``values`` for the next tick.
        context_given: per agent, 1.0 when any input with a source was given, else 0.0.
    """

    values: dict[str, np.ndarray]
    context_given: np.ndarray
    table: np.ndarray  # every value as one (names, N) block; ``values`` are its rows


def initial_columns(ruleset: Ruleset, count: int) -> dict[str, np.ndarray]:
    """Each variable's initial value for ``count`` new agents (float64 arrays)."""
    np = _numpy()
    return {v.name: np.full(count, float(v.initial)) for v in ruleset.variables}


def tick_columns(
    ruleset: Ruleset,
    values: Mapping[str, Any],
    *,
    hours: Any,
    hour: Any = None,
    events: Mapping[str, Any] | None = None,
    inputs: Mapping[str, Any] | None = None,
    first_tick: Any = 0.0,
    tick_hours: float | None = None,
    out: ColumnarResult | None = None,
) -> ColumnarResult:
    """One tick of N agents' numbers. See :meth:`engine.ruleset.Ruleset.tick_columns`."""
    np = _numpy()
    count = _agent_count(np, values, hours, hour, events, inputs, first_tick)
    plan = _plan(ruleset)
    # formulas' values are accepted and ignored, so a result's values can be passed back whole
    _check_names(values, plan.known_values, "values")
    _check_names(events or {}, plan.known_events, "events")
    _check_names(inputs or {}, plan.known_inputs, "inputs")

    elapsed = np.asarray(hours, dtype=float)
    # two reductions instead of masks: NaN makes the smallest NaN, so it fails like +-inf
    low, high = (elapsed.min(), elapsed.max()) if elapsed.size else (0.0, 0.0)
    if not (math.isfinite(low) and math.isfinite(high)) or low < 0:
        raise InputError(Diagnostic("input.columns", "hours must be finite and >= 0",
                                    path="hours"))
    cap = ruleset.time.max_catch_up_hours
    if high > cap:
        elapsed = np.minimum(elapsed, cap)
        low, high = min(low, cap), cap
    if elapsed.ndim and elapsed.size and low == high:
        # every agent ticks the same time (the usual case): one number, so each decay factor
        # exp(-hours / tau) of a parameter tau is one exp, not one per agent
        elapsed = elapsed[0]
    elif elapsed.ndim == 0:
        elapsed = elapsed[()]  # a numpy float, as np.minimum gave before session 39
    tick_hours = ruleset.time.tick_seconds / 3600 if tick_hours is None else float(tick_hours)
    strengths = {kind: np.asarray((events or {}).get(kind, 0.0), dtype=float)
                 for kind in EVENT_KINDS}
    given_inputs: dict[str, Any] = {}
    for name, raw in (inputs or {}).items():
        raw = given_inputs[name] = np.asarray(raw, dtype=float)
        if np.any(np.isinf(raw)):
            raise InputError(Diagnostic("input.columns", f"inputs.{name} must be finite (NaN "
                                        "means not given)", path=f"inputs.{name}"))
    current: dict[str, Any] = {}
    for variable in ruleset.variables:
        value = np.asarray(values.get(variable.name, variable.initial), dtype=float)
        if value.size and variable.minimum <= value.min() and value.max() <= variable.maximum:
            current[variable.name] = value  # in bounds (NaN fails both comparisons)
            continue
        bad = ~((value >= variable.minimum) & (value <= variable.maximum))
        if np.any(bad):
            index = int(np.argmax(np.broadcast_to(bad, (count,))))
            raise InputError(Diagnostic(
                "input.state", f"values.{variable.name}[{index}] is "
                f"{float(np.broadcast_to(value, (count,))[index])!r}, outside "
                f"[{variable.minimum:g}, {variable.maximum:g}]",
                path=f"values.{variable.name}[{index}]"))
        current[variable.name] = value
    hour = np.asarray(ruleset.time.default_hour if hour is None else hour, dtype=float)
    first_tick = np.asarray(first_tick, dtype=float)

    # Blocks of agents, so numpy's temporaries stay small enough to be recycled instead of
    # being mapped fresh for every operation (page faults cost more than the arithmetic at
    # 100,000 agents); results are the same per agent.
    names = plan.names
    if out is not None and out.table.shape == (len(names), count) and not any(
            np.shares_memory(out.table, v) for v in values.values() if np.ndim(v)):
        table, context_given = out.table, out.context_given  # reused: no fresh pages
    else:
        table, context_given = np.empty((len(names), count)), np.empty(count)
    size = -(-count // -(-count // _BLOCK)) if count else 0  # equal blocks of <= _BLOCK
    scratch = np.empty(size)  # rounding's work space, shared by the blocks
    for start in range(0, count, max(size, 1)):
        part = slice(start, min(count, start + size))

        def cut(value: Any, part: slice = part) -> Any:
            return value[part] if np.ndim(value) else value

        context_given[part] = _block(
            np, ruleset, plan, {k: cut(v) for k, v in current.items()}, cut(elapsed),
            cut(hour), {k: cut(v) for k, v in strengths.items()},
            {k: cut(v) for k, v in given_inputs.items()}, cut(first_tick), tick_hours,
            part.stop - part.start, table[:, part], scratch[:part.stop - part.start])
    return ColumnarResult(values=dict(zip(names, table, strict=True)),
                          context_given=context_given, table=table)


_BLOCK = 65536
"""Most agents per block; a call's agents are split into equal blocks (design choice,
measured: 16k-64k agents per block beat both smaller blocks, where per-operation overhead
dominates, and one block of 100,000. Session 39, columnar round: equal blocks of at most 65,536,
so 100,000 agents are two blocks of 50,000 instead of three of 32,768 and one of 1,696 that
paid a whole block's Python overhead; by CPU time 4.26 -> 4.81 million agent-ticks per second
in one process under load 15)."""


def _block(np: Any, ruleset: Ruleset, plan: _Plan, current: dict[str, Any], elapsed: Any,
           hour: Any, strengths: dict[str, Any], inputs: dict[str, Any], first_tick: Any,
           tick_hours: float, count: int, rows: Any, scratch: Any) -> Any:
    """One block of agents through steps 3-6 (see the module docstring): writes every variable's
    and formula's new values into ``rows`` (a ``(names, count)`` view of the result table, in
    the order of :attr:`ColumnarResult.values`) and returns the block's ``context_given``.
    ``scratch``: a float array of ``count`` that rounding may overwrite."""
    ns: dict[str, Any] = dict(plan.constants)
    ns.update({f"event_{kind}": value for kind, value in strengths.items()})
    ns.update({
        "hour": hour,
        "tick_hours": tick_hours,
        "elapsed_hours": elapsed,
        "elapsed_ticks": elapsed / tick_hours,
        "first_tick": first_tick,
        "context_given": 0.0,
    })
    if "events_detected" in plan.reads:  # else not counted: no formula reads it
        ns["events_detected"] = sum((value > 0).astype(float) for value in strengths.values())
    evaluate = plan.evaluator
    given_any = np.zeros(count, dtype=bool)
    for spec in ruleset.inputs:
        raw = inputs.get(spec.name)
        given = None if raw is None else ~np.isnan(raw)
        fallback = (evaluate.number(spec.otherwise, ns, f"inputs.{spec.name}.otherwise",
                                    None if given is None else ~given)
                    if spec.otherwise is not None else spec.default)
        if raw is None:
            value = np.asarray(fallback, dtype=float)
        else:
            if spec.source is not None or spec.activity_column is not None:
                given_any |= given
            value = _select(np, given, raw, fallback, finite=None)
        if spec.minimum is not None and spec.maximum is not None:
            # one pass: max, then min (a -0.0 at the lower bound 0 may come out 0.0, which
            # no rounded value shows)
            value = _clip(np)(value, spec.minimum, spec.maximum)
        elif spec.minimum is not None:
            value = np.maximum(value, spec.minimum)
        elif spec.maximum is not None:
            value = np.minimum(value, spec.maximum)
        ns[spec.name] = value
    context_given = given_any.astype(float)
    ns["context_given"] = context_given
    ns.update(current)
    _formulas(evaluate, ruleset, ns, skip=plan.skip)

    # elapse: every variable from the prior values, then all at once
    moving = elapsed != 0
    if np.ndim(moving) == 0:
        moving = bool(moving)  # one elapsed time for all: True skips a mask operation
    new = dict(current)
    for variable in ruleset.variables:
        if not variable.dynamics:
            continue
        chosen: Any = None  # no entry has applied yet: every agent is still open
        result = current[variable.name]
        for entry in variable.dynamics:
            if entry.when is None:
                applies = True if chosen is None else ~chosen  # True: all, no mask built
            elif chosen is None:
                applies = np.broadcast_to(evaluate.truth(entry.when, ns, entry.path), (count,))
            else:
                applies = ~chosen & evaluate.truth(entry.when, ns, entry.path, ~chosen)
            if applies is True:
                active = moving
            else:
                chosen = applies if chosen is None else chosen | applies
                active = applies if moving is True else applies & moving
            if not np.any(active):
                continue
            raw = _closed_form(np, evaluate, entry, current[variable.name], elapsed, tick_hours,
                               ns, active)
            after = _clamp(np, raw, variable.minimum, variable.maximum, entry.path, active,
                           own=True)
            result = _select(np, active, after, result, finite=None)
        new[variable.name] = result
    ns.update(new)

    # effects in file order
    bounds = {v.name: (v.minimum, v.maximum) for v in ruleset.variables}
    for effect in ruleset.effects:
        scale: Any = _ONE
        mask: Any = True
        if effect.event is not None:
            scale = strengths[effect.event]
            mask = scale > 0.0
            if not np.any(mask):
                continue
        if effect.when is not None:
            mask = mask & evaluate.truth(effect.when, ns, effect.path,
                                         None if mask is True else mask)
            if not np.any(mask):
                continue
        steps = [(t, a, True) for t, a in effect.assignments]
        steps += [(t, a, False) for t, a in effect.changes]
        for target, amount, is_set in steps:
            before = ns[target]
            value = _amount(evaluate, amount, ns, f"{effect.path} on {target}", mask)
            if is_set:  # a formula's value is finite where mask holds (number checked it)
                raw, own, checked = value, False, isinstance(amount, Expression)
            else:  # x * 1.0 is x: no pass for an effect without an event
                raw = before + (value if scale is _ONE else value * scale)
                own, checked = True, False
            low, high = bounds[target]
            after = _clamp(np, raw, low, high, f"{effect.path} on {target}", mask, own=own,
                           checked=checked)
            ns[target] = _select(np, mask, after, before, finite=None)

    for row, variable in enumerate(ruleset.variables):
        ns[variable.name] = _rounded(np, ns[variable.name], count,
                                     small=variable.name in evaluate.small, out=rows[row],
                                     scratch=scratch)
    _formulas(evaluate, ruleset, ns, rows=rows[len(ruleset.variables):], scratch=scratch)
    return context_given




@dataclass(frozen=True)
class _Plan:
    """What the interval analysis of :mod:`engine.kernel` proves, once per ruleset.

    ``skip``: formulas on the prior values that need not run; ``finite``: ids of expressions
    that cannot fail or give a non-finite number; ``finite_nodes``: ids of ``a if c else b``
    nodes whose branches are both finite; ``small``: formulas whose values stay far below
    2**52 / 10**6 (rounded without the large-number path).

    Design choice (session 39, columnar round): what every call rebuilt is kept here too:
    ``names`` (the result's rows), the ``known_*`` names a call's mappings are checked against,
    ``constants`` (parameters and built-in constants, the start of each block's namespace) and
    ``reads`` (every name a formula reads, so ``events_detected`` is only counted when read).
    """

    skip: frozenset[str]
    finite: frozenset[int]
    finite_nodes: frozenset[int]
    small: frozenset[str]
    evaluator: _Evaluator
    names: list[str] = dataclasses.field(default_factory=list)
    known_values: frozenset[str] = frozenset()
    known_events: frozenset[str] = frozenset()
    known_inputs: frozenset[str] = frozenset()
    constants: dict[str, Any] = dataclasses.field(default_factory=dict)
    reads: frozenset[str] = frozenset()


def _plan(ruleset: Ruleset) -> _Plan:
    """The ruleset's :class:`_Plan`, kept with it (not pickled)."""
    cached = ruleset.__dict__.get("_columnar_plan")
    if cached is None:
        ranges = _all_ranges(ruleset)
        expressions = _expressions(ruleset)
        finite = frozenset(id(e) for e in expressions if _range(e.tree.body, ranges) is not None)
        nodes = frozenset(
            id(node) for e in expressions for node in ast.walk(e.tree.body)
            if isinstance(node, ast.IfExp) and _range(node.body, ranges) is not None
            and _range(node.orelse, ranges) is not None)
        small = frozenset(f.name for f in ruleset.formulas if f.name in ranges
                          and max(abs(x) for x in ranges[f.name]) < _SMALL)
        small |= {v.name for v in ruleset.variables
                  if max(abs(v.minimum), abs(v.maximum)) < _SMALL}
        evaluator = _Evaluator(_numpy())  # keeps each formula's compiled function
        evaluator.finite, evaluator.finite_nodes, evaluator.small = finite, nodes, small
        constants: dict[str, Any] = dict(ruleset.parameters)
        constants.update(CONSTANTS)
        names = [v.name for v in ruleset.variables] + [f.name for f in ruleset.formulas]
        cached = _Plan(
            _unread_safe_formulas(ruleset), finite, nodes, small, evaluator,
            names=names, known_values=frozenset(names),
            known_events=frozenset(EVENT_KINDS),
            known_inputs=frozenset(i.name for i in ruleset.inputs), constants=constants,
            reads=frozenset(node.id for e in expressions for node in ast.walk(e.tree.body)
                            if isinstance(node, ast.Name)))
        ruleset.__dict__["_columnar_plan"] = cached
    return cached


def _expressions(ruleset: Ruleset) -> list[Expression]:
    found: list[Any] = [i.otherwise for i in ruleset.inputs]
    found += [f.expression for f in ruleset.formulas]
    for variable in ruleset.variables:
        for entry in variable.dynamics:
            found += [entry.when, *(r.amount for r in entry.rates)]
            if entry.relax is not None:
                found += [entry.relax.toward, entry.relax.tau]
    for effect in ruleset.effects:
        found += [effect.when, *(a for _, a in (*effect.changes, *effect.assignments))]
    return [e for e in found if isinstance(e, Expression)]


def _agent_count(np: Any, *parts: Any) -> int:
    sizes = set()
    for part in parts:
        items = part.values() if isinstance(part, Mapping) else [part]
        for item in items:
            if item is not None and np.ndim(item) > 0:
                if np.ndim(item) != 1:
                    raise UsageError(Diagnostic("usage.columns", "columns must be 1-d arrays "
                                                "(one value per agent) or numbers"))
                sizes.add(len(item))
    if len(sizes) > 1:
        raise UsageError(Diagnostic("usage.columns", "columns differ in length: "
                                    f"{sorted(sizes)}; give one value per agent"))
    return sizes.pop() if sizes else 1


def _check_names(given: Mapping[str, Any], known: frozenset[str], what: str) -> None:
    for name in given:
        if name not in known:
            suggestion = did_you_mean(name, known)
            hint = f" (did you mean {suggestion!r}?)" if suggestion else ""
            raise UsageError(Diagnostic("usage.columns", f"{what}.{name} is not one of this "
                                        f"ruleset's {what}{hint}", path=f"{what}.{name}",
                                        suggestion=suggestion))


def _formulas(evaluate: _Evaluator, ruleset: Ruleset, ns: dict[str, Any],
              skip: frozenset[str] = frozenset(), rows: Any = None, scratch: Any = None
              ) -> None:
    """Every formula (but ``skip``) in file order into ``ns``; with ``rows`` (one per formula)
    the rounded values are written there (see :func:`_rounded`)."""
    np = evaluate.np
    for index, formula in enumerate(ruleset.formulas):
        if formula.name in skip:
            continue
        value = evaluate.number(formula.expression, ns, f"formulas.{formula.name}")
        if formula.minimum is not None:
            value = np.maximum(value, formula.minimum)
        if formula.maximum is not None:
            value = np.minimum(value, formula.maximum)
        ns[formula.name] = _rounded(np, value, None, small=formula.name in evaluate.small,
                                    out=None if rows is None else rows[index], scratch=scratch)


def _select(np: Any, mask: Any, chosen: Any, other: Any, *, finite: bool | None) -> Any:
    """``np.where(mask, chosen, other)``, faster where it can be: all or nothing is one side;
    a mixed mask of two finite sides is blended arithmetically (``x * 1.0 + y * 0.0`` is
    ``x`` up to the sign of a zero, which rounding removes), because ``np.where`` stalls on
    masks that are neither mostly true nor mostly false. ``finite`` None: look."""
    if np.ndim(mask) == 0:
        return chosen if mask else other
    hits = int(np.count_nonzero(mask))
    if hits == mask.size:
        return chosen if np.ndim(chosen) else np.broadcast_to(chosen, mask.shape)
    if hits == 0:
        return other if np.ndim(other) else np.broadcast_to(other, mask.shape)
    if hits * 16 < mask.size or hits * 16 > 15 * mask.size:
        return np.where(mask, chosen, other)
    if finite is None:
        finite = _all_finite(np, chosen) and _all_finite(np, other)
    if not finite:
        return np.where(mask, chosen, other)
    weight = mask.astype(float)
    blended = chosen * weight
    weight -= 1.0
    weight *= other
    blended -= weight
    return blended


def _rounded(np: Any, value: Any, count: int | None, *, small: bool = False, out: Any = None,
             scratch: Any = None) -> Any:
    """``rendering.rounded`` for arrays, with Python's result: to PRECISION places, exact
    binary ties to even, -0.0 made 0.0.

    ``np.round`` rounds the product ``x * 10**6``, which is itself rounded: where that product
    lands exactly on a half, the product's rounding error (Dekker's exact product) says which
    way the true value lies. Elsewhere ``rint`` of the product is already the correctly rounded
    integer (rounding is monotonic and halves are representable). ``small`` says the caller
    knows ``|x|`` is finite and below :data:`_SMALL`; otherwise magnitudes of :data:`_SMALL`
    and more (no bounded state reaches them) go through Python's ``round`` one by one.

    ``out``: an array of the result's shape to write into, returned (else a new array, or a
    float for a scalar ``value`` without ``count``); ``scratch``: an array of that shape this
    may overwrite (else one is allocated). Neither may share memory with ``value``.
    """
    x = np.asarray(value, dtype=float)
    if x.ndim == 0:
        result = round(float(x), PRECISION) or 0.0
        if out is not None:
            out.fill(result)
            return out
        return np.full(count, result) if count is not None else result
    if not small and x.size and not (-_SMALL < x.min() and x.max() < _SMALL):  # NaN: fails
        exact = np.vectorize(lambda v: round(float(v), PRECISION) or 0.0, otypes=[float])
        if out is None:
            return exact(x)
        out[...] = exact(x)
        return out
    y = np.multiply(x, _SCALE, out=scratch if scratch is not None and scratch.shape == x.shape
                    else None)
    r = np.rint(y, out=out)
    np.subtract(y, r, out=y)
    distance = np.abs(y, out=y)  # from the product to its nearest integer
    if distance.size and distance.max() == 0.5:  # a tie somewhere (rare): no mask otherwise
        ties = np.flatnonzero(distance == 0.5)  # few: gathered by index, not by a mask
        xt, rt = x[ties], r[ties]
        yt = xt * _SCALE
        high = xt * 134217729.0  # Dekker's split of x into 26-bit halves
        x_hi = high - (high - xt)
        x_lo = xt - x_hi
        error = (x_hi * _SCALE - yt) + x_lo * _SCALE  # exact: x * 10**6 == y + error
        half_up = (yt - rt) == 0.5
        r[ties] = np.where(half_up & (error > 0), rt + 1.0,
                           np.where(~half_up & (error < 0), rt - 1.0, rt))
    np.divide(r, _SCALE, out=r)
    r += 0.0
    return r


def _all_finite(np: Any, value: Any) -> bool:
    """True when every number is finite (two reductions, no temporary array)."""
    if not np.ndim(value):
        return math.isfinite(float(value))
    return bool(np.isfinite(value.min()) and np.isfinite(value.max())) if value.size else True


_ONE = 1.0  # the scale of an effect without an event (compared by identity)
_SCALE = 10.0 ** PRECISION
_SMALL = 2.0 ** 51 / _SCALE  # below this, x * _SCALE and its distance to rint are exact


def _amount(evaluate: _Evaluator, amount: Amount, ns: Mapping[str, Any], where: str,
            mask: Any = None) -> Any:
    if isinstance(amount, Expression):
        return evaluate.number(amount, ns, where, None if mask is True else mask)
    return amount


def _closed_form(np: Any, evaluate: _Evaluator, entry: Any, value: Any, hours: Any,
                 tick_hours: float, ns: Mapping[str, Any], mask: Any) -> Any:
    """``ticking._closed_form`` on arrays (checked where ``mask`` holds)."""
    rate: Any = 0.0
    for index, part in enumerate(entry.rates):
        amount = _amount(evaluate, part.amount, ns, entry.path, mask)
        if part.per_tick:
            amount = amount / tick_hours
        if index:
            rate = rate + part.sign * amount
        else:  # 0.0 + 1 * a is a + 0.0 and 0.0 + -1 * a is 0.0 - a, bit for bit: one pass
            rate = amount + 0.0 if part.sign == 1 else 0.0 - amount
    if entry.relax is None:
        return value + rate * hours
    tau = _amount(evaluate, entry.relax.tau, ns, entry.path, mask)
    if np.ndim(tau) == 0:  # a parameter (the usual case): one check, no arrays
        bad = not (math.isfinite(tau) and tau > 0) and bool(np.any(mask))
    else:
        bad = not np.all((np.isfinite(tau) & (tau > 0)) | ~np.asarray(mask))
    if bad:
        raise RuleError(Diagnostic(
            "rules.non-finite", f"{entry.path} has a time scale that is not a finite number "
            "greater than 0 for some agents", path=entry.path))
    if entry.relax.half_life:
        tau = tau / math.log(2)
    tau_hours = tau * tick_hours if entry.relax.tau_in_ticks else tau
    target = _amount(evaluate, entry.relax.toward, ns, entry.path, mask) + rate * tau_hours
    with np.errstate(all="ignore"):
        factor = np.exp(-hours / tau_hours)
        delta = value - target
        if np.ndim(delta) and np.ndim(factor) <= np.ndim(delta):  # (all arrays are (count,))
            # in place, one array for the three steps (a + b is b + a, bit for bit)
            np.multiply(delta, factor, out=delta)
            return np.add(delta, target, out=delta)
        return target + delta * factor


def _clamp(np: Any, value: Any, low: float, high: float, rule: str, mask: Any,
           own: bool = False, checked: bool = False) -> Any:
    """``ticking._clamp`` on arrays: a non-finite value where ``mask`` holds is an error.
    ``own``: ``value`` is a fresh array of this call's, clamped in place; ``checked``: the
    caller knows ``value`` is finite where ``mask`` holds, so it is not looked at again
    (both session 39, columnar round)."""
    if not checked and not _all_finite(np, value) and not np.all(
            np.isfinite(value) | ~np.asarray(mask)):
        raise RuleError(Diagnostic(
            "rules.non-finite", f"{rule} produced a value that is not finite for some agents; "
            "a rule must give finite numbers (check its rates and formulas)", path=rule))
    if own and isinstance(value, np.ndarray) and value.ndim:
        return _clip(np)(value, low, high, out=value)
    return _clip(np)(value, low, high)


@functools.cache
def _clip(np: Any) -> Any:
    """numpy's ``clip`` ufunc itself.

    Design choice (session 39, columnar round): ``np.clip`` reaches the same ufunc through
    three Python layers (``_wrapfunc``, ``ndarray.clip``, ``_methods._clip``); called directly,
    the result is the same and a clamp costs one call. The ufunc is not public numpy API, so
    where it is missing (numpy 1, or a later numpy that moves it) ``np.clip`` is used."""
    umath = getattr(getattr(np, "_core", None), "umath", None)
    return getattr(umath, "clip", None) or np.clip


class _Evaluator:
    """Evaluates checked, lowered formula trees with numpy semantics."""

    def __init__(self, np: Any):
        self.np = np
        self.finite: frozenset[int] = frozenset()
        self.finite_nodes: frozenset[int] = frozenset()
        self.small: frozenset[str] = frozenset()
        self.functions: dict[int, Any] = {}
        self.calls = {
            "min": lambda *a: self._fold(np.minimum, a),
            "max": lambda *a: self._fold(np.maximum, a),
            # one pass; min(max(x, lo), hi) exactly, NaN kept and hi when lo > hi, as np.clip does
            "clamp": _clip(np),
            "abs": np.abs, "exp": self._exp, "log": self._log, "sqrt": np.sqrt,
            "tanh": np.tanh, "sin": np.sin, "cos": np.cos, "floor": np.floor, "ceil": np.ceil,
            "sigmoid": self._sigmoid, "__homeostat_pow": self._pow,
        }

    # Where the scalar tick raises (ZeroDivisionError, OverflowError, a math domain error),
    # numpy gives inf or -inf, which a later clamp or min/max could hide: those agents get NaN,
    # which every later operation keeps and the finite check reports.
    def _exp(self, x: Any) -> Any:
        result = self.np.exp(x)
        return self.np.where(self.np.isinf(result), self.np.nan, result)

    def _log(self, x: Any) -> Any:
        return self.np.where(self.np.asarray(x) > 0, self.np.log(x), self.np.nan)

    def _pow(self, x: Any, y: Any) -> Any:
        result = self.np.power(x, y)
        return self.np.where(self.np.isinf(result), self.np.nan, result)

    def _divide(self, x: Any, y: Any) -> Any:
        if self.np.ndim(y) == 0 and y != 0:
            return x / y
        return self.np.where(self.np.asarray(y) == 0, self.np.nan, self.np.true_divide(x, y))

    @staticmethod
    def _fold(function: Any, args: tuple[Any, ...]) -> Any:
        result = args[0]
        for arg in args[1:]:
            result = function(result, arg)
        return result

    def _sigmoid(self, x: Any) -> Any:
        np = self.np
        z = np.exp(-np.abs(x))
        return np.where(np.asarray(x) >= 0, 1.0 / (1.0 + z), z / (1.0 + z))  # rare

    def number(self, expression: Expression, ns: Mapping[str, Any], where: str,
               mask: Any = None) -> Any:
        """The formula's float value(s); a non-finite result where ``mask`` holds (everywhere
        when None: the agents the scalar tick would evaluate it for) is a RuleError."""
        np = self.np
        function = self.functions.get(id(expression))
        if function is None:
            function = self.functions[id(expression)] = self.compile(expression)
        if id(expression) in self.finite:  # proven finite: evaluate, no checks
            result = function(ns)
            return result if np.ndim(result) else float(result)
        with np.errstate(all="ignore"):
            result = function(ns)
        result = np.asarray(result, dtype=float)
        if _all_finite(np, result):
            return result if result.ndim else float(result)
        finite = np.isfinite(result)
        if mask is not None:
            finite = finite | ~np.asarray(mask)
        if not np.all(finite):
            raise RuleError(Diagnostic(
                "expr.evaluation", f"formula '{expression.source}' gives a value that is not a "
                "finite number for some agents (division by zero, log of 0, overflow ...)",
                path=where))
        return result if result.ndim else float(result)

    def truth(self, expression: Expression, ns: Mapping[str, Any], where: str,
              mask: Any = None) -> Any:
        return self.number(expression, ns, where, mask) != 0

    def compile(self, expression: Expression) -> Any:
        """``lambda ns: ...``: the checked tree as one compiled function with the semantics of
        :meth:`node` (the same helpers), so a block does not walk the tree node by node."""
        helpers: dict[str, Any] = {"__builtins__": {}}

        def helper(name: str, function: Any) -> ast.expr:
            helpers.setdefault(name, function)
            return ast.Name(name, ast.Load())

        def build(node: ast.AST) -> ast.expr:
            if isinstance(node, ast.Constant):
                return ast.Constant(node.value)
            if isinstance(node, ast.Name):
                return ast.Subscript(ast.Name("ns", ast.Load()), ast.Constant(node.id),
                                     ast.Load())
            if isinstance(node, ast.BinOp):
                left, right = build(node.left), build(node.right)
                if isinstance(node.op, ast.Div) and not (
                        isinstance(node.right, ast.Constant) and node.right.value):
                    return ast.Call(helper("_divide", self._divide), [left, right], [])
                return ast.BinOp(left, type(node.op)(), right)
            if isinstance(node, ast.UnaryOp):
                if isinstance(node.op, ast.Not):
                    return ast.Call(helper("_not", self._not), [build(node.operand)], [])
                return ast.UnaryOp(type(node.op)(), build(node.operand))
            if isinstance(node, ast.Compare):
                ops = ast.Constant(tuple(type(op).__name__ for op in node.ops))
                parts = ast.Tuple([build(n) for n in (node.left, *node.comparators)], ast.Load())
                return ast.Call(helper("_compare", self._compare), [ops, parts], [])
            if isinstance(node, ast.BoolOp):
                name = "_and" if isinstance(node.op, ast.And) else "_or"
                function = self._and if isinstance(node.op, ast.And) else self._or
                result = build(node.values[-1])
                for value in reversed(node.values[:-1]):
                    result = ast.Call(helper(name, function), [build(value), result], [])
                return result
            if isinstance(node, ast.IfExp):
                if isinstance(node.test, ast.Compare):  # its truth as a mask, not 0.0 / 1.0
                    test = build(node.test)
                    test.func = helper("_compare_mask", self._compare_mask)  # type: ignore
                    return ast.Call(helper("_if_mask", self._if_mask), [
                        test, build(node.body), build(node.orelse),
                        ast.Constant(id(node) in self.finite_nodes)], [])
                return ast.Call(helper("_if", self._if), [
                    build(node.test), build(node.body), build(node.orelse),
                    ast.Constant(id(node) in self.finite_nodes)], [])
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                target = helper("_call_" + node.func.id.strip("_"), self.calls[node.func.id])
                return ast.Call(target, [build(a) for a in node.args], [])
            raise RuleError(Diagnostic("expr.not-allowed", f"{type(node).__name__} in a "
                                       "checked formula"))

        if id(expression) in self.finite:  # proven not to fail: numpy's own functions
            plain = {"exp": self.np.exp, "log": self.np.log, "__homeostat_pow": self.np.power}
            helpers.update({"_call_" + k.strip("_"): v for k, v in plain.items()})
            helpers["_divide"] = self.np.true_divide
        body = build(expression.tree.body)
        function = ast.Lambda(ast.arguments(posonlyargs=[], args=[ast.arg("ns")], vararg=None,
                                            kwonlyargs=[], kw_defaults=[], kwarg=None,
                                            defaults=[]), body)
        tree = ast.fix_missing_locations(ast.Expression(function))
        code = compile(tree, f"<columnar {expression.source[:40]}>", "eval")
        return eval(code, helpers)  # noqa: S307 (our own tree: a checked formula, renamed)

    def _not(self, value: Any) -> Any:
        return self.np.logical_not(value).astype(float)

    def _compare_mask(self, ops: tuple[str, ...], parts: tuple[Any, ...]) -> Any:
        """A chain of comparisons as booleans (one array, or a numpy bool)."""
        result = _COMPARE_BY_NAME[ops[0]](parts[0], parts[1])
        for name, left, right in zip(ops[1:], parts[1:], parts[2:], strict=False):
            result = self.np.logical_and(result, _COMPARE_BY_NAME[name](left, right))
        return result

    def _compare(self, ops: tuple[str, ...], parts: tuple[Any, ...]) -> Any:
        return self.np.asarray(self._compare_mask(ops, parts)).astype(float)

    def _and(self, value: Any, rest: Any) -> Any:
        return self.np.where(self.np.asarray(value) != 0, rest, value)

    def _or(self, value: Any, rest: Any) -> Any:
        return self.np.where(self.np.asarray(value) != 0, value, rest)

    def _if(self, test: Any, body: Any, orelse: Any, finite: bool) -> Any:
        return _select(self.np, self.np.asarray(test) != 0, body, orelse, finite=finite)

    def _if_mask(self, mask: Any, body: Any, orelse: Any, finite: bool) -> Any:
        if self.np.ndim(body) == 0 and self.np.ndim(orelse) == 0 and self.np.ndim(mask):
            if body == 1 and orelse == 0:  # "1 if met < 1 else 0": the mask as numbers
                return mask.astype(float)
            return self.np.where(mask, float(body), float(orelse))  # two numbers: one pass
        return _select(self.np, mask, body, orelse, finite=finite)

    def node(self, node: ast.AST, ns: Mapping[str, Any]) -> Any:
        np = self.np
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Name):
            return ns[node.id]
        if isinstance(node, ast.BinOp):
            left, right = self.node(node.left, ns), self.node(node.right, ns)
            op = type(node.op)
            if op is ast.Add:
                return left + right
            if op is ast.Sub:
                return left - right
            if op is ast.Mult:
                return left * right
            return self._divide(left, right)
        if isinstance(node, ast.UnaryOp):
            value = self.node(node.operand, ns)
            if isinstance(node.op, ast.Not):
                return np.logical_not(value).astype(float)
            return -value if isinstance(node.op, ast.USub) else +value
        if isinstance(node, ast.Compare):
            result: Any = True
            left = self.node(node.left, ns)
            for op, comparator in zip(node.ops, node.comparators, strict=True):
                right = self.node(comparator, ns)
                result = np.logical_and(result, _COMPARE[type(op)](left, right))
                left = right
            return np.asarray(result).astype(float)
        if isinstance(node, ast.BoolOp):
            values = [self.node(n, ns) for n in node.values]
            result = values[-1]
            for value in reversed(values[:-1]):  # a and b: a if not a else b
                truthy = np.asarray(value) != 0
                result = (np.where(truthy, result, value) if isinstance(node.op, ast.And)
                          else np.where(truthy, value, result))
            return result
        if isinstance(node, ast.IfExp):
            test = np.asarray(self.node(node.test, ns)) != 0
            return _select(np, test, self.node(node.body, ns), self.node(node.orelse, ns),
                           finite=id(node) in self.finite_nodes)
        if isinstance(node, ast.Call):
            return self.calls[node.func.id](*(self.node(a, ns) for a in node.args))
        raise RuleError(Diagnostic("expr.not-allowed", f"{type(node).__name__} in a checked "
                                   "formula"))


_COMPARE = {
    ast.Lt: lambda a, b: a < b, ast.LtE: lambda a, b: a <= b, ast.Gt: lambda a, b: a > b,
    ast.GtE: lambda a, b: a >= b, ast.Eq: lambda a, b: a == b, ast.NotEq: lambda a, b: a != b,
}
_COMPARE_BY_NAME = {op.__name__: function for op, function in _COMPARE.items()}
