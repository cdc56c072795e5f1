"""A racket game named by its format, singles or doubles, is exercise, and company with the
partner named after "with" (session 31, round fresh135): "action: three hard games of singles
with Imran", "plays doubles at the club" (core.yaml exercise terms and socialize ``pastimes``
"games of singles", "play doubles", "mixed doubles" and kin). "doubles" alone is a verb
("doubles the dose") and no sport."""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Pooja"


def test_singles_or_doubles_played_is_exercise(lex) -> None:
    def one_case(opening, game, tail):
        assert actual_kinds(lex, f"{opening} {game}{tail}", OBSERVER) == {"exercise"}

    cases = list(itertools.product(
        ["Pooja plays", "You play", "Pooja played"],
        ["singles", "doubles", "three games of singles", "a game of doubles", "two sets of singles",
         "a mixed doubles match"],
        [" at the club.", " before breakfast."]))
    assert failing_cases(one_case, cases) == []


def test_singles_with_someone_is_company_too(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) == {"exercise", "socialize"}

    cases = ["Status report | agent: Pooja | place: hostel badminton court | action: three hard "
             "games of singles with Imran | mood: competitive",
             "Pooja plays singles with Imran.", "Pooja plays mixed doubles with her cousin.",
             "Pooja plays a game of doubles with Imran and his sister."]
    assert failing_cases(one_case, cases) == []


def test_doubles_as_a_verb_is_no_sport(lex) -> None:
    assert actual_kinds(lex, "Pooja doubles the dose.", OBSERVER) == set()
