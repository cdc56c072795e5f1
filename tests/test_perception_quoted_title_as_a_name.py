"""A quotation written as a title after an article or an owner names a thing (a costume, a ride,
a cocktail, a show): a hazard or an activity word inside it is part of the name, not an event
("re-gluing rhinestones on the 'Ocean Storm' costume"). ``perception._scare_quotes`` keeps such
a title quoted; a short lower-case quotation there is still a scare-quoted noun phrase and
stays the owner's ("her 'quick nap' lasts three hours").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

TITLES = [("Ocean Storm", "danger"), ("Midnight Fire", "danger"), ("Big Flood", "danger"),
          ("Sleeping Beauty", "sleep"), ("Lazy Nap", "sleep")]
QUOTES = [("'", "'"), ("“", "”"), ('"', '"')]
FRAMES = ["Kemal sews sequins on the {q} costume.",
          "Kemal queues for the {q} ride with his niece.",
          "Kemal hangs the poster for his {q} tour.",
          "Kemal paints the {q} backdrop."]


def test_a_titled_name_is_no_event(lex) -> None:
    def one_case(title, marks, frame):
        text = frame.format(q=f"{marks[0]}{title[0]}{marks[1]}")
        assert title[1] not in actual_kinds(lex, text, "Kemal")

    cases = list(itertools.product(TITLES, QUOTES, FRAMES))
    assert failing_cases(one_case, cases) == []


CONTROLS = [("Kemal's 'quick nap' lasts three hours.", "sleep"),        # scare quotes: his nap
            ("The storm hits Kemal's tent in the night.", "danger"),     # no quotes at all
            ("Kemal sews sequins while the storm rattles the workshop roof.", "danger")]


@pytest.mark.parametrize(("text", "kind"), CONTROLS)
def test_controls_stay_events(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Kemal")
