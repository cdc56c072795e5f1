"""A chat's bracketed label before a clock time and a speaker (session 30, round fresh131):
"[Family chat] 14:02 Marcus: ..." is read as "[Family chat] Marcus: ..." is, the label naming
the medium, no company by itself; so someone else's one-way post with "my" or "I'm" lends no
talk to the observer. The observer's own turn in a dialogue is still talk."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_someone_elses_post_after_a_timed_label_is_no_talk(lex) -> None:
    def one_case(text, expected_other):
        assert actual_kinds(lex, text, "Saoirse") == set()
        assert other_kinds(lex, text, "Saoirse") == expected_other

    cases = [
        ("[Family chat] 14:02 Marcus: came off the bike at the roundabout, grazed my elbow, "
         "I'm fine 🙃", {"injury"}),
        ("[Family chat] 14:02 Marcus: I'm home by six", set()),
        ("[Team chat] 09:15 Marcus: my train is late again", set()),
        ("[Family chat] 18:40 Marcus: burnt my hand on the oven lol", {"injury"}),
        ("[Family chat] 14:02 Marcus: grazed my elbow", {"injury"}),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("text", "expected"), [
    ("[Family chat] 14:02 Marcus: grazed my elbow | 14:05 Saoirse: oh no, are you ok?",
     {"socialize"}),
    ("[Family chat] 14:02 Saoirse: just ate lunch", {"eat"}),
])
def test_the_observers_own_turn_keeps_its_events(lex, text, expected):
    assert actual_kinds(lex, text, "Saoirse") == expected
