"""Wants and nights ahead (session 39, round fresh207): "all he wants is ..." or "what she
needs is ..." names a want, not an act (``cues.planned``: "wants is", "need is", ...); going
to bed or for a lie-down in the progressive before "tonight" is ahead, as going for a run is
(``perception._GOING_KINDS`` now holds rest). Controls: the meal eaten before the want, going
to bed now, resting tonight in the progressive (the present stretch), a told "that" clause on
a set ("hears on the VHF that ..."), reported.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_want_named_is_no_act(lex) -> None:
    cases = [("After the shout Huw scoffed two pasties in the crew room; now all he wants is a "
              "hot bath and a proper night's sleep.", {"eat"}),
             ("All Huw needs is a nap.", set()),
             ("Huw drinks the tea he wants, then sleeps.", {"drink", "sleep"})]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Huw") == want, text

    assert failing_cases(one_case, cases) == []


def test_going_to_bed_tonight_is_ahead(lex) -> None:
    cases = [("Eleri sits her helm assessment tomorrow, so she's going to bed early tonight.",
              set()),
             ("Eleri is going for a lie-down tonight.", set()),
             ("Eleri is going to bed now.", {"rest"}),
             ("Eleri is resting on the sofa tonight.", {"rest"})]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Eleri") == want, text

    assert failing_cases(one_case, cases) == []


def test_news_on_a_set_with_that_is_told(lex) -> None:
    assert actual_kinds(lex, "Owain hears on the VHF that a fishing boat is drifting onto the "
                        "rocks.", "Owain") == set()
    assert actual_kinds(lex, "Owain hears on the VHF that the crew of the yacht are safe, and "
                        "eats his sandwich.", "Owain") == {"eat"}
