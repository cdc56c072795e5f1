"""Who did what: a noun the observer owns that names a person ("your mentor", "Nadia's lab
partner", "my co-worker"), opening a clause before a finite verb, is that verb's subject, also when
the event's term is the verb's object ("your mentor pushes a hotfix to production": the hotfix is
the mentor's work), or the event's term is an -ing form right after it ("beside you, your mentor
triaging the new arrivals"). Negative controls: a thing the observer has ("your stomach growls
all through the staff meeting", "your alarm goes off after eight hours") and the observer as the
verb's subject keep the observer's."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OWNERS = [("Your", "you"), ("Nadia's", "Nadia"), ("My", "I")]
PEOPLE = ["mentor", "lab partner", "co-worker", "line manager", "flatmate"]
WORK = ["pushes a hotfix to production", "pushed a hotfix to production",
        "files the incident report", "restocks the bar", "triages the new arrivals"]


def test_owned_person_does_the_work(lex) -> None:
    def one_case(owner, person, work):
        text = f"{owner[0]} {person} {work}."
        assert "work" not in actual_kinds(lex, text, "Nadia"), text
        waits = "waits" if owner[1] == "Nadia" else "wait"
        text = f"{owner[0]} {person} {work} while {owner[1]} {waits}."
        assert "work" not in actual_kinds(lex, text, "Nadia"), text

    cases = list(itertools.product(OWNERS, PEOPLE, WORK))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("subject,work", list(itertools.product(
    ["You", "I", "Nadia"], ["push a hotfix to production", "file the incident report"])))
def test_observer_doing_the_work_keeps_it(lex, subject, work):
    verb = work if subject != "Nadia" \
        else work.replace("push ", "pushes ").replace("file ", "files ")
    assert "work" in actual_kinds(lex, f"{subject} {verb}.", "Nadia")


def test_owned_things_keep_the_observers(lex):
    assert "sleep" in actual_kinds(lex, "Your alarm goes off after a solid eight hours of sleep.",
                                   "Nadia")
    assert "work" in actual_kinds(lex, "You haven't eaten, and your stomach growls all through the "
                                       "staff meeting.", "Nadia")


def test_owned_person_with_an_ing_term(lex) -> None:
    def one_case(person, work):
        text = f"You wait @ reception: bench; beside you, your {person} {work}"
        assert "work" not in actual_kinds(lex, text, "Jin"), text

    cases = list(itertools.product(
        PEOPLE, ["triaging the new arrivals", "restocking the bar", "sorting the mail"]))
    assert failing_cases(one_case, cases) == []
