"""A per-user cache of compiled rulesets, so a cold tick does not parse YAML, build schema
validators or compile formulas again (issue 7; DESIGN.md §8).

An entry is keyed by the rule file's path and bytes, the Python version and the engine's own code
(the size and modification time of every module and bundled schema). It records every file the
ruleset was built from (the rule file and its lexicons) with their BLAKE2b digests, and is used
only when all of them still match, so an edited rule or lexicon file is picked up on the next call.

Location: ``$XDG_CACHE_HOME/homeostat`` (default ``~/.cache/homeostat``); ``HOMEOSTAT_CACHE_DIR``
overrides it and ``HOMEOSTAT_NO_CACHE=1`` turns caching off. When that folder cannot be written
(a read-only home), entries go to a private folder in the system temp folder,
``homeostat-cache-<uid>`` (used only while owned by this user with mode 0o700). A damaged entry,
or no writable folder at all, simply means no cache: the rules are compiled as if it did not
exist. Storing a rule file's entry deletes the older entries of the same file (and Python), so the
cache holds one entry per rule file; after a write the folder is trimmed, oldest entries first, to
``HOMEOSTAT_CACHE_MAX_MB`` (default 256 MB): copies of the rules at other paths would otherwise
stay forever.

The compiled lexicon is kept on its own (``lexicon-*.pickle``, keyed by the lexicon files' bytes
and the ruleset's lexicon terms), so that after an edit to a rule file only the rule file is read,
validated and compiled again. A ruleset entry does not hold its lexicon: it names the lexicon entry
(a pickle persistent id), so storing an edited rule file writes a few kilobytes, not the 1.3 MB
lexicon again, and rulesets that share lexicon files and terms share one entry. A ruleset entry
whose lexicon entry is gone is a miss. :mod:`engine.schema_precheck` keeps its compiled schema
checks here too (``schema-*.marshal``, through :func:`find_entry` and :func:`save_entry`).
"""

from __future__ import annotations

import gc
import os
import sys
from functools import cache
from operator import is_ as operator_is
from time import time_ns

from .paths import is_file, is_folder, joined, make_folders, spelled

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at run time (issue 7)
if TYPE_CHECKING:
    from collections.abc import Mapping
    from pathlib import Path
    from typing import Any

try:  # the C pickler itself: importing the pickle module on top costs a cold tick ~4.7 M
    from _pickle import (  # instructions (issue 7); these are what pickle re-exports
        Pickler,
        PicklingError,
        Unpickler,
        UnpicklingError,
    )
    from _pickle import dump as _pickle_dump
    from _pickle import load as _pickle_load
except ImportError:  # pragma: no cover - interpreters without the accelerator
    from pickle import Pickler, PicklingError, Unpickler, UnpicklingError
    from pickle import dump as _pickle_dump
    from pickle import load as _pickle_load

try:  # BLAKE2b for file contents: a third of SHA-256's instructions (~5 M against ~15 M for the
    from _blake2 import blake2b  # bundled lexicon, checked on every warm tick; issue 7)
except ImportError:  # pragma: no cover - interpreters without the built-in module
    from hashlib import blake2b


def __getattr__(name: str) -> Any:
    """``sha256`` (CPython's built-in SHA-256; importing hashlib loads OpenSSL, ~3 ms), imported
    on first use: the cache's own keys are BLAKE2b, and loading the SHA-256 extension module
    cost a warm tick ~0.5 M instructions (callgrind, issue 7). Other modules' checksums
    (:mod:`engine.schema_precheck`) use it."""
    if name != "sha256":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    try:
        from _sha256 import sha256  # Python 3.11
    except ImportError:  # pragma: no cover - Python 3.12+ names it _sha2; other interpreters
        try:
            from _sha2 import sha256
        except ImportError:
            from hashlib import sha256
    globals()["sha256"] = sha256
    return sha256


__all__ = ["cache_dir", "current_dependencies", "engine_fingerprint", "find_entry", "has_lexicon",
           "is_current", "load_cached", "load_cached_lexicon", "save_entry", "store",
           "store_lexicon"]

CACHE_FORMAT = 8
_PACKAGE = os.path.dirname(os.path.realpath(__file__))


def cache_dir() -> Path | None:
    """The cache folder, or None when caching is turned off."""
    folder = _cache_folder()
    if folder is None:
        return None
    from pathlib import Path

    return Path(folder)


