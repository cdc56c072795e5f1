"""Reading formulas: the grammar's allow-list checker, lowering, and dependency order.

:func:`parse_expression` checks formula text against the grammar of :mod:`engine.expressions`
(DESIGN.md section 3) and returns a compiled :class:`~engine.expressions.Expression`;
:func:`order_by_dependency` sorts formulas so each comes after the ones it reads. Imported when
rules are compiled (and when a formula's tree or an evaluation error's culprit is needed), never
by a tick from the compiled-rules cache: :mod:`ast` alone costs such a tick about 17 million
instructions to import (design choice, issue 7).
"""

from __future__ import annotations

import ast
import heapq
import math
import warnings
from collections.abc import Callable, Collection, Mapping
from graphlib import CycleError, TopologicalSorter

from engine.diagnostics import RuleError, did_you_mean
from engine.expressions import (
    _POW_NAME,
    CONSTANTS,
    DEFAULT_LIMITS,
    FUNCTIONS,
    RESERVED_NAMES,
    Expression,
    ExpressionLimits,
    SourceRef,
    _arity,
    _char_offset,
    _diagnostic,
)

__all__ = ["check_definable_name", "lowered_tree", "order_by_dependency", "parse_expression"]


# --------------------------------------------------------------------------------------------
# The allow-list checker
# --------------------------------------------------------------------------------------------

_BINARY = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.Pow: "**"}
_UNARY = {ast.UAdd: "+", ast.USub: "-", ast.Not: "not"}
_COMPARE = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!="}
_FORBIDDEN_OPS = {
    ast.FloorDiv: "//",
    ast.Mod: "%",
    ast.MatMult: "@",
    ast.BitAnd: "&",
    ast.BitOr: "|",
    ast.BitXor: "^",
    ast.LShift: "<<",
    ast.RShift: ">>",
    ast.Invert: "~",
    ast.Is: "is",
    ast.IsNot: "is not",
    ast.In: "in",
    ast.NotIn: "not in",
}
_OPS_HELP = "formulas can use + - * / **, comparisons (< <= > >= == !=), and, or, not"
_SYNTAX_HELP = (
    "formulas can use numbers, names, + - * / **, comparisons, and/or/not, "
    "'a if condition else b' and the listed functions"
)
_COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
_CONTAINERS = (ast.List, ast.Tuple, ast.Set, ast.Dict)
_LEAF_TYPES = (ast.expr_context, ast.operator, ast.unaryop, ast.cmpop, ast.boolop)
_DISALLOWED: tuple[tuple[type | tuple[type, ...], str, str], ...] = (
    (ast.Lambda, "expr.lambda", "lambda is not allowed"),
    (_COMPREHENSIONS, "expr.comprehension", "comprehensions are not allowed"),
    ((ast.JoinedStr, ast.FormattedValue), "expr.string", "text (f-strings) is not allowed"),
    (ast.NamedExpr, "expr.walrus", "assignment (:=) is not allowed; define another formula"),
    (ast.Starred, "expr.starred", "unpacking with * is not allowed; pass arguments one by one"),
    (_CONTAINERS, "expr.container", "lists, tuples, sets and dicts are not allowed"),
)


def _literal_number(node: ast.AST) -> float | None:
    """The value of a number literal, optionally signed, or ``None``."""
    sign = 1.0
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.UAdd | ast.USub):
        sign = -1.0 if isinstance(node.op, ast.USub) else 1.0
        node = node.operand
    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        try:
            return sign * float(node.value)
        except OverflowError:
            return math.inf
    return None


def _function_list() -> str:
    return ", ".join(sorted(FUNCTIONS))


