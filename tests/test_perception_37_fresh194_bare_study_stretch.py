"""A bare study verb stays bare past how hard or how long it goes on.

Session 37, round fresh194: "Menna revises non-stop for eighteen hours, breaking only to pray"
had been no work: a bare study verb (work's ``bare_verbs``) counted only before a sentence's
end. ``perception._bare_stretch`` now passes over a manner ("non-stop", "flat out", "hard") and
a length ("for eighteen hours", "until dawn"), then a comma or an end; a finite form after a
name then counts too. A verb with an object stays judged by its terms.
"""

from helpers import actual_kinds, failing_cases


def test_a_stretch_of_study_is_work(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"work"}, text

    assert failing_cases(one_case, [
        ("Menna", "Menna revises non-stop for eighteen hours, breaking only to pray."),
        ("Menna", "Menna studied hard until dawn."),
        ("Menna", "Menna is revising flat out, headphones on."),
        ("Menna", "Menna crams for sixteen hours straight."),
    ]) == []


def test_an_object_or_a_noun_stays(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Menna", "Menna studies the menu for ten minutes.", set()),
        ("Menna", "Menna is studying for two hours, then sleeps.", {"work", "sleep"}),
    ]) == []
