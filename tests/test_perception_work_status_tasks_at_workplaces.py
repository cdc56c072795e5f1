"""Work: in a status line, a task verb that homes share (pack, iron, serve, hang, fold...:
core.yaml ``status_activity.frames.tasks``) with an object is the job when the place part
names a workplace (``verb_alone_at``: "is packing honey for Mrs Drinkwater @ honey house");
and "has begun / has started + -ing" gives the ``-ing`` verb ("Dona Firmina has begun grating
manioc @ Dona Celeste: galley").

Controls: the same verbs at home, on one's own things ("packing her bag"), with no object
("packing up", "changing into her hi-vis"), holding a thing (a state), and someone else's line.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


TASKS = ["packing honey for Mrs Drinkwater", "packing the music stands into flight cases",
         "ironing the costumes", "unpacking the boxes"]
WORKPLACES = ["honey house", "Royal Theatre: loading dock", "warehouse",
              "Brookside Mill: weaving shed"]


def test_a_shared_task_verb_at_a_workplace_is_the_job(lex):
    wrong = [text for task, place in itertools.product(TASKS, WORKPLACES)
             if "work" not in actual_kinds(lex, text := f"Ana is {task} @ {place}", OBSERVER)]
    assert wrong == []


def test_a_shared_task_verb_at_home_or_on_ones_own_things_is_no_job(lex):
    for task in TASKS:
        for place in ("home: kitchen", "Ana's flat: bedroom"):
            text = f"Ana is {task} @ {place}"
            assert "work" not in actual_kinds(lex, text, OBSERVER), text
    for text in ("Ana is packing her bag @ office", "Ana is packing up @ warehouse",
                 "Ana is changing into her hi-vis @ warehouse: locker room",
                 "Ana is holding a ticket in the queue @ mine: surface canteen"):
        assert "work" not in actual_kinds(lex, text, OBSERVER), text


def test_someone_elses_task_is_theirs(lex):
    for task, place in itertools.product(TASKS, WORKPLACES):
        text = f"Ana's brother is {task} @ {place}"
        assert "work" not in actual_kinds(lex, text, OBSERVER), text


ASPECTS = ["has begun", "has started", "has been"]
VERBS = ["grating manioc", "scrubbing the pans", "relabelling the crates"]


def test_begun_or_started_ing_in_a_status_line_is_the_job(lex):
    wrong = [text for aspect, verb in itertools.product(ASPECTS[:2], VERBS)
             if "work" not in actual_kinds(
                 lex, text := f"Ana {aspect} {verb} @ Dona Celeste: galley", OBSERVER)]
    assert wrong == []


def test_begun_at_home_is_no_job(lex):
    for aspect, verb in itertools.product(ASPECTS[:2], ["watching a film", "reading a novel"]):
        text = f"Ana {aspect} {verb} @ home: sofa"
        assert "work" not in actual_kinds(lex, text, OBSERVER), text


LETTERS = ["writing a postcard to her grandmother", "writing a letter to her mum",
           "drawing up the seating plan for her cousin's wedding",
           "writing a birthday card for her sister"]
DESKS = ["field station: library corner", "office: desk 4", "Dalia's flat: desk"]


def test_a_verb_done_for_ones_own_family_is_no_task(lex):
    wrong = [text for letter, place in itertools.product(LETTERS, DESKS)
             if "work" in actual_kinds(lex, text := f"Ana is {letter} @ {place}", OBSERVER)]
    assert wrong == []


def test_the_same_verb_for_the_job_is_still_work(lex):
    for text in ("Ana is writing up the field notes @ field station: library corner",
                 "Ana is writing @ office", "Ana is writing a report for her manager @ office"):
        assert "work" in actual_kinds(lex, text, OBSERVER), text


TENDED = ["minding four looms at once", "tending the spindles", "minding the rotary press",
          "operating the carding engine"]


def test_tending_a_trades_machine_is_the_job(lex):
    wrong = [text for task, place in itertools.product(TENDED, ["Brookside Mill: weaving shed",
                                                               "print works: press hall"])
             if "work" not in actual_kinds(lex, text := f"Ana is {task} @ {place}", OBSERVER)]
    assert wrong == []


def test_minding_a_child_or_someone_elses_machine_is_no_job(lex):
    for text in ("Ana is minding the baby @ home: kitchen",
                 "Ana's sister is minding four looms @ Brookside Mill: weaving shed"):
        assert "work" not in actual_kinds(lex, text, OBSERVER), text


PLURALS = ["buys a set of watercolour paints", "picks up two new files",
           "looks at the oil paints"]
SHOPS = ["art supply shop", "stationery shop", "office: supply cupboard"]


def test_a_plural_noun_that_is_also_a_work_verb_is_no_task(lex):
    wrong = [text for thing, place in itertools.product(PLURALS, SHOPS)
             if "work" in actual_kinds(lex, text := f"Ana {thing} @ {place}", OBSERVER)]
    assert wrong == []


def test_the_verb_in_its_slot_is_still_the_task(lex):
    for text in ("Ana paints @ studio", "Ana sorts and files @ office",
                 "Ana is painting @ studio"):
        assert "work" in actual_kinds(lex, text, OBSERVER), text
