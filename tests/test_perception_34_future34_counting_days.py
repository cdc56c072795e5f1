"""Days counted down to a thing tell it ahead.

Session 34, round future34 (the [future] category): "Eirik is counting down: fourteen days on,
then home and a proper night's sleep" gave the sleep as had. "counting the days", "counting
down the days", "counting down to" and "counting down:" are plan cues to the sentence's end now
(core.yaml ``cues.planned``), and "until she can" reaches past one adverb ("until he can
finally sleep in his own bed"). Not a bare "counts down": a coach's count over a workout done
now stays the workout; what the counter does beside the count is done now.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_what_days_are_counted_down_to_is_ahead(lex) -> None:
    def one_case(text, kind):
        assert actual_kinds(lex, text, "Ana") == set(), text
        assert kind in other_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        ("Ana is counting the days until she can finally sleep in her own bed again.", "sleep"),
        ("Ana counts down the days to her holiday swim.", "exercise"),
        ("Ana is counting down: six more shifts, then a week of lie-ins and a long swim.",
         "exercise"),
        ("Ana is counting down to Friday's dinner with her sisters.", "socialize"),
        ("Ana holds out until she can properly eat.", "eat"),
    ]) == []


def test_a_count_beside_what_is_done_now_leaves_it_done(lex) -> None:
    def one_case(text, expected):
        assert actual_kinds(lex, text, "Ana") == expected, text

    assert failing_cases(one_case, [
        ("The coach counts down as Ana does push-ups.", {"exercise"}),
        ("Ana is counting the days she has left and eats a sandwich.", {"eat"}),
        ("Ana is counting down to the race while she eats her porridge.", {"eat"}),
        ("Ana counts the tills and eats her lunch.", {"work", "eat"}),
    ]) == []
