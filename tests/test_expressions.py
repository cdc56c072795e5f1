"""The formula language: values, positions of errors, dependency order, and breakout attempts.

Cases 09-12 come from shared/cases/bad-rules (unknown variable, cycle, dangerous call, exponent
bomb); their YAML lines are rebuilt here so the tests do not need ../shared.
"""

from __future__ import annotations

import ast
import math
import os
import pickle
import subprocess
import time

import pytest
from helpers import failing_cases
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.diagnostics import Position, RuleError
from engine.expressions import (
    CONSTANTS,
    FUNCTIONS,
    RESERVED_NAMES,
    Expression,
    ExpressionEvaluationError,
    ExpressionLimits,
    SourceRef,
    check_definable_name,
    evaluation_globals,
    order_by_dependency,
    parse_expression,
)

PHYSIOLOGY = [
    "sleep_pressure",
    "exertion",
    "stress_load",
    "illness",
    "pain",
    "hunger_pressure",
    "fatigue",
    "thirst",
]


def value(source: str, **names: float) -> float | bool:
    return parse_expression(source, known_names=list(names)).evaluate(names)


def rejected(source: str, known: list[str] | None = None, **kwargs: object) -> RuleError:
    with pytest.raises(RuleError) as info:
        parse_expression(source, known_names=known or ["x", "y"], **kwargs)  # type: ignore[arg-type]
    return info.value


def yaml_ref(line: str, line_no: int, path: str) -> tuple[str, SourceRef]:
    """The formula inside a double-quoted YAML line and its SourceRef (column of the quote)."""
    quote = line.index('"')
    source = line[quote + 1 : line.rindex('"')]
    return source, SourceRef(Position("f.yaml", line_no, quote + 1, '"', line), path)


# ---------------------------------------------------------------------------------------------
# Values
# ---------------------------------------------------------------------------------------------


def test_arithmetic_and_precedence_follow_python() -> None:
    def one_case(source, expected):
        result = value(source)
        assert result == expected
        assert type(result) is float

    cases = [
            ("1 + 2", 3.0),
            ("7 / 2", 3.5),
            ("2 - 5", -3.0),
            ("2 + 3 * 4", 14.0),
            ("(2 + 3) * 4", 20.0),
            ("2 + 3 * 4 ** 2", 50.0),
            ("-2 ** 2", -4.0),
            ("2 ** -1", 0.5),
            ("16 ** 0.5", 4.0),
            ("+-+3", -3.0),
            ("1e-3 * 1000", 1.0),
            ("0.1 + 0.2", 0.1 + 0.2),
        ]
    assert failing_cases(one_case, cases) == []


def test_integer_literals_are_floats_so_division_is_true_division() -> None:
    assert value("x / 4", x=1) == 0.25
    assert type(value("3")) is float


@pytest.mark.parametrize(
    ("source", "x", "expected"),
    [
        ("0 < x < 1", 0.5, True),
        ("0 < x < 1", 1.0, False),
        ("0 <= x <= 1 != 2", 1.0, True),
        ("x == 2", 2.0, True),
        ("x != 2", 2.0, False),
        ("x >= 2 > 1", 2.0, True),
        ("not x > 1", 3.0, False),
        ("x > 1 and x < 5", 3.0, True),
        ("x < 1 or x > 5", 3.0, False),
    ],
)
def test_comparisons_chain_and_give_bools(source: str, x: float, expected: bool) -> None:
    assert value(source, x=x) is expected


def test_conditional_picks_a_branch_and_skips_the_other() -> None:
    formula = parse_expression("1 / x if x > 0 else 0", known_names=["x"])
    assert formula.evaluate({"x": 4.0}) == 0.25
    assert formula.evaluate({"x": 0.0}) == 0.0  # 1 / 0 is never evaluated


def test_and_or_return_operands_like_python() -> None:
    assert value("x and 2", x=0.5) == 2.0
    assert value("x or 2", x=0.0) == 2.0


