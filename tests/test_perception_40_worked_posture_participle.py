"""A task participle after the observer's posture verb (session 40, round worked).

Read now: a comma and an ``-ing`` task verb with its object after the observer's leisure verb
of posture or going about share the observer as subject ("Bakari kneels on the hull, sanding
the rudder", "Kiri and two other grips lay sixty feet of dolly track across the sand, levelling
every section"): ``perception._posture_participle``, judged by the frames as the observer's
own verb would be. Not without the comma ("after three nights of guarding the herd"), not with
no object ("fanning himself"), not a leisure participle ("reading a novel"), not a chore on
the doer's own things.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_task_participle_after_a_posture_is_work(lex) -> None:
    cases = [("Jabir kneels on the deck, sanding the transom.", {"work"}),
             ("Jabir yawns, sanding the transom.", {"work"}),
             ("Kiri and two other grips lay sixty feet of dolly track across the sand, levelling"
              " every section with wedges and a spirit level.", {"work"})]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, text.split()[0]) == want, text

    assert failing_cases(one_case, cases) == []


def test_leisure_own_things_and_no_comma_stay_as_they_were(lex) -> None:
    cases = [("Jabir sits on the sofa, reading a novel.", {"rest"}),
             ("Jabir sits on the sofa, folding his laundry.", set()),
             ("Jabir lies on the beach, eating a sandwich.", {"eat", "rest"}),
             ("Sanjay watches the Bollywood medley from the theatre-style seating, fanning"
              " himself with the order of service.", set()),
             ("Sayri sleeps twelve hours straight after three nights of guarding the herd.",
              {"sleep"})]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, text.split()[0]) == want, text

    assert failing_cases(one_case, cases) == []
