"""Small amounts, one serving after another, and idling (helper s10h9).

- A measure counted or made small is still taken: "takes one mouthful of water from the stream"
  drinks, "takes a single spoonful of soup" eats (core.yaml eat and drink ``verbs``: take one /
  a single / one small / another ... mouthful, spoonful, forkful of). Seen as r69-134,
  r46-010, r51-134.
- "barely", "hardly" or "scarcely" before an amount says how little happened, no negation
  ("manages barely twenty minutes of sleep" slept; cues.limit). "barely slept" and "hardly any
  sleep" stay negated. Seen as r68-141.
- One drink or serving after another is had: "keeping herself awake with cup after cup of
  strong chai" drinks, "slice after slice of pizza" eats (r69-064).
- Idling is rest: "idled on the porch swing", "with nothing to do" (r69-128, r68-007); floating
  or drifting and saddling one's own horse are no status-line task (r68-007, r69-032).

Controls: someone else, negated, planned; "barely any", "barely" before a verb.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

from engine.perception import perceive

OBSERVER = "Yara"


def others(lex, text: str) -> list[str]:
    return sorted({e.kind for e in perceive(text, lex, observer=OBSERVER)
                   if e.subject == "other" and e.mode == "actual" and not e.negated})


TAKERS = ["Yara takes", "You take", "I take", "Yara took", "You took"]
COUNTED = ["one", "a single", "one small", "a small", "another"]
OF = [("mouthful of water from the stream", "drink"), ("mouthful of cold tea", "drink"),
      ("spoonful of soup", "eat"), ("spoonful of the stew", "eat"), ("mouthful of rice", "eat"),
      ("forkful of pie", "eat")]


def test_a_counted_or_small_measure_is_taken(lex):
    wrong = {}
    for taker, count, (measure, kind) in itertools.product(TAKERS, COUNTED, OF):
        text = f"{taker} {count} {measure}."
        if actual_kinds(lex, text, OBSERVER) != {kind}:
            wrong[text] = actual_kinds(lex, text, OBSERVER)
    assert wrong == {}


def test_a_counted_measure_of_someone_else_is_theirs(lex):
    for count, (measure, kind) in itertools.product(COUNTED[:2], OF):
        text = f"Tomas takes {count} {measure}."
        assert actual_kinds(lex, text, OBSERVER) == set()
        assert others(lex, text) == [kind]


def test_a_counted_measure_refused_or_planned_is_not_taken(lex):
    for text in ["Yara doesn't take a single mouthful of water.",
                 "Yara refuses to take one spoonful of soup.",
                 "Yara will take one mouthful of tea later.",
                 "Yara is going to take a single spoonful of the stew."]:
        assert actual_kinds(lex, text, OBSERVER) == set(), text


AMOUNTS = ["barely twenty minutes", "barely an hour", "barely two hours", "hardly an hour",
           "scarcely four hours", "barely half an hour"]
GETTERS = ["Yara manages", "Yara gets", "I got", "You managed", "Yara had"]


def test_barely_an_amount_of_sleep_is_sleep(lex):
    wrong = {}
    for getter, amount in itertools.product(GETTERS, AMOUNTS):
        text = f"{getter} {amount} of sleep before the next watch."
        if actual_kinds(lex, text, OBSERVER) != {"sleep"}:
            wrong[text] = actual_kinds(lex, text, OBSERVER)
    assert wrong == {}


def test_barely_without_an_amount_still_negates(lex):
    for text in ["Yara barely slept.", "Yara got barely any sleep.", "Yara hardly slept at all.",
                 "Yara hardly ate a thing."]:
        assert actual_kinds(lex, text, OBSERVER) == set(), text


SERIES_DRINK = ["cup after cup of strong chai", "glass after glass of water",
                "mug after mug of coffee", "pint after pint of cider",
                "bottle after bottle of beer"]
SERIES_FOOD = ["plate after plate of dumplings", "slice after slice of pizza",
               "helping after helping of stew"]
SERIES_FRAMES = ["Yara keeps herself awake with {}.", "Yara gets through {}.",
                 "All evening you work through {}.", "I put away {} at the party."]


def test_one_serving_after_another_is_had(lex):
    wrong = {}
    for frame, thing in itertools.product(SERIES_FRAMES, SERIES_DRINK + SERIES_FOOD):
        text = frame.format(thing)
        want = {"drink"} if thing in SERIES_DRINK else {"eat"}
        if actual_kinds(lex, text, OBSERVER) != want:
            wrong[text] = actual_kinds(lex, text, OBSERVER)
    assert wrong == {}


def test_a_series_by_someone_else_is_theirs(lex):
    text = "Yara watches as Tomas keeps himself awake with cup after cup of strong chai."
    assert actual_kinds(lex, text, OBSERVER) == set()
    assert others(lex, text) == ["drink"]


IDLERS = ["Yara idled", "Yara idles", "You idle", "I idled", "Yara is idling"]
IDLE_PLACES = ["on the porch swing for most of the afternoon", "in the hammock",
               "about the deck", "around the house all Sunday", "by the river"]


def test_idling_is_rest(lex):
    wrong = {}
    for idler, place in itertools.product(IDLERS, IDLE_PLACES):
        text = f"{idler} {place}."
        if actual_kinds(lex, text, OBSERVER) != {"rest"}:
            wrong[text] = actual_kinds(lex, text, OBSERVER)
    assert wrong == {}


def test_nothing_to_do_is_rest(lex):
    for text in ["Yara is floating in the cupola with nothing to do @ orbital station: cupola",
                 "Yara sits in the lobby with nothing to do.",
                 "You wander the deck with nothing else to do."]:
        assert "rest" in actual_kinds(lex, text, OBSERVER), text
        assert "work" not in actual_kinds(lex, text, OBSERVER), text


def test_idle_things_and_others_are_no_rest_of_the_observer(lex):
    for text in ["The tractor sat idle in the yard all week.", "Yara's truck idles at the lights.",
                 "Tomas idles on the porch while Yara splits logs for the stove.",
                 "The engine idled in the harbour."]:
        assert "rest" not in actual_kinds(lex, text, OBSERVER), text
    for vehicle in ["engine", "van", "truck", "lorry", "bus", "taxi", "tractor", "generator"]:
        text = f"A {vehicle} idles in the street below, then Yara's phone rings."
        assert perceive(text, lex, observer=OBSERVER) == (), text


def test_drifting_or_saddling_in_a_status_line_is_no_task(lex):
    for text in ["Yara saddles her horse @ estancia stables",
                 "Yara is saddling the mare @ riding school: yard",
                 "Yara is floating by the window @ orbital station: cupola",
                 "Yara is drifting in the pool @ hotel: rooftop"]:
        assert "work" not in actual_kinds(lex, text, OBSERVER), text
    # a task in the same shape still is one
    assert actual_kinds(lex, "Yara is mucking out the stables @ riding school: yard",
                        OBSERVER) == {"work"}
