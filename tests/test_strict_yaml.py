"""Strict YAML reading: every rule of engine/strict_yaml.py with its exact code, line and column.

Regression cases are named after shared/cases/bad-rules files 01-06 and bug reports B08-B13; their
texts are inlined so the suite runs without ../shared.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from helpers import failing_cases

from engine import strict_yaml
from engine.diagnostics import Position, RuleError
from engine.strict_yaml import LoadedDocument, YamlLimits, format_path, load_yaml, load_yaml_file

ENGINE = Path(__file__).resolve().parent.parent / "engine"


def errors(text: str | bytes, **kwargs: object) -> list[tuple[str, int | None, int | None]]:
    """(code, line, column) of every diagnostic raised for ``text``."""
    with pytest.raises(RuleError) as info:
        load_yaml(text, "r.yaml", **kwargs)  # type: ignore[arg-type]
    return [(d.code, d.line, d.column) for d in info.value.diagnostics]


def first(text: str | bytes, **kwargs: object):
    with pytest.raises(RuleError) as info:
        load_yaml(text, "r.yaml", **kwargs)  # type: ignore[arg-type]
    return info.value.diagnostics[0]


# -- values that load -------------------------------------------------------------------------


def test_exponents_follow_yaml_1_2_core_schema():
    """B09: 1e-3 and friends are numbers, not text."""
    data = load_yaml("a: 1e-3\nb: 1e3\nc: 1.0e3\nd: 2.5e-3\ne: -1E+2\nf: .5\n", "r.yaml").data
    assert data == {"a": 0.001, "b": 1000.0, "c": 1000.0, "d": 0.0025, "e": -100.0, "f": 0.5}
    assert data["a"] == 0.001
    assert type(data["a"]) is float
    assert type(data["b"]) is float


def test_companion_to_bad_rules_04_loads_exactly_0_001():
    text = "needs:\n  social:\n    decay_per_tick: 1e-3\n    threshold: 0.3\n"
    assert load_yaml(text, "r.yaml").data["needs"]["social"]["decay_per_tick"] == 0.001


def test_integers_nulls_and_booleans_of_the_core_schema():
    text = ("a: 10\nb: -7\nc: +3\nd: 0\ne: 0o17\nf: 0x1F\ng: ~\nh: null\ni:\nj: NULL\n"
            "k: true\nl: False\n")
    data = load_yaml(text, "r.yaml").data
    assert data == {"a": 10, "b": -7, "c": 3, "d": 0, "e": 15, "f": 31, "g": None, "h": None,
                    "i": None, "j": None, "k": True, "l": False}


def test_dates_times_and_underscored_numbers_stay_text():
    data = load_yaml("d: 2026-04-27\nt: 12:30\nu: 1_000\nb: 0b101\n", "r.yaml").data
    assert data == {"d": "2026-04-27", "t": "12:30", "u": "1_000", "b": "0b101"}


def test_quoted_words_and_numbers_are_text():
    data = load_yaml("a: 'no'\nb: \"on\"\nc: '010'\nd: '.nan'\ne: !!str yes\n'off': x\n",
                     "r.yaml").data
    assert data == {"a": "no", "b": "on", "c": "010", "d": ".nan", "e": "yes", "off": "x"}


def test_standard_tags_are_allowed():
    data = load_yaml("a: !!int '12'\nb: !!float 3\nc: !!bool true\nd: !!null ~\n"
                     "e: !!map {x: 1}\nf: !!seq [1]\n", "r.yaml").data
    assert data == {"a": 12, "b": 3.0, "c": True, "d": None, "e": {"x": 1}, "f": [1]}
    assert type(data["b"]) is float


def test_tabs_inside_quotes_comments_and_block_scalars_are_allowed():
    data = load_yaml("a: 'x\ty'  # tab\tin comment\nb: |\n  one\n  \ttwo\n", "r.yaml").data
    assert data == {"a": "x\ty", "b": "one\n\ttwo\n"}


def test_byte_order_mark_is_dropped_and_bytes_are_read_as_utf8():
    doc = load_yaml("\ufeffname: café\n".encode(), "r.yaml")
    assert doc.data == {"name": "café"}
    assert doc.positions[("name",)].column == 7


# -- positions --------------------------------------------------------------------------------


def test_positions_of_values_and_keys():
    text = "needs:\n  satiety:\n    priority: 3\n    note: 'quoted'\n    text: |\n      x\n"
    doc = load_yaml(text, "r.yaml")
    assert doc.positions[("needs", "satiety", "priority")] == Position("r.yaml", 3, 15)
    assert doc.key_positions[("needs", "satiety", "priority")] == Position("r.yaml", 3, 5)
    quoted = doc.positions[("needs", "satiety", "note")]
    assert (quoted.line, quoted.column, quoted.style) == (4, 11, "'")
    assert doc.positions[("needs", "satiety", "text")].style == "|"
    assert doc.positions[()] == Position("r.yaml", 1, 1)
    assert doc.positions[("needs", "satiety", "priority")].source_line == "    priority: 3"
    assert ("needs",) not in doc.key_positions or doc.key_positions[("needs",)].column == 1


def test_positions_of_list_items():
    doc = load_yaml("lexicons:\n  danger: [fire, \"smoke\", 911]\n", "r.yaml")
    assert doc.positions[("lexicons", "danger", 2)] == Position("r.yaml", 2, 27)
    assert doc.positions[("lexicons", "danger", 1)] == Position("r.yaml", 2, 18, '"')
    assert ("lexicons", "danger", 1) not in doc.key_positions


def test_position_falls_back_to_the_nearest_ancestor_and_prefers_keys_on_request():
    doc = load_yaml("needs:\n  satiety:\n    priority: 3\n", "r.yaml")
    assert doc.position(("needs", "satiety", "missing")) == Position("r.yaml", 3, 5)
    assert doc.position(("needs", "satiety", "missing"), key=True) == Position("r.yaml", 2, 3)
    assert doc.position(("needs", "satiety", "priority"), key=True) == Position("r.yaml", 3, 5)
    assert doc.position(("nowhere", 3)) == Position("r.yaml", 1, 1)


def test_an_empty_value_is_located_at_its_key():
    doc = load_yaml("needs:\n  energy:\n", "r.yaml")
    assert doc.positions[("needs", "energy")] == Position("r.yaml", 2, 3)


def test_loaded_document_is_frozen():
    doc = load_yaml("a: 1\n", "r.yaml")
    assert isinstance(doc, LoadedDocument)
    assert doc.file == "r.yaml"
    with pytest.raises(AttributeError):
        doc.data = {}  # type: ignore[misc]


def test_source_text_keeps_plain_scalars_as_written():
    doc = load_yaml("a: 1e3\nb: [1.0e+3]\nc: 'q'\n", "r.yaml")
    assert doc.source_text[("a",)] == "1e3"
    assert doc.source_text[("b", 0)] == "1.0e+3"
    assert ("c",) not in doc.source_text


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (("needs", "satiety", "priority"), "needs.satiety.priority"),
        (("lexicons", "terms", "danger", 4), "lexicons.terms.danger[4]"),
        (("rules", 0, "on"), "rules[0].on"),
        (("a b", "c"), "['a b'].c"),
        ((), ""),
    ],
)
def test_format_path(path, text):
    assert format_path(path) == text


# -- TABs (bad-rules 01, B12) -----------------------------------------------------------------


def test_bad_rules_01_tab_indentation():
    text = "needs:\n  satiety:\n    decay_per_tick: 0.02\n\tthreshold: 0.2\n    priority: 1\n"
    d = first(text)
    assert (d.code, d.line, d.column) == ("yaml.tab", 4, 1)
    assert d.message == "TAB used for indentation; use spaces"
    assert d.render().startswith(
        "r.yaml:4:1: error: TAB used for indentation; use spaces [yaml.tab]")


def test_b12a_tab_indentation_at_line_2():
    assert errors("needs:\n\tsatiety: 0.5\n") == [("yaml.tab", 2, 1)]


def test_tab_after_spaces_in_indentation_is_located_at_the_tab():
    d = first("a:\n  \tb: 1\n")
    assert (d.code, d.line, d.column) == ("yaml.tab", 2, 3)
    assert "indentation" in d.message


def test_b12b_trailing_tab_is_a_clear_error_whatever_libyaml_does():
    d = first("needs:\n  satiety:\n    decay: 0.01\t# per tick\n")
    assert (d.code, d.line, d.column) == ("yaml.tab", 3, 16)
    assert "TAB" in d.message
    assert "spaces" in d.message


@pytest.mark.parametrize(("text", "column"),
                         [("a: [x,\ty]\n", 7), ("a:\tb\n", 3), ("a: x\tb\n", 5)])
def test_other_tabs_outside_quotes_are_errors(text, column):
    assert errors(text) == [("yaml.tab", 1, column)]


def test_only_the_pure_python_safe_loader_is_used():
    """B12: one loader, so LibYAML being installed or not cannot change the result."""
    mro = strict_yaml._StrictLoader.__mro__
    assert yaml.SafeLoader in mro
    assert not any(cls.__module__.startswith(("yaml.cyaml", "_yaml")) for cls in mro)


# -- duplicate keys (bad-rules 02, B10) -------------------------------------------------------


def test_bad_rules_02_duplicate_key():
    text = ("needs:\n  energy:\n    decay_per_tick: 0.03\n    threshold: 0.2\n    priority: 2\n"
            "    interrupt: true\n    # raised after the playtest on Tuesday\n"
            "    decay_per_tick: 0.04\n")
    d = first(text)
    assert (d.code, d.line, d.column, d.path) == ("yaml.duplicate-key", 8, 5, "needs.energy")
    assert "duplicate key 'decay_per_tick' (lines 3 and 8)" in d.message


def test_b10_duplicate_key_in_block_style():
    d = first("needs:\n  satiety:\n    decay: 0.01\n    threshold: 0.3\n    decay: 0.1\n")
    assert (d.code, d.line, d.column) == ("yaml.duplicate-key", 5, 5)
    assert d.render(with_source=False) == (
        "r.yaml:5:5: error: needs.satiety: duplicate key 'decay' (lines 3 and 5); "
        "keep one of them [yaml.duplicate-key]")


def test_b10_duplicate_key_in_flow_style():
    d = first("needs:\n  satiety: {decay: 0.01, threshold: 0.3, decay: 0.1}\n")
    assert (d.code, d.line, d.column) == ("yaml.duplicate-key", 2, 42)
    assert "'decay'" in d.message
    assert "columns 13 and 42" in d.message


def test_duplicate_key_across_lines_in_flow_style():
    d = first("a: {decay: 1,\n    decay: 2}\n")
    assert (d.code, d.line, d.column) == ("yaml.duplicate-key", 2, 5)
    assert "lines 1 and 2" in d.message


# -- YAML 1.1 booleans (bad-rules 03, B08) ----------------------------------------------------

YAML11 = ["yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF",
          "y", "Y", "n", "N"]


def test_yaml_1_1_boolean_words_are_errors_as_values() -> None:
    def one_case(word):
        d = first(f"a: {word}\n")
        assert (d.code, d.line, d.column, d.path) == ("yaml.ambiguous-boolean", 1, 4, "a")
        assert "boolean" in d.message
        assert f"'{word}'" in d.message

    cases = YAML11
    assert failing_cases(one_case, cases) == []


def test_yaml_1_1_boolean_words_are_errors_as_keys() -> None:
    def one_case(word):
        d = first(f"{word}: 1\n")
        assert (d.code, d.line, d.column) == ("yaml.ambiguous-boolean", 1, 1)
        assert "boolean" in d.message
        assert "key" in d.message

    cases = YAML11
    assert failing_cases(one_case, cases) == []


def test_bad_rules_03_unquoted_no_in_lexicon():
    text = ("lexicons:\n  food: [eat, ate, eaten, meal, sandwich, soup]\n"
            "  negation: [not, never, no, without, nothing]\n")
    d = first(text)
    assert (d.code, d.line, d.column, d.path) == (
        "yaml.ambiguous-boolean", 3, 26, "lexicons.negation[2]")
    assert d.message == ("YAML 1.1 reads unquoted no as boolean false; write 'no' in quotes if you "
                         "mean the word, or false if you mean the boolean")


def test_b08_every_ambiguous_boolean_is_reported_with_its_path():
    text = ("lexicons:\n  negation: [not, never, no, nothing]\n  social: [hi, yes, talk]\n"
            "rules:\n  - event: rest\n    on: [nap, sleep]\n    enabled: off\n")
    with pytest.raises(RuleError) as info:
        load_yaml(text, "rules.yaml")
    found = [(d.code, d.line, d.column, d.path) for d in info.value.diagnostics]
    assert found == [
        ("yaml.ambiguous-boolean", 2, 26, "lexicons.negation[2]"),
        ("yaml.ambiguous-boolean", 3, 16, "lexicons.social[1]"),
        ("yaml.ambiguous-boolean", 6, 5, "rules[0]"),
        ("yaml.ambiguous-boolean", 7, 14, "rules[0].enabled"),
    ]
    assert "unquoted key on as boolean true" in info.value.diagnostics[2].message


# -- leading zeros (bad-rules 05, B11) --------------------------------------------------------


def test_bad_rules_05_octal_priority():
    text = ("# lower number = more urgent; hydration must come before satiety\nneeds:\n"
            "  hydration:\n    threshold: 0.25\n    priority: 9\n    interrupt: true\n"
            "  satiety:\n    threshold: 0.2\n    priority: 010\n    interrupt: true\n")
    d = first(text)
    assert (d.code, d.line, d.column, d.path) == (
        "yaml.leading-zero", 9, 15, "needs.satiety.priority")
    assert d.message == "010 has a leading zero (YAML 1.1 reads it as octal 8); write 10"


def test_b11_every_leading_zero_is_reported():
    text = "priorities: {safety: 010, satiety: 020, energy: 030, social: 09}\n"
    with pytest.raises(RuleError) as info:
        load_yaml(text, "r.yaml")
    found = [(d.code, d.column, d.path) for d in info.value.diagnostics]
    assert found == [
        ("yaml.leading-zero", 22, "priorities.safety"),
        ("yaml.leading-zero", 36, "priorities.satiety"),
        ("yaml.leading-zero", 49, "priorities.energy"),
        ("yaml.leading-zero", 62, "priorities.social"),
    ]
    assert "09 has a leading zero" in info.value.diagnostics[3].message
    assert info.value.diagnostics[3].message.endswith("write 9")


@pytest.mark.parametrize(("text", "fix"), [("-007", "write -7"), ("01.5", "write 1.5"),
                                           ("00", "write 0"), ("+010", "write 10")])
def test_leading_zero_forms(text, fix):
    d = first(f"a: {text}\n")
    assert (d.code, d.line, d.column) == ("yaml.leading-zero", 1, 4)
    assert d.message.startswith(f"{text} has a leading zero")
    assert d.message.endswith(fix)


def test_zero_and_decimal_fractions_are_not_leading_zeros():
    assert load_yaml("a: 0\nb: 0.5\nc: -0\nd: 0e0\n", "r.yaml").data == {
        "a": 0, "b": 0.5, "c": 0, "d": 0.0}


# -- non-finite numbers (bad-rules 06) --------------------------------------------------------


def test_bad_rules_06_nan_decay():
    text = ("needs:\n  safety:\n    decay_per_tick: .nan   # safety has no natural decay\n"
            "    threshold: 0.2\n")
    d = first(text)
    assert (d.code, d.line, d.column, d.path) == (
        "yaml.non-finite", 3, 21, "needs.safety.decay_per_tick")
    assert "NaN" in d.message
    assert "finite" in d.message


@pytest.mark.parametrize("text", [".nan", ".NaN", ".NAN", ".inf", ".Inf", "-.inf", "+.INF",
                                  "1e999"])
def test_non_finite_numbers_are_errors(text):
    d = first(f"max: {text}\n")
    assert (d.code, d.line, d.column) == ("yaml.non-finite", 1, 6)
    assert ("NaN" in d.message or "infinity" in d.message)
    assert "finite" in d.message


# -- tags, anchors and aliases (B13) ----------------------------------------------------------


def test_b13_python_tag_is_not_allowed_and_nothing_runs():
    d = first("decay: !!python/object/apply:os.getcwd []\n")
    assert (d.code, d.line, d.column, d.path) == ("yaml.tag-not-allowed", 1, 8, "decay")
    assert "tag !!python/object/apply" in d.message
    assert "not allowed" in d.message


@pytest.mark.parametrize("text", ["a: !!python/name:os.system x\n", "a: !custom x\n",
                                  "a: !!set {x}\n", "a: ! x\n", "a: !!timestamp 2026-01-01\n"])
def test_other_tags_are_not_allowed(text):
    assert errors(text) == [("yaml.tag-not-allowed", 1, 4)]


@pytest.mark.parametrize("text", ["a: !!int x\n", "a: !!bool 1\n", "a: !!map x\n",
                                  "a: !!str [1]\n"])
def test_standard_tags_must_fit_their_value(text):
    assert errors(text) == [("yaml.bad-tagged-value", 1, 4)]


def test_anchor_and_alias_are_each_reported():
    with pytest.raises(RuleError) as info:
        load_yaml("a: &x [1]\nb: *x\n", "r.yaml")
    found = [(d.code, d.line, d.column, d.path) for d in info.value.diagnostics]
    assert found == [("yaml.alias-not-allowed", 1, 4, "a"), ("yaml.alias-not-allowed", 2, 4, "b")]


def test_billion_laughs_is_rejected_before_any_expansion():
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for i in range(1, 9):
        prev, name = chr(96 + i), chr(97 + i)
        lines.append(f"{name}: &{name} [" + ",".join([f"*{prev}"] * 9) + "]")
    # every anchor and alias is reported where it stands; none is expanded (9 ** 9 strings)
    with pytest.raises(RuleError) as info:
        load_yaml("\n".join(lines) + "\n", "lol.yaml")
    assert len(info.value.diagnostics) == 9 + 8 * 9  # 9 anchors, 72 aliases
    assert {d.code for d in info.value.diagnostics} == {"yaml.alias-not-allowed"}
    assert (info.value.diagnostics[0].line, info.value.diagnostics[0].column) == (1, 4)


def test_a_flood_of_aliases_stops_at_max_errors():
    text = "a: [" + ",".join(["*x"] * 100_000) + "]\n"
    with pytest.raises(RuleError) as info:
        load_yaml(text, "r.yaml", limits=YamlLimits(max_errors=20))
    assert len(info.value.diagnostics) == 20


def test_merge_keys_are_not_supported():
    assert errors("a: 1\n<<: {b: 2}\n") == [("yaml.merge-key", 2, 1)]


# -- keys -------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "column"), [("1: a\n", 1), ("true: a\n", 1), ("~: a\n", 1),
                                              ("1.5: a\n", 1), ("? [x]\n: c\n", 3)])
def test_keys_must_be_text(text, column):
    assert errors(text) == [("yaml.key-not-text", 1, column)]


def test_quoted_numeric_key_is_text():
    assert load_yaml("'1': a\n", "r.yaml").data == {"1": "a"}


# -- limits -----------------------------------------------------------------------------------


def test_limits_are_a_frozen_object_with_defaults():
    limits = YamlLimits()
    assert (limits.max_bytes, limits.max_depth) == (2 * 1024 * 1024, 50)
    with pytest.raises(AttributeError):
        limits.max_depth = 3  # type: ignore[misc]


def test_nesting_of_50_levels_loads_and_51_is_too_deep():
    ok = "a: " + "[" * 49 + "]" * 49 + "\n"
    load_yaml(ok, "r.yaml")
    d = first("a: " + "[" * 50 + "]" * 50 + "\n")
    assert (d.code, d.line, d.column) == ("yaml.too-deep", 1, 53)
    assert "50" in d.message


def test_very_deep_nesting_stops_at_the_limit_without_recursion_error():
    # one diagnostic, at the bracket that goes one level past the default limit of 50 (the
    # mapping is level 1): composing stops there instead of reading 100,000 levels
    with pytest.raises(RuleError) as caught:
        load_yaml("a: " + "[" * 100_000 + "]" * 100_000 + "\n", "r.yaml")
    assert [(d.code, d.line, d.column) for d in caught.value.diagnostics] == [
        ("yaml.too-deep", 1, 53)]


def test_depth_limit_is_configurable():
    assert errors("a:\n  b:\n    c: 1\n", limits=YamlLimits(max_depth=2)) == [
        ("yaml.too-deep", 3, 5)]


def test_input_larger_than_2_mib_is_too_large():
    d = first("a: " + "x" * (2 * 1024 * 1024) + "\n")
    assert (d.code, d.line) == ("yaml.too-large", None)
    assert "2 MiB" in d.message


def test_size_limit_is_counted_in_bytes():
    assert errors("a: é\n".encode(), limits=YamlLimits(max_bytes=5)) == [
        ("yaml.too-large", None, None)]
    assert load_yaml("a: é\n".encode(), "r.yaml", limits=YamlLimits(max_bytes=6)).data == {"a": "é"}


# -- document shape, encoding and syntax -------------------------------------------------------


@pytest.mark.parametrize(("text", "code"), [
    ("- a\n", "yaml.not-a-mapping"),
    ("just words\n", "yaml.not-a-mapping"),
    ("", "yaml.empty"),
    ("# only a comment\n", "yaml.empty"),
    ("---\n", "yaml.empty"),
])
def test_document_must_be_one_mapping(text, code):
    assert first(text).code == code


def test_multiple_documents_are_an_error_at_the_second():
    assert errors("a: 1\n---\nb: 2\n") == [("yaml.multiple-documents", 2, 1)]


def test_invalid_utf8_is_located():
    d = first(b"a: 1\nb: caf\xff\n")
    assert (d.code, d.line, d.column) == ("yaml.encoding", 2, 7)
    assert "UTF-8" in d.message


def test_control_characters_are_located():
    assert errors("a: x\x07\n") == [("yaml.encoding", 1, 5)]


@pytest.mark.parametrize(("text", "line", "column", "words"), [
    ("a: b: c\n", 1, 5, "quotes"),
    ("a: [1, 2\n", 2, 1, "line 1, column 4"),
    ("a: 'x\n", 2, 1, "closing quote"),
    ("a: @x\n", 1, 4, "quotes"),
    ("a:\n  b: 1\n c: 2\n", 3, 2, "indented"),
])
def test_syntax_errors_are_located_in_plain_words(text, line, column, words):
    d = first(text)
    assert (d.code, d.line, d.column) == ("yaml.syntax", line, column)
    assert words in d.message
    assert "<block" not in d.message
    assert "scalar" not in d.message


def test_all_problems_are_reported_sorted_by_position():
    text = "a: no\nb: 010\nc: .inf\na: 1\n"
    assert errors(text) == [("yaml.ambiguous-boolean", 1, 4), ("yaml.leading-zero", 2, 4),
                            ("yaml.non-finite", 3, 4), ("yaml.duplicate-key", 4, 1)]


def test_diagnostics_carry_file_and_source_line():
    with pytest.raises(RuleError) as info:
        load_yaml("a:\n  b: no\n", "rules/x.yaml")
    d = info.value.diagnostics[0]
    assert d.file == "rules/x.yaml"
    assert d.source_line == "  b: no"
    assert d.render().splitlines()[1:] == ["    b: no", "       ^"]


# -- files ------------------------------------------------------------------------------------


def test_load_yaml_file_reads_bytes(tmp_path):
    path = tmp_path / "r.yaml"
    path.write_bytes(b"a: 1e-3\n")
    doc = load_yaml_file(path)
    assert doc.data == {"a": 0.001}
    assert doc.file == str(path)


def test_load_yaml_file_missing_or_unreadable(tmp_path):
    with pytest.raises(RuleError) as info:
        load_yaml_file(tmp_path / "nope.yaml")
    assert info.value.diagnostics[0].code == "yaml.file-not-found"
    assert info.value.diagnostics[0].file == str(tmp_path / "nope.yaml")
    with pytest.raises(RuleError) as info:
        load_yaml_file(tmp_path)
    assert info.value.diagnostics[0].code == "yaml.unreadable"


def test_load_yaml_file_too_large_or_not_utf8(tmp_path):
    path = tmp_path / "big.yaml"
    path.write_bytes(b"a: " + b"x" * 100 + b"\n")
    with pytest.raises(RuleError) as info:
        load_yaml_file(path, limits=YamlLimits(max_bytes=50))
    assert info.value.diagnostics[0].code == "yaml.too-large"
    path.write_bytes(b"a: \xc3\n")
    with pytest.raises(RuleError) as info:
        load_yaml_file(path)
    assert info.value.diagnostics[0].code == "yaml.encoding"


# -- safe loading -----------------------------------------------------------------------------


def test_engine_never_loads_yaml_unsafely():
    """B13: only SafeLoader subclasses; no yaml.load(, unsafe_load or full_load in the package."""
    banned = re.compile(
        r"yaml\.load\(|unsafe_load|full_load|yaml\.Loader\b|UnsafeLoader|FullLoader")
    offenders = []
    for path in sorted(ENGINE.rglob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if banned.search(line):
                offenders.append(f"{path.name}:{number}: {line.strip()}")
    assert offenders == []
