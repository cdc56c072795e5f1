"""Two threats to the observer read now (session 39, round danger): a quoted warning whose
order calls the observer by name is aimed at them (perception._addressed_in_quote, read by
_quoted_warnings: "'Kwesi, get out, the barn is on fire!' the farmer yells"), and a pusher's
passive has the one pushed before it (perception._moved_to_peril, ``_PERIL_PASSIVE``:
"Hye-jin is pushed towards the edge of the platform"). Controls: someone else called by name,
a quotation with no name, a pram pushed, a push to the front of a queue.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_warning_calling_the_observer_by_name_is_theirs(lex) -> None:
    def one_case(case):
        text, observer = case
        assert actual_kinds(lex, text, observer) == {"danger"}, text

    cases = [("'Kwesi, get out, the barn is on fire!' the farmer yells.", "Kwesi"),
             ("'Get out, Kwesi, the barn is on fire!' the farmer yells.", "Kwesi")]
    assert failing_cases(one_case, cases) == []


def test_a_warning_to_no_one_named_or_to_someone_else_stays_told(lex) -> None:
    def one_case(case):
        text, observer = case
        assert "danger" not in actual_kinds(lex, text, observer), text

    cases = [("'Tom, get out, the barn is on fire!' the farmer yells.", "Kwesi"),
             ("'Get out, the barn is on fire!' the farmer yells.", "Kwesi")]
    assert failing_cases(one_case, cases) == []


def test_a_pushers_passive_moves_the_one_before_it(lex) -> None:
    def one_case(case):
        text, observer, want = case
        assert ("danger" in actual_kinds(lex, text, observer)) is want, text

    cases = [("Hye-jin is pushed towards the edge of the platform.", "Hye-jin", True),
             ("Ana gets pulled into the road by the crowd.", "Ana", True),
             ("The pram is pushed into the road.", "Ana", False),
             ("Ana is pushed to the front of the queue.", "Ana", False)]
    assert failing_cases(one_case, cases) == []
