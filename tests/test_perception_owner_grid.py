"""Owner grid: people the observer only owns ("your parents", "your sister's friend") do their own
quarrels, parties and meals.

Written in session 6: of these 152 sentences, 39 gave the observer a conflict or company: an
owner's owner ("your sister's friend starts a fight": the chain through "sister's" hid the friend
from "your"), and a third-person pronoun read as pointing back at "your" ("your sister argues
with her").
"""

from __future__ import annotations

import itertools

from helpers import failing_cases

from engine.perception import perceive

PLURAL = ["Your parents", "Your brother and his wife", "Your neighbours", "Your roommates",
          "Your boss's kids", "Two of your cousins", "Mara's parents", "Your dog and the cat"]
SINGULAR = ["Your sister's friend", "Your cousin's husband", "Your older sister's best friend",
            "My uncle's neighbour"]
PLURAL_ACTS = ["argue all night", "are arguing downstairs", "start a fight", "throw a party",
               "chat in the kitchen", "are having dinner", "fall asleep on the sofa",
               "get into a scuffle", "go for a run", "drink too much wine", "catch the flu",
               "are hurt in a crash"]
SINGULAR_ACTS = ["argues all night", "is arguing downstairs", "starts a fight",
                 "throws a party", "chats in the kitchen", "is having dinner",
                 "falls asleep on the sofa", "gets into a scuffle", "goes for a run",
                 "drinks too much wine", "catches the flu", "is hurt in a crash",
                 "argues with her", "tells him a joke"]


def sentences() -> list[str]:
    """Every owned subject with every activity of its number."""
    return [f"{subject} {act}." for subjects, acts in ((PLURAL, PLURAL_ACTS),
                                                       (SINGULAR, SINGULAR_ACTS))
            for subject, act in itertools.product(subjects, acts)]


def test_the_grid_is_the_size_it_says():
    assert len(sentences()) == 8 * 12 + 4 * 14 == 152


def test_what_the_observers_people_do_is_theirs(lex):
    mine = [(text, kinds) for text in sentences()
            if (kinds := sorted({e.kind for e in perceive(text, lex, observer="Mara")
                                 if e.is_actual_self}))]
    assert mine == []


def test_the_observer_is_still_a_party_when_named_as_one(lex) -> None:
    def one_case(text, kinds):
        assert sorted({e.kind for e in perceive(text, lex, observer="Mara")
                       if e.is_actual_self}) == kinds

    cases = [
        ("Your sister's friend starts a fight with you.", ["conflict"]),
        ("Your sister argues with you.", ["conflict"]),
        ("You and your sister's friend chat for an hour.", ["socialize"]),
        ("My brother shouts at me.", ["conflict"]),
        # a name's own pronoun may point back at it: "Mara's sister argues with her" is with Mara
        ("Mara's sister argues with her.", ["conflict"]),
    ]
    assert failing_cases(one_case, cases) == []
