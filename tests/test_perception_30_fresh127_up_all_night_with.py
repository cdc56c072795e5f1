"""A night kept up with someone or something is a vigil, no company (session 30, round
fresh127): "he'd been up all night with the baby", "up half the night with the colicky twins",
as "sat up with" and "stayed home with" were; talk through the night stays company."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_up_all_night_with_someone_is_no_company(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Mateus") == kinds

    cases = [
        ("Mateus slept right through the shout, since he'd been up all night with the baby.",
         {"sleep"}),
        ("Mateus was up all night with the baby.", set()),
        ("Mateus was up half the night with the colicky twins.", set()),
        ("Mateus is up most of the night with his sick mother.", set()),
        ("Mateus sat up all night with the dog.", set()),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Mateus stayed up all night chatting with his friends.",
    "Mateus was up all night with his friends at the bar, talking.",
])
def test_talk_through_the_night_is_still_company(lex, text):
    assert actual_kinds(lex, text, "Mateus") == {"socialize"}
