"""Job words for the work of the fresh sets (session 32, round jobwords).

* A task at the place the observer works, told by a relative clause ("restack the crates at
  the back of the supermarket where you work"; core.yaml ``status_activity.frames.occasions``),
  is the job; only the first and second persons ("where she works" may be a friend's shop).
* A trade's machines minded are its job ("minded four looms in the weaving shed": ``mind`` in
  ``trade_tasks``); minding the baby or not minding something stays none.
* Oakum picked is a workhouse's or a ship's job (``trade``); beds of a shelter handed out
  ("hand out cots") are a shelter hand's (``work.terms``); bulk loads lifted ("lifting the
  crates of drinks off the truck") are a loader's (lift's objects in ``work.verbs``).
* Controls: someone else's same task is no work of the observer; one crate, weights, a baby
  stay no work of the observer.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

TASKS = [
    ("restacks the crates of cola at the back of the supermarket where I work",
     "restack the crates of cola at the back of the supermarket where you work"),
    ("wipes the tables at the café where I work", "wipe the tables at the café where you work"),
    ("has minded four looms in the weaving shed since six", "have minded four looms in the "
     "weaving shed since six"),
    ("minds the spindles all morning", "mind the spindles all morning"),
    ("is picking oakum in the work-room", "are picking oakum in the work-room"),
    ("picks oakum till the bell", "pick oakum till the bell"),
    ("spends the evening handing out cots in the gym", "spend the evening handing out cots in "
     "the gym"),
    ("hands out the camp beds to the new arrivals", "hand out the camp beds to the new arrivals"),
    ("is lifting the crates of drinks off the truck", "are lifting the crates of drinks off the "
     "truck"),
    ("lifts the sacks of flour onto the cart", "lift the sacks of flour onto the cart"),
]


def test_a_trade_word_makes_the_task_the_job(lex) -> None:
    def one_case(subject, task):
        third, second = task
        text = f"{subject} {third if subject == 'Ana' else second}."
        assert actual_kinds(lex, text, "Ana" if subject == "Ana" else None) == {"work"}, text

    cases = list(itertools.product(["Ana", "You"], TASKS))
    assert failing_cases(one_case, cases) == []


def test_someone_else_doing_the_trade_task_is_no_work_of_the_observer(lex) -> None:
    def one_case(task):
        text = f"Marek {task[0].replace(' I work', ' he works')} while Ana watches."
        assert actual_kinds(lex, text, "Ana") == set(), text

    assert failing_cases(one_case, TASKS) == []


def test_an_injury_while_lifting_the_load_keeps_the_job(lex) -> None:
    text = "Emi sprains her wrist lifting the crates of drinks off the truck."
    assert actual_kinds(lex, text, "Emi") == {"injury", "work"}


def test_other_senses_of_the_trade_words_are_no_work(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Ana"), text

    cases = [
        "Ana eats lunch at the café where Tom works.",
        "Ana stacks the chairs at the hall where Tom works.",
        "Ana minds the baby while Tom naps.",
        "Ana doesn't mind the noise of the looms.",
        "Ana lifts a crate of beer into the car.",
        "Ana lifts weights at the gym.",
        "Ana lifts her daughter onto the swing.",
        "Ana puts the baby down in her cot.",
    ]
    assert failing_cases(one_case, cases) == []


def test_the_place_where_you_work_frames_only_a_task(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text) == kinds, text

    cases = [
        ("You restack the crates at the back of the supermarket where you work.", {"work"}),
        ("I wash the dishes at the restaurant where I work.", {"work"}),
        ("You buy a sandwich at the supermarket where you work.", set()),
        ("You drop off the keys at the office where you work.", set()),
        ("You meet Ana at the café where you work.", {"socialize"}),
        ("You restack the crates at the supermarket where she works.", set()),
    ]
    assert failing_cases(one_case, cases) == []
