"""A group of people the lexicon does not know ("the cabbies", "the bell-ringers", "a pair of
cabbies") is the subject of its clause after a fronted place led by an adverb ("Out on the
quay the bell-ringers do laps of the yard", "Down by the river ..."), after a place adverb
opening the clause ("Outside the cabbies go for a jog") and after a chat line's interjection
("[21:04] Ines: lol the cabbies go for a jog again"), as it is at a sentence's start ("The
cabbies go for a jog"). Before session 22 the act had no subject there and was the observer's.
And a second subject joined to an "as" clause's first ("glances up as a bouncer and a cook
trade insults") makes "as a bouncer" a clause's subject, not the observer's job."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_an_unknown_group_after_an_opener_is_the_subject(lex) -> None:
    def one_case(text, kind):
        assert kind not in actual_kinds(lex, text, "Ines"), text
        assert kind in other_kinds(lex, text, "Ines"), text

    cases = [
        ("Out on the quay the bell-ringers do laps of the yard.", "exercise"),
        ("Out on the quay the cabbies do laps of the yard.", "exercise"),
        ("Out on the quay two cabbies go for a jog.", "exercise"),
        ("Out on the quay a pair of cabbies go for a jog.", "exercise"),
        ("lol the cabbies go for a jog again", "exercise"),
        ("[21:04] Ines: lol the cabbies go for a jog again", "exercise"),
        ("Outside the cabbies go for a jog.", "exercise"),
    ]
    assert failing_cases(one_case, cases) == []


def test_the_observers_own_acts_stay(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ines") == kinds, text

    cases = [
        ("Out on the quay Ines jogs.", {"exercise"}),
        ("Outside Ines jogs.", {"exercise"}),
        ("lol ate too much", {"eat"}),
        ("Ines works as a bouncer and a cook.", {"work"}),
        ("Ines works as a nurse on the ward and eats.", {"eat", "work"}),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ines glances up as a bouncer and a cook trade insults.",
    "As a bouncer and a cook trade insults, Ines looks up.",
])
def test_an_as_clause_with_two_subjects_names_no_job(lex, text):
    assert actual_kinds(lex, text, "Ines") == set(), text
