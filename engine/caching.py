"""A per-user cache of compiled rulesets, so a cold tick does not parse YAML, build schema
validators or compile formulas again (issue 7; DESIGN.md §8).

An entry is keyed by the rule file's path and bytes, the Python version and the engine's own code
(the size and modification time of every module and bundled schema). It records every file the
ruleset was built from (the rule file and its lexicons) with their SHA-256, and is used only when
all of them still match, so an edited rule or lexicon file is picked up on the next call.

Location: ``$XDG_CACHE_HOME/homeostat`` (default ``~/.cache/homeostat``); ``HOMEOSTAT_CACHE_DIR``
overrides it and ``HOMEOSTAT_NO_CACHE=1`` turns caching off. When that folder cannot be written
(a read-only home), entries go to a private folder in the system temp folder,
``homeostat-cache-<uid>`` (used only while owned by this user with mode 0o700). A damaged entry,
or no writable folder at all, simply means no cache: the rules are compiled as if it did not
exist. Storing a rule file's entry deletes the older entries of the same file (and Python), so the
cache holds one entry per rule file.

The compiled lexicon is also kept on its own (``lexicon-*.pickle``, keyed by the lexicon files'
bytes and the ruleset's lexicon terms), so that after an edit to a rule file only the rule file
is read, validated and compiled again.
"""

from __future__ import annotations

import gc
import os
import pickle
import sys
from pathlib import Path
from typing import Any

try:  # CPython's built-in SHA-256: importing hashlib loads OpenSSL, ~3 ms of a cold tick
    from _sha256 import sha256  # Python 3.11
except ImportError:  # pragma: no cover - Python 3.12+ names it _sha2; other interpreters
    try:
        from _sha2 import sha256
    except ImportError:
        from hashlib import sha256

__all__ = ["cache_dir", "load_cached", "store"]

CACHE_FORMAT = 2
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
    digest = sha256()
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
    digest = sha256()
    digest.update(f"{CACHE_FORMAT}|{sys.version}|{rule_path.resolve()}|".encode())
    digest.update(_engine_fingerprint().encode())
    digest.update(rule_bytes)
    return digest.hexdigest()


def _sha(path: Path) -> str:
    return sha256(path.read_bytes()).hexdigest()


def _fallback_dir(*, create: bool) -> Path | None:
    """A private folder in the system's temp folder, for when the cache folder is read-only.

    Only used if this user owns it and nobody else may write it (mode 0o700): an entry is a
    pickle, and loading a pickle someone else planted would run their code.
    """
    if not hasattr(os, "getuid"):
        return None
    import tempfile

    folder = Path(tempfile.gettempdir()) / f"homeostat-cache-{os.getuid()}"
    try:
        if create:
            folder.mkdir(mode=0o700, exist_ok=True)
        info = os.lstat(folder)
    except OSError:
        return None
    private = info.st_uid == os.getuid() and not info.st_mode & 0o077
    return folder if private and os.path.isdir(folder) and not os.path.islink(folder) else None


def _entry_name(rule_path: Path, rule_bytes: bytes) -> tuple[str, str]:
    """(the entry's file name, the prefix every entry of this rule file and Python shares)."""
    prefix = sha256(f"{rule_path.resolve()}|{sys.version}".encode()).hexdigest()[:16]
    return f"{prefix}-{_key(rule_path, rule_bytes)}.pickle", prefix