def test_bool_arithmetic_counts_true_as_one() -> None:
    assert value("(x > 1) + (x > 2) + (x > 5)", x=3.0) == 2.0
    assert type(value("(x > 1) + (x > 2)", x=3.0)) is float
    assert value("(x > 1) * 0.5", x=3.0) == 0.5
    assert value("flag * 3", flag=True) == 3.0


def test_every_function_and_constant_has_its_exact_value() -> None:
    def one_case(source, expected):
        result = value(source)
        assert result == expected
        assert type(result) is float

    cases = [
            ("min(3, 1, 2)", 1.0),
            ("min(4)", 4.0),
            ("max(3, 1, 2)", 3.0),
            ("max(-1, -2)", -1.0),
            ("clamp(5, 0, 1)", 1.0),
            ("clamp(-5, 0, 1)", 0.0),
            ("clamp(0.25, 0, 1)", 0.25),
            ("abs(-2.5)", 2.5),
            ("exp(0)", 1.0),
            ("exp(1)", math.e),
            ("log(e)", 1.0),
            ("log(1)", 0.0),
            ("sqrt(16)", 4.0),
            ("sigmoid(0)", 0.5),
            ("sigmoid(-1000)", 0.0),
            ("sigmoid(1000)", 1.0),
            ("sigmoid(2)", 1 / (1 + math.exp(-2))),
            ("sigmoid(-2)", math.exp(-2) / (1 + math.exp(-2))),
            ("tanh(0)", 0.0),
            ("tanh(1)", math.tanh(1)),
            ("sin(0)", 0.0),
            ("sin(pi / 2)", 1.0),
            ("cos(0)", 1.0),
            ("cos(pi)", -1.0),
            ("floor(2.7)", 2.0),
            ("floor(-2.5)", -3.0),
            ("ceil(2.1)", 3.0),
            ("ceil(-2.5)", -2.0),
            ("pi", math.pi),
            ("e", math.e),
        ]
    assert failing_cases(one_case, cases) == []


def test_function_table_is_the_allow_list_and_read_only() -> None:
    assert sorted(FUNCTIONS) == [
        "abs", "ceil", "clamp", "cos", "exp", "floor", "log", "max", "min", "sigmoid", "sin",
        "sqrt", "tanh",
    ]  # fmt: skip
    assert dict(CONSTANTS) == {"e": math.e, "pi": math.pi}
    assert RESERVED_NAMES == set(FUNCTIONS) | {"e", "pi"}
    with pytest.raises(TypeError):
        FUNCTIONS["system"] = os.system  # type: ignore[index]


def test_the_seed_fatigue_formula_evaluates() -> None:
    formula = parse_expression(
        "clamp(0.45*sleep_pressure + 0.25*exertion + 0.15*stress_load + 0.15*illness, 0, 1)",
        known_names=PHYSIOLOGY,
    )
    assert formula.names == {"sleep_pressure", "exertion", "stress_load", "illness"}
    got = formula.evaluate(
        {"sleep_pressure": 1.0, "exertion": 0.0, "stress_load": 0.0, "illness": 0.0, "pain": 9}
    )
    assert got == 0.45


def test_names_leave_out_functions_and_constants() -> None:
    formula = parse_expression("max(x, pi) * e + sigmoid(y)", known_names=["x", "y"])
    assert formula.names == frozenset({"x", "y"})


def test_leading_spaces_and_block_scalar_newlines_are_fine() -> None:
    assert value("  x +\n  1\n", x=1.0) == 2.0


def test_expressions_pickle_and_compare_by_source() -> None:
    formula = parse_expression("clamp(x / 2, 0, 1) ** 2", known_names=["x"])
    copy = pickle.loads(pickle.dumps(formula))
    assert copy == formula
    assert copy.evaluate({"x": 1.0}) == 0.25


def test_expression_is_frozen() -> None:
    formula = parse_expression("x", known_names=["x"])
    with pytest.raises(AttributeError):
        formula.source = "y"  # type: ignore[misc]


