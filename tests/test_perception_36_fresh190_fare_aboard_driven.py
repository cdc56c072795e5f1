"""One who drives with a passenger aboard, named in the sentence or the one before, drives a
fare: the job.

Session 36, round fresh190 (Lagos ride-hailing drivers): "Your passenger insists she isn't
sick, only tired, and sleeps the whole way to Ikorodu while you drive", "his passengers want to
go on to a party in Ikoyi, so he keeps driving" and "I'm still in go-slow at Berger with a
passenger" had been no work. ``perception._fares_driven`` reads a form of the vocabulary's
``fare_drive_verbs`` told as a verb, a ``fare_drop_verbs`` verb with a pronoun and a particle or
a place ("when you drop her at Ikoyi"), and "with" a fare in a sentence of a road's hold-up
(``fare_jams``). Whose driving it is stays the subject rule's ("while her brother drives
them"); a passenger seat, a fellow passenger and one said to be a passenger are no fare.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_drive_with_a_fare_aboard_is_work(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Funmi", "Your passenger insists she isn't sick, only tired, and sleeps the whole way "
                  "to Ikorodu while you drive.", {"work"}),
        ("Ayo", "Ayo wants to go home, but his passengers want to go on to a party in Ikoyi, "
                "so he keeps driving.", {"work"}),
        ("Chidi", "Your passenger describes the checkpoint. You nod along as you drive him to "
                  "the airport.", {"socialize", "work"}),
        ("Uche", "Your passenger hands you a meat pie as thanks when you drop her at Ikoyi.",
         {"work"}),
        ("Uche", "I'm still in go-slow at Berger with a passenger.", {"work"}),
        ("Yetunde", "Right now I'm sitting in traffic at Kara with a passenger asleep in the "
                    "back.", {"work"}),
    ]) == []


def test_a_seat_a_fellow_or_someone_elses_drive_is_no_fare(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Adaeze", "Adaeze sips a smoothie in the passenger seat while her brother drives them "
                   "to the airport.", {"drink"}),
        ("Priya", "Your father is coughing in the passenger seat; you keep driving north.",
         set()),
        ("Funmi", "You drive your mum to the airport; she's a nervous passenger.", set()),
        ("Funmi", "Funmi's fellow passengers doze as she drives.", set()),
        ("Funmi", "Your passenger drops her phone.", set()),
        ("Uche", "Uche sits on the bus in traffic; a passenger beside him snores.", set()),
        ("Ravi", "Ravi drives home with a bag of samosas on the passenger seat.", set()),
    ]) == []


def test_a_fare_refused_is_denied(lex) -> None:
    text = "Funmi won't drive passengers after dark."
    assert actual_kinds(lex, text, "Funmi") == set()
    assert other_kinds(lex, text, "Funmi") == {"work"}
