"""Formulas: a small, closed expression language, checked by an allow-list and compiled once.

Grammar (DESIGN.md section 3; STYLE.md practices 5 and 8): number literals (read as floats), names
(state variables, other formulas, the constants ``pi`` and ``e``), unary ``+ - not``, binary
``+ - * / **``, comparisons ``< <= > >= == !=`` (chains allowed), ``and or``,
``a if cond else b``, parentheses, and calls by bare name to the functions in :data:`FUNCTIONS`.
Comparisons give ``bool``; arithmetic on bools is plain arithmetic (``True`` is 1).

Text is parsed with :func:`ast.parse` (``mode="eval"``) and every node is checked against an
allow-list (:mod:`engine.formula_syntax`); everything else (attributes, subscripts, strings,
lambdas, comprehensions, keyword arguments, walrus, bitwise operators, ``//``, ``%`` ...) is a
:class:`RuleError` at load time. ``a ** b`` is allowed only when ``b`` is a number literal with
``|b| <= max_exponent``, so ``9**9**9**9`` is refused without being evaluated or folded. Size
limits are checked on the raw text before parsing, so no formula can make the parser or compiler
recurse deeply (design choice, after Jinja's sandbox and simpleeval's test catalogue, without
their mutable global limits).

A checked formula is compiled once to a code object and evaluated with empty builtins; runtime
math faults become :class:`ExpressionEvaluationError` naming the sub-expression and the values.

This module holds what evaluating needs; reading and checking formula text (and with it
:mod:`ast`, about 17 million instructions to import) lives in :mod:`engine.formula_syntax`, which
a tick from the compiled-rules cache never imports: a cached formula is its marshalled code
object, and its syntax tree is parsed again only when something asks for it (design choice,
issue 7). ``parse_expression``, ``check_definable_name`` and ``order_by_dependency`` are still
importable from here.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Mapping
from functools import cache
from types import CodeType, MappingProxyType

from engine.diagnostics import Diagnostic, Position, RuleError
from engine.records import Frozen, Record

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at run time (issue 7)
if TYPE_CHECKING:
    import ast
    from typing import Any

__all__ = [
    "CONSTANTS",
    "FUNCTIONS",
    "RESERVED_NAMES",
    "Expression",
    "ExpressionEvaluationError",
    "ExpressionLimits",
    "SourceRef",
    "evaluation_globals",
]  # and, from engine.formula_syntax on first use: parse_expression, check_definable_name,
# order_by_dependency


# --------------------------------------------------------------------------------------------
# Limits and source references
# --------------------------------------------------------------------------------------------


class _LimitFields(Record):
    max_length: int = 2000
    max_nodes: int = 400
    max_depth: int = 40
    max_exponent: float = 16


class ExpressionLimits(_LimitFields):
    """Size limits of one formula (design choice; generous for hand-written rules). Immutable.

    Attributes:
        max_length: characters of formula text, checked before parsing.
        max_nodes: syntax-tree nodes (names, numbers, operations, calls).
        max_depth: nesting depth, both of brackets in the raw text and of the parsed tree.
        max_exponent: largest ``|b|`` allowed in ``a ** b`` (``b`` must be a number literal).

    Raises:
        ValueError: a limit that is not a positive finite number.
    """

    __slots__ = ()

    def __new__(cls, max_length: int = 2000, max_nodes: int = 400, max_depth: int = 40,
                max_exponent: float = 16) -> ExpressionLimits:
        self = super().__new__(cls, max_length, max_nodes, max_depth, max_exponent)
        for name, value in self._asdict().items():
            if not (isinstance(value, int | float) and math.isfinite(value) and value > 0):
                raise ValueError(
                    f"ExpressionLimits.{name} must be a positive number, got {value!r}"
                )
        return self


DEFAULT_LIMITS = ExpressionLimits()
"""The limits :func:`parse_expression` applies when given none."""


class SourceRef(Record):
    """Where a formula string sits in a YAML file. Immutable.

    Attributes:
        position: the scalar node's position (line, column of its first character including an
            opening quote, scalar style, source line).
        path: dotted path of the formula, such as ``"formulas.fatigue"``.
        block_indent: for a literal block scalar (``|``), the number of spaces before its content
            lines, so columns inside it can be reported; ``None`` when unknown.
    """

    position: Position
    path: str
    block_indent: int | None = None


# --------------------------------------------------------------------------------------------
# The function table
# --------------------------------------------------------------------------------------------


def _min(first: float, *rest: float) -> float:
    """Smallest argument."""
    return float(min(first, *rest)) if rest else float(first)


def _max(first: float, *rest: float) -> float:
    """Largest argument."""
    return float(max(first, *rest)) if rest else float(first)


def _clamp(x: float, lo: float, hi: float) -> float:
    """``x`` limited to ``[lo, hi]`` (``hi`` wins when ``lo > hi``)."""
    return float(min(max(x, lo), hi))


def _abs(x: float) -> float:
    """Absolute value."""
    return float(abs(x))


def _exp(x: float) -> float:
    """``e ** x``; overflow is an evaluation error."""
    return math.exp(x)


def _log(x: float) -> float:
    """Natural logarithm; ``x <= 0`` is an evaluation error."""
    return math.log(x)


def _sqrt(x: float) -> float:
    """Square root; ``x < 0`` is an evaluation error."""
    return math.sqrt(x)


def _sigmoid(x: float) -> float:
    """Logistic function ``1 / (1 + exp(-x))``, computed without overflow for any finite x."""
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    z = math.exp(x)
    return z / (1.0 + z)


def _tanh(x: float) -> float:
    """Hyperbolic tangent."""
    return math.tanh(x)


def _sin(x: float) -> float:
    """Sine of ``x`` radians."""
    return math.sin(x)


def _cos(x: float) -> float:
    """Cosine of ``x`` radians."""
    return math.cos(x)


def _floor(x: float) -> float:
    """Largest whole number ``<= x``, as a float."""
    return float(math.floor(x))


def _ceil(x: float) -> float:
    """Smallest whole number ``>= x``, as a float."""
    return float(math.ceil(x))


#: The only functions a formula may call, by bare name. Each is a plain callable taking and
#: returning floats; its Python signature is its arity (checked at load time).
FUNCTIONS: Mapping[str, Callable[..., float]] = MappingProxyType(
    {
        "abs": _abs,
        "ceil": _ceil,
        "clamp": _clamp,
        "cos": _cos,
        "exp": _exp,
        "floor": _floor,
        "log": _log,
        "max": _max,
        "min": _min,
        "sigmoid": _sigmoid,
        "sin": _sin,
        "sqrt": _sqrt,
        "tanh": _tanh,
    }
)

#: Predefined names; rules may not redefine them.
CONSTANTS: Mapping[str, float] = MappingProxyType({"e": math.e, "pi": math.pi})

#: Names a rule may not use for its own variables or formulas.
RESERVED_NAMES: frozenset[str] = frozenset(FUNCTIONS) | frozenset(CONSTANTS)


@cache
def _arity(name: str) -> tuple[int, int | None, tuple[str, ...]]:
    """(minimum, maximum or None, parameter names) of the function ``name``, read from its code
    object (every function of :data:`FUNCTIONS` is a plain Python function): its positional
    parameters and whether it takes ``*args``. Not ``inspect.signature``: importing ``inspect``
    costs a compile after a rules change about 3 ms (issue 7)."""
    code = FUNCTIONS[name].__code__
    fixed = code.co_varnames[:code.co_argcount]
    variadic = bool(code.co_flags & _CO_VARARGS)
    return len(fixed), None if variadic else len(fixed), fixed


_CO_VARARGS = 0x04  # the code flag of a function with *args (inspect.CO_VARARGS)


# `**` is compiled as a call to this helper (math.pow raises instead of returning a complex
# number for a negative base and a fractional exponent). User text can never name it: names
# starting with "__" are rejected.
_POW_NAME = "__homeostat_pow"


def _bounded_pow(base: float, exponent: float) -> float:
    return math.pow(base, exponent)


def evaluation_globals() -> dict[str, object]:
    """A fresh globals dict for evaluating a checked tree: empty builtins, functions, constants.

    Trees from :func:`parse_expression` may be compiled elsewhere (for example a whole ruleset
    at once) and must then be evaluated with these globals, which include the ``**`` helper.
    """
    return {"__builtins__": {}, **FUNCTIONS, **CONSTANTS, _POW_NAME: _bounded_pow}


# --------------------------------------------------------------------------------------------
# Positions: from an offset in the formula text to a line and column in the YAML file
# --------------------------------------------------------------------------------------------


def _locate(source: str, offset: int, ref: SourceRef | None) -> dict[str, object]:
    """File, line, column and source line of character ``offset`` of ``source``.

    Plain and quoted one-line scalars map exactly (checked against ``source_line``; escapes or
    folded lines fall back to the scalar's own position). Literal blocks (``|``) map to the exact
    line, and to the column when ``ref.block_indent`` is known. Folded blocks (``>``) use the
    scalar's own position, because folding loses the line structure.
    """
    offset = max(0, min(offset, len(source)))
    before = source[:offset]
    line_index = before.count("\n")
    col = offset - (before.rfind("\n") + 1)
    text_line = source.split("\n")[line_index]
    if ref is None:
        return {"file": None, "line": line_index + 1, "column": col + 1, "source_line": text_line}
    pos = ref.position
    scalar = {
        "file": pos.file,
        "line": pos.line,
        "column": pos.column,
        "source_line": pos.source_line,
    }
    if pos.style == "|":
        column = None if ref.block_indent is None else ref.block_indent + 1 + col
        return {**scalar, "line": pos.line + 1 + line_index, "column": column, "source_line": None}
    if pos.style in (None, "'", '"') and line_index == 0:
        column = pos.column + (1 if pos.style else 0) + col
        snippet = text_line[col : col + 16]
        if pos.source_line is None or pos.source_line[column - 1 :].startswith(snippet):
            return {**scalar, "column": column}
    return scalar


def _char_offset(flat: str, byte_offset: int | None) -> int:
    """Character offset of a UTF-8 ``byte_offset`` (``ast`` columns count bytes)."""
    if byte_offset is None:
        return 0
    if flat.isascii():
        return byte_offset
    return len(flat.encode("utf-8")[:byte_offset].decode("utf-8", errors="ignore"))


# --------------------------------------------------------------------------------------------
# Errors
# --------------------------------------------------------------------------------------------


class ExpressionEvaluationError(RuleError):
    """A formula failed while being evaluated (division by zero, log of 0, overflow ...).

    Carries one ``expr.evaluation`` diagnostic naming the formula, the failing sub-expression
    and the values of the names involved.
    """

    kind = "evaluation"


def _diagnostic(
    source: str,
    offset: int,
    ref: SourceRef | None,
    code: str,
    message: str,
    suggestion: str | None = None,
) -> Diagnostic:
    where = _locate(source, offset, ref)
    return Diagnostic(
        code=code,
        message=message,
        file=where["file"],  # type: ignore[arg-type]
        line=where["line"],  # type: ignore[arg-type]
        column=where["column"],  # type: ignore[arg-type]
        path=ref.path if ref is not None else None,
        suggestion=suggestion,
        source_line=where["source_line"],  # type: ignore[arg-type]
    )


# --------------------------------------------------------------------------------------------
# Expression
# --------------------------------------------------------------------------------------------


class Expression(Frozen):
    """A checked formula, compiled once. Make it with :func:`parse_expression` only.

    Attributes:
        source: the formula text as written.
        names: free names it reads (state variables and other formulas; not functions or
            constants).
        tree: the checked tree, lowered for compiling: integer literals are floats and
            ``a ** b`` is a call to the bounded-power helper in :func:`evaluation_globals`.
            After unpickling it is parsed again from ``source`` when first read.
        ref: where the formula sits in its YAML file, for error messages.

    Immutable; equal when ``source`` and ``names`` are. Picklable: the pickle holds the
    marshalled code object, not the tree. (A slotted class, not a frozen dataclass: a cold tick
    loads this module, and ``dataclasses`` costs it several milliseconds, issue 7.)
    """

    __slots__ = ("source", "names", "_tree", "ref", "_code", "_globals")
    source: str
    names: frozenset[str]
    _tree: ast.Expression | None
    ref: SourceRef | None
    _code: CodeType
    _globals: dict[str, object]

    def __init__(self, source: str, names: frozenset[str], tree: ast.Expression,
                 ref: SourceRef | None = None) -> None:
        for key, value in (("source", source), ("names", names), ("_tree", tree), ("ref", ref)):
            object.__setattr__(self, key, value)
        filename = f"<formula {ref.path}>" if ref else "<formula>"
        object.__setattr__(self, "_code", compile(tree, filename, "eval"))
        object.__setattr__(self, "_globals", evaluation_globals())

    @property
    def tree(self) -> ast.Expression:
        """The checked, lowered syntax tree (parsed again from ``source`` after unpickling)."""
        tree = self._tree
        if tree is None:
            from engine.formula_syntax import lowered_tree

            tree = lowered_tree(self.source)
            object.__setattr__(self, "_tree", tree)
        return tree

    def __eq__(self, other: object) -> bool:
        if type(other) is not Expression:
            return NotImplemented
        return self.source == other.source and self.names == other.names

    def __hash__(self) -> int:
        return hash((self.source, self.names))

    def __repr__(self) -> str:
        return f"Expression(source={self.source!r}, names={self.names!r})"

    def __getstate__(self) -> dict[str, object]:
        import marshal

        return {"source": self.source, "names": self.names, "ref": self.ref,
                "code": marshal.dumps(self._code)}

    def __setstate__(self, state: dict[str, Any]) -> None:
        import marshal

        object.__setattr__(self, "source", state["source"])
        object.__setattr__(self, "names", state["names"])
        object.__setattr__(self, "ref", state["ref"])
        object.__setattr__(self, "_tree", None)
        object.__setattr__(self, "_code", marshal.loads(state["code"]))
        object.__setattr__(self, "_globals", evaluation_globals())

    def evaluate(self, namespace: Mapping[str, float]) -> float | bool:
        """Value of the formula for the given values of its :attr:`names`.

        Args:
            namespace: name -> number (bools allowed); extra entries are ignored.

        Returns:
            a float, or a bool when the formula is a comparison or ``not``.

        Raises:
            ExpressionEvaluationError: a name has no value, an operation fails (division by
                zero, ``log`` of a number <= 0, overflow ...), or the result is not finite.
        """
        try:
            local = {name: namespace[name] for name in self.names}
        except KeyError as exc:
            raise self._error(0, f"no value was given for '{exc.args[0]}'") from None
        try:
            result = eval(self._code, self._globals, local)  # allow-listed tree, empty builtins
        except (ArithmeticError, ValueError, TypeError) as exc:
            raise self._failure(local, exc) from None
        if type(result) is int:
            result = float(result)
        if isinstance(result, float) and not math.isfinite(result):
            raise self._error(
                0,
                f"the result is {result} (not a finite number) with "
                f"{_values(self.names, local)}; bound the inputs or the result",
            )
        return result

    # ---- error path: find the failing sub-expression ------------------------------------------

    def _error(self, offset: int, detail: str) -> ExpressionEvaluationError:
        message = f"formula '{self.source}' cannot be evaluated: {detail}"
        return ExpressionEvaluationError(
            _diagnostic(self.source, offset, self.ref, "expr.evaluation", message)
        )

    def _failure(self, local: dict[str, object], exc: BaseException) -> ExpressionEvaluationError:
        import ast

        from engine.formula_syntax import _find_failure, _flatten, _parse_view, _reason

        found = _find_failure(self.tree.body, local, self._globals)
        node, cause = found if found is not None else (self.tree.body, exc)
        text, shift = _parse_view(_flatten(self.source))
        start = _char_offset(text, getattr(node, "col_offset", 0)) + shift
        end = _char_offset(text, getattr(node, "end_col_offset", len(text))) + shift
        involved = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)} & self.names
        reason = _reason(node, cause)
        detail = f"{reason} in '{self.source[start:end]}' with {_values(involved, local)}"
        return self._error(start, detail)


def _values(names: Collection[str], local: Mapping[str, object]) -> str:
    if not names:
        return "no variables involved"
    return ", ".join(f"{name}={local.get(name)!r}" for name in sorted(names))


_SYNTAX_NAMES = frozenset({"parse_expression", "check_definable_name", "order_by_dependency"})


def __getattr__(name: str) -> Any:
    """``parse_expression``, ``check_definable_name`` and ``order_by_dependency`` from
    :mod:`engine.formula_syntax`, imported on first use (PEP 562)."""
    if name in _SYNTAX_NAMES:
        from engine import formula_syntax

        return getattr(formula_syntax, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
