"""A beast or a force as the subject of a quarrel's term makes it no quarrel.

"A dog lunges at the end of its lead and snaps at Sigrid's ankle", "the goose hisses at Ana"
and "the wind shoves you sideways" are no rows (a beast or the wind is a danger); "Tom kicks
the dog and shoves Ana" and "Tom's dog snaps at Ana and Tom yells at her" keep Tom's row.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


@pytest.mark.parametrize("doer", ["A dog", "The goose", "Tom's dog", "The neighbour's goose",
                                  "A big black dog", "The swans", "The wind", "A gust"])
@pytest.mark.parametrize("term", ["snaps at Ana", "hisses at Ana", "shoves Ana sideways",
                                  "lunges at the end of its lead and snaps at Ana's ankle"])
def test_a_beast_or_a_force_is_no_party(lex, doer, term):
    if doer == "The swans":
        term = term.replace("snaps", "snap").replace("hisses", "hiss") \
            .replace("shoves", "shove").replace("lunges", "lunge").replace("its", "their")
    assert "conflict" not in actual_kinds(lex, f"{doer} {term}.", "Ana")


def test_a_person_doer_stays_a_party(lex) -> None:
    def one_case(text):
        assert "conflict" in actual_kinds(lex, text, "Ana")

    cases = [
        "Tom kicks the dog and shoves Ana.", "Tom's dog snaps at Ana and Tom yells at her.",
        "A man with a dog shoves Ana.", "The dog's owner shouts at Ana.",
        "The dog barks and the owner shouts at Ana.",
        "In the gale a drunk fisherman shoves Ana against the rail.",
    ]
    assert failing_cases(one_case, cases) == []
