"""A screen cue's last word opening a compound is a thing, no screen (session 32, fresh144).

* "on the box" (the telly) and "on TV" made all around them a thing shown ("reported"), also
  in "sliced his thumb on the box cutter", "stubbed her toe on the TV stand". A noun of
  core.yaml ``screen_compound_heads`` right after the cue makes it the compound's first half:
  the hurt is the observer's own.
* Controls: a screen watched ("a fire on TV tonight", "the match on the box") stays a screen.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

OBSERVER = "Rin"


def test_a_hurt_on_a_box_or_tv_compound_is_the_observers(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) == {"injury"}

    cases = [
        "Rin cut her hand on the box cutter.",
        "Rin sliced her thumb on the box cutter while opening the delivery.",
        "RIN SLICED HER THUMB ON THE BOX CUTTER WHILE OPENING THE DELIVERY",
        "You slice your palm on the box cutter.",
        "I cut my finger on the box cutters this morning.",
        "Rin tore a nail on the box flaps.",
        "Rin scraped her knuckles on the box lid.",
        "Rin stubbed her toe on the TV stand.",
        "Rin bangs her head on the telly cabinet.",
        "Rin gashed her shin on the TV unit.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_screen_watched_stays_a_screen(lex) -> None:
    assert "danger" not in actual_kinds(lex, "Rin sees a fire on TV tonight.", OBSERVER)
    assert "danger" not in actual_kinds(lex, "Rin watches a house fire on the box.", OBSERVER)
    assert "injury" not in actual_kinds(lex, "Rin watches a boxer cut his eye on the box.",
                                        OBSERVER)
