"""A shout that orders its hearer away from a threat is a warning, not a quarrel.

"The chef yells at Ana to get out, the fryer's on fire" warns Ana: danger for her and no row.
A shout with a grievance ("shouts at you for being late") or an order with no threat named
("yells at him to get out of her kitchen") stays a quarrel, and someone else warned keeps the
danger theirs.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive

SHOUTERS = ["The chef", "The warden", "A steward", "The foreman"]
SHOUTS = ["yells at", "shouts at", "screams at", "bellows at"]
THREATS = ["the fryer's on fire", "the stand is collapsing",
           "the crane's load is swinging loose"]


def kinds(lex, text: str, observer: str = "Ana") -> set[tuple[str, str]]:
    return {(e.kind, e.subject) for e in perceive(text, lex, observer=observer)
            if not e.negated and e.mode == "actual"}


@pytest.mark.parametrize("shouter", SHOUTERS)
@pytest.mark.parametrize("shout", SHOUTS)
@pytest.mark.parametrize("target, order", [("Ana", "to get out"), ("you", "to move"),
                                           ("everyone", "to run"), ("you", "to get back")])
@pytest.mark.parametrize("threat", THREATS)
def test_an_order_shouted_with_a_threat_warns_the_one_shouted_at(lex, shouter, shout, target,
                                                                 order, threat):
    text = f"{shouter} {shout} {target} {order}, {threat}."
    got = actual_kinds(lex, text, "Ana")
    assert "danger" in got and "conflict" not in got


def test_someone_else_warned_keeps_the_danger_theirs(lex) -> None:
    def one_case(shouter, shout, target, threat):
        text = f"{shouter} {shout} {target} to get out, {threat}."
        got = kinds(lex, text)
        assert ("danger", "self") not in got and ("conflict", "other") not in got

    cases = list(itertools.product(SHOUTERS, SHOUTS, ["Tom", "Ana's son", "the kids"], THREATS))
    assert failing_cases(one_case, cases) == []


def test_an_order_to_shelter_is_no_quarrel(lex) -> None:
    def one_case(shout, order):
        assert "conflict" not in actual_kinds(lex, f"The warden {shout} you: {order}!", "Ana")

    cases = list(itertools.product(SHOUTS, ["get inside", "take cover", "get down"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("shout", SHOUTS)
def test_a_quoted_order_before_the_shout_is_no_quarrel(lex, shout):
    text = f"'Get inside, the ridge is coming down!' the warden {shout} you across the terrace."
    got = actual_kinds(lex, text, "Corin")
    assert "danger" in got and "conflict" not in got


@pytest.mark.parametrize("shout", SHOUTS)
@pytest.mark.parametrize("grievance", ["for being late", "for leaving the gate open",
                                       "about the mess in the van"])
def test_a_shout_with_a_grievance_stays_a_quarrel(lex, shout, grievance):
    assert "conflict" in actual_kinds(lex, f"The foreman {shout} you {grievance}.", "Ana")
    # a threat named after it does not take the grievance away
    text = f"The foreman {shout} you {grievance}, the crane's load is swinging loose."
    assert "conflict" in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("shout", SHOUTS)
@pytest.mark.parametrize("order", ["to get out of his kitchen", "to leave the office",
                                   "to go home"])
def test_an_order_with_no_threat_stays_a_quarrel(lex, shout, order):
    assert "conflict" in actual_kinds(lex, f"The chef {shout} Ana {order}.", "Ana")
