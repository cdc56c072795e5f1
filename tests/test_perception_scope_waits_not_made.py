"""Waiting scope (session 21).

- A wait not made is no wait: "Without waiting for the others, Ana starts eating", "didn't wait
  for Tom and started eating" eat now (exceptions "without waiting", "n't wait for").
- Eagerness is still ahead, not a wait denied: "can't wait for the swim", "cannot wait to eat
  the honey cake" (planned cues).
- "and" + an inflected continuer ends a wait's or a plan's reach as an inflected verb does:
  "orders a burger and starts eating it", "is waiting for her noodles and keeps drinking tea";
  a bare one stays in the plan ("wants to grab a sandwich and start eating").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Ana", "Kwame"]
NOT_WAITED = ["Without waiting for the others, {n} starts eating.",
              "{n} didn't wait for Tom and started eating.",
              "{n} did not wait for the crew and started eating.",
              "{n} doesn't wait for the soup to cool and slurps it."]


def test_wait_not_made_leaves_the_meal_eaten(lex) -> None:
    def one_case(name, text):
        sentence = text.format(n=name)
        assert "eat" in actual_kinds(lex, sentence, name), sentence

    cases = list(itertools.product(NAMES, NOT_WAITED))
    assert failing_cases(one_case, cases) == []


EAGER = [("can't wait for the swim", "exercise"), ("can't wait to eat the honey cake", "eat"),
         ("cannot wait to sleep", "sleep"), ("couldn't wait to dive into the lagoon", "exercise")]


def test_eagerness_is_ahead(lex) -> None:
    def one_case(name, eager):
        text, kind = eager
        sentence = f"{name} {text}."
        assert kind not in actual_kinds(lex, sentence, name), sentence

    cases = list(itertools.product(NAMES, EAGER))
    assert failing_cases(one_case, cases) == []


CONTINUED = [("{n} orders a burger and starts eating it.", "eat"),
             ("{n} waits for Tom and starts eating.", "eat"),
             ("{n} is waiting for her noodles and keeps drinking tea.", "drink")]


def test_and_inflected_continuer_is_done_now(lex) -> None:
    def one_case(name, case):
        text, kind = case
        sentence = text.format(n=name)
        assert kind in actual_kinds(lex, sentence, name), sentence

    cases = list(itertools.product(NAMES, CONTINUED))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name", NAMES)
def test_bare_continuer_stays_in_the_plan(lex, name):
    sentence = f"{name} wants to grab a sandwich and start eating."
    assert "eat" not in actual_kinds(lex, sentence, name), sentence


@pytest.mark.parametrize("name", NAMES)
def test_plain_wait_still_waits(lex, name):
    sentence = f"{name} is waiting for her dinner at the night market stall."
    assert "eat" not in actual_kinds(lex, sentence, name), sentence
