"""A person word right before a thing's noun is that compound's first half, no one mentioned
(session 36, round fresh189: `cues.vocabulary.person_compound_heads`): "Next week Sébastien
starts his paramedic refresher course; tonight he is driving the rig to a call" had "he" point at
the paramedic, and the call was someone else's. Controls: a person word standing alone is still
someone a later "he" may be ("visits the paramedic; he eats a sandwich" stays theirs).
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_person_word_in_a_compound_is_no_one(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Sébastien") != set(), text

    cases = ["Next week Sébastien starts his paramedic refresher course; tonight he is driving "
             "the rig through blowing snow to a call in Saint-Henri.",
             "Sébastien passes the nurse station; he eats a sandwich."]
    assert failing_cases(one_case, cases) == []


def test_controls_a_person_word_alone_is_someone(lex) -> None:
    text = "Sébastien visits the paramedic; he eats a sandwich."
    assert "eat" not in actual_kinds(lex, text, "Sébastien")
    assert "eat" in other_kinds(lex, text, "Sébastien")
