"""A runner's drills and a distance one is back from are exercise (session 34, round
fresh170): "is doing strides on the grass infield" and "just back from 30k on the kessup
road" had been nothing (exercise terms: do/run strides, a set of strides, back from 5k ...
40k, back from a 10k). Controls: "makes great strides", walking "with long strides", a
sum of money in k and someone else's strides stay none of the observer's.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_strides_done_and_a_distance_back_from_are_exercise(lex) -> None:
    def one_case(text):
        assert "exercise" in actual_kinds(lex, text, "Jepchirchir"), text

    cases = [f"Jepchirchir {act}."
             for act in ["is doing strides on the infield", "does a few strides after the run",
                         "ran some strides on the grass", "finishes with a set of strides",
                         "is just back from 30k on the hills", "is back from 10k",
                         "got back from a 20k along the ridge"]]
    cases.append("[06:50] jepchirchir: back from 25k, legs gone")
    assert failing_cases(one_case, cases) == []


def test_controls_progress_walking_money_and_someone_elses_strides(lex) -> None:
    def one_case(text):
        assert "exercise" not in actual_kinds(lex, text, "Jepchirchir"), text

    cases = ["Jepchirchir makes great strides with her French.",
             "Jepchirchir earns 30k a month at the hotel.",
             "Jepchirchir watches as Tom does strides on the infield.",
             "Jepchirchir will do strides after lunch."]
    assert failing_cases(one_case, cases) == []
    assert "exercise" in other_kinds(lex, "Jepchirchir watches as Tom does strides.",
                                     "Jepchirchir")