def test_the_checked_tree_compiles_elsewhere_with_evaluation_globals() -> None:
    formula = parse_expression("x ** 2 + 1", known_names=["x"])
    code = compile(formula.tree, "<ruleset>", "eval")
    assert eval(code, evaluation_globals(), {"x": 3.0}) == 10.0  # the checked, lowered tree


# ---------------------------------------------------------------------------------------------
# Evaluation errors
# ---------------------------------------------------------------------------------------------


def test_division_by_zero_raises_the_typed_error_not_zerodivisionerror() -> None:
    formula = parse_expression("clamp(x / y, 0, 1)", known_names=["x", "y"])
    with pytest.raises(ExpressionEvaluationError) as info:
        formula.evaluate({"x": 1.0, "y": 0.0})
    error = info.value
    assert not isinstance(error, ZeroDivisionError)
    assert isinstance(error, RuleError)
    (diagnostic,) = error.diagnostics
    assert diagnostic.code == "expr.evaluation"
    assert diagnostic.column == 7
    assert "division by zero" in diagnostic.message
    assert "'x / y'" in diagnostic.message
    assert "x=1.0, y=0.0" in diagnostic.message
    assert "clamp(x / y, 0, 1)" in diagnostic.message


@pytest.mark.parametrize(
    ("source", "names", "phrase"),
    [
        ("log(x)", {"x": 0.0}, "log needs a number greater than 0"),
        ("sqrt(x - 1)", {"x": 0.0}, "sqrt needs a number of at least 0"),
        ("exp(x)", {"x": 1000.0}, "too large"),
        ("x ** 0.5", {"x": -4.0}, "fractional power"),
        ("x ** -1", {"x": 0.0}, "negative one"),
        ("x * 1e308 * 10", {"x": 1.0}, "not a finite number"),
        ("x + 1", {"x": None}, "not a number"),
        ("x + 1", {}, "no value was given for 'x'"),
    ],
)
def test_runtime_faults_become_evaluation_errors(
    source: str, names: dict[str, float], phrase: str
) -> None:
    formula = parse_expression(source, known_names=["x"])
    with pytest.raises(ExpressionEvaluationError) as info:
        formula.evaluate(names)
    assert info.value.diagnostics[0].code == "expr.evaluation"
    assert phrase in info.value.diagnostics[0].message


def test_evaluation_error_points_into_the_yaml_line() -> None:
    line = '  ratio: "clamp(exertion / pain, 0, 1)"'
    source, ref = yaml_ref(line, 7, "formulas.ratio")
    formula = parse_expression(source, known_names=PHYSIOLOGY, ref=ref)
    with pytest.raises(ExpressionEvaluationError) as info:
        formula.evaluate({"exertion": 0.5, "pain": 0.0})
    diagnostic = info.value.diagnostics[0]
    assert (diagnostic.file, diagnostic.line, diagnostic.column) == ("f.yaml", 7, 17)
    assert diagnostic.path == "formulas.ratio"


# ---------------------------------------------------------------------------------------------
# Load-time diagnostics and their positions (bad-rules cases 09, 11, 12)
# ---------------------------------------------------------------------------------------------

LINE_09 = (
    '  fatigue: "clamp(0.45*slep_pressure + 0.25*exertion + 0.15*stress_load + 0.15*illness, 0, 1)"'
)
LINE_11 = "  thirst: \"clamp(0.3*exertion + 0.2*illness + __import__('os').system('x'), 0, 1)\""
LINE_12 = '  sleep_pressure: "clamp(0.1 + 9**9**9**9, 0, 1)"'


def test_case_09_unknown_variable_points_at_the_name_and_suggests() -> None:
    source, ref = yaml_ref(LINE_09, 2, "formulas.fatigue")
    assert ref.position.column == 12
    error = rejected(source, PHYSIOLOGY, ref=ref)
    (diagnostic,) = error.diagnostics
    assert diagnostic.code == "expr.unknown-name"
    assert diagnostic.message == "unknown name 'slep_pressure'"
    assert diagnostic.suggestion == "sleep_pressure"
    assert (diagnostic.file, diagnostic.line, diagnostic.column) == ("f.yaml", 2, 24)
    assert diagnostic.path == "formulas.fatigue"
    assert diagnostic.headline() == (
        "f.yaml:2:24: error: formulas.fatigue: unknown name 'slep_pressure' "
        "(did you mean 'sleep_pressure'?) [expr.unknown-name]"
    )
    assert LINE_09[diagnostic.column - 1 :].startswith("slep_pressure")


