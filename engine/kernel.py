"""One generated Python function per ruleset: the numeric core of a tick at hand-written speed.

:func:`build_kernel` turns a compiled :class:`~engine.ruleset.Ruleset` into a single function,
built as a syntax tree and compiled once (issue 7: "formulas compiled from a checked syntax tree
ran at the speed of hand-written Python"). Nothing is parsed from rule text here: the formulas
are the trees :func:`engine.expressions.parse_expression` already checked against its allow-list,
copied with every name renamed to a generated local (``_v0``, ``_v1`` ...) and every parameter
and constant (``pi``, ``e``) folded to its number; the engine's own glue is built from the short
templates in this module (engine code, not rule text). Strings from the rules (names) appear only
as dictionary keys, as constants.

The generated function does steps 3-7 of :mod:`engine.ticking` for one agent, in the same order
and with the same float operations as the interpreter there, so the numbers are identical:
inputs from the context and documents, formulas on the prior values, dynamics in closed form,
effects, rounding, formulas on the new values, and the conditions of markers, notes and body
events. It is optimistic: anything unusual (a value of the wrong type, a map label it does not
know, a non-finite number, a math error, a prior value out of bounds) raises :class:`Slow`, and
the caller runs the interpreter (:func:`engine.ticking.run_tick`), which is the reference and
gives the exact result or error. Kernels are not pickled; a ruleset builds its own on first use.
"""

from __future__ import annotations

import ast
import copy
import math
import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

from .expressions import CONSTANTS, Expression, evaluation_globals
from .lexicon import EVENT_KINDS
from .model import TICK_NAMES, Amount
from .ticking import Slow  # defined with the fast tick that catches it

if TYPE_CHECKING:
    from .ruleset import Ruleset

__all__ = ["Kernel", "Slow", "build_kernel"]


class Kernel(NamedTuple):
    """The generated function of a ruleset and the tables the tick around it needs.

    ``function(prior_values, strengths, hour, tick_hours, elapsed_hours, elapsed_ticks,
    first_tick, events_detected, context, documents, activity, elapsed_positive)`` returns
    ``(values, marker_hits, note_hits, body_event_hits)``: every variable and formula value
    (rounded, as stored), and one bool per marker, note and body event rule. ``activity`` is the
    tuple of activity-table values for :attr:`activity_columns` (None where the label has none).
    ``exact_activities`` maps each column's phrases (casefolded words joined by one space) to
    ``(value, order)``, the order in which ``Ruleset.activity_column`` would meet them.
    """

    function: Callable[..., tuple[dict[str, float], tuple[bool, ...], tuple[bool, ...],
                                  tuple[bool, ...]]]
    activity_columns: tuple[str, ...]
    initial: Mapping[str, float]
    exact_activities: Mapping[str, Mapping[str, tuple[float, int]]]
    phrase_words: int
    needs: tuple[tuple[str, str, float, float, float, bool, str, str], ...]
    note_texts: tuple[str, ...]
    activity_tables: tuple[Mapping[str, tuple[float, int]], ...]
    activity_key: str | None
    activity_labels: tuple[tuple[str, str], ...]
    no_activity: tuple[None, ...]
    no_events: Mapping[str, float]
    no_markers: Mapping[str, None]
    marker_names: tuple[str, ...]
    cap_seconds: float


# -- templates: engine glue, parsed once from these constant strings ----------------------------

_TEMPLATES: dict[str, list[ast.stmt]] = {}


def _template(source: str, **slots: ast.expr | str) -> list[ast.stmt]:
    """Statements of the engine-owned ``source`` with each ``slot`` name replaced.

    A slot given as a str is a local's name (load or store as in the template); an ast
    expression is spliced in (load positions only).
    """
    if source not in _TEMPLATES:
        _TEMPLATES[source] = ast.parse(source).body
    body = copy.deepcopy(_TEMPLATES[source])

    class Fill(ast.NodeTransformer):
        def visit_Name(self, node: ast.Name) -> ast.AST:
            if node.id not in slots:
                return node
            value = slots[node.id]
            if isinstance(value, str):
                return ast.Name(value, node.ctx)
            return copy.deepcopy(value)

    return [Fill().visit(stmt) for stmt in body]


def _expr(source: str, **slots: ast.expr | str) -> ast.expr:
    (stmt,) = _template(source, **slots)
    assert isinstance(stmt, ast.Expr)
    return stmt.value


def _num(value: float) -> ast.expr:
    return ast.Constant(float(value))


# -- formulas: the checked trees, renamed -------------------------------------------------------


