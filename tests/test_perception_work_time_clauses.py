"""Work told in a time clause: a pronoun after a time "as", and a venue's customers coming or
going as the time of a task.

A later clause opened by "as" + a pronoun that only the observer can be ("burns her forearm on
a chafing dish as she tops up the rice in the chafing dishes") is the observer's framed
activity; "as soon as", "as long as" are no time clause. A venue's customers arriving or
leaving ("before the customers arrive", "after the last diners leave") frames a task verb as
the job. Controls: another person's pronoun, someone else's task, leisure verbs, and guests
(whom a home has too) stay no job of the observer's.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OPENERS = ["Ana hums", "Ana yawns", "Ana winces"]
TASKS = ["as she wipes down table six", "as she tops up the rice in the chafing dishes",
         "as she serves the customers"]


def test_a_pronoun_after_a_time_as_is_the_observers_task(lex):
    wrong = [t for opener, task in itertools.product(OPENERS, TASKS)
             if "work" not in actual_kinds(lex, t := f"{opener} {task}.", "Ana")]
    assert wrong == []


def test_another_persons_pronoun_or_a_comparison_is_not(lex):
    texts = ["Tom hums as he wipes down table six.",
             "Ana watches Tom as he wipes down table six.",
             "Ana smiles at Maria as she wipes down table six.",
             "Ana laughs as soon as she wipes down table six."]
    wrong = [t for t in texts if "work" in actual_kinds(lex, t, "Ana")]
    assert wrong == []


VERBS = ["wipes down the tables", "lights the candles", "sets the tables",
         "polishes the glasses"]
TIMES = ["before the customers arrive", "after the last diners leave",
         "before the first diners arrive", "after the last customers leave"]


def test_a_task_timed_by_a_venues_customers_is_the_job(lex):
    wrong = [t for verb, time in itertools.product(VERBS, TIMES)
             if "work" not in actual_kinds(lex, t := f"Ana {verb} {time}.", "Ana")]
    assert wrong == []


def test_guests_leisure_and_someone_elses_task_stay_no_job(lex):
    texts = [f"Ana {verb} before the guests arrive." for verb in VERBS] + \
        [f"Ana reads a book {time}." for time in TIMES] + \
        [f"Tom {verb} after the last diners leave while Ana watches." for verb in VERBS]
    wrong = [t for t in texts if "work" in actual_kinds(lex, t, "Ana")]
    assert wrong == []


def test_every_table_of_a_venue_frames_the_task(lex):
    verbs = ["lights the tea lights on", "sets a menu card at", "wipes down", "lays a napkin on"]
    wrong = [t for verb, each in itertools.product(verbs, ["every table", "each table"])
             if "work" not in actual_kinds(lex, t := f"Ana {verb} {each}.", "Ana")]
    assert wrong == []


def test_sitting_or_looking_at_every_table_and_others_stay_no_job(lex):
    texts = ["Ana sits at every table in turn.", "Ana looks at every table for her friend.",
             "Tom lights the candles on every table while Ana naps.",
             "Ana wipes down the kitchen table."]
    wrong = [t for t in texts if "work" in actual_kinds(lex, t, "Ana")]
    assert wrong == []
