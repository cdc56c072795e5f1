"""Work: a guest's or a visitor's doings at a workplace are no job; real work there still is.

- A leisure verb that runs a thing ("run": status_activity ``frames.runs`` among the
  ``not_verbs``) fires alone at a workplace only with a thing after it ("Koa runs @ vineyard"
  is a run), and a leisure verb followed by another kind's term is that pastime ("is runing
  hill repeets @ vineyard: service road").
- An ``-ed`` task verb after a progressive status verb names a thing ("is eating porchetta and
  grilled polenta @ vineyard: wedding marquee"), no second task.
- A work object counts only as the verb's own: not after a verb used as a noun ("on the
  present table"), not a compound naming a place ("checking the post room"), not a place after
  the verb's own object ("sorting place cards at the gift table").
- A selfie is a visitor's keepsake (status_activity ``not_verbs`` phrases: "is taking a
  selfie beside the barrels @ winery: barrel hall"); a job's taking stays ("taking orders").
- A light verb firing alone at a workplace on the doer's own thing or self is no task ("is
  checking her phone @ vineyard: wedding marquee", "is serving herself from the buffet"), nor
  is a verb used as a noun after an owner ("the bride's train", "the seating plan").
- A party guest's doings (status_activity ``not_verbs``: unwrap, sway, swirl and phrases such
  as "open her presents", "find her seat") are no task at a workplace hired for the party.
- Caterers' posts at a wedding or a festival are workplaces (``verb_alone_at``: "@ catering
  tent: prep table"); the marquee where guests eat is not.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

NAMES = ["Koa", "Mateo", "Niamh", "Jakub"]
WORKPLACES = ["vineyard: service road", "winery: barrel hall", "Castelvecchio vineyard: orchard",
              "farm: top field"]


def test_a_run_at_a_workplace_is_no_job(lex):
    wrong = []
    for name, place, act in itertools.product(NAMES, WORKPLACES, [
            "runs", "is runing", "is runing hill repeets", "is running hill repeats"]):
        text = f"{name} {act} @ {place}"
        if "work" in actual_kinds(lex, text, name):
            wrong.append(text)
    assert wrong == []


def test_a_task_run_at_a_workplace_is_still_the_job(lex):
    wrong = []
    for name, act in itertools.product(NAMES, [
            "is running the bottling line @ winery: barrel hall",
            "runs the samples @ lab", "is studying @ library",
            "is drawing a diagram @ school: classroom 4"]):
        text = f"{name} {act}"
        if "work" not in actual_kinds(lex, text, name):
            wrong.append(text)
    assert wrong == []


FOODS = ["a plate of porchetta and grilled polenta", "grilled polenta",
         "fried eggs and chopped salad", "a bowl of peeled prawns and grilled peppers"]


def test_a_participle_naming_the_food_is_no_task(lex):
    wrong = []
    for name, food, place in itertools.product(NAMES, FOODS, WORKPLACES + ["office"]):
        text = f"{name} is eating {food} @ {place}"
        if "work" in actual_kinds(lex, text, name):
            wrong.append(text)
    assert wrong == []


def test_a_kitchens_task_verbs_are_still_the_job(lex):
    wrong = []
    for name, act, place in itertools.product(NAMES, [
            "is grilling the lamb", "is kneading tomorrow's brunch focaccia",
            "is chopping onions"], ["catering tent: prep table", "restaurant: kitchen",
                                    "bakery: prep bench"]):
        text = f"{name} {act} @ {place}"
        if "work" not in actual_kinds(lex, text, name):
            wrong.append(text)
    assert wrong == []


NOT_OBJECTS = [
    "{n} sets her gift on the present table.",
    "{n} keeps checking the post room for a parcel.",
    "I'm sorting place cards at the gift table.",
    "{n} is sorting name cards at the welcome table.",
    "{n} leaves her coat by the reception table.",
]


def test_a_guests_things_near_a_work_object_are_no_job(lex):
    wrong = []
    for name, line in itertools.product(NAMES, NOT_OBJECTS):
        text = line.format(n=name)
        if "work" in actual_kinds(lex, text, name):
            wrong.append(text)
    assert wrong == []


STILL_OBJECTS = [
    "{n} checks the post in the post room.",
    "{n} sorts the post at the front desk.",
    "{n} loads the delivery van.",
    "{n} labels the gills on her diagram in the biology practical.",
    "{n} writes up the emergency in the notes.",
    "{n} stacks crates in the stockroom.",
]


def test_a_verbs_own_work_object_is_still_the_job(lex):
    wrong = []
    for name, line in itertools.product(NAMES, STILL_OBJECTS):
        text = line.format(n=name)
        if "work" not in actual_kinds(lex, text, name):
            wrong.append(text)
    assert wrong == []


def test_the_marquee_is_no_caterers_post(lex):
    wrong = []
    for name, act in itertools.product(NAMES, ["is eating a plate of porchetta",
                                               "is chatting with the bride's aunt"]):
        text = f"{name} {act} @ vineyard: wedding marquee, table 9"
        if "work" in actual_kinds(lex, text, name):
            wrong.append(text)
    assert wrong == []


def test_a_selfie_at_a_workplace_is_no_job(lex):
    wrong = []
    for name, act, place in itertools.product(NAMES, [
            "is taking a selfie beside the barrels", "is taking selfies by the vats",
            "snaps a selfie"], WORKPLACES + ["office"]):
        text = f"{name} {act} @ {place}"
        if "work" in actual_kinds(lex, text, name):
            wrong.append(text)
    assert wrong == []
    for name in NAMES:
        assert "work" in actual_kinds(lex, f"{name} is taking orders @ restaurant: terrace", name)


GUEST_OWN = ["sips her prosecco and checks her phone", "waits by the bar, checking her phone",
             "waits by the bar, checking his watch", "sips a spritz and checks her lipstick",
             "waits by the bar, serving herself from the buffet"]


def test_a_guests_own_things_at_a_workplace_are_no_job(lex):
    wrong = []
    for name, act, place in itertools.product(NAMES, GUEST_OWN, [
            "vineyard: wedding marquee", "winery: barrel hall", "farm: top field"]):
        text = f"{name} {act} @ {place}"
        if "work" in actual_kinds(lex, text, name):
            wrong.append(text)
    assert wrong == []


def test_a_light_verb_on_a_work_thing_at_a_workplace_is_still_the_job(lex):
    wrong = []
    for name, act in itertools.product(NAMES, [
            "is checking the tanks @ winery: barrel hall", "is sorting the post @ office",
            "is cleaning the presses @ winery: crush pad", "is checking @ lab",
            "is washing the picking crates @ vineyard: yard"]):
        text = f"{name} {act}"
        if "work" not in actual_kinds(lex, text, name):
            wrong.append(text)
    assert wrong == []


PARTY = ["is unwrapping the wedding favours", "is swaying to the band", "is swirling her glass",
         "is finding her seat", "is opening her presents", "is blowing up balloons",
         "is throwing confetti", "is feeding the ducks", "is lighting a sparkler"]


def test_a_party_guests_doings_at_a_workplace_are_no_job(lex):
    wrong = []
    for name, act, place in itertools.product(NAMES, PARTY, [
            "vineyard: wedding marquee", "winery: barrel hall", "farm: barn"]):
        text = f"{name} {act} @ {place}"
        if "work" in actual_kinds(lex, text, name):
            wrong.append(text)
    assert wrong == []
    for name in NAMES:  # a job's unloading stays a task
        assert "work" in actual_kinds(
            lex, f"{name} is unloading the grape bins @ winery: crush pad", name)
