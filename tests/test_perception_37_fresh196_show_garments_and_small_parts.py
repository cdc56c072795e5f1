"""A show garment sewn and a small part of someone's body dressed are the job (session 37,
round fresh196, lexicon ``work.objects`` "leotard", ``status_activity.care_parts``
"knuckles", "forearm", "palm", "heel", ...): "sews sequins onto a leotard" is a wardrobe's
work as "sewing tutus" is, "finishes bandaging the strongman's split knuckles" and "stitches
a stable boy's forearm" a medic's as "bandaging a farmer's leg" is. Controls: a leotard worn,
bought or washed, and a part of the doer's own or of kin, stay none.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_show_garment_sewn_and_a_strangers_small_part_dressed_are_work(lex) -> None:
    def one_case(case):
        text, observer = case
        assert actual_kinds(lex, text, observer) == {"work"}, text

    cases = [("Ana sews sequins onto a leotard.", "Ana"),
             ("Ana is sewing sequins onto the leotards.", "Ana"),
             ("Hubert finishes bandaging the strongman's split knuckles.", "Hubert"),
             ("Hubert stitches a stable boy's forearm.", "Hubert"),
             ("Hubert splints the climber's palm.", "Hubert")]
    assert failing_cases(one_case, cases) == []


def test_controls_a_worn_garment_and_ones_own_or_kins_part(lex) -> None:
    def one_case(case):
        text, observer = case
        assert actual_kinds(lex, text, observer) == set(), text

    cases = [("Ana pulls on her leotard.", "Ana"),
             ("Ana buys a new leotard.", "Ana"),
             ("Ana washes her leotard.", "Ana"),
             ("Hubert bandages his son's forearm.", "Hubert"),
             ("Hubert bandages his own knuckles.", "Hubert")]
    assert failing_cases(one_case, cases) == []
