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
    """rules/lexicons/core.yaml as loaded data, read once per test session (shared: a test that
    changes it works on a ``copy.deepcopy``)."""
    from engine.loading import load_document

    core = Path(__file__).resolve().parent.parent / "rules" / "lexicons" / "core.yaml"
    return load_document(core, "lexicon", precheck=True).data


@pytest.fixture(scope="session")
def lex():
    """The bundled core lexicon (rules/lexicons/core.yaml), compiled once per test session
    (schema-checked by the tick path's precheck: jsonschema's full check of the bundled files is
    tests/test_schemas.py's job, and costs each test worker seconds)."""
    from engine.lexicon import compile_lexicon
    from engine.loading import load_document

    core = Path(__file__).resolve().parent.parent / "rules" / "lexicons" / "core.yaml"
    return compile_lexicon([load_document(core, "lexicon", precheck=True).data])
