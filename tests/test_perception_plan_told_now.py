"""A time ahead named after a speech verb puts only what is told ahead: reaching back, it stops
at the speech verb ("Over lunch, Ana tells Tom she'll swim tomorrow": the lunch and the telling
are now; "On the phone, Catalina promises her mum that she'll rest tomorrow": the call is now).
Controls: the plan told stays ahead, and a plan with no speech verb before its time word stays
ahead as a whole ("Ana is having lunch with Tom tomorrow")."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

PEOPLE = [("Ana", "she"), ("Tom", "he"), ("Kofi", "he")]
SCENES = [("Over lunch", "eat"), ("Over a coffee", "drink"), ("On the phone", "socialize"),
          ("Over dinner", "eat")]
TELLINGS = ["tells his friend", "promises his mum", "says", "explains"]
PLANS = [("will go swimming tomorrow", "exercise"), ("'ll rest tomorrow", "rest"),
         ("is going to run a marathon next week", "exercise")]


def test_the_scene_of_a_telling_is_now_and_the_plan_told_is_ahead(lex):
    cases = [(f"{scene}, {n} {tell} that {p}{'' if plan.startswith(chr(39)) else ' '}{plan}.",
              n, sk, pk) for (n, p), (scene, sk), tell, (plan, pk)
             in itertools.product(PEOPLE, SCENES, TELLINGS, PLANS)]
    assert len(cases) == 144
    got = [(t, actual_kinds(lex, t, n), sk, pk) for t, n, sk, pk in cases]
    assert [t for t, a, sk, pk in got if sk not in a] == []
    assert [t for t, a, sk, pk in got if pk in a and pk != sk] == []


@pytest.mark.parametrize("who", ["Ana", "Tom", "Kofi"])
@pytest.mark.parametrize("plan,kind", [("is having lunch with Leo tomorrow", "eat"),
                                       ("is going for a swim tomorrow", "exercise"),
                                       ("is meeting Leo for a coffee next week", "drink")])
def test_control_a_plan_with_no_speech_verb_stays_ahead(lex, who, plan, kind):
    assert kind not in actual_kinds(lex, f"{who} {plan}.", who)
