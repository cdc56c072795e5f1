"""Being at a workplace since the small hours is the job under way (session 22).

"has been in the workshop since first light", "has been at the depot since dawn", "has been in
the signal box since midnight": "in"/"at" + a workplace (the work kind's ``verb_alone_at``)
after "has been"/"is", with a working-hours frame (``frames.hours``, or "since" + a clock word)
after it. A home, a beach or a bed since dawn is none, and a workplace with no hours ("is at the
office" with no term of its own) is left as it was.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "Ravi has been in the workshop since first light.",
    "Ravi has been at the depot since dawn.",
    "Ravi has been in the signal box since midnight.",
])
def test_a_workplace_kept_since_the_small_hours_is_work(lex, text):
    assert actual_kinds(lex, text, "Ravi") == {"work"}


@pytest.mark.parametrize("text", [
    "Ravi has been at the beach since dawn.",
    "Ravi has been in bed since midnight.",
])
def test_a_beach_or_a_bed_since_dawn_is_no_work(lex, text):
    assert "work" not in actual_kinds(lex, text, "Ravi")
