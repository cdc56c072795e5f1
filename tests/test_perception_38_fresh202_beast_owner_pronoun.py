"""A he/she after a named owner's beast is the owner (session 38, round fresh202,
perception._beast_owner): "Billy's horse props at a washout and he goes over its shoulder; his
collarbone is clearly broken" is Billy's hurt. An owner of the other gender leaves the beast,
and someone else's horse stays theirs.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_rider_named_as_owner_is_the_pronoun(lex) -> None:
    def one_case(case):
        text, observer = case
        assert actual_kinds(lex, text, observer) == {"injury"}, text

    cases = [("Billy's horse props at a washout and he goes over its shoulder, landing hard; "
              "his collarbone is clearly broken.", "Billy"),
             ("Billy's horse stumbles and he falls off; he breaks his wrist.", "Billy"),
             ("Kirra's mare stumbles and she falls off, cutting her chin.", "Kirra")]
    assert failing_cases(one_case, cases) == []


def test_someone_else_rider_stays_theirs(lex) -> None:
    text = "Tom's horse stumbles and he breaks his wrist."
    assert actual_kinds(lex, text, "Kirra") == set()
    assert other_kinds(lex, text, "Kirra") == {"injury"}
    text = "Kirra watches Tom's horse stumble; he falls and breaks his wrist."
    assert actual_kinds(lex, text, "Kirra") == set()
