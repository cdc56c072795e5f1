"""An absence that points back at the threat told before it denies that threat (session 35,
round danger): "A stack of fish boxes toppled over in the net store; the pier was deserted and
nobody was near it", "The old chimney came down in the night, but nobody was there", "The roof
of the shed caved in, but Isla wasn't there at the time" (perception._absence_points_back, as
"Nobody was home when the chimney fire started" is read by _absent_when_threat). Controls:
"nobody else" (the observer was), a place that names somewhere else with no "when" ("nobody
was in the kitchen"), an absence in the next sentence, and what else the sentence tells stay
as they were.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_an_absence_pointing_back_denies_the_threat(lex) -> None:
    def one_case(threat, absence):
        text = f"{threat}{absence}."
        assert actual_kinds(lex, text, "Isla") == set(), text

    cases = [(t, a)
             for t in ["A stack of fish boxes toppled over in the net store",
                       "The old chimney came down in the night",
                       "The roof of the shed caved in"]
             for a in ["; the pier was deserted and nobody was near it", ", but nobody was there",
                       ", but Isla wasn't there at the time", " and nobody was around",
                       "; no one was near it"]]
    assert failing_cases(one_case, cases) == []


def test_controls_the_observer_there_or_no_pointing_back_keep_the_threat(lex) -> None:
    def one_case(text):
        assert "danger" in actual_kinds(lex, text, "Isla"), text

    cases = ["The roof caved in right above Isla; nobody else was near it.",
             "The scaffold collapsed beside Isla; nobody was in the kitchen.",
             "The crane toppled towards Isla. Nobody was near it.",
             "The roof caved in above Isla, but nobody was hurt."]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "The crane toppled onto the van; Isla ate lunch and nobody was "
                        "near it.", "Isla") == {"eat"}
