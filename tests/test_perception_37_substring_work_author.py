"""The author after "by" of a work named is no one a later clause's pronoun could be (session
37, round substring, perception._work_author in _sole_subject): "Priti hums 'Eat It' by Weird
Al while she bakes bread for the bakery's morning rush" is Priti's work (before, "Weird Al"
could have been "she", so the task was credited to no one). Controls: someone present named
with "by" (a passive's agent) still could be her.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_works_author_is_not_the_pronouns_owner(lex) -> None:
    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Priti") == want, text

    cases = [("Priti hums 'Eat It' by Weird Al while she bakes bread for the bakery's morning "
              "rush.", {"work"}),
             ("Priti hums a song by Weird Al while she bakes bread for the bakery's morning "
              "rush.", {"work"}),
             ("Priti hums 'Silver Moon' by Weird Al while she kneads dough for the bakery's "
              "customers.", {"work"}),
             # control: the song's singer present and able to be "she"
             ("Priti's song is sung by Ana while she bakes bread for the bakery's morning "
              "rush.", set())]
    assert failing_cases(one_case, cases) == []
