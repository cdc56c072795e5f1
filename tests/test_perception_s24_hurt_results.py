"""Session 24: an injury told by its result. A part's passive with "get" as with "be" ("her thumb
gets caught in the hinge"), an irregular participle ("her lip is split", "his hands are cut to
ribbons"), a part said to swell, balloon, twinge or snap ("his eye swells shut":
``injury.part_first``), knocks, chips and tears with the parts they hurt ("smacks her forehead on
the low beam", "chips a tooth", "tears a calf muscle"), things lodged in a part ("a thorn in her
foot"), a fall over the handlebars, the wind knocked out, stings stepped on and skin rubbed raw.
A part knocked on a thing after an owner pronoun is an accident, no blow ("smacks her head on the
beam": no quarrel); one's own part smacked with nothing struck is a gesture, no hurt
(``injury.knocks``: "smacks her forehead: she forgot the milk"); "and hands out slices" is a
verb, not the hands cut. The traps stay unhurt: a river swells, a hedge is clipped, the books are
boxed, a heart swells with pride, someone else's finger is caught."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_hurt_told_by_its_result(lex) -> None:
    def one_case(text):
        assert "injury" in actual_kinds(lex, text, "Aiko")

    cases = [
        "Aiko's thumb gets caught in the hinge of the trestle table.",
        "Aiko's hand got burnt on the grill.",
        "Aiko's lip is split.",
        "Aiko's hands are cut to ribbons by the barbed wire.",
        "Aiko's palms are torn from the rope.",
        "Aiko's ankle balloons after the fall.",
        "Aiko takes a ball to the face and her eye swells shut.",
        "Aiko's shoulder twinges as she reaches for the bar.",
        "Aiko smacks her forehead on the low beam.",
        "Aiko thumps her knee against the desk.",
        "Aiko chips a tooth on an olive stone.",
        "Aiko tears a calf muscle.",
        "The boom swings round and cracks Aiko on the skull.",
        "Aiko gets a thorn in her foot.",
        "Aiko feels something pop in her knee.",
        "Aiko gets bleach in her eye.",
        "Aiko's bike skids and she goes over the handlebars.",
        "Aiko gets the wind knocked out of her.",
        "Aiko treads on a sea urchin.",
        "Aiko's heel is rubbed raw by the new boots.",
        "Aiko's arm is covered in scratches from the cat.",
        "A falling branch clips Aiko on the shoulder.",
        "The goose pecks Aiko's hand hard enough to draw blood.",
        "A stray ball smacks Aiko in the face.",
    ]
    assert failing_cases(one_case, cases) == []


def test_no_part_or_someone_elses_part_is_no_hurt_of_hers(lex) -> None:
    def one_case(text):
        assert "injury" not in actual_kinds(lex, text, "Aiko")

    cases = [
        "Aiko gets caught in the rain.",
        "The river swells after the rain.",
        "Aiko's heart swells with pride.",
        "Aiko clips her nails.",
        "Aiko clips the hedge.",
        "Aiko hammers the fence posts into the ground.",
        "Aiko tears the page out of the notebook.",
        "Aiko chips in with a comment.",
        "Aiko smacks her lips.",
        "Aiko's boss is a thorn in her side.",
        "Aiko's hair is cut short.",
        "Tom's hand gets caught in the door.",
        "Aiko smacks her forehead: she forgot the milk.",
        "Aiko cuts the cake and hands out slices.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_part_knocked_on_a_thing_is_no_blow(lex):
    kinds = actual_kinds(lex, "Aiko smacks her head on the beam.", "Aiko")
    assert "injury" in kinds and "conflict" not in kinds
    assert "conflict" in actual_kinds(lex, "Tom smacks Aiko's head against the table.", "Aiko")


def test_someone_elses_swelling_is_theirs(lex):
    assert actual_kinds(lex, "Tom's ankle balloons.", "Aiko") == set()
    assert "injury" in other_kinds(lex, "Tom's ankle balloons.", "Aiko")
