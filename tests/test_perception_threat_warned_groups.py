"""A threat told to a whole crew or to everyone there is the observer's, as one of them.

"The venue manager warns the marquee crew: a thunderstorm is due over the field" is danger for
the observer; "warns her crew", "warns the crew that a man has fallen overboard" and "tells
everyone that there is a fire in Tom's kitchen" stay someone else's.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

WARNERS = ["The venue manager", "The foreman", "The skipper"]
VERBS = ["warns", "radios", "alerts", "briefs"]
GROUPS = ["the crew", "the marquee crew", "everyone", "the whole team"]
THREATS = ["a thunderstorm is due over the field", "a squall is coming in",
           "a gale is coming"]


def danger_subjects(lex, text: str, observer: str = "Obinna") -> set[str]:
    return {e.subject for e in perceive(text, lex, observer=observer)
            if e.kind == "danger" and not e.negated and e.mode == "actual"}


def test_a_threat_told_to_a_whole_group_is_the_observers(lex) -> None:
    def one_case(warner, verb, group, threat, link):
        text = f"{warner} {verb} {group}{link} {threat}."
        assert "self" in danger_subjects(lex, text)

    cases = list(itertools.product(WARNERS, VERBS, GROUPS, THREATS, [":", " that"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("verb", VERBS)
@pytest.mark.parametrize("text", [
    "Tom {verb} his crew: a gale is coming.",
    "Obinna's sister {verb} her crew that a gale is coming.",
    "The skipper {verb} the crew that a man has fallen overboard.",
    "The skipper {verb} everyone that a fire has broken out in Tom's kitchen.",
])
def test_a_threat_of_someone_elses_stays_theirs(lex, verb, text):
    assert "self" not in danger_subjects(lex, text.format(verb=verb))
