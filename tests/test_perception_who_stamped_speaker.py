"""Who did it: a chat turn whose speaker's name is followed by a time stamp before the colon
("Kofi [12:01]: slept 10 hours", "Lena (09:14): had a huge lunch", "Dev 12:03: ran 5k",
"Mira, 08:00: ate already") is the speaker's, as "[12:01] Kofi:" is.

Negative controls: the observer's own stamped turn stays hers, and a label with a stamp ("Log
04:10:", "Day 3, 06:00:", "Lunch 12:30:") names no speaker."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"
SPEAKERS = ["Kofi", "Lena", "Dev", "Mira"]
STAMPS = ["[12:01]", "(09:14)", "12:03", ", 08:00"]
LINES = {"sleep": "slept 10 hours", "eat": "had a huge lunch", "exercise": "ran 5k"}


def test_a_stamped_speakers_turn_is_theirs(lex):
    cases = [(f"{s}{'' if st.startswith(',') else ' '}{st}: {line}", k)
             for s, st, (k, line) in itertools.product(SPEAKERS, STAMPS, LINES.items())]
    assert len(cases) == 48
    assert [t for t, k in cases if k in actual_kinds(lex, t, OBSERVER)] == []


def test_the_observers_turn_and_stamped_labels_stay_hers(lex):
    for st in STAMPS:
        sep = "" if st.startswith(",") else " "
        assert "sleep" in actual_kinds(lex, f"Ana{sep}{st}: slept 10 hours", OBSERVER), st
    assert "sleep" in actual_kinds(lex, "Log 04:10: slept 10 hours", OBSERVER)
    assert "sleep" in actual_kinds(lex, "Day 3, 06:00: slept 10 hours", OBSERVER)
    assert "eat" in actual_kinds(lex, "Lunch 12:30: ate a pie", OBSERVER)
