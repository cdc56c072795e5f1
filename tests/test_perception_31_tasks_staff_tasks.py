"""Staff tasks at a workplace are work (session 31, round tasks).

* A brigade's station by its name held, returned to or worked at is the cook's post ("is on the
  grill station", "is back on the cold station", "plates her turbot at the fish station");
  "at" a counter a guest is served at (a pastry or a carving station) and a station alone (a
  train's, a fire crew's) stay none.
* A radio watch kept is a post ("is on radio watch", "keeps a listening watch").
* A venue's or a plant's kit restarted, reset or rebooted is a staff task ("restarts the
  ticket printer", "resetting the fire-alarm panel"); a home's router or laptop and a race
  restarted stay none.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Ana"


def test_a_kitchen_station_held_or_worked_at_is_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) == {"work"}

    cases = [f"Ana is on the {s} station tonight." for s in
             ["fish", "cold", "grill", "pastry", "dessert", "garnish", "larder", "sauce"]]
    cases += [f"Ana is back on the {s} station." for s in ["cold", "fish", "sauce", "pastry"]]
    cases += [f"Ana picks chervil at the {s} station." for s in
              ["garde-manger", "fish", "sauce", "larder", "garnish", "cold"]]
    cases += ["The critic dines alone at table 4 while Ana plates her turbot at the fish "
              "station.", "Ana is on garde-manger tonight."]
    assert failing_cases(one_case, cases) == []


def test_a_counter_or_a_station_a_guest_uses_is_none(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, OBSERVER) == kinds

    cases = [("Ana grabs a croissant at the pastry station.", {"eat"}),
             ("Ana waits at the fire station.", set()),
             ("Ana waits at the bus station.", set()),
             ("Ana queues at the carving station.", set())]
    assert failing_cases(one_case, cases) == []


def test_the_station_is_the_other_cooks_when_they_hold_it(lex) -> None:
    text = "Ana eats a croissant while Kenji is on the fish station."
    assert actual_kinds(lex, text, OBSERVER) == {"eat"}
    assert other_kinds(lex, text, OBSERVER) == {"work"}


def test_a_radio_watch_kept_is_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) == {"work"}

    cases = ["Ana is on radio watch.", "Ana is on radio watch at the harbour office.",
             "Ana keeps a listening watch on channel 16.", "Ana is on VHF watch all night.",
             "Ana keeps a radio watch until the boats are in."]
    assert failing_cases(one_case, cases) == []


def test_staff_kit_restarted_or_reset_is_work(lex) -> None:
    def one_case(verb, kit):
        assert actual_kinds(lex, f"Ana {verb} the {kit}.", OBSERVER) == {"work"}

    cases = list(itertools.product(
        ["restarts", "resets", "reboots", "is restarting"],
        ["ticket printer", "receipt printer", "card machine", "fire-alarm panel", "till"]))
    cases += [("was stuck at school resetting", "fire-alarm panel")]
    assert failing_cases(one_case, cases) == []


def test_a_home_device_or_a_game_restarted_is_none(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) == set()

    cases = ["Ana reboots the router.", "Ana restarts her laptop.", "Ana resets her phone.",
             "Ana restarts the film from the beginning.", "Ana pays at the till.",
             "Ana pays with the card machine."]
    assert failing_cases(one_case, cases) == []