def test_case_11_dangerous_call_first_points_at_import() -> None:
    source, ref = yaml_ref(LINE_11, 2, "formulas.thirst")
    error = rejected(source, PHYSIOLOGY, ref=ref)
    first = error.diagnostics[0]
    assert first.code == "expr.forbidden-name"
    assert (first.line, first.column) == (2, 47)
    assert first.message == "__import__ is not allowed: formulas cannot import or call Python"
    assert "thirst" in str(error)
    codes = [(d.code, d.column) for d in error.diagnostics]
    assert codes == [
        ("expr.forbidden-name", 47),
        ("expr.string", 58),
        ("expr.attribute", 63),
        ("expr.string", 71),
    ]


def test_case_12_exponent_bomb_is_refused_without_evaluating() -> None:
    source, ref = yaml_ref(LINE_12, 2, "formulas.sleep_pressure")
    started = time.perf_counter()
    error = rejected(source, PHYSIOLOGY, ref=ref)
    elapsed = time.perf_counter() - started  # informative only: no timing assertion
    assert elapsed >= 0
    (diagnostic,) = error.diagnostics  # one report for the whole chain
    assert diagnostic.code == "expr.exponent"
    assert "exponent" in diagnostic.message
    assert "16" in diagnostic.message
    assert diagnostic.path == "formulas.sleep_pressure"
    assert diagnostic.line == 2


@pytest.mark.parametrize("source", ["x ** 2", "x ** -1", "x ** 0.5", "x ** 16", "x ** -16.0"])
def test_literal_exponents_within_the_limit_are_allowed(source: str) -> None:
    parse_expression(source, known_names=["x"])


@pytest.mark.parametrize("source", ["x ** 17", "x ** -16.5", "x ** y", "x ** (1 + 1)", "2 ** x"])
def test_other_exponents_are_refused(source: str) -> None:
    assert rejected(source).diagnostics[0].code == "expr.exponent"


def test_exponent_limit_is_a_field_of_the_limits() -> None:
    parse_expression("x ** 3", known_names=["x"], limits=ExpressionLimits(max_exponent=3))
    error = rejected("x ** 4", limits=ExpressionLimits(max_exponent=3))
    assert "between -3 and 3" in error.diagnostics[0].message


def test_limits_are_frozen_and_validated() -> None:
    limits = ExpressionLimits()
    assert (limits.max_length, limits.max_nodes, limits.max_depth, limits.max_exponent) == (
        2000, 400, 40, 16,
    )  # fmt: skip
    with pytest.raises(AttributeError):
        limits.max_exponent = 1000  # type: ignore[misc]
    with pytest.raises(ValueError, match="max_depth"):
        ExpressionLimits(max_depth=0)


def test_plain_scalar_columns_have_no_quote_offset() -> None:
    line = "  fatigue: 0.5 * slep"
    ref = SourceRef(Position("f.yaml", 4, 12, None, line), "formulas.fatigue")
    diagnostic = rejected("0.5 * slep", ref=ref).diagnostics[0]
    assert (diagnostic.line, diagnostic.column) == (4, 18)


def test_single_quoted_scalar_columns_skip_the_quote() -> None:
    line = "  fatigue: '0.5 * slep'"
    ref = SourceRef(Position("f.yaml", 4, 12, "'", line), "formulas.fatigue")
    assert rejected("0.5 * slep", ref=ref).diagnostics[0].column == 19


def test_escapes_that_shift_columns_fall_back_to_the_scalar() -> None:
    line = '  f: "x +\\u0020slep"'
    ref = SourceRef(Position("f.yaml", 4, 6, '"', line), "formulas.f")
    diagnostic = rejected("x + slep", ref=ref).diagnostics[0]
    assert (diagnostic.line, diagnostic.column) == (4, 6)


