"""Who did what: the observer in a list of names ("Mira, Tomas, and Tom ate lunch", "Tomas,
Mira and Tom ate lunch") shares the list's act; a list without the observer, an address, or a
name after a preposition does not."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

ACTS = {"eat": "ate lunch", "drink": "drank a pint", "sleep": "fell asleep",
        "exercise": "went for a run"}
LISTS = ["Mira, Tomas, and Tom", "Mira, Tomas and Tom", "Tomas, Mira, and Tom",
         "Tomas, Mira and Priya"]


def kinds(lex, text: str, observer: str = "Mira") -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer) if e.is_actual_self}


@pytest.mark.parametrize("names,kind", list(itertools.product(LISTS, ACTS)))
def test_the_observer_in_a_list_of_names_shares_its_act(lex, names, kind):
    assert kind in kinds(lex, f"{names} {ACTS[kind]}.")


@pytest.mark.parametrize("text,kind", [(t.format(a=a), k) for (k, a), t in itertools.product(
    ACTS.items(), [
        "Mira watches. Tomas, Priya and Tom {a}.",
        "Beside Mira, Tomas and Tom {a}.",
        "After Mira left, Tomas and Tom {a}.",
        "Mira sits with Ana, Tomas and Tom, who {a}.",
    ])])
def test_a_list_without_the_observer_is_someone_elses(lex, text, kind):
    assert kind not in kinds(lex, text)
