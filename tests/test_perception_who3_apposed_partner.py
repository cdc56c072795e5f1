"""Who did what: in a joint subject, an owned person word with "the" + a person word right
after it is one person in apposition ("Roswitha and her neighbour the cooper settle the quarrel
over a cup of cider"), not a new subject: the observer shares the activity and is in company.
Someone else's joint subject, or a person after a verb, stays theirs."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OBSERVERS = ["Roswitha", "Ana", "Kofi"]
PARTNERS = ["her neighbour the cooper", "his friend the baker", "my cousin the nurse",
            "her sister the midwife"]
ACTS = {"drink": "drink cider", "eat": "eat lunch", "drink ": "settle the quarrel over a cup "
        "of cider"}


def test_an_apposed_partner_keeps_the_joint_subject(lex) -> None:
    def one_case(observer, partner, act):
        text = f"{observer} and {partner} {ACTS[act]}."
        kinds = actual_kinds(lex, text, observer)
        assert act.strip() in kinds, text
        assert "socialize" in kinds, text

    cases = list(itertools.product(
        OBSERVERS, PARTNERS, ACTS))
    assert failing_cases(one_case, cases) == []


def test_someone_elses_joint_subject_stays_theirs(lex) -> None:
    def one_case(partner, act):
        text = f"Tom and {partner} {ACTS[act]}."
        assert not actual_kinds(lex, text, "Ana") & {"eat", "drink", "socialize"}, text

    cases = list(itertools.product(PARTNERS, ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    # a person after a verb is the verb's object, the subject of the seen act
    ("Ana and her friend watch the baker eat lunch.", "eat"),
    # a listener is not the one in apposition
    ("Bea and her friend the baker eat lunch.", "eat"),
])
def test_negative_controls(lex, text, kind):
    assert kind not in actual_kinds(lex, text, "Ana"), text
