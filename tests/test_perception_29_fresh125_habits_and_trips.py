"""Session 29 (fresh125): a pen chewed or a thing "moth-eaten" is no food; a purpose after a
trip in progress with "going" lies ahead ("is going straight to his trailer to sleep")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_chewed_pen_or_a_moth_eaten_thing_is_no_food(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ann") == kinds

    cases = [
        ("Ann wears a moth-eaten jumper.", set()),
        ("Ann folds the moth eaten blanket.", set()),
        ("Ann buys a rust-eaten old van.", set()),
        ("Ann chews her pen in the meeting.", set()),
        ("Ann is chewing the pencil and staring at the page.", set()),
        ("Ann chews on his pen.", set()),
        ("Ann chews her pen, then eats a sandwich.", {"eat"}),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text, kind", [
    ("Ann insists that after this take she is going straight to her trailer to sleep.", "sleep"),
    ("Ann is going to her room to sleep.", "sleep"),
    ("Ann is going home to sleep.", "sleep"),
    ("Ann is going back to her tent to rest.", "rest"),
    ("Ann is going down to the canteen to eat.", "eat"),
])
def test_a_purpose_after_going_somewhere_lies_ahead(lex, text, kind):
    assert kind not in actual_kinds(lex, text, "Ann")
    assert kind in other_kinds(lex, text, "Ann")


def test_going_somewhere_then_doing_it_is_done(lex):
    assert actual_kinds(lex, "Ann is going to the kitchen and eats a sandwich.", "Ann") == {"eat"}


@pytest.mark.parametrize("text, kinds", [
    ("Ann, feet up on a costume trunk with a magazine, plans her Sunday: a long lie.", {"rest"}),
    ("Ann, feet up, reads a magazine.", {"rest"}),
    ("Ann, feet up on the sofa, watches the rain.", {"rest"}),
    ("Ann, sleep now, says her mother.", set()),
    ("Ann, eat something, you look pale.", set()),
    ("Ann, rest here, Tom says.", set()),
])
def test_a_phrase_between_the_name_and_its_verb_is_no_command(lex, text, kinds):
    assert actual_kinds(lex, text, "Ann") == kinds


@pytest.mark.parametrize("text, kinds", [
    ("You wake in the castle's gatehouse bunk room at 4:40, frost on the inside of the window, "
     "after five solid hours.", {"sleep"}),
    ("You wake in the tent at dawn, rain drumming on the flysheet overhead, after nine straight "
     "hours.", {"sleep"}),
    ("You wake on the ferry's bench at six, your coat balled under your head, after a solid "
     "four hours.", {"sleep"}),
    ("You wake at six, shower and drive to the depot, after three hours of traffic.", set()),
    ("You wake at six in the barracks room, grab your kit, then leave, after two hours.", set()),
])
def test_a_sleep_length_after_a_verbless_aside_is_the_sleep_woken_from(lex, text, kinds):
    assert actual_kinds(lex, text) == kinds


def test_slush_stood_or_waded_in_is_no_drink(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text) == kinds

    cases = [
        ("You shovel down a bowl of stovies standing in the slush behind the honeywagon.", {"eat"}),
        ("You wolf down a pie, ankle-deep in slush.", {"eat"}),
        ("You gulp down a burger while wading through the slush.", {"eat"}),
        ("You drink a cherry slush at the fair.", {"drink"}),
        ("You slurp a blue slush through a straw.", {"drink"}),
    ]
    assert failing_cases(one_case, cases) == []
