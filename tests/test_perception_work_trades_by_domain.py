"""Work: hands-on trades by domain, each verb only with its own trade's objects.

core.yaml ``kinds.work.verbs`` (the block "hands-on trades"): a crew setting up a venue
(barriers and lane markers set out, amps and staging set up, a truss rigged, the breakers thrown),
a farm's crop and stock (vines, hops or cotton picked, a carcass skinned), a kitchen's or a
bakery's batches (a sack of potatoes peeled, fryer baskets dropped, trays of bakes
pulled), food and crops handled at volume (kilos, tonnes, portions, dozens,
hundreds), and a ship's decks swabbed.

Negative controls: the same verbs on a home's, a meal's, a trip's or a hobby's thing, the
trade's thing done by someone else (never the observer's), negated, and planned.
A task verb given its own objects (peel, knead, chop, wash...) still fires alone in a status
line at a workplace ("kneading dough @ bakehouse").
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Ana"


def events(lex, text: str) -> list:
    return perceive(text, lex, observer=OBSERVER)


def mine(lex, text: str) -> set[str]:
    return {e.kind for e in events(lex, text) if e.is_actual_self}


def others_work(lex, text: str) -> bool:
    return any(e.kind == "work" and e.subject == "other" and not e.negated
               for e in events(lex, text))


SUBJECTS = [("Ana", "s"), ("You", ""), ("I", "")]

# (base verb, object phrase): each a trade's task on its own object
TASKS = [
    ("set out", "the lane markers for the race"),
    ("lay out", "the hurdles on the track"),
    ("set up", "the amps on the main stage"),
    ("rig", "the truss above the stage"),
    ("throw", "the breakers on the generator"),
    ("pick", "the hops along the top field"),
    ("skin", "the carcass in the shed"),
    ("peel", "a sack of potatoes for the canteen"),
    ("drop", "two fryer baskets"),
    ("pull", "trays of rolls out of the oven"),
    ("chop", "sixty kilos of onions"),
    ("cook", "three hundred portions of stew"),
    ("bake", "dozens of rolls for the market"),
    ("fillet", "twenty kilos of mackerel"),
    ("swab", "the decks before dawn"),
]


def inflect(base: str, ending: str) -> str:
    head, _, rest = base.partition(" ")
    if ending and head.endswith(("sh", "ch", "x", "s")):
        head += "es"
    elif ending:
        head += ending
    return f"{head} {rest}".strip()


def test_trade_tasks_grid(lex):
    missed = [text for (subject, ending), (verb, obj) in itertools.product(SUBJECTS, TASKS)
              if "work" not in mine(lex, text := f"{subject} {inflect(verb, ending)} {obj}.")]
    assert missed == []


def test_trade_tasks_in_the_progressive(lex):
    missed = []
    for verb, obj in TASKS:
        head, _, rest = verb.partition(" ")
        stem = head[:-1] if head.endswith("e") and head not in ("see",) else head
        if head in ("set", "drop", "skin", "swab", "fit"):
            stem = head + head[-1]
        text = f"Ana is {stem}ing {rest + ' ' if rest else ''}{obj}."
        if "work" not in mine(lex, text):
            missed.append(text)
    assert missed == []


# the same verbs on a home's, a meal's, a trip's or a hobby's thing
HOME = [
    "Ana sets out the plates for dinner.",
    "Ana lays out her clothes for tomorrow.",
    "Ana sets up the tent by the lake.",
    "Ana throws the ball for the dog.",
    "Ana picks an apple from the tree.",
    "Ana picks a tea from the menu.",
    "Ana peels an orange for her son.",
    "Ana drops her keys on the table.",
    "Ana pulls the tray of cookies out of the oven.",
    "Ana bakes a loaf for the weekend.",
    "Ana cooks dinner for her kids.",
    "Ana washes the dishes after supper.",
    "Ana wipes down the table after lunch.",
    "Ana is wiping tables @ home: terrace",
    "Ana drives the kids to school.",
    "Ana drives past the tractor on the lane.",
    "Ana runs for the bus.",
    "Ana finishes her last lap of the track.",
    "Ana stacks the folding chairs after the party.",
    "Ana turns the page of her book.",
    "You take turns at compressions with Femi.",
    "Ana spots a half-price sign on the last loaves.",
    "Ana fits the new curtains in the bedroom.",
    "Ana fits snow chains to the family car before the ski trip.",
]


def test_home_meal_trip_and_hobby_controls_are_no_work(lex):
    wrong = [text for text in HOME if "work" in mine(lex, text)]
    assert wrong == []


def test_someone_else_doing_the_trade_task_is_never_the_observers(lex):
    leaks = []
    for verb, obj in TASKS:
        text = f"Ana watches while Marco {inflect(verb, 's')} {obj}."
        if "work" in mine(lex, text):
            leaks.append(text)
    assert leaks == []


def test_someone_else_doing_the_trade_task_is_theirs(lex):
    missed = [text for verb, obj in TASKS[:8]
              if not others_work(lex, text := f"Marco {inflect(verb, 's')} {obj}.")]
    assert missed == []


def test_a_negated_trade_task_is_no_work(lex):
    wrong = []
    for verb, obj in TASKS:
        text = f"Ana doesn't {verb} {obj} today."
        if "work" in mine(lex, text):
            wrong.append(text)
    assert wrong == []


def test_a_planned_trade_task_is_no_work_now(lex):
    wrong = []
    for verb, obj in TASKS:
        text = f"Tomorrow Ana will {verb} {obj}."
        if "work" in mine(lex, text):
            wrong.append(text)
    assert wrong == []


TASK_VERBS_AT_WORK = ["kneading dough", "peeling potatoes", "chopping onions",
                      "washing the trays"]
WORKPLACES = ["bakehouse", "prep kitchen", "restaurant kitchen"]


def test_a_task_verb_with_its_own_objects_still_fires_alone_at_a_workplace(lex):
    missed = [text for task, place in itertools.product(TASK_VERBS_AT_WORK, WORKPLACES)
              if "work" not in mine(lex, text := f"Ana is {task} @ {place}")]
    assert missed == []


def test_a_task_verb_at_home_stays_a_chore(lex):
    wrong = [text for task in TASK_VERBS_AT_WORK
             if "work" in mine(lex, text := f"Ana is {task} @ home: kitchen")]
    assert wrong == []
