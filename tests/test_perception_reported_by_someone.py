"""A threat someone reports is news unless it is at the observer's place: "Over the comms
Lakshmi hears the forward farm report a fire in the grain store" is reported; "Ana's neighbour
reports a gas leak in Ana's building" is her danger (her place)."""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

REPORTERS = ["the forward farm", "the night watch", "a pilot", "the harbour master"]
THREATS = ["a fire in the grain store", "an explosion at the refinery", "a flood on the lower deck"]


def test_a_threat_someone_reports_is_news(lex) -> None:
    def one_case(who, threat):
        text = f"Over the comms Lakshmi hears {who} report {threat}."
        assert "danger" not in actual_kinds(lex, text, "Lakshmi"), text

    cases = list(itertools.product(REPORTERS, THREATS))
    assert failing_cases(one_case, cases) == []


def test_a_threat_reported_at_the_observers_place_is_danger(lex):
    assert "danger" in actual_kinds(lex, "Ana's neighbour reports a gas leak in Ana's building.",
                                    "Ana")
