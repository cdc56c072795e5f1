"""Round 34: a shift named as a time is no work now.

The work kind's ``as_time`` (core.yaml): a term ending in ``shift``/``shifts`` right after
``after``, ``between``, ``off``, ``from``, ``once`` or ``mid`` with only its noun phrase between,
or before ``ends``/``ended``/``is over``/``finished``, tells when something else happens; the
shift is over (or ahead), not worked. Taken from h28-135 ("After three night shifts in a row,
Ignacio sleeps"), h24-135 ("comes off a double night shift and sleeps"), h33-112 ("sleeping
... between shifts"), h35-133 ("Otto's shift ended at midnight") and h26-062 ("once his shift
ends"), widened to shift phrases x time words x activities. Controls: a shift told as worked
("is on the night shift", "pulls a twelve-hour shift", "works a double shift") stays work.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


SHIFTS = ["the night shift", "a double shift", "three night shifts in a row",
          "her last night-bus shift of the week", "her two shifts", "a long shift"]
BEFORE = ["After {s}, Ana sleeps for fourteen hours.",
          "Ana sleeps for fourteen hours after {s}.",
          "Ana comes off {s} and sleeps for thirteen hours.",
          "Ana, tired from {s}, falls asleep on the sofa.",
          "Ana naps in the staff room between {s}."]


def test_a_shift_after_a_time_word_is_no_work_now(lex):
    wrong = [text for shape, shift in itertools.product(BEFORE, SHIFTS)
             if "work" in actual_kinds(lex, text := shape.format(s=shift), OBSERVER)]
    assert wrong == []


def test_the_activity_told_with_the_shift_is_kept(lex):
    for shape, shift in itertools.product(BEFORE, SHIFTS):
        assert "sleep" in actual_kinds(lex, shape.format(s=shift),
                                       OBSERVER) or "rest" in actual_kinds(
            lex, shape.format(s=shift), OBSERVER)


OWNERS = ["her shift", "the shift", "her run of night shifts", "the late shift"]
AFTER = ["Ana's friends wait at the gate until {s} ends.",
         "Ana is heading to the gym once {s} ends.",
         "Ana lies awake in bed now that {s} is over.",
         "Ana goes home when {s} finishes.",
         "Ana sleeps once {s} is over."]


def test_a_shift_that_ends_is_no_work_now(lex):
    wrong = [text for shape, owner in itertools.product(AFTER, OWNERS)
             if "work" in actual_kinds(lex, text := shape.format(s=owner), OBSERVER)]
    assert wrong == []


def test_a_shift_ended_in_its_own_sentence_is_no_work(lex):
    for text in ("Ana's shift ended at midnight and now she is lying awake in bed.",
                 "Ana's headset dies mid-shift, so she sits idle at her desk."):
        assert "work" not in actual_kinds(lex, text, OBSERVER)


WORKED = ["Ana is on the night shift.", "Ana works a double shift at the depot.",
          "Ana pulls a twelve-hour shift at the depot.", "Ana is on shift at the bakery.",
          "Ana starts her shift at the hospital.", "Ana is working the early shift @ bakery",
          "Ana is halfway through a double shift @ St Anne's Hospital: ward 4",
          "Ana works after school on the late shift at the cinema."]


def test_a_shift_worked_is_still_work(lex):
    assert [text for text in WORKED if "work" not in actual_kinds(lex, text, OBSERVER)] == []
