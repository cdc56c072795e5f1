"""One singled out of a group after a comma is one of the group (session 34, round fresh168):
"The seamstresses were worked to the bone this week, Juliana most of all" had left the work
to the seamstresses alone, where ", Juliana included" took her in. So do ", especially Ana",
", Ana above all", ", Ana in particular". Someone else singled out, an owner ("especially
Ana's brother") or an adverb's degree ("Ana especially hard") takes no one in."""

from helpers import actual_kinds, failing_cases


def test_the_observer_singled_out_of_the_doers_is_one_of_them(lex) -> None:
    def one_case(text, observer, kind):
        assert kind in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("The cooks were worked to the bone this week, Priya most of all.", "Priya", "work"),
        ("Everyone drank too much at the wedding, Tomas most of all.", "Tomas", "drink"),
        ("The whole choir ate well, especially Mei.", "Mei", "eat"),
        ("The kids swam all afternoon, Ana above all.", "Ana", "exercise"),
        ("The crew slept badly, Kofi in particular.", "Kofi", "sleep"),
    ]) == []


def test_someone_else_or_an_owner_singled_out_is_not_the_observer(lex) -> None:
    def one_case(text, observer, kind):
        assert kind not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("The cooks were worked to the bone this week, Tom most of all.", "Priya", "work"),
        ("The whole choir ate well, especially Mei's brother.", "Mei", "eat"),
        ("Everyone swam, Ana especially hard.", "Ana", "exercise"),
        ("The kids swam all afternoon, Tom above all.", "Ana", "exercise"),
    ]) == []