def _surely_float(node: ast.AST) -> bool:
    """True when ``node`` always evaluates to a float (names and functions give floats)."""
    if isinstance(node, ast.Constant | ast.Name | ast.Call):
        return True
    if isinstance(node, ast.BinOp):
        return isinstance(node.op, ast.Div) or _surely_float(node.left) or _surely_float(
            node.right)
    if isinstance(node, ast.UnaryOp):
        return not isinstance(node.op, ast.Not) and _surely_float(node.operand)
    if isinstance(node, ast.IfExp):
        return _surely_float(node.body) and _surely_float(node.orelse)
    if isinstance(node, ast.BoolOp):
        return all(_surely_float(value) for value in node.values)
    return False


def _surely_bool(node: ast.AST) -> bool:
    """True when ``node`` always evaluates to a bool (comparisons, ``not``)."""
    if isinstance(node, ast.Compare):
        return True
    if isinstance(node, ast.UnaryOp):
        return isinstance(node.op, ast.Not)
    if isinstance(node, ast.IfExp):
        return _surely_bool(node.body) and _surely_bool(node.orelse)
    if isinstance(node, ast.BoolOp):
        return all(_surely_bool(value) for value in node.values)
    return False


_MATH_CALLS = {"exp": "_math_exp", "cos": "_math_cos", "sin": "_math_sin", "log": "_math_log",
               "sqrt": "_math_sqrt", "tanh": "_math_tanh"}


def _inline_call(node: ast.Call, temp: Callable[[], str]) -> ast.expr:
    """A call of the function table as plain Python with the same result (see ``tree``).

    ``max(a, b)`` is ``b if b > a else a`` and ``min(a, b)`` is ``b if b < a else a``: the
    builtins keep the first argument unless a later one compares greater (smaller), so NaN and
    ties come out the same. Arguments are evaluated once (walrus temporaries).
    """
    name = node.func.id if isinstance(node.func, ast.Name) else None
    args = node.args
    if name in _MATH_CALLS:
        return ast.Call(ast.Name(_MATH_CALLS[name], ast.Load()), args, [])
    if name == "abs" and _surely_float(args[0]):
        return ast.Call(ast.Name("abs", ast.Load()), args, [])
    if name in ("min", "max") and len(args) >= 2:
        symbol = "<" if name == "min" else ">"
        picked = args[0]
        for arg in args[1:]:  # the builtin keeps the current pick unless one compares past it
            current, candidate = temp(), temp()
            picked = _expr(f"B if (B := Y) {symbol} (A := X) else A", A=current, B=candidate,
                           X=picked, Y=arg)
        _store_walrus(picked)
        return picked if all(_surely_float(a) for a in args) else _expr("float(P)", P=picked)
    if name == "clamp":
        value, low = temp(), temp()
        picked = _expr("H if H < (L := (LO if LO > (V := X) else V)) else L", H=args[2],
                       L=low, LO=args[1], V=value, X=args[0])
        _store_walrus(picked)
        return picked if all(_surely_float(a) for a in args) else _expr("float(P)", P=picked)
    return node


def _reads_names(tree: ast.AST) -> bool:
    """True when ``tree`` reads any name (so it is not folded to a constant)."""
    return any(isinstance(node, ast.Name) for node in ast.walk(tree))


def _store_walrus(tree: ast.AST) -> None:
    """Walrus targets filled in from Name slots come out with a Load context: make them Store."""
    for node in ast.walk(tree):
        if isinstance(node, ast.NamedExpr):
            node.target.ctx = ast.Store()


