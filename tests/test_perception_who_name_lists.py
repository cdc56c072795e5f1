"""Who did what: the observer in a list of names ("Mira, Tomas, and Tom ate lunch", "Tomas,
Mira and Tom ate lunch") shares the list's act; a list without the observer, an address, or a
name after a preposition does not."""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

ACTS = {"eat": "ate lunch", "drink": "drank a pint", "sleep": "fell asleep",
        "exercise": "went for a run"}
LISTS = ["Mira, Tomas, and Tom", "Mira, Tomas and Tom", "Tomas, Mira, and Tom",
         "Tomas, Mira and Priya"]


def test_the_observer_in_a_list_of_names_shares_its_act(lex) -> None:
    def one_case(names, kind):
        assert kind in actual_kinds(lex, f"{names} {ACTS[kind]}.", "Mira")

    cases = list(itertools.product(LISTS, ACTS))
    assert failing_cases(one_case, cases) == []


def test_a_list_without_the_observer_is_someone_elses(lex) -> None:
    def one_case(text, kind):
        assert kind not in actual_kinds(lex, text, "Mira")

    cases = [(t.format(a=a), k) for (k, a), t in itertools.product(
        ACTS.items(), [
            "Mira watches. Tomas, Priya and Tom {a}.",
            "Beside Mira, Tomas and Tom {a}.",
            "After Mira left, Tomas and Tom {a}.",
            "Mira sits with Ana, Tomas and Tom, who {a}.",
        ])]
    assert failing_cases(one_case, cases) == []
