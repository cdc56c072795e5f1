"""A clause told done or under way after a plan's colon is out of the plan.

Session 37, round negation: a colon ends a denial but not a plan's reach, so "Paulo isn't going
to eat later: he just had a huge plate of rice and beans" had the meal ahead too, and "will eat
later: right now he is drinking a coffee" had no drink. A colon followed by a subject pronoun
and a past verb, a present perfect or "be" + "-ing" now ends the plan's reach
(``_colon_opens_now``). A bare verb or "will" after the colon, a plan's own header ("Plan for
tomorrow: I swim at seven") and an obligation ("he has to dance") stay ahead.
"""

from helpers import actual_kinds, failing_cases


def test_a_clause_told_done_after_the_colon_is_now(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Paulo") == kinds, text

    assert failing_cases(one_case, [
        ("Paulo isn't going to eat later: he just had a huge plate of rice and beans.",
         {"eat"}),
        ("Paulo isn't going to eat: he just had a huge plate of rice.", {"eat"}),
        ("Paulo will eat later: right now he is drinking a coffee.", {"drink"}),
        ("Paulo doesn't want dessert: he's already eaten two bowls of stew.", {"eat"}),
        ("Paulo is going to sleep later: he just ate a huge plate of rice.", {"eat"}),
    ]) == []


def test_what_follows_a_colon_in_the_future_stays_ahead(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Paulo") == kinds, text

    assert failing_cases(one_case, [
        ("Plan for tomorrow: I swim at seven and eat at eight.", set()),
        ("Paulo is going to have a busy day: he will swim and then eat.", set()),
        ("Tomorrow Paulo is going to a wedding: he has to dance with the bride.", set()),
        ("Paulo will be at the party: he has promised to dance.", set()),
        ("Paulo is going to eat later.", set()),
    ]) == []
