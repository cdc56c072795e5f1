"""A collective noun right before a person word is that person's title ("the class inspector",
"the class teacher"), no group opening its clause (session 34, round fresh165: "Zbigniew and
the class inspector go over the weld grades" was the inspector's alone, a miss for the
observer in the pair). A collective before its own verb stays the group."""

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_observer_and_a_titled_person_share_the_act(lex) -> None:
    def one_case(text, observer, kind):
        assert kind in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Ana and the class teacher mark the tests after school.", "Ana", "work"),
        ("Ana and the class inspector weld the last seam.", "Ana", "work"),
        ("Piotr and the class rep eat lunch on the steps.", "Piotr", "eat"),
        ("You and the crew chief drink coffee by the hangar.", None, "drink"),
    ]) == []


def test_someone_elses_title_or_a_group_stays_theirs(lex) -> None:
    def one_case(text, observer, kind):
        assert kind not in actual_kinds(lex, text, observer), text
        assert kind in other_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("The class teacher marks the tests while Ana reads.", "Ana", "work"),
        ("Ana watches as the class eat lunch.", "Ana", "eat"),
        ("Ana sits at the back while the class eats lunch.", "Ana", "eat"),
        ("The crew chief eats lunch; Ana sleeps.", "Ana", "eat"),
    ]) == []
