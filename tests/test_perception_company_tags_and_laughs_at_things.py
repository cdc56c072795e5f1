"""Two kinds of words that look like company but name none:

- a medium's tag alone in brackets ("[chat] Kenji: just did 5k", "Anu (chat): just drank ...")
  names where a message was posted; one message by itself is no talk, while a chat of two or
  more speakers stays company through its turns;
- a laugh aimed at a written thing ("laughs at the name someone stencilled on the rover",
  "laugh at the caterer's chalkboard") is one's own amusement; a laugh at someone's jokes,
  stories or face keeps its company.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

NAMES = ["Anu", "Kenji", "Marta"]
POSTS = ["just drank my first bowl of airag, sour and fizzy", "just did 5k round the field",
         "finally finished the crossword", "the bus is late again"]


def test_a_single_message_under_a_chat_tag_is_no_company(lex):
    cases = [(f"{n} (chat): {p}", n) for n, p in itertools.product(NAMES, POSTS)]
    cases += [(f"[chat] {n}: {p}", n) for n, p in itertools.product(NAMES, POSTS)]
    assert len(cases) == 24
    assert [t for t, n in cases if "socialize" in actual_kinds(lex, t, n)] == []


@pytest.mark.parametrize("name", NAMES)
def test_a_chat_of_two_speakers_under_the_tag_stays_company(lex, name):
    text = f"[chat] {name}: anyone want to split a pizza? | Hye-jin: yes!! | {name}: ordering now"
    assert "socialize" in actual_kinds(lex, text, name)


@pytest.mark.parametrize("name", NAMES)
def test_a_chat_named_in_the_sentence_stays_company(lex, name):
    assert "socialize" in actual_kinds(lex, f"{name} has a long chat with her sister.", name)


THINGS = ["the name someone has stencilled on the new rover",
          "the caterer's chalkboard above the desserts", "the poster on the canteen wall",
          "the headline in the morning paper", "the label on the jam jar",
          "a meme on her phone"]
LAUGHS = ["laughs at", "laughed at", "is laughing at", "giggles at"]


def test_a_laugh_at_a_written_thing_is_no_company(lex):
    cases = [f"Mbali {v} {t}." for v, t in itertools.product(LAUGHS, THINGS)]
    assert len(cases) == 24
    assert [t for t in cases if "socialize" in actual_kinds(lex, t, "Mbali")] == []


@pytest.mark.parametrize("verb", LAUGHS)
@pytest.mark.parametrize("what", ["Cyril's terrible jokes", "her grandmother's stories",
                                  "Tom's fishing tales"])
def test_a_laugh_at_someones_jokes_keeps_company(lex, verb, what):
    assert "socialize" in actual_kinds(lex, f"Mbali {verb} {what}.", "Mbali")


def test_someone_elses_laugh_at_a_thing_is_not_the_observers(lex):
    for t in THINGS:
        text = f"Ravi laughs at {t} while Mbali eats her lunch."
        assert "socialize" not in actual_kinds(lex, text, "Mbali")
