"""Session 24 (leaks): what a "who" clause about someone else tells is that person's.

Found by a probe set of lines where only someone other than the observer does the thing: a
shared or situation term inside someone else's "who" clause reached the observer named later in
the main clause ("The driver who crashed into the lamp post apologises to Ana"); a relative clause
on the observer's object runs to the sentence's end, so a participle after its comma is the
relative's subject's ("Omar phones Maria, who cheers at the Stade, eating frites"); a verb after
"and" inside an open "who" clause goes on the "who" ("phones Tomas, who feeds the ponies and
mucks out their stalls"); a time clause hanging on the relative clause is its subject's ("rings
the photographer, who is trapped behind the police line as the riot spreads"); a name opening its
sentence before ", who" is a name. Controls: the observer named inside the clause, or addressed
by its term, keeps it; the observer's own relative clause stays theirs; company after the
clause's comma may be the visitor's; a change of tense goes back to the main clause.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds

THEIRS = [
    ("Ana", "The driver who crashed into the lamp post apologises to Ana.", "danger"),
    ("Ana", "The man who was nearly hit by a bus thanked Ana.", "danger"),
    ("Ana", "Tom, who was nearly hit by a bus, thanks Ana.", "danger"),
    ("Ana", "Tom, who got into a fistfight, thanks Ana.", "conflict"),
    ("Ana", "The man who got into a fistfight asks Ana for directions.", "conflict"),
    ("Omar", "Omar phones Maria, who cheers at the Stade Vélodrome, eating frites from a paper "
             "cone.", "eat"),
    ("Omar", "Omar phones Maria, who spends the rest of her night off curled up on the sofa.",
     "rest"),
    ("Ines", "Ines phones Tomas, who cradles a mug of cocoa with both hands, drinking it slowly.",
     "drink"),
    ("Ines", "Ines phones Tomas, who watches a documentary from his armchair, feet up on the "
             "pouffe.", "rest"),
    ("Ines", "Ines phones Tomas, who feeds the ponies and mucks out their stalls behind the big "
             "top.", "work"),
    ("Ines", "Ines phones Tomas, who ate his lunch at his desk while answering supplier emails.",
     "work"),
    ("Oliver", "Oliver rings the photographer, who is trapped behind the police line as the riot "
               "spreads.", "danger"),
]


def test_a_who_clause_about_someone_else_is_theirs(lex) -> None:
    def one_case(observer, text, kind):
        assert kind not in actual_kinds(lex, text, observer), text
        assert kind in other_kinds(lex, text, observer), text

    cases = THEIRS
    assert failing_cases(one_case, cases) == []


STAYS = [
    ("Ana", "The man who shouted at Ana apologises.", "conflict"),
    ("Ana", "The woman who chatted with Ana on the train waves goodbye.", "socialize"),
    ("Ann", "You nod at the neighbour, who tells you about her holiday.", "socialize"),
    ("Ana", "Ana, who was nearly hit by a bus, thanks Tom.", "danger"),
    ("Omar", "Omar phones Maria, who is asleep, and eats his lunch.", "eat"),
    ("Omar", "Omar visits his grandmother, who lives alone, chatting for an hour.", "socialize"),
    ("Ana", "Ana thanks the man who helped her and storms out.", "conflict"),
    ("Ann", "You and old Mr Oda, who kept this hut for thirty years, share a pot of miso soup.",
     "eat"),
]


@pytest.mark.parametrize("observer,text,kind", STAYS)
def test_the_observer_named_or_addressed_keeps_it(lex, observer, text, kind):
    assert kind in actual_kinds(lex, text, observer), text
