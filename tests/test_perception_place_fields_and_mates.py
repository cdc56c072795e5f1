"""A person word inside a record's or a status line's place field names a place, not someone
there ("t=08:15 agent=Putu loc=crew_mess action=eat(...)", "@ staff room"), so it never takes the
observer's action; an owner keeps his "'s" ("@ Tom's flat"). And the hyphenated "-mate" words are
people like their closed forms ("his cabin-mate is on a video call": the cabin-mate's call)."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Putu"


PLACES = ["crew_mess", "staff_room", "guest_lounge", "nurses_station", "crew mess"]
ACTIONS = {"eat('nasi goreng', 1 plate)": "eat", "drink(tea)": "drink", "sleep(8h)": "sleep"}


def test_a_person_word_in_a_records_place_field_is_no_one(lex):
    cases = [(f"t=08:15 agent=Putu loc={p} action={a} result=ok", k)
             for p, (a, k) in itertools.product(PLACES, ACTIONS.items())]
    assert [text for text, kind in cases if kind not in actual_kinds(lex, text, OBSERVER)] == []


def test_someone_elses_record_stays_theirs(lex):
    assert actual_kinds(lex, "t=08:15 agent=Tom loc=crew_mess action=eat('nasi goreng') result=ok",
                        OBSERVER) \
        == set()


@pytest.mark.parametrize("place", ["staff room", "crew mess", "guest lounge: corner table"])
def test_a_person_word_in_a_status_lines_place_is_no_one(lex, place):
    assert actual_kinds(lex, f"Putu is eating a sandwich @ {place}", OBSERVER) == {"eat"}


@pytest.mark.parametrize("mate", ["cabin-mate", "cell-mate", "tent-mate", "dorm-mate",
                                  "crew-mate", "desk-mate"])
def test_a_hyphenated_mate_is_someone_else(lex, mate):
    text = f"Putu lies down in his bunk @ deck 3: cabin 2114; his {mate} is on a video call home."
    assert "socialize" not in actual_kinds(lex, text, OBSERVER)
