"""Session 10: an ailment told as over, or claimed as an excuse and taken back, is none now.

Taken from r64-052 ("Wei's food poisoning is over at last; she kept down a whole bowl of
congee") and r63-107 ("I emailed my tutor that I had food poisoning, but honestly I'm fine — I
just hadn't finished the essay"), h7-107 (a migraine emailed to a boss, "but really I'm fine"),
widened to owners x ailments x endings (illness ``as_time``: ``be over``, more heads) and
speech verbs x ailments x denials (illness and injury ``taken_back``). Controls: an ailment
getting worse; "but otherwise I feel fine" (the rest of her: still ill); "not fine"; an
ailment told with nothing taken back.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Wei"


AILMENTS = ["food poisoning", "flu", "migraine", "stomach bug", "fever", "headache", "cough",
            "diarrhoea", "earache", "tonsillitis"]
ENDINGS = ["is over at last", "is finally over", "is over", "has cleared up", "has passed"]


def test_an_ailment_told_as_over_is_no_illness_now(lex):
    texts = [f"Wei's {a} {e}; she feels much better." for a, e in
             itertools.product(AILMENTS, ENDINGS)]
    assert len(texts) == 50
    assert [t for t in texts if "illness" in actual_kinds(lex, t, OBSERVER)] == []


def test_an_ailment_getting_worse_is_illness(lex):
    texts = [f"Wei's {a} is getting worse." for a in ["cough", "migraine", "headache", "fever"]]
    assert [t for t in texts if "illness" not in actual_kinds(lex, t, OBSERVER)] == []


CLAIMS = ["I emailed my tutor that I had {a}", "I texted my boss that I had {a}",
          "I messaged the office that I had {a}", "I emailed the school that I had {a}"]
CLAIMED = ["food poisoning", "a migraine", "a fever", "the flu", "a stomach bug"]
DENIALS = ["but honestly I'm fine", "but really I was fine", "but I was perfectly fine",
           "but really I just needed a day off", "but I just wanted to watch the match",
           "but I wasn't really ill"]


def test_an_illness_claimed_and_taken_back_is_none(lex):
    texts = [f"{c.format(a=a)}, {d}." for c, a, d in itertools.product(CLAIMS, CLAIMED, DENIALS)]
    assert len(texts) == 120
    assert [t for t in texts if "illness" in actual_kinds(lex, t, "I")] == []


def test_a_hurt_claimed_and_taken_back_is_none(lex):
    texts = [f"I emailed the coach that I had {h}, but {d}." for h, d in itertools.product(
        ["pulled a hamstring", "sprained my ankle", "hurt my back"],
        ["honestly I'm fine", "really I just wanted a day off", "I was totally fine"])]
    assert [t for t in texts if "injury" in actual_kinds(lex, t, "I")] == []


STILL_ILL = ["I emailed my tutor that I had a migraine, but otherwise I feel fine.",
             "I emailed my tutor that I had a migraine and I feel awful.",
             "I emailed my tutor that I had a migraine, but I'm not fine at all.",
             "I emailed my tutor that I have a fever, so I'm staying in bed."]


def test_an_illness_told_and_not_taken_back_stays(lex):
    assert [t for t in STILL_ILL if "illness" not in actual_kinds(lex, t, "I")] == []
