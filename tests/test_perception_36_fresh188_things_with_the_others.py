"""Things put "with the others" (session 36, round fresh188): a thing stowed, stacked or put
away "with the others" joins more of its kind, no company ("You haul the last creel over the
gunwale and stack it with the others"). Controls: standing, sitting or eating with the others is
still company; feet put up with the others (a particle, no thing) keeps the company and the rest.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_thing_stowed_with_the_others_is_no_company(lex) -> None:
    def one_case(text):
        assert "socialize" not in actual_kinds(lex, text, "Ewan"), text

    cases = ["You haul the last creel over the gunwale and stack it with the others.",
             "You stack the creel with the others.",
             "You put the mug with the others on the rack.",
             "Ewan hangs his oilskins with the others by the door.",
             "Ewan piles the crates with the rest."]
    assert failing_cases(one_case, cases) == []


def test_the_sets_line_is_the_job(lex) -> None:
    text = ("You haul the last creel over the gunwale and stack it with the others. The wind off "
            "the sound is raw and your hands are numb.")
    assert actual_kinds(lex, text, "Ewan") == {"work"}


def test_people_with_the_others_stay_company(lex) -> None:
    assert actual_kinds(lex, "You stand with the others at the rail.", "Ewan") == {"socialize"}
    assert actual_kinds(lex, "You sit with the others.", "Ewan") == {"socialize"}
    assert actual_kinds(lex, "You have lunch with the others.", "Ewan") == {"eat", "socialize"}
    assert actual_kinds(lex, "You put your feet up with the others.",
                        "Ewan") == {"rest", "socialize"}
