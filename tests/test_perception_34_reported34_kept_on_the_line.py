"""A caller kept company on the line is company (session 34, round reported34): the telling
of someone else's harm on the phone is not the observer's, but staying on the line with the
caller is time spent together ("Grandma phones to say she slipped; Delphine stays on the line
with her for half an hour"), a socialize term beside "on the phone with". Someone else on
the line, a bare "stays on the line" and a dispatcher's call at work do not change."""

from helpers import actual_kinds, failing_cases, other_kinds


def test_staying_on_the_line_with_someone_is_company(lex) -> None:
    def one_case(text, observer):
        assert actual_kinds(lex, text, observer) == {"socialize"}, text

    assert failing_cases(one_case, [
        ("Grandpa rings to say he fell off the ladder; Ana stays on the line with him for an "
         "hour.", "Ana"),
        ("Ana stays on the line with her brother until the ambulance comes.", "Ana"),
        ("You stay on the line with your grandad while he waits for the doctor.", None),
    ]) == []


def test_others_on_the_line_or_no_one_named_are_no_company(lex) -> None:
    def one_case(text, observer):
        assert "socialize" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Ana's mum stays on the line with Tom.", "Ana"),
        ("Ana stays on the line.", "Ana"),
        ("Ana, a dispatcher, stays on the line with the caller.", "Ana"),
    ]) == []


def test_the_callers_harm_stays_the_callers(lex) -> None:
    def one_case(text, observer):
        assert "injury" in other_kinds(lex, text, observer), text
        assert "injury" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Grandpa rings to say he fell off the ladder and cut his arm; Ana stays on the line "
         "with him for an hour.", "Ana"),
    ]) == []
