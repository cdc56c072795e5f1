"""A hazard named as a topic stays a topic with modifiers before it (session 28, round threat):
the topic phrases of danger's ``not_after`` that end in a preposition (cues.vocabulary
``topic_prepositions``: "an essay on", "a mind map on", "the heat map of", "survivors of the")
make a term one or two modifiers later no threat too ("a mind map on volcanic eruptions and
earthquakes", "the heat map of late-night bin fires"), as they did right before it. A clause
after the phrase ("an essay on how floods form") and a threat told in the same sentence stay
as they were."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_hazard_as_a_modified_topic_is_no_threat(lex) -> None:
    def one_case(text):
        assert "danger" not in actual_kinds(lex, text, "Ana")

    cases = [
        "Ana builds a mind map on volcanic eruptions and earthquakes.",
        "Ana updates the heat map of late-night bin fires for the borough.",
        "Ana writes an essay on coastal floods.",
        "Ana gives a presentation on recent wildfires.",
        "Ana gives a talk on Australian bushfires.",
        "Ana prepares a lesson about major earthquakes for Year 9.",
        "Ana takes notes on tropical cyclones in the library.",
        "Ana reads a chapter on historic floods.",
        "Ana hands in her project on urban house fires.",
        "Ana interviews survivors of the recent earthquake.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "A lesson on fire safety is cut short when a real fire breaks out next to Ana.",
    "Ana is caught in the middle of a violent storm.",
    "Ana is in the path of a raging wildfire.",
    "The roof of the burning house collapses near Ana.",
])
def test_a_hazard_where_one_is_stays_a_threat(lex, text):
    assert "danger" in actual_kinds(lex, text, "Ana")
