"""Eat, drink, exercise and rest told apart from what only handles, names or idles the words
(session 26, round body): a drink carried, fetched, handed out, mixed or poured is handled for
others ("carries a tray of drinks to table six"); a portion grabbed for someone else is theirs
("grabs a coffee for Tom"); a break from a pastime or a course of study is a long pause ("is
taking a break from social media"); the seat where the verb's person object sits or is watched
is theirs ("watches her husband nap on the sofa"); "rest" with an owned thing that is no body
part sets it down ("rests her bike against the fence"); gear bought, carried or worked on is
no sport ("buys a second-hand skateboard", "skis on his shoulder"); "drunk" after an article
is a drunk person; idioms (humble pie, rest easy, basking in praise, stretching the truth)
name no meal, rest or workout. The plain acts stay: "has drinks with Tom", "rests her sore
legs", "takes a big bite of the frybread", "tips back a glass of ayran", "is on break"."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_drink_carried_or_handed_out_is_no_drink(lex) -> None:
    def one_case(text):
        assert "drink" not in actual_kinds(lex, text, "Mei")

    cases = [
        "Mei carries a tray of drinks to table six.",
        "Mei carries a drink to Tom.",
        "Mei brings drinks to the table.",
        "Mei hands out drinks to the guests.",
        "Mei fetches drinks for everyone.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Mei has drinks with Tom.",
    "Mei grabs a drink.",
    "Mei pours herself a drink.",
    "Mei brings drinks and drinks one herself.",
])
def test_a_drink_had_stays_a_drink(lex, text):
    assert "drink" in actual_kinds(lex, text, "Mei")


@pytest.mark.parametrize(("text", "kind"), [
    ("Ana grabs a bite for her boss.", "eat"),
    ("Ana grabs a sandwich for her boss.", "eat"),
    ("Ana grabs a coffee for Tom.", "drink"),
])
def test_a_portion_grabbed_for_someone_else_is_theirs(lex, text, kind):
    assert kind not in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("text", [
    "Ana grabs a coffee for herself.",
    "Ana grabs a coffee for the road.",
])
def test_a_portion_grabbed_for_oneself_is_drunk(lex, text):
    assert actual_kinds(lex, text, "Ana") == {"drink"}


@pytest.mark.parametrize("text", [
    "Cara is taking a break from social media.",
    "Cara is on a break from university this year.",
    "Cara is taking a break from dating.",
    "Cara is on break from school.",
])
def test_a_break_from_a_pastime_or_study_is_no_rest(lex, text):
    assert actual_kinds(lex, text, "Cara") == set()


def test_a_break_from_the_task_in_hand_rests(lex):
    assert actual_kinds(lex, "Cara takes a break from the spreadsheets.", "Cara") == {"rest"}


def test_being_on_break_without_an_article_rests(lex):
    assert actual_kinds(lex, "Pilar is on break @ warehouse: canteen", "Pilar") == {"rest"}


@pytest.mark.parametrize(("observer", "text"), [
    ("Pam", "Pam watches her husband nap on the sofa."),
    ("Ola", "You sit your son on the porch."),
    ("Cara", "Cara sits Tom on the bench."),
])
def test_the_seat_of_the_verbs_person_object_is_theirs(lex, observer, text):
    assert "rest" not in actual_kinds(lex, text, observer)


def test_watching_tv_on_the_sofa_still_rests(lex):
    assert actual_kinds(lex, "Cara watches TV on the sofa.", "Cara") == {"rest"}


@pytest.mark.parametrize("text", [
    "Pilar rests her bike against the fence.",
    "Pilar rests his phone on the table.",
    "Pilar rests her fork on the plate.",
])
def test_an_owned_thing_rested_is_set_down(lex, text):
    assert actual_kinds(lex, text, "Pilar") == set()


@pytest.mark.parametrize("text", [
    "Pilar rests her sore legs on a stool.",
    "Pilar rests his head against the window.",
    "Pilar rests her weary bones.",
])
def test_a_body_part_rested_rests(lex, text):
    assert actual_kinds(lex, text, "Pilar") == {"rest"}


@pytest.mark.parametrize(("observer", "text", "kinds"), [
    ("Aiyana", "You take a big bite of the frybread.", {"eat"}),
    ("Laila", "Laila tipped back a glass of ayran.", {"drink"}),
    ("Fenna", "Fenna went biking in the hills all morning.", {"exercise"}),
    ("Fenna", "Fenna is bicycling along the canal.", {"exercise"}),
])
def test_unusual_verbs_of_eating_drinking_and_riding(lex, observer, text, kinds):
    assert actual_kinds(lex, text, observer) == kinds


@pytest.mark.parametrize(("text", "kinds"), [
    ("Ana sits down to write the report.", {"work"}),
    ("Ana sits down to a plate of pasta.", {"eat"}),
])
def test_sitting_down_to_needs_its_meal(lex, text, kinds):
    assert actual_kinds(lex, text, "Ana") == kinds


def test_idioms_of_body_words_name_no_meal_rest_or_workout(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == set()

    cases = [
        "Ana eats humble pie and apologises.",
        "Ana is eating her heart out over the promotion.",
        "Ana can rest easy now the exam is over.",
        "Ana is basking in the praise from her boss.",
        "Ana stretches the truth a little.",
        "Ana stretches the dough thin for the strudel.",
        "Ana's eyes swim with tears.",
        "Ana tells him to give it a rest.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("observer", "text"), [
    ("Cusi", "Cusi buys a second-hand skateboard for his daughter's birthday."),
    ("Eitan", "Eitan waits for the gondola, skis on his shoulder."),
    ("Elin", "Elin tightens the binding plate on her ski."),
])
def test_sport_gear_bought_carried_or_mended_is_no_sport(lex, observer, text):
    assert "exercise" not in actual_kinds(lex, text, observer)


@pytest.mark.parametrize(("observer", "text"), [
    ("Yara", "Yara is eating rehydrated beef stew from a pouch."),
    ("Bongani", "Bongani feasts on roast squash and bread."),
])
def test_food_named_by_drink_words_is_only_eaten(lex, observer, text):
    assert actual_kinds(lex, text, observer) == {"eat"}


@pytest.mark.parametrize(("observer", "text"), [
    ("Consuela", "Consuela grips the bar as the chair swings over the drop."),
    ("Siddharth", "Siddharth plays carrom with his cousin, groaning over every shot."),
    ("Tobias", "Tobias is wrestling a drunk gate-crasher off the fence."),
])
def test_drink_words_that_name_no_drink(lex, observer, text):
    assert "drink" not in actual_kinds(lex, text, observer)


def test_being_drunk_is_still_drink(lex):
    assert actual_kinds(lex, "Tobias is drunk.", "Tobias") == {"drink"}


@pytest.mark.parametrize(("observer", "text"), [
    ("Ike", "I'm going for a run tonight."),
    ("Ike", "Ike is going for a run tonight."),
    ("Ike", "Ike: I'm going swimming tonight"),
])
def test_going_off_to_a_workout_tonight_is_ahead(lex, observer, text):
    assert actual_kinds(lex, text, observer) == set()


@pytest.mark.parametrize("text", [
    "Ike is going for a run.",
    "Ike went for a run tonight.",
])
def test_going_for_a_run_now_or_done_tonight_is_exercise(lex, text):
    assert actual_kinds(lex, text, "Ike") == {"exercise"}


@pytest.mark.parametrize("text", [
    "Min-jun: I just did 100 squats, Ji-woo",
    "[09:12] Jean-Luc: I ate a pizza",
])
def test_a_hyphenated_speakers_first_person_is_theirs(lex, text):
    assert actual_kinds(lex, text, "Ji-woo") == set()


@pytest.mark.parametrize(("text", "kinds"), [
    ("Ji-woo: I ate a pizza", {"eat"}),
    ("Check-in: ate a pizza", {"eat"}),
])
def test_the_observers_hyphenated_turn_and_a_hyphenated_label_stay_the_observers(lex, text,
                                                                                  kinds):
    assert actual_kinds(lex, text, "Ji-woo") == kinds
