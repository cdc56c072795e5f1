"""A sport's word before a group, a party, a company or a guide names who they are.

Session 35, round fresh181 (a Saharan desert camp): "kneads bread dough for the whole trekking
group" was the cook's trek. As "the rugby team" and "the running club" already were, a sport
word before group(s), party, company, agency or guide(s) (exercise `not_before`) names the
people or the firm, no exercise now; the sport done with a group stays exercise.
"""

from helpers import actual_kinds, failing_cases


def test_a_sport_word_naming_a_group_is_no_exercise(lex) -> None:
    def one_case(text):
        assert "exercise" not in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana kneads bread dough for the whole trekking group.",
        "Ana cooks dinner for the hiking party.",
        "Ana books the trekking company for Tuesday.",
        "Ana phones the climbing agency about the permits.",
        "Ana pays the trekking guides.",
    ]) == []


def test_the_sport_done_with_a_group_is_exercise(lex) -> None:
    def one_case(text):
        assert "exercise" in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana hikes with her group.",
        "Ana treks with the group to the oasis.",
        "Ana and the group trek to the oasis.",
        "Ana is trekking, group in tow.",
    ]) == []
