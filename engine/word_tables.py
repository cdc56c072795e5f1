"""The lexicon's big word-keyed tables, stored in shards that load one at a time (issue 7).

A cold ``homeostat tick`` perceives one observation of a few dozen words, but the compiled
lexicon's phrase matcher, lemma table, known-word set and typo index hold about 60,000 entries
between them: loading them whole was about 10 ms of a 60 ms tick. In the cache each table is
stored as :data:`SHARDS` small ``marshal`` blobs, a key's shard chosen by a CRC-32 of the key
(stable across processes, unlike ``hash``), besides one blob of the whole table.

An unpickled lexicon starts with *lazy* tables (:class:`LazyDict`, :class:`LazySet`): a lookup of
a key first loads the key's shard, so every lookup answers exactly what the whole table would.
Set algebra in C (``vocab.difference(lemmas)``) reads only the loaded entries, which is exact for
keys whose shards were loaded first: :meth:`engine.lexicon.Lexicon.prepare` loads the shards of
a text's words before it is perceived. From the second text on, the lexicon swaps in the whole
tables (C-speed lookups), so a process that perceives many texts pays the whole load once, as
before. Design choice; measured with callgrind on a warm ``homeostat tick``: 327 -> 252 million
instructions (needs), 346 -> 271 million (physiology), against 68 million for the interpreter's
own start.

Thread safety: a shard's entries are inserted before the shard is marked loaded, so a concurrent
reader either finds the entries or loads the shard again (an equal update).
"""

from __future__ import annotations

import marshal
import zlib
from collections.abc import Callable, Iterable

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at run time (issue 7)
if TYPE_CHECKING:
    from typing import Any

__all__ = ["SHARDS", "LazyDict", "LazySet", "PackedTable", "ShardKey", "lazy", "pack", "shard_of",
           "unpack"]

SHARDS = 512
"""Shards per table: a 1 KB observation's ~130 distinct words touch about a fifth of them, a
one-sentence observation a handful (design choice, measured on the bundled lexicon)."""

PackedTable = tuple[bool, tuple[int, ...], bytes, bytes]
"""``(is_dict, offsets, shards, whole)``: shard ``s`` is
``marshal.loads(shards[offsets[s]:offsets[s+1]])``, a dict (``is_dict``) or a tuple of keys;
``whole`` is the whole table as one marshal blob, which keeps the objects that entries share
(the matcher's continuation states) shared: 2 to 3 times faster to load than every shard."""

ShardKey = Callable[[object], object]
"""What a key is sharded by (the key itself by default). The phrase matcher shards a token by
its first base word, so that the inflections of a word, which share their continuation states,
are stored (and their shared states stored once) in one shard: 1.1 MB where sharding by token
gave 2.3 MB, against 0.6 MB for the whole table."""


def shard_of(key: str | tuple[Any, ...]) -> int:
    """The shard of a table key: a string, or a tuple of strings and ints (the typo index's
    ``(prefix, length)``)."""
    if type(key) is str:
        text = key
    elif type(key) is tuple:
        text = "\x00".join(map(str, key))
    else:
        text = repr(key)  # no table holds it; any shard answers "absent"
    return zlib.crc32(text.encode("utf-8", "surrogatepass")) % SHARDS


def pack(table: dict[Any, Any] | frozenset[Any] | set[Any], by: ShardKey | None = None
         ) -> PackedTable:
    """Split a dict or set into :data:`SHARDS` marshal blobs (keys sorted within a shard, so the
    bytes are the same on every run), a key going to the shard of ``by(key)``. Values must be
    marshal-able (strings, ints, tuples, dicts, ``None``)."""
    is_dict = isinstance(table, dict)
    buckets: list[list[Any]] = [[] for _ in range(SHARDS)]
    for key in table:
        buckets[shard_of(by(key) if by is not None else key)].append(key)
    offsets = [0]
    chunks = []
    for keys in buckets:
        keys.sort()
        value: Any = {k: table[k] for k in keys} if is_dict else tuple(keys)  # type: ignore[index]
        chunk = marshal.dumps(value, 4)
        chunks.append(chunk)
        offsets.append(offsets[-1] + len(chunk))
    whole = marshal.dumps(table if is_dict else frozenset(table), 4)
    return is_dict, tuple(offsets), b"".join(chunks), whole


