"""Session 24 (leaks): who "she", "they" and a predicate without a subject stand for, and whose
company a talk is, when the observer only watches, waits or looks after someone.

Found by a probe set of lines where only someone other than the observer does the thing, and by
tuning-set lines rewritten with someone else as the actor and the observer as a bystander:
- a sentence's he/she after someone sought past an owner word ("checks on her grandmother. She
  is fast asleep"), or, when nothing gives the observer's gender, after the owner of a body part
  the observer looks at ("listens to the old man's chest; he wheezes");
- "they" after the observer and two others who act together is those two ("looks on as Tomas
  video-calls his daughter and they talk"); what the observer watches "as" others do it is
  theirs ("watches as Maria and her brother talk"); several people talking in a clause of their
  own are no company of an observer busy in another ("washes up while Tom and Jo talk about the
  wedding", "dozes in the armchair while her aunts talk");
- a predicate after but/and/then with no subject goes on the subordinate clause's subject
  ("looks on as Maria refuses the champagne but takes a long swallow"); a posture right after
  someone else named as its subject is theirs ("notices that Maria curls up on the sofa"); no
  work verb is looked for past someone else's clause ("notices that Maria stocks the shelves with
  plates and skillets"); a hurt in a clause naming no one goes on the hurt just told ("lands hard
  on her wrist; it's already swelling").
Controls: a party sitting with them, a single speaker telling the observer a story, the
observer's own hurt, a subject pronoun of the observer's after "then".
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds

THEIRS = [
    ("Ana", "Ana checks on her grandmother. She is fast asleep.", "sleep"),
    ("Ana", "Ana looks for her son. He is asleep in the shed.", "sleep"),
    ("Dr Okafor", "Dr Okafor listens to the old man's chest; he wheezes with every breath.",
     "illness"),
    ("Ines", "Ines looks on as Tomas video-calls his daughter in Lisbon and they talk until his "
             "battery dies.", "socialize"),
    ("Omar", "While Omar waits in the car, Maria rings her brother and they talk about the flood.",
     "socialize"),
    ("Omar", "Omar watches as Maria and her brother talk about the inheritance.", "socialize"),
    ("Omar", "Omar looks on as Maria and her brother talk about the inheritance.", "socialize"),
    ("Ana", "Ana washes up while Tom and Jo talk about the wedding.", "socialize"),
    ("Ana", "Ana dozes in the armchair while her aunts talk about the wedding.", "socialize"),
    ("Ana", "Ana washes up; meanwhile, her flatmates talk about the wedding.", "socialize"),
    ("Omar", "Omar looks on as Maria refuses the champagne but takes a long swallow of tap water.",
     "drink"),
    ("Omar", "Omar waits outside while Maria works fourteen hours on the lifts, then covers the "
             "evening shift behind the bar.", "work"),
    ("Omar", "Omar notices that Maria curls up on the sofa.", "rest"),
    ("Ana", "Ana notices that Tom is lying on the sofa with his feet up.", "rest"),
    ("Omar", "Omar notices that Maria stocks the shelves with plates and skillets before the "
             "stall opens.", "work"),
    ("Omar", "Omar looks on as Maria slips on the icy steps and lands hard on her wrist; it's "
             "already swelling.", "injury"),
    ("Omar", "Omar looks on as Maria gets a tiny paper cut from the envelope; a bead of blood, "
             "nothing more.", "injury"),
]


def test_someone_elses_doing_is_not_the_observers(lex) -> None:
    def one_case(observer, text, kind):
        assert kind not in actual_kinds(lex, text, observer), text
        assert kind in other_kinds(lex, text, observer), text

    cases = THEIRS
    assert failing_cases(one_case, cases) == []


STAYS = [
    ("Ana", "Ana sits with Tomas and his wife, and they chat for an hour.", "socialize"),
    ("Ann", "You eat while Greta tells a story.", "socialize"),
    ("Omar", "Omar slips and lands on his wrist; it's already swelling.", "injury"),
    ("Omar", "Omar waits while Maria naps, then he eats a sandwich.", "eat"),
    ("Ana", "Ana curls up on the sofa.", "rest"),
    ("Ana", "Ana sits with Lena. She falls asleep.", "sleep"),
]


@pytest.mark.parametrize("observer,text,kind", STAYS)
def test_the_observers_own_stays_theirs(lex, observer, text, kind):
    assert kind in actual_kinds(lex, text, observer), text
