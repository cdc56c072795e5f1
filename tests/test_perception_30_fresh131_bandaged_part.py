"""A body part held out bandaged (session 30, round fresh131): "bandaged" + a body part is the
wound's sign, as "in a sling" is ("sits in A&E with her bandaged hand"); the owner says whose
(`injury` terms)."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_bandaged_part_is_an_injury(lex) -> None:
    def one_case(text):
        assert "injury" in actual_kinds(lex, text, "Delphine")

    cases = [
        "Delphine sits in A&E with her bandaged hand, still waiting to be seen.",
        "Delphine types slowly with two bandaged fingers.",
        "Delphine limps to the car on a bandaged knee.",
        "Delphine has a bandaged wrist after the fall.",
        "Delphine holds up her bandaged thumb for the photo.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Delphine drives Tom home; his bandaged wrist is in his lap.",
    "The nurse checks Tom's bandaged head while Delphine watches.",
])
def test_someone_elses_bandaged_part_is_theirs(lex, text):
    assert "injury" not in actual_kinds(lex, text, "Delphine")
    assert "injury" in other_kinds(lex, text, "Delphine")
