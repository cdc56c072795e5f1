"""A state said to be far from or anything but itself is denied (session 40, round negation,
cues.negation "be far from", "be anything but", "feel anything but", ...): "Ana is far from
asleep", "felt anything but rested after the night shift". Controls: "anything but" after an
act names what was had instead ("ate anything but vegetables" ate), "far from" a place
leaves the act beside it alone, and a clause after "so" keeps its own act.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_far_from_or_anything_but_a_state_denies_it(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == set(), text

    cases = ["Ana is far from asleep.",
             "Ana is anything but rested.",
             "Ana felt anything but rested after the night shift.",
             "You are far from rested this morning."]
    assert failing_cases(one_case, cases) == []


def test_an_act_or_a_place_beside_it_stays(lex) -> None:
    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Ana") == want, text

    cases = [("Ana ate anything but vegetables.", {"eat"}),
             ("Ana is far from home, eating noodles in a night market.", {"eat"}),
             ("You are anything but sleepy, so you go for a run.", {"exercise"})]
    assert failing_cases(one_case, cases) == []
