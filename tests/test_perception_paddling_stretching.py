"""Round 34: paddling a craft, a stretching session and the erg are exercise; a sport's gear is not.

Core.yaml's exercise kind: ``paddle`` with a direction or effort (hard, out, through, toward,
across the, back to ...; separable: "paddles her board out") is paddling a craft, not wading ("the
paddling pool") nor the paddle itself ("your paddle across your knees"); "gentle stretching",
"a ten-minute stretch" and the erg are a workout; and a sport's name before a thing it names
(``not_before``: shop, net, racket, results ...) is no play. Taken from h26-012 ("paddling hard
into a headwind"), r51-096 ("paddles her board out past the breakwater"), h26-135 ("five
minutes of gentle stretching"), r52-137 ("a gentle ten-minute stretch"), r42-025 ("rowing on
the erg"), r43-097 ("a new leash from the surf shop") and r47-006 ("the badminton net"),
widened to subjects x phrases x tails.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


SUBJECTS = [("Ana", "paddles", "is paddling"), ("I", "paddle", "am paddling"),
            ("You", "paddle", "are paddling")]
PADDLES = ["hard into a headwind", "out past the breakwater", "through the narrows",
           "toward the portage landing", "across the open bay", "back to the jetty",
           "her board out past the break", "upstream against the current",
           "round the headland"]


def test_paddling_a_craft_is_exercise(lex):
    missed = []
    for (subj, finite, progressive), rest in itertools.product(SUBJECTS, PADDLES):
        for verb in (finite, progressive):
            text = f"{subj} {verb} {rest}."
            if "exercise" not in actual_kinds(lex, text, OBSERVER):
                missed.append(text)
    assert missed == []


NOT_PADDLING = ["Ana sits with her feet in the paddling pool.",
                "Ana lies back on the warm rock, her paddle across her knees.",
                "Ana gets a splinter from the paddle shaft.",
                "Ana buys a new paddle for her son at the shop.",
                "Ana watches as her students paddle out into the whitewater.",
                "Ana waits for a lull before she paddles out."]


def test_wading_the_paddle_and_others_paddling_are_no_exercise_of_hers(lex):
    assert [text for text in NOT_PADDLING if "exercise" in actual_kinds(lex, text, OBSERVER)] == []


STRETCHES = ["does five minutes of gentle stretching", "does a gentle ten-minute stretch",
             "does a twenty-minute stretch", "does a gentle stretch",
             "finishes her stretching session", "is rowing on the erg for thirty minutes",
             "does an erg session"]
WHERE = ["before bed", "on her cabin balcony", "in the gym"]


def test_a_stretching_session_and_the_erg_are_exercise(lex):
    missed = [text for act, where in itertools.product(STRETCHES, WHERE)
              if "exercise" not in actual_kinds(lex, text := f"Ana {act} {where}.", OBSERVER)]
    assert missed == []


SPORTS = ["surf", "badminton", "tennis", "football", "cricket", "golf"]
THINGS = [("buys a new leash from the", "shop"), ("untangles the", "net"),
          ("restrings her", "racket"), ("packs her", "kit"), ("reads the", "results"),
          ("irons her", "shirt")]


def test_a_sports_thing_is_no_play(lex):
    wrong = [text for sport, (verb, thing) in itertools.product(SPORTS, THINGS)
             if "exercise" in actual_kinds(lex, text := f"Ana {verb} {sport} {thing}.", OBSERVER)]
    assert wrong == []


def test_the_sport_itself_is_still_play(lex):
    for text in ("Ana plays tennis with Mo.", "Ana is playing football @ Riverside park: pitch 2",
                 "Ana goes to her tennis lesson and plays for an hour.",
                 "Ana plays a round of golf.", "Ana surfs until dark."):
        assert "exercise" in actual_kinds(lex, text, OBSERVER), text