class _Checker:
    """Walks a parsed tree once (iteratively) and records every disallowed construct."""

    def __init__(self, flat: str, known: frozenset[str], limits: ExpressionLimits):
        self.flat = flat
        self.text, self.shift = _parse_view(flat)
        self.known = known
        self.limits = limits
        self.problems: list[tuple[int, int, str, str, str | None]] = []
        self.names: set[str] = set()
        self._reported_unknown: set[str] = set()
        self._quiet_pow: set[int] = set()

    # ---- recording -------------------------------------------------------------------------

    def start(self, node: ast.AST) -> int:
        return _char_offset(self.text, getattr(node, "col_offset", 0)) + self.shift

    def end(self, node: ast.AST) -> int:
        return _char_offset(self.text, getattr(node, "end_col_offset", 0)) + self.shift

    def report(self, offset: int, code: str, message: str, suggestion: str | None = None) -> None:
        self.problems.append((offset, len(self.problems), code, message, suggestion))

    def find(self, text: str, after: ast.AST, before: ast.AST | None, fallback: int) -> int:
        """Offset of ``text`` between two nodes (operators have no position in ``ast``)."""
        stop = self.start(before) if before is not None else len(self.flat)
        found = self.flat.find(text, self.end(after), stop)
        return found if found >= 0 else fallback

    # ---- size ------------------------------------------------------------------------------

    def too_complex(self, tree: ast.AST) -> bool:
        """Count nodes and measure depth without recursion; report once when over a limit."""
        stack: list[tuple[ast.AST, int]] = [(tree, 0)]
        count = 0
        while stack:
            node, depth = stack.pop()
            count += 1
            if count > self.limits.max_nodes or depth > self.limits.max_depth:
                what = (
                    f"more than {self.limits.max_nodes} parts"
                    if count > self.limits.max_nodes
                    else f"nested more than {self.limits.max_depth} levels deep"
                )
                self.report(
                    0,
                    "expr.too-complex",
                    f"formula is too complex ({what}); split it into smaller named formulas",
                )
                return True
            for child in ast.iter_child_nodes(node):
                if not isinstance(child, _LEAF_TYPES):
                    stack.append((child, depth + 1))
        return False

    # ---- the allow-list --------------------------------------------------------------------

    def check(self, tree: ast.Expression) -> None:
        stack: list[ast.AST] = [tree.body]
        while stack:
            node = stack.pop()
            handler = getattr(self, f"visit_{type(node).__name__}", None)
            if handler is None:
                self.disallowed(node)
            else:
                stack.extend(handler(node))

    def disallowed(self, node: ast.AST) -> None:
        code, message = next(
            ((code, message) for kinds, code, message in _DISALLOWED if isinstance(node, kinds)),
            ("expr.not-allowed", f"{type(node).__name__} is not allowed"),
        )
        self.report(self.start(node), code, f"{message}; {_SYNTAX_HELP}")

    def visit_Constant(self, node: ast.Constant) -> list[ast.AST]:
        value, at = node.value, self.start(node)
        if isinstance(value, str | bytes):
            self.report(
                at,
                "expr.string",
                "text (strings) is not allowed in formulas; formulas compute numbers from names",
            )
        elif type(value) in (int, float):
            try:
                finite = math.isfinite(float(value))
            except OverflowError:
                finite = False
            if not finite:
                self.report(
                    at,
                    "expr.number",
                    "number is too large; numbers in formulas must be finite floats",
                )
        elif isinstance(value, complex):
            self.report(at, "expr.literal", "complex numbers are not allowed; use real numbers")
        else:
            self.report(
                at,
                "expr.literal",
                f"{value!r} is not allowed; formulas use numbers (comparisons give true/false)",
            )
        return []

    def visit_Name(self, node: ast.Name) -> list[ast.AST]:
        name, at = node.id, self.start(node)
        if name.startswith("__"):
            self.report(
                at,
                "expr.forbidden-name",
                f"{name} is not allowed: formulas cannot import or call Python",
            )
        elif name in CONSTANTS:
            pass
        elif name in FUNCTIONS:
            self.report(
                at,
                "expr.function-value",
                f"{name} is a function; call it with arguments, as in {name}(...)",
            )
        elif name not in self.known:
            if name not in self._reported_unknown:
                self._reported_unknown.add(name)
                suggestion = did_you_mean(name, self.known | set(CONSTANTS))
                self.report(at, "expr.unknown-name", f"unknown name '{name}'", suggestion)
        else:
            self.names.add(name)
        return []

    def visit_UnaryOp(self, node: ast.UnaryOp) -> list[ast.AST]:
        if type(node.op) not in _UNARY:
            symbol = _FORBIDDEN_OPS.get(type(node.op), type(node.op).__name__)
            self.report(
                self.start(node),
                "expr.operator",
                f"operator '{symbol}' is not allowed; {_OPS_HELP}",
            )
        return [node.operand]

    def visit_BinOp(self, node: ast.BinOp) -> list[ast.AST]:
        op = type(node.op)
        if op is ast.Pow:
            self.check_power(node)
        elif op is ast.Div and _literal_number(node.right) == 0:
            # always fails at tick time: reject it when the rule file is checked
            at = self.find("/", node.left, node.right, self.start(node))
            self.report(at, "expr.division-by-zero",
                        "division by the number 0 always fails; divide by something else, or "
                        "guard a divisor that can be 0 with max(x, 0.001)")
        elif op not in _BINARY:
            symbol = _FORBIDDEN_OPS.get(op, op.__name__)
            at = self.find(symbol, node.left, node.right, self.start(node))
            self.report(at, "expr.operator", f"operator '{symbol}' is not allowed; {_OPS_HELP}")
        return [node.right, node.left]

    def check_power(self, node: ast.BinOp) -> None:
        limit = self.limits.max_exponent
        at = self.find("**", node.left, node.right, self.start(node))
        value = _literal_number(node.right)
        quiet = id(node) in self._quiet_pow
        if value is None:
            if isinstance(node.right, ast.BinOp) and isinstance(node.right.op, ast.Pow):
                self._quiet_pow.add(id(node.right))  # one report per chain like 9**9**9**9
            if not quiet:
                self.report(
                    at,
                    "expr.exponent",
                    f"the exponent of '**' must be a plain number "
                    f"between -{limit:g} and {limit:g}, not an expression (exponents "
                    "are bounded so a formula cannot take forever)",
                )
        elif abs(value) > limit and not quiet:
            self.report(
                at,
                "expr.exponent",
                f"exponent {value:g} is too large: '**' allows "
                f"number exponents between -{limit:g} and {limit:g}",
            )

    def visit_BoolOp(self, node: ast.BoolOp) -> list[ast.AST]:
        return list(reversed(node.values))

    def visit_Compare(self, node: ast.Compare) -> list[ast.AST]:
        operands = [node.left, *node.comparators]
        for i, op in enumerate(node.ops):
            if type(op) not in _COMPARE:
                symbol = _FORBIDDEN_OPS.get(type(op), type(op).__name__)
                at = self.find(symbol.split()[0], operands[i], operands[i + 1], self.start(node))
                self.report(at, "expr.operator", f"operator '{symbol}' is not allowed; {_OPS_HELP}")
        return list(reversed(operands))

    def visit_IfExp(self, node: ast.IfExp) -> list[ast.AST]:
        return [node.orelse, node.test, node.body]

    def visit_Attribute(self, node: ast.Attribute) -> list[ast.AST]:
        at = self.find(".", node.value, None, self.start(node))
        self.report(
            at,
            "expr.attribute",
            f"attribute access '.{node.attr}' is not allowed: "
            "formulas cannot reach into Python objects; use plain names",
        )
        return [node.value]

    def visit_Subscript(self, node: ast.Subscript) -> list[ast.AST]:
        at = self.find("[", node.value, None, self.start(node))
        self.report(
            at, "expr.subscript", "indexing with [...] is not allowed in formulas; use plain names"
        )
        return [node.slice, node.value]

    def visit_Slice(self, node: ast.Slice) -> list[ast.AST]:
        return [part for part in (node.step, node.upper, node.lower) if part is not None]

    def visit_Call(self, node: ast.Call) -> list[ast.AST]:
        children: list[ast.AST] = [*reversed(node.args)]
        func = node.func
        if isinstance(func, ast.Name):
            name, at = func.id, self.start(func)
            if name.startswith("__"):
                children.append(func)  # reported as a forbidden name
            elif name not in FUNCTIONS:
                self.report(
                    at,
                    "expr.call-not-allowed",
                    f"'{name}' is not an allowed function; formulas can call only: "
                    f"{_function_list()}",
                    did_you_mean(name, FUNCTIONS),
                )
            elif not node.keywords and not any(isinstance(a, ast.Starred) for a in node.args):
                self.check_arity(name, len(node.args), at)
        else:
            if not isinstance(func, ast.Attribute | ast.Subscript | ast.Lambda):
                self.report(
                    self.end(func),
                    "expr.call-not-allowed",
                    f"only the listed functions can be called, by name: {_function_list()}",
                )
            children.append(func)
        for keyword in node.keywords:
            label = f"keyword argument '{keyword.arg}='" if keyword.arg else "'**' unpacking"
            self.report(
                self.start(keyword),
                "expr.keyword",
                f"{label} is not allowed; pass arguments by position",
            )
            children.insert(0, keyword.value)
        return children

    def check_arity(self, name: str, count: int, at: int) -> None:
        low, high, params = _arity(name)
        if count >= low and (high is None or count <= high):
            return
        if high is None:
            wanted = f"at least {low} argument{'s' if low != 1 else ''}"
        else:
            wanted = f"exactly {low} argument{'s' if low != 1 else ''} ({', '.join(params)})"
        self.report(at, "expr.arity", f"{name}() takes {wanted}, got {count}")


