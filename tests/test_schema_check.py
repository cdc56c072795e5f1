"""Schema validation as located, plain-language diagnostics (engine/schema_check.py).

Uses a small closed schema (``additionalProperties: false`` at every level) shaped like the
placeholder syntax of shared/cases/bad-rules, with ``decay_per_tick`` renamed to ``decay``.
"""

from __future__ import annotations

import pytest
from helpers import failing_cases

from engine import schema_check
from engine.diagnostics import Position, RuleError
from engine.schema_check import SchemaChecker
from engine.strict_yaml import load_yaml

UNIT = {"type": "number", "minimum": 0, "maximum": 1}
NEED = {
    "type": "object",
    "additionalProperties": False,
    "required": ["threshold"],
    "properties": {
        "decay": UNIT,
        "threshold": UNIT,
        "release": UNIT,
        "priority": {"type": "integer", "minimum": 1},
        "interrupt": {"type": "boolean"},
        "mode": {"enum": ["linear", "half_life"]},
    },
}
SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "needs": {
            "type": "object",
            "propertyNames": {"pattern": "^[a-z_]+$"},
            "additionalProperties": NEED,
        },
        "lexicons": {
            "type": "object",
            "additionalProperties": False,
            "properties": {
                name: {"type": "array", "items": {"type": "string"}, "uniqueItems": True}
                for name in ("danger", "food", "negation")
            },
        },
        "growth": {
            "oneOf": [
                UNIT,
                {
                    "type": "object",
                    "additionalProperties": False,
                    "required": ["half_life_hours"],
                    "properties": {"half_life_hours": {"type": "number", "exclusiveMinimum": 0}},
                },
            ]
        },
    },
}


@pytest.fixture(scope="module")
def checker() -> SchemaChecker:
    return SchemaChecker(SCHEMA, name="test-rules")


def check(checker: SchemaChecker, text: str) -> list:
    return checker.check(load_yaml(text, "r.yaml"))


def summary(diagnostics: list) -> list[tuple[str, int | None, int | None, str | None]]:
    return [(d.code, d.line, d.column, d.path) for d in diagnostics]


def test_a_valid_document_has_no_diagnostics(checker):
    text = ("needs:\n  satiety: {decay: 0.02, threshold: 0.2, priority: 1, interrupt: true}\n"
            "lexicons:\n  food: [eat, sandwich]\ngrowth: {half_life_hours: 2}\n")
    assert check(checker, text) == []


def test_bad_rules_07_misspelt_key_with_did_you_mean(checker):
    text = ("needs:\n  energy:\n    decya: 0.03\n    threshold: 0.2\n    priority: 2\n"
            "    interrupt: true\n")
    [d] = check(checker, text)
    assert summary([d]) == [("schema.unknown-key", 3, 5, "needs.energy")]
    assert d.message.startswith("unknown key 'decya' (did you mean 'decay'?)")
    assert d.suggestion == "decay"
    assert d.headline().startswith(
        "r.yaml:3:5: error: needs.energy: unknown key 'decya' (did you mean 'decay'?)")


def test_b15_nested_unknown_key_is_caught_at_every_level(checker):
    text = "needs:\n  satiety:\n    decya: 0.01\n    threshold: 0.2\nlexicons:\n  fod: [eat]\n"
    found = check(checker, text)
    assert summary(found) == [("schema.unknown-key", 3, 5, "needs.satiety"),
                              ("schema.unknown-key", 6, 3, "lexicons")]
    assert "did you mean 'food'?" in found[1].message


def test_unknown_top_level_key_lists_the_allowed_keys(checker):
    [d] = check(checker, "neds: {}\n")
    assert summary([d]) == [("schema.unknown-key", 1, 1, None)]
    assert d.message == ("unknown key 'neds' (did you mean 'needs'?); allowed keys: growth, "
                         "lexicons, needs")


def test_every_unknown_key_is_reported_at_its_own_key(checker):
    found = check(checker, "needs:\n  a:\n    threshold: 0.2\n    colour: red\n    size: 3\n")
    assert summary(found) == [("schema.unknown-key", 4, 5, "needs.a"),
                              ("schema.unknown-key", 5, 5, "needs.a")]


