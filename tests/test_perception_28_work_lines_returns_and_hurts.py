"""Session 28, round work (recall): a telling carried over a job's talk line (over, by or via a
radio, an intercom, a walkie or a headset) is the teller's work, not only no company ("'Box,
box,' Chloé tells Rafael over the radio"); a telling "on the radio" stays none, as a broadcast's
might be. Going back to a trade's thing is the job taken up again ("goes back to your
spectrometer"); going back to a book, a bed or a car is not. A hurt told inside a "while"
participle's clause leaves the task there the observer's work ("You nick your thumb while
dissecting a fish sample, the tiniest bead of blood")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_telling_over_a_work_line_is_the_tellers_work(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"work"}

    cases = [
        ("Chloé", "“Box, box, we’re pitting for inters,” Chloé tells Rafael over the radio; he "
                  "clicks twice to confirm."),
        ("Moana", "Moana tells the helmsman over the radio to bring her round."),
        ("Ines", "\"Rolling,\" Ines tells the crew over the walkies."),
        ("Ines", "Ines tells the grips over the walkie to hold the dolly."),
        ("Priya", "Priya tells the ward over the intercom that visiting hours are over."),
        ("Tove", "[14:02] Tove tells base over the radio that the lift is clear."),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_broadcast_a_phone_call_or_a_chat_over_a_radio_is_no_work(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    cases = [
        ("Olek", "Olek tells Tom about the song on the radio.", set()),
        ("Olek", "Olek tells his brother over the phone that he'll be late.", {"socialize"}),
        ("Olek", "Olek talks to the passing fishermen over the radio.", {"socialize"}),
        ("Olek", "Olek trades jokes over the CB.", {"socialize"}),
        ("Olek", "Olek listens to the radio.", set()),
        ("Olek", "Olek will tell the crew over the intercom at six.", set()),
    ]
    assert failing_cases(one_case, cases) == []


def test_someone_elses_telling_over_the_radio_is_not_the_listeners_work(lex):
    text = "The foreman tells Olek over the radio to stop the crane."
    assert actual_kinds(lex, text, "Olek") == set()


def test_going_back_to_a_trades_thing_is_work(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"work"}

    cases = [
        ("Kenji", "You wave away the pavlova Mateo offers, still full from lunch, and go back to "
                  "your spectrometer."),
        ("Kenji", "You go back to your spectrometer."),
        ("Kenji", "Kenji goes straight back to the centrifuge."),
        ("Ada", "Ada goes back to the loom after lunch."),
        ("Ada", "Ada hurries back to the wine press."),
        ("Tom", "Tom goes straight back to the fault log."),
        ("Tom", "I went back to the spectrometer."),
        ("Kenji", "Kenji sits down and goes back to the fault log."),
    ]
    assert failing_cases(one_case, cases) == []


def test_going_back_to_a_home_or_a_leisure_thing_or_only_meaning_to_is_no_work(lex) -> None:
    def one_case(observer, text):
        assert "work" not in actual_kinds(lex, text, observer)

    cases = [
        ("Tom", "Tom goes back to his novel."),
        ("Tom", "Tom goes back to bed."),
        ("Tom", "Tom goes back to the car."),
        ("Tom", "Tom goes back to the kitchen for more cake."),
        ("Tom", "Tom heads back to the hotel."),
        ("Tom", "Tom goes back to the pub."),
        ("Tom", "Tom wants to go back to the loom."),
        ("Tom", "Tom doesn't go back to the loom."),
    ]
    assert failing_cases(one_case, cases) == []


def test_someone_elses_return_to_the_loom_is_not_the_observers(lex):
    assert actual_kinds(lex, "Tom waits while his sister goes back to the loom.", "Tom") \
        == set()


@pytest.mark.parametrize(("observer", "text"), [
    ("Siobhán", "You nick your thumb with the scalpel while dissecting a fish sample, the "
                "tiniest bead of blood."),
    ("Rosa", "Rosa burns her wrist while pulling two hundred loaves from the oven, a red welt "
             "rising."),
    ("Ada", "Ada cuts her finger while splicing the warp threads, blood on the loom."),
    ("Ana", "Ana gashes her palm while gutting sixty mackerel, blood everywhere."),
])
def test_a_hurt_told_in_a_while_clause_leaves_its_task_work(lex, observer, text):
    assert actual_kinds(lex, text, observer) == {"injury", "work"}


@pytest.mark.parametrize(("observer", "text", "kinds"), [
    ("Ana", "Ana scrapes her knee while playing football in the park, blood on her sock.",
     {"injury", "exercise"}),
    ("Ana", "Ana cuts her thumb while peeling potatoes at home, blood on the board.",
     {"injury"}),
])
def test_a_hurt_while_at_play_or_a_home_chore_stays_no_work(lex, observer, text, kinds):
    assert actual_kinds(lex, text, observer) == kinds


def test_a_nurses_own_prick_while_suturing_is_her_work_and_the_blood_not_hers(lex):
    text = "Nurse Kemi pricks her finger while suturing a farmer's leg, a bead of blood."
    assert actual_kinds(lex, text, "Kemi") == {"injury", "work"}
    assert "work" not in other_kinds(lex, text, "Kemi")
