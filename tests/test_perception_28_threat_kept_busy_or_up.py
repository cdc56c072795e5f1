"""A threat told by the nuisance it made is none (session 28, round threat): a hazard that
keeps someone up, awake, busy or occupied (cues.vocabulary ``kept_states``: "the storm kept
the patrol busy", "the thunderstorm kept Hiroshi and the others up gossiping") names a night
kept up or a shift kept busy, no threat to the one kept. A hazard that keeps someone
trapped, indoors or from a door, or keeps pounding a hull, stays a threat."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


@pytest.mark.parametrize("text", [
    "The storm kept the patrol busy.",
    "The thunderstorm kept Elin up all night.",
    "The storm kept Elin awake.",
    "Elin never made it to the gym this week; the storm kept the patrol busy.",
    "Nobody in the dorm slept a wink - the thunderstorm kept Elin and the others up until dawn.",
    "The flood has kept the rescue crews busy all week.",
    "The gales kept the whole harbour office occupied for days.",
])
def test_a_hazard_that_keeps_someone_up_or_busy_is_no_threat(lex, text):
    assert "danger" not in actual_kinds(lex, text, "Elin")


def test_a_hazard_that_keeps_someone_trapped_stays_a_threat(lex) -> None:
    def one_case(text):
        assert "danger" in actual_kinds(lex, text, "Elin")

    cases = [
        "The gale kept Elin indoors all day.",
        "The storm kept pounding the hull of Elin's boat.",
        "The blizzard kept Elin trapped in the hut.",
        "The fire kept Elin from the door.",
        "The storm rages and keeps Elin's tent shaking.",
    ]
    assert failing_cases(one_case, cases) == []
