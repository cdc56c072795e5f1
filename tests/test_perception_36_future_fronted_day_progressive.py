"""A sentence opening with a day named ahead and told in the present progressive is a plan.

Session 36, round future: "Next Saturday Grandma Bea and the nanny are baking the birthday
cake together" had been company now, "On Sunday Bea is playing football with her cousins" a
workout. "on" or "next" + a weekday or "weekend" opening the sentence (a part of the day and a
comma allowed), then a subject and a present progressive, now puts the clause ahead
(``_fronted_day_cues``), as the day told after the progressive already did. The simple present
and the past after a fronted day still tell what happens, and a time clause of its own after
the day is no plan of the main clause's subject.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_fronted_day_before_a_progressive_is_ahead(lex) -> None:
    def one_case(text, ahead):
        assert actual_kinds(lex, text, "Bea") == set(), text
        assert ahead in other_kinds(lex, text, "Bea"), text

    assert failing_cases(one_case, [
        ("Next Saturday Grandma Bea and the nanny are baking the birthday cake together, if "
         "her knees allow.", "socialize"),
        ("On Sunday Bea is playing football with her cousins.", "exercise"),
        ("On Friday night, Bea is going out dancing with the girls.", "socialize"),
        ("On Saturday morning we're all meeting at the pub for a pint.", "socialize"),
        ("On the weekend I'm having dinner with my parents.", "eat"),
    ]) == []


def test_a_fronted_day_before_a_simple_present_or_past_is_unchanged(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Bea") == kinds, text

    assert failing_cases(one_case, [
        ("On Sunday Bea plays football with her cousins.", {"exercise"}),
        ("On Sunday Bea was playing football with her cousins.", {"exercise"}),
        ("On Sunday, while Bea is playing football, her brother eats all the cake.",
         {"exercise"}),
    ]) == []
