"""Rounds right alone and wrong together, fixed when session 39's rounds were merged.

Round worked let a chore or manual task verb keep its object after "down" or "out" ("wipes
down every handrail", "mucks out the stables"); "sort" is a chore task ("sorts the recycling"),
so "Ana is sorting out the kettle" became the job, where "sort out" mends or settles a thing.
``cues.vocabulary.out_idiom_verbs`` lists the verbs whose "out" is such an idiom.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_sorting_out_a_household_thing_is_no_job(lex) -> None:
    cases = [("Ana is sorting out the kettle with a sigh.", set()),
             ("Ana is sorting out the playlist with a sigh.", set()),
             ("Ana sorts out the bird feeder.", set()),
             # controls: a chore done out, and a task on a trade thing with "out"
             ("Ana mucks out the stables.", {"work"}),
             ("Sol is shoveling out the landing strip for the next supply plane.", {"work"}),
             ("Ana is sorting out the pick lists with a sigh.", {"work"})]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, text.split()[0]) == want, text

    assert failing_cases(one_case, cases) == []


def test_the_out_idiom_verbs_are_every_form_of_sort(lex) -> None:
    assert lex.vocabulary["out_idiom_verbs"] == frozenset({"sort", "sorts", "sorted", "sorting"})
