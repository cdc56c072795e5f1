"""A pronoun's simple present or past after "but tonight" is narrated now (session 38, round
fresh202, perception._tonight_narrated): "hasn't slept properly in a week, but tonight he
finally nods off in his armchair" sleeps. A modal and a bare "tonight he eats" stay ahead.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_but_tonight_and_a_narrated_verb_is_now(lex) -> None:
    def one_case(case):
        text, kind = case
        assert actual_kinds(lex, text, "Ross") == {kind}, text

    cases = [("Ross hasn't slept properly in a week for worrying about cattle prices, but "
              "tonight he finally nods off in his armchair during the news.", "sleep"),
             ("Ross skipped lunch, but tonight he eats a huge steak.", "eat"),
             ("Ross didn't sleep last night, but tonight I slept like a log.", "sleep")]
    assert failing_cases(one_case, cases) == []


def test_a_plan_tonight_stays_ahead(lex) -> None:
    text = "Ross is busy now, but tonight he'll eat at the pub."
    assert actual_kinds(lex, text, "Ross") == set()
    assert other_kinds(lex, text, "Ross") == {"eat"}
    assert actual_kinds(lex, "Tonight he eats at the pub.", "Ross") == set()
