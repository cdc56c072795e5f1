"""A count or a plural noun after "and" is one more thing in a list, no second verb of the
observer (session 34, round fresh172; ``perception._listed_noun_after_and``, read by
``perception._coordinated``): "You order a blue slushie and two pretzels at the kiosk" had
been work, "two" read as a verb done at the kiosk. After you, I or a plural subject a word in
-s is no verb of theirs either ("and pretzels at the counter"). The walk goes on to a later
"and", so "climb the hundred and twelve steps ... and wind the clockwork for the night watch"
stays work, and a real second verb at a workplace ("and wipe the tables for the lunch crowd")
stays one."""

from helpers import actual_kinds, failing_cases


def test_a_count_or_a_plural_after_and_is_no_task_at_the_counter(lex) -> None:
    def one_case(text, observer):
        assert "work" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("You order a blue slushie and two pretzels at the kiosk and take buzzer number 12.",
         None),
        ("You order a slushie and two pretzels at the kiosk.", None),
        ("I buy a coffee and three muffins at the counter.", None),
        ("You grab a sandwich and pretzels at the counter.", None),
        ("Ana buys a lemonade and two churros at the kiosk.", "Ana"),
        ("I pick up a paper and a dozen eggs at the shop.", None),
    ]) == []


def test_a_later_verb_after_a_list_keeps_its_frame(lex) -> None:
    def one_case(text, observer):
        assert "work" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("You climb the hundred and twelve steps to the lamp room and wind the clockwork "
         "for the night watch.", "Elspeth"),
        ("You carry the two hundred and fifty chairs into the hall and stack them for the "
         "evening service.", None),
        ("You wipe the counter and two tables at the café.", None),
        ("You serve the customers and restock the fridge at the kiosk.", None),
    ]) == []
