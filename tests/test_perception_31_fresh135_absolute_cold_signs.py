"""Signs of a cold in an absolute phrase, with no verb, are the owner's illness (session 31,
round fresh135): "filling out his own sick-leave form, nose streaming and throat raw", "Throat
raw, Mo sips honey water" (core.yaml illness terms "nose streaming", "throat raw", beside "nose
be streaming" and "raw throat"); the signs of someone else named in the clause stay theirs."""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Farhan"


def test_absolute_cold_signs_are_the_observers_illness(lex) -> None:
    def one_case(frame, signs):
        assert actual_kinds(lex, frame.format(signs), OBSERVER) == {"illness"}

    cases = list(itertools.product(
        ["Farhan is filling out his own sick-leave form, {}.", "Farhan trudges home, {}.",
         "You sit at the desk, {}.", "{}, Farhan stays in bed with the blinds down."],
        ["nose streaming", "throat raw", "nose streaming and throat raw",
         "throat raw and nose streaming"]))
    assert failing_cases(one_case, cases) == []


def test_someone_elses_absolute_cold_signs_are_theirs(lex) -> None:
    text = "Farhan's sister coughs over the phone, nose streaming and throat raw."
    assert "illness" not in actual_kinds(lex, text, OBSERVER)
    assert "illness" in other_kinds(lex, text, OBSERVER)
