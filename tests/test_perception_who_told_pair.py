"""Who did what: someone of the observer's ("Ewa's watch manager", "Ewa's gran") telling "her" a
story is telling the observer, even when the story names someone after "about" or "that" ("tells
her about the fire he fought": he is in the story, no listener); and "the two of them" after such
a telling are the observer and that person: "he" or "she" going back to someone of that gender
heard before is no third person. Negative controls: a listener named before the story ("tells the
nurse about the winter"), two other people heard ("meets his girlfriend ... the two of them"), and
a pronoun of another gender than anyone heard ("your sister pesters the grandmaster; he gives
in ... the two of them") keep it someone else's."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

TELLERS = [("watch manager", "he"), ("grandfather", "he"), ("gran", "she"), ("aunt", "she"),
           ("skipper", "he")]
STORIES = ["about the tower-block fire {p} fought in 1998", "about the storm {p} sailed through",
           "that {p} once rowed to the lighthouse"]
TOGETHER = [("work", "polish the brass on the old engine"), ("eat", "eat their sandwiches"),
            ("drink", "drink their tea")]
OBSERVERS = [("Ewa", "her"), ("Tomasz", "him")]


def test_story_told_to_the_observer(lex) -> None:
    def one_case(obs, teller, story):
        name, obj = obs
        text = f"{name}'s {teller[0]} tells {obj} {story.format(p=teller[1])}."
        assert "socialize" in actual_kinds(lex, text, name), text

    cases = list(itertools.product(OBSERVERS, TELLERS, STORIES))
    assert failing_cases(one_case, cases) == []


def test_the_two_of_them_after_a_story(lex) -> None:
    def one_case(obs, teller, together):
        name, obj = obs
        kind, verb = together
        text = (f"{name}'s {teller[0]} tells {obj} {STORIES[0].format(p=teller[1])} "
                f"while the two of them {verb}.")
        got = actual_kinds(lex, text, name)
        assert "socialize" in got, text
        if kind != "work":  # (a meal together: the observer's too)
            assert kind in got, text

    cases = list(itertools.product(
        OBSERVERS, TELLERS, TOGETHER))
    assert failing_cases(one_case, cases) == []


def test_listener_named_before_the_story_is_someone_else(lex) -> None:
    def one_case(obs, teller):
        name, _ = obs
        text = f"{name}'s {teller[0]} tells the nurse about the winter."
        assert "socialize" not in actual_kinds(lex, text, name), text

    cases = list(itertools.product(OBSERVERS, TELLERS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("obs,together", list(itertools.product(OBSERVERS, TOGETHER[1:])))
def test_two_other_people_are_the_two_of_them(lex, obs, together):
    name, _ = obs
    kind, verb = together
    for text in (f"{name}'s brother meets his girlfriend and the two of them {verb}.",
                 f"Your little sister pesters the grandmaster at the next table; he finally "
                 f"gives in, and the two of them {verb}."):
        assert kind not in actual_kinds(lex, text, name), text
