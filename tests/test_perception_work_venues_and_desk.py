"""Session 9: front-of-house work at a venue and office work told loosely.

- A theatre's or a stadium's balcony, foyer or bar (``status_activity.venues``) is no home or
  public space: "Itzel is showing latecomers to their seats @ Teatro Juárez: balcony" is work.
- Showing the public to their seats or tables, ushering them, tearing tickets and handing out
  programmes are front-of-house work in a sentence too.
- Office work caught up on ("catching up on email") is work; the exception "catch up on" still
  hides the news, sleep and friends.
- A help desk's tickets (``frames.trade_things``) are work even at home (remote work), where a
  ticket alone is a household's or a traveller's."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

VENUES = ["Teatro Juárez", "Royal Opera House", "Riverside Stadium", "the Playhouse",
          "Usher Hall concert hall", "O2 Arena"]
VENUE_PARTS = ["balcony", "foyer", "lobby", "terrace", "dress circle", "box office"]
FRONT_OF_HOUSE = ["showing latecomers to their seats", "checking tickets",
                  "handing out programmes", "ushering guests to their seats",
                  "restocking the bar fridge"]


def test_a_task_in_a_venues_balcony_or_foyer_is_work(lex) -> None:
    def one_case(venue, part, task):
        assert actual_kinds(lex, f"Itzel is {task} @ {venue}: {part}", "Itzel") == {"work"}

    cases = list(product(VENUES, VENUE_PARTS, FRONT_OF_HOUSE))
    assert failing_cases(one_case, cases) == []


def test_a_home_or_public_places_balcony_still_rules_work_out(lex) -> None:
    """Negative controls: no venue named, the home or public word rules the activity out."""
    def one_case(home, task):
        assert "work" not in actual_kinds(lex, f"Itzel is {task} @ {home}", "Itzel")

    cases = list(product(
        ["home: balcony", "Itzel's flat: balcony", "Seaview Apartments: balcony",
         "city park: terrace", "hotel: lobby"], ["repotting the geraniums", "checking tickets"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("leisure", ["watching the opera", "sipping a gin and tonic",
                                     "chatting with her sister", "waiting for the interval"])
def test_a_spectators_leisure_at_a_venue_is_no_work(lex, leisure):
    """Negative controls: a venue licenses its place, not a leisure verb."""
    for venue, part in product(VENUES[:3], VENUE_PARTS[:3]):
        assert "work" not in actual_kinds(lex, f"Itzel is {leisure} @ {venue}: {part}", "Itzel")


SUBJECTS = [("Itzel", "Itzel", "their"), ("You", None, "their"), ("I", None, "their")]
USHERING = ["{s} {v} latecomers to their seats.", "{s} {v} the latecomers to their seats.",
            "{s} {v} the diners to their table.", "{s} {v} the guests to their seats."]


def test_showing_the_public_to_their_seats_is_work(lex) -> None:
    def one_case(subject, shape, tense):
        name, observer, _ = subject
        verb = tense if name == "Itzel" or tense != "shows" else "show"
        text = shape.format(s=name, v=verb)
        assert actual_kinds(lex, text, observer or "Itzel") == {"work"}

    cases = list(product(SUBJECTS, USHERING, ["shows", "showed", "show"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Itzel ushers the latecomers into the back row.",
    "Itzel ushers guests to their seats before the overture.",
    "Itzel tears tickets at the door of the Palace.",
    "Itzel hands out programmes in the foyer.",
    "You tear the tickets and hand out the programmes.",
])
def test_ushers_tasks_are_work(lex, text):
    assert actual_kinds(lex, text, "Itzel") == {"work"}


@pytest.mark.parametrize("text", [
    "An usher shows Itzel to her seat.",
    "Itzel is shown to her seat by an usher.",
    "Itzel shows her ticket at the door.",
    "Itzel finds her seat in the balcony.",
    "Itzel shows her sister the photos from the wedding.",
])
def test_a_spectator_shown_to_a_seat_does_no_work(lex, text):
    """Negative controls: the spectator's side of ushering."""
    assert "work" not in actual_kinds(lex, text, "Itzel")


CATCH_UP_OBJECTS = ["email", "emails", "his email", "her emails", "correspondence",
                    "the backlog", "their inbox", "the accounts"]


def test_catching_up_on_office_work_is_work(lex) -> None:
    def one_case(subject, obj, frame):
        verb = "catches" if subject == "Benedikt" else "catch"
        text = frame.format(s=subject, v=verb, o=obj)
        assert actual_kinds(lex, text, "Benedikt") == {"work"}

    cases = list(product(
        ["Benedikt", "You", "I"], CATCH_UP_OBJECTS,
        ["{s} {v} up on {o}.", "Back at the desk, {s} {v} up on {o}."]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Benedikt catches up on the news with his sister.",
    "Benedikt catches up on his favourite series.",
    "Benedikt catches up on the gossip over coffee.",
    "Benedikt catches up on the football scores.",
])
def test_catching_up_on_news_or_leisure_is_no_work(lex, text):
    """Negative controls: the exception still hides what is not work."""
    assert "work" not in actual_kinds(lex, text, "Benedikt")


TICKETS = ["support tickets", "help-desk tickets", "helpdesk tickets", "customer tickets",
           "service desk tickets"]
HOMES = ["@ home: kitchen table", "@ Oona's flat: living room", "at the kitchen table"]


def test_help_desk_tickets_are_work_at_home_too(lex) -> None:
    def one_case(tickets, home, verb):
        text = f"Oona is {verb} {tickets} {home}"
        assert actual_kinds(lex, text, "Oona") == {"work"}

    cases = list(product(TICKETS, HOMES, ["answering", "resolving",
                                                           "dealing with"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Oona is sorting the tickets for the school play @ home: kitchen table",
    "Oona checks her train tickets at the kitchen table.",
    "Oona is answering her post @ home: kitchen table",
    "Oona raises a support ticket about her broken laptop.",
])
def test_a_households_tickets_are_no_work(lex, text):
    """Negative controls: a ticket alone at home is a household's; raising a ticket is a
    customer's."""
    assert "work" not in actual_kinds(lex, text, "Oona")
