"""Who did what: a body part or thing someone owns, as the subject of an ailment verb after a
comma splice, is its owner's, whoever the clause named first ("Mikko and Aleksi got into a fight,
Aleksi's nose is bleeding": Aleksi's injury, not the observer's); the observer's own part stays
the observer's ("..., Mikko's nose is bleeding")."""

from __future__ import annotations

import itertools

from helpers import failing_cases

from engine.perception import perceive

OPENERS = ["{obs} and {other} got into a fight in the gym",
           "{obs} and {other} crashed their bikes on the hill",
           "{obs} argued with {other} at the bar"]
OTHERS = ["Aleksi", "Tom", "Priya"]
AILMENTS = {"injury": ["nose is bleeding now", "knee is badly swollen",
                       "wrist has started swelling", "lip is still bleeding"]}


def kinds(lex, text: str, observer: str, subject: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == subject and not e.negated and e.mode == "actual"}


CASES = list(itertools.product(OPENERS, OTHERS, AILMENTS["injury"]))


def test_someone_elses_owned_part_is_theirs(lex) -> None:
    def one_case(opener, other, ailment):
        text = opener.format(obs="Mikko", other=other) + f", {other}'s {ailment}."
        assert "injury" not in kinds(lex, text, "Mikko", "self"), text
        assert "injury" in kinds(lex, text, "Mikko", "other"), text

    cases = CASES
    assert failing_cases(one_case, cases) == []


def test_the_observers_own_owned_part_stays_the_observers(lex) -> None:
    def one_case(opener, other, ailment):
        text = opener.format(obs="Mikko", other=other) + f", Mikko's {ailment}."
        assert "injury" in kinds(lex, text, "Mikko", "self"), text

    cases = CASES
    assert failing_cases(one_case, cases) == []


def test_the_typo_line_from_a_log_gives_the_injury_to_its_owner(lex):
    text = "Mikko and Aleksi got into a figth in the gym, Aleksi's nose is bleding now"
    assert kinds(lex, text, "Mikko", "self") == {"conflict"}


def test_a_sentence_of_the_observers_own_part_is_still_the_observers(lex):
    assert kinds(lex, "Ana's nose is bleeding.", "Ana", "self") == {"injury"}


def test_a_person_owned_is_not_a_part(lex):
    # the owner's sister is someone else: her ailment is hers, not the observer's
    text = "Ana and Tom got soaked on the walk, Ana's sister has a fever now."
    assert "illness" not in kinds(lex, text, "Ana", "self"), text