def unpack(packed: PackedTable) -> dict[Any, Any] | frozenset[Any]:
    """The whole table: a plain dict, or a frozenset."""
    return marshal.loads(packed[3])  # type: ignore[no-any-return]


def lazy(packed: PackedTable, by: ShardKey | None = None) -> LazyDict | LazySet:
    """A lazy view of a table packed with the same ``by``, loading shards as keys are looked up."""
    return LazyDict(packed, by) if packed[0] else LazySet(packed)


class _Shards:
    """What both lazy tables do: remember their packed table, load one shard at a time."""

    __slots__ = ()
    _packed: PackedTable
    _loaded: set[int]
    _by: ShardKey | None
    _update: Callable[[Any, Any], None]  # dict.update or set.update

    def _start(self, packed: PackedTable, by: ShardKey | None) -> None:
        self._packed = packed
        self._loaded = set()
        self._by = by

    def _load_shard(self, shard: int) -> bool:
        """Load one shard; False if it was loaded already."""
        if shard in self._loaded:
            return False
        _, offsets, blob, _ = self._packed
        self._update(marshal.loads(blob[offsets[shard]:offsets[shard + 1]]))
        self._loaded.add(shard)  # (after the entries: a concurrent reader never misses one)
        return True

    def _shard(self, key: Any) -> int:
        return shard_of(self._by(key) if self._by is not None else key)

    def load(self, keys: Iterable[Any]) -> None:
        """Load the shards of ``keys``."""
        for key in keys:
            self._load_shard(self._shard(key))


class LazyDict(_Shards, dict):  # type: ignore[type-arg]
    """A dict that loads the shard of a key when the key is looked up (``d[k]``, ``k in d``,
    ``d.get(k)``). Iteration, ``len`` and C-level set algebra see only the loaded shards: load the
    shards of the keys involved first (:meth:`load`)."""

    __slots__ = ("_packed", "_loaded", "_by")
    _update = dict.update

    def __init__(self, packed: PackedTable, by: ShardKey | None = None) -> None:
        super().__init__()
        self._start(packed, by)

    def __missing__(self, key: Any) -> Any:
        if self._load_shard(self._shard(key)):
            return self[key]
        raise KeyError(key)

    def __contains__(self, key: object) -> bool:
        return dict.__contains__(self, key) or (
            self._load_shard(self._shard(key)) and dict.__contains__(self, key))

    def get(self, key: Any, default: Any = None) -> Any:
        """``d[key]`` if the key is in the table, else ``default``."""
        return self[key] if key in self else default

    def whole(self) -> dict[Any, Any]:
        """The whole table as a plain dict."""
        return unpack(self._packed)  # type: ignore[return-value]

    def __reduce__(self) -> Any:
        return dict, (self.whole(),)


class LazySet(_Shards, set):  # type: ignore[type-arg]
    """A set that loads the shard of an element when membership is asked (``k in s``). Iteration,
    ``len`` and C-level set algebra see only the loaded shards: load the shards of the elements
    involved first (:meth:`load`)."""

    __slots__ = ("_packed", "_loaded", "_by")
    _update = set.update

    def __init__(self, packed: PackedTable) -> None:
        super().__init__()
        self._start(packed, None)

    def __contains__(self, key: object) -> bool:
        return set.__contains__(self, key) or (
            self._load_shard(self._shard(key)) and set.__contains__(self, key))  # type: ignore[arg-type]

    def whole(self) -> frozenset[Any]:
        """The whole table as a frozenset."""
        return unpack(self._packed)  # type: ignore[return-value]

    def __reduce__(self) -> Any:
        return frozenset, (self.whole(),)
