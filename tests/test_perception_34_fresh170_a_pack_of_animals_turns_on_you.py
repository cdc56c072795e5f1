"""A group of animals named with "of" that comes at the observer is a danger, and an animal's
bite at a heel or an ankle is no row (session 34, round fresh170): "A pack of village dogs
comes snarling out of a compound and chases you; one snaps at your heel and misses" is a
danger, no conflict. perception._leads_its_clause now takes five words before the head when
an "of" is among them ("a pack of village dogs"); the danger terms take "snap at" + a heel or
an ankle, and "snapping at her heels" (a rival close behind) is an exception. Controls: a
person snapping at someone is still a row, and the pack doing nothing to anyone is no danger.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_group_of_animals_coming_out_and_chasing_you_is_a_danger(lex) -> None:
    def one_case(group, come, verb):
        text = f"{group} {come} and {verb} you down the lane."
        assert "danger" in actual_kinds(lex, text), text

    cases = [(g, c, v)
             for g in ["A pack of village dogs", "A pack of stray dogs", "A herd of wild dogs"]
             for c in ["comes snarling out of a yard", "comes out of the bushes"]
             for v in ["chases"]]
    assert failing_cases(one_case, cases) == []


def test_an_animal_snapping_at_your_heel_is_danger_not_a_row(lex) -> None:
    def one_case(text):
        kinds = actual_kinds(lex, text)
        assert "danger" in kinds and "conflict" not in kinds, text

    cases = ["Dogs chase you down the road; one snaps at your heel and misses.",
             "A goose snapped at my ankles as I passed.",
             "The terrier snaps at your ankle."]
    assert failing_cases(one_case, cases) == []


def test_controls_a_row_a_rival_close_behind_and_a_calm_pack_stay_as_they_were(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    cases = [("Ana snaps at her brother over the dishes.", {"conflict"}),
             ("Ana glances back: Mia is snapping at her heels.", set()),
             ("A pack of village dogs sleeps in the shade by the gate.", set())]
    assert failing_cases(one_case, cases) == []
