"""Danger classes from the wedding and cruise sets' first sight.

- Nets and costumes named for a hazard are things ("checking the hail-net frames").
- A place or an outing shut for the weather keeps people out of it: no threat to the one turned
  away ("reach the climbing wall but it's shut because of high winds").
- An order to shelter shouted at the observer makes the threat theirs ("'Get under cover, hail's
  coming in five minutes!' the manager bellows at you"), while one told of someone else is
  theirs ("her mother tells her on the phone that she had to take cover from the storm")."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Pilar"


@pytest.mark.parametrize("thing", ["the hail-net frames", "the hail nets", "the storm netting",
                                   "the hurricane costume"])
def test_a_thing_named_for_a_hazard_is_no_threat(lex, thing):
    assert "danger" not in actual_kinds(lex, f"Pilar is checking {thing} @ vineyard: block D",
                                        OBSERVER)


CLOSED = ["it's shut because of", "it is closed due to", "the trip is cancelled because of",
          "the tour is called off due to"]
WEATHER = ["high winds", "the gale", "the storm"]


def test_a_place_shut_for_the_weather_is_no_threat_to_the_one_turned_away(lex):
    cases = [f"Pilar reaches the climbing wall but {c} {w}, so she goes back inside."
             for c, w in itertools.product(CLOSED, WEATHER)]
    assert [text for text in cases if "danger" in actual_kinds(lex, text, OBSERVER)] == []


def test_a_storm_that_strikes_is_still_a_threat(lex):
    assert "danger" in actual_kinds(lex, "The storm tears the roof off Pilar's house.", OBSERVER)


@pytest.mark.parametrize("order", ["Get under cover", "Take shelter", "Take cover"])
@pytest.mark.parametrize("threat", ["hail's coming in five minutes", "the storm is here"])
def test_an_order_to_shelter_shouted_at_the_observer_is_their_threat(lex, order, threat):
    text = f"'{order}, {threat}!' the vineyard manager bellows across the lawn at you."
    assert "danger" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("verb", ["take cover", "take shelter"])
@pytest.mark.parametrize("teller", ["Pilar's mother in Lima", "Her brother in Manila"])
def test_a_shelter_told_of_someone_else_is_theirs(lex, verb, teller):
    text = f"{teller} tells her on the phone that she had to {verb} from the storm."
    assert "danger" not in actual_kinds(lex, text, OBSERVER)


def test_an_order_to_everyone_reaches_the_observer(lex):
    text = ("Over the tannoy the foreman says gas has been found in shaft two, where Pilar is "
            "working, and everyone must get out now.")
    assert "danger" in actual_kinds(lex, text, OBSERVER)
