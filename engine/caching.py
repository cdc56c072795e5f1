"""A per-user cache of compiled rulesets, so a cold tick does not parse YAML, build schema
validators or compile formulas again (issue 7; DESIGN.md §8).

An entry is keyed by the rule file's path and bytes, the Python version and the engine's own code
(the size and modification time of every module and bundled schema). It records every file the
ruleset was built from (the rule file and its lexicons) with their SHA-256, and is used only when
all of them still match, so an edited rule or lexicon file is picked up on the next call.

Location: ``$XDG_CACHE_HOME/homeostat`` (default ``~/.cache/homeostat``); ``HOMEOSTAT_CACHE_DIR``
overrides it and ``HOMEOSTAT_NO_CACHE=1`` turns caching off. A folder that cannot be written,
or a damaged entry, simply means no cache: the rules are compiled as if it did not exist.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from pathlib import Path
from typing import Any

__all__ = ["cache_dir", "load_cached", "store"]

CACHE_FORMAT = 1
_PACKAGE = Path(__file__).resolve().parent


def cache_dir() -> Path | None:
    """The cache folder, or None when caching is turned off."""
    if os.environ.get("HOMEOSTAT_NO_CACHE") == "1":
        return None
    explicit = os.environ.get("HOMEOSTAT_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "homeostat"


def _engine_fingerprint() -> str:
    """Size and mtime of the engine's modules and bundled schemas: a code change is a new key."""
    digest = hashlib.sha256()
    folders = [_PACKAGE, _PACKAGE.parent / "schemas", _PACKAGE / "_bundled" / "schemas"]
    for folder in folders:
        if not folder.is_dir():
            continue
        for entry in sorted(os.scandir(folder), key=lambda e: e.name):
            if entry.name.endswith((".py", ".json")):
                info = entry.stat()
                digest.update(f"{entry.name}:{info.st_size}:{info.st_mtime_ns};".encode())
    return digest.hexdigest()


def _key(rule_path: Path, rule_bytes: bytes) -> str:
    digest = hashlib.sha256()
    digest.update(f"{CACHE_FORMAT}|{sys.version}|{rule_path.resolve()}|".encode())
    digest.update(_engine_fingerprint().encode())
    digest.update(rule_bytes)
    return digest.hexdigest()


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def load_cached(rule_path: Path) -> Any | None:
    """The cached ruleset for ``rule_path`` if every file it was built from is unchanged."""
    folder = cache_dir()
    if folder is None:
        return None
    try:
        entry = folder / f"{_key(rule_path, rule_path.read_bytes())}.pickle"
        with entry.open("rb") as stream:
            dependencies, ruleset = pickle.load(stream)
        for path, digest in dependencies:
            if _sha(Path(path)) != digest:
                return None
        return ruleset
    except (OSError, EOFError, pickle.UnpicklingError, ValueError, TypeError, AttributeError,
            ImportError):
        return None


def store(rule_path: Path, ruleset: Any, dependencies: list[Path]) -> None:
    """Save a compiled ruleset; any failure (read-only folder, full disk) is silently skipped."""
    folder = cache_dir()
    if folder is None:
        return
    try:
        payload = pickle.dumps(([(str(p), _sha(p)) for p in dependencies], ruleset),
                               protocol=pickle.HIGHEST_PROTOCOL)
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / f"{_key(rule_path, rule_path.read_bytes())}.pickle"
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=".entry.", suffix=".tmp")
        with os.fdopen(handle, "wb") as stream:
            stream.write(payload)
        os.replace(temporary, target)
    except (OSError, pickle.PicklingError):
        return