def test_bad_rules_08_threshold_out_of_range_at_the_value(checker):
    text = ("needs:\n  social:\n    decay: 0.01\n    threshold: 30   # percent\n"
            "    priority: 4\n    interrupt: false\n")
    [d] = check(checker, text)
    assert summary([d]) == [("schema.maximum", 4, 16, "needs.social.threshold")]
    assert d.message == "must lie in [0, 1], got 30; 30 looks like a percent: write 0.3"


def test_bad_rules_04_exponent_decay_reports_the_value_as_written(checker):
    text = ("needs:\n  social:\n    decay: 1e-3\n    threshold: 0.3\n    priority: 4\n"
            "  safety:\n    decay: 1e3   # slow drift, same as social\n    threshold: 0.2\n")
    [d] = check(checker, text)
    assert summary([d]) == [("schema.maximum", 7, 12, "needs.safety.decay")]
    assert d.message == "must lie in [0, 1], got 1e3"


def test_minimum_message(checker):
    [d] = check(checker, "needs:\n  a: {threshold: -0.5}\n")
    assert summary([d]) == [("schema.minimum", 2, 18, "needs.a.threshold")]
    assert d.message == "must lie in [0, 1], got -0.5"


def test_bad_rules_14_number_in_lexicon(checker):
    [d] = check(checker, "lexicons:\n  danger: [fire, smoke, flood, gunshot, 911, intruder]\n")
    assert summary([d]) == [("schema.type", 2, 41, "lexicons.danger[4]")]
    assert d.message == 'expected a string, got the number 911; write it in quotes: "911"'


def test_number_in_lexicon_is_quoted_as_written(checker):
    [d] = check(checker, "lexicons:\n  food: [soup, 1.0e+3]\n")
    assert d.message == 'expected a string, got the number 1.0e+3; write it in quotes: "1.0e+3"'


def test_boolean_in_a_string_list_from_yaml(checker):
    [d] = check(checker, "lexicons:\n  negation: [not, true]\n")
    assert summary([d]) == [("schema.type", 2, 19, "lexicons.negation[1]")]
    assert d.message == 'expected a string, got the boolean true; write it in quotes: "true"'


def test_boolean_in_a_string_list_without_source_explains_yaml_1_1(checker):
    [d] = checker.check_data({"lexicons": {"negation": ["not", False]}}, file="x.json")
    assert (d.code, d.path, d.line, d.column) == ("schema.type", "lexicons.negation[1]", None,
                                                  None)
    assert "boolean false" in d.message
    assert "unquoted no" in d.message
    assert "quote it" in d.message


def test_text_where_a_number_is_expected(checker):
    [d] = check(checker, "needs:\n  a: {threshold: '0.5'}\n")
    assert summary([d]) == [("schema.type", 2, 18, "needs.a.threshold")]
    assert d.message == 'expected a number, got the text "0.5"; write it without quotes: 0.5'


def test_text_where_a_list_is_expected(checker):
    [d] = check(checker, "lexicons:\n  food: soup\n")
    assert d.message == 'expected a list, got the text "soup"; write it as a list: ["soup"]'


def test_empty_value_is_reported_at_its_key(checker):
    [d] = check(checker, "needs:\n  energy:\n")
    assert summary([d]) == [("schema.type", 2, 3, "needs.energy")]
    assert d.message.startswith("expected a mapping (key: value entries), got nothing")


def test_required_key_is_reported_at_the_parent_key(checker):
    [d] = check(checker, "needs:\n  energy:\n    decay: 0.1\n")
    assert summary([d]) == [("schema.required", 2, 3, "needs.energy")]
    assert d.message == "missing required key 'threshold'"


def test_enum_lists_the_allowed_values_with_did_you_mean(checker):
    [d] = check(checker, "needs:\n  a: {threshold: 0.1, mode: liner}\n")
    assert summary([d]) == [("schema.enum", 2, 29, "needs.a.mode")]
    assert d.message == ("must be one of 'linear', 'half_life'; got the text \"liner\" "
                         "(did you mean 'linear'?)")
    assert d.suggestion == "linear"


def test_property_names_are_reported_at_the_key(checker):
    [d] = check(checker, "needs:\n  Bad-Name: {threshold: 0.1}\n")
    assert summary([d]) == [("schema.propertyNames", 2, 3, "needs")]
    assert d.message.startswith("key 'Bad-Name' is not allowed")


