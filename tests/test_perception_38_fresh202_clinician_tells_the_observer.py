"""A clinician's finding told to the observer in the present is the observer's ailment now
(session 38, round fresh202, perception._tells_present_state): "The doctor tells you the rash
on your arm is ringworm", "tells you that you have the flu" are the observer's illness, as what
the observer tells a clinician already was. What they had, someone else's, and a layman's word
stay told.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_clinician_finding_about_the_listener_is_theirs(lex) -> None:
    def one_case(case):
        text, mine = case
        assert actual_kinds(lex, text, "Doug") == mine, text

    cases = [("The doctor tells you the rash on your arm is ringworm.", {"illness", "socialize"}),
             ("The doctor tells you that you have the flu.", {"illness", "socialize"}),
             ("The doctor tells me I have a chest infection.", {"illness", "socialize"}),
             ("The flying doctor tells you the rash on your forearm is ringworm and hands you "
              "a tube of cream.", {"illness", "socialize"})]
    assert failing_cases(one_case, cases) == []


def test_a_past_finding_another_patient_or_a_layman_stay_told(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Doug") == {"socialize"}, text

    cases = ["The doctor tells you that you had measles as a boy.",
             "The doctor tells you Tom has the flu.",
             "Tom tells you that you have the flu."]
    assert failing_cases(one_case, cases) == []