class _Builder:
    """Collects the statements of the generated function."""

    def __init__(self, ruleset: Ruleset):
        self.ruleset = ruleset
        self.parameters = dict(ruleset.parameters)
        self.ranges = _all_ranges(ruleset)
        self.temp_ranges: dict[str, Range] = {}
        self.locals: dict[str, str] = {}
        self.body: list[ast.stmt] = []
        self.temp_count = 0

    def local(self, name: str) -> str:
        if name not in self.locals:
            self.locals[name] = f"_v{len(self.locals)}"
        return self.locals[name]

    def temp(self) -> str:
        self.temp_count += 1
        return f"_t{self.temp_count}"

    def tree(self, expression: Expression) -> ast.expr:
        """The checked tree with parameters and constants folded, names renamed, and calls of
        ``min max clamp abs`` inlined (the same comparisons the builtins make) and of ``exp
        cos sin log sqrt tanh`` made straight to :mod:`math` (what the table's functions do)."""
        parameters, local, temp = self.parameters, self.local, self.temp

        class Rename(ast.NodeTransformer):
            def visit_Name(self, node: ast.Name) -> ast.AST:
                if node.id in parameters:
                    return ast.Constant(parameters[node.id])
                if node.id in CONSTANTS:
                    return ast.Constant(CONSTANTS[node.id])
                if node.id in expression.names:
                    return ast.Name(local(node.id), ast.Load())
                return node  # a function of the formula language, or the `**` helper

            def visit_Call(self, node: ast.Call) -> ast.AST:
                self.generic_visit(node)
                return _inline_call(node, temp)

        return Rename().visit(copy.deepcopy(expression.tree.body))

    def emit(self, statements: list[ast.stmt]) -> None:
        self.body.extend(statements)

    def local_range(self, tree: ast.expr) -> Range | None:
        """:func:`_range` of a renamed tree (locals, constants and the math aliases)."""
        ranges = {self.locals[name]: r for name, r in self.ranges.items() if name in self.locals}
        ranges.update(self.temp_ranges)
        return _range(tree, ranges)

    def finite(self, expression: Expression) -> bool:
        """True when the expression cannot fail or give a non-finite number (interval check)."""
        return _range(expression.tree.body, self.ranges) is not None

    def value(self, expression: Expression, target: str) -> None:
        """``target = expression`` as :meth:`Expression.evaluate` gives it (finite or Slow)."""
        tree = self.tree(expression)
        self.emit(_template("T = X", T=target, X=tree))
        if not _surely_bool(tree) and not self.finite(expression):
            self.emit(_template("if T - T: raise _Slow", T=target))

    def number(self, expression: Expression, target: str) -> None:
        """``target = float(expression)`` (``float(evaluate(...))`` of the interpreter)."""
        self.value(expression, target)
        if not _surely_float(self.tree(expression)):
            self.emit(_template("T = float(T)", T=target))

    def amount(self, amount: Amount) -> ast.expr:
        """An ast expression holding the amount's value (a constant, or a checked temporary)."""
        if isinstance(amount, Expression):
            tree = self.tree(amount)
            if isinstance(tree, ast.Constant) and type(tree.value) is float:
                return tree  # a parameter: a finite float already
            if self.finite(amount) and _surely_float(tree):
                return tree  # evaluated once where it is used; cannot fail
            target = self.temp()
            self.number(amount, target)
            return ast.Name(target, ast.Load())
        return _num(amount)

    def condition(self, expression: Expression) -> ast.expr:
        """An ast expression whose truth is the condition's (evaluated once, checked)."""
        tree = self.tree(expression)
        if _surely_bool(tree) or self.finite(expression):
            return tree
        target = self.temp()
        self.value(expression, target)
        return ast.Name(target, ast.Load())

    def bounded(self, target: str, low: float | None, high: float | None) -> None:
        """``max(low, target)`` then ``min(high, target)`` exactly as the builtins pick."""
        if low is not None:
            self.emit(_template("T = T if T > LOW else LOW", T=target, LOW=_num(low)))
        if high is not None:
            self.emit(_template("T = T if T < HIGH else HIGH", T=target, HIGH=_num(high)))

    def checked_clamp(self, target: str, low: float, high: float,
                      tree: ast.expr | None = None) -> None:
        """``ticking._clamp`` of ``target`` (computed as ``tree``): non-finite is Slow (the
        interpreter raises), else clamped. Checks the interval analysis proves needless are
        left out (a bound that cannot be passed changes at most the sign of a zero, which
        rounding removes and no formula can see)."""
        found = None if tree is None else self.local_range(tree)
        if found is None:
            self.emit(_template("if T - T: raise _Slow", T=target))
        self.bounded(target, None if found is not None and found[0] >= low else low,
                     None if found is not None and found[1] <= high else high)

    def formulas(self, skip: frozenset[str] = frozenset()) -> None:
        for formula in self.ruleset.formulas:
            if formula.name in skip:
                continue
            target = self.local(formula.name)
            self.number(formula.expression, target)
            found = _range(formula.expression.tree.body, self.ranges)
            self.bounded(target,
                         None if found is not None and formula.minimum is not None
                         and found[0] >= formula.minimum else formula.minimum,
                         None if found is not None and formula.maximum is not None
                         and found[1] <= formula.maximum else formula.maximum)
            self.emit(_template("T = round(T, 6) or 0.0", T=target))


# -- inputs --------------------------------------------------------------------------------------


def _lookup_statements(builder: _Builder, source: tuple[str, ...], raw: str) -> list[ast.stmt]:
    """``raw = ticking._lookup(sources, source)``; a non-object on the way is Slow.

    The context is always a dict here (the fast tick checks it); a document may be anything.
    """
    root, *parts = source
    node = builder.temp()

    def chain(index: int, check: bool) -> list[ast.stmt]:
        statements = _template("if type(N) is not dict: raise _Slow", N=node) if check else []
        key = ast.Constant(parts[index])
        if index == len(parts) - 1:
            return [*statements, *_template("R = N.get(KEY)", R=raw, N=node, KEY=key)]
        statements += _template("N = N.get(KEY, _MISSING)", N=node, KEY=key)
        return [*statements, ast.If(test=_expr("N is _MISSING", N=node),
                                    body=_template("R = None", R=raw),
                                    orelse=chain(index + 1, True))]

    if root == "context":
        if len(parts) == 1:
            return _template("R = _context.get(KEY)", R=raw, KEY=ast.Constant(parts[0]))
        head = _template("N = _context", N=node)
        return [*head, *(chain(0, False) if parts else _template("R = N", R=raw, N=node))]
    head = _template("N = _documents.get(ROOT, _MISSING)", N=node, ROOT=ast.Constant(root))
    rest = chain(0, True) if parts else _template("R = N", R=raw, N=node)
    return [*head, ast.If(test=_expr("N is _MISSING", N=node),
                          body=_template("R = None", R=raw), orelse=rest)]


