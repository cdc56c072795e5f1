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
from engine.loading import lexicon_files, load_lexicon
from engine.resources import load_schema, rules_dir
from engine.strict_yaml import load_yaml_file

DATA = Path(__file__).parent / "data"
ODD_VALUES = [None, True, False, 0, 1, -1, 2, 100, 1.5, -2.5, 0.0, 1e9, "", "x", "Foo", "a b",
              "eat", [], [1], ["x"], {}, {"x": 1}]


def _validator(kind: str) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(load_schema(kind))


def _paths(node):
    """Every path in ``node`` (tuples of keys and indices), parents before children."""
    found = []

    def walk(value, path):
        found.append(path)
        if isinstance(value, dict):
            for key, item in value.items():
                walk(item, (*path, key))
        elif isinstance(value, list):
            for index, item in enumerate(value):
                walk(item, (*path, index))

    walk(node, ())
    return found


_PATHS: dict[int, tuple] = {}
"""(document, its paths) for the bundled documents, by ``id``: holding the document keeps its id
from being reused by another object."""


def _mutate(document, rng: random.Random):
    """(a copy with one value replaced by an odd one, one key removed, or one unknown key added;
    the path of the node that changed: the replaced value's, or the parent of the removed or
    added key). Only the containers on the path are copied: the rest is shared with
    ``document``, and nothing here or in the checks changes a node in place."""
    known = _PATHS.get(id(document))
    paths = known[1] if known and known[0] is document else _paths(document)
    path = rng.choice(paths[1:])
    mutated = parent = copy.copy(document)
    for step in path[:-1]:
        parent[step] = copy.copy(parent[step])
        parent = parent[step]
    roll = rng.random()
    if roll < 0.6 or not isinstance(parent, dict):
        parent[path[-1]] = copy.deepcopy(rng.choice(ODD_VALUES))
        return mutated, path
    if roll < 0.8:
        del parent[path[-1]]
    else:
        parent[rng.choice(["extra", "treshold", f"{path[-1]}s"])] = 1
    return mutated, path[:-1]


_LOCAL_KEYWORDS = {"type", "properties", "additionalProperties", "required", "propertyNames",
                   "minProperties", "maxProperties", "description", "title", "$comment",
                   "$schema", "$id", "$defs"}
"""Keywords of an object schema that look at its own keys and at each value only through that
value's own subschema: where a schema uses only these, a value it holds is checked by
``properties[key]`` alone."""


def _trimmed(schema, changed_paths):
    """``schema`` with the subschemas of values that no path in ``changed_paths`` goes through
    replaced by ``true``, wherever the schema on the way is an inline object schema of
    :data:`_LOCAL_KEYWORDS` (the walk stops at a ``$ref``, a list or anything else).

    For a document that was valid before only the nodes on ``changed_paths`` changed, validity
    under the trimmed schema is validity under the whole schema: each level still checks its
    own keys (required, additional, names) and the value on the path, and every value left out
    is unchanged and was valid. It spares jsonschema the rest of the 20,000-line lexicon."""
    def trim(node, paths):
        paths = [path for path in paths if path]
        if (not paths or not isinstance(node, dict) or not set(node) <= _LOCAL_KEYWORDS
                or not isinstance(node.get("properties"), dict)):
            return node
        properties = {}
        for key, subschema in node["properties"].items():
            below = [path[1:] for path in paths if path[0] == key]
            properties[key] = trim(subschema, below) if below else True
        return {**node, "properties": properties}

    return trim(schema, list(changed_paths))


@pytest.mark.parametrize("name", ["needs.yaml", "physiology.yaml"])
def test_the_bundled_rulesets_are_accepted_without_jsonschema(name):
    assert schema_precheck.accepts("ruleset", load_yaml_file(rules_dir() / name).data) is True


def _bundled_document(kind: str, name: str) -> dict:
    """A bundled rule file's data, or a bundled lexicon's merged with its parts."""
    path = rules_dir() / name
    return load_lexicon(path) if kind == "lexicon" else load_yaml_file(path).data


def test_the_bundled_lexicon_is_accepted():
    data = load_lexicon(rules_dir() / "lexicons" / "core.yaml")
    assert schema_precheck.accepts("lexicon", data) is True
    for part in lexicon_files(rules_dir() / "lexicons" / "core.yaml"):
        assert schema_precheck.accepts("lexicon", load_yaml_file(part).data) is True, part


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
    ("lexicon", ["lexicons/core.yaml"], 150),
])
def test_accepted_mutations_are_valid_for_jsonschema(kind, files, count):
    documents = [_bundled_document(kind, f) for f in files]
    _PATHS.update((id(document), (document, _paths(document))) for document in documents)
    rng = random.Random(20261130)
    verdicts = {True: 0, False: 0}
    schema = load_schema(kind)
    for _ in range(count):
        mutated, path = _mutate(rng.choice(documents), rng)
        paths = [path]
        if rng.random() < 0.3:
            mutated, path = _mutate(mutated, rng)
            paths.append(path)
        accepted = schema_precheck.accepts(kind, mutated)
        verdicts[accepted] += 1
        if accepted:
            trimmed = jsonschema.Draft202012Validator(_trimmed(schema, paths))
            assert trimmed.is_valid(mutated), json.dumps(mutated)[:300]
    assert verdicts[True] > count // 20 and verdicts[False] > count // 2  # both verdicts seen


def test_a_schema_with_a_keyword_outside_the_shared_set_is_not_prechecked():
    assert schema_precheck._shared_keywords_only(load_schema("ruleset"))
    assert schema_precheck._shared_keywords_only(load_schema("lexicon"))
    assert not schema_precheck._shared_keywords_only(
        {"type": "object", "unevaluatedProperties": False})
    assert not schema_precheck._shared_keywords_only(
        {"properties": {"a": {"if": {"type": "string"}}}})


@pytest.mark.parametrize(("kind", "files", "count"), [
    ("ruleset", ["needs.yaml", "physiology.yaml"], 300),
    ("lexicon", ["lexicons/core.yaml"], 4),
])
def test_a_trimmed_schema_judges_a_mutation_as_the_whole_schema_does(kind, files, count):
    validator, schema = _validator(kind), load_schema(kind)
    documents = [_bundled_document(kind, f) for f in files]
    rng = random.Random(20261202)
    verdicts = []
    for _ in range(count):
        mutated, path = _mutate(rng.choice(documents), rng)
        trimmed = jsonschema.Draft202012Validator(_trimmed(schema, [path]))
        verdicts.append(validator.is_valid(mutated))
        assert trimmed.is_valid(mutated) is verdicts[-1], path
    assert len(set(verdicts)) == 2 or count < 10  # both verdicts seen on the ruleset


def test_trimming_keeps_the_path_and_the_object_checks_and_drops_the_rest():
    schema = {"type": "object", "additionalProperties": False, "required": ["a"],
              "properties": {"a": {"type": "object", "properties": {"x": {"type": "integer"},
                                                                    "y": {"type": "string"}}},
                             "b": {"$ref": "#/$defs/b"}},
              "$defs": {"b": {"type": "string"}}}
    assert _trimmed(schema, [("a", "x")]) == {
        **schema, "properties": {"a": {"type": "object", "properties": {"x": {"type": "integer"},
                                                                        "y": True}},
                                 "b": True}}
    assert _trimmed(schema, [("b", 0)])["properties"] == {"a": True, "b": {"$ref": "#/$defs/b"}}
    assert _trimmed(schema, [()]) == schema
