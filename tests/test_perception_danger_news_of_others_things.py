"""News heard that someone else's thing is in trouble is theirs, not the hearer's
(perception._situation_subject with _other_owner_after_that: the observer before a news verb's
"that" and another owner right after it).

* "Hugo hears that Tom's car crashed on the pass", "learns that his sister's boat capsized",
  "hears that his brother's car crashed" are no threat to Hugo.
* Controls: his own thing heard of stays his ("hears that his car crashed in the car park"),
  and a warning told to him of his own place stays his.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "Hugo hears that Tom's car crashed on the pass.",
    "Hugo hears that his brother's car crashed on the pass.",
    "Hugo learns that his sister's boat capsized off the cape.",
])
def test_news_of_someone_elses_thing_is_not_the_hearers(lex, text):
    assert "danger" not in actual_kinds(lex, text, "Hugo"), text


@pytest.mark.parametrize("text", [
    "Hugo hears that his car crashed in the car park.",
    "The foreman warns Hugo that a squall is coming in over the signal box.",
])
def test_the_hearers_own_thing_or_place_stays_his(lex, text):
    assert "danger" in actual_kinds(lex, text, "Hugo"), text
