"""A word that is both a listed noun and a form of a cue's verb keeps the cue: "books" and
"booking" are objects of work (the accounts, a hotel's bookings) and also forms of the planned
cue "book", so "Kaveh books a squash court for Thursday" is a game still ahead, while "checks
the books" stays the job. Only the -s and -ing forms of a cue's base do this (a noun and a verb
spelled alike), not any generated form ("seed" is no past of "see")."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SUBJECTS = [("Kaveh", "Kaveh books", "Kaveh is booking"), ("You", "You book", "You are booking")]
THINGS = {"exercise": ["a squash court for Thursday evening", "a swimming lesson for Friday",
                       "a tennis court for the weekend"]}


def test_booking_a_game_is_no_game_yet(lex) -> None:
    def one_case(subject, form, thing):
        observer = subject[0] if subject[0] != "You" else "Ana"
        text = f"{subject[form]} {thing}."
        assert "exercise" not in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(
        SUBJECTS, (1, 2), THINGS["exercise"]))
    assert failing_cases(one_case, cases) == []


def test_a_status_line_booking_a_court_is_no_game(lex):
    text = "Kaveh is booking a squash court for Thursday evening @ home: laptop"
    assert actual_kinds(lex, text, "Kaveh") == set()


@pytest.mark.parametrize("text", [
    "Kaveh is checking the books @ shop: back office",
    "Kaveh is taking bookings @ hotel: front desk",
])
def test_the_nouns_still_name_the_job(lex, text):
    assert actual_kinds(lex, text, "Kaveh") == {"work"}


def test_the_cue_is_read_only_from_s_and_ing_forms(lex):
    # "seed" is generated as a form of the witness cue "see" too; a farmer's seed stays work
    phrase = lex.phrase(lex.matcher["seed"][0])
    assert [r.type for r in phrase.roles] == ["object"]
    books = lex.phrase(lex.matcher["books"][0])
    assert [(r.type, r.kind) for r in books.roles] == [("object", "work"), ("cue", "planned")]
