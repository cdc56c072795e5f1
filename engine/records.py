"""Immutable classes without :mod:`dataclasses`.

A cold ``homeostat tick`` imports the modules that define the ruleset, lexicon and formula
classes, and ``dataclasses`` (with ``inspect``) costs it about 6 ms to import plus about 0.5 ms
per class built (issue 7). These few helpers give those classes what a frozen dataclass gave
them: no attribute can be set or deleted after construction, and keyword construction names what
is missing or unknown.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Mapping

try:
    from _collections import _tuplegetter as _field_getter  # what namedtuple uses (CPython)
except ImportError:  # pragma: no cover - other interpreters
    from operator import itemgetter

    def _field_getter(index: int, doc: str) -> Any:
        return property(itemgetter(index), doc=doc)

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at run time (issue 7)
if TYPE_CHECKING:
    from typing import Any

__all__ = ["Frozen", "Record", "checked_fields"]


class Frozen:
    """Mixin: instances refuse attribute assignment and deletion (``AttributeError``).

    Construct with ``object.__setattr__`` (slotted classes) or ``self.__dict__.update``.
    """

    __slots__ = ()

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable: cannot delete {name!r}")


def checked_fields(owner: str, names: Iterable[str], given: Mapping[str, Any]) -> dict[str, Any]:
    """``given`` as a dict, after checking that it holds exactly ``names``.

    Raises:
        TypeError: ``"<owner>() missing [...], unknown [...]"``.
    """
    names = tuple(names)
    missing = [name for name in names if name not in given]
    unknown = sorted(set(given) - set(names))
    if missing or unknown:
        raise TypeError(f"{owner}() missing {missing}, unknown {unknown}")
    return dict(given)


_RECORD_PROHIBITED = frozenset({"__new__", "__init__", "__slots__", "__getnewargs__", "_fields",
                                "_field_defaults", "_make", "_replace", "_asdict", "_source"})
_RECORD_SPECIAL = frozenset({"__module__", "__name__", "__annotations__"})
_tuple_new = tuple.__new__


def _bind(typename: str, fields: tuple[str, ...], defaults: Mapping[str, Any],
          values: tuple[Any, ...], named: dict[str, Any]) -> tuple[Any, ...]:
    """The field values of ``typename(*values, **named)`` in field order, with defaults filled.

    Raises:
        TypeError: with the message Python gives for a call of a function whose parameters are
            ``fields`` (too many positional values, an unknown or repeated keyword, a missing
            value).
    """
    owner = f"{typename}.__new__()"
    if len(values) > len(fields):
        raise TypeError(f"{owner} takes {len(fields) + 1} positional arguments but "
                        f"{len(values) + 1} were given")
    bound = dict(zip(fields, values, strict=False))
    for name, value in named.items():
        if name not in fields:
            raise TypeError(f"{owner} got an unexpected keyword argument {name!r}")
        if name in bound:
            raise TypeError(f"{owner} got multiple values for argument {name!r}")
        bound[name] = value
    missing = [name for name in fields if name not in bound and name not in defaults]
    if missing:
        quoted = [repr(name) for name in missing]
        listed = quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])} and {quoted[-1]}"
        raise TypeError(f"{owner} missing {len(missing)} required positional "
                        f"argument{'s' if len(missing) > 1 else ''}: {listed}")
    return tuple(bound[name] if name in bound else defaults[name] for name in fields)


def _constructor(typename: str, fields: tuple[str, ...], defaults: dict[str, Any]) -> Any:
    """``__new__`` of a record class: positional values in field order or keywords, defaults
    for the trailing fields that have one.

    :func:`collections.namedtuple` compiles a ``lambda`` with one parameter per field for this
    (``eval`` of its source: parser and compiler, about 7 % of a cold tick's instructions for the
    34 classes a tick imports, issue 7). A closure over the field names does the same without
    compiling anything; a call with every field given positionally, as pickle makes, takes the
    short path. Design choice.
    """
    count = len(fields)

    def __new__(cls: type, *values: Any, **named: Any) -> Any:
        if named or len(values) != count:
            values = _bind(typename, fields, defaults, values, named)
        return _tuple_new(cls, values)

    __new__.__qualname__ = f"{typename}.__new__"
    __new__.__doc__ = f"Create new instance of {typename}({', '.join(fields)})"
    return __new__


@classmethod  # type: ignore[misc]
def _make(cls: type, iterable: Iterable[Any]) -> Any:
    """Make a new record from a sequence or iterable of its field values, in field order."""
    record = _tuple_new(cls, iterable)
    if len(record) != len(cls._fields):  # type: ignore[attr-defined]
        raise TypeError(f"Expected {len(cls._fields)} arguments, "  # type: ignore[attr-defined]
                        f"got {len(record)}")
    return record


def _replace(self: Any, /, **changes: Any) -> Any:
    """A new record with the named fields replaced."""
    record = self._make(map(changes.pop, self._fields, self))
    if changes:
        raise ValueError(f"Got unexpected field names: {list(changes)!r}")
    return record


def _repr(self: Any) -> str:
    """``Name(field=value, ...)``."""
    shown = ", ".join(f"{name}={value!r}" for name, value in zip(self._fields, self, strict=True))
    return f"{type(self).__name__}({shown})"


def _asdict(self: Any) -> dict[str, Any]:
    """A new dict mapping field names to values."""
    return dict(zip(self._fields, self, strict=True))


def _getnewargs(self: Any) -> tuple[Any, ...]:
    """The record as a plain tuple (copy)."""
    return tuple(self)


def _reduce(self: Any) -> tuple[Any, tuple[type, tuple[Any, ...]]]:
    """Pickle a record as ``tuple.__new__(cls, values)``: unpickling builds it in C, without a
    Python call per record (the compiled-rules cache holds thousands of them; issue 7)."""
    return _tuple_new, (type(self), tuple(self))


def _record_class(typename: str, fields: list[str], defaults: dict[str, Any], module: str
                  ) -> Any:
    """A tuple subclass with named fields: what :func:`collections.namedtuple` builds (the same
    attributes, methods, ``repr``, equality and hashing), with :func:`_constructor`'s ``__new__``
    and pickling by :func:`_reduce`."""
    names = tuple(map(sys.intern, fields))
    namespace: dict[str, Any] = {
        "__doc__": f"{typename}({', '.join(names)})", "__slots__": (), "_fields": names,
        "_field_defaults": defaults, "__new__": _constructor(typename, names, defaults),
        "_make": _make, "_replace": _replace, "__repr__": _repr, "_asdict": _asdict,
        "__getnewargs__": _getnewargs, "__reduce__": _reduce, "__match_args__": names,
    }
    for index, name in enumerate(names):
        namespace[name] = _field_getter(index, sys.intern(f"Alias for field number {index}"))
    record = type(typename, (tuple,), namespace)
    record.__module__ = module
    return record


class _RecordMeta(type):
    """Builds a :class:`Record` subclass as :class:`typing.NamedTuple` builds one, minus the
    annotation checks.

    ``typing.NamedTuple`` checks every field's annotation (``_type_check``); under ``from
    __future__ import annotations`` every annotation is a string, which it turns into a
    ``ForwardRef``, compiling the string as an expression: with the ~250 fields of the classes a
    cold tick imports that was about a third of their ~3 ms build (issue 7). Here the fields,
    defaults, methods and docstring are taken exactly as ``typing`` takes them and the class is
    built as :func:`collections.namedtuple` builds one (:func:`_record_class`: instances are plain
    tuples; equality, hashing, ``repr``, ``_fields``, ``_replace`` and ``_asdict`` are unchanged;
    a class pickles by module and qualified name), except that ``__new__`` is compiled by no
    ``eval`` and instances pickle as ``tuple.__new__(cls, values)``; ``__annotations__`` keeps the
    annotation strings as written. Design choice.
    """

    def __new__(mcs, typename: str, bases: tuple[type, ...], namespace: dict[str, Any]
                ) -> Any:
        if bases != (Record,):
            raise TypeError("a Record class can only inherit from Record")
        annotations = namespace.get("__annotations__", {})
        default_names: list[str] = []
        for field in annotations:
            if field in namespace:
                default_names.append(field)
            elif default_names:
                raise TypeError(f"Non-default namedtuple field {field} cannot follow default "
                                f"field{'s' if len(default_names) > 1 else ''} "
                                f"{', '.join(default_names)}")
        record = _record_class(typename, list(annotations),
                               {name: namespace[name] for name in default_names},
                               namespace["__module__"])
        record.__annotations__ = record.__new__.__annotations__ = dict(annotations)
        for key, value in namespace.items():
            if key in _RECORD_PROHIBITED:
                raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
            if key not in _RECORD_SPECIAL and key not in record._fields:
                setattr(record, key, value)
        return record


Record: Any = type.__new__(_RecordMeta, "Record", (), {})
"""Base of the engine's immutable records: ``class Point(Record): x: float; y: float = 0.0``
makes what ``class Point(typing.NamedTuple)`` makes, faster (see :class:`_RecordMeta`)."""

