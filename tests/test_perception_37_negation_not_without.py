"""A past denial and "without" inside it cancel: what "without" names was done.

Session 37, round negation: "Ana didn't leave the house without eating breakfast" had the
breakfast denied twice over. "did" + "n't"/"not" a few tokens before "without" in its clause
now lifts both denials for the act after "without" (``_without_denied``). A habit ("never
leaves without her morning coffee"), an ability ("couldn't sleep without the light on") and a
plain "without" ("ran ten miles without a drink") are unchanged.
"""

from helpers import actual_kinds, failing_cases


def test_a_past_denial_around_without_affirms(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Ana didn't leave the house without eating breakfast.", {"eat"}),
        ("Ana did not leave the office without drinking a coffee.", {"drink"}),
    ]) == []


def test_habits_abilities_and_plain_without_are_unchanged(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Ana never leaves without her morning coffee.", set()),
        ("Ana couldn't sleep without the light on.", set()),
        ("Ana ran ten miles without a drink.", {"exercise"}),
        ("Ana didn't eat; she went to bed without dinner.", {"rest"}),
    ]) == []