def _inputs(builder: _Builder) -> None:
    """Each input as ``ticking._input_value`` gives it: the source's value when present (a
    float or int as is; a text through the map; a list summed), else the activity table's,
    else ``otherwise`` or the default; then the bounds. Unusual values are Slow."""
    ruleset = builder.ruleset
    builder.emit(_template("_cg = 0.0"))
    builder.emit(_template("T = 0.0", T=builder.local("context_given")))
    columns = _activity_columns(ruleset)
    for spec in ruleset.inputs:
        target = builder.local(spec.name)
        saved, builder.body = builder.body, []
        if spec.otherwise is not None:
            builder.number(spec.otherwise, target)
            fallback_range = (_range(spec.otherwise.tree.body, builder.ranges)
                              if builder.finite(spec.otherwise) else None)
        else:
            builder.emit(_template("G = DEFAULT", G=target, DEFAULT=_num(spec.default)))
            fallback_range = (spec.default, spec.default)
        fallback, builder.body = builder.body, saved
        given_range = None  # the range of a given value: unknown (any finite number)
        if spec.activity_column is not None:
            index = ast.Constant(columns.index(spec.activity_column))
            found = [dict(a.columns)[spec.activity_column] for a in ruleset.activities
                     if spec.activity_column in dict(a.columns)]
            table_range = (min(found), max(found)) if found else None
            fallback = [*_template("G = _activity[I]", G=target, I=index),
                        ast.If(test=_expr("G is None", G=target), body=fallback,
                               orelse=_template("_cg = 1.0"))]
            if fallback_range is not None and table_range is not None:
                fallback_range = (min(fallback_range[0], table_range[0]),
                                  max(fallback_range[1], table_range[1]))
            else:
                fallback_range = None
        if spec.source is not None:
            raw = builder.temp()
            builder.emit(_lookup_statements(builder, spec.source, raw))
            if spec.sum_field is not None:
                given = _template("G = _sum_field(R, FIELD)", G=target, R=raw,
                                  FIELD=ast.Constant(spec.sum_field))
            else:
                other = "    raise _Slow\n"
                if spec.mapping is not None:
                    # A label the map does not know needs a note: the interpreter writes it.
                    other = "    G = _mapped(R, MAP)\n"
                given = _template(
                    "if type(R) is float:\n"
                    "    if R - R: raise _Slow\n"
                    "    G = R\n"
                    "elif type(R) is int: G = float(R)\n"
                    "else:\n" + other,
                    R=raw, G=target,
                    MAP=ast.Constant(None) if spec.mapping is None else ast.Dict(
                        keys=[ast.Constant(k) for k, _ in spec.mapping],
                        values=[_num(v) for _, v in spec.mapping]))
            if spec.minimum is not None or spec.maximum is not None:
                # A number the host gave outside the input's range needs a note: the interpreter
                # writes it. (A label's map value is the designer's, and is bounded quietly.)
                low = _num(-math.inf if spec.minimum is None else spec.minimum)
                high = _num(math.inf if spec.maximum is None else spec.maximum)
                check = "if not LOW <= G <= HIGH: raise _Slow"
                if spec.sum_field is None and spec.mapping is not None:
                    check = "if type(R) is not str and not LOW <= G <= HIGH: raise _Slow"
                given += _template(check, G=target, R=raw, LOW=low, HIGH=high)
            given += _template("_cg = 1.0")
            builder.emit([ast.If(test=_expr("R is None", R=raw), body=fallback, orelse=given)])
        else:
            builder.emit(fallback)
            given_range = fallback_range
        bounds = given_range if spec.source is None else None
        builder.bounded(target,
                        None if bounds is not None and spec.minimum is not None
                        and bounds[0] >= spec.minimum else spec.minimum,
                        None if bounds is not None and spec.maximum is not None
                        and bounds[1] <= spec.maximum else spec.maximum)
    builder.emit(_template("T = _cg", T=builder.local("context_given")))


def _activity_columns(ruleset: Ruleset) -> tuple[str, ...]:
    columns: list[str] = []
    for spec in ruleset.inputs:
        if spec.activity_column is not None and spec.activity_column not in columns:
            columns.append(spec.activity_column)
    return tuple(columns)


# -- the function --------------------------------------------------------------------------------


