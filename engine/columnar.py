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
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .diagnostics import Diagnostic, InputError, RuleError, UsageError, did_you_mean
from .expressions import CONSTANTS, Expression
from .kernel import _unread_safe_formulas
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
            "pip install 'homeostat[columnar]'")) from None
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
) -> ColumnarResult:
    """One tick of N agents' numbers. See :meth:`engine.ruleset.Ruleset.tick_columns`."""
    np = _numpy()
    count = _agent_count(np, values, hours, hour, events, inputs, first_tick)
    known_values = {v.name for v in ruleset.variables}
    _check_names(values, known_values, "values")
    _check_names(events or {}, set(EVENT_KINDS), "events")
    _check_names(inputs or {}, {i.name for i in ruleset.inputs}, "inputs")

    elapsed = np.asarray(hours, dtype=float)
    if not np.all(np.isfinite(elapsed)) or np.any(elapsed < 0):
        raise InputError(Diagnostic("input.columns", "hours must be finite and >= 0",
                                    path="hours"))
    elapsed = np.minimum(elapsed, ruleset.time.max_catch_up_hours)
    tick_hours = ruleset.time.tick_seconds / 3600 if tick_hours is None else float(tick_hours)
    strengths = {kind: np.asarray((events or {}).get(kind, 0.0), dtype=float)
                 for kind in EVENT_KINDS}
    ns: dict[str, Any] = dict(ruleset.parameters)
    ns.update(CONSTANTS)
    ns.update({f"event_{kind}": value for kind, value in strengths.items()})
    ns.update({
        "hour": np.asarray(ruleset.time.default_hour if hour is None else hour, dtype=float),
        "tick_hours": tick_hours,
        "elapsed_hours": elapsed,
        "elapsed_ticks": elapsed / tick_hours,
        "first_tick": np.asarray(first_tick, dtype=float),
        "events_detected": sum((value > 0).astype(float) for value in strengths.values()),
        "context_given": 0.0,
    })
    evaluate = _Evaluator(np)
    given_any = np.zeros(count, dtype=bool)
    for spec in ruleset.inputs:
        raw = (inputs or {}).get(spec.name)
        given = None if raw is None else ~np.isnan(np.asarray(raw, dtype=float))
        fallback = (evaluate.number(spec.otherwise, ns, f"inputs.{spec.name}.otherwise",
                                    None if given is None else ~given)
                    if spec.otherwise is not None else spec.default)
        if raw is None:
            value = np.asarray(fallback, dtype=float)
        else:
            raw = np.asarray(raw, dtype=float)
            if np.any(np.isinf(raw)):
                raise InputError(Diagnostic("input.columns", f"inputs.{spec.name} must be "
                                            "finite (NaN means not given)",
                                            path=f"inputs.{spec.name}"))
            if spec.source is not None or spec.activity_column is not None:
                given_any |= given
            value = np.where(given, raw, fallback)
        if spec.minimum is not None:
            value = np.maximum(value, spec.minimum)
        if spec.maximum is not None:
            value = np.minimum(value, spec.maximum)
        ns[spec.name] = value
    context_given = given_any.astype(float)
    ns["context_given"] = context_given

    current: dict[str, Any] = {}
    for variable in ruleset.variables:
        value = np.asarray(values.get(variable.name, variable.initial), dtype=float)
        bad = ~((value >= variable.minimum) & (value <= variable.maximum))
        if np.any(bad):
            index = int(np.argmax(np.broadcast_to(bad, (count,))))
            raise InputError(Diagnostic(
                "input.state", f"values.{variable.name}[{index}] is "
                f"{float(np.broadcast_to(value, (count,))[index])!r}, outside "
                f"[{variable.minimum:g}, {variable.maximum:g}]",
                path=f"values.{variable.name}[{index}]"))
        current[variable.name] = value
    ns.update(current)
    skipped = _skipped(ruleset)
    _formulas(evaluate, ruleset, ns, skip=skipped)

    # elapse: every variable from the prior values, then all at once
    moving = elapsed != 0
    new = dict(current)
    for variable in ruleset.variables:
        if not variable.dynamics:
            continue
        chosen = np.zeros(count, dtype=bool)
        result = current[variable.name]
        for entry in variable.dynamics:
            if entry.when is None:
                applies = ~chosen
            else:
                applies = ~chosen & evaluate.truth(entry.when, ns, entry.path, ~chosen)
            chosen |= applies
            active = applies & moving
            if not np.any(active):
                continue
            raw = _closed_form(np, evaluate, entry, current[variable.name], elapsed, tick_hours,
                               ns, active)
            after = _clamp(np, raw, variable.minimum, variable.maximum, entry.path, active)
            result = np.where(applies & moving, after, result)
        new[variable.name] = result
    ns.update(new)

    # effects in file order
    bounds = {v.name: (v.minimum, v.maximum) for v in ruleset.variables}
    for effect in ruleset.effects:
        scale = 1.0
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
            raw = value if is_set else before + value * scale
            low, high = bounds[target]
            after = _clamp(np, raw, low, high, f"{effect.path} on {target}", mask)
            ns[target] = np.where(mask, after, before)

    out: dict[str, np.ndarray] = {}
    for variable in ruleset.variables:
        ns[variable.name] = out[variable.name] = _rounded(np, ns[variable.name], count)
    for name, value in _formulas(evaluate, ruleset, ns).items():
        out[name] = np.broadcast_to(value, (count,)).copy() if np.ndim(value) == 0 else value
    return ColumnarResult(values=out, context_given=np.broadcast_to(context_given, (count,)))


