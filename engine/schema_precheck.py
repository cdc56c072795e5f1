"""A fast acceptance check of rule and lexicon files, so that the first tick after a rule edit
does not import jsonschema (issue 7: first tick after a rules change <= 7 x the interpreter's
start; importing jsonschema and building its validator is about 30 ms of it).

A bundled schema is turned into Python source by fastjsonschema (``compile_to_code``) once per
schema, engine and Python version; the compiled code object is kept in the cache folder of
:mod:`engine.caching` (``schema-<kind>-<key>.marshal``) and loaded with :mod:`marshal`, so a later
process runs the check without importing fastjsonschema or jsonschema (measured: loading the
check about 2 ms, checking physiology.yaml about 1.6 ms, against about 30 ms for jsonschema's
import and validator). Without a cache folder (``HOMEOSTAT_NO_CACHE=1``) there is no pre-check.

The check only ever *accepts*: :func:`accepts` returns True when the document is valid, and
anything else (a problem found, no cache folder, fastjsonschema missing, a damaged entry) sends
the caller to :class:`engine.schema_check.SchemaChecker`, the authority, which reports located
diagnostics. So a document this check accepts must be valid for jsonschema too;
tests/test_schema_precheck.py checks that on the bundled, good and bad rule files and on
thousands of random mutations of the bundled rules and lexicon. The two agree because our schemas
use only keywords that mean the same in fastjsonschema's draft 2019-09 and in Draft 2020-12
(``type``, ``properties``, ``required``, ``additionalProperties``, ``$ref`` into ``$defs``,
``oneOf``, ``enum``, ``const``, ranges, lengths, ``pattern``, ``propertyNames``); a schema using
any other keyword is not pre-checked (:data:`SHARED_KEYWORDS`).

Design choice: the generated source imports its two exception classes from ``fastjsonschema``
and ``Decimal`` from :mod:`decimal`; those lines are replaced by names bound to :class:`Rejected`
and :class:`_NoDecimal`, so loading the check imports neither (about 13 ms and 0.8 ms). A
generated source that imports anything else from the package is not used.
"""

from __future__ import annotations

import marshal
import sys
from collections.abc import Callable
from typing import Any

__all__ = ["SHARED_KEYWORDS", "Rejected", "accepts"]

SHARED_KEYWORDS = frozenset({
    "$schema", "$id", "$ref", "$defs", "title", "description", "type", "properties", "required",
    "additionalProperties", "oneOf", "anyOf", "enum", "const", "minimum", "maximum",
    "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength", "minItems", "maxItems",
    "items", "minProperties", "maxProperties", "pattern", "propertyNames", "default",
    "examples",
})
"""Keywords that fastjsonschema and jsonschema's Draft 2020-12 validator read alike."""

_IMPORT_LINE = "from fastjsonschema import JsonSchemaValueException, JsonSchemaValuesException"
_DECIMAL_LINE = "from decimal import Decimal"


class _NoDecimal:
    """Stands for :class:`decimal.Decimal` in the generated check, which only tests
    ``isinstance(value, (int, float, Decimal))``: a loaded rule file never holds a Decimal, so
    the answer is the same and :mod:`decimal` (~0.8 ms) is not imported."""

_loaded: dict[str, Callable[[Any], Any] | None] = {}
"""kind -> the loaded check (or None: not available), per process (the schemas are bundled and
fixed for a process)."""


