"""An illness or a sleep of other people named beside the observer is theirs (session 31,
round fresh137; these were leaks).

* Part of a class, a school, an office or a ward with "of" ("half of class 2-4 is out with the
  flu", "most of the school is off with a cold") is other people, as "half the class" was.
* Office people by their trade ("a salaryman fast asleep against the window", "a businessman
  asleep") are someone else, as "a commuter" was.
* Absences counted by their cause ("separates the flu absences from the truants") are a
  clerk's records: no one ill (core.yaml ``illness`` ``not_before``).
* Controls: the observer's own flu, sleep and resting stay theirs.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Ana"


def test_part_of_a_class_or_school_ill_is_other_people(lex) -> None:
    def one_case(group, illness, tail):
        text = f"{group} is {illness}; Ana {tail}."
        assert actual_kinds(lex, text, OBSERVER) == {"work"}
        assert "illness" in other_kinds(lex, text, OBSERVER)

    cases = list(itertools.product(
        ["Half of class 2-4", "Half of class 3B", "Half of the class", "Half of the school",
         "Half of the office", "Half of the ward", "Most of the school", "Most of the ward"],
        ["out with the flu", "off with a cold", "down with a stomach bug"],
        ["teaches the rest", "copies notes from the board", "answers the phones alone"]))
    assert failing_cases(one_case, cases) == []


def test_an_office_worker_asleep_beside_the_observer_is_theirs(lex) -> None:
    def one_case(person, where):
        text = f"On the train Ana sits with her eyes closed next to {person} asleep {where}."
        assert actual_kinds(lex, text, OBSERVER) == {"rest"}
        assert "sleep" in other_kinds(lex, text, OBSERVER)

    cases = list(itertools.product(
        ["a salaryman", "a businessman", "a businesswoman", "a salaryman fast",
         "a businessman sound"],
        ["against the window", "on his briefcase", "with his mouth open"]))
    assert failing_cases(one_case, cases) == []


def test_absences_counted_by_illness_are_records(lex) -> None:
    def one_case(verb, illness):
        text = f"Ana {verb} the {illness} absences on the staffroom computer."
        assert "illness" not in actual_kinds(lex, text, OBSERVER)
        assert "illness" not in other_kinds(lex, text, OBSERVER)

    cases = list(itertools.product(
        ["updates", "counts", "enters", "separates", "logs"],
        ["flu", "cold", "sickness", "stomach bug"]))
    assert failing_cases(one_case, cases) == []


def test_controls_the_observers_own_flu_and_sleep(lex) -> None:
    assert actual_kinds(lex, "Ana is out with the flu.", OBSERVER) == {"illness"}
    assert actual_kinds(lex, "Ana is off sick with the flu.", OBSERVER) == {"illness"}
    assert actual_kinds(lex, "Ana falls fast asleep against the window.", OBSERVER) == {"sleep"}
    assert actual_kinds(lex, "Ana files the absences, sneezing; she has the flu.",
                        OBSERVER) >= {"illness"}
