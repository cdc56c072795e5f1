"""A childhood named in a "when" clause that opens the sentence covers the main clause right
after its comma ("When she was little, Sana drank goat's milk every morning", "When Sana was a
child, she ate mangoes every summer"): the reported childhood cues reach across that one comma.
Controls: a "when" clause of no childhood ("When she got home, Sana ate dinner") leaves the main
clause now, and a later part of the sentence ("..., and now Sana eats rice") stays now."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

PEOPLE = [("Sana", "she"), ("Tom", "he"), ("Mei", "she")]
PRONOUN_CHILDHOODS = ["was little", "was young", "was small", "was a child", "was a kid",
                      "was a teenager"]
NAMED_CHILDHOODS = ["was a child", "was a kid", "was a teenager"]
HABITS = [("drank goat's milk every morning", "drink"), ("ate mangoes every summer", "eat"),
          ("swam in the river every day", "exercise"), ("slept in a hammock", "sleep")]


def test_a_fronted_childhood_covers_the_main_clause(lex):
    cases = [(f"When {p} {c}, {n} {h}.", n, k) for (n, p), c, (h, k)
             in itertools.product(PEOPLE, PRONOUN_CHILDHOODS, HABITS)]
    cases += [(f"When {n} {c}, {p} {h}.", n, k) for (n, p), c, (h, k)
              in itertools.product(PEOPLE, NAMED_CHILDHOODS, HABITS)]
    assert len(cases) == 108
    assert [t for t, n, k in cases if k in actual_kinds(lex, t, n)] == []


@pytest.mark.parametrize("who,pron", PEOPLE)
@pytest.mark.parametrize("done,kind", [("ate dinner", "eat"), ("drank a coffee", "drink"),
                                       ("went for a swim", "exercise")])
def test_control_a_when_clause_of_no_childhood_leaves_the_main_clause(lex, who, pron, done,
                                                                        kind):
    assert kind in actual_kinds(lex, f"When {pron} got home, {who} {done}.", who)
    assert kind in actual_kinds(lex, f"When {pron} was tired, {who} {done}.", who)


@pytest.mark.parametrize("who,pron", PEOPLE)
def test_control_a_later_part_of_the_sentence_is_now(lex, who, pron):
    text = f"When {pron} was little, {who} hated fish, and now {pron} eats it every day."
    assert "eat" in actual_kinds(lex, text, who)
