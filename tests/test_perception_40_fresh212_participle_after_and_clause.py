"""A participle after a comma describes the subject of a second clause joined by "and".

Session 40, round fresh212: "The smoko bell goes and Kiri is first to the table, tearing into
a sausage roll" gave the meal to the bell: the participle went to the clause's first subject.
A person opening a clause after "and", with a predicate of the first subject before it and a
finite verb after, is the nearest subject; a subject joined before any verb stays the first.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_second_clause_subject_does_it(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Kiri", "The bell rings and Kiri is at the table, eating a pie.", {"eat"}),
        ("Kiri", "The smoko bell goes and Kiri is first to the table, tearing into a sausage "
                 "roll before anyone else has sat down.", {"eat"}),
        ("Kiri", "Tom arrives and you are at the door, drinking tea.", {"drink"}),
    ]) == []


def test_what_must_not_change(lex) -> None:
    def one_case(observer, text, mine, theirs):
        assert actual_kinds(lex, text, observer) == mine, text
        assert other_kinds(lex, text, observer) == theirs, text

    assert failing_cases(one_case, [
        # the observer's first clause, someone else's second: the participle is theirs
        ("Kiri", "Kiri arrives and Tom is at the door, drinking tea.", set(), {"drink"}),
        # a joint subject before any verb stays one
        ("Kiri", "Kiri and Tom are at the table, eating.", {"eat", "socialize"}, set()),
        # a thing after "and" opens no clause of a doer
        ("Kiri", "Kiri fries the fish and the chips, humming.", set(), set()),
    ]) == []
