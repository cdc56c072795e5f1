"""A time ahead told in a contrast or a new clause after the event is that clause's.

Session 36, round future: "Ingrid eats lunch, but she will swim tomorrow" and "is coughing and
sneezing, but she still plans to go to the match tomorrow" had been a lunch and a cough
ahead: "tomorrow" reaches back over its sentence. A "but" or "yet" between the event and the
time word, or "and" + a subject pronoun, now stops that reach (the reason and relative clauses
of session 29 already did). A time ahead after an act with no new clause still covers it
("flies to Rome tomorrow and swims in the sea").
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_event_before_a_contrast_with_a_time_ahead_is_now(lex) -> None:
    def one_case(text, kinds, ahead):
        assert actual_kinds(lex, text, "Ingrid") == kinds, text
        assert ahead <= other_kinds(lex, text, "Ingrid"), text

    assert failing_cases(one_case, [
        ("Ingrid is coughing and sneezing, but she still plans to go to the match tomorrow.",
         {"illness"}, set()),
        ("Ingrid eats lunch, but she will swim tomorrow.", {"eat"}, {"exercise"}),
        ("Ingrid eats lunch but she'll swim tomorrow.", {"eat"}, {"exercise"}),
        ("Ingrid is eating lunch and she'll swim tomorrow.", {"eat"}, {"exercise"}),
    ]) == []


def test_a_time_ahead_with_no_new_clause_still_covers_the_act(lex) -> None:
    def one_case(text, ahead):
        assert actual_kinds(lex, text, "Ingrid") == set(), text
        assert ahead <= other_kinds(lex, text, "Ingrid"), text

    assert failing_cases(one_case, [
        ("Ingrid flies to Rome tomorrow and swims in the sea.", {"exercise"}),
        ("Ingrid will swim and eat with Tom tomorrow.", {"exercise", "eat"}),
        ("Ingrid is having lunch with Tom tomorrow.", {"eat"}),
    ]) == []