# --------------------------------------------------------------------------------------------
# Lowering: the checked tree, ready to compile
# --------------------------------------------------------------------------------------------


class _Lower(ast.NodeTransformer):
    """Integer literals become floats; ``a ** b`` becomes a call to the bounded-power helper."""

    def visit_Constant(self, node: ast.Constant) -> ast.AST:
        if type(node.value) is int:
            return ast.copy_location(ast.Constant(float(node.value)), node)
        return node

    def visit_BinOp(self, node: ast.BinOp) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.op, ast.Pow):
            call = ast.Call(ast.Name(_POW_NAME, ast.Load()), [node.left, node.right], [])
            ast.copy_location(call.func, node)
            return ast.copy_location(call, node)
        return node



def _reason(node: ast.AST, exc: BaseException) -> str:
    if isinstance(exc, ZeroDivisionError):
        return "division by zero (guard the divisor, e.g. max(x, 0.001))"
    if isinstance(exc, OverflowError):
        return "the result is too large (bound the inputs, e.g. with clamp)"
    callee = node.func.id if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) else ""
    if isinstance(exc, ValueError):
        if callee == "log":
            return "log needs a number greater than 0"
        if callee == "sqrt":
            return "sqrt needs a number of at least 0"
        if callee == _POW_NAME:
            return (
                "a negative number cannot be raised to a fractional power, or 0 to a negative one"
            )
        return f"math domain error ({exc})"
    return f"a value is not a number ({exc})"


