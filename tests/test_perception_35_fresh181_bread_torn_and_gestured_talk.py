"""Bread torn to dip in a dish is eaten; a talk told by its gestures is company.

Session 35, round fresh181 (a Saharan desert camp): "he is already tearing bread to dip into
the sauce" was no meal and "shows Ingrid a bruise and explains with gestures that her camel
kicked her" no company. Bread torn or broken off "to dip" is an eat term; explaining, talking
or communicating with (in, through) gestures is a socialize term, shared with the one shown.
Bread torn for the ducks stays none, and someone else's talk stays theirs.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_bread_torn_to_dip_is_eaten(lex) -> None:
    def one_case(text):
        assert "eat" in actual_kinds(lex, text, "Mateo"), text

    assert failing_cases(one_case, [
        "Fatima lifts the lid off the tagine in front of Mateo, and he is already tearing bread"
        " to dip into the sauce.",
        "Mateo tears off a piece of bread to dip in the harira.",
        "Mateo breaks off bread to dip into the lentils.",
    ]) == []
    assert "eat" not in actual_kinds(lex, "Mateo tears bread for the ducks.", "Mateo")
    assert "eat" in other_kinds(lex, "Tom tears bread to dip into the stew while Mateo waits.",
                                "Mateo")


def test_a_talk_in_gestures_is_company(lex) -> None:
    def one_case(text):
        assert "socialize" in actual_kinds(lex, text, "Ingrid"), text

    assert failing_cases(one_case, [
        "The nomad woman shows Ingrid a bruise on her shin and explains with gestures that her"
        " camel kicked her yesterday.",
        "Ingrid and the nomad woman communicate with gestures over the fire.",
    ]) == []
    assert "socialize" not in actual_kinds(lex, "Tom and the guide talk with gestures while"
                                           " Ingrid sleeps.", "Ingrid")
