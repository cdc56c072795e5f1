"""Session 10: a lexicon term written with "be" matches "I am" and "I'm" as it matches "you are".

The irregular forms of "be" in core.yaml's inflections lacked "am" (and the clitics "'m" and
"'re" that "I'm" and "we're" split into), so no ``be ...`` term ("be at lunch", "be snowed
under", "be chilling") matched in the first person, though the handed set writes many lines as
"I ...". Controls: the same sentences about someone else stay theirs.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

TERMS = [("at lunch with my sister", {"eat", "socialize"}),
         ("snowed under at the office", {"work"}),
         ("chilling on the sofa", {"rest"})]


def test_a_be_term_matches_every_first_person_form(lex):
    wrong = []
    for subject, (rest, kinds) in itertools.product(("I am", "I'm", "You are", "You're"), TERMS):
        text = f"{subject} {rest}."
        if actual_kinds(lex, text) != kinds:
            wrong.append((text, actual_kinds(lex, text)))
    assert wrong == []


def test_we_are_includes_the_observer(lex):
    assert actual_kinds(lex, "We're at dinner with the Okafors.") == {"eat", "socialize"}


def test_someone_elses_be_term_stays_theirs(lex):
    for rest, _ in TERMS:
        assert actual_kinds(lex, f"Sam is {rest}.", "Ana") == set(), rest