def test_unique_items(checker):
    [d] = check(checker, "lexicons:\n  food: [eat, eat]\n")
    assert (d.code, d.path) == ("schema.uniqueItems", "lexicons.food")
    assert d.message == "items must be unique; 'eat' appears more than once"


def test_one_of_reports_the_errors_of_the_alternative_that_fits(checker):
    found = check(checker, "growth: {half_lif_hours: 2}\n")
    assert summary(found) == [("schema.required", 1, 1, "growth"),
                              ("schema.unknown-key", 1, 10, "growth")]
    assert found[1].message.startswith(
        "unknown key 'half_lif_hours' (did you mean 'half_life_hours'?)")


def test_one_of_with_a_number_reports_its_range(checker):
    [d] = check(checker, "growth: 5\n")
    assert summary([d]) == [("schema.maximum", 1, 9, "growth")]
    assert d.message == "must lie in [0, 1], got 5"


def test_one_of_with_no_fitting_type_names_every_type(checker):
    [d] = check(checker, "growth: fast\n")
    assert summary([d]) == [("schema.type", 1, 9, "growth")]
    assert d.message == 'expected a number or a mapping (key: value entries), got the text "fast"'


def test_exclusive_minimum_message(checker):
    [d] = check(checker, "growth: {half_life_hours: 0}\n")
    assert d.message == "must be greater than 0, got 0"


def test_diagnostics_are_sorted_by_line_and_column(checker):
    text = ("lexicons:\n  danger: [911]\nneeds:\n  a: {threshold: 3, priority: 0}\n"
            "  b: {threshold: 0.1, decya: 1}\n")
    assert summary(check(checker, text)) == [
        ("schema.type", 2, 12, "lexicons.danger[0]"),
        ("schema.maximum", 4, 18, "needs.a.threshold"),
        ("schema.minimum", 4, 31, "needs.a.priority"),
        ("schema.unknown-key", 5, 23, "needs.b"),
    ]


def test_check_data_without_positions_gives_paths_only(checker):
    found = checker.check_data({"needs": {"a": {"threshold": 2}}}, file="state/needs.json")
    assert [(d.code, d.file, d.line, d.path) for d in found] == [
        ("schema.maximum", "state/needs.json", None, "needs.a.threshold")]
    assert found[0].message == "must lie in [0, 1], got 2"


def test_check_data_with_positions_uses_the_nearest_known_path(checker):
    positions = {("needs",): Position("s.json", 2, 3)}
    [d] = checker.check_data({"needs": {"a": {"threshold": 2}}}, file="s.json",
                             positions=positions)
    assert (d.line, d.column) == (2, 3)


def test_schema_is_checked_once_when_the_checker_is_built(monkeypatch):
    calls = []
    original = schema_check.Draft202012Validator.check_schema

    def counting(schema):
        calls.append(schema)
        return original(schema)

    monkeypatch.setattr(schema_check.Draft202012Validator, "check_schema", counting)
    checker = SchemaChecker(SCHEMA, name="test-rules")
    check(checker, "needs: {}\n")
    check(checker, "needs: {}\n")
    assert len(calls) == 1


def test_an_invalid_schema_is_a_clear_error():
    with pytest.raises(RuleError) as info:
        SchemaChecker({"type": "number", "minimum": "zero"}, name="broken")
    d = info.value.diagnostics[0]
    assert d.code == "schema.invalid-schema"
    assert "broken" in d.message
    assert "minimum" in d.message


def test_only_whole_numbers_from_10_to_100_get_the_percent_hint() -> None:
    def one_case(value, hint):
        from engine.diagnostics import percent_hint

        assert percent_hint(value, 0.0, 1.0) == hint
        assert percent_hint(value, 0.0, 10.0) == ""  # not a [0, 1] range

    cases = [
        (30, "; 30 looks like a percent: write 0.3"),
        (100, "; 100 looks like a percent: write 1"),
        (1.5, ""), (2, ""), (1.2, ""), (45.5, ""), (150, ""), (True, ""),
    ]
    assert failing_cases(one_case, cases) == []
