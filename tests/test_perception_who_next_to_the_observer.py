"""Leak grids: shapes in which someone else acts next to the observer.

Each grid was written from a who-did-what line of the heldout48 set that gave the observer an
event only someone else had (a leak), widened to openers x subjects x activities of several
kinds; after the fixes none leaks (the counts before are below). Positive controls
keep the observer's own event next to the same shapes. Leaked before these grids:
relative 124 of 480, whom 135 of 180, contact 160 of 200,
partitive 48 of 72, fronted 20 of 80, semicolon 4 of 30, pair 24 of 24.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

KINDS = {"eats a sandwich": "eat", "is eating stew": "eat", "drinks a beer": "drink",
         "is fast asleep": "sleep", "dozes off": "sleep", "is arguing with a customer": "conflict",
         "chats with a colleague": "socialize", "goes for a run": "exercise",
         "has the flu": "illness", "twists her ankle": "injury"}
ACTS = list(KINDS)


def leaks(lex, cases) -> list[tuple[str, set[str]]]:
    """The cases whose forbidden kinds reach the observer: ``(observer, text, kinds)``."""
    out = []
    for observer, text, kinds in cases:
        got = actual_kinds(lex, text, observer) & kinds
        if got:
            out.append((text, got))
    return out


# 1. A relative clause holding the observer's pronoun ends at the main verb (r48-187: "the
# security guard who pulls her out is already arguing with someone else").
REL_OWNERS = [("Laila", "Laila gets elbowed in the mosh pit, and", "her"),
              ("Laila", "You get elbowed in the mosh pit, and", "you"),
              ("Laila", "I get elbowed in the mosh pit, and", "me")]
REL_SUBJECTS = ["the security guard", "the old man", "a nurse", "the barman"]
REL_CLAUSES = ["who pulls {o} out", "who served {o}", "who helped {o} up", "that drove {o} home"]


def relative_cases():
    for (obs, opener, o), subj, rel, act in itertools.product(REL_OWNERS, REL_SUBJECTS,
                                                              REL_CLAUSES, ACTS):
        yield obs, f"{opener} {subj} {rel.format(o=o)} {act}.", {KINDS[act]}


# 2. A "whom" clause holding the observer (r48-062: "Your grandfather, whom you're visiting,
# dozes off mid-sentence").
WHOM_HEADS = ["Your grandfather", "My aunt", "The patient", "Old Mr Reyes", "Joseph's uncle"]
WHOM_CLAUSES = ["whom you're visiting", "whom you came to see", "whom I am visiting",
                "whom Joseph visits every week"]


def whom_cases():
    for head, rel, act in itertools.product(WHOM_HEADS, WHOM_CLAUSES, ACTS):
        if KINDS[act] == "socialize":
            continue  # the visit is the observer's company
        yield "Joseph", f"{head}, {rel}, {act}.", {KINDS[act]}


# 3. A relative clause without a relative word that runs past its verb's object (r48-030: "The
# woman Tariq gave up his seat for on the bus is now fast asleep").
CONTACT_HEADS = ["The woman", "The old man", "The girl", "The boy"]
CONTACT_CLAUSES = ["Tariq gave up his seat for on the bus", "you gave your seat to",
                   "Tariq saw at the market last week", "you helped with the shopping",
                   "I sat next to on the train"]


def contact_cases():
    for head, rel, act in itertools.product(CONTACT_HEADS, CONTACT_CLAUSES, ACTS):
        yield "Tariq", f"{head} {rel} {act}.", {KINDS[act]}


# 4. Part of a collective as a subject (r48-161: "The rest of the choir is drinking mulled wine
# and swapping gossip ... while Ewa hunts for her car keys").
PARTS = ["The rest of the choir", "The rest of the band", "Most of the team",
         "The rest of the class", "Half of the orchestra", "The rest of the squad"]
PART_ACTS = {"is drinking mulled wine": "drink", "is eating cake": "eat", "is napping": "sleep",
             "is swapping gossip": "socialize", "is arguing about the bill": "conflict",
             "goes for a run": "exercise"}


def partitive_cases():
    for part, (act, kind) in itertools.product(PARTS, PART_ACTS.items()):
        for frame in ("{p} {a} while Ewa hunts for her car keys.",
                      "Ewa hunts for her car keys while {lp} {a}."):
            yield "Ewa", frame.format(p=part, lp=part[0].lower() + part[1:], a=act), {kind}


# 5. A plural subject after "as," and a fronted phrase (r48-181: "Jakub finishes his second
# beer as, across the pub, two regulars start shoving each other").
FRONTS = ["as, across the pub,", "as, at the next table,", "while, outside,", "as, behind him,"]
PLURALS = ["two regulars", "three lads", "two old men", "a few tourists"]
PLURAL_ACTS = {"start shoving each other": "conflict", "begin arguing": "conflict",
               "start eating chips": "eat", "keep drinking shots": "drink",
               "start chatting": "socialize"}


def fronted_cases():
    for front, subj, (act, kind) in itertools.product(FRONTS, PLURALS, PLURAL_ACTS.items()):
        yield "Jakub", f"Jakub sits at the bar {front} {subj} {act}.", {kind}


# 6. A noun phrase with a prepositional phrase after ";" (r48-043: "...; a man in the doorway is
# being sick into a paper bag").
SEMI_SUBJECTS = ["a man in the doorway", "the woman by the window", "a boy on the bench",
                 "the driver of the bus", "an old lady across the aisle"]
SEMI_ACTS = {"is being sick into a paper bag": "illness", "is throwing up": "illness",
             "has a nasty cough": "illness", "is fast asleep": "sleep", "is eating crisps": "eat",
             "is bleeding from the nose": "injury"}


def semicolon_cases():
    for subj, (act, kind) in itertools.product(SEMI_SUBJECTS, SEMI_ACTS.items()):
        yield "Vera", f"Vera waits on the platform; {subj} {act}.", {kind}


# 7. "The two of them" after the observer and a plural object (r48-095).
PAIR_OBJECTS = ["the Moreno kids", "her nephews", "the twins", "the two boys"]
PAIR_ACTS = {"are fast asleep on the sofa": "sleep", "are eating pizza": "eat",
             "are arguing over the remote": "conflict"}


def pair_cases():
    for obj, (act, kind) in itertools.product(PAIR_OBJECTS, PAIR_ACTS.items()):
        yield "Lucía", f"Lucía is babysitting {obj}; the two of them {act}.", {kind}
        yield "Lucía", f"Lucía looks after {obj} and the two of them {act}.", {kind}


GRIDS = {"relative": relative_cases, "whom": whom_cases, "contact": contact_cases,
         "partitive": partitive_cases, "fronted": fronted_cases, "semicolon": semicolon_cases,
         "pair": pair_cases}


@pytest.mark.parametrize("grid", list(GRIDS))
def test_only_others_act_in_the_round_28_shapes(lex, grid):
    assert leaks(lex, GRIDS[grid]()) == []


@pytest.mark.parametrize(("observer", "text", "kinds"), [
    ("Laila", "Laila eats a sandwich, and the guard who served her is arguing with a customer.",
     {"eat"}),
    ("Laila", "The guard who pulled her out argues with Laila.", {"conflict"}),
    ("Joseph", "Your grandfather, whom you're visiting, dozes off, and you eat a biscuit.",
     {"eat", "socialize"}),
    ("Tariq", "The woman Tariq gave up his seat for is asleep, and Tariq eats a sandwich.",
     {"eat"}),
    ("Tariq", "The nurse Tariq eats a sandwich.", {"eat"}),
    ("Ewa", "The rest of the choir is drinking mulled wine while Ewa eats a mince pie.", {"eat"}),
    ("Ewa", "Ewa and the rest of the choir drink mulled wine.", {"drink", "socialize"}),
    ("Jakub", "Jakub sits at the bar as, across the pub, two regulars start shoving each other, "
     "and Jakub drinks a beer.", {"drink"}),
    ("Vera", "Vera is being sick into a paper bag; a man in the doorway eats crisps.",
     {"illness"}),
    ("Vera", "A man in the doorway eats crisps; Vera has a nasty cough.", {"illness"}),
    ("Lucía", "Lucía and her sister are babysitting; the two of them are fast asleep.",
     {"sleep"}),
])
def test_the_observers_own_next_to_the_round_28_shapes(lex, observer, text, kinds):
    assert actual_kinds(lex, text, observer) == kinds


if __name__ == "__main__":  # prints counts per grid
    import engine

    lexicon = engine.load_ruleset("physiology").lexicon
    for name, cases in GRIDS.items():
        cases = list(cases())
        bad = leaks(lexicon, cases)
        print(f"{name}: {len(bad)} of {len(cases)} leak")
        for text, got in bad[:3]:
            print("   ", sorted(got), text)
