"""Company that lies at the end of a trip is ahead, not now: a ride named by its vehicle
("on the chicken bus to San Marcos to meet Anahí for breakfast", "on the maglev out to
Sector 9 to meet Yerlan") or a distance still to cover ("three hours from the reunion") puts
the purpose after it in the future. Company on the trip itself, or after "and" on arrival,
is still now."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Dagny"


def socialized(lex, text: str) -> bool:
    return any(e.kind == "socialize" for e in perceive(text, lex, observer=OBSERVER)
               if e.is_actual_self)


RIDES = ["on the bus to", "on the night bus to", "on the chicken bus to", "on the maglev out to",
         "on the shuttle to", "on the early ferry to", "on the tram to", "on the minibus to"]
SUBJECTS = ["You're", "Dagny is", "I'm"]
PURPOSES = ["to meet Yerlan for noodles", "to visit her gran", "to meet her sister for lunch",
            "for the reunion"]


def test_company_at_the_end_of_a_ride_is_ahead(lex):
    cases = [f"{s} {r} the harbour {p}." for s, r, p in itertools.product(SUBJECTS, RIDES,
                                                                          PURPOSES)]
    assert len(cases) == 96
    assert [c for c in cases if socialized(lex, c)] == []


@pytest.mark.parametrize("text", [
    "You're stuck in traffic on the M5, three hours from the reunion and the barbecue.",
    "Dagny is still two hours from the party.",
    "Dagny is twenty minutes from the reunion, stuck at the lights.",
])
def test_company_still_a_distance_away_is_ahead(lex, text):
    assert not socialized(lex, text)


@pytest.mark.parametrize("text", [
    # company on the ride itself, and company on arrival, are now
    "Dagny is on the bus to town, chatting with her sister.",
    "Dagny takes the bus to the harbour and meets Yerlan for noodles.",
    "Dagny is on the ferry to the island with her friends, playing cards.",
    "Dagny chats with Yerlan on the bus.",
    "Dagny meets Yerlan for noodles.",
])
def test_company_on_the_ride_or_on_arrival_is_now(lex, text):
    assert socialized(lex, text)
