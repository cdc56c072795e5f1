"""Shapes of a row (core.yaml conflict terms): a row said to be fierce by the word before it
("a full-blown row over whose fault it is", "an almighty row"), "shouting mach" misspelt (too
short for typo matching), and the listener of a speech tag after the news of someone else's
row is no party to it ("Mia had a row with Tom last night, she tells Selin").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def theirs(lex, text: str, observer: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "other" and e.mode == "actual" and not e.negated}


FIERCE = ["full-blown", "almighty", "flaming", "furious", "stand-up", "bitter", "blistering",
          "nasty"]
ROW_FRAMES = [
    ("Mehmet", "Mehmet and his lab partner Clara are having a {a} row over whose fault it is."),
    ("Mehmet", "You have a {a} row with your brother about the car."),
    ("Mehmet", "I got into a {a} row with the landlord this morning."),
    ("Mehmet", "Mehmet and Ana had another {a} row in the kitchen."),
]


def test_a_fierce_row_is_conflict(lex) -> None:
    def one_case(adj, frame):
        observer, text = frame
        text = text.format(a=adj).replace("a almighty", "an almighty")
        assert "conflict" in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(FIERCE, ROW_FRAMES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("adj", FIERCE)
def test_someone_else_s_fierce_row_is_theirs(lex, adj):
    text = f"Mia and Tom are having a {adj} row in the corridor while Selin waits."
    assert "conflict" not in actual_kinds(lex, text, "Selin"), text
    assert "conflict" in theirs(lex, text, "Selin"), text


@pytest.mark.parametrize("text", [
    "Selin sits in the back row.",
    "Selin plants a long row of leeks.",
    "Selin is in the front row of the choir.",
    "Selin goes for a row on the lake.",
    "Selin sits in a big row of seats.",
])
def test_a_row_of_things_or_on_the_water_is_no_conflict(lex, text):
    assert "conflict" not in actual_kinds(lex, text, "Selin"), text


MATCH = ["shouting mach", "screaming mach"]
WHO = [("Morwen", "Morwen got in a {m} with a drunk customer over his tab"),
       ("Radu", "Radu got into a {m} with the cook about the coffe."),
       ("Radu", "i got in a {m} with my brother lol")]


@pytest.mark.parametrize(("m", "frame"), list(itertools.product(MATCH, WHO)))
def test_a_misspelt_shouting_match_is_conflict(lex, m, frame):
    observer, text = frame
    text = text.format(m=m)
    assert "conflict" in actual_kinds(lex, text, observer), text


TERMS = ["an argument", "a row", "a blazing row", "a full-blown row", "a shouting match"]
TAGS = ["she tells Selin", "Mia tells Selin", "she tells you", "he told Selin"]


def test_the_listener_of_a_tag_after_someone_else_s_row_is_no_party(lex) -> None:
    def one_case(term, tag):
        text = f"Her flatmate had {term} with her boyfriend last night, {tag}."
        assert "conflict" not in actual_kinds(lex, text, "Selin"), text
        text = f"Selin's flatmate and her boyfriend had {term} last night, {tag}."
        assert "conflict" not in actual_kinds(lex, text, "Selin"), text

    cases = list(itertools.product(TERMS, TAGS))
    assert failing_cases(one_case, cases) == []


# the observer as a party still counts, and a tell that is the news itself is company
@pytest.mark.parametrize(("text", "kind"), [
    ("Mia yells at Selin, then tells her to leave.", "conflict"),
    ("Selin had an argument with Mia last night, she tells Tom.", "conflict"),
    ("Off shift, Dmitri tells Selin about the fire he fought.", "socialize"),
    ("Over the fence, Jonas tells Selin his wife has been asleep since noon.", "socialize"),
])
def test_controls(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Selin"), text


SETTLING = ["settle", "resolve", "patch up", "smooth over", "put an end to"]
ROWS = ["the quarrel", "their row", "the dispute", "the argument", "their feud"]
SETTLERS = [("Roswitha", "Roswitha and her neighbour {v} {r} over a cup of cider."),
            ("Roswitha", "You and your brother {v} {r} at last."),
            ("Roswitha", "Roswitha and Ana {v} {r} calmly; no one raises a voice.")]


def test_a_row_settled_is_no_conflict(lex) -> None:
    def one_case(verb, row, frame):
        observer, text = frame
        text = text.format(v=verb, r=row)
        assert "conflict" not in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(SETTLING, ROWS, SETTLERS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("verb", ["settle", "resolve", "smooth over"])
def test_settling_a_row_together_is_company(lex, verb):
    text = f"Roswitha and her neighbour {verb} the quarrel over the fence."
    assert "socialize" in actual_kinds(lex, text, "Roswitha"), text


# a row that goes on, or one ended by a blow, is still a row
@pytest.mark.parametrize("text", [
    "Roswitha argues with the cooper until the end of the evening.",
    "Roswitha has a blazing row with the cooper and ends it by slamming the door.",
    "Roswitha and the cooper restart the quarrel over the fence.",
    "Roswitha settles into her chair and starts a row with the cooper.",
])
def test_a_row_not_settled_is_conflict(lex, text):
    assert "conflict" in actual_kinds(lex, text, "Roswitha"), text
