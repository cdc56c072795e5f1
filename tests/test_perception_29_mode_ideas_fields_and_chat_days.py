"""Plans told as an idea, a record's field or a chat spelling (session 29, round mode): "likes
the idea of a swim", "mulls over a nap", "agent=Ada intent=eat_lunch", "next=sleep",
"swimming tmrw morning" are still ahead; a field or a chat item after them that tells what goes
on now stays actual."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_an_idea_a_plan_field_or_a_chat_tomorrow_is_ahead(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ada") == set()

    cases = [
        "Ada likes the idea of a swim.",
        "Ada is toying with the idea of a nap.",
        "Ada flirts with the idea of a run.",
        "Ada mulls over a nap.",
        "agent=Ada intent=eat_lunch",
        "agent=Ada plan=go_running",
        "agent=Ada next=sleep",
        "Ada | intent: eat lunch",
        "Ada: swimming tmrw morning",
        "Ada: gym 2moro",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text, kinds", [
    ("agent=Ada action=eat_lunch next=sleep", {"eat"}),
    ("agent=Ada plan=go_running action=eat_lunch", {"eat"}),
    ("Ada: gym tmr, now eating lunch", {"eat"}),
    ("Ada hates the idea of a run but eats a cake.", {"eat"}),
])
def test_what_goes_on_beside_a_plan_field_or_idea_stays(lex, text, kinds):
    assert actual_kinds(lex, text, "Ada") == kinds
