"""Session 23: a task done for money, for one's boss or for an employer by its kind is the job.

The line's own words make the activity paid work whatever the trade, so these frames generalise
across professions rather than adding one verb at a time:

- pay: "for" + an amount + a money unit (``frames.pay_units``) or a currency sign and digits
  ("cleans Mrs Hill's house for twenty pounds", "babysits the twins for £10 an hour"); a
  customer's price ("buys a coffee for two euros") or money with no amount ("plays cards for
  money") stays no work;
- an employer: "for" (+ an article or a possessive) + one of ``frames.employers`` ("waters the
  plants for her manager", "cleans the office for her employer"), but not an employer's own
  occasion ("bakes a cake for her boss's birthday") nor waiting or shopping for them;
- an employer by its kind (``frames.businesses``: council, agency, newspaper...) that a task is
  done for ("cleans offices for the agency").
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Mae"


def test_a_task_done_for_an_amount_of_money_is_work(lex) -> None:
    def one_case(text):
        assert "work" in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Mae cleans Mrs Hill's house every Tuesday for twenty pounds.",
        "Mae paints the Hendersons' fence for fifty quid.",
        "Mae washes cars for a tenner.",
        "Mae babysits the twins for £10 an hour.",
        "Mae cleans offices for £8.50 an hour.",
        "Mae paints the fence for 40 euros.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_price_paid_or_someone_elses_pay_is_no_work_of_hers(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Mae buys a coffee for two euros.",
        "Mae orders a pizza for $12.",
        "Mae bought the dress for 40 dollars.",
        "Mae plays cards for money.",
        "Mae gets her nails done for twenty pounds.",
        "Mae sells her old bike for fifty quid.",
        # someone else is paid
        "Mae's son washes cars for a tenner.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Mae waters the plants for her manager.",
    "Mae cleans the office for her employer.",
    "Mae is stacking hay bales for his line manager.",
    "Mae cleans offices for the agency.",
])
def test_a_task_done_for_an_employer_is_work(lex, text):
    assert "work" in actual_kinds(lex, text, OBSERVER)


def test_an_employers_occasion_errands_and_others_stay_no_work(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Mae bakes a cake for her boss's birthday.",
        "Mae waits for her boss.",
        "Mae buys flowers for her boss.",
        "Mae is digging through the cupboard for her calculator.",
        "Mae reads the newspaper.",
        "Mae shops at the supermarket.",
        "Mae complains to the council about the bins.",
        "Mae's brother waters the plants for his manager.",
    ]
    assert failing_cases(one_case, cases) == []
