"""Who did what: two shapes that gave someone else's act to the observer.

1. A name opening a sentence before the irregular past of a light verb and its action ("Marco
   took a nap", "Lena caught a quick nap", "Ivo made a brew") is that verb's subject; before,
   the name was not recognised and the nap went to the observer.
2. A comma splice: after the observer's own predicate ("Ana stood by the gate, ...") or a
   fronted phrase that governs the observer ("According to Ana, ..."), another person or name
   right before a shared verb (a talk, a quarrel) is that verb's subject.

Negative controls: the observer's own acts in the same shapes stay theirs; a list or an
apposition with the observer, and a pronoun after the verb that may point back at the observer
("..., Marco argued with her"), keep the observer a party."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Marco", "Lena", "Tariq", "Ingrid"]
LIGHT = {"sleep": ["took a nap in the bunk", "took a quick nap", "caught a short nap"],
         "exercise": ["took a swim before dinner", "took a long jog on the deck"]}
OPENERS = ["", "[21:04] ", "Meanwhile "]


def _light_cases():
    for kind, acts in LIGHT.items():
        for name, act, opener in itertools.product(NAMES, acts, OPENERS):
            yield kind, name, act, opener


def test_a_name_before_a_light_past_is_its_subject(lex) -> None:
    def one_case(kind, name, act, opener):
        text = f"{opener}{name} {act}."
        assert kind not in actual_kinds(lex, text, "Ana"), text
        text = f"{opener}{name} {act} while Ana checked the radio."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(_light_cases())
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("kind,act", [(k, a) for k, acts in LIGHT.items() for a in acts])
def test_the_observers_own_light_past_stays_theirs(lex, kind, act):
    assert kind in actual_kinds(lex, f"Ana {act}.", "Ana"), act
    assert kind in actual_kinds(lex, f"{act[0].upper()}{act[1:]}.", "Ana"), act  # a diary line
    assert kind in actual_kinds(lex, f"Finally {act}.", "Ana"), act  # an adverb is no name


BEFORE = ["Ana stood by the gate", "Ana waited at the lift", "Ana checked the manifest",
          "Ana was on the deck"]
OTHERS = ["Marco", "Lena", "the cook", "the foreman"]
SHARED = {"conflict": ["argued with the driver", "quarrelled loudly with the guide"],
          "socialize": ["chatted with the crew", "gossiped with the guide"]}


def _splice_cases():
    for kind, acts in SHARED.items():
        for before, who, act in itertools.product(BEFORE, OTHERS, acts):
            yield kind, before, who, act


def test_a_spliced_clause_is_its_own_subjects(lex) -> None:
    def one_case(kind, before, who, act):
        text = f"{before}, {who} {act}."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(_splice_cases())
    assert failing_cases(one_case, cases) == []


def test_a_fronted_phrase_governing_the_observer(lex) -> None:
    def one_case(who, act):
        text = f"According to Ana, {who} {act}."
        assert not actual_kinds(lex, text, "Ana") & set(SHARED), text

    cases = list(itertools.product(
        OTHERS, [a for acts in SHARED.values() for a in acts]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("kind,before", list(itertools.product(SHARED, BEFORE)))
def test_the_observers_own_shared_act_stays_theirs(lex, kind, before):
    act = SHARED[kind][0]
    assert kind in actual_kinds(lex, f"{before}, then {act}.", "Ana"), before
    assert kind in actual_kinds(lex, f"Ana {act}, Marco watched.", "Ana"), act


@pytest.mark.parametrize("who", ["Marco", "Lena"])
def test_a_pronoun_after_the_verb_keeps_the_observer_a_party(lex, who):
    assert "conflict" in actual_kinds(lex, f"Ana stood by the gate, {who} argued with her.", "Ana")
    assert "socialize" in actual_kinds(lex, f"Ana walked in, {who} hugged her.", "Ana")
    assert "conflict" in actual_kinds(lex, f"Ana, {who} and Lena argued.", "Ana")


FRONTED = ["Before Ana arrived", "When Ana got back", "After Ana left", "Ana arrived"]


def test_a_one_verb_clause_of_the_observers_before_the_comma(lex) -> None:
    def one_case(kind, fronted, who, act):
        text = f"{fronted}, {who} {act}."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = [
        (k, f, w, a) for k, acts in SHARED.items()
        for f, w, a in itertools.product(FRONTED, OTHERS, acts)]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("fronted", ["Before Ana arrived", "When Ana got back", "Ana arrived"])
def test_the_observer_as_the_later_partner_stays_a_party(lex, fronted):
    assert "conflict" in actual_kinds(lex, f"{fronted}, Dmitri argued with her.", "Ana"), fronted
    assert "socialize" in actual_kinds(lex, f"{fronted}, Dmitri chatted with us.", "Ana"), fronted
