"""Negation scope: what a denial reaches and what it leaves done.

- An act passed over ("rather than") or still to come ("has yet to", "is yet to") did not
  happen; what stands before "rather than" did.
- A degree never reached affirms the act ("has never slept so well", "never felt so rested",
  "has never had such a good sleep"); "so much as" stays an emphatic denial ("hasn't eaten so
  much as a crumb"), and a plain denial stays one.
- An offer refused ("turns down the stew", "waves away the pastries", "passes on the wine")
  reaches only the thing named right after it ("turns down the bed and sleeps" sleeps).
- What is had instead of a refused meal with no verb: a dash, "just" or "only" then an
  article or an amount and the food or drink ("didn't touch the rum - just a mug of cocoa",
  "skips dinner, just tea"), or the food or drink + "instead" opening its part of the sentence
  ("No beer for Hu tonight; a pot of mint tea instead"). Someone else's refusal stays theirs.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

NAMES = ["Mara", "Kofi", "Ines", "Viktor"]
PLACES = ["in the lighthouse", "on the night ferry", "in the circus wagon", "on the station",
          "in the prison canteen", "at the vineyard"]


# --- rather than / yet to -------------------------------------------------------------------

PASSED = [("sleep", "sleep"), ("eat", "eat"), ("have a nap", "sleep"), ("eat lunch", "eat"),
          ("drink the wine", "drink")]


def test_an_act_passed_over_with_rather_than_did_not_happen(lex):
    cases = [(f"Rather than {act}, {n} repairs the sails {p}.", kind, n)
             for (act, kind), n, p in itertools.product(PASSED, NAMES, PLACES)]
    assert [t for t, kind, n in cases if kind in actual_kinds(lex, t, n)] == []


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("aux", ["has yet to", "is yet to", "had yet to"])
@pytest.mark.parametrize("act,kind", [("eat anything today", "eat"), ("sleep", "sleep"),
                                      ("drink a drop", "drink")])
def test_an_act_still_to_come_is_not_done(lex, name, aux, act, kind):
    assert kind not in actual_kinds(lex, f"{name} {aux} {act}.", name)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("text,kind", [("{n} turns down the bed and sleeps.", "sleep"),
                                       ("{n} turns down the radio and eats her soup.", "eat"),
                                       ("{n} passes on the wine but eats the cheese.", "eat")])
def test_a_refusal_reaches_only_the_thing_refused(lex, name, text, kind):
    assert kind in actual_kinds(lex, text.format(n=name), name)


@pytest.mark.parametrize("name", NAMES)
def test_what_stands_before_rather_than_is_done(lex, name):
    assert "eat" in actual_kinds(lex, f"{name} eats rather than sleeps.", name)
    assert "sleep" not in actual_kinds(lex, f"{name} eats rather than sleeps.", name)


@pytest.mark.parametrize("name", NAMES)
def test_would_rather_is_a_wish_and_and_yet_no_denial(lex, name):
    assert actual_kinds(lex, f"{name} would rather sleep than eat.", name) == set()
    assert "eat" in actual_kinds(
        lex, f"{name} eats, and yet to her surprise she still feels hungry.", name)


# --- a degree never reached --------------------------------------------------------------

DEGREES = [("has never slept so well", "sleep"), ("never slept better", "sleep"),
           ("has never had such a good sleep", "sleep"), ("never felt so rested", "rest"),
           ("never felt more rested", "rest"), ("didn't sleep as well as she hoped", "sleep"),
           ("has never slept so soundly", "sleep")]


def test_a_degree_never_reached_affirms_the_act(lex):
    cases = [(f"{n} {d} {p}.", kind, n)
             for (d, kind), n, p in itertools.product(DEGREES, NAMES, PLACES)]
    assert [t for t, kind, n in cases if kind not in actual_kinds(lex, t, n)] == []


CONTROLS = [("hasn't eaten so much as a crumb", "eat"), ("never so much as touched the bread",
                                                          "eat"),
            ("didn't sleep so much as doze", "sleep"), ("never sleeps", "sleep"),
            ("never eats so as to stay light", "eat"), ("didn't sleep as the baby cried",
                                                         "sleep"),
            ("never eats at the circus, so she is hungry", "eat")]


def test_a_plain_or_emphatic_denial_still_denies(lex):
    cases = [(f"{n} {d}.", kind, n) for (d, kind), n in itertools.product(CONTROLS, NAMES)]
    assert [t for t, kind, n in cases if kind in actual_kinds(lex, t, n)] == []


# --- what is had instead, no verb -------------------------------------------------------

REFUSALS = ["didn't touch the rum", "skips dinner", "turns down the stew", "had no breakfast",
            "waves away the pastries", "passes on the wine"]
HAD = [("just a mug of cocoa", "drink"), ("just tea", "drink"), ("only a glass of water",
                                                                  "drink"),
       ("only two cups of tea", "drink")]


def test_a_verbless_thing_had_after_a_refusal_is_had(lex):
    cases = [(f"{n} {r} {p} - {h}.", kind, n)
             for r, (h, kind), n, p in itertools.product(REFUSALS, HAD, NAMES[:2], PLACES[:3])]
    cases += [(f"{n} {r}, {h}.", kind, n)
              for r, (h, kind), n in itertools.product(REFUSALS, HAD, NAMES)]
    assert [t for t, kind, n in cases if kind not in actual_kinds(lex, t, n)] == []


INSTEAD = [("a pot of mint tea", "drink"), ("water", "drink"), ("two glasses of elderflower "
                                                                 "cordial", "drink"),
           ("an apple", "eat"), ("a bowl of rice", "eat"), ("a banana", "eat")]
NO_FOR = {"drink": ["No beer for {n} tonight;", "No wine for {n} at the dinner:",
                    "{n} doesn't drink the wine,", "{n} turns down the vodka -"],
          "eat": ["No cake for {n} tonight;", "{n} skips the curry -",
                  "{n} refuses the stew,", "No dessert for {n} at the vineyard:"]}


def test_a_verbless_thing_had_instead_is_had(lex):
    cases = [(f"{o.format(n=n)} {h} instead.", kind, n)
             for (h, kind), n in itertools.product(INSTEAD, NAMES) for o in NO_FOR[kind]]
    assert len(cases) == 96
    assert [t for t, kind, n in cases if kind not in actual_kinds(lex, t, n)] == []


@pytest.mark.parametrize("text", [
    "Tom gets no beer; water instead.", "No tea for Tom; water instead.",
    "{n} watches Tom refuse the beer - a glass of water instead.",
    "{n}'s brother skips the curry, an apple instead.",
    "The soup is cold; a bowl of rice instead.",
    "{n} eats the soup, a bowl of rice instead of bread.",
    "{n} didn't eat the cake, just stared at it.",
    "{n} skips dinner, just Tom and Ana eat.",
    "{n} turns down the bed, just a blanket."])
@pytest.mark.parametrize("name", NAMES)
def test_someone_elses_or_no_refusal_gives_the_observer_nothing_instead(lex, text, name):
    got = actual_kinds(lex, text.format(n=name), name)
    assert "drink" not in got
    assert "eat" not in got or "eats the soup" in text
