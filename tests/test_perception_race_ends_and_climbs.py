"""Round 36: a race finished, a last lap, a match's full time and a climb on foot are exercise.

Taken from r53-115 ("Santiago crosses the line of a 100 km mountain ultra, legs shaking"),
h8-169 ("Sasha finishes her last lap of the track"), h10-034 ("finishes her last length of the
pool"), h8-051 and h40-136 ("play the full ninety minutes"), h36-002 ("still breathing hard from
the climb") and h37-117 ("climb the hill behind the village"), widened to subjects x races,
laps x places and climbs. Controls: "the last set of observations", watching ninety minutes,
crossing a line of another kind, "the climbing wall" named on the way.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


RACES = ["a 100 km mountain ultra", "the city marathon", "a trail ultra", "the 10k",
         "the fell race"]
FINISHES = ["Ana crosses the line of {r}, legs shaking.",
            "Ana crossed the line of {r} in under four hours.",
            "Ana crosses the finish line of {r}."]


def test_crossing_the_line_of_a_race_is_exercise(lex):
    missed = [text for shape, r in itertools.product(FINISHES, RACES)
              if "exercise" not in actual_kinds(lex, text := shape.format(r=r), OBSERVER)]
    assert missed == []


LAPS = ["Ana finishes her last lap of the track.", "Ana swims her final length of the pool.",
        "Ana is on her last lap of the park.", "Ana finishes her last length and climbs out.",
        "Ana sprints the final lap."]


def test_a_last_lap_or_length_is_exercise(lex):
    assert [t for t in LAPS if "exercise" not in actual_kinds(lex, t, OBSERVER)] == []


PLAYED = ["Ana plays the full ninety minutes.", "Ana and her teammates play the full ninety "
          "minutes on a frozen pitch.", "Ana played ninety minutes plus extra time."]
CLIMBS = ["Ana is still breathing hard from the climb.", "Ana climbs the hill behind the village.",
          "Ana and Tom climb up the hill to the fort.", "Ana is worn out from a nine-hour "
          "climb."]


def test_a_match_played_through_and_a_climb_on_foot_are_exercise(lex):
    assert [t for t in PLAYED + CLIMBS if "exercise" not in actual_kinds(lex, t, OBSERVER)] == []


NOT_EXERCISE = ["You finish the last set of observations before handover.",
                "Ana watches the full ninety minutes from the stand.",
                "Ana crosses the line of traffic to reach the bus stop.",
                "Ana is walking to the climbing wall.",
                "Ana waits at the finish while her son runs his last lap.",
                "Tom crosses the line of a mountain ultra while Ana waits with his coat."]


def test_controls_are_no_exercise_of_the_observer(lex):
    assert [t for t in NOT_EXERCISE if "exercise" in actual_kinds(lex, t, OBSERVER)] == []


KIT = ["laces up her trainers", "is lacing up her trainers", "changes into her running kit",
       "puts on her running shoes", "grabs her gym kit"]
AHEAD = ["an evening run", "a run along the canal", "a jog round the park", "her morning run"]


def test_running_kit_got_ready_for_a_run_is_the_run_ahead(lex):
    done = [text for kit, run in itertools.product(KIT, AHEAD)
            if "exercise" in actual_kinds(lex, text := f"Ana {kit} for {run}.", OBSERVER)]
    assert done == []


KIT_THEN_RUN = ["Ana laces up her trainers and runs ten kilometres along the canal.",
                "Ana laces up her trainers for the first time and jogs round the park.",
                "In her new trainers, Ana jogs three laps of the park."]


def test_kit_put_on_before_a_run_done_keeps_the_run(lex):
    assert [t for t in KIT_THEN_RUN if "exercise" not in actual_kinds(lex, t, OBSERVER)] == []