def _dynamics(builder: _Builder) -> None:
    """Each variable's closed form (``ticking._closed_form``) over the elapsed time.

    The rate, time scale and target are built as expressions, so where they are constants the
    compiler folds them (the same float operations, done once).
    """
    ruleset = builder.ruleset
    moved: list[tuple[str, str]] = []
    hours = builder.local("elapsed_hours")
    for variable in ruleset.variables:
        if not variable.dynamics:
            continue
        current = builder.local(variable.name)
        new = builder.temp()
        moved.append((current, new))
        builder.emit(_template("N = V", N=new, V=current))
        chain: list[ast.stmt] = []
        for entry in reversed(variable.dynamics):
            saved, builder.body = builder.body, []
            rate: ast.expr = _num(0.0)
            for part in entry.rates:
                amount = builder.amount(part.amount)
                if part.per_tick:
                    amount = _expr("A / TH", A=amount, TH=builder.local("tick_hours"))
                rate = _expr("R + SIGN * A", R=rate, SIGN=_num(part.sign), A=amount)
            if entry.relax is None:
                raw = _expr("V + R * H", V=current, R=rate, H=hours)
            else:
                tau = builder.amount(entry.relax.tau)
                if isinstance(tau, ast.Constant):
                    if not (math.isfinite(tau.value) and tau.value > 0):
                        builder.emit(_template("raise _Slow"))
                else:
                    builder.emit(_template("if not T > 0.0 or T - T: raise _Slow", T=tau))
                if entry.relax.half_life:
                    tau = _expr("T / LN2", T=tau, LN2=_num(math.log(2)))
                if entry.relax.tau_in_ticks:
                    tau = _expr("T * TH", T=tau, TH=builder.local("tick_hours"))
                scale: ast.expr = tau
                if _reads_names(tau):
                    scale_name = builder.temp()
                    builder.emit(_template("S = T", S=scale_name, T=tau))
                    scale = ast.Name(scale_name, ast.Load())
                toward = builder.amount(entry.relax.toward)
                target = _expr("A + R * S", A=toward, R=rate, S=scale)
                if _reads_names(target):
                    target_name = builder.temp()
                    found = builder.local_range(target)
                    builder.emit(_template("G = X", G=target_name, X=target))
                    if found is not None:
                        builder.temp_ranges[target_name] = found
                    target = ast.Name(target_name, ast.Load())
                raw = _expr("G + (V - G) * _exp(-H / S)", G=target, V=current, H=hours, S=scale)
            builder.emit(_template("N = X", N=new, X=raw))
            builder.checked_clamp(new, variable.minimum, variable.maximum, raw)
            compute, builder.body = builder.body, saved
            branch = [ast.If(test=_expr("_go"), body=compute, orelse=[])]
            if entry.when is None:
                chain = branch
            else:
                test = builder.condition(entry.when)
                chain = [ast.If(test=test, body=branch, orelse=chain)]
        builder.emit(chain or [ast.Pass()])
    for current, new in moved:
        builder.emit(_template("V = N", V=current, N=new))


def _effects(builder: _Builder) -> None:
    variables = {v.name: v for v in builder.ruleset.variables}
    for effect in builder.ruleset.effects:
        saved, builder.body = builder.body, []
        scale = builder.local(f"event_{effect.event}") if effect.event else None
        steps = [(t, a, True) for t, a in effect.assignments]
        steps += [(t, a, False) for t, a in effect.changes]
        for target_name, amount, is_set in steps:
            variable = variables[target_name]
            target = builder.local(target_name)
            value = builder.amount(amount)
            raw = builder.temp()
            if is_set:
                tree = value
            elif scale is None:
                tree = _expr("V + A", V=target, A=value)
            else:
                tree = _expr("V + A * S", V=target, A=value, S=scale)
            builder.emit(_template("R = X", R=raw, X=tree))
            builder.checked_clamp(raw, variable.minimum, variable.maximum, tree)
            builder.emit(_template("V = R", V=target, R=raw))
        body, builder.body = builder.body, saved
        if effect.when is not None:
            saved, builder.body = builder.body, []
            test = builder.condition(effect.when)
            condition, builder.body = builder.body, saved
            body = [*condition, ast.If(test=test, body=body, orelse=[])]
        if scale is not None:
            body = [ast.If(test=_expr("S > 0.0", S=scale), body=body, orelse=[])]
        builder.emit(body)


def _hits(builder: _Builder, rules: tuple[Any, ...]) -> ast.expr:
    """A tuple of bools: ``(event is None or kind in actual) and (when is None or when)``."""
    items = []
    for rule in rules:
        event, when = getattr(rule, "event", None), rule.when
        if when is not None:
            tree = builder.tree(when)
            # Evaluated only where the interpreter evaluates it (after the event test).
            if _surely_bool(tree):
                when_test = tree
            elif builder.finite(when):
                when_test = _expr("bool(X)", X=tree)
            else:
                when_test = _expr("bool(_checked(X))", X=tree)
        if event is not None:
            strength = _expr("S > 0.0", S=builder.local(f"event_{event}"))
            items.append(strength if when is None else ast.BoolOp(
                ast.And(), [strength, when_test]))
        else:
            items.append(when_test if when is not None else ast.Constant(True))
    return ast.Tuple(items, ast.Load())