def _skipped(ruleset: Ruleset) -> frozenset[str]:
    cached = ruleset.__dict__.get("_columnar_skip")
    if cached is None:
        cached = ruleset.__dict__["_columnar_skip"] = _unread_safe_formulas(ruleset)
    return cached


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


def _check_names(given: Mapping[str, Any], known: set[str], what: str) -> None:
    for name in given:
        if name not in known:
            suggestion = did_you_mean(name, known)
            hint = f" (did you mean {suggestion!r}?)" if suggestion else ""
            raise UsageError(Diagnostic("usage.columns", f"{what}.{name} is not one of this "
                                        f"ruleset's {what}{hint}", path=f"{what}.{name}",
                                        suggestion=suggestion))


def _formulas(evaluate: _Evaluator, ruleset: Ruleset, ns: dict[str, Any],
              skip: frozenset[str] = frozenset()) -> dict[str, Any]:
    np = evaluate.np
    results = {}
    for formula in ruleset.formulas:
        if formula.name in skip:
            continue
        value = evaluate.number(formula.expression, ns, f"formulas.{formula.name}")
        if formula.minimum is not None:
            value = np.maximum(value, formula.minimum)
        if formula.maximum is not None:
            value = np.minimum(value, formula.maximum)
        ns[formula.name] = results[formula.name] = _rounded(np, value, None)
    return results


def _rounded(np: Any, value: Any, count: int | None) -> Any:
    """``rendering.rounded`` for arrays, with Python's result: to PRECISION places, exact
    binary ties to even, -0.0 made 0.0.

    ``np.round`` rounds the product ``x * 10**6``, which is itself rounded: where that product
    lands exactly on a half, the product's rounding error (Dekker's exact product) says which
    way the true value lies. Elsewhere ``rint`` of the product is already the correctly rounded
    integer (rounding is monotonic and halves are representable). Magnitudes of 2**52 / 10**6
    and more (no bounded state reaches them) go through Python's ``round`` one by one.
    """
    x = np.asarray(value, dtype=float)
    y = x * _SCALE
    r = np.rint(y)
    ties = np.abs(y - r) == 0.5
    if np.any(ties):
        xt, yt, rt = x[ties] if x.ndim else x, y[ties] if y.ndim else y, r[ties] if r.ndim else r
        high = xt * 134217729.0  # Dekker's split of x into 26-bit halves
        x_hi = high - (high - xt)
        x_lo = xt - x_hi
        error = (x_hi * _SCALE - yt) + x_lo * _SCALE  # exact: x * 10**6 == y + error
        half_up = (yt - rt) == 0.5
        fixed = np.where(half_up & (error > 0), rt + 1.0,
                         np.where(~half_up & (error < 0), rt - 1.0, rt))
        if r.ndim:
            r[ties] = fixed
        else:
            r = fixed
    result = r / _SCALE + 0.0
    huge = np.abs(y) >= 2.0 ** 52
    if np.any(huge):
        exact = np.vectorize(lambda v: round(float(v), PRECISION) or 0.0, otypes=[float])
        result = np.where(huge, exact(x), result)
    if count is not None and not np.ndim(result):
        return np.full(count, float(result))
    return result if np.ndim(result) else float(result)