class Rejected(Exception):
    """Raised by a generated check for a document it does not accept (any arguments)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args[:1])


def accepts(kind: str, data: Any) -> bool:
    """Whether ``data`` is valid against the bundled schema ``kind`` (``ruleset``, ``lexicon``).

    Returns:
        True when valid. False when the check found a problem or could not run: the caller must
        then validate with :class:`engine.schema_check.SchemaChecker`.
    """
    check = _loaded.get(kind)
    if check is None and kind not in _loaded:
        check = _loaded[kind] = _load(kind)
    if check is None:
        return False
    try:
        check(data)
    except Rejected:
        return False
    except Exception:  # noqa: BLE001 - an unexpected failure is no verdict: the full check decides
        return False
    return True


def _shared_keywords_only(node: Any) -> bool:
    """Whether a schema uses only :data:`SHARED_KEYWORDS` (names under ``properties`` and
    ``$defs`` are names, not keywords)."""
    if isinstance(node, list):
        return all(_shared_keywords_only(item) for item in node)
    if not isinstance(node, dict):
        return True
    for key, value in node.items():
        if key in ("properties", "$defs"):
            if not all(_shared_keywords_only(v) for v in value.values()):
                return False
        elif key in ("default", "examples", "const", "enum"):
            continue
        elif key not in SHARED_KEYWORDS or not _shared_keywords_only(value):
            return False
    return True


def _entry_name(kind: str, schema_bytes: bytes) -> str:
    """The cache entry name of a check, keyed by the schema's bytes, Python's version and the
    engine's code (:func:`engine.caching.engine_fingerprint`, which covers this module). The
    generated code does not depend on fastjsonschema once generated, so its version is no part
    of the key (and finding it would cost an import)."""
    from .caching import engine_fingerprint, sha256

    digest = sha256(schema_bytes)
    digest.update(f"|{sys.version}|{engine_fingerprint()}".encode())
    return f"schema-{kind}-{digest.hexdigest()[:32]}.marshal"


def _load(kind: str) -> Callable[[Any], Any] | None:
    """The check for schema ``kind`` from the cache, generated and stored on a miss; None when
    it cannot be had (no cache folder, no fastjsonschema, a schema with other keywords)."""
    from . import caching
    from .resources import schemas_dir

    if caching.cache_dir() is None:
        return None
    try:
        schema_bytes = (schemas_dir() / f"{kind}.schema.json").read_bytes()
    except OSError:
        return None
    name = _entry_name(kind, schema_bytes)
    entry = caching.find_entry(name)
    code = None
    if entry is not None:
        try:
            with open(entry, "rb") as stream:  # a path string (engine.caching keeps pathlib out)
                code = marshal.loads(stream.read())
        except (OSError, EOFError, ValueError, TypeError):
            code = None
    if code is None:
        generated = _generate(kind, schema_bytes)
        if generated is None:
            return None
        code_object, function_name = generated
        caching.save_entry(name, f"schema-{kind}", marshal.dumps((function_name, code_object)))
        code = (function_name, code_object)
    try:
        function_name, code_object = code
        namespace: dict[str, Any] = {"JsonSchemaValueException": Rejected,
                                     "JsonSchemaValuesException": Rejected,
                                     "Decimal": _NoDecimal}
        exec(code_object, namespace)  # noqa: S102 - our own generated code, from our cache
        check = namespace[function_name]
    except Exception:  # noqa: BLE001 - a damaged entry: no pre-check
        return None
    return check if callable(check) else None


def _generate(kind: str, schema_bytes: bytes) -> tuple[Any, str] | None:
    """(code object, root function name) of the check for a schema, or None (see :func:`_load`).
    """
    import json

    try:
        import fastjsonschema
    except ImportError:
        return None
    schema = json.loads(schema_bytes)
    if not _shared_keywords_only(schema):
        return None
    try:
        # no defaults filled in (the document is not changed); no detailed messages (a rejected
        # document is reported by jsonschema), which halves the code to load
        source = fastjsonschema.compile_to_code(schema, use_default=False,
                                                detailed_exceptions=False)
        function_name = fastjsonschema.compile(schema, use_default=False,
                                               detailed_exceptions=False).__name__
    except Exception:  # noqa: BLE001 - a schema fastjsonschema cannot compile: no pre-check
        return None
    if _IMPORT_LINE not in source or _DECIMAL_LINE not in source:
        return None
    source = source.replace(_IMPORT_LINE, "", 1).replace(_DECIMAL_LINE, "", 1)
    if "fastjsonschema" in source.replace(f'VERSION = "{fastjsonschema.VERSION}"', ""):
        return None
    return compile(source, f"<fastjsonschema check of {kind}.schema.json>", "exec"), \
        function_name