def _cache_folder() -> str | None:
    """:func:`cache_dir` as a path string spelled as ``pathlib`` spells it (a warm tick keeps
    ``pathlib`` out; issue 7). Every path of this module is such a string."""
    if os.environ.get("HOMEOSTAT_NO_CACHE") == "1":
        return None
    explicit = os.environ.get("HOMEOSTAT_CACHE_DIR")
    if explicit:
        return spelled(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return joined(base, "homeostat")


@cache
def engine_fingerprint() -> str:
    """Size and mtime of the engine's modules and bundled schemas: a code change is a new key.
    Computed once per process (a tick after a rules change needs it four times)."""
    digest = blake2b(digest_size=32)
    folders = [_PACKAGE, os.path.join(os.path.dirname(_PACKAGE), "schemas"),
               os.path.join(_PACKAGE, "_bundled", "schemas")]
    for folder in folders:
        if not is_folder(folder):
            continue
        for entry in sorted(os.scandir(folder), key=lambda e: e.name):
            if entry.name.endswith((".py", ".json")):
                info = entry.stat()
                digest.update(f"{entry.name}:{info.st_size}:{info.st_mtime_ns};".encode())
    return digest.hexdigest()


def _key(rule_path: str | Path, rule_bytes: bytes) -> str:
    digest = blake2b(digest_size=32)
    digest.update(f"{CACHE_FORMAT}|{sys.version}|{os.path.realpath(rule_path)}|".encode())
    digest.update(engine_fingerprint().encode())
    digest.update(rule_bytes)
    return digest.hexdigest()


def _sha(path: str | Path) -> str:
    """The digest that stands for a file's content in the cache (BLAKE2b, 256 bits)."""
    return blake2b(_read(path), digest_size=32).hexdigest()


_SETTLED_NS = 3_000_000_000
"""How long before it is hashed a file must have last changed (modification and status change
time) for its stat signature to stand for its content (design choice, see :func:`_dependency`)."""


def _stat_signature(path: str | Path) -> tuple[int, int, int, int]:
    """A file's inode, size, modification and status change times (ns)."""
    info = os.stat(path)
    return info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns


def _dependency(path: str | Path) -> tuple[str, str, tuple[int, int, int, int] | None]:
    """``(path, BLAKE2b of the content, stat signature or None)`` for a ruleset entry.

    A warm tick proves its entry current by checking every file it was built from; hashing the
    bundled lexicon (460 KB) was ~6 M of a cold tick's ~158 M instructions (issue 7). When a
    file's signature is unchanged, its content is too: any write sets the status change time to
    the current time, which nobody can set back (unlike the modification time), and a file
    replaced by another has another inode or change time. The signature is kept only if the file
    had settled (:data:`_SETTLED_NS`) when it was hashed and did not change while it was read, so
    that a later edit gets a later timestamp even on a coarse clock (git's racy-clean rule).
    Otherwise the content is hashed, as it is whenever the signature differs. Only on POSIX
    systems: elsewhere the change time may be the creation time. Design choice.
    """
    before = _stat_signature(path)
    digest = _sha(path)
    after = _stat_signature(path)
    settled = os.name == "posix" and before == after \
        and max(after[2], after[3]) <= time_ns() - _SETTLED_NS
    return str(path), digest, after if settled else None


def _read(path: str | Path) -> bytes:
    """The file's bytes (``Path.read_bytes``)."""
    with open(path, "rb") as stream:
        return stream.read()


def _fallback_dir(*, create: bool) -> str | None:
    """A private folder in the system's temp folder, for when the cache folder is read-only.

    Only used if this user owns it and nobody else may write it (mode 0o700): an entry is a
    pickle, and loading a pickle someone else planted would run their code.
    """
    if not hasattr(os, "getuid"):
        return None
    import tempfile

    folder = joined(tempfile.gettempdir(), f"homeostat-cache-{os.getuid()}")
    try:
        if create:
            try:  # Path.mkdir(mode=0o700, exist_ok=True)
                os.mkdir(folder, 0o700)
            except OSError:
                if not is_folder(folder):
                    raise
        info = os.lstat(folder)
    except OSError:
        return None
    private = info.st_uid == os.getuid() and not info.st_mode & 0o077
    return folder if private and os.path.isdir(folder) and not os.path.islink(folder) else None


def _entry_name(rule_path: str | Path, rule_bytes: bytes) -> tuple[str, str]:
    """(the entry's file name, the prefix every entry of this rule file and Python shares)."""
    prefix = blake2b(f"{os.path.realpath(rule_path)}|{sys.version}".encode(),
                     digest_size=32).hexdigest()[:16]
    return f"{prefix}-{_key(rule_path, rule_bytes)}.pickle", prefix


def _unpickle(unpickler: Unpickler) -> Any:
    """``unpickler.load()`` with the cyclic garbage collector paused: unpickling a compiled
    ruleset makes tens of thousands of small containers, none of them garbage, and the collections
    they trigger cost about a quarter of the load (measured: lexicon 10.5 ms -> 6.5 ms). The
    collector is switched back on afterwards if it was on."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return unpickler.load()
    finally:
        if was_enabled:
            gc.enable()


_LEXICON_ID = "lexicon"
"""The persistent id that stands for the ruleset's lexicon in a ruleset entry."""


class _MissingLexicon(Exception):
    """The lexicon entry a ruleset entry names is gone (the entry is a miss)."""


def _load_entry(entry: str) -> Any | None:
    """The ruleset in ``entry`` if every file it was built from is unchanged, else None.

    An entry holds two pickles: ``(list of (file, BLAKE2b, stat signature or None), lexicon
    entry name or None)`` first, so that a stale entry is recognised without unpickling the
    ruleset, then the ruleset, whose lexicon is the persistent id :data:`_LEXICON_ID`, loaded
    from that lexicon entry. A file whose signature matches is not hashed; one hashed instead
    and found unchanged makes this load sign the entry again (:func:`_sign_entry`).
    """
    try:
        with open(entry, "rb") as stream:
            dependencies, lexicon_name = _pickle_load(stream)
            unsigned = False
            for path, digest, signature in dependencies:
                if signature is not None and _stat_signature(path) == signature:
                    continue
                if _sha(path) != digest:
                    return None
                unsigned = True
            start = stream.tell()
            unpickler = Unpickler(stream)
            unpickler.persistent_load = lambda pid: _load_lexicon_entry(lexicon_name, pid)
            ruleset = _unpickle(unpickler)
            if unsigned:
                stream.seek(start)
                _sign_entry(entry, [path for path, _, _ in dependencies], lexicon_name,
                            stream.read())
            return ruleset
    except (OSError, EOFError, UnpicklingError, ValueError, TypeError, AttributeError,
            ImportError, IndexError, _MissingLexicon):
        return None


def _sign_entry(entry: str, paths: list[str], lexicon_name: str | None, ruleset: bytes) -> None:
    """Write ``entry`` again with its files' current signatures (:func:`_dependency`), once
    some was missing (a file hashed too soon after it changed) or outdated (a file touched but
    not changed), so that later ticks check the signatures instead of hashing; any failure is
    skipped (the next tick hashes again)."""
    import io

    buffer = io.BytesIO()
    try:
        dependencies = [_dependency(path) for path in paths]
        if all(signature is None for _, _, signature in dependencies):
            return
        _pickle_dump((dependencies, lexicon_name), buffer, protocol=5)
        name = os.path.basename(entry)
        _write_entry(os.path.dirname(entry), name, name.split("-")[0], buffer.getvalue()
                     + ruleset)
    except (OSError, PicklingError):
        pass


def _load_lexicon_entry(name: str | None, persistent_id: Any) -> Any:
    """The compiled lexicon in the lexicon entry ``name`` (for a ruleset entry's persistent id).

    Raises:
        _MissingLexicon: no such entry, or an id this module did not write.
    """
    if persistent_id != _LEXICON_ID or name is None:
        raise _MissingLexicon(persistent_id)
    entry = find_entry(name)
    if entry is None:
        raise _MissingLexicon(name)
    return _read_lexicon(entry)


_LEXICON_MAGIC = b"homeostat-lexicon mapped-blobs "
"""The first bytes of a lexicon entry (then the lengths, see :func:`_lexicon_payload`)."""

_MAPPED_MIN = 1 << 15
"""Byte strings of at least this many bytes leave a lexicon entry's pickle (design choice)."""


class _LexiconPickler(Pickler):
    """Pickles a compiled lexicon with its big byte strings (the sharded tables' shard and whole
    blobs, the phrase and trie pickles: ~90 % of the entry) left out of the stream as persistent
    ids, to be stored after it raw (:func:`_lexicon_payload`)."""

    def __init__(self, stream: Any) -> None:
        super().__init__(stream, protocol=5)
        self.blobs: list[bytes] = []

    def persistent_id(self, obj: Any) -> int | None:
        if type(obj) is bytes and len(obj) >= _MAPPED_MIN:
            self.blobs.append(obj)
            return len(self.blobs) - 1
        return None


_OFFSETS_MIN = 256
"""Offset tables (a sharded table's shard offsets, the phrase pickles' offsets) at least this
long are stored in a lexicon entry as 32-bit machine words, not as a tuple of ints."""


def _lexicon_state(lexicon: Any) -> dict[str, Any]:
    """What a lexicon entry pickles: the lexicon's pickled state (``__getstate__``) with equal
    strings made one object (:func:`_shared_strings`) and its long offset tables as bytes
    (:func:`_offsets_as_bytes`). Measured with callgrind: unpickling the bundled lexicon's
    state went from ~25 to ~19 M instructions of a cold tick's ~165 M (about 8,500 of its
    21,000 strings were copies of others, and about 13,000 ints were offsets; issue 7).
    Design choice: :func:`_read_lexicon` turns it back into the same lexicon."""
    from .lexicon import SHARDED_TABLES

    state = _shared_strings(lexicon.__getstate__(), {}, {})
    for name in SHARDED_TABLES:
        is_dict, offsets, shards, whole = state[name]
        state[name] = is_dict, _offsets_as_bytes(offsets), shards, whole
    offsets, blob = state["phrases"]
    state["phrases"] = _offsets_as_bytes(offsets), blob
    return state


def _offsets_as_bytes(offsets: tuple[int, ...]) -> tuple[int, ...] | bytes:
    """A long offset table as the bytes of its 32-bit unsigned machine words (which
    ``memoryview(...).cast("I")`` reads back), else the table itself."""
    if len(offsets) < _OFFSETS_MIN or not 0 <= min(offsets) <= max(offsets) < 1 << 32:
        return offsets
    from array import array

    words = array("I", offsets)
    return words.tobytes() if words.itemsize == 4 else offsets


def _offsets_read(offsets: tuple[int, ...] | bytes | memoryview) -> tuple[int, ...] | memoryview:
    """An offset table stored by :func:`_offsets_as_bytes` (bytes, or a view of the mapped
    entry when it was long enough to leave the pickle): indexing it gives the same ints."""
    return offsets if type(offsets) is tuple else memoryview(offsets).cast("I")


def _shared_strings(value: Any, strings: dict[str, str], done: dict[int, Any]) -> Any:
    """``value`` with equal strings made one object throughout (dicts, lists, sets, frozensets,
    tuples and records rebuilt only where a string in them was replaced), so pickling stores
    each distinct string once and unpickling makes it once. ``done`` maps the ids of containers
    seen to their result, so a container shared before is shared after."""
    kind = type(value)
    if kind is str:
        return strings.setdefault(value, value)
    if kind is not dict and kind is not list and kind is not set and kind is not frozenset \
            and not isinstance(value, tuple):
        return value
    key = id(value)
    if key in done:
        return done[key]
    if kind is dict:
        pairs = [(_shared_strings(k, strings, done), _shared_strings(v, strings, done))
                 for k, v in value.items()]
        changed = any(k is not k0 or v is not v0
                      for (k, v), (k0, v0) in zip(pairs, value.items(), strict=True))
        result = dict(pairs) if changed else value
    else:
        items = [_shared_strings(item, strings, done) for item in value]
        if all(map(operator_is, items, value)):
            result = value
        elif kind is tuple or kind is list or kind is set or kind is frozenset:
            result = kind(items)
        else:  # a record (a tuple subclass): built as it unpickles, without its __new__
            result = tuple.__new__(kind, items)
    done[key] = result
    return result


def _lexicon_payload(lexicon: Any) -> bytes:
    """A lexicon entry's bytes: one ASCII line ``<magic><pickle length>,<blob length>,...``,
    the pickle of :func:`_lexicon_state` (:class:`_LexiconPickler`), then the blobs one after
    another."""
    import io

    buffer = io.BytesIO()
    pickler = _LexiconPickler(buffer)
    pickler.dump(_lexicon_state(lexicon))
    body = buffer.getvalue()
    lengths = ",".join(map(str, [len(body), *map(len, pickler.blobs)])).encode()
    return b"".join([_LEXICON_MAGIC, lengths, b"\n", body, *pickler.blobs])


def _read_lexicon(entry: str) -> Any:
    """The lexicon in a lexicon entry, its blobs read through a memory map.

    The entry is mapped (read-only), and each big blob becomes a ``memoryview`` of the map, so
    a cold tick reads only the pages of the shards and phrases its observation touches: reading
    and copying the whole 7.4 MB entry was ~3 ms of the ~6 ms lexicon load (issue 7; the
    lexicon turns blobs back into ``bytes`` when it is pickled again). Entries are written
    through a temp file and renamed, never changed in place, so a map always sees one complete
    entry even if the entry is replaced or deleted meanwhile. Without ``mmap`` (or where a map
    fails) the file is read. Design choice.

    Raises:
        ValueError: not a lexicon entry of this format (the caller treats it as a miss).
    """
    with open(entry, "rb") as stream:
        try:
            import mmap

            data = memoryview(mmap.mmap(stream.fileno(), 0, access=mmap.ACCESS_READ))
        except (ImportError, OSError, ValueError):
            data = memoryview(stream.read())
    head = bytes(data[:512])
    end = head.find(b"\n")
    if not head.startswith(_LEXICON_MAGIC) or end < 0:
        raise ValueError("not a lexicon entry")
    lengths = [int(length) for length in head[len(_LEXICON_MAGIC):end].split(b",")]
    start = end + 1
    blobs = []
    for length in lengths:
        blobs.append(data[start:start + length])
        start += length
    if start != len(data):
        raise ValueError("a truncated lexicon entry")
    import io

    from .lexicon import SHARDED_TABLES, Lexicon

    unpickler = Unpickler(io.BytesIO(blobs[0]))
    unpickler.persistent_load = lambda index: blobs[1 + index]
    state = _unpickle(unpickler)
    for name in SHARDED_TABLES:
        is_dict, offsets, shards, whole = state[name]
        state[name] = is_dict, _offsets_read(offsets), shards, whole
    offsets, blob = state["phrases"]
    state["phrases"] = _offsets_read(offsets), blob
    lexicon = Lexicon.__new__(Lexicon)
    lexicon.__setstate__(state)
    return lexicon


def find_entry(name: str) -> str | None:
    """The path of the entry file ``name`` in the cache folder, else in the read-only fallback;
    or None."""
    folder = _cache_folder()
    if folder is None:
        return None
    entry = joined(folder, name)
    try:
        if is_file(entry):
            return entry
    except OSError:  # a folder this user may not search (another user's home): a miss
        pass
    fallback = _fallback_dir(create=False) if not os.access(folder, os.W_OK) else None
    if fallback is None:
        return None
    entry = joined(fallback, name)
    return entry if is_file(entry) else None


def save_entry(name: str, prefix: str, payload: bytes) -> bool:
    """Write an entry to the cache folder, else to the private fallback; failures are skipped.
    Returns whether it was written."""
    folder = _cache_folder()
    for where in (folder, None):
        if where is None:
            where = _fallback_dir(create=True)
            if where is None:
                return False
        try:
            _write_entry(where, name, prefix, payload)
            return True
        except OSError:
            continue
    return False


def load_cached(rule_path: str | Path) -> Any | None:
    """The cached ruleset for ``rule_path`` if every file it was built from is unchanged.

    Looks in :func:`cache_dir`, then in the private temp-folder fallback (where :func:`store`
    puts entries when the cache folder cannot be written).
    """
    if _cache_folder() is None:
        return None
    try:
        name, _ = _entry_name(rule_path, _read(rule_path))
    except OSError:
        return None
    entry = find_entry(name)
    return _load_entry(entry) if entry is not None else None


def is_current(rule_path: str | Path) -> bool:
    """Whether the cache holds a compiled ruleset of ``rule_path`` whose files (the rule file and
    every lexicon file it includes) are all unchanged, and whose lexicon entry is there: the same
    check as :func:`load_cached`, without unpickling the ruleset.

    ``homeostat validate`` takes such a file as valid (an entry is only ever stored for a ruleset
    that compiled without a problem, by this engine's code and this Python). Never raises: any
    failure is False.
    """
    return current_dependencies(rule_path) is not None


def current_dependencies(rule_path: str | Path) -> list[str] | None:
    """The files a current cached ruleset of ``rule_path`` was built from (the rule file first,
    then its lexicon files, as stored), when :func:`is_current` holds; else None. Each of them is
    then unchanged since a compile without a problem, so ``homeostat validate`` need not check
    any of them again. Never raises."""
    if _cache_folder() is None:
        return None
    try:
        entry = find_entry(_entry_name(rule_path, _read(rule_path))[0])
        if entry is None:
            return None
        with open(entry, "rb") as stream:
            dependencies, lexicon_name = _pickle_load(stream)
        for path, digest, signature in dependencies:
            if (signature is None or _stat_signature(path) != signature) \
                    and _sha(path) != digest:
                return None
        if lexicon_name is not None and find_entry(lexicon_name) is None:
            return None
        return [path for path, _, _ in dependencies]
    except (OSError, EOFError, UnpicklingError, ValueError, TypeError, AttributeError,
            ImportError, IndexError):
        return None


def has_lexicon(paths: list[Path], terms: dict[str, tuple[str, ...]],
                objects: Mapping[str, tuple[str, ...]] | None = None) -> bool:
    """Whether the cache holds the compiled lexicon of these lexicon files (their current bytes)
    and inline terms and objects (:func:`store_lexicon`): they are then valid, as
    :func:`is_current`. Never raises: any failure is False."""
    if _cache_folder() is None:
        return False
    try:
        return find_entry(_lexicon_entry_name(paths, terms, objects)[0]) is not None
    except OSError:
        return False


class _RulesetPickler(Pickler):
    """Pickles a ruleset with its lexicon as the persistent id :data:`_LEXICON_ID`."""

    def __init__(self, stream: Any, lexicon: Any) -> None:
        super().__init__(stream, protocol=5)
        self.lexicon = lexicon

    def persistent_id(self, obj: Any) -> str | None:
        return _LEXICON_ID if obj is self.lexicon else None


def store(rule_path: Path, ruleset: Any, dependencies: list[Path],
          lexicon_paths: list[Path] | None = None) -> None:
    """Save a compiled ruleset, replacing older entries of the same rule file.

    Args:
        rule_path: the rule file.
        ruleset: the compiled ruleset.
        dependencies: every file it was built from (the rule file and its lexicon files).
        lexicon_paths: its lexicon files, when its lexicon was stored with :func:`store_lexicon`
            (with ``ruleset.lexicon_terms`` and ``lexicon_objects``): the entry then names that
            lexicon entry instead of holding the lexicon. ``None``: the lexicon is pickled into
            the entry.

    A cache folder that cannot be written means the private temp-folder fallback; any other
    failure (a full disk, an unpicklable ruleset) is silently skipped: the next call compiles
    again.
    """
    if _cache_folder() is None:
        return
    import io

    try:
        name, prefix = _entry_name(rule_path, _read(rule_path))
        lexicon_name = None
        if lexicon_paths is not None:
            lexicon_name = _lexicon_entry_name(lexicon_paths, ruleset.lexicon_terms,
                                               ruleset.lexicon_objects)[0]
        buffer = io.BytesIO()
        _pickle_dump(([_dependency(p) for p in dependencies], lexicon_name), buffer, protocol=5)
        if lexicon_name is None:
            _pickle_dump(ruleset, buffer, protocol=5)
        else:
            _RulesetPickler(buffer, ruleset.lexicon).dump(ruleset)
        payload = buffer.getvalue()
    except (OSError, PicklingError, TypeError, AttributeError):
        return
    save_entry(name, prefix, payload)


def _lexicon_entry_name(paths: list[Path], terms: Mapping[str, tuple[str, ...]],
                        objects: Mapping[str, tuple[str, ...]] | None = None) -> tuple[str, str]:
    """(entry name, prefix) of the compiled lexicon of ``paths`` plus a ruleset's inline
    ``terms`` and ``objects`` (``lexicons.terms``, ``lexicons.objects``).

    The key holds every lexicon file's bytes (by BLAKE2b), the inline words, the Python version
    and the engine's code, so a matching entry needs no further check. The prefix (the entries a
    new one replaces) holds the files and the inline words: rulesets with different inline words
    keep their own entries. Objects enter the key only when there are some, so a ruleset without
    them keeps the key it had before they existed (session 38).
    """
    inline = repr(sorted(terms.items()))
    if objects:
        inline += "|objects:" + repr(sorted(objects.items()))
    where = "|".join(os.path.realpath(path) for path in paths)
    prefix = "lexicon-" + blake2b(
        f"{where}|{sys.version}|{inline}".encode(), digest_size=32
    ).hexdigest()[:16]
    digest = blake2b(f"{CACHE_FORMAT}|{sys.version}|{where}|".encode(), digest_size=32)
    digest.update(engine_fingerprint().encode())
    for path in paths:
        digest.update(_sha(path).encode())
    digest.update(inline.encode())
    return f"{prefix}-{digest.hexdigest()}.pickle", prefix


def load_cached_lexicon(paths: list[Path], terms: dict[str, tuple[str, ...]],
                        objects: Mapping[str, tuple[str, ...]] | None = None) -> Any | None:
    """The compiled lexicon of these lexicon files and inline terms and objects, if cached;
    else None.

    Used when a rule file changed but its lexicons did not: validating and compiling the
    bundled lexicon is most of a cache miss (issue 7).
    """
    if _cache_folder() is None:
        return None
    try:
        return _load_lexicon_entry(_lexicon_entry_name(paths, terms, objects)[0], _LEXICON_ID)
    except (OSError, EOFError, UnpicklingError, ValueError, TypeError, AttributeError,
            ImportError, IndexError, _MissingLexicon):
        return None


def store_lexicon(paths: list[Path], terms: dict[str, tuple[str, ...]], lexicon: Any,
                  objects: Mapping[str, tuple[str, ...]] | None = None) -> bool:
    """Save a compiled lexicon (replacing older ones of the same files and inline words);
    failures are skipped. Returns whether it was written (a ruleset entry may then name it, see
    :func:`store`)."""
    if _cache_folder() is None:
        return False
    try:
        name, prefix = _lexicon_entry_name(paths, terms, objects)
        payload = _lexicon_payload(lexicon)
    except (OSError, PicklingError, TypeError, AttributeError):
        return False
    return save_entry(name, prefix, payload)


def _write_entry(folder: str, name: str, prefix: str, payload: bytes) -> None:
    """Write one entry atomically (temp file, rename) and delete older ones of its rule file."""
    from .workspace import create_temporary  # no tempfile import on the cold path

    make_folders(folder)
    entry = joined(folder, name)
    handle, temporary = create_temporary(entry)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(payload)
        os.replace(temporary, entry)
    except BaseException:
        _unlink(temporary)
        raise
    for older in os.listdir(folder):  # what Path.glob(f"{prefix}-*") listed
        if older.startswith(f"{prefix}-") and older != name:
            _unlink(joined(folder, older))
    _prune(folder, keep=name)


def _unlink(path: str) -> None:
    """``Path(path).unlink(missing_ok=True)``."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


def _cache_limit() -> int:
    """The cache folder's size limit in bytes: ``HOMEOSTAT_CACHE_MAX_MB`` (default 256)."""
    try:
        return int(float(os.environ.get("HOMEOSTAT_CACHE_MAX_MB", "256")) * 1024 * 1024)
    except ValueError:
        return 256 * 1024 * 1024


def _prune(folder: str, keep: str) -> None:
    """Delete the oldest entries until the folder is within :func:`_cache_limit` (never ``keep``,
    the entry just written). Entries of rule files at other paths (other checkouts, copies in
    temporary folders) are otherwise never replaced, and a compiled lexicon is ~5 MB. Runs only
    after a write, so a warm tick never pays for it. Design choice."""
    entries = []
    total = 0
    for entry in os.scandir(folder):
        if entry.name.endswith((".pickle", ".marshal")) and entry.is_file(follow_symlinks=False):
            info = entry.stat(follow_symlinks=False)
            total += info.st_size
            if entry.name != keep:
                entries.append((info.st_mtime_ns, entry.name, info.st_size))
    limit = _cache_limit()
    for _, entry_name, size in sorted(entries):
        if total <= limit:
            break
        try:
            os.unlink(joined(folder, entry_name))
        except OSError:
            continue
        total -= size
