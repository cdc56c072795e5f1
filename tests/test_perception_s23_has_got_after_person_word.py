"""A person word's "'s" before "got" or "been" is "has", not an owner's mark ("my wife's got a
nasty migraine", "mum's been sick all night"): the person word is the clause's subject and the
ailment is theirs. Read as an owner, a longer object ("a nasty migraine") fell outside what the
owner was taken to own and went to the chat line's speaker, the observer (a leak). A real
owner's "'s" before a noun stays one ("my wife's migraine tablets")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Hiro"


def test_the_person_word_has_the_ailment(lex) -> None:
    def one_case(text):
        assert "illness" not in actual_kinds(lex, text, OBSERVER)
        assert "illness" in other_kinds(lex, text, OBSERVER)

    cases = [
        "Hiro: my wife's got a terrible migraine so I'm doing bedtime",
        "Hiro: my wife's got a nasty migraine",
        "Hiro: my wife's got a bad headache",
        "Hiro: mum's got a really bad cough, taking her to the GP",
        "Hiro: the baby's been sick twice this morning",
        "Hiro: my son's been throwing up all night",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Hiro: I've got a terrible migraine, my wife's doing bedtime",
    "Hiro: got a nasty migraine, my wife's taking the kids out",
    "Hiro has a bad headache and his wife's got the kids.",
])
def test_the_observers_own_ailment_stays_theirs(lex, text):
    assert "illness" in actual_kinds(lex, text, OBSERVER)


def test_an_owners_s_before_a_noun_stays_an_owner(lex):
    text = "Hiro fetches his wife's migraine tablets from the car."
    assert "illness" not in actual_kinds(lex, text, OBSERVER)
