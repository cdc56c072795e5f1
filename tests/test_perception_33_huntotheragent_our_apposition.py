""""our" opening an apposition on a name renames that person; it is no joint subject (session
33, round huntotheragent).

* "Grace Hunter, our bee inspector, runs the hills": "our" after a name and a comma, with one
  to three words and a comma after it, owns the noun as "my" does; the run was read as the
  observer's with the group "our" (a leak, with a joint company for a meal).
* Controls: the observer's own name before the apposition keeps the act theirs, and "our" as
  a subject ("Our crew eats") is untouched.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Tobias"
NAMES = ["Mia", "Grace Hunter", "Rose", "Dr Okafor", "the boy"]
APPOSITIONS = ["our guide", "our bee inspector", "our new neighbour"]
ACTS = [("runs the hills every morning.", "exercise"), ("drinks a beer.", "drink"),
        ("falls asleep on the bus.", "sleep"), ("eats lunch at her desk.", "eat")]


def test_our_apposition_on_a_name_is_that_persons(lex) -> None:
    def one_case(name, apposition, act):
        text, kind = act
        sentence = f"{name}, {apposition}, {text}"
        assert actual_kinds(lex, sentence, OBSERVER) & {kind, "socialize"} == set()
        assert kind in other_kinds(lex, sentence, OBSERVER)

    cases = list(itertools.product(NAMES, APPOSITIONS, ACTS))
    assert failing_cases(one_case, cases) == []


def test_controls_the_observer_renamed_keeps_the_act(lex) -> None:
    def one_case(apposition, act):
        text, kind = act
        assert kind in actual_kinds(lex, f"Tobias, {apposition}, {text}", OBSERVER)

    cases = list(itertools.product(APPOSITIONS, ACTS))
    assert failing_cases(one_case, cases) == []
