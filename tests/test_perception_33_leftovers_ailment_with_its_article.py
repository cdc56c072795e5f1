"""An ailment named with its article heading a clause of cause or time is whoever that clause
names (session 33, round leftovers).

* "the flu" is a term with its article, so the rule of session 32 ("because the cough is
  worse": the cause clause's ailment is the main subject's unless the clause names whose it
  is) did not see it: "Kemi stays home because the flu has hit her brother" gave Kemi the
  flu. The term's own article now heads the clause as a separate one does ("because the
  measles has hit her sister": the sister's).
* Controls: "Kemi has the flu", "the flu has hit Kemi hard", "Kemi is down with the flu" and
  a cause clause naming nobody ("because the flu is going round") stay Kemi's.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Kemi"
MAINS = ["Kemi stays home", "Kemi cooks supper", "Kemi works a double shift"]
CLAUSES = ["because the flu has hit her brother", "since the flu has laid her mum low",
           "while the flu keeps Tom in bed", "as the flu has knocked out two colleagues",
           "because the flu has floored her sister"]


def test_the_ailment_of_a_cause_clause_naming_someone_is_theirs(lex) -> None:
    def one_case(main, clause):
        text = f"{main} {clause}."
        assert "illness" not in actual_kinds(lex, text, OBSERVER), text
        assert "illness" in other_kinds(lex, text, OBSERVER), text

    cases = list(itertools.product(MAINS, CLAUSES))
    assert failing_cases(one_case, cases) == []


def test_controls_the_observer_with_the_flu(lex) -> None:
    def one_case(text):
        assert "illness" in actual_kinds(lex, text, OBSERVER), text

    cases = ["Kemi has the flu.", "The flu has hit Kemi hard.", "Kemi is down with the flu.",
             "Kemi stays home because the flu has hit her hard.",
             "Kemi stays home because the flu is bad.", "Kemi stays in bed with the flu.",
             "Kemi has caught the flu.", "Kemi is off work with the flu.",
             "Kemi skips school because she has the flu.",
             "Kemi stays home because the flu has knocked her flat."]
    assert failing_cases(one_case, cases) == []
