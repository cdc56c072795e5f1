"""Session 25 (who did what): a "they" after the observer meets one person is the two of them.

Class: "Gideon met his old bandmate Ravi at the festival bar; they shared a round of ciders",
"Pia meets Tom at the pub and they go for a run". After the observer, as a plain subject,
meets, joins or visits one person (``cues.vocabulary.met_verbs``), a plural "they" is that
pair, the observer included, for a meal, a drink or a sport as for talk. A place phrase after
the one met ends at "and" or a new subject ("meets Tom at the pub and they eat": the pub is not
where Tom alone eats). Unchanged: a group met ("meets the twins and they eat": the twins may be
the "they"), two people met ("meets Tom and Mia"), and a serving ("orders a round for Tom and
they drink it" stays who got it, tests/test_perception_who_they_it_after_objects.py).
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds

PAIRS = [
    ("Gideon met his old bandmate Ravi at the festival bar; they shared a round of ciders.",
     "Gideon", "drink"),
    ("Pia meets Tom at the pub and they eat a pizza.", "Pia", "eat"),
    ("Pia meets Tom at the pub and they go for a run.", "Pia", "exercise"),
    ("Pia visits her gran and they drink tea.", "Pia", "drink"),
    ("Pia joins Tom for lunch and they eat on the terrace.", "Pia", "eat"),
    ("Pia meets Tom. Later they drink a beer.", "Pia", "drink"),
]


def test_they_after_meeting_one_person_is_the_pair(lex) -> None:
    def one_case(text, observer, kind):
        assert kind in actual_kinds(lex, text, observer), text

    cases = PAIRS
    assert failing_cases(one_case, cases) == []


OTHERS = [
    ("Pia meets the twins and they eat a pizza.", "eat"),
    ("Pia meets Tom and Mia and they eat a pizza.", "eat"),
    ("Pia meets Tom; Ana arrives and they eat.", "eat"),
    ("Pia orders a round for Tom and they drink it straight away.", "drink"),
    ("Pia watches the kids in the garden and they eat.", "eat"),
]


def test_a_group_met_or_a_serving_stays_someone_elses(lex) -> None:
    def one_case(text, kind):
        assert kind not in actual_kinds(lex, text, "Pia"), text
        assert kind in other_kinds(lex, text, "Pia"), text

    cases = OTHERS
    assert failing_cases(one_case, cases) == []
