"""Leak grids: who does what in long prose.

Each grid was written from a who-did-what shape of the tuning sets that gave the observer an
event only someone else had (a leak), widened to subjects x verbs x activities; positive
controls keep the observer's own event in the same shapes. Leaked before round 33: fronted
104 of 160, them 24 of 30, but 33 of 33, relative 19 of 24, ailment 15 of 29.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Ana"


def leaks(lex, cases) -> list[tuple[str, set[str]]]:
    return [(text, got) for text, kind in cases if (got := actual_kinds(lex, text,
                                                                        OBSERVER) & {kind})]


# 1. A fronted place phrase opens no clause: the owned noun phrase after it is the subject
# (r47-034 "while above him his bunkmate snores"); the "-mate" family names people.
FRONTED = ["above her", "beside her", "across the aisle", "behind her"]
MATES = ["bunkmate", "cellmate", "tentmate", "seatmate", "brother"]
FRONTED_ACTS = [("snores", "sleep"), ("coughs", "illness"), ("eats a sandwich", "eat"),
                ("sips a beer", "drink")]


def fronted_cases():
    for place, mate, (act, kind) in itertools.product(FRONTED, MATES, FRONTED_ACTS):
        yield f"Ana reads in her bunk while {place} her {mate} {act}.", kind
        yield f"Ana reads in her bunk; {place}, her {mate} {act}.", kind


def test_a_fronted_place_phrase_leaves_the_owned_subject_its_activity(lex):
    assert leaks(lex, fronted_cases()) == []


def test_the_observer_after_a_fronted_place_phrase_keeps_the_activity(lex):
    for place, (act, kind) in itertools.product(FRONTED, FRONTED_ACTS):
        assert kind in actual_kinds(lex, f"Her brother reads while {place} Ana {act}.", OBSERVER)


# 2. They/them agree in number with a group named by a plural noun the lexicon does not know
# (r48-181 "... two regulars start shoving each other ... and the landlord wades in to
# separate them").
GROUPS = ["two regulars", "the regulars", "three lads", "two drunks", "the twins"]
THEM_VERBS = ["shouts at them", "yells at them", "argues with them"]


def them_cases():
    for group, verb in itertools.product(GROUPS, THEM_VERBS):
        yield f"Ana drinks her beer while {group} argue, and the landlord {verb}.", "conflict"
        yield f"Ana drinks her beer as {group} argue and the landlord {verb}.", "conflict"


def test_them_after_a_plural_group_is_that_group(lex):
    assert leaks(lex, them_cases()) == []


@pytest.mark.parametrize("text", [
    "Ana and Ola drink their beers and the landlord shouts at them.",
    "Ana sits with the regulars and they chat for an hour.",
    "Ana drinks her beer and the landlord shouts at her.",
])
def test_them_still_reaches_the_observer_when_it_can(lex, text):
    assert actual_kinds(lex, text, OBSERVER) & {"conflict", "socialize"}


# 3. A predicate joined by "but" has its clause's subject ("its driver climbs out shaky but
# unhurt", r48-088, r49-133); a threat on the other half of a divided way is not the observer's.
SUFFERERS = ["its driver", "the boy", "the cyclist", "her neighbour", "Tom"]
STATES = ["shaky but unhurt", "winded but unhurt", "shaken but unhurt"]


def but_cases():
    for who, state in itertools.product(SUFFERERS, STATES):
        yield f"A van clips the kerb by the school; {who} climbs out, {state}.", "danger"
        yield f"A van clips the kerb by the school; {who} gets up {state}.", "danger"
    for way in ["opposite carriageway", "other carriageway", "far carriageway"]:
        yield f"On the {way} a hatchback skids on black ice and spins into the ditch.", "danger"


def test_a_but_predicate_and_the_opposite_carriageway_are_not_the_observers(lex):
    assert leaks(lex, but_cases()) == []


def test_the_observer_shaky_but_unhurt_keeps_the_threat(lex):
    assert "danger" in actual_kinds(
        lex, "A van skids towards Ana; she climbs out shaky but unhurt.", OBSERVER)
    assert "danger" in actual_kinds(lex, "Ana skids on black ice and spins into the ditch.",
                                    OBSERVER)


# 4. Relative clauses: a cleft's "who" clause is the predicate ("it's you who has to step in
# when the grandmaster accuses his opponent", r49-052); a "whom" clause is closed by its comma
# ("a grandmaster called Petrosyan whom you've idolised since childhood, takes off his
# headphones, eats the banana", r49-058).
OTHERS = ["the grandmaster", "the Latvian player", "her opponent", "Tom"]
ACCUSE = [("accuses his rival of cheating", "conflict"), ("eats a sandwich", "eat"),
          ("starts shouting at the referee", "conflict")]


def relative_cases():
    for who, (act, kind) in itertools.product(OTHERS, ACCUSE):
        yield f"It's you who has to step in when {who} {act}.", kind
        yield (f"The commentator, a man called Petrosyan whom you've idolised since childhood, "
               f"takes off his headphones and {act}."), kind


def test_a_cleft_or_a_closed_whom_clause_gives_the_observer_nothing(lex):
    assert leaks(lex, relative_cases()) == []


def test_the_clefted_observer_keeps_the_activity(lex):
    assert "eat" in actual_kinds(lex, "It was Ana who ate the whole pie.", OBSERVER)
    assert "eat" in actual_kinds(lex, "The man whom you love, and you eat a sandwich together.",
                                 OBSERVER)


# 5. An ailment belongs to whom the text gives it: a person "with the cough" (r49-081), the
# object of a wounding verb ("the wasp that stings the cousin", r49-199), an owner right before
# the wound ("Mr Ochieng's burned forearm"), the antecedent of "whose" (r49-172).
PEOPLE = ["the old woman", "a man", "the boy", "her cousin"]
AILMENTS = [("the cough", "illness"), ("a fever", "illness"), ("a sprained wrist", "injury")]


def ailment_cases():
    for who, (ailment, kind) in itertools.product(PEOPLE, AILMENTS):
        yield f"Ana gives up her seat to {who} with {ailment}.", kind
    for who, verb in itertools.product(PEOPLE, ["stings", "bites"]):
        yield f"Ana dozes while a wasp {verb} {who} on the ear.", "injury"
    for name in ["Mr Ochieng", "Mrs. Tan", "the man"]:
        yield f"Ana changes the dressing on {name}'s burned forearm.", "injury"
    for who, threat in itertools.product(["a caller", "her aunt", "the man"],
                                         ["was flooding", "is on fire"]):
        yield f"Ana talks {who}, whose house {threat}, up the stairs.", "danger"


def test_an_ailment_or_a_threat_goes_to_whom_the_text_gives_it(lex):
    assert leaks(lex, ailment_cases()) == []


@pytest.mark.parametrize("text, kind", [
    ("Ana wakes up with a cough.", "illness"),
    ("A wasp stings Ana on the ear.", "injury"),
    ("A wasp stings you on the ear.", "injury"),
    ("Ana, whose house is on fire, calls the brigade.", "danger"),
    ("Ana burns her forearm on the stove.", "injury"),
])
def test_the_observers_own_ailment_stays(lex, text, kind):
    assert kind in actual_kinds(lex, text, OBSERVER)


# 6. Names and titles: a title's full stop ends no sentence ("which, I'm told, Mrs. Osei won
# ..., and then pulled a hamstring", r49-189); a name after a title is governed by the
# preposition before the title; a pronoun of the narrative does not point into a quotation; a
# bare person noun after the observer's name is an apposition (r49-199).
def test_a_verb_after_a_relative_clauses_subject_is_theirs(lex):
    for title, act in itertools.product(["Mrs.", "Mr", "Dr.", "Ms"],
                                        ["pulled a hamstring celebrating", "sprained an ankle"]):
        assert "injury" not in actual_kinds(lex, f"I missed the relay, which {title} Osei won, and "
                                                 f"then {act}.", "Kaito")


def test_a_title_keeps_its_name_in_the_preposition(lex):
    for title in ["Mrs.", "Mrs", "Dr.", "Mr"]:
        text = f"Ana sits with {title} Lindqvist on the balcony, sharing a jug of lemonade."
        assert {"drink", "socialize"} <= actual_kinds(lex, text, OBSERVER)


def test_a_pronoun_after_a_quotation_is_the_narrators_subject(lex):
    text = ("Ana reads the whiteboard: 'Bed 3 - Mr. Doyle - vomiting overnight.' She initials "
            "it and starts her drug round.")
    assert "work" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("noun", ["grandfather of three", "mother of two",
                                  "grandmother of the bride", "captain of the team"])
def test_an_apposition_after_the_observers_name_is_the_observer(lex, noun):
    assert "sleep" in actual_kinds(lex, f"Ana, {noun}, falls asleep in her deckchair.", OBSERVER)
