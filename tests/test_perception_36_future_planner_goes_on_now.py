"""A he/she after "but right now", "; for now", "in the meantime" goes on with the planner.

Session 36, round future: "Bao has a doctor's appointment Monday, but right now he is wheezing
and reaching for his inhaler" had been the doctor's wheeze: the resolver's default gives a
pronoun the latest fitting person. After a phrase that sets now against a time ahead, opened by
";", "but" or a comma, in a sentence (or its part before the ";") that opens with the observer
whose gender fits, the pronoun is now the observer's (``_planner_goes_on``). Not when someone
else opens the sentence, nor across a full stop, nor when the observer's gender does not fit.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_now_after_a_plan_is_the_planners(lex) -> None:
    def one_case(text, observer, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Bao has a doctor's appointment Monday, but right now he is wheezing and reaching for "
         "his inhaler.", "Bao", {"illness"}),
        ("Tom will see the doctor on Monday, but right now he is coughing badly.", "Tom",
         {"illness"}),
        ("Tom will meet his brother on Monday; for now he is eating.", "Tom", {"eat"}),
        ("Ana will meet her sister on Monday, but right now she is eating.", "Ana", {"eat"}),
    ]) == []


def test_other_openers_genders_and_sentences_keep_the_default(lex) -> None:
    def one_case(text, observer, other):
        assert actual_kinds(lex, text, observer) == set(), text
        assert other in other_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Ana will meet Tom later; for now he is sleeping.", "Ana", "sleep"),
        ("Tom's brother arrives on Monday. For now he is eating.", "Tom", "eat"),
        ("Tom will meet his brother on Monday. For now he is eating.", "Tom", "eat"),
        ("Ana's sister will visit on Monday, but right now she is eating.", "Ana", "eat"),
    ]) == []
