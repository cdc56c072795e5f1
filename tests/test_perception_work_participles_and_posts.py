"""A participle clause's task, a racing team's and an event crew's gear, and posts held.

- "while/whilst/when" + an ``-ing`` verb takes its sentence's subject: when the sentence opens
  with the observer and names nobody else before the opener, the ``-ing`` verb is the
  observer's framed activity ("You slice your palm on a carbon edge while pulling the broken
  front wing off the car").
- ``status_activity.frames.trade`` holds a racing team's car parts and pit gear and an event
  crew's running papers; not a seating plan, which a couple draws up too.
- "be on" + a post (security, reception, the door, the gate) is a shift held.
Controls: someone else's participle clause, leisure, home things, a couple's own wedding plan
and "on the door" without "be" stay no job.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

MAINS = ["Ana hums", "Ana cuts her hand", "You slice your palm on a carbon edge", "Ana yawns"]
PARTICIPLES = ["while wiping down table six", "while rebuilding the brake ducts",
               "while pulling the broken front wing off the car",
               "while slicing onions for the lunch service"]


def test_a_participle_after_the_observers_clause_is_their_task(lex):
    wrong = [t for main, part in itertools.product(MAINS, PARTICIPLES)
             if "work" not in actual_kinds(lex, t := f"{main} {part}.", "Ana")]
    assert wrong == []


def test_someone_elses_clause_or_leisure_stays_no_job(lex):
    texts = [f"Tom hums {part}." for part in PARTICIPLES] + \
        [f"Ana watches Tom {part}." for part in PARTICIPLES] + \
        [f"{main} while {p}." for main, p in itertools.product(
            MAINS, ["reading a novel", "wiping down the kitchen table",
                    "slicing onions for her kids"])]
    wrong = [t for t in texts if "work" in actual_kinds(lex, t, "Ana")]
    assert wrong == []


GEAR = ["the brake ducts", "the front wing", "the tyre blankets", "the fuel rig",
        "the run sheet", "the prep list", "the setup sheet"]


def test_racing_and_event_gear_is_the_job(lex):
    wrong = [t for verb, thing in itertools.product(["checks", "rebuilds", "sorts out"], GEAR)
             if "work" not in actual_kinds(lex, t := f"Ana {verb} {thing}.", "Ana")]
    assert wrong == []


def test_a_couples_plan_and_home_lists_stay_no_job(lex):
    texts = ["Ana reworks the seating plan for her wedding.",
             "Ana checks her shopping list.", "Ana reworks the table plan for her party."]
    wrong = [t for t in texts if "work" in actual_kinds(lex, t, "Ana")]
    assert wrong == []


def test_a_post_held_is_a_shift(lex):
    posts = ["on security", "on reception", "on the door", "on the gate", "on the front desk"]
    wrong = [t for post, when in itertools.product(posts, ["tonight", "at the festival"])
             if "work" not in actual_kinds(lex, t := f"Ana is {post} {when}.", "Ana")]
    assert wrong == []


def test_on_a_door_without_be_is_none(lex):
    texts = ["Ana leans on the door and sighs.", "Tom knocks on the door and Ana opens it.",
             "Ana gives a talk on security.", "Ana hangs her coat on the gate."]
    wrong = [t for t in texts if "work" in actual_kinds(lex, t, "Ana")]
    assert wrong == []


def test_a_trade_objects_phrase_ends_at_a_coordinated_verb(lex):
    wrong = [t for thing, after in itertools.product(
        ["the boom pole", "the front wing", "the fault log"],
        ["shakes out her arms", "rubs her neck", "wipes her brow"])
        if "work" not in actual_kinds(lex, t := f"Ana lowers {thing} and {after}.", "Ana")]
    assert wrong == []


def test_a_home_repair_before_a_coordinated_verb_stays_a_chore(lex):
    texts = ["Ana fixes the screen door and makes her tea.",
             "Ana fixes her screen door and rubs her neck."]
    wrong = [t for t in texts if "work" in actual_kinds(lex, t, "Ana")]
    assert wrong == []
