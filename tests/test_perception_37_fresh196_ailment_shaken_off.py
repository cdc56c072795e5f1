"""An ailment shaken off is over (session 37, round fresh196, lexicon ``cues.negation`` "shake
off", "shook off", "shaken off"): "has shaken off the cough that kept him in bed all week" is
no illness now. Controls: the denial of it keeps the ailment (the exceptions' "n't shaken off",
"n't shake off"), and an act after the shaken thing stays.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_an_ailment_shaken_off_is_negated(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Luca") == set(), text

    cases = ["Luca has shaken off the cough that kept him in bed all week.",
             "Luca has shaken off the cough.",
             "Luca shook off the fever at last.",
             "Luca shakes off the flu in two days."]
    assert failing_cases(one_case, cases) == []


def test_controls_a_denied_shaking_off_and_the_next_act(lex) -> None:
    assert actual_kinds(lex, "Luca can't shake off the flu.", "Luca") == {"illness"}
    assert actual_kinds(lex, "Luca hasn't shaken off the cough.", "Luca") == {"illness"}
    assert actual_kinds(lex, "Luca finally shook off his flu and went back to work.",
                        "Luca") == {"work"}
    assert actual_kinds(lex, "Luca shakes off the snow and eats a sandwich.", "Luca") == {"eat"}
