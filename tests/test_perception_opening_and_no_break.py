"""Round 36: a workplace's opening is the time of a task; "with no break" gives a break up.

Taken from r53-150 ("Nguyễn Thị Hoa is sweeping the floor of her family's phở shop before it
opens") and r54-119 ("Ana-Maria runs the restaurant kitchen single-handed for fourteen hours on
Saturday, with no break at all"), widened to businesses x tasks x opening phrases and to
"with no break"/"with no rest" after framed verbs. "before it opens" counts only when "it" can
be a workplace or a business named just before it (``_workplace_before``). Controls: a pickle
jar or a parcel that opens, an own home's chores, leisure with no break.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


BUSINESSES = ["her family's phở shop", "her family's restaurant", "the bakery", "her aunt's café",
              "the family stall", "her uncle's salon"]
TASKS = ["Ana is sweeping the floor of {b} before it opens.",
         "Ana sweeps out {b} before it opens.",
         "Ana is wiping the tables of {b} before it opens.",
         "Ana mops the floor of {b} before it opened."]


def test_a_task_at_a_business_before_it_opens_is_work(lex):
    missed = [text for shape, b in itertools.product(TASKS, BUSINESSES)
              if "work" not in actual_kinds(lex, text := shape.format(b=b), OBSERVER)]
    assert missed == []


OPENINGS = ["before the shop opened", "before the stall opens", "before the café opens",
            "before the bakery opened", "before the doors opened", "before the market opens"]


def test_a_task_before_a_named_business_opens_is_work(lex):
    missed = [text for o in OPENINGS
              if "work" not in actual_kinds(lex, text := f"Ana is sweeping the floor {o}.",
                                            OBSERVER)]
    assert missed == []


NOT_A_BUSINESS = ["You battle with a stubborn pickle jar for five minutes before it opens.",
                  "Ana shakes the parcel from her aunt before it opens.",
                  "Ana is sweeping the porch of her flat before it rains.",
                  "Ana waits outside the bakery until it opens.",
                  "Ana is having coffee with her cousin before the salon opens."]


def test_an_opening_that_is_no_workplace_is_no_work(lex):
    assert [t for t in NOT_A_BUSINESS if "work" in actual_kinds(lex, t, OBSERVER)] == []


NO_BREAK = ["Ana runs the restaurant kitchen single-handed for fourteen hours on Saturday, "
            "with no break at all.",
            "Ana runs the kitchen for twelve hours, with no break.",
            "Ana serves the whole queue with no rest.",
            "Ana manages the stockroom all day with no break."]


def test_a_task_with_no_break_is_work(lex):
    assert [t for t in NO_BREAK if "work" not in actual_kinds(lex, t, OBSERVER)] == []


LEISURE_NO_BREAK = ["Ana reads her novel on the beach with no break at all.",
                    "Ana knits with no break.",
                    "Ana watches the whole series with no break.",
                    "Ana plays video games all afternoon with no break."]


def test_leisure_with_no_break_is_no_work(lex):
    assert [t for t in LEISURE_NO_BREAK if "work" in actual_kinds(lex, t, OBSERVER)] == []
