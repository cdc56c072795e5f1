"""Tables as a bare plural object (session 39, round worked).

Read now: "tables" with no article, as a task verb's object, is a venue's many tables, a work
occasion as "the tables" is (``frames.object_occasions``): "Ailsa wipes down tables while
Hamish eats a fish supper", "clears tables"; a home's is "the table", and tables one sits at
or moves among are no object.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_bare_tables_cleared_or_wiped_are_work(lex) -> None:
    cases = [("Ailsa wipes down tables while Hamish, at the bar, eats a fish supper.",
              {"work"}),
             ("Ailsa clears tables.", {"work"}),
             ("Ailsa clears the table after dinner.", set()),
             ("Ailsa sits down at the picnic tables with her friends.", {"socialize"}),
             ("Ailsa weaves through tables to find her friends.", set())]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Ailsa") == want, text

    assert failing_cases(one_case, cases) == []
