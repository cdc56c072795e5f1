"""A rider or a fare driven, dropped, carried, ferried, shuttled or inched along is a driver's job.

Session 36, round fresh190 (Lagos ride-hailing drivers): "Chinedu is driving a passenger from
Ikeja to Victoria Island" and "Damilola drops her last passenger at Obalende" had been nothing:
only "picks up a passenger" and the plural after a served frame were read. Work verbs with
their own fare objects (drive, shuttle, inch; drop, carry and ferry gain passenger and fare;
"drop her", "drop my" too, which the witness cue holds as one phrase) make them the job. A
position word between verb and fare (work's ``object_stops``: "drives past a passenger",
"drops into the passenger seat") and a compound's head after it (work's ``object_not_before``:
"the passenger seat", "the passenger door") leave it no object.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_fare_driven_or_dropped_is_work(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"work"}, text

    assert failing_cases(one_case, [
        ("Chinedu", "Chinedu is driving a passenger from Ikeja to Victoria Island."),
        ("Chinedu", "Chinedu drives his passenger to Lekki."),
        ("Damilola", "Damilola drops her last passenger at Obalende."),
        ("Damilola", "Damilola is dropping off a passenger at Yaba."),
        (None, "You carry your passenger to Ketu."),
        ("Ade", "Ade shuttles passengers to the airport all morning."),
        (None, "You inch a passenger through the go-slow."),
        ("Ade", "Ade drives the fare to Peckham."),
    ]) == []


def test_a_seat_a_thing_passed_or_a_child_dropped_is_no_fare(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Damilola", "Damilola drops into the passenger seat.", set()),
        ("Damilola", "Damilola drops his bag on the passenger seat.", set()),
        ("Damilola", "Damilola drives past a passenger at the stop.", set()),
        ("Damilola", "Damilola drives home with a passenger.", set()),
        ("Ade", "Ade talks to the passenger beside him.", {"socialize"}),
    ]) == []


def test_a_child_dropped_at_a_party_stays_theirs(lex) -> None:
    text = "Damilola drops her son at a birthday party."
    assert actual_kinds(lex, text, "Damilola") == set()
    assert other_kinds(lex, text, "Damilola") == {"socialize"}
