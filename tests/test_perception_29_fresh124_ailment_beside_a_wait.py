"""An ailment in an aside after a wait (session 29, round fresh124): "waits in line at the
clinic, doubled over with stomach cramps" is ill now, as nobody waits for cramps; an ailment
in the wait's own object ("waits for the malaria test results") stays what the wait is for."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_an_ailment_in_an_aside_after_a_wait_is_actual(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ada") == kinds

    cases = [
        ("Ada waits in line at the clinic, doubled over with stomach cramps, for her test.",
         {"illness"}),
        ("Ada waits for the doctor, shivering with fever.", {"illness"}),
        ("Ada sits in the queue for the clinic, coughing and feverish.", {"illness"}),
        ("Ada queues at the dispensary, clutching her sprained wrist.", {"injury"}),
        ("Ada is waiting for the bus, limping on a twisted ankle.", {"injury"}),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ada waits for the malaria test results.",
    "Ada waits for her flu jab.",
    "Ada queues for the cholera vaccine.",
])
def test_an_ailment_the_wait_is_for_is_no_event(lex, text):
    assert actual_kinds(lex, text, "Ada") == set()