def test_literal_block_maps_to_the_content_line() -> None:
    source = "clamp(x,\n      slep, 1)\n"
    position = Position("f.yaml", 5, 12, "|", "  fatigue: |")
    with_indent = SourceRef(position, "formulas.fatigue", block_indent=4)
    diagnostic = rejected(source, ref=with_indent).diagnostics[0]
    assert (diagnostic.line, diagnostic.column) == (7, 11)
    without_indent = SourceRef(position, "formulas.fatigue")
    diagnostic = rejected(source, ref=without_indent).diagnostics[0]
    assert (diagnostic.line, diagnostic.column) == (7, None)


def test_folded_block_uses_the_scalar_position() -> None:
    ref = SourceRef(Position("f.yaml", 5, 12, ">", "  fatigue: >"), "formulas.fatigue")
    diagnostic = rejected("clamp(x, slep, 1)\n", ref=ref).diagnostics[0]
    assert (diagnostic.line, diagnostic.column) == (5, 12)


def test_without_a_ref_columns_are_inside_the_formula() -> None:
    diagnostic = rejected("x + slep").diagnostics[0]
    assert (diagnostic.file, diagnostic.line, diagnostic.column) == (None, 1, 5)
    assert diagnostic.path is None


def test_non_ascii_names_get_character_columns() -> None:
    diagnostic = rejected("größe + slep", ["größe"]).diagnostics[0]
    assert diagnostic.column == 9


def test_syntax_error_has_the_column_of_the_error() -> None:
    diagnostic = rejected("clamp(x, 0, 1").diagnostics[0]
    assert diagnostic.code == "expr.syntax"
    assert diagnostic.column == 6
    assert "never closed" in diagnostic.message


def test_every_problem_is_listed_in_source_order() -> None:
    error = rejected("foo + x.y + bar(1) + 'z' + x // 2")
    assert [(d.code, d.column) for d in error.diagnostics] == [
        ("expr.unknown-name", 1),
        ("expr.attribute", 8),
        ("expr.call-not-allowed", 13),
        ("expr.string", 22),
        ("expr.operator", 30),
    ]


def test_unknown_name_is_reported_once() -> None:
    assert len(rejected("slep + slep * slep").diagnostics) == 1


def test_misspelt_function_gets_a_suggestion() -> None:
    diagnostic = rejected("clmap(x, 0, 1)").diagnostics[0]
    assert diagnostic.code == "expr.call-not-allowed"
    assert diagnostic.suggestion == "clamp"
    assert "abs, ceil, clamp" in diagnostic.message


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ("clamp(x, 0)", "clamp() takes exactly 3 arguments (x, lo, hi), got 2"),
        ("log(x, 10)", "log() takes exactly 1 argument (x), got 2"),
        ("min()", "min() takes at least 1 argument, got 0"),
    ],
)
def test_wrong_argument_counts_are_load_errors(source: str, message: str) -> None:
    diagnostic = rejected(source).diagnostics[0]
    assert diagnostic.code == "expr.arity"
    assert diagnostic.message == message


def test_a_function_used_as_a_value_is_an_error() -> None:
    assert rejected("min + 1").diagnostics[0].code == "expr.function-value"


@pytest.mark.parametrize("source", ["", "   ", "\n"])
def test_empty_formula_is_a_syntax_error(source: str) -> None:
    assert rejected(source).diagnostics[0].code == "expr.syntax"


def test_a_non_text_formula_is_an_error() -> None:
    assert rejected(0.5).diagnostics[0].code == "expr.syntax"  # type: ignore[arg-type]


# ---------------------------------------------------------------------------------------------
# Dependency order and cycles (bad-rules case 10)
# ---------------------------------------------------------------------------------------------


def definitions(lines: dict[str, str]) -> tuple[dict[str, Expression], dict[str, str]]:
    """Parse ``name: "formula"`` YAML lines (line 1 is ``formulas:``)."""
    known = [*PHYSIOLOGY, *lines]
    parsed = {}
    for number, (name, line) in enumerate(lines.items(), start=2):
        source, ref = yaml_ref(line, number, f"formulas.{name}")
        parsed[name] = parse_expression(source, known_names=known, ref=ref)
    return parsed, lines


