"""Session 25, round social: company and conflict the engine missed (recall).

Four classes, each told by the labelled sets and missed before:

- a blow or a bar-room weapon swung or hurled at someone is a fight with them as well as a
  danger ("a drunk man swings a bottle at Teo"): conflict shares danger's object phrases, so a
  tool swung at a thing ("swings the axe at the log") stays none;
- a person who lunges at someone is a fight with them ("the defendant's brother lunges at
  Tobias"); a beast that lunges is a danger only, and a lunge at a ball names no one;
- an insult called by a customer is a row: "customer calls" alone is no call-centre term, since
  the plural is the verb as often ("the customer calls Jon an idiot"); calls handled keep it;
- a share of a group after "with" is still the partner ("eats her lunch with the rest of the
  crew"), an audience sat among is bystanders; and "they" read as the observer's pair shares a
  meal or a drink with them ("... and they pour each other tea"), while a plan agreed by "they"
  is no pastime ("they agree to rerun the assay").
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_blow_or_an_insult_aimed_at_the_observer_is_a_fight(lex) -> None:
    def one_case(text, observer):
        assert "conflict" in actual_kinds(lex, text, observer)

    cases = [
        ("A drunk man swings a bottle at Teo on the night bus; Teo ducks.", "Teo"),
        ("A man hurls a chair at you across the bar.", None),
        ("A drunk guest flings a pint glass at Teo.", "Teo"),
        ("The defendant's brother lunges at Tobias in the corridor, shouting.", "Tobias"),
        ("A drunk lunges at you across the bar.", None),
        ("The customer calls Jon an idiot in front of the queue.", "Jon"),
        ("A customer calls Jon a liar and walks off.", "Jon"),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_weapon_swung_at_the_observer_stays_danger_too(lex):
    kinds = actual_kinds(lex, "A drunk man swings a bottle at Teo; Teo ducks.", "Teo")
    assert {"danger", "conflict"} <= kinds


def test_a_swing_at_a_thing_or_a_beasts_lunge_is_no_fight(lex) -> None:
    def one_case(text, observer):
        assert "conflict" not in actual_kinds(lex, text, observer)

    cases = [
        ("Teo swings the axe at the log.", "Teo"),
        ("Teo swings a bat at the ball.", "Teo"),
        ("A dog lunges at Tobias in the park.", "Tobias"),
        ("A rottweiler lunges at Tobias.", "Tobias"),
        ("The keeper lunges at the ball.", "Tobias"),
        ("Tobias lunges at the ball.", "Tobias"),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_beasts_lunge_stays_a_danger(lex):
    assert "danger" in actual_kinds(lex, "A rottweiler lunges at Tobias.", "Tobias")


@pytest.mark.parametrize("text", [
    "Ana handles customer calls all morning.",
    "Ana fields customer calls for the bank.",
    "Ana is on customer calls all day @ call centre",
])
def test_customer_calls_handled_stay_work(lex, text):
    assert "work" in actual_kinds(lex, text, "Ana")


def test_company_told_through_a_group_share_or_they(lex) -> None:
    def one_case(text):
        assert "socialize" in actual_kinds(lex, text, "Ana" if "Ana" in text else "Saraa")

    cases = [
        "Ana eats her lunch with the rest of the crew on the tailgate.",
        "Ana eats lunch with all of her cousins.",
        "Ana has supper with a bunch of friends.",
        "Ana eats lunch with one of her cousins.",
        "Saraa nods when her uncle names his price, and they pour each other tea.",
        "Ana and her uncle argued; later they shared a beer.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana eats lunch with the rest of the soup.",
    "Ana sits in the dark with the rest of the audience.",
    "Ana and her supervisor disagree about the data, but it stays calm, and they agree to "
    "rerun the assay.",
    "Ana's brothers pour each other tea in the kitchen.",
])
def test_no_company_from_a_thing_an_audience_or_a_plan(lex, text):
    assert "socialize" not in actual_kinds(lex, text, "Ana")


def test_others_pouring_for_each_other_stay_theirs(lex):
    text = "The two old men pour each other tea while Ana sweeps."
    assert "drink" in other_kinds(lex, text, "Ana")
    assert "socialize" not in actual_kinds(lex, text, "Ana")
