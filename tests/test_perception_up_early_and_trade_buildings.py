"""Session 8 round 4: being up at an hour doing a task, a past progressive task, a prefixed verb
after an aspect verb, a rowing machine in a record's action, and trade buildings named by a home
word.

- ``_up_early``: "I was up at four shaping two hundred croissants", "Walt has been up since four
  running off the morning edition" (h26-010, h34-039): the ``-ing`` verb after ``up`` + a time
  is the activity a work frame is judged for, as after "is".
- ``_PAST_PROGRESSIVE``: "I was shaping two hundred croissants", "Officer Dlamini was locking
  the cells for the night" (h28-127): ``was``/``were`` + ``-ing`` opens a framed activity.
- ``_aspect_verb`` skips a hyphenated prefix: "starts re-rigging the lights for a different
  scene" (r47-065).
- ``exercise`` terms: "action : rowing machine" and a rowing machine session or workout
  (h26-011, r51-012); a rowing machine carried stays no exercise.
- ``verb_alone_at`` trade buildings whose name ends in a home word ("elephant house", "weaving
  shed", "back kitchen") and newsroom, court, deck, clinic and winery posts; a home word in a
  status line's sub-place excludes only when no workplace holds it (``_holds_bare``: h29-026,
  h29-148, r51-095).
Controls: the same verbs with no frame, up early for leisure, a home's kitchen or shed.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


SUBJECTS = ["I was", "Ana was", "Ana has been", "You were"]
TIMES = ["up at four", "up since five", "up since dawn", "up at half past three"]
TASKS = ["shaping two hundred croissants", "running off the morning edition",
         "scoring forty loaves before the shop opened", "packing sixty crates of pears"]


def test_up_at_an_hour_doing_a_framed_task_is_work(lex):
    wrong = [text for text in (f"{s} {t} {k}." for s, t, k in
                               itertools.product(SUBJECTS, TIMES, TASKS))
             if "work" not in actual_kinds(lex, text, OBSERVER)]
    assert wrong == []


UP_FOR_LEISURE = ["I was up at four rocking the baby.", "Ana was up at dawn watching the birds.",
                  "Ana has been up since five reading a novel.",
                  "I was up at four shaping the hedge in the back garden.",
                  "You were up since six baking a cake for your nephew's party."]


def test_up_early_with_no_frame_is_no_work(lex):
    wrong = [text for text in UP_FOR_LEISURE if "work" in actual_kinds(lex, text, OBSERVER)]
    assert wrong == []


PAST = ["I was shaping two hundred croissants.", "Ana was locking the cells for the night.",
        "Ana was serving the customers at the till.", "You were plating forty desserts."]


def test_a_past_progressive_framed_task_is_work(lex):
    wrong = [text for text in PAST if "work" not in actual_kinds(lex, text, OBSERVER)]
    assert wrong == []


def test_a_past_progressive_with_no_frame_is_no_work(lex):
    texts = ["I was shaping the dough.", "Ana was locking the door.",
             "You were plating the pasta for your sister."]
    assert [text for text in texts if "work" in actual_kinds(lex, text, OBSERVER)] == []


ASPECTS = ["starts", "keeps", "goes back to", "carries on"]
PREFIXED = ["re-rigging the lights for a different scene", "re-stocking the shelves for the shift",
            "re-checking the orders for the front page"]


def test_a_prefixed_verb_after_an_aspect_verb_is_judged(lex):
    wrong = [text for text in (f"Ana {a} {v}." for a, v in itertools.product(ASPECTS, PREFIXED))
             if "work" not in actual_kinds(lex, text, OBSERVER)]
    assert wrong == []


ROWING = ["Status | agent: Ana | place: boathouse | action: rowing machine, 5 km interval set",
          "Status report | agent: Ana | place: firehouse gym | action: rowing machine, 5 km",
          "Ana does a rowing machine workout before breakfast.",
          "Ana finishes a rowing machine session at the gym."]


def test_a_rowing_machine_used_is_exercise(lex):
    wrong = [text for text in ROWING if "exercise" not in actual_kinds(lex, text, OBSERVER)]
    assert wrong == []


def test_a_rowing_machine_carried_is_no_exercise(lex):
    texts = ["Ana unloads a rowing machine from the van.",
             "Ana sells her old rowing machine online.",
             "Ana is dusting the rowing machine in the spare room."]
    assert [text for text in texts if "exercise" in actual_kinds(lex, text, OBSERVER)] == []


PLACES = ["Westfield Zoo: elephant house", "Te Ao Zoo: nocturnal house",
          "Brookside Mill: weaving shed",
          "Patisserie Zahra: back kitchen", "Daily Courier: news desk",
          "crown court: robing room", "Brenna Alpha: cellar deck", "Vina Alta: winery"]
VERBS = ["is hosing out the floor", "is weighing the sacks", "is scrubbing the benches",
         "is stacking the trays"]


def test_a_task_in_a_trade_building_is_work(lex):
    wrong = [text for text in (f"Ana {v} @ {p}" for v, p in itertools.product(VERBS, PLACES))
             if "work" not in actual_kinds(lex, text, OBSERVER)]
    assert wrong == []


HOMES = ["home: kitchen", "Ana's flat: kitchen", "home: garden shed", "the cottage: kitchen",
         "home: kitchen while her son does sit-ups on the living-room floor"]


def test_a_task_in_a_homes_kitchen_or_shed_is_no_work(lex):
    wrong = [text for text in (f"Ana {v} @ {p}" for v, p in itertools.product(VERBS, HOMES))
             if "work" in actual_kinds(lex, text, OBSERVER)]
    assert wrong == []
