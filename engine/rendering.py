"""Render output templates (files and the stdout report) from a tick's values.

A :class:`View` is everything a template leaf can name: built-in values, variable and formula
values, markers, and the full formula namespace for expression leaves. Numbers are rounded to
:data:`PRECISION` decimal places so repeated small steps do not drift (0.1 added ten times from 0
stores 1.0).
"""

from __future__ import annotations

from collections.abc import Mapping

from .model import Leaf, Template
from .records import Record

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at run time (issue 7)
if TYPE_CHECKING:
    from typing import Any

PRECISION = 6
"""Decimal places of every stored or printed value (design choice; bug-reports B21)."""


def rounded(value: float) -> float:
    """``value`` rounded to :data:`PRECISION` places, with -0.0 normalised to 0.0."""
    result = round(float(value), PRECISION)
    return 0.0 if result == 0 else result


class View(Record):
    """What template leaves resolve against (plain data)."""

    builtins: Mapping[str, Any]
    values: Mapping[str, float]
    markers: Mapping[str, int | None]
    namespace: Mapping[str, Any]


def leaf_value(leaf: Leaf, view: View) -> Any:
    """The JSON value of one template leaf."""
    if leaf.kind == "builtin":
        return view.builtins[leaf.name]
    if leaf.kind == "value":
        return rounded(view.values[leaf.name])
    if leaf.kind == "marker":
        return view.markers.get(leaf.name)
    assert leaf.expression is not None
    result = leaf.expression.evaluate(view.namespace)
    return result if isinstance(result, bool) else rounded(result)


def render(template: Template, view: View) -> dict[str, Any]:
    """A JSON object from ``template`` (nested templates become nested objects)."""
    result: dict[str, Any] = {}
    for key, item in template:
        result[key] = leaf_value(item, view) if isinstance(item, Leaf) else render(item, view)
    return result


def leaf_paths(template: Template,
               prefix: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], Leaf]]:
    """Every (path, leaf) of ``template`` in order, for reading state back from files."""
    found: list[tuple[tuple[str, ...], Leaf]] = []
    for key, item in template:
        if isinstance(item, Leaf):
            found.append(((*prefix, key), item))
        else:
            found.extend(leaf_paths(item, (*prefix, key)))
    return found
