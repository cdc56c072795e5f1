"""A count before "times" is a count of occasions, not the plan cue "time to" (session 34,
round leftovers).

* The matcher is leftmost-longest and reads "times" through its lemma "time", so "ten times
  to build up stamina" was the plan cue "time to", which ate the "to" a purpose term starts
  with: the climb gave nothing. A cue written with "time" and matched on the plural "times"
  right after a count word or a numeral is dropped, and the walk goes on at the "to"
  (`perception._counted_times`).
* Controls: "it's time to eat", "time to go to bed", "no time to eat" keep their plan or
  denial; someone else's climbs stay theirs.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

COUNTS = ["ten times", "three times", "a few times", "20 times", "several times",
          "twice", "many times"]
ACTS = ["climbs the stairs {count} to build up stamina",
        "ran the hill {count} to build strength",
        "swam the length of the pool {count} to build up stamina"]


def test_a_counted_times_leaves_the_purpose_term_its_to(lex) -> None:
    def one_case(count, act):
        text = "Mira " + act.format(count=count) + "."
        assert actual_kinds(lex, text, "Mira") == {"exercise"}, text

    assert failing_cases(one_case, list(itertools.product(COUNTS, ACTS))) == []


def test_someone_elses_counted_climbs_stay_theirs(lex) -> None:
    def one_case(count):
        text = f"Tom climbs the stairs {count} to build up stamina."
        assert actual_kinds(lex, text, "Mira") == set(), text
        assert "exercise" in other_kinds(lex, text, "Mira"), text

    assert failing_cases(one_case, COUNTS) == []


def test_controls_time_to_is_still_a_plan(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Mira") == set(), text

    cases = ["It's time to eat, Mira says.", "Time to go to bed, Mira.",
             "Mira has no time to eat.", "Mira thinks it is time to go for a run.",
             "About time to have lunch, Mira decides."]
    assert failing_cases(one_case, cases) == []
