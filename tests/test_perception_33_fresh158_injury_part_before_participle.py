"""A joint named before its participle, as a note tells it, is a hurt (session 33, fresh158).

* core.yaml ``injury`` terms "ankle twisted", "knee twisted", "wrist twisted": "ankle twisted on
  the rooftop" (it had no event; "twisted ankle" had).
* Controls: someone else's joint stays theirs ("Tom's ankle twisted under him").
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Daniel"


def test_a_joint_before_its_participle_is_a_hurt(lex) -> None:
    def one_case(part, frame):
        text = frame.format(part)
        assert actual_kinds(lex, text, OBSERVER) == {"injury"}, text

    cases = list(itertools.product(
        ["ankle", "knee", "wrist"],
        ["{} twisted on the rooftop.", "Daniel: {} twisted on the pitch, ugh.",
         "{} twisted when I fell off the bike.", "Rough night on the stairs — {} twisted."]))
    assert failing_cases(one_case, cases) == []


def test_controls_someone_elses_joint_is_theirs(lex) -> None:
    text = "Tom's ankle twisted under him on the stairs."
    assert actual_kinds(lex, text, OBSERVER) == set()
    assert other_kinds(lex, text, OBSERVER) == {"injury"}