class _Failed(Exception):
    def __init__(self, node: ast.AST, cause: BaseException):
        super().__init__(node, cause)
        self.node, self.cause = node, cause


_UNARY_FN: dict[type, Callable[[object], object]] = {
    ast.UAdd: lambda v: +v,  # type: ignore[operator]
    ast.USub: lambda v: -v,  # type: ignore[operator]
    ast.Not: lambda v: not v,
}
_BINARY_FN: dict[type, Callable[[object, object], object]] = {
    ast.Add: lambda a, b: a + b,  # type: ignore[operator]
    ast.Sub: lambda a, b: a - b,  # type: ignore[operator]
    ast.Mult: lambda a, b: a * b,  # type: ignore[operator]
    ast.Div: lambda a, b: a / b,  # type: ignore[operator]
}
_COMPARE_FN: dict[type, Callable[[object, object], object]] = {
    ast.Lt: lambda a, b: a < b,  # type: ignore[operator]
    ast.LtE: lambda a, b: a <= b,  # type: ignore[operator]
    ast.Gt: lambda a, b: a > b,  # type: ignore[operator]
    ast.GtE: lambda a, b: a >= b,  # type: ignore[operator]
    ast.Eq: lambda a, b: a == b,
    ast.NotEq: lambda a, b: a != b,
}


