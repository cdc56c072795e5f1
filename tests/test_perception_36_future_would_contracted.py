"""A "'d" that stands for "would" before a bare verb is a plan's cue, as "'ll" is.

Session 36, round future: "Dev, who swore he'd sleep early, is still gaming online with his
mates at midnight" had been a sleep, "Dev promised he'd eat properly" a meal. "'d" right before
a bare verb now puts the few words after it ahead (``_would_cues``); "'d" before a past
participle, a past form or "been", "had", "already" is "had" and tells what was done.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_would_contracted_is_ahead(lex) -> None:
    def one_case(text, ahead):
        assert ahead not in actual_kinds(lex, text, "Dev"), text
        assert ahead in other_kinds(lex, text, "Dev"), text

    assert failing_cases(one_case, [
        ("Dev swore he'd sleep early.", "sleep"),
        ("Dev, who swore he'd sleep early, is still gaming online with his mates at midnight.",
         "sleep"),
        ("Dev promised he'd eat properly.", "eat"),
        ("I'd go for a swim if it stopped raining.", "exercise"),
    ]) == []


def test_had_contracted_and_what_follows_stay(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Dev") == kinds, text

    assert failing_cases(one_case, [
        ("Once Dev'd eaten, he went to bed.", {"eat", "rest"}),
        ("Dev'd slept badly, so he naps after lunch.", {"sleep"}),
        ("Dev knew he'd run too far and now his knee hurts.", {"injury"}),
    ]) == []
