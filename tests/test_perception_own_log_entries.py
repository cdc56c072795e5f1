"""The observer's own log or diary entry, quoted after their name and a colon, is their account.

"Log entry — Yerlan: “Ate the last ration bar… tastes like cardboard.”" is Yerlan eating, not
a report of it (r68-150, r69-150): a quote right after "<observer>:" that opens the text or
follows a dash, a bar or a sentence end is the observer's own words, as unquoted speech of the
observer already is (perception._own_entries). Controls: someone else's entry stays a report,
the observer as a listener before the colon ("says to Sister Moss: '...'"), plans in the entry.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

from engine.perception import perceive

OBSERVER = "Yerlan"


HEADERS = ["Log entry — ", "Farm diary — ", "Journal – ", "Ship's log | ", ""]
QUOTES = [("“", "”"), ('"', '"'), ("'", "'")]
ENTRIES = [("Ate the last ration bar… tastes like cardboard.", "eat"),
           ("I ate the last of the bread.", "eat"),
           ("Slept nine hours straight.", "sleep"),
           ("Drank a litre of water after the climb.", "drink"),
           ("I spent the whole shift logging samples in the lab.", "work")]


def test_the_observers_own_entry_is_actual(lex):
    wrong = {}
    for header, (op, cl), (entry, kind) in itertools.product(HEADERS, QUOTES, ENTRIES):
        text = f"{header}{OBSERVER}: {op}{entry}{cl}"
        if actual_kinds(lex, text, OBSERVER) != {kind}:
            wrong[text] = actual_kinds(lex, text, OBSERVER)
    assert wrong == {}


def test_someone_elses_entry_is_not_the_observers(lex):
    for header, (op, cl), (entry, _) in itertools.product(HEADERS, QUOTES, ENTRIES):
        text = f"{header}Gulnara: {op}{entry}{cl}"
        assert actual_kinds(lex, text, OBSERVER) == set(), text


def test_others_inside_the_entry_stay_theirs(lex):
    text = "Farm diary — Yerlan: “Ate the last of the kurt… the kids ate the rest.”"
    events = perceive(text, lex, observer=OBSERVER)
    assert sorted((e.kind, e.subject, e.mode) for e in events) == [
        ("eat", "other", "actual"), ("eat", "self", "actual")]


def test_the_observer_as_listener_before_the_colon_hears_a_report(lex):
    for text in ["The chaplain says to Yerlan: 'I had a huge lunch.'",
                 "Mum writes to Yerlan: “I slept all afternoon.”"]:
        assert ("eat" not in actual_kinds(lex, text, OBSERVER)
                and "sleep" not in actual_kinds(lex, text, OBSERVER)), text


def test_a_plan_in_the_entry_is_still_a_plan(lex):
    for text in ["Log entry — Yerlan: “Will eat the last ration bar tomorrow.”",
                 "Yerlan: “I'm going to sleep after the next watch.”"]:
        assert actual_kinds(lex, text, OBSERVER) == set(), text