def _find_failure(
    body: ast.AST, local: Mapping[str, object], env: Mapping[str, object]
) -> tuple[ast.AST, BaseException] | None:
    """Re-run a lowered, checked tree node by node (error path only) to find the failing node.

    Follows Python's evaluation order and short-circuiting, so the node found is the one that
    failed in the compiled run. Recursion is bounded by ``ExpressionLimits.max_depth``.
    """

    def run(node: ast.AST) -> object:
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Name):
            return local[node.id] if node.id in local else env[node.id]
        if isinstance(node, ast.BoolOp):
            value: object = None
            for part in node.values:
                value = run(part)
                if bool(value) is isinstance(node.op, ast.Or):
                    return value
            return value
        if isinstance(node, ast.IfExp):
            return run(node.body) if _truth(node.test, run(node.test)) else run(node.orelse)
        if isinstance(node, ast.Compare):
            left = run(node.left)
            for op, right_node in zip(node.ops, node.comparators, strict=True):
                right = run(right_node)
                if not _apply(node, _COMPARE_FN[type(op)], left, right):
                    return False
                left = right
            return True
        if isinstance(node, ast.UnaryOp):
            return _apply(node, _UNARY_FN[type(node.op)], run(node.operand))
        if isinstance(node, ast.BinOp):
            left = run(node.left)
            return _apply(node, _BINARY_FN[type(node.op)], left, run(node.right))
        if isinstance(node, ast.Call):
            fn = run(node.func)
            return _apply(node, fn, *[run(arg) for arg in node.args])  # type: ignore[arg-type]
        raise _Failed(node, TypeError(f"unexpected {type(node).__name__}"))

    try:
        run(body)
    except _Failed as failed:
        return failed.node, failed.cause
    return None


def _truth(node: ast.AST, value: object) -> bool:
    return bool(_apply(node, bool, value))


def _apply(node: ast.AST, fn: Callable[..., object], *args: object) -> object:
    try:
        return fn(*args)
    except (ArithmeticError, ValueError, TypeError) as exc:
        raise _Failed(node, exc) from None


# --------------------------------------------------------------------------------------------
# Parsing
# --------------------------------------------------------------------------------------------


def _flatten(source: str) -> str:
    """One-line text with the same character offsets (block scalars may span lines)."""
    return source.replace("\r", " ").replace("\n", " ")


def _parse_view(flat: str) -> tuple[str, int]:
    """The text given to ``ast.parse`` (leading blanks removed) and how many were removed."""
    text = flat.lstrip()
    return text, len(flat) - len(text)


def _bracket_depth_fault(flat: str, max_depth: int) -> int | None:
    """Offset of the first bracket nested deeper than ``max_depth``, or ``None``."""
    depth = 0
    for i, ch in enumerate(flat):
        if ch in "([{":
            depth += 1
            if depth > max_depth:
                return i
        elif ch in ")]}":
            depth -= 1
    return None


