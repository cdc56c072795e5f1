"""Who did what: joint subjects that name the observer in a roundabout way.

- An apposition on the observer's name before "and" renames the observer, who is one of the
  coordinated subject ("Anaïs, the French buyer, and Zoë hike up the trail"); someone else's
  name before it, or a clause with a verb of its own between the commas, keeps the act theirs.
- A list item after the observer's name ("Fabiola, her daughter Paola and three pickers eat")
  joins the observer to the list; a list opened by someone else, or the objects of a verb,
  do not."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive

ROLES = ["the French buyer", "our guide", "a retired nurse", "the new intern", "her old friend"]
PARTNERS = ["Zoë", "the driver", "Tom"]
ACTS = {"exercise": "hike up the ridge trail", "eat": "eat lunch on the terrace",
        "drink": "drink a beer at the bar"}


def others(lex, text: str, observer: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "other" and not e.negated}


def test_an_apposition_on_the_observers_name_before_and_is_a_joint_subject(lex) -> None:
    def one_case(role, partner, act):
        text = f"Anaïs, {role}, and {partner} {ACTS[act]}."
        assert act in actual_kinds(lex, text, "Anaïs"), text

    cases = list(itertools.product(ROLES, PARTNERS, ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("role,act", list(itertools.product(ROLES[:3], ACTS)))
def test_someone_elses_name_with_an_apposition_stays_theirs(lex, role, act):
    text = f"Tom, {role}, and Zoë {ACTS[act]}."
    assert act not in actual_kinds(lex, text, "Anaïs"), text


@pytest.mark.parametrize("act", ["hikes up the ridge trail", "eats lunch on the terrace"])
def test_a_clause_between_the_commas_is_no_apposition(lex, act):
    text = f"Anaïs, the bus is late, and Zoë {act}."
    assert not actual_kinds(lex, text, "Anaïs") - {"socialize"}, text


def test_an_object_name_with_an_apposition_is_no_subject(lex):
    text = "I told Anaïs, the French buyer, and Zoë to eat."
    assert "eat" not in actual_kinds(lex, text, "Anaïs"), text


LIST_ITEMS = ["her daughter Paola", "her daughter", "the foreman", "her two sons"]
LIST_LAST = ["three pickers", "the driver", "Tom"]


def test_a_list_opened_by_the_observers_name_is_a_joint_subject(lex) -> None:
    def one_case(item, last, act):
        text = f"Fabiola, {item} and {last} {ACTS[act]}."
        assert act in actual_kinds(lex, text, "Fabiola"), text

    cases = list(itertools.product(LIST_ITEMS, LIST_LAST, ACTS))
    assert failing_cases(one_case, cases) == []


def test_a_list_opened_by_someone_else_stays_theirs(lex) -> None:
    def one_case(item, act):
        text = f"Tom, {item} and three pickers {ACTS[act]}."
        assert act not in actual_kinds(lex, text, "Fabiola"), text
        text = f"I told Fabiola, {item} and three pickers to {ACTS[act]}."
        assert act not in actual_kinds(lex, text, "Fabiola"), text

    cases = list(itertools.product(LIST_ITEMS, ACTS))
    assert failing_cases(one_case, cases) == []
