"""A person word opening a compound noun after an article is nobody a later pronoun refers to
(session 37, round substring, perception._names_a_thing): "Colt buys a firefighter charity
calendar and slices his thumb open on the shrink-wrap" is Colt's cut (before, "his" was the
firefighter's). Controls: a person placed by "next door", a relative clause's subject and a
new subject after "and" keep the hurt.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_person_word_naming_a_thing_takes_no_pronoun(lex) -> None:
    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Colt") == want, text

    cases = [("Colt buys a firefighter charity calendar and slices his thumb open on the "
              "shrink-wrap.", {"injury"}),
             ("Colt picks up a nurse training manual and cuts his finger on the page.",
              {"injury"}),
             # controls: someone else's hurt
             ("Colt watches as the man next door slices his thumb open on the shrink-wrap.",
              set()),
             ("Colt passes the fireman, who slices his thumb open on the shrink-wrap.", set()),
             ("Colt sees a firefighter charity calendar and the man cuts his thumb on it.",
              set())]
    assert failing_cases(one_case, cases) == []


def test_the_other_persons_cut_stays_theirs(lex) -> None:
    text = "Colt passes the fireman, who slices his thumb open on the shrink-wrap."
    assert other_kinds(lex, text, "Colt") == {"injury"}
