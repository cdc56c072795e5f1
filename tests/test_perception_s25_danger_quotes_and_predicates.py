"""Session 25 (danger): whose a threat is across "but", and inside a quoted alarm.

A verb right after "but" leads a predicate with the subject before "but" ("Tom comes off his bike
but gets up without a scratch" is Tom's; it was the observer's, a leak). An order in another
sentence of the same quotation urges its threat on the hearer ("'Fire! Everybody out!'"). The
"your" of the observer's own quoted warning to someone else is the listener's place ("Lola tells
Tom: 'Your house is on fire!'"), while one said to the observer stays theirs, and so does a
home's part named in a warning ("'Your chimney's on fire!'")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


@pytest.mark.parametrize(("text", "observer", "theirs"), [
    ("Ben's friend comes off his bike on the descent but gets up without a scratch.", "Ben",
     False),
    ("Tom comes off his bike on the descent but gets up without a scratch.", "Ben", False),
    ("Ben comes off his bike on the descent but gets up without a scratch.", "Ben", True),
    ("Ben climbs out of the wreck shaky but unhurt.", "Ben", True),
])
def test_a_predicate_after_but_keeps_its_subject(lex, text, observer, theirs):
    assert ("danger" in actual_kinds(lex, text, observer)) is theirs


def test_a_quoted_alarm_and_whose_place_it_names(lex) -> None:
    def one_case(text, theirs):
        assert ("danger" in actual_kinds(lex, text, "Farid")) is theirs

    cases = [
        ("'Fire! Everybody out!' the head shouts to Farid.", True),
        ("'Fire! Everybody out!' someone screams down the corridor.", True),
        ("Tom tells Farid: 'Your house is on fire!'", True),
        ("'Your kitchen is on fire!' Tom shouts to Farid.", True),
        ("Farid's neighbour bangs on his window: 'Your chimney's on fire!'", True),
        ("Farid tells Tom: 'Your house is on fire!'", False),
        ("Farid shouts to Tom, 'Your kitchen is on fire!'", False),
        ("'Your kitchen is on fire!' Farid shouts to Tom.", False),
    ]
    assert failing_cases(one_case, cases) == []