# -- formulas on the prior values that need not run -------------------------------------------

_SAFE_LIMIT = 1e300
"""Magnitude below which + - * of finite floats cannot overflow in one more step."""


def _unread_safe_formulas(ruleset: Ruleset) -> frozenset[str]:
    """Formulas whose values on the prior values nothing reads, and that cannot fail.

    The interpreter evaluates every formula on the prior values (for dynamics and effects) and
    recomputes all of them on the new values. A formula that no dynamics or effect reads
    (directly or through another formula) and whose evaluation cannot raise (no division by a
    non-constant, no log/sqrt/pow, ``exp`` of a bounded argument, every operand bounded far
    from overflow: interval bounds from the variables' ranges, bounded inputs and formulas)
    changes nothing there, so the kernel skips it.
    """
    reads: set[str] = set()

    def read(amount: Any) -> None:
        if isinstance(amount, Expression):
            reads.update(amount.names)

    for variable in ruleset.variables:
        for entry in variable.dynamics:
            read(entry.when)
            for rate in entry.rates:
                read(rate.amount)
            if entry.relax is not None:
                read(entry.relax.toward)
                read(entry.relax.tau)
    for effect in ruleset.effects:
        read(effect.when)
        for _, amount in (*effect.changes, *effect.assignments):
            read(amount)
    for formula in reversed(ruleset.formulas):  # dependencies come earlier
        if formula.name in reads:
            reads.update(formula.expression.names)

    ranges = _name_ranges(ruleset)
    safe = {f.name for f in ruleset.formulas if _range(f.expression.tree.body, ranges) is not None}
    skipped = {name for name in safe if name not in reads}
    for formula in reversed(ruleset.formulas):  # what a formula that still runs reads, runs
        if formula.name not in skipped:
            skipped -= formula.expression.names
    return frozenset(skipped)


Range = tuple[float, float]


def _all_ranges(ruleset: Ruleset) -> dict[str, Range]:
    """:func:`_name_ranges` with the formulas' ranges (from their trees, or their bounds)."""
    return _name_ranges(ruleset)


def _name_ranges(ruleset: Ruleset) -> dict[str, Range]:
    """The range of each name at tick time (absent: unbounded), formulas included."""
    ranges: dict[str, Range] = {name: (value, value) for name, value in ruleset.parameters}
    ranges.update({name: (value, value) for name, value in CONSTANTS.items()})
    ranges.update({f"event_{kind}": (0.0, 1.0) for kind in EVENT_KINDS})
    ranges.update({"hour": (0.0, 24.0), "elapsed_hours": (0.0, ruleset.time.max_catch_up_hours),
                   "first_tick": (0.0, 1.0), "events_detected": (0.0, float(len(EVENT_KINDS))),
                   "context_given": (0.0, 1.0)})
    for spec in ruleset.inputs:
        if spec.minimum is not None and spec.maximum is not None:
            ranges[spec.name] = (spec.minimum, spec.maximum)
    for variable in ruleset.variables:
        ranges[variable.name] = (variable.minimum, variable.maximum)
    for formula in ruleset.formulas:
        found = _range(formula.expression.tree.body, ranges)
        if found is not None and formula.minimum is not None:
            found = (max(found[0], formula.minimum), max(found[1], formula.minimum))
        if found is not None and formula.maximum is not None:
            found = (min(found[0], formula.maximum), min(found[1], formula.maximum))
        if formula.minimum is not None and formula.maximum is not None:
            found = (formula.minimum, formula.maximum)
        if found is not None:
            ranges[formula.name] = found
    return ranges


def _range(node: ast.AST, ranges: Mapping[str, Range]) -> Range | None:
    """Interval of a checked tree's value, or None when it may raise or leave the safe range.

    Conservative: None for a division by anything but a non-zero constant, for log, sqrt and
    ``**``, for ``exp`` of an argument that may exceed 700, and for any bound beyond 1e300.
    """
    found = _range_of(node, ranges)
    if found is None or max(abs(found[0]), abs(found[1])) >= _SAFE_LIMIT:
        return None
    return found


