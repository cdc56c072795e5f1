"""Session 27, round work: a trade one lives by is work ("cleans houses for a living"); a
wedding photographed or filmed whole is the photographer's job, a guest's pictures of someone
are not; a person word after an owner's "'s" is that person, not a work verb (a leak: "Yusuf's
tutor is marking his mock paper" was Yusuf tutoring), while "he's nursing a cup of tea" keeps
its verb."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize(("observer", "text"), [
    ("Beth", "Beth cleans houses for a living."),
    ("Beth", "Beth mends nets for a living."),
    ("Zoe", "Zoe photographs a wedding in the rain."),
])
def test_a_living_and_a_wedding_shot_are_work(lex, observer, text):
    assert actual_kinds(lex, text, observer) == {"work"}


def test_a_guests_pictures_are_no_work(lex):
    text = "Zoe photographs the bride and groom at her cousin's wedding."
    assert "work" not in actual_kinds(lex, text, "Zoe")


@pytest.mark.parametrize("text", [
    "Yusuf's tutor is marking his mock paper in the next room.",
    "Yusuf's tutor marks his essay.",
])
def test_a_role_after_an_owners_s_is_that_person(lex, text):
    assert "work" not in actual_kinds(lex, text, "Yusuf")
    assert "work" in other_kinds(lex, text, "Yusuf")


def test_a_pronouns_s_is_still_is(lex):
    text = ("Lorcan isn't drinking anything stronger than tea this weekend; right now he's "
            "nursing a paper cup of builder's tea by the campfire.")
    assert actual_kinds(lex, text, "Lorcan") == {"drink"}
