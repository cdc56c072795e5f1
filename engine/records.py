"""Immutable classes without :mod:`dataclasses`.

A cold ``homeostat tick`` imports the modules that define the ruleset, lexicon and formula
classes, and ``dataclasses`` (with ``inspect``) costs it about 6 ms to import plus about 0.5 ms
per class built (issue 7). These few helpers give those classes what a frozen dataclass gave
them: no attribute can be set or deleted after construction, and keyword construction names what
is missing or unknown.
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Iterable, Mapping

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


class _RecordMeta(type):
    """Builds a :class:`Record` subclass as :class:`typing.NamedTuple` builds one, minus the
    annotation checks.

    ``typing.NamedTuple`` checks every field's annotation (``_type_check``); under ``from
    __future__ import annotations`` every annotation is a string, which it turns into a
    ``ForwardRef``, compiling the string as an expression: with the ~250 fields of the classes a
    cold tick imports that was about a third of their ~3 ms build (issue 7). Here the fields,
    defaults, methods and docstring are taken exactly as ``typing`` takes them (the class *is* a
    :func:`collections.namedtuple`, so instances are plain tuples: equality, hashing, pickling
    by module and qualified name, ``_fields``, ``_replace`` are unchanged); ``__annotations__``
    keeps the annotation strings as written. Design choice.
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
        record = namedtuple(typename, list(annotations),
                            defaults=[namespace[name] for name in default_names],
                            module=namespace["__module__"])
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