def test_case_10_cycle_names_the_whole_path_where_it_closes() -> None:
    parsed, lines = definitions(
        {
            "fatigue": '  fatigue: "clamp(0.45*sleep_pressure + 0.25*exertion + '
            '0.15*stress_load + 0.15*illness, 0, 1)"',
            "stress_load": '  stress_load: "clamp(0.5*pain + 0.3*hunger_pressure + '
            '0.2*fatigue, 0, 1)"',
        }
    )
    with pytest.raises(RuleError) as info:
        order_by_dependency(parsed)
    (diagnostic,) = info.value.diagnostics
    assert diagnostic.code == "expr.cycle"
    assert "fatigue -> stress_load -> fatigue" in diagnostic.message
    assert "cycle" in diagnostic.message
    assert (diagnostic.file, diagnostic.line) == ("f.yaml", 3)
    assert diagnostic.path == "formulas.stress_load"
    assert lines["stress_load"][diagnostic.column - 1 :].startswith("fatigue")


def test_three_step_cycle_starts_at_the_first_definition() -> None:
    known = ["a", "b", "c", "d"]
    parsed = {
        name: parse_expression(source, known_names=known)
        for name, source in [("d", "1"), ("a", "b + d"), ("b", "c"), ("c", "a * 2")]
    }
    with pytest.raises(RuleError) as info:
        order_by_dependency(parsed)
    assert "a -> b -> c -> a" in info.value.diagnostics[0].message
    assert "here 'c' uses 'a'" in info.value.diagnostics[0].message


def test_self_reference_is_a_cycle() -> None:
    parsed = {"x": parse_expression("x + 1", known_names=["x"])}
    with pytest.raises(RuleError, match="x -> x"):
        order_by_dependency(parsed)


def test_order_keeps_definition_order_when_it_is_valid() -> None:
    known = ["a", "b", "c", "s"]
    parsed = {
        name: parse_expression(source, known_names=known)
        for name, source in [("a", "s"), ("b", "a"), ("c", "s")]
    }
    assert order_by_dependency(parsed) == ["a", "b", "c"]


def test_order_moves_only_what_must_move() -> None:
    known = ["a", "b", "c", "d", "s"]
    parsed = {
        name: parse_expression(source, known_names=known)
        for name, source in [("a", "c + d"), ("b", "s"), ("c", "s"), ("d", "c")]
    }
    assert order_by_dependency(parsed) == ["b", "c", "d", "a"]


def test_a_rule_may_not_redefine_constants_or_functions() -> None:
    parsed = {"pi": parse_expression("3", known_names=[])}
    with pytest.raises(RuleError) as info:
        order_by_dependency(parsed)
    assert info.value.diagnostics[0].code == "expr.reserved-name"
    with pytest.raises(RuleError):
        check_definable_name("clamp")
    check_definable_name("fatigue")


# ---------------------------------------------------------------------------------------------
# Breakout catalogue (after simpleeval's tests/test_security.py)
# ---------------------------------------------------------------------------------------------

BIG = ExpressionLimits(max_length=10**6)

