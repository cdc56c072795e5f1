"""A machine fed is the feeder's job, never the next person's (session 34, round fresh161).

The one-fed rule gives a meal fed by hand to the person fed ("Tom spoon-feeds Ana the broth":
Ana eats). Its subject rule looked only at the term's opening ("feed + ..."), so a job term of
the same shape went to the next person named after it: "Tom feeds logs into the chipper while
Ana rests" had been Ana's work, a leak. The rule now reads meal kinds only; a meal fed keeps
going to the one fed.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_machine_fed_by_someone_else_is_theirs(lex) -> None:
    def one_case(text, own):
        assert actual_kinds(lex, text, "Ana") == own, text
        assert "work" in other_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        ("Tom feeds logs into the chipper while Ana rests.", {"rest"}),
        ("Tom feeds logs into the chipper while Ana watches.", set()),
        ("Tom feeds the hopper while Ana rests.", {"rest"}),
        ("Luis fed the furnace all night as Ana slept.", {"sleep"}),
        ("Tom feeds leaf into the roller while Ana rests.", {"rest"}),
    ]) == []


def test_a_meal_fed_by_hand_is_still_the_one_feds(lex) -> None:
    def one_case(text, own):
        assert actual_kinds(lex, text, "Ana") == own, text

    assert failing_cases(one_case, [
        ("Tom spoon-feeds Ana the broth.", {"eat"}),
        ("Ana spoon-feeds her father his soup.", set()),
        ("Ana feeds the furnace while Tom rests.", {"work"}),
    ]) == []
