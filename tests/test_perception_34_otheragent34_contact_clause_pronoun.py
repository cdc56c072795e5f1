"""A contact clause (a relative clause with no relative word) whose someone is a subject
pronoun is no subject of the main verb (session 34, round otheragent34).

* "Ana files forms; the boy she tutors fell asleep on the sofa", "the man she married sleeps":
  an article and a noun, then he, she or they and one verb, then the main verb: the
  pronoun is inside the clause and the main verb is the noun's, as it already was for a name or
  "you" ("the boy Ana tutors", "the man you married"); the pronoun pointed at the observer and
  the sleep was hers (a leak).
* Controls: a pronoun after "tells/texts someone" starts what is told ("Ana tells the doctor she
  slept badly" stays hers, reported), and the observer's own act after the clause stays hers.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

HEADS = ["the boy she tutors", "the man she married", "the patient she nurses",
         "the kids they coach", "the old man he drives"]
MAINS = [("fell asleep on the sofa", "sleep"), ("has the flu", "illness"),
         ("ate all the biscuits", "eat"), ("swims forty lengths", "exercise")]


def test_a_pronoun_in_a_contact_clause_is_no_subject_of_the_main_verb(lex) -> None:
    def one_case(head, main):
        text = f"Ana files forms; {head} {main[0]}."
        assert actual_kinds(lex, text, "Ana") == {"work"}, text

    cases = list(itertools.product(HEADS, MAINS))
    assert failing_cases(one_case, cases) == []


def test_contact_clause_pronoun_controls(lex) -> None:
    def one_case(text, expected):
        assert actual_kinds(lex, text, "Ana") == expected, text

    assert failing_cases(one_case, [
        ("Ana tells the nurse she has the flu.", {"illness"}),
        ("Ana tells the nurse she has been sick all night.", {"illness"}),
        ("Ana tells the doctor she slept badly.", set()),
        ("Sione tells the school nurse he has a stomach ache to get out of the maths paper.",
         set()),
        ("Ana hugs the man she married and falls asleep.", {"socialize", "sleep"}),
        ("The patient he nurses naps while Ana eats.", {"eat"}),
        ("Ana is tired. The moment she gets home she sleeps.", {"sleep"}),
    ]) == []