def _range_of(node: ast.AST, ranges: Mapping[str, Range]) -> Range | None:
    if isinstance(node, ast.Constant):
        return (float(node.value), float(node.value))
    if isinstance(node, ast.Name):
        return ranges.get(node.id)
    if isinstance(node, ast.UnaryOp):
        inner = _range(node.operand, ranges)
        if inner is None:
            return None
        if isinstance(node.op, ast.Not):
            return (0.0, 1.0)
        return (-inner[1], -inner[0]) if isinstance(node.op, ast.USub) else inner
    if isinstance(node, ast.BinOp):
        return _binary_range(node, ranges)
    if isinstance(node, ast.Compare):
        parts = [_range(n, ranges) for n in (node.left, *node.comparators)]
        return None if None in parts else (0.0, 1.0)
    if isinstance(node, ast.BoolOp | ast.IfExp):
        if isinstance(node, ast.BoolOp):
            parts = [_range(n, ranges) for n in node.values]
        else:
            if _range(node.test, ranges) is None:
                return None
            parts = [_range(node.body, ranges), _range(node.orelse, ranges)]
        if None in parts:
            return None
        return (min(p[0] for p in parts), max(p[1] for p in parts))  # type: ignore[index]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        name = _RANGE_ALIASES.get(node.func.id, node.func.id)
        return _call_range(name, [_range(a, ranges) for a in node.args])
    if isinstance(node, ast.NamedExpr):
        return _range(node.value, ranges)
    return None


_RANGE_ALIASES = {"_exp": "exp", **{alias: name for name, alias in _MATH_CALLS.items()}}


def _binary_range(node: ast.BinOp, ranges: Mapping[str, Range]) -> Range | None:
    left = _range(node.left, ranges)
    if isinstance(node.op, ast.Div):
        divisor = _constant_value(node.right, ranges)
        if left is None or not divisor:
            return None
        ends = (left[0] / divisor, left[1] / divisor)
        return (min(ends), max(ends))
    right = _range(node.right, ranges)
    if left is None or right is None:
        return None
    if isinstance(node.op, ast.Add):
        return (left[0] + right[0], left[1] + right[1])
    if isinstance(node.op, ast.Sub):
        return (left[0] - right[1], left[1] - right[0])
    if isinstance(node.op, ast.Mult):
        products = [a * b for a in left for b in right]
        return (min(products), max(products))
    return None


def _call_range(name: str, args: list[Range | None]) -> Range | None:
    if not args or None in args:
        return None
    low = min(a[0] for a in args)  # type: ignore[index]
    high = max(a[1] for a in args)  # type: ignore[index]
    if name == "min":
        return (low, min(a[1] for a in args))  # type: ignore[index]
    if name == "max":
        return (max(a[0] for a in args), high)  # type: ignore[index]
    if name == "clamp" and len(args) == 3:
        value, lower, upper = args  # min(max(value, lower), upper)
        return (min(lower[0], upper[0]),  # type: ignore[index]
                min(upper[1], max(value[1], lower[1])))  # type: ignore[index]
    if name == "abs":
        return (0.0, max(abs(low), abs(high)))
    if name in ("cos", "sin", "tanh"):
        return (-1.0, 1.0)
    if name == "sigmoid":
        return (0.0, 1.0)
    if name == "exp":
        return (math.exp(low), math.exp(high)) if high < 700 else None
    if name in ("floor", "ceil"):
        return (low - 1.0, high + 1.0)
    return None


def _constant_value(node: ast.AST, ranges: Mapping[str, Range]) -> float | None:
    """The value of a tree of numbers, parameters and + - * / (None when it reads anything
    else, or divides by 0)."""
    if isinstance(node, ast.Constant):
        return float(node.value)
    if isinstance(node, ast.Name):
        found = ranges.get(node.id)
        return found[0] if found is not None and found[0] == found[1] else None
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        inner = _constant_value(node.operand, ranges)
        return None if inner is None else (-inner if isinstance(node.op, ast.USub) else inner)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Sub | ast.Mult | ast.Div):
        left, right = _constant_value(node.left, ranges), _constant_value(node.right, ranges)
        if left is None or right is None or (isinstance(node.op, ast.Div) and right == 0):
            return None
        if isinstance(node.op, ast.Add):
            return left + right
        if isinstance(node.op, ast.Sub):
            return left - right
        return left * right if isinstance(node.op, ast.Mult) else left / right
    return None


