"""JSON Schema (Draft 2020-12) validation of loaded documents, as located diagnostics.

``SchemaChecker(schema, name=...)`` checks the schema once and builds one validator;
``check(document)`` turns every validation error of a :class:`~engine.strict_yaml.LoadedDocument`
into a :class:`~engine.diagnostics.Diagnostic` located at the offending YAML token, and
``check_data(data, file=...)`` does the same for JSON state files (located by path only, or by
``positions`` when the caller has them).

Messages are written for a designer, not a schema author (design choice; shared/cases/bad-rules and
bug-reports.md B15): an unknown key is reported at the key with a did-you-mean from the keys that
object allows; a type error says what was expected, what was found as written, and how to quote
it; a range error gives the interval and the value; ``oneOf``/``anyOf`` report only the best
sub-error (:func:`jsonschema.exceptions.best_match`). Codes are ``schema.<keyword>``, except
``schema.unknown-key`` for ``additionalProperties``/``unevaluatedProperties``. The diagnostic's
``path`` is the instance path of the offending value (of the enclosing mapping for key errors).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError, ValidationError, best_match

from engine.diagnostics import Diagnostic, Position, RuleError, did_you_mean, percent_hint
from engine.strict_yaml import LoadedDocument, Path, format_path

__all__ = ["SchemaChecker"]

_TYPE_WORDS = {
    "string": "a string",
    "number": "a number",
    "integer": "a whole number",
    "boolean": "true or false",
    "object": "a mapping (key: value entries)",
    "array": "a list",
    "null": "nothing (null)",
}
_MAX_LISTED = 12

Locate = Callable[[Path, bool], Position | None]


class _Finding(NamedTuple):
    """One problem before it is located: ``path`` for the report, ``at`` (and ``key``) for the
    position."""

    code: str
    message: str
    path: Path
    at: Path
    key: bool = False
    suggestion: str | None = None


class SchemaChecker:
    """A JSON Schema (Draft 2020-12) compiled once, reporting located, plain-language diagnostics.

    Args:
        schema: the schema as a mapping.
        name: a short name for the schema (used in the error when the schema itself is invalid).
        trusted: skip checking the schema against the metaschema (~30 ms per schema); for the
            bundled schemas, which tests/test_schemas.py checks.

    Raises:
        RuleError: ``schema.invalid-schema`` when ``schema`` is not a valid Draft 2020-12 schema.
    """

    def __init__(self, schema: Mapping[str, Any], *, name: str, trusted: bool = False):
        self.name = name
        try:
            if not trusted:
                Draft202012Validator.check_schema(schema)
        except SchemaError as exc:
            where = "/".join(str(p) for p in exc.absolute_path) or "(top level)"
            raise RuleError(Diagnostic(
                "schema.invalid-schema", f"schema {name} is invalid at {where}: {exc.message}",
                file=name)) from None
        self._validator = Draft202012Validator(schema)

    def __repr__(self) -> str:
        return f"SchemaChecker(name={self.name!r})"

    def check(self, document: LoadedDocument) -> list[Diagnostic]:
        """Every problem of ``document`` against the schema, sorted by (line, column); ``[]`` when
        valid."""

        def locate(path: Path, key: bool) -> Position | None:
            return document.position(path, key=key)

        return self._check(document.data, document.file, locate, document.source_text)

    def check_data(
        self, data: Any, *, file: str, positions: Mapping[Path, Position] | None = None
    ) -> list[Diagnostic]:
        """Like :meth:`check` for plain data (a JSON state file): diagnostics carry the file and
        path, and a line and column only when ``positions`` (path -> Position) has one for the
        path or an ancestor."""

        def locate(path: Path, key: bool) -> Position | None:
            if not positions:
                return None
            for end in range(len(path), -1, -1):
                if path[:end] in positions:
                    return positions[path[:end]]
            return None

        return self._check(data, file, locate, {})

    def _check(self, data: Any, file: str, locate: Locate,
               texts: Mapping[Path, str]) -> list[Diagnostic]:
        findings: list[_Finding] = []
        for error in self._validator.iter_errors(data):
            findings.extend(_findings(error, texts))
        out: dict[tuple[Any, ...], Diagnostic] = {}
        for f in findings:
            position = locate(f.at, f.key)
            diagnostic = Diagnostic(
                code=f.code, message=f.message, file=file,
                line=position.line if position else None,
                column=position.column if position else None,
                path=format_path(f.path) or None, suggestion=f.suggestion,
                source_line=position.source_line if position else None)
            out.setdefault((diagnostic.line, diagnostic.column, diagnostic.code,
                            diagnostic.message), diagnostic)
        return sorted(out.values(), key=lambda d: (d.line or 0, d.column or 0, d.path or "",
                                                   d.code, d.message))


def _findings(error: ValidationError, texts: Mapping[Path, str]) -> list[_Finding]:
    """The findings for one jsonschema error (several for ``additionalProperties``/``required``)."""
    keyword = error.validator
    path: Path = tuple(error.absolute_path)
    if keyword in ("oneOf", "anyOf"):
        return _alternatives(error, path, texts)
    if "propertyNames" in error.relative_schema_path:
        handler = _HANDLERS.get(str(keyword))
        reason = handler(error, _shown(error.instance, None), None) if handler else error.message
        suggestion = None
        if keyword == "enum" and isinstance(error.instance, str):
            suggestion = did_you_mean(error.instance,
                                      [a for a in error.validator_value if isinstance(a, str)])
        message = f"key '{error.instance}' is not allowed: {reason}"
        if suggestion:
            message += f" (did you mean '{suggestion}'?)"
        return [_Finding("schema.propertyNames", message, path, (*path, error.instance),
                         key=True, suggestion=suggestion)]
    if keyword in ("additionalProperties", "unevaluatedProperties"):
        return _unknown_keys(error, path)
    if keyword == "required":
        missing = [k for k in error.validator_value if k not in error.instance]
        return [_Finding("schema.required", f"missing required key '{k}'", path, path, key=True)
                for k in missing]
    handler = _HANDLERS.get(str(keyword))
    text = texts.get(path)
    got = _shown(error.instance, text)
    message = handler(error, got, text) if handler else _clean(error.message)
    suggestion = None
    if keyword == "enum" and isinstance(error.instance, str):
        suggestion = did_you_mean(error.instance,
                                  [a for a in error.validator_value if isinstance(a, str)])
        if suggestion:
            message += f" (did you mean '{suggestion}'?)"
    if keyword is None:  # a `false` schema, e.g. `items: false`
        message = f"{got} is not allowed here; remove it"
        keyword = "false"
    # An empty value (`energy:`) has no token of its own: point at its key.
    on_key = error.instance is None and text == ""
    return [_Finding(f"schema.{keyword}", message, path, path, key=on_key,
                     suggestion=suggestion)]


def _unknown_keys(error: ValidationError, path: Path) -> list[_Finding]:
    schema = error.schema if isinstance(error.schema, Mapping) else {}
    allowed = sorted(_property_names(schema))
    patterns = list(schema.get("patternProperties", {}))
    instance = error.instance if isinstance(error.instance, Mapping) else {}
    extras = [k for k in instance
              if k not in allowed and not any(re.search(p, k) for p in patterns)]
    if not extras:  # properties came from elsewhere ($ref, allOf); take jsonschema's word
        extras = [k for k in re.findall(r"'([^']*)'", error.message) if k in instance]
    out = []
    for key in extras:
        suggestion = did_you_mean(key, allowed)
        message = f"unknown key '{key}'"
        if suggestion:
            message += f" (did you mean '{suggestion}'?)"
        if allowed and len(allowed) <= _MAX_LISTED:
            message += f"; allowed keys: {', '.join(allowed)}"
        if patterns:
            message += f"; other keys must match {' or '.join(patterns)}"
        elif not allowed:
            message += "; this mapping takes no keys"
        out.append(_Finding("schema.unknown-key", message, path, (*path, key), key=True,
                            suggestion=suggestion))
    return out


def _property_names(schema: Mapping[str, Any]) -> set[str]:
    """Names from ``properties``, also inside ``allOf``/``anyOf``/``oneOf``/``then``/``else``."""
    names = set(schema.get("properties", {}))
    for word in ("allOf", "anyOf", "oneOf"):
        for sub in schema.get(word, []):
            if isinstance(sub, Mapping):
                names |= _property_names(sub)
    for word in ("then", "else"):
        if isinstance(schema.get(word), Mapping):
            names |= _property_names(schema[word])
    return names


def _alternatives(error: ValidationError, path: Path,
                  texts: Mapping[Path, str]) -> list[_Finding]:
    """``oneOf``/``anyOf``: the errors of the one alternative whose type fits the value; else,
    when no alternative's type fits, one type error naming every allowed type; else
    :func:`best_match`."""
    code = f"schema.{error.validator}"
    if not error.context:
        return [_Finding(code, "matches more than one of the allowed forms; make it match "
                         "exactly one", path, path)]
    branches: dict[Any, list[ValidationError]] = {}
    for sub in error.context:
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)

    def type_miss(sub: ValidationError) -> bool:
        return sub.validator == "type" and not sub.relative_path

    fitting = [errs for errs in branches.values() if not any(type_miss(e) for e in errs)]
    if len(fitting) == 1:
        return [f for sub in fitting[0] for f in _findings(sub, texts)]
    if not fitting:
        wanted: list[str] = []
        for errs in branches.values():
            for sub in errs:
                if type_miss(sub):
                    value = sub.validator_value
                    wanted += value if isinstance(value, list) else [value]
        expected = " or ".join(_TYPE_WORDS.get(t, t) for t in dict.fromkeys(wanted))
        got = _shown(error.instance, texts.get(path))
        return [_Finding("schema.type", f"expected {expected}, got {got}", path, path)]
    best = best_match([error])
    if best is not None and best is not error:
        return _findings(best, texts)
    reasons = sorted({_clean(e.message) for e in error.context})[:3]
    return [_Finding(code, "matches none of the allowed forms: " + "; or ".join(reasons), path,
                     path)]


def _type_message(error: ValidationError, got: str, text: str | None) -> str:
    wanted = error.validator_value if isinstance(error.validator_value, list) else [
        error.validator_value]
    expected = " or ".join(_TYPE_WORDS.get(t, t) for t in wanted)
    value = error.instance
    message = f"expected {expected}, got {got}"
    if "string" in wanted and isinstance(value, bool):
        word = "true" if value else "false"
        if text is None:
            spelled = "yes, on and true" if value else "no, off and false"
            return f"{message} (YAML 1.1 reads unquoted {spelled} as boolean {word}); quote it"
        if text.lower() != word:
            return (f"{message}: YAML read unquoted {text} as boolean {word}; write '{text}' in "
                    "quotes")
        return f"{message}; write it in quotes: \"{text}\""
    if "string" in wanted and isinstance(value, int | float):
        text = got.removeprefix("the number ")
        return f"{message}; write it in quotes: \"{text}\""
    if value is None:
        return f"{message}; fill in a value or remove the key"
    if isinstance(value, str) and {"number", "integer"} & set(wanted) and _is_number(value):
        return f"{message}; write it without quotes: {value}"
    if "integer" in wanted and isinstance(value, float) and value.is_integer():
        return f"{message}; write {int(value)} without a decimal point"
    if "array" in wanted and isinstance(value, str):
        return f"{message}; write it as a list: [{json.dumps(value, ensure_ascii=False)}]"
    return message


def _range_message(error: ValidationError, got: str, text: str | None) -> str:
    got = got.removeprefix("the number ")
    schema = error.schema
    lo, hi = schema.get("minimum"), schema.get("maximum")
    xlo, xhi = schema.get("exclusiveMinimum"), schema.get("exclusiveMaximum")
    low = lo if lo is not None else xlo
    high = hi if hi is not None else xhi
    if low is not None and high is not None:
        bounds = f"{'[' if lo is not None else '('}{_num(low)}, {_num(high)}" \
                 f"{']' if hi is not None else ')'}"
        message = f"must lie in {bounds}, got {got}"
    elif low is not None:
        message = f"must be {'at least' if lo is not None else 'greater than'} {_num(low)}, " \
                  f"got {got}"
    else:
        message = f"must be {'at most' if hi is not None else 'less than'} {_num(high)}, " \
                  f"got {got}"
    return message + percent_hint(error.instance, low, high)


def _enum_message(error: ValidationError, got: str, text: str | None) -> str:
    allowed = [_literal(a) for a in error.validator_value]
    listed = ", ".join(allowed[:_MAX_LISTED]) + (", ..." if len(allowed) > _MAX_LISTED else "")
    return f"must be one of {listed}; got {got}"


def _count(noun: str) -> Callable[[ValidationError, str, str | None], str]:
    def message(error: ValidationError, got: str, text: str | None) -> str:
        n = error.validator_value
        size = len(error.instance)
        plural = noun if n == 1 else noun + "s"
        if error.validator.startswith("min"):
            if n == 1 and size == 0:
                return "must not be empty"
            return f"needs at least {n} {plural}, has {size}"
        return f"may have at most {n} {plural}, has {size}"

    return message


def _unique_message(error: ValidationError, got: str, text: str | None) -> str:
    seen: list[Any] = []
    for item in error.instance:
        if item in seen:
            return f"items must be unique; {_literal(item)} appears more than once"
        seen.append(item)
    return "items must be unique"


_HANDLERS: dict[str, Callable[[ValidationError, str, str | None], str]] = {
    "type": _type_message,
    "minimum": _range_message,
    "maximum": _range_message,
    "exclusiveMinimum": _range_message,
    "exclusiveMaximum": _range_message,
    "enum": _enum_message,
    "const": lambda e, got, text: f"must be {_literal(e.validator_value)}, got {got}",
    "pattern": lambda e, got, text: f"{got} does not have the required form (pattern "
                                    f"{e.validator_value})",
    "multipleOf": lambda e, got, text: f"must be a multiple of {_num(e.validator_value)}, got "
                                       f"{got.removeprefix('the number ')}",
    "minLength": _count("character"),
    "maxLength": _count("character"),
    "minItems": _count("item"),
    "maxItems": _count("item"),
    "minProperties": _count("entry"),
    "maxProperties": _count("entry"),
    "uniqueItems": _unique_message,
    "format": lambda e, got, text: f"{got} is not a valid {e.validator_value}",
}


def _shown(value: Any, text: str | None) -> str:
    """``value`` in words, numbers as written in the YAML when ``text`` is known."""
    if isinstance(value, bool):
        return f"the boolean {'true' if value else 'false'}"
    if isinstance(value, int | float):
        return f"the number {text if text is not None else _num(value)}"
    if isinstance(value, str):
        shown = value if len(value) <= 60 else value[:57] + "..."
        return f"the text {json.dumps(shown, ensure_ascii=False)}"
    if value is None:
        return "nothing (an empty value)"
    if isinstance(value, list):
        return "a list"
    return "a mapping"


def _literal(value: Any) -> str:
    """A schema value as a designer would write it: 'word', 3, true, null."""
    if isinstance(value, str):
        return f"'{value}'"
    if isinstance(value, int | float) and not isinstance(value, bool):
        return _num(value)
    return json.dumps(value)


def _num(value: Any) -> str:
    if isinstance(value, float) and math.isfinite(value) and value.is_integer() and abs(
            value) < 1e15:
        return str(int(value))
    return str(value)


def _is_number(text: str) -> bool:
    try:
        return math.isfinite(float(text))
    except ValueError:
        return False


def _clean(message: str) -> str:
    return message if len(message) <= 200 else message[:197] + "..."
