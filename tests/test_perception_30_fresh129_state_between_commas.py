"""A state between the commas after the observer's name (session 30, round fresh129):
"Priscila, dizzy and nauseous from the heat, hopes to catch a nap" describes her now, as a
posture there did ("Ann, feet up, reads"); the comma part closes before a verb's third-person
form, so it is no command put to her ("Priscila, drink some water." still is)."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_state_between_the_name_and_its_verb_is_hers_now(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Priscila") == kinds

    cases = [
        ("Priscila, dizzy and nauseous from the heat, hopes to catch a nap before the night shows.",
         {"illness"}),
        ("Priscila, feverish and shaky, lies down in the van.", {"illness"}),
        ("Priscila, dizzy from the heat, sits down on the kerb.", {"illness"}),
        ("Priscila, sick with flu, stays in bed all day.", {"illness"}),
        ("Priscila, her ankle swollen, limps to the first-aid tent.", {"injury"}),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text, kinds", [
    ("Priscila, drink some water.", {"drink"}),
    ("Priscila, drink some water, says her mother.", {"drink"}),
    ("Priscila, eat something, Tom pleads.", {"eat"}),
])
def test_a_command_after_her_name_is_still_only_asked(lex, text, kinds):
    assert actual_kinds(lex, text, "Priscila") == set()
    assert other_kinds(lex, text, "Priscila") == kinds
