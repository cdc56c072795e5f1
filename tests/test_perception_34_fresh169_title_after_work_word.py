"""A work word right before a title names a person, no work now (session 34, round fresh169:
"Agnieszka is arguing with the shift leader over the overtime rota" had been work through
"shift").

Work's `not_before` holds nouns that a work word before them only names ("the shift foreman",
"the overtime dispute"); it now holds leader, lead and coordinator too. Controls: a shift led,
a shift worked with a leader named, and a work rota with one's turn on it stay work.
"""

from helpers import actual_kinds, failing_cases


def test_a_work_word_before_a_title_is_a_person(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Ana is arguing with the shift leader about her hours.", {"conflict"}),
        ("Ana chats with the shift lead in the canteen.", {"socialize"}),
        ("Ana rings the harvest coordinator about the weekend.", {"socialize"}),
        ("Ana is talking to the harvest coordinator.", {"socialize"}),
        ("Ana argued with the shift leaders over the new breaks.", {"conflict"}),
        ("Ana waits outside the office of the shift lead.", set()),
    ]) == []


def test_a_shift_led_or_worked_is_still_work(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Ana leads the shift.", {"work"}),
        ("Ana is on shift, leading the crew.", {"work"}),
        ("Ana is on the night shift with the shift leader.", {"work"}),
        ("Ana is drawing up the overtime rota.", {"work"}),
        ("Ana works overtime, leading the team.", {"work"}),
    ]) == []
