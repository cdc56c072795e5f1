"""A bare "barely" or "hardly" before an act tells how little of it happened, not that it did not.

Session 37, round negation: "barely" and "hardly" were negation cues, so "You barely slept, four
hours at most" and "Ewa hardly slept last night" had no sleep, against the labels ("Wendy has
barely slept: three restless hours" is slept; poor sleep is still sleep). They are no denial
now; a rarity or an ability held back still is ("hardly ever goes to the gym", "can barely
eat", "could hardly sleep for the noise"), and "can barely stand" beside an illness or a meal
is unchanged.
"""

from helpers import actual_kinds, failing_cases


def test_barely_or_hardly_before_the_act_is_a_little_of_it(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ewa") == kinds, text

    assert failing_cases(one_case, [
        ("Ewa hardly slept last night; the baby woke every hour.", {"sleep"}),
        ("You barely slept, four hours at most, before the alarm went off.", {"sleep"}),
        ("Ewa barely ate half her curry before the speeches started.", {"eat"}),
        ("Ewa hardly drank at the party.", {"drink"}),
        ("Ewa barely slept on the night ferry.", {"sleep"}),
    ]) == []


def test_a_rarity_or_an_ability_held_back_stays_denied(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ewa") == kinds, text

    assert failing_cases(one_case, [
        ("Ewa hardly ever goes to the gym.", set()),
        ("Ewa could barely eat after the surgery.", set()),
        ("Ewa could hardly sleep for the noise.", set()),
        ("Ewa is so sick she can hardly eat.", {"illness"}),
        ("Ewa has been vomiting all night and can barely stand.", {"illness"}),
        ("Ewa ate three helpings and could barely stand up afterwards.", {"eat"}),
        ("Ewa grazes her knuckle on the gate latch: a tiny scratch that barely bleeds.",
         {"injury"}),
    ]) == []