def build_kernel(ruleset: Ruleset) -> Kernel:
    """Generate and compile the kernel of ``ruleset`` (a few milliseconds; done once)."""
    builder = _Builder(ruleset)
    for kind in EVENT_KINDS:
        builder.emit(_template("V = _strengths[KIND]", V=builder.local(f"event_{kind}"),
                               KIND=ast.Constant(kind)))
    _inputs(builder)
    skipped = _unread_safe_formulas(ruleset)
    for variable in ruleset.variables:
        target = builder.local(variable.name)
        builder.emit(_template(
            "V = _prior[NAME]\n"
            "if type(V) is not float or not LOW <= V <= HIGH: raise _Slow",
            V=target, NAME=ast.Constant(variable.name), LOW=_num(variable.minimum),
            HIGH=_num(variable.maximum)))
    builder.formulas(skip=skipped)
    _dynamics(builder)
    _effects(builder)
    for variable in ruleset.variables:
        builder.emit(_template("V = round(V, 6) or 0.0", V=builder.local(variable.name)))
    builder.formulas()
    names = [v.name for v in ruleset.variables] + [f.name for f in ruleset.formulas]
    values = ast.Dict(keys=[ast.Constant(n) for n in names],
                      values=[ast.Name(builder.local(n), ast.Load()) for n in names])
    result = ast.Tuple([values, _hits(builder, ruleset.markers), _hits(builder, ruleset.notes),
                        _hits(builder, ruleset.body_events)], ast.Load())
    builder.emit([ast.Return(result)])

    arguments = ["_prior", "_strengths", *(builder.local(n) for n in TICK_NAMES
                                            if n != "context_given"),
                 "_context", "_documents", "_activity", "_go"]
    function = ast.FunctionDef(
        name=f"kernel_{re.sub(r'[^0-9A-Za-z_]', '_', ruleset.name)}",
        args=ast.arguments(posonlyargs=[], args=[ast.arg(a) for a in arguments], vararg=None,
                           kwonlyargs=[], kw_defaults=[], kwarg=None, defaults=[]),
        body=builder.body, decorator_list=[], returns=None, type_params=[])
    module = ast.fix_missing_locations(ast.Module(body=[function], type_ignores=[]))
    namespace: dict[str, Any] = evaluation_globals()
    namespace.update({alias: getattr(math, name) for name, alias in _MATH_CALLS.items()})
    namespace.update({"_Slow": Slow, "_exp": math.exp, "_MISSING": _MISSING,
                      "_sum_field": _sum_field,
                      "_checked": _checked, "_mapped": _mapped, "float": float,
                      "round": round, "type": type, "bool": bool, "dict": dict, "int": int,
                      "str": str})
    code = compile(module, f"<homeostat kernel {ruleset.source}>", "exec")
    exec(code, namespace)  # noqa: S102 (our own syntax tree: checked formulas and engine glue)
    kernel_function = namespace[function.name]

    exact: dict[str, dict[str, tuple[float, int]]] = {}
    longest = 1
    for column in _activity_columns(ruleset):
        table: dict[str, tuple[float, int]] = {}
        for activity in ruleset.activities:
            columns = dict(activity.columns)
            if column not in columns:
                continue
            for name in (activity.label, *activity.aliases):
                phrase = " ".join(_WORD.findall(name.casefold()))
                table.setdefault(phrase, (columns[column], len(table)))
                longest = max(longest, len(phrase.split()))
        exact[column] = table
    initial = {v.name: float(v.initial) for v in ruleset.variables}
    needs = []
    for need in ruleset.needs:
        fallback = f"{need.name} is at or below its threshold ({need.threshold:g})."
        urgent = need.urgent_reason or fallback
        needs.append((need.name, need.variable, need.threshold, need.release, need.critical,
                      need.may_interrupt, need.critical_reason or urgent, urgent))
    source = ruleset.activity.source
    labels = dict(ruleset.activity.labels)
    columns = _activity_columns(ruleset)
    return Kernel(function=kernel_function, activity_columns=columns,
                  initial=initial, exact_activities=exact, phrase_words=longest,
                  needs=tuple(needs), note_texts=tuple(note.text for note in ruleset.notes),
                  activity_tables=tuple(exact[c] for c in columns),
                  activity_key=source[1] if source and len(source) == 2
                  and source[0] == "context" else None,
                  activity_labels=tuple((kind, labels.get(kind, kind))
                                        for kind in ruleset.activity.from_events),
                  no_activity=(None,) * len(columns),
                  no_events=dict.fromkeys(EVENT_KINDS, 0.0),
                  no_markers={m.name: None for m in ruleset.markers},
                  marker_names=tuple(m.name for m in ruleset.markers),
                  cap_seconds=ruleset.time.max_catch_up_hours * 3600)


_WORD = re.compile(r"[\w']+")
_MISSING = object()


def _mapped(raw: Any, mapping: Mapping[str, float]) -> float:
    """A text or JSON flag through an input's ``map``; anything else (or unknown) is Slow."""
    if type(raw) is str:
        value = mapping.get(raw.strip().casefold())
    elif type(raw) is bool:
        value = mapping.get("true" if raw else "false")
    else:
        value = None
    if value is None:
        raise Slow
    return value


def _checked(value: Any) -> Any:
    """A condition's value as :meth:`Expression.evaluate` returns it: non-finite is Slow."""
    if value - value:
        raise Slow
    return value


def _sum_field(raw: Any, field: str) -> float:
    """``ticking._coerce_input`` for a ``sum`` input, or Slow where it would raise."""
    if type(raw) is not list:
        raise Slow
    total = 0.0
    for item in raw:
        if type(item) is not dict:
            raise Slow
        amount = item.get(field)
        if amount is None:
            continue
        if type(amount) is int:
            amount = float(amount)
        elif type(amount) is not float or amount - amount or amount < 0:
            raise Slow
        total += amount
    return total
