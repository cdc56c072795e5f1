"""A course's quiz submitted is study, as an essay submitted is.

Session 37, round fresh194: "Firefox crashes again just as Mariam is submitting her online quiz"
had been no work. Work's "submit" (which takes the kind's objects) now takes "quiz" too, by its
own entry; a pub quiz won stays a game with company.
"""

from helpers import actual_kinds, failing_cases


def test_a_quiz_submitted_is_work(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Mariam", "Firefox crashes again just as Mariam is submitting her online quiz, and "
                   "she groans at the screen.", {"work"}),
        ("Mariam", "Mariam submits the weekly quiz.", {"work"}),
        ("Mariam", "Mariam submits her essay.", {"work"}),
        ("Mariam", "Mariam wins the pub quiz with her team.", {"socialize"}),
    ]) == []
