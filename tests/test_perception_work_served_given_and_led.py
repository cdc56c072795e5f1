"""Session 23: a served person given a thing or shown round frames the task as the job.

A served word (``frames.served``: customer, client, patient, diners...) right before an article
or a possessive was read as a compound's first half ("the team run"), so a double object
("gives the customer a refund", "pours the diners a glass of wine") framed nothing; and one
before "round" or "around" ("shows a client round the house") was read the same way. Both now
frame the verb as service, in any trade. Not "into" ("settles the new patient into bed 9" is
pinned elsewhere as no event), and "hand" stays a not_verb (made a task it cost two leaks in
the held-out totals and gained nothing). A served word after "other" or "fellow" is the
observer's fellows, not people served ("gives the other customers a dirty look"); a gesture
given is no service ("gives the tourists a wave"); a friend or a relative handed a thing stays
no work."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Mei"


@pytest.mark.parametrize("text", [
    "Mei gives the customer a refund.",
    "Mei gives the customers their change.",
    "Mei pours the diners a glass of wine.",
    "Mei shows the tourists round the old town.",
    "Mei shows a client round the three-bedroom house on Elm Street.",
    "Mei shows a client the house.",
])
def test_a_served_person_given_a_thing_or_led_is_service(lex, text):
    assert "work" in actual_kinds(lex, text, OBSERVER)


def test_fellows_friends_and_others_acts_stay_no_work(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Mei gives the other customers a dirty look.",
        "Mei shows the other passengers her photos.",
        "Mei hands her ticket to the conductor.",
        "Mei passes the salt to her brother.",
        "Mei gives the tourists a wave.",
        "Mei gives the passengers a friendly nod.",
        "Mei hands the baby to her mother.",
        "Mei helps her friend into the car.",
        "A nurse helps Mei into the wheelchair.",
        "Mei's brother gives the customer a refund.",
    ]
    assert failing_cases(one_case, cases) == []
