"""Session 9: a meal told by its measures, a dish of roast meat, a treat allowed, a mouthful.

Core.yaml's eat kind: a meal's measures and servings (``slab of``, ``wedge of``, ``serving
of``, ``dish of``, ``punnet of``, a cheese board, a counted course: "three courses", "first
course") and roast birds and joints ("Peking duck", "rack of lamb", "spare ribs") are objects
of its verbs; both kinds take "allow herself" and "treat himself to" as verbs; the drink kind
takes "keep to", "switch to" and "move on to", and spirits and drinks of many countries
(mezcal, pisco, baijiu, makgeolli, agua fresca). A "mouthful of" / "capful of" is a quantity
(a taste), not an object, so what it is of decides the kind ("one mouthful of horchata"
drinks, not eats). Taken from r58-132 ("demolished three courses, a cheese board and a slab of
tiramisu"), r59-132 ("works his way through an entire Peking duck"), r58-134 ("allows herself a
single capful of water") and r60-134 ("has one mouthful of horchata"), widened to subjects x
verbs x objects, with controls: a training course, a bare animal, a capful of bleach.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

from engine.perception import perceive

OBSERVER = "Ana"


SUBJECTS = ["Ana", "I", "You"]
EAT_VERBS = {"Ana": ["demolished", "polished off", "had", "finished"],
             "I": ["demolished", "polished off", "had", "finished"],
             "You": ["demolish", "polish off", "have", "finish"]}
MEASURES = ["three courses", "a slab of tiramisu", "a wedge of brie", "a serving of paella",
            "a dish of olives", "a punnet of cherries", "the cheese board", "the first course",
            "a second serving", "an entire Peking duck", "a rack of lamb", "the spare ribs",
            "a whole roast duck", "a leg of lamb"]


def test_a_meal_told_by_its_measures_or_its_roast_is_eaten(lex):
    missed = []
    for subj, obj in itertools.product(SUBJECTS, MEASURES):
        for verb in EAT_VERBS[subj]:
            text = f"{subj} {verb} {obj}."
            if actual_kinds(lex, text, OBSERVER) != {"eat"}:
                missed.append((text, actual_kinds(lex, text, OBSERVER)))
    assert missed == []


def test_working_ones_way_through_a_roast_is_eating(lex):
    for owner, subj in (("his", "Ana's brother"), ("her", "Ana"), ("my", "I")):
        text = f"{subj} works {owner} way through an entire Peking duck, pancakes and all."
        if subj == "I":
            text = text.replace("works", "work")
        want = set() if subj == "Ana's brother" else {"eat"}
        assert actual_kinds(lex, text, OBSERVER) == want, text


TREAT_VERBS = {"Ana": ["allows herself", "treats herself to"],
               "I": ["allow myself", "treat myself to"],
               "You": ["allow yourself", "treat yourself to"]}
FOODS = ["a biscuit", "a slice of cake", "a second helping of stew", "a bowl of soup"]
DRINKS = ["a glass of wine", "a single capful of water", "a cold beer", "a small mezcal",
          "a cup of tea", "one mouthful of horchata"]


def test_a_treat_allowed_is_eaten_or_drunk(lex):
    missed = []
    for subj in SUBJECTS:
        for verb in TREAT_VERBS[subj]:
            for food in FOODS:
                text = f"{subj} {verb} {food}."
                if actual_kinds(lex, text, OBSERVER) != {"eat"}:
                    missed.append((text, actual_kinds(lex, text, OBSERVER)))
            for drink in DRINKS:
                text = f"{subj} {verb} {drink}."
                if actual_kinds(lex, text, OBSERVER) != {"drink"}:
                    missed.append((text, actual_kinds(lex, text, OBSERVER)))
    assert missed == []


SPIRITS = ["mezcal", "pisco", "baijiu", "aquavit", "slivovitz", "makgeolli", "agua fresca",
           "palm wine", "limoncello", "vermouth", "kava", "tepache"]


def test_spirits_and_drinks_of_many_countries_are_drunk(lex):
    missed = []
    for spirit in SPIRITS:
        for text in (f"Ana sips a glass of {spirit}.", f"Ana has a {spirit} at the bar.",
                     f"I switch to {spirit} after dinner.", f"Ana is sticking to {spirit}."):
            if actual_kinds(lex, text, OBSERVER) != {"drink"}:
                missed.append((text, actual_kinds(lex, text, OBSERVER)))
    assert missed == []


def test_a_mouthful_is_of_what_it_is_of(lex):
    assert actual_kinds(lex, "Ana has one mouthful of horchata and pushes the glass away.",
                        OBSERVER) == {"drink"}
    assert actual_kinds(lex, "Ana has a mouthful of stale cracker.", OBSERVER) == {"eat"}
    assert actual_kinds(lex, "I have two mouthfuls of lassi.", OBSERVER) == {"drink"}
    assert actual_kinds(lex, "You have a mouthful of rice and stop.", OBSERVER) == {"eat"}
    drink = [e for e in perceive("Ana has one mouthful of horchata.", lex, observer=OBSERVER)
             if e.is_actual_self]
    assert [(e.kind, e.strength) for e in drink] == [("drink", 0.24)]  # 0.3 x "one" 0.8


CONTROLS = [
    "Ana finished a first-aid course.",          # a training course: no count, no meal
    "Ana has a course on Monday.",
    "A duck paddles across the pond past Ana.",   # the bare animal is no food
    "Ana adds a capful of bleach to the bucket.",  # a capful of something no one drinks
    "Ana allows herself a rest on the bench.",    # a treat that is no food or drink
    "Ana switches to the night shift.",           # switching to something no one drinks
    "Ana's brother demolished three courses.",    # someone else's meal
    "Ana watches her son polish off a slab of cake.",
]


def test_controls_make_no_meal_of_the_observer(lex):
    found = [(text, actual_kinds(lex, text, OBSERVER)) for text in CONTROLS
             if actual_kinds(lex, text, OBSERVER) & {"eat", "drink"}]
    assert found == []
