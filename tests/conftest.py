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
