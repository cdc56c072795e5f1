"""The observer as a passive's agent does the task the participle names (session 22).

"The dessert wine was poured by Quinn, the sommelier": the participle right before "by" and
the observer, after a form of "be", is the observer's verb, framed as the active verb would be
(a job noun in apposition, an occasion, working hours). Without a frame it stays none ("The soup
was made by Quinn for her kids": a favour), and what is done to the observer ("was stung by a
wasp") is no task of theirs.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "The dessert wine was poured by Quinn, the sommelier, but only the guests drank it.",
    "The wedding cake was iced by Quinn for the restaurant order.",
    "The crates were unloaded by Quinn before dawn.",
])
def test_a_framed_task_done_by_the_observer_in_the_passive_is_work(lex, text):
    assert actual_kinds(lex, text, "Quinn") == {"work"}


@pytest.mark.parametrize(("text", "kinds"), [
    ("The soup was made by Quinn for her kids.", set()),
    ("Quinn was stung by a wasp.", {"injury"}),
    ("The dessert wine was poured by the sommelier while Quinn napped.", {"sleep"}),
])
def test_an_unframed_passive_or_one_done_to_the_observer_is_no_work(lex, text, kinds):
    assert actual_kinds(lex, text, "Quinn") == kinds