BREAKOUTS = [
    ("__import__('os').system('x')", "expr.forbidden-name", None),
    ("__import__", "expr.forbidden-name", None),
    ("__builtins__", "expr.forbidden-name", None),
    ("__builtins__['eval']('1')", "expr.forbidden-name", None),
    ("x.__class__", "expr.attribute", None),
    ("x.__class__.__mro__[1].__subclasses__()", "expr.attribute", None),
    ("x.__class__.__init__.__globals__", "expr.attribute", None),
    ("x.real", "expr.attribute", None),
    ("().__class__.__bases__[0]", "expr.container", None),
    ("sigmoid.__globals__", "expr.function-value", None),
    ("eval('1')", "expr.call-not-allowed", None),
    ("exec('x = 1')", "expr.call-not-allowed", None),
    ("open('/etc/passwd')", "expr.call-not-allowed", None),
    ("getattr(x, 'real')", "expr.call-not-allowed", None),
    ("type(x)", "expr.call-not-allowed", None),
    ("globals()", "expr.call-not-allowed", None),
    ("vars()", "expr.call-not-allowed", None),
    ("compile('1', 'f', 'eval')", "expr.call-not-allowed", None),
    ("breakpoint()", "expr.call-not-allowed", None),
    ("print(x)", "expr.call-not-allowed", None),
    ("\uff45val('1')", "expr.call-not-allowed", None),  # fullwidth e, NFKC-folded to eval
    ("min(1)(2)", "expr.call-not-allowed", None),
    ("print", "expr.unknown-name", None),
    ("os", "expr.unknown-name", None),
    ("lambda: 1", "expr.lambda", None),
    ("(lambda: 1)()", "expr.lambda", None),
    ("[y for y in (1, 2)]", "expr.comprehension", None),
    ("(y for y in (1, 2))", "expr.comprehension", None),
    ("{y: 1 for y in (1, 2)}", "expr.comprehension", None),
    ("{y for y in (1, 2)}", "expr.comprehension", None),
    ("x[0]", "expr.subscript", None),
    ("x[0:1]", "expr.subscript", None),
    ("'abc'", "expr.string", None),
    ("b'abc'", "expr.string", None),
    ("f'{x}'", "expr.string", None),
    ("(y := 1)", "expr.walrus", None),
    ("min(*x)", "expr.starred", None),
    ("min(x, key=y)", "expr.keyword", None),
    ("min(x, **y)", "expr.keyword", None),
    ("[1, 2]", "expr.container", None),
    ("(1, 2)", "expr.container", None),
    ("{'a': 1}", "expr.container", None),
    ("{1, 2}", "expr.container", None),
    ("1j", "expr.literal", None),
    ("None", "expr.literal", None),
    ("True", "expr.literal", None),
    ("...", "expr.literal", None),
    ("1e999", "expr.number", None),
    ("x // y", "expr.operator", None),
    ("x % y", "expr.operator", None),
    ("x @ y", "expr.operator", None),
    ("x & y", "expr.operator", None),
    ("x | y", "expr.operator", None),
    ("x ^ y", "expr.operator", None),
    ("x << 2", "expr.operator", None),
    ("~x", "expr.operator", None),
    ("x is y", "expr.operator", None),
    ("x in y", "expr.operator", None),
    ("x not in y", "expr.operator", None),
    ("await x", "expr.not-allowed", None),
    ("(yield x)", "expr.not-allowed", None),
    ("x ** 100", "expr.exponent", None),
    ("9**9**9**9", "expr.exponent", None),
    ("10 ** 10 ** 10", "expr.exponent", None),
    ("x ** y", "expr.exponent", None),
    ("x / 0", "expr.division-by-zero", None),  # fails at every tick: refused when checked
    ("x / -0.0", "expr.division-by-zero", None),
    ("x; import os", "expr.syntax", None),
    ("x\nimport os", "expr.syntax", None),
    ("x = 1", "expr.syntax", None),
    ("x # y", "expr.syntax", None),
    ("x\x00", "expr.syntax", None),
    ("\uff3f\uff3fimport\uff3f\uff3f('os')", "expr.syntax", None),  # fullwidth underscores
    ("(" * 10_000 + "x" + ")" * 10_000, "expr.too-long", None),
    ("(" * 10_000 + "x" + ")" * 10_000, "expr.too-complex", BIG),
    ("[" * 100 + "x" + "]" * 100, "expr.too-complex", None),
    ("-" * 1500 + "x", "expr.too-complex", None),
    ("not " * 450 + "x", "expr.too-complex", None),
    ("x" + " + x" * 500, "expr.too-long", None),
    ("x" + " + x" * 500, "expr.too-complex", BIG),
    ("+".join(["x"] * 50_000), "expr.too-long", None),
    ("+".join(["x"] * 50_000), "expr.too-complex", BIG),
    ("1 if x else " * 150 + "1", "expr.too-complex", None),
    ("1if x else 2", "expr.syntax", None),
]


