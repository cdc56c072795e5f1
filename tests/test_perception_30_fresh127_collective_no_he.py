"""A collective is no "he" or "she" (session 30, round fresh127): "Femi hasn't eaten since the
crew left, but he has been sipping tea" is Femi's tea, no rival's; someone named after the
observer still takes the pronoun ("Femi texts Kemi while she eats")."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_pronoun_after_a_collective_is_the_observers(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Femi") == kinds

    cases = [
        ("Femi hasn't eaten since the crew left, but he has been sipping tea.", {"drink"}),
        ("Femi hasn't eaten since the crew change, but he has been sipping sweet tea in his cabin.",
         {"drink"}),
        ("Femi waits while the team packs up, and he drinks a coffee.", {"drink"}),
        ("Femi sits with the band after the gig while he eats a sandwich.", {"eat"}),
        ("Femi hasn't slept since the squad arrived, but he has been drinking water.", {"drink"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_person_named_after_the_observer_still_takes_the_pronoun(lex):
    text = "Femi texts Kemi while she eats."
    assert actual_kinds(lex, text, "Femi") == {"socialize"}
    assert other_kinds(lex, text, "Femi") == {"eat"}