def parse_expression(
    source: str,
    *,
    known_names: Collection[str],
    ref: SourceRef | None = None,
    limits: ExpressionLimits = DEFAULT_LIMITS,
) -> Expression:
    """Check ``source`` against the formula grammar and compile it once; never evaluates it.

    Args:
        source: formula text (may span lines when it comes from a ``|`` block scalar).
        known_names: names the formula may read (state variables, other formulas).
        ref: where the text sits in a YAML file, so errors point at the exact line and column.
        limits: size limits.

    Returns:
        the checked, compiled :class:`Expression`.

    Raises:
        RuleError: listing every problem in source order, with codes ``expr.too-long``,
            ``expr.too-complex``, ``expr.syntax``, ``expr.unknown-name`` (with did-you-mean),
            ``expr.forbidden-name``, ``expr.call-not-allowed``, ``expr.arity``,
            ``expr.attribute``, ``expr.subscript``, ``expr.string``, ``expr.number``,
            ``expr.literal``, ``expr.operator``, ``expr.exponent``, ``expr.keyword``,
            ``expr.starred``, ``expr.lambda``, ``expr.comprehension``, ``expr.walrus``,
            ``expr.container``, ``expr.function-value``, ``expr.not-allowed``.
    """

    def fail(offset: int, code: str, message: str) -> RuleError:
        return RuleError(_diagnostic(str(source), offset, ref, code, message))

    if not isinstance(source, str):
        raise fail(
            0,
            "expr.syntax",
            f"a formula must be text, got {type(source).__name__} {source!r}; quote it",
        )
    if len(source) > limits.max_length:
        raise fail(
            0,
            "expr.too-long",
            f"formula is {len(source)} characters long; the limit "
            f"is {limits.max_length}; split it into smaller named formulas",
        )
    if not source.strip():
        raise fail(
            0, "expr.syntax", "formula is empty; write an expression such as 'clamp(0.5 * x, 0, 1)'"
        )
    flat = _flatten(source)
    if "#" in flat:
        raise fail(
            flat.index("#"),
            "expr.syntax",
            "'#' is not allowed inside a formula; put "
            "comments in the YAML, outside the quoted formula",
        )
    deep = _bracket_depth_fault(flat, limits.max_depth)
    if deep is not None:
        raise fail(
            deep,
            "expr.too-complex",
            f"formula is nested more than {limits.max_depth} "
            "brackets deep; split it into smaller named formulas",
        )
    try:
        text, shift = _parse_view(flat)
        with warnings.catch_warnings():
            # Dubious literals such as "1if x else 2" are errors, not warnings on stderr.
            warnings.simplefilter("error", SyntaxWarning)
            tree = ast.parse(text, mode="eval")
    except (SyntaxError, ValueError) as exc:
        offset = (getattr(exc, "offset", None) or 1) - 1 + shift
        text = getattr(exc, "msg", None) or str(exc)
        raise fail(offset, "expr.syntax", f"invalid formula: {text}; {_SYNTAX_HELP}") from None
    except (RecursionError, MemoryError):
        raise fail(
            0,
            "expr.too-complex",
            "formula is too complex to read; split it into smaller named formulas",
        ) from None

    checker = _Checker(flat, frozenset(known_names), limits)
    if not checker.too_complex(tree):
        checker.check(tree)
    if checker.problems:
        raise RuleError(
            _diagnostic(source, offset, ref, code, message, suggestion)
            for offset, _, code, message, suggestion in sorted(checker.problems)
        )
    try:
        lowered = ast.fix_missing_locations(_Lower().visit(tree))
        return Expression(source, frozenset(checker.names), lowered, ref)
    except (RecursionError, MemoryError):
        raise fail(
            0,
            "expr.too-complex",
            "formula is too complex to compile; split it into smaller named formulas",
        ) from None


# --------------------------------------------------------------------------------------------
# Dependency order
# --------------------------------------------------------------------------------------------


