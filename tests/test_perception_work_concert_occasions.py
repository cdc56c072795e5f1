"""A concert, a recital or a gig named as what a task is for is a crew's or a player's occasion
(session 22; ``status_activity.frames.occasions``).

"restrings the harps for tonight's recital", "tunes the piano before the concert", "sets up the
stage for tonight's gig": the task is the job, as one "for tonight's show" is. A guest buying
tickets or eating before the concert does no task.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "Ana restrings the harps for tonight's recital.",
    "Ana tunes the piano before the concert.",
    "Ana sets up the stage for tonight's gig.",
    "Ana polishes the brass for tonight's performance.",
])
def test_a_task_for_a_concert_is_work(lex, text):
    assert actual_kinds(lex, text, "Ana") == {"work"}


@pytest.mark.parametrize(("text", "kinds"), [
    ("Ana buys tickets for tonight's concert.", set()),
    ("Ana eats a sandwich before the concert.", {"eat"}),
])
def test_a_guests_errand_or_meal_before_a_concert_is_no_work(lex, text, kinds):
    assert actual_kinds(lex, text, "Ana") == kinds
