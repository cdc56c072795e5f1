"""A person's or an animal's word opening a hyphened word is no one (session 38, round
fresh202, perception mentions): "Jarrah isn't crook, just dog-tired; he's lying flat on his
swag" is Jarrah's rest, where the "dog" of "dog-tired" had taken the "he".
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_hyphened_animal_word_takes_no_pronoun(lex) -> None:
    def one_case(case):
        text, mine = case
        assert actual_kinds(lex, text, "Jarrah") == mine, text

    cases = [("Jarrah isn't crook, just dog-tired; he's lying flat on his swag staring at the "
              "stars.", {"rest"}),
             ("Jarrah isn't sick, just dog-tired; he's lying on his bed.", {"rest"}),
             ("Jarrah rides past a horse-drawn cart; he eats an apple.", {"eat"}),
             ("The cook-in-chief eats a pie.", set())]
    assert failing_cases(one_case, cases) == []
