"""A diary's or a log's label before its first line leaves the writer as the unsaid subject of
that line's past verb (session 22).

"Diary: turned the beans on the drying patio from dawn", "Diary, 14 Oct. Shaped two hundred
baguettes before dawn": after a label ("diary", "journal", "logbook") and its colon or full
stop, the line's opening past verb is the writer's, as after a bracketed stamp ("[03:40]
Finished torquing the flange bolts"), and its frame makes it the job. A pastime stays none.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "Diary: turned the beans on the drying patio from dawn.",
    "Diary: shaped two hundred baguettes before the sun came up.",
    "Diary, 14 Oct. Shaped two hundred baguettes before dawn.",
    "Journal: kneaded 40 kg of rye by hand before first light.",
])
def test_a_labelled_diary_lines_framed_task_is_work(lex, text):
    assert actual_kinds(lex, text, "Yesenia") == {"work"}


def test_a_labelled_diary_lines_pastime_is_no_work(lex):
    assert "work" not in actual_kinds(lex, "Diary: watched a film on the sofa.", "Yesenia")
