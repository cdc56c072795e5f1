"""A joint subject's second member named after an owner noun keeps the observer in the pair
(session 35, round fresh178): "Qori and the mayor's nephew come to blows" is Qori's fight; the
coordination's gap may be a determiner, an owner noun (and one modifier) and "'s". Controls: the
pair without the observer, the observer only watching, a clause of its own after "and".
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_observer_and_an_owned_person_are_a_joint_subject(lex) -> None:
    def one_case(text, kind):
        assert kind in actual_kinds(lex, text, "Qori"), text

    cases = [("Qori and the mayor's nephew come to blows outside the community hall; it takes"
              " four men to pull them apart.", "conflict"),
             ("Qori and the mayor's nephew argue outside the hall.", "conflict"),
             ("Qori and the mayor's nephew eat lunch together.", "eat"),
             ("Qori and his old friend's son play football.", "exercise"),
             ("Qori and the farmer's wife share a pot of tea.", "drink")]
    assert failing_cases(one_case, cases) == []


def test_controls_others_pairs_stay_theirs(lex) -> None:
    def one_case(text, kind):
        assert kind not in actual_kinds(lex, text, "Qori"), text
        assert kind in other_kinds(lex, text, "Qori"), text

    cases = [("Tom and the mayor's nephew argue while Qori watches.", "conflict"),
             ("Qori watches Tom and the mayor's nephew argue.", "conflict"),
             ("Qori waits and the mayor's nephew eats.", "eat")]
    assert failing_cases(one_case, cases) == []
