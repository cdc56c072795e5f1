"""Shared test helpers. Tests import the installed ``engine`` (``pip install '.[test]'``)."""

from __future__ import annotations

from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parent / "data"


@pytest.fixture
def data_dir() -> Path:
    """tests/data: copies of the handed cases, so the project passes without ../shared."""
    return DATA


def pytest_configure(config: pytest.Config) -> None:
    """Keep the compiled-rules cache of the test run away from the user's own cache."""
    import os
    import tempfile

    os.environ.setdefault("HOMEOSTAT_CACHE_DIR", tempfile.mkdtemp(prefix="homeostat-test-cache-"))


@pytest.fixture(scope="session")
def core_document() -> dict:
    """rules/lexicons/core.yaml and its parts as loaded, merged data, read once per test session
    (shared: a test that changes it works on a ``copy.deepcopy``)."""
    from engine.loading import load_lexicon

    core = Path(__file__).resolve().parent.parent / "rules" / "lexicons" / "core.yaml"
    return load_lexicon(core, precheck=True)


@pytest.fixture(scope="session")
def lex():
    """The bundled core lexicon (rules/lexicons/core.yaml), compiled once per test session
    (schema-checked by the tick path's precheck: jsonschema's full check of the bundled files is
    tests/test_schemas.py's job, and costs each test worker seconds)."""
    from engine.lexicon import compile_lexicon
    from engine.loading import load_lexicon

    core = Path(__file__).resolve().parent.parent / "rules" / "lexicons" / "core.yaml"
    return compile_lexicon([load_lexicon(core, precheck=True)])


@pytest.fixture
def bundled_lexicon_compiled_once(monkeypatch, lex, core_document) -> None:
    """Compiling the bundled lexicon unchanged and without extra terms gives the session's
    compiled ``lex`` (``compile_lexicon`` is a pure function of its input) instead of spending
    seconds on the same work again; any other lexicon compiles for real. For tests about what
    happens around the compile (the cache, validate, designer copies), not about the compiler."""
    from engine import perception

    compile_for_real = perception.compile_lexicon

    def compile_lexicon(documents, *, extra_terms=None, extra_objects=None):
        if not extra_terms and not extra_objects and len(documents) == 1 \
                and documents[0] == core_document:
            return lex
        return compile_for_real(documents, extra_terms=extra_terms, extra_objects=extra_objects)

    monkeypatch.setattr(perception, "compile_lexicon", compile_lexicon)


def pytest_assertrepr_compare(op: str, left: object, right: object) -> list[str] | None:
    """``assert failing_cases(...) == []`` (or any list of strings ``== []``) that fails shows
    how many cases failed and one line per case, instead of pytest's list diff, which names only
    the first extra item."""
    if op == "==" and right == [] and isinstance(left, list) and left \
            and all(isinstance(item, str) for item in left):
        return [f"{len(left)} failing case(s):", *left]
    return None
