"""A he/she after the observer's own denial goes on with the observer (session 35, round
negation): "Delphine doesn't answer her sister's calls; she keeps reading on the sofa" is
Delphine's reading, as is "Ana Sofía doesn't hit her cousin Iván, but she yells at him": the act
set against the one denied is the denier's (perception._denier_goes_on), not the latest person's
of the pronoun's gender. Controls: a state after the pronoun ("he is fast asleep") stays the
other's, no denial before keeps the old reading, and a denier of the other gender is no "she".
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_pronoun_after_a_denial_is_the_deniers(lex) -> None:
    def one_case(text, name, kind):
        assert kind in actual_kinds(lex, text, name), text

    cases = [("Delphine doesn't answer her sister's calls; she keeps reading on the sofa.",
              "Delphine", "rest"),
             ("Callum doesn't rise to Nils's jibe; he just grins and keeps eating his burger.",
              "Callum", "eat"),
             ("Ana Sofía doesn't hit her cousin Iván, but she yells at him.", "Ana Sofía",
              "conflict"),
             ("Marek never argues with his brother; he just shrugs and eats his soup.", "Marek",
              "eat"),
             ("Priya won't answer her mother's texts, but she keeps chatting with her friends.",
              "Priya", "socialize"),
             ("Gorrim doesn't fight the drunk; he just sits nursing his bruised hand.", "Gorrim",
              "injury")]
    assert failing_cases(one_case, cases) == []


def test_controls_a_state_no_denial_or_another_gender_stay_as_they_were(lex) -> None:
    text = "Tomas didn't wake his dad; he is still fast asleep."
    assert actual_kinds(lex, text, "Tomas") == set()
    assert other_kinds(lex, text, "Tomas") == {"sleep"}
    text = "Delphine ignores her sister's calls; she keeps reading on the sofa."
    assert actual_kinds(lex, text, "Delphine") == set()
    text = "Marek doesn't argue with his sister; she just shrugs and eats her soup."
    assert actual_kinds(lex, text, "Marek") == set()
    assert "eat" in other_kinds(lex, text, "Marek")
