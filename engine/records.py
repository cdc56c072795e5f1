"""Immutable classes without :mod:`dataclasses`.

A cold ``homeostat tick`` imports the modules that define the ruleset, lexicon and formula
classes, and ``dataclasses`` (with ``inspect``) costs it about 6 ms to import plus about 0.5 ms
per class built (issue 7). These few helpers give those classes what a frozen dataclass gave
them: no attribute can be set or deleted after construction, and keyword construction names what
is missing or unknown.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

__all__ = ["Frozen", "checked_fields"]


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
