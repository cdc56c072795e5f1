"""The observer's name as the prose gives it: full, first name, surname, with a title.

Simulations name agents in full ("Isabella Rodriguez", Generative Agents' Smallville) and tell
their prose by first name, or give a first name and write the surname out. Before session 6
only the exact token sequence of ``--observer`` named the observer, so "Isabella is eating" was
someone else's meal for the observer "Isabella Rodriguez".
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_the_observer_is_named_by_part_of_their_name(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    cases = [
        ("Isabella Rodriguez", "Isabella is eating breakfast @ Hobbs Cafe: counter", {"eat"}),
        ("Isabella Rodriguez", "Isabella Rodriguez is eating breakfast.", {"eat"}),
        ("Isabella", "Isabella Rodriguez is eating breakfast @ Hobbs Cafe: counter", {"eat"}),
        ("Isabella Rodriguez", "Ms Rodriguez eats a sandwich.", {"eat"}),
        ("Isabella Rodriguez", "Rodriguez eats a sandwich.", {"eat"}),
        ("Łukasz Nowak", "Dr Nowak drinks a coffee @ clinic", {"drink"}),
        ("Łukasz", "Dr Łukasz Nowak is eating soup @ clinic", {"eat"}),
        ("Dr. Ana Silva", "Dr. Silva drinks a coffee.", {"drink"}),
        ("Captain Ana Silva", "Ana eats a sandwich.", {"eat"}),
        ("Tom Young", "Mr Young eats a pie.", {"eat"}),
        ("Tom Young", "Then Young eats a pie.", {"eat"}),
        ("Klaus Mueller",
         "Klaus Mueller is sleeping @ Oak Hill College Dorm: Klaus Mueller's room: bed", {"sleep"}),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("observer", "text"), [
    ("Isabella Rodriguez", "Isabella Moreno eats a sandwich."),  # another surname: someone else
    ("Isabella Rodriguez", "The rodriguez family eats."),  # not capitalised: no name
    ("Ana", "Mo eats a sandwich."),
    ("Rose Baker", "She smells a rose and eats a cake."),  # a part of a name only capitalised
    ("Tom Young", "Young people eat pizza."),  # a word opening a sentence, not the surname
    ("Ana Baker", "The Baker eats a pie."),
])
def test_someone_else_sharing_part_of_the_name_is_not_the_observer(lex, observer, text):
    assert actual_kinds(lex, text, observer) == set()


def test_a_title_after_a_determiner_is_the_observers_job(lex):
    # "the nurse Ana" is a nurse at work, so talking a patient through is the service, not company
    assert actual_kinds(lex, "The nurse Ana talks the patient through the procedure.",
                        "Ana") == set()
