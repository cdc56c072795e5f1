"""The fast schema pre-check (engine.schema_precheck) never accepts what jsonschema rejects.

It only decides "valid"; anything it rejects is checked again by jsonschema. So the one thing that
must hold is: accepted => valid for jsonschema's Draft 2020-12 validator. Checked on the bundled,
good and bad rule files and on seeded random mutations of the bundled rules and lexicon.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import jsonschema
import pytest

from engine import schema_precheck
from engine.resources import load_schema, rules_dir
from engine.strict_yaml import load_yaml_file

DATA = Path(__file__).parent / "data"
ODD_VALUES = [None, True, False, 0, 1, -1, 2, 100, 1.5, -2.5, 0.0, 1e9, "", "x", "Foo", "a b",
              "eat", [], [1], ["x"], {}, {"x": 1}]


def _validator(kind: str) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(load_schema(kind))


def _paths(node, path=()):
    yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, (*path, index))


def _mutate(document, rng: random.Random):
    """A copy with one value replaced by an odd one, one key removed, or one unknown key added."""
    mutated = copy.deepcopy(document)
    path = rng.choice(list(_paths(mutated))[1:])
    parent = mutated
    for step in path[:-1]:
        parent = parent[step]
    roll = rng.random()
    if roll < 0.6 or not isinstance(parent, dict):
        parent[path[-1]] = copy.deepcopy(rng.choice(ODD_VALUES))
    elif roll < 0.8:
        del parent[path[-1]]
    else:
        parent[rng.choice(["extra", "treshold", f"{path[-1]}s"])] = 1
    return mutated


@pytest.mark.parametrize("name", ["needs.yaml", "physiology.yaml"])
def test_the_bundled_rulesets_are_accepted_without_jsonschema(name):
    assert schema_precheck.accepts("ruleset", load_yaml_file(rules_dir() / name).data) is True


def test_the_bundled_lexicon_is_accepted():
    data = load_yaml_file(rules_dir() / "lexicons" / "core.yaml").data
    assert schema_precheck.accepts("lexicon", data) is True


def test_bad_rule_files_that_jsonschema_rejects_are_never_accepted():
    validator = _validator("ruleset")
    rejected = 0
    for path in sorted((DATA / "bad-rules").glob("*.yaml")):
        try:
            data = load_yaml_file(path).data
        except Exception:  # noqa: BLE001 - YAML-level problems never reach a schema
            continue
        if not validator.is_valid(data):
            rejected += 1
            assert schema_precheck.accepts("ruleset", data) is False, path.name
    assert rejected >= 2  # the set has schema-level cases (a misspelt key, a range)


@pytest.mark.parametrize(("kind", "files", "count"), [
    ("ruleset", ["needs.yaml", "physiology.yaml"], 1500),
    ("lexicon", ["lexicons/core.yaml"], 300),
])
def test_accepted_mutations_are_valid_for_jsonschema(kind, files, count):
    validator = _validator(kind)
    documents = [load_yaml_file(rules_dir() / f).data for f in files]
    rng = random.Random(20261130)
    verdicts = {True: 0, False: 0}
    for _ in range(count):
        mutated = _mutate(rng.choice(documents), rng)
        if rng.random() < 0.3:
            mutated = _mutate(mutated, rng)
        accepted = schema_precheck.accepts(kind, mutated)
        verdicts[accepted] += 1
        if accepted:
            assert validator.is_valid(mutated), json.dumps(mutated)[:300]
    assert verdicts[True] > count // 20 and verdicts[False] > count // 2  # both verdicts seen


def test_a_schema_with_a_keyword_outside_the_shared_set_is_not_prechecked():
    assert schema_precheck._shared_keywords_only(load_schema("ruleset"))
    assert schema_precheck._shared_keywords_only(load_schema("lexicon"))
    assert not schema_precheck._shared_keywords_only(
        {"type": "object", "unevaluatedProperties": False})
    assert not schema_precheck._shared_keywords_only(
        {"properties": {"a": {"if": {"type": "string"}}}})
