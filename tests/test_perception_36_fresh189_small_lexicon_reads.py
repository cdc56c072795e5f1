"""Small lexicon reads from set 189 (session 36, round fresh189: a Montreal hospital emergency
department at night): a cigarette stepped out for is no smoke threat ("out for a smoke", "a
quick smoke"), and a work word before a seat names the seat ("the triage chair"). Controls:
smoke smelled or pouring stays a threat; triage worked stays work.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_cigarette_stepped_out_for_is_no_threat(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Maude") == set(), text

    cases = ["Maude, out for a smoke by the ambulance bay, watches two paramedics hose the "
             "slush off their stretcher.",
             "Maude is out for a smoke by the ambulance bay.",
             "Maude steps outside for a quick smoke.",
             "Maude bums a smoke off the porter."]
    assert failing_cases(one_case, cases) == []


def test_a_work_word_before_a_seat_names_the_seat(lex) -> None:
    assert actual_kinds(lex, "From the triage chair you watch the man ahead of you vomit into "
                        "a kidney basin.", "Gabriel") == set()


def test_controls_smoke_and_triage_stay(lex) -> None:
    assert actual_kinds(lex, "Maude smells smoke from the kitchen.", "Maude") == {"danger"}
    assert actual_kinds(lex, "Thick smoke pours from the ward.", "Maude") == {"danger"}
    assert actual_kinds(lex, "Gabriel is on triage tonight.", "Gabriel") == {"work"}
    assert actual_kinds(lex, "I handled the complaints queue on my own today.", "Dev") \
        == {"work"}


def test_a_handover_attended_is_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Catherine") == {"work"}, text

    cases = ["At morning handover Catherine learns that the night resident was punched by a "
             "patient at 2 a.m. and went home with a split lip.",
             "At handover Catherine hears that bed 4 was moved upstairs."]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "Catherine eats a croissant after handover.", "Catherine") \
        == {"eat"}


def test_dates_by_their_vessel_are_food(lex) -> None:
    assert actual_kinds(lex, "Noémie and Hugo split a box of dates and a thermos of mint tea in "
                        "the break room, laughing about their first nights on the unit.",
                        "Noémie") == {"eat", "drink", "socialize"}
    assert actual_kinds(lex, "Noémie writes the dates in her diary.", "Noémie") == set()


def test_an_app_refreshed_while_waiting_is_no_task(lex) -> None:
    assert actual_kinds(lex, "Nadia has ordered a pizza to the Emergency entrance and keeps "
                        "refreshing the delivery app @ ER: ambulance entrance", "Nadia") == set()
    assert actual_kinds(lex, "Nadia is refreshing the bed board @ ER: nursing station",
                        "Nadia") == {"work"}
