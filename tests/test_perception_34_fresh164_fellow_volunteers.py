"""Volunteers named as one's fellows are people, so a meal or a drink with them is company.

Session 34, round fresh164 (a sled-dog race): "Gemma is eating pie and drinking coffee with her
fellow volunteers" named no company, as "volunteer" alone is left out of the person words (a
verb and an adjective too: "volunteers to cook", "the volunteer rota"). "fellow volunteer(s)"
is now a person phrase, as "fellow pilgrim" is; "volunteers to cook" stays a plan.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_meal_with_fellow_volunteers_is_company(lex) -> None:
    def one_case(text):
        assert "socialize" in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana is eating soup with her fellow volunteers @ food bank: back room",
        "You drink tea with a fellow volunteer before the shift.",
        "Ana shares a flask of coffee with his fellow volunteers at the gate.",
    ]) == []


def test_fellow_volunteers_doing_it_alone_stay_theirs(lex) -> None:
    def one_case(text):
        assert "eat" not in actual_kinds(lex, text, "Ana"), text
        assert "eat" in other_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana's fellow volunteers are eating pie in the hall.",
        "Ana watches her fellow volunteers eat their sandwiches.",
    ]) == []
