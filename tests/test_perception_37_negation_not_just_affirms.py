"""A denial right before "just", "only" or "merely" affirms the act and adds to it.

Session 37, round negation: "not just" and "not only" were exceptions to the negation cue
(denials that affirm), but the contracted "n't" was not, so "Hana didn't just eat her own
dessert, she finished her brother's too" had no meal. "n't just", "n't only", "n't merely" are
exceptions now. A modal's "n't just" is still a denial, a plea or an order ("You can't just
sleep all day", "couldn't just eat the cake in front of everyone").
"""

from helpers import actual_kinds, failing_cases


def test_a_contracted_denial_before_just_or_only_affirms(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Hana") == kinds, text

    assert failing_cases(one_case, [
        ("Hana didn't just eat her own dessert, she finished her brother's too.", {"eat"}),
        ("Hana didn't only drink the wine, she drank the whole bottle.", {"drink"}),
        ("Hana didn't just nap; she slept through the whole afternoon.", {"sleep"}),
        ("Hana isn't just tired, she's properly ill with the flu.", {"illness"}),
        ("Not only did Hana eat the cake, she licked the plate.", {"eat"}),
    ]) == []


def test_a_modal_before_just_still_denies(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Hana") == kinds, text

    assert failing_cases(one_case, [
        ("You can't just sleep all day.", set()),
        ("Hana couldn't just eat the cake in front of everyone.", set()),
        ("Hana can't just skip lunch every day.", set()),
        ("Hana didn't eat, just drank a little water.", {"drink"}),
    ]) == []