@pytest.mark.parametrize(
    ("source", "code", "limits"),
    BREAKOUTS,
    ids=[f"{i:02d}-{source[:30]!r}" for i, (source, _, _) in enumerate(BREAKOUTS)],
)
def test_breakout_attempt_is_rejected_with_a_specific_code(
    source: str, code: str, limits: ExpressionLimits | None
) -> None:
    extra = {"limits": limits} if limits is not None else {}
    error = rejected(source, **extra)
    assert type(error) is RuleError
    assert error.diagnostics[0].code == code


def test_catalogue_is_large() -> None:
    assert len(BREAKOUTS) >= 25


def test_a_rejected_formula_never_runs(tmp_path, monkeypatch) -> None:
    calls: list[object] = []
    monkeypatch.setattr(os, "system", lambda *a: calls.append(a) or 0)
    monkeypatch.setattr(subprocess, "Popen", lambda *a, **k: calls.append(a))
    marker = tmp_path / "marker"
    attempts = [
        f"__import__('os').system('touch {marker}')",
        f"clamp(0.3*exertion + __import__('os').system('touch {marker}'), 0, 1)",
        f"x.__class__.__init__.__globals__['os'].system('touch {marker}')",
        f"open('{marker}', 'w').write('x')",
        f"exec(\"open('{marker}', 'w')\")",
    ]
    for source in attempts:
        with pytest.raises(RuleError):
            parse_expression(source, known_names=["x", "exertion"])
    assert not marker.exists()
    assert calls == []


def test_evaluation_has_no_builtins() -> None:
    formula = parse_expression("x", known_names=["x"])
    assert formula._globals["__builtins__"] == {}
    assert set(formula._globals) == {"__builtins__", *FUNCTIONS, *CONSTANTS, "__homeostat_pow"}


def test_names_in_the_namespace_cannot_shadow_functions() -> None:
    formula = parse_expression("min(x, 1)", known_names=["x"])
    assert formula.evaluate({"x": 0.5, "min": 99.0}) == 0.5


def test_the_lowered_tree_contains_only_allowed_nodes() -> None:
    formula = parse_expression(
        "clamp(-x ** 2 + (x > 1) * 3, 0, 10) if not x else e", known_names=["x"]
    )
    allowed = (
        ast.Expression, ast.Constant, ast.Name, ast.Load, ast.UnaryOp, ast.BinOp, ast.BoolOp,
        ast.Compare, ast.IfExp, ast.Call, ast.operator, ast.unaryop, ast.cmpop, ast.boolop,
    )  # fmt: skip
    assert all(isinstance(node, allowed) for node in ast.walk(formula.tree))


TOKENS = [*"xy019.+-*/()<>=!, _ae", "**", " if ", " else ", "not ", "min", "log", "and "]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(TOKENS), max_size=30).map("".join))
def test_any_text_either_parses_or_raises_rule_error(source: str) -> None:
    try:
        formula = parse_expression(source, known_names=["x", "y"])
    except RuleError:
        return
    try:
        result = formula.evaluate({"x": 0.5, "y": 0.0})
    except ExpressionEvaluationError:
        return
    assert isinstance(result, bool) or math.isfinite(result)


def test_an_unpickled_formula_parses_the_same_tree_again() -> None:
    """The cache holds a formula's marshalled code, not its tree: the tree read back from the
    source is the checked one, positions included, for every formula of the bundled rules."""
    import ast

    import engine

    checked = 0
    for skill in ("needs", "physiology"):
        ruleset = engine.load_ruleset(skill)
        for formula in ruleset.formulas:
            copy = pickle.loads(pickle.dumps(formula.expression))
            assert copy == formula.expression
            assert copy._tree is None  # not parsed until read
            assert ast.dump(copy.tree, include_attributes=True) == ast.dump(
                formula.expression.tree, include_attributes=True)
            checked += 1
    assert checked >= 10
