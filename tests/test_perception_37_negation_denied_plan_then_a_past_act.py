"""A plan, denied or not, does not reach a later clause after "but"/"and" told in the past.

Session 37, round negation: "Ana won't go running tomorrow, but today she swam a mile" had the
swim ahead with the plan ("won't", "tomorrow"), as "won't eat lunch tomorrow, but today she ate
a big sandwich" had the meal. A planned cue before a later clause opened by "but", "and" or
"yet" whose subject pronoun's verb is told in the past no longer reaches it. A clause after
"because" ("will go running tomorrow because she ate too much") and a thing told ("plans to tell
Tom that she ate his cake") are unchanged.
"""

from helpers import actual_kinds, failing_cases


def test_a_past_clause_after_a_plan_is_done(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Ana won't go running tomorrow, but today she swam a mile.", {"exercise"}),
        ("Ana won't eat lunch tomorrow, but today she ate a big sandwich.", {"eat"}),
        ("Ana is going to the gym later, but she ate first.", {"eat"}),
    ]) == []


def test_other_clauses_after_a_plan_are_unchanged(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Ana will go running tomorrow because she ate too much.", set()),
        ("Ana plans to tell Tom that she ate his cake.", set()),
        ("Ana won't go running tomorrow, but she will swim.", set()),
        ("Ana is going to eat later.", set()),
    ]) == []
