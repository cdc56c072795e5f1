"""Who did what: the news after "a call from NAME:", "a text from NAME:", "a message from her
brother:" is the sender's, so a subject pronoun that opens it is the sender's doing, not the
observer's ("Sunita takes a call from Gustavo: he's slid into a snowbank"), also when the
sender's name is new to the lexicon. A pronoun after a colon that no "from" sender precedes
stays the observer's.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OBSERVERS = [("Ana", "she"), ("Sunita", "she"), ("Bartholomew", "he"), ("Tom", "he")]
MESSAGES = ["takes a call from", "gets a text from", "gets a message from",
            "reads a voicemail from"]
SENDERS = {"she": ["Lena", "Priya", "Oksana"], "he": ["Gustavo", "Marco", "Dmitri"]}
NEWS = [("injury", "{p}'s broken {g} arm falling off a ladder"),
        ("illness", "{p}'s been sick all night"),
        ("danger", "{p}'s slid into a snowbank and can't get out")]


def test_the_senders_news_is_theirs(lex) -> None:
    def one_case(obs, message, news, k):
        name, pron = obs
        kind, tpl = news
        sender = SENDERS[pron][k]
        text = f"{name} {message} {sender}: " + tpl.format(
            p=pron, g="his" if pron == "he" else "her") + "."
        assert kind not in actual_kinds(lex, text, name), text

    cases = list(itertools.product(
        OBSERVERS, MESSAGES, NEWS, range(3)))
    assert failing_cases(one_case, cases) == []


STAY = [("Ana comes home from work: she is exhausted and sleeps till noon.", "sleep"),
        ("Ana has a cup of tea with Lena: she drinks it slowly.", "drink")]


@pytest.mark.parametrize("text,kind", STAY)
def test_a_colon_without_a_sender_stays_the_observers(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text
