"""The observer with others of a trade, named by a plural crew noun, shares the group's task
even when its object is a bare noun (session 22).

"Amara and the other laundresses feed sheet after sheet into the ironer": after a crew noun
(``status_activity.frames.crews``, now with more trades in the plural: laundresses, bakers,
keepers, welders, midwives, ...) the group's verb takes a bare noun as its object as it takes
one after an article; an adverb ("sleep soundly") or a preposition is no object, and the
group's meal or sleep stays what it is.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "Amara and the other laundresses feed sheet after sheet into the ironer.",
    "Amara and the other nurses feed sheet after sheet into the ironer.",
    "Amara and two other welders grind seam after seam on the hull.",
])
def test_a_crews_task_with_a_bare_object_is_work(lex, text):
    assert actual_kinds(lex, text, "Amara") == {"work"}


@pytest.mark.parametrize(("text", "kinds"), [
    ("Amara and the other nurses sleep soundly.", {"sleep"}),
    ("Amara and the other teachers drink wine at the staff party.", {"drink"}),
])
def test_a_crews_sleep_or_drink_is_no_work(lex, text, kinds):
    assert actual_kinds(lex, text, "Amara") == kinds