def _unpickle(stream: Any) -> Any:
    """``pickle.load(stream)`` with the cyclic garbage collector paused: unpickling a compiled
    ruleset makes tens of thousands of small containers, none of them garbage, and the collections
    they trigger cost about a quarter of the load (measured: lexicon 10.5 ms -> 6.5 ms). The
    collector is switched back on afterwards if it was on."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return pickle.load(stream)
    finally:
        if was_enabled:
            gc.enable()


def _load_entry(entry: Path) -> Any | None:
    """The ruleset in ``entry`` if every file it was built from is unchanged, else None.

    An entry holds two pickles: the list of (file, SHA-256) first, so that a stale entry is
    recognised without unpickling the ruleset.
    """
    try:
        with entry.open("rb") as stream:
            dependencies = pickle.load(stream)
            for path, digest in dependencies:
                if _sha(Path(path)) != digest:
                    return None
            return _unpickle(stream)
    except (OSError, EOFError, pickle.UnpicklingError, ValueError, TypeError, AttributeError,
            ImportError, IndexError):
        return None


def _find_entry(name: str) -> Path | None:
    """The entry file ``name`` in the cache folder, else in the read-only fallback; or None."""
    folder = cache_dir()
    if folder is None:
        return None
    entry = folder / name
    if entry.is_file():
        return entry
    fallback = _fallback_dir(create=False) if not os.access(folder, os.W_OK) else None
    return fallback / name if fallback is not None and (fallback / name).is_file() else None


def _save_entry(name: str, prefix: str, payload: bytes) -> None:
    """Write an entry to the cache folder, else to the private fallback; failures are skipped."""
    folder = cache_dir()
    for where in (folder, None):
        if where is None:
            where = _fallback_dir(create=True)
            if where is None:
                return
        try:
            _write_entry(where, name, prefix, payload)
            return
        except OSError:
            continue


def load_cached(rule_path: Path) -> Any | None:
    """The cached ruleset for ``rule_path`` if every file it was built from is unchanged.

    Looks in :func:`cache_dir`, then in the private temp-folder fallback (where :func:`store`
    puts entries when the cache folder cannot be written).
    """
    if cache_dir() is None:
        return None
    try:
        name, _ = _entry_name(rule_path, rule_path.read_bytes())
    except OSError:
        return None
    entry = _find_entry(name)
    return _load_entry(entry) if entry is not None else None


def store(rule_path: Path, ruleset: Any, dependencies: list[Path]) -> None:
    """Save a compiled ruleset, replacing older entries of the same rule file.

    A cache folder that cannot be written means the private temp-folder fallback; any other
    failure (a full disk, an unpicklable ruleset) is silently skipped: the next call compiles
    again.
    """
    if cache_dir() is None:
        return
    try:
        name, prefix = _entry_name(rule_path, rule_path.read_bytes())
        payload = (pickle.dumps([(str(p), _sha(p)) for p in dependencies], protocol=5)
                   + pickle.dumps(ruleset, protocol=5))
    except (OSError, pickle.PicklingError, TypeError, AttributeError):
        return
    _save_entry(name, prefix, payload)


def _lexicon_entry_name(paths: list[Path], terms: dict[str, tuple[str, ...]]) -> tuple[str, str]:
    """(entry name, prefix) of the compiled lexicon of ``paths`` plus a ruleset's ``terms``.

    The key holds every lexicon file's bytes (by SHA-256), the terms, the Python version and the
    engine's code, so a matching entry needs no further check.
    """
    where = "|".join(str(path.resolve()) for path in paths)
    prefix = "lexicon-" + sha256(f"{where}|{sys.version}".encode()).hexdigest()[:16]
    digest = sha256(f"{CACHE_FORMAT}|{sys.version}|{where}|".encode())
    digest.update(_engine_fingerprint().encode())
    for path in paths:
        digest.update(_sha(path).encode())
    digest.update(repr(sorted(terms.items())).encode())
    return f"{prefix}-{digest.hexdigest()}.pickle", prefix


def load_cached_lexicon(paths: list[Path], terms: dict[str, tuple[str, ...]]) -> Any | None:
    """The compiled lexicon of these lexicon files and terms, if cached; else None.

    Used when a rule file changed but its lexicons did not: validating and compiling the
    bundled lexicon is most of a cache miss (issue 7).
    """
    if cache_dir() is None:
        return None
    try:
        entry = _find_entry(_lexicon_entry_name(paths, terms)[0])
        if entry is None:
            return None
        with entry.open("rb") as stream:
            return _unpickle(stream)
    except (OSError, EOFError, pickle.UnpicklingError, ValueError, TypeError, AttributeError,
            ImportError, IndexError):
        return None


def store_lexicon(paths: list[Path], terms: dict[str, tuple[str, ...]], lexicon: Any) -> None:
    """Save a compiled lexicon (replacing older ones of the same files); failures are skipped."""
    if cache_dir() is None:
        return
    try:
        name, prefix = _lexicon_entry_name(paths, terms)
        payload = pickle.dumps(lexicon, protocol=5)
    except (OSError, pickle.PicklingError, TypeError, AttributeError):
        return
    _save_entry(name, prefix, payload)


def _write_entry(folder: Path, name: str, prefix: str, payload: bytes) -> None:
    """Write one entry atomically (temp file, rename) and delete older ones of its rule file."""
    import tempfile

    folder.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=folder, prefix=".entry.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(payload)
        os.replace(temporary, folder / name)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    for older in folder.glob(f"{prefix}-*.pickle"):
        if older.name != name:
            older.unlink(missing_ok=True)
