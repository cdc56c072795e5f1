"""engine.records.Record builds what typing.NamedTuple builds (issue 7: without its annotation
checks, which compiled every field's annotation string at import)."""

from __future__ import annotations

import pickle
from typing import NamedTuple

import pytest

from engine.records import Record


class Point(Record):
    """A point."""

    x: float
    y: float = 0.0
    label: str | None = None

    def norm(self) -> float:
        return abs(self.x) + abs(self.y)


class TypedPoint(NamedTuple):
    """A point."""

    x: float
    y: float = 0.0
    label: str | None = None

    def norm(self) -> float:
        return abs(self.x) + abs(self.y)


def test_a_record_class_is_the_named_tuple_typing_would_build():
    assert Point.__mro__ == (Point, tuple, object)
    assert Point._fields == TypedPoint._fields == ("x", "y", "label")
    assert Point._field_defaults == TypedPoint._field_defaults == {"y": 0.0, "label": None}
    assert Point.__doc__ == "A point." and Point.__module__ == __name__
    assert Point.__annotations__ == {"x": "float", "y": "float", "label": "str | None"}
    assert set(dir(Point)) == set(dir(TypedPoint)) - {"__orig_bases__"}
    point = Point(3.0, -4.0)
    assert point == (3.0, -4.0, None) == TypedPoint(3.0, -4.0) and hash(point) == hash(
        (3.0, -4.0, None))
    assert repr(point) == "Point(x=3.0, y=-4.0, label=None)"
    assert point.norm() == 7.0 and point._replace(label="a").label == "a"
    assert Point(x=1.0, label="b") == (1.0, 0.0, "b") and Point._make([1, 2, 3]) == (1, 2, 3)
    copy = pickle.loads(pickle.dumps(point, protocol=5))
    assert copy == point and type(copy) is Point
    with pytest.raises(AttributeError):
        point.x = 1.0  # type: ignore[misc]


def test_a_record_class_refuses_what_typing_refuses():
    with pytest.raises(TypeError, match="Non-default namedtuple field b cannot follow default "
                                        "field a"):
        class Bad(Record):
            a: int = 1
            b: int

    with pytest.raises(AttributeError, match="Cannot overwrite NamedTuple attribute _replace"):
        class Worse(Record):
            a: int

            def _replace(self) -> None: ...

    with pytest.raises(TypeError, match="can only inherit from Record"):
        class Mixed(Record, int):  # type: ignore[misc]
            a: int


def test_keyword_construction_fills_defaults_and_names_what_is_wrong_as_python_does():
    assert Point(label="c", x=2.0) == (2.0, 0.0, "c") == TypedPoint(label="c", x=2.0)
    assert Point(1.0, 2.0, "d") == TypedPoint(1.0, 2.0, "d")
    with pytest.raises(TypeError, match=r"^Point.__new__\(\) missing 1 required positional "
                                        r"argument: 'x'$"):
        Point(y=1.0)
    with pytest.raises(TypeError, match=r"^Point.__new__\(\) takes 4 positional arguments but "
                                        r"5 were given$"):
        Point(1.0, 2.0, "a", "b")
    with pytest.raises(TypeError, match=r"^Point.__new__\(\) got an unexpected keyword "
                                        r"argument 'z'$"):
        Point(1.0, z=3)
    with pytest.raises(TypeError, match=r"^Point.__new__\(\) got multiple values for "
                                        r"argument 'x'$"):
        Point(1.0, x=2.0)


class Pair(Record):
    left: int
    right: int


def test_missing_fields_are_listed_and_make_checks_the_length():
    with pytest.raises(TypeError, match=r"missing 2 required positional arguments: 'left' and "
                                        r"'right'$"):
        Pair()
    with pytest.raises(TypeError, match=r"^Expected 2 arguments, got 3$"):
        Pair._make([1, 2, 3])
    with pytest.raises(ValueError, match=r"Got unexpected field names: \['middle'\]"):
        Pair(1, 2)._replace(middle=3)
    assert Pair(1, 2)._asdict() == {"left": 1, "right": 2}


def test_a_record_unpickles_as_tuple_new_of_its_class_without_a_python_call():
    data = pickle.dumps([Pair(1, 2), Pair(3, 4)], protocol=5)
    assert b"__new__" in data and b"copyreg" not in data
    copies = pickle.loads(data)
    assert copies == [(1, 2), (3, 4)] and all(type(copy) is Pair for copy in copies)
