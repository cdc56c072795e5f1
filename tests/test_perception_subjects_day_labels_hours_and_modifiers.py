"""Words that name nobody: a shortened weekday as a log's date, an hour, a governed group.

- "Chalet diary, Tues: slept like a log" / "Diary, Wed: ate a whole pizza": the shortened day
  before the colon is the entry's date, not a speaker;
- "doesn't surface until three in the afternoon", "waits until two o'clock, then eats": a
  number told as an hour opens no clause of someone else's ("two in the back seat argue"
  still does);
- "after her first week on the night grooming crew, Zuzana ...": a group after a preposition,
  a determiner and two modifiers is the preposition's object, not the clause's subject;
  "while everyone else starts eating" after a place keeps everyone else the subject.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def others(lex, text: str, observer: str = "Delphine") -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "other" and not e.negated}


DAYS = ["Mon", "Tue", "Tues", "Wed", "Weds", "Thu", "Thurs", "Fri"]
ENTRIES = [("slept like a log last night", "sleep"), ("ate a whole pizza", "eat"),
           ("drank far too much coffee", "drink")]


def test_shortened_day_is_a_date(lex) -> None:
    def one_case(day, entry):
        text, kind = entry
        assert kind in actual_kinds(lex, f"Chalet diary, {day}: {text}.", "Delphine")

    cases = list(itertools.product(DAYS, ENTRIES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("entry", ENTRIES)
def test_named_speaker_keeps_the_entry(lex, entry):
    text, kind = entry
    assert kind not in actual_kinds(lex, f"Chalet diary, Tom: {text}.", "Delphine")


@pytest.mark.parametrize("hour,act", list(itertools.product(
    ["three in the afternoon", "two o'clock", "ten in the morning", "eleven at night"],
    [("then eats", "eat"), ("then sleeps for an hour", "sleep")])))
def test_hour_is_nobody(lex, hour, act):
    text, kind = act
    assert kind in actual_kinds(lex, f"Delphine waits until {hour}, {text}.", "Delphine")


def test_counted_group_after_a_subordinator_still_acts(lex):
    text = "Delphine dozes while two in the back seat argue."
    assert "conflict" in others(lex, text)
    assert "conflict" not in actual_kinds(lex, text, "Delphine")


@pytest.mark.parametrize("group,fragment", list(itertools.product(
    ["the night grooming crew", "the early kitchen shift", "the new ski patrol"],
    ["fourteen hours of sleep", "ten hours of sleep"])))
def test_group_with_two_modifiers_after_preposition_is_governed(lex, group, fragment):
    text = (f"After her first week on {group}, Delphine doesn't surface until three in the "
            f"afternoon — {fragment}.")
    assert "sleep" in actual_kinds(lex, text, "Delphine")


def test_everyone_else_after_a_place_stays_the_subject(lex):
    text = ("Delphine has asked the kitchen for a gluten-free lunch and waits at the end of "
            "the counter while everyone else starts eating.")
    assert "eat" not in actual_kinds(lex, text, "Delphine")
