"""A possessive pronoun standing alone before "is on fire" is a thing owned, never the person,
so the fire is a blaze, no figure of speech (session 39, round danger;
perception._figure_of_speech, ``_STANDALONE_POSSESSIVES``): "the building next to hers is on
fire" had made no event at all, as "she is on fire tonight" (form, not flames). Controls: a
person or a body part on fire stays a figure; "his" is left out (a determiner as often).
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_place_named_by_a_possessive_pronoun_is_on_fire(lex) -> None:
    def one_case(case):
        text, observer = case
        assert actual_kinds(lex, text, observer) == {"danger"}, text

    cases = [("The building next to hers is on fire.", "Ana"),
             ("The flat above mine is on fire!", "Ana"),
             ("The barn beside ours is on fire.", "Ana"),
             ("The house opposite yours is on fire.", "Ana")]
    assert failing_cases(one_case, cases) == []


def test_a_person_or_a_body_on_fire_stays_a_figure(lex) -> None:
    def one_case(case):
        text, observer = case
        assert "danger" not in actual_kinds(lex, text, observer), text

    cases = [("She is on fire tonight, three goals already.", "Ana"),
             ("Ana's legs are on fire after the climb.", "Ana"),
             ("You were on fire out there.", "Ana")]
    assert failing_cases(one_case, cases) == []
