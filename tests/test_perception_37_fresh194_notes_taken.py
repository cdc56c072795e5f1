"""Notes taken in a lecture, a hearing or a meeting are study or work.

Session 37, round fresh194: "Sherif takes notes on the steps of the crowded lecture theatre
while Dr. Mansour fills the board with equations" had been no work. Work's verbs now hold
"take" + "notes" (window 2: "takes careful notes"); ``exceptions`` keep one's own notes taken
up ("takes his notes out of his bag") and money's notes out; "takes note of" was never one.
"""

from helpers import actual_kinds, failing_cases


def test_notes_taken_are_work(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"work"}, text

    assert failing_cases(one_case, [
        ("Sherif", "Sherif takes notes on the steps of the crowded lecture theatre while Dr. "
                   "Mansour fills the board with equations."),
        ("Sherif", "Sherif takes careful notes during the seminar."),
        ("Sherif", "Sherif is taking notes."),
    ]) == []


def test_notes_handled_are_none(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == set(), text

    assert failing_cases(one_case, [
        ("Sherif", "Sherif takes note of the time."),
        ("Sherif", "Sherif takes his notes out of his bag."),
        ("Sherif", "Sherif takes the bank notes to the counter."),
    ]) == []