_SCALE = 10.0 ** PRECISION


def _amount(evaluate: _Evaluator, amount: Amount, ns: Mapping[str, Any], where: str,
            mask: Any = None) -> Any:
    if isinstance(amount, Expression):
        return evaluate.number(amount, ns, where, None if mask is True else mask)
    return amount


def _closed_form(np: Any, evaluate: _Evaluator, entry: Any, value: Any, hours: Any,
                 tick_hours: float, ns: Mapping[str, Any], mask: Any) -> Any:
    """``ticking._closed_form`` on arrays (checked where ``mask`` holds)."""
    rate: Any = 0.0
    for part in entry.rates:
        amount = _amount(evaluate, part.amount, ns, entry.path, mask)
        rate = rate + part.sign * (amount / tick_hours if part.per_tick else amount)
    if entry.relax is None:
        return value + rate * hours
    tau = _amount(evaluate, entry.relax.tau, ns, entry.path, mask)
    if not np.all((np.isfinite(tau) & (np.asarray(tau) > 0)) | ~mask):
        raise RuleError(Diagnostic(
            "rules.non-finite", f"{entry.path} has a time scale that is not a finite number "
            "greater than 0 for some agents", path=entry.path))
    if entry.relax.half_life:
        tau = tau / math.log(2)
    tau_hours = tau * tick_hours if entry.relax.tau_in_ticks else tau
    target = _amount(evaluate, entry.relax.toward, ns, entry.path, mask) + rate * tau_hours
    with np.errstate(all="ignore"):
        return target + (value - target) * np.exp(-hours / tau_hours)


def _clamp(np: Any, value: Any, low: float, high: float, rule: str, mask: Any) -> Any:
    """``ticking._clamp`` on arrays: a non-finite value where ``mask`` holds is an error."""
    if not np.all(np.isfinite(value) | ~np.asarray(mask)):
        raise RuleError(Diagnostic(
            "rules.non-finite", f"{rule} produced a value that is not finite for some agents; "
            "a rule must give finite numbers (check its rates and formulas)", path=rule))
    return np.minimum(high, np.maximum(low, value))


class _Evaluator:
    """Evaluates checked, lowered formula trees with numpy semantics."""

    def __init__(self, np: Any):
        self.np = np
        self.calls = {
            "min": lambda *a: self._fold(np.minimum, a),
            "max": lambda *a: self._fold(np.maximum, a),
            "clamp": lambda x, lo, hi: np.minimum(np.maximum(x, lo), hi),
            "abs": np.abs, "exp": np.exp, "log": np.log, "sqrt": np.sqrt, "tanh": np.tanh,
            "sin": np.sin, "cos": np.cos, "floor": np.floor, "ceil": np.ceil,
            "sigmoid": self._sigmoid, "__homeostat_pow": np.power,
        }

    @staticmethod
    def _fold(function: Any, args: tuple[Any, ...]) -> Any:
        result = args[0]
        for arg in args[1:]:
            result = function(result, arg)
        return result

    def _sigmoid(self, x: Any) -> Any:
        np = self.np
        z = np.exp(-np.abs(x))
        return np.where(np.asarray(x) >= 0, 1.0 / (1.0 + z), z / (1.0 + z))

    def number(self, expression: Expression, ns: Mapping[str, Any], where: str,
               mask: Any = None) -> Any:
        """The formula's float value(s); a non-finite result where ``mask`` holds (everywhere
        when None: the agents the scalar tick would evaluate it for) is a RuleError."""
        np = self.np
        with np.errstate(all="ignore"):
            result = self.node(expression.tree.body, ns)
        result = np.asarray(result, dtype=float)
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
            return np.true_divide(left, right)
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
            return np.where(test, self.node(node.body, ns), self.node(node.orelse, ns))
        if isinstance(node, ast.Call):
            return self.calls[node.func.id](*(self.node(a, ns) for a in node.args))
        raise RuleError(Diagnostic("expr.not-allowed", f"{type(node).__name__} in a checked "
                                   "formula"))


_COMPARE = {
    ast.Lt: lambda a, b: a < b, ast.LtE: lambda a, b: a <= b, ast.Gt: lambda a, b: a > b,
    ast.GtE: lambda a, b: a >= b, ast.Eq: lambda a, b: a == b, ast.NotEq: lambda a, b: a != b,
}
