"""Our JSON Schemas are themselves well-formed, closed and documented (bug-reports B15), and the
bundled rules and package data are present after installation."""

from __future__ import annotations

import json

from helpers import failing_cases, run_cli
from jsonschema import Draft202012Validator

from engine.resources import load_schema, rules_dir, schema_names

KNOWN_KEYWORDS = set(Draft202012Validator.META_SCHEMA["properties"]) | {
    "$schema", "$id", "$defs", "$ref", "title", "description", "type", "enum", "const",
    "properties", "additionalProperties", "required", "items", "minItems", "maxItems",
    "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength",
    "pattern", "oneOf", "anyOf", "allOf", "propertyNames", "minProperties", "maxProperties",
    "format",
    "patternProperties", "default", "examples",
}


def walk(schema, path=()):
    if isinstance(schema, dict):
        yield path, schema
        for key, value in schema.items():
            if key in ("properties", "$defs", "patternProperties"):
                for name, child in value.items():
                    yield from walk(child, (*path, key, name))
            elif key in ("items", "additionalProperties", "propertyNames"):
                yield from walk(value, (*path, key))
            elif key in ("oneOf", "anyOf", "allOf"):
                for index, child in enumerate(value):
                    yield from walk(child, (*path, key, index))


EXPECTED = {"ruleset", "lexicon", "needs-file", "needs-report", "physiology-file",
            "physiology-needs-file", "physiology-report", "body-event", "error-report"}


def test_every_expected_schema_is_bundled():
    assert EXPECTED <= set(schema_names())


def test_schema_is_valid_closed_and_documented() -> None:
    def one_case(name):
        schema = load_schema(name)
        Draft202012Validator.check_schema(schema)
        for path, node in walk(schema):
            unknown = set(node) - KNOWN_KEYWORDS
            assert not unknown, (path, unknown)
            if "properties" in node and node.get("type") == "object":
                assert "additionalProperties" in node, path
                for key, child in node["properties"].items():
                    assert isinstance(child, dict) and (
                        "description" in child or "$ref" in child), (path, key)

    cases = sorted(EXPECTED)
    assert failing_cases(one_case, cases) == []


def test_the_bundled_rules_validate(capsys):
    code, _, err = run_cli(capsys, ["validate"])
    assert code == 0, err


def test_schema_command_lists_and_prints(capsys):
    code, out, _ = run_cli(capsys, ["schema"])
    assert code == 0 and "ruleset" in out.split()
    code, out, _ = run_cli(capsys, ["schema", "ruleset"])
    assert json.loads(out)["title"] == "homeostat ruleset"
    code, _, err = run_cli(capsys, ["schema", "rulset"])
    assert code == 2 and "did you mean 'ruleset'" in err


def test_bundled_rule_files_start_with_an_editor_schema_line():
    for path in sorted(rules_dir().rglob("*.yaml")):
        first = path.read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("# yaml-language-server: $schema="), path


def test_the_engine_only_uses_a_safe_yaml_loader():
    from pathlib import Path

    import engine

    source = "\n".join(p.read_text() for p in Path(engine.__file__).parent.glob("*.py"))
    assert "yaml.load(" not in source
    assert "unsafe_load" not in source
    assert "full_load" not in source
