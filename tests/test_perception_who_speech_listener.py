"""Who did what: after a verb of saying and its listener ("The warden assures Corin she broke
her arm"), "she"/"he" is the speaker, never the listening observer: a miss is better than a
leak. ``subjects.speech_verbs`` holds the verbs (assure, remind, confide and the like)."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SPEAKERS = ["The warden", "Priya", "Her boss", "The landlady"]
VERBS = ["tells", "assures", "reassures", "reminds", "informs", "warns", "confides to",
         "mentions to", "swears to", "admits to"]
ACTS = {"injury": "she broke her arm", "illness": "she threw up twice",
        "sleep": "she slept in the car", "eat": "she ate the whole cake"}


def test_the_listening_observer_gets_no_act_of_the_speakers_she(lex) -> None:
    def one_case(speaker, verb, kind):
        assert kind not in actual_kinds(lex, f"{speaker} {verb} Corin {ACTS[kind]}.", "Corin")
        assert kind not in actual_kinds(lex, f"{speaker} {verb} Corin that {ACTS[kind]}.", "Corin")

    cases = list(itertools.product(SPEAKERS, VERBS, ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("verb", ["assures", "reminds", "tells"])
def test_the_observer_speaking_of_someone_else_reports_nothing_of_their_own(lex, verb):
    # (the listener's name fits "he": a woman's name would leave only the observer for it)
    assert "injury" not in actual_kinds(lex, f"Corin {verb} Tomas that he broke his arm.", "Corin")
