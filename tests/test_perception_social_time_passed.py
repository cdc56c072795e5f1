"""Time passed is no one in the scene.

"pass the time" (core.yaml ``exceptions``): "the time" after "passes" is no person, so the
activity after it is the subject's ("Mireille passes the time chatting with Piero" is Mireille's
company, not someone else's); someone else passing the time keeps it theirs.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mireille"


def company_of(lex, text: str) -> set[str]:
    return {e.subject for e in perceive(text, lex, observer=OBSERVER)
            if e.kind == "socialize" and e.mode == "actual" and not e.negated}


SUBJECTS = [("Mireille", "passes"), ("You", "pass"), ("I", "passed")]
ACTIVITIES = ["chatting with Piero", "playing cards with her cousins",
              "talking to the other pickers", "gossiping with Anaïs"]


def test_time_passed_in_company_is_the_subjects_company(lex) -> None:
    def one_case(subject, activity):
        who, verb = subject
        assert "self" in company_of(lex, f"The pickers wait for the van; {who} {verb} the time "
                                         f"{activity}.")

    cases = list(itertools.product(SUBJECTS, ACTIVITIES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("other", "activity"),
                         list(itertools.product(["Piero", "Her brother"], ACTIVITIES)))
def test_someone_else_passing_the_time_keeps_it_theirs(lex, other, activity):
    assert company_of(lex, f"{other} passes the time {activity}.") <= {"other"}


def test_passing_the_time_of_day_is_still_a_chat(lex):
    assert "self" in company_of(lex, "Mireille passes the time of day with the postman.")
