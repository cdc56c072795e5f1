"""A status line whose verb takes the doer's own thing or body ("is buckling his boots", "is
filling his water bottle", "is spraying sun cream on her arms") is care of oneself, no job,
when its place part names no workplace or business and nobody is served: the same verb on
the job's things or people ("is checking her patients @ ward 3", "is restocking her stall @
market") stays work."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OWN = ["is buckling her boots", "is filling her water bottle", "is lacing her trainers",
       "is zipping up her jacket"]
PLACES = ["@ boot room: bench 3", "@ refill station 2", "@ Main Stage hill",
          "@ campsite: tent 4"]


def test_own_things_at_no_workplace_are_no_job(lex) -> None:
    def one_case(own, place):
        text = f"Ana {own} {place}"
        assert "work" not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(OWN, PLACES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana is checking her patients @ ward 3",
    "Ana is restocking her stall @ Canal Street market",
    "Ana is cleaning her station @ Hotel Bellevue: main kitchen",
    "Ana checks her compass on the ridge @ ski patrol",
    "Ana is sorting her orders for table six @ The Anchor: bar",
])
def test_own_things_at_a_workplace_or_for_someone_served_stay_work(lex, text):
    assert "work" in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("verb", ["stitched up", "examined", "treated", "helped onto a trolley"])
@pytest.mark.parametrize("place", ["@ A&E: cubicle 4", "@ field hospital: triage tent"])
def test_a_passive_status_is_done_to_the_observer(lex, verb, place):
    text = f"Ana is being {verb} {place}"
    assert "work" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", [
    "Ana is spraying sun cream on her arms @ Main Stage hill",
    "Ana is putting on sunscreen @ beach: lifeguard tower",
])
def test_sun_cream_put_on_is_no_task(lex, text):
    assert "work" not in actual_kinds(lex, text, "Ana"), text


def test_the_staff_at_the_same_place_still_work(lex):
    assert "work" in actual_kinds(lex, "Ana is restocking the dressings trolley @ A&E: cubicle 4",
                                  "Ana")
