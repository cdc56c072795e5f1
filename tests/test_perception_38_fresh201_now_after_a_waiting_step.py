"""After a plan step told still ahead, a later sentence in the present progressive is now.

Session 38, round fresh201: "Step 'Eat lunch' (food): waiting. Seu Benedito has a ticket for
the second sitting and is dozing in his chair until his number is called" put the doze ahead
with the lunch: a step's state word (queued, pending, waiting, ...) put the whole text ahead.
``perception._now_after_step`` keeps a later sentence's present progressive actual; the step,
its own sentence and a simple present stay ahead.
"""

from helpers import actual_kinds, failing_cases


def test_a_progressive_after_the_step_is_now(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"sleep"}, text

    assert failing_cases(one_case, [
        ("Benedito", "Step 'Eat lunch' (food): waiting. Seu Benedito has a ticket for the "
                     "second sitting and is dozing in his chair until his number is called."),
        ("Benedito", "Step 'Eat lunch' (food): pending. Benedito is dozing in his chair."),
        ("Benedito", "Step 'Eat lunch' (food): pending. Benedito is still dozing in his "
                     "chair."),
    ]) == []


def test_the_step_and_its_sentence_stay_ahead(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == set(), text

    assert failing_cases(one_case, [
        ("Benedito", "Step 'Eat lunch' (food): pending. Benedito dozes in his chair."),
        ("Ana", "Step 'Evening swim' (exercise): queued, starts after the harvest shift."),
        ("Ana", "Step 'Evening swim' (exercise): queued, Ana is swimming later."),
    ]) == []
