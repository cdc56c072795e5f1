"""A sore or scratchy throat said of the throat, also in the perfect ("my throat's been scratchy
all day", "her throat is sore"), and flu by its full name, its name in a message home in another
language ("грипп", "grippe") or the feverish face emoji, are illness. Someone else's throat or
flu, a planned or negated one, and the sneezing face are not the observer's illness."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

PARTS = [("throat", "scratchy"), ("nose", "stuffy"), ("throat", "tickly"), ("nose", "runny")]
LINKS = ["'s been", " has been", " had been", "'s", " is", " was"]
OWNERS = [("My", "Siobhan"), ("Siobhan's", "Siobhan"), ("Your", "Siobhan")]


def test_a_symptom_said_of_its_part_is_illness(lex) -> None:
    def one_case(part, link, owner):
        noun, state = part
        text = f"{owner[0]} {noun}{link} {state} all day."
        assert "illness" in actual_kinds(lex, text, owner[1])

    cases = list(product(PARTS, LINKS, OWNERS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("verb", "owner"), list(product(["is", "feels", "was"],
                                                          ["My", "Your", "Siobhan's"])))
def test_a_sore_throat_said_of_the_throat_is_illness(lex, verb, owner):
    assert "illness" in actual_kinds(lex, f"{owner} throat {verb} sore.", "Siobhan")


def test_someone_elses_throat_is_not_the_observers(lex) -> None:
    def one_case(part, link):
        noun, state = part
        assert "illness" not in actual_kinds(lex, f"Mei's {noun}{link} {state} all day.", "Siobhan")

    cases = list(product(PARTS, LINKS))
    assert failing_cases(one_case, cases) == []


def test_flu_by_other_names_is_illness(lex) -> None:
    def one_case(name, how):
        assert "illness" in actual_kinds(lex, how.format(w=name), "Ekaterina")

    cases = list(product(
        ["influenza", "грипп", "grippe", "🤒"],
        ["Ekaterina messages home: {w}", "Ekaterina is in bed with {w}.",
         "Ekaterina messages home «{w}» and curls up under the blanket."]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("name", "how"), list(product(
    ["influenza", "грипп", "grippe", "🤒"],
    ["Mei is in bed with {w}.", "Ekaterina doesn't have {w}."])))
def test_someone_elses_or_denied_flu_is_not_the_observers(lex, name, how):
    assert "illness" not in actual_kinds(lex, how.format(w=name), "Ekaterina")


@pytest.mark.parametrize("text", [
    "Ekaterina laughs so hard at the film 🤧",
    "The car has been broken into.",
    "My throat's been fine all day.",
])
def test_no_illness_controls(lex, text):
    assert "illness" not in actual_kinds(lex, text, "Ekaterina")


@pytest.mark.parametrize(("owner", "part", "link"), list(product(
    [("My", "me", "Siobhan"), ("Siobhan's", "her", "Siobhan")], ["head", "throat"],
    [" is", "'s"])))
def test_a_part_killing_its_owner_is_illness(lex, owner, part, link):
    word, obj, observer = owner
    text = f"{word} {part}{link} killing {obj}."
    assert "illness" in actual_kinds(lex, text, observer)
    if word != "My":  # someone else's part
        assert "illness" not in actual_kinds(lex, text, "Ekaterina")
