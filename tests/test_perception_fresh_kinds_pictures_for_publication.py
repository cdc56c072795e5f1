"""A photo or a film taken for a paper, a magazine, a brochure or a client is the job; the same
pictures taken for oneself or a friend, or a brochure leafed through, are none."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

WHO = [("Marta", "Marta", "s"), ("You", "Marta", ""), ("I", "Marta", "")]
TAKES = ["film{v} the parade", "photograph{v} the boats", "take{v} photos of the market",
         "take{v} pictures of the new ward"]
FOR_WORK = ["for her newspaper", "for the magazine", "for the brochure", "for a client",
            "for the evening news"]
FOR_SELF = ["for her sister", "on a whim", "from the rail"]


def test_pictures_for_a_publication_or_a_client_are_work(lex) -> None:
    def one_case(who, take, purpose):
        subject, observer, s = who
        text = f"{subject} {take.format(v=s)} {purpose}."
        assert "work" in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(WHO, TAKES, FOR_WORK))
    assert failing_cases(one_case, cases) == []


def test_pictures_for_oneself_are_no_work(lex) -> None:
    def one_case(who, take, purpose):
        subject, observer, s = who
        text = f"{subject} {take.format(v=s)} {purpose}."
        assert "work" not in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(WHO, TAKES, FOR_SELF))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("who", WHO)
def test_a_brochure_leafed_through_is_no_work(lex, who):
    subject, observer, s = who
    text = f"{subject} leaf{s} through a brochure for a cruise."
    assert "work" not in actual_kinds(lex, text, observer), text
