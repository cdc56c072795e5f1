"""A cache folder this user may not even search (another user's home, ``HOME=/root`` under a
service account) is a cache miss, never an error: before session 24 every tick failed with
"...pickle: Permission denied" instead of taking the private temp-folder fallback that
docs/cli.md promises. Permissions cannot be tested as root, so the folder's refusal is
simulated where the cache asks for it (``engine.paths``' stat)."""

from __future__ import annotations

import os
import tempfile

import pytest

from engine import caching

NAME = "0123456789abcdef-entry.pickle"


@pytest.fixture
def unsearchable_cache(tmp_path, monkeypatch):
    """A cache folder whose entries cannot be looked at, and a temp folder for the fallback."""
    folder = tmp_path / "cache"
    folder.mkdir()
    (folder / NAME).write_bytes(b"x")
    monkeypatch.setenv("HOMEOSTAT_CACHE_DIR", str(folder))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    real_is_file, real_access = caching.is_file, os.access

    def is_file(path):
        if str(path).startswith(str(folder)):
            raise PermissionError(13, "Permission denied", str(path))
        return real_is_file(path)

    monkeypatch.setattr(caching, "is_file", is_file)
    monkeypatch.setattr(caching.os, "access", lambda path, mode: False if str(path).startswith(
        str(folder)) else real_access(path, mode))
    return tmp_path


def test_an_unsearchable_cache_folder_is_a_miss(unsearchable_cache):
    assert caching.find_entry(NAME) is None


def test_an_unsearchable_cache_folder_reads_the_private_fallback(unsearchable_cache):
    fallback = unsearchable_cache / "tmp" / f"homeostat-cache-{os.getuid()}"
    fallback.mkdir(mode=0o700)
    (fallback / NAME).write_bytes(b"x")
    assert caching.find_entry(NAME) == str(fallback / NAME)
