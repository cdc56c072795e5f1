"""A thing sent by someone is not someone there: "buzzes with messages from her friends",
"comes home with a letter from Tom". A person named right after "with", even one from
somewhere ("a friend from school"), keeps the company."""

from __future__ import annotations

import pytest
from helpers import actual_kinds

OBS = "Ana"


SENT = ["Ana's phone buzzes with messages from her friends",
        "Ana comes home with a letter from Tom", "Ana sits on the step with a parcel from her mum"]


@pytest.mark.parametrize("text", SENT)
def test_a_thing_sent_by_someone_is_no_company(lex, text):
    assert "socialize" not in actual_kinds(lex, text + ".", OBS)


@pytest.mark.parametrize("who", ["a friend from school", "some people from work", "Tom"])
def test_a_person_from_somewhere_keeps_company(lex, who):
    assert "socialize" in actual_kinds(lex, f"Ana has lunch with {who}.", OBS)