def check_definable_name(name: str, ref: SourceRef | None = None) -> None:
    """Raise ``expr.reserved-name`` when a rule tries to define a function, constant or dunder.

    Raises:
        RuleError: ``name`` is in :data:`RESERVED_NAMES` or starts with ``__``.
    """
    if name in RESERVED_NAMES or name.startswith("__"):
        what = (
            "a constant"
            if name in CONSTANTS
            else ("a function" if name in FUNCTIONS else "a reserved Python name")
        )
        raise RuleError(
            _diagnostic(
                name,
                0,
                ref,
                "expr.reserved-name",
                f"'{name}' is {what} of the formula language and cannot be "
                "redefined; choose another name",
            )
        )


def order_by_dependency(
    definitions: Mapping[str, Expression], refs: Mapping[str, SourceRef] | None = None
) -> list[str]:
    """Names of ``definitions`` ordered so each comes after every definition it reads.

    Ties are broken by definition order (the mapping's insertion order), so the result equals
    the definition order whenever that order is already valid.

    Args:
        definitions: formula name -> expression, in the order they are defined.
        refs: where each definition sits (defaults to each expression's own ``ref``).

    Raises:
        RuleError: ``expr.reserved-name`` for a definition named like a function or constant;
            ``expr.cycle`` naming the whole path (``fatigue -> stress_load -> fatigue``),
            located where the cycle closes when read top-down: in the later-defined member, at
            its reference to the next member.
    """
    refs = refs or {}
    index = {name: i for i, name in enumerate(definitions)}
    for name in definitions:
        check_definable_name(name, refs.get(name) or definitions[name].ref)
    uses = {
        name: sorted((dep for dep in expr.names if dep in index), key=index.__getitem__)
        for name, expr in definitions.items()
    }
    sorter: TopologicalSorter[str] = TopologicalSorter()
    for name in definitions:
        sorter.add(name, *uses[name])
    try:
        sorter.prepare()
    except CycleError as exc:
        raise _cycle_error(list(exc.args[1]), uses, index, definitions, refs) from None
    ready = [(index[name], name) for name in sorter.get_ready()]
    heapq.heapify(ready)
    order: list[str] = []
    while ready:
        _, name = heapq.heappop(ready)
        order.append(name)
        sorter.done(name)
        for nxt in sorter.get_ready():
            heapq.heappush(ready, (index[nxt], nxt))
    return order


def _cycle_error(
    cycle: list[str],
    uses: Mapping[str, list[str]],
    index: Mapping[str, int],
    definitions: Mapping[str, Expression],
    refs: Mapping[str, SourceRef],
) -> RuleError:
    members = cycle[:-1]
    # Orient the cycle as "uses" edges (graphlib lists it the other way round), then start it
    # at the earliest-defined member so the message does not depend on graphlib internals.
    if not all(b in uses[a] for a, b in zip(members, members[1:] + members[:1], strict=True)):
        members = members[::-1]
    first = min(range(len(members)), key=lambda i: index[members[i]])
    members = members[first:] + members[:first]
    path = " -> ".join([*members, members[0]])
    closer = max(members, key=index.__getitem__)
    target = members[(members.index(closer) + 1) % len(members)]
    expr = definitions[closer]
    ref = refs.get(closer) or expr.ref
    text, shift = _parse_view(_flatten(expr.source))
    offsets = [
        _char_offset(text, node.col_offset) + shift
        for node in ast.walk(expr.tree)
        if isinstance(node, ast.Name) and node.id == target
    ]
    message = (
        f"formulas form a cycle: {path}; no evaluation order exists. Remove one of these "
        f"references (here '{closer}' uses '{target}')"
    )
    return RuleError(_diagnostic(expr.source, min(offsets, default=0), ref, "expr.cycle", message))


def lowered_tree(source: str) -> ast.Expression:
    """The lowered tree of a formula that :func:`parse_expression` already accepted, parsed again
    from its text (the same tree, positions included): how an unpickled
    :class:`~engine.expressions.Expression` gets its :attr:`~engine.expressions.Expression.tree`."""
    text, _ = _parse_view(_flatten(source))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SyntaxWarning)
        tree = ast.parse(text, mode="eval")
    return ast.fix_missing_locations(_Lower().visit(tree))
