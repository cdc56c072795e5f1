"""A group is no he/she after a sentence break (session 35, round fresh182): "At the crew table
Greer never touches the champagne; she drinks orange juice" is Greer's drink. A person word
after "at" was taken as someone looked at, the rival for a sentence's "she"; a crew, a family or
teachers are many, so they are no "she". Also: "Jude" has no fixed gender (also Judith's short
form), so "Jude gets a blister on her thumb" is Jude's. Controls: one person looked at still
takes the pronoun ("looks at the guard. She is asleep").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_group_before_the_observer_is_no_she(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Greer") == {"eat", "drink"}, text

    cases = ["At the crew table Greer eats; she drinks juice.",
             "At the family table Greer eats; she drinks juice.",
             "At the teachers' table Greer eats; she drinks juice.",
             "At the team table Greer eats a pie; she drinks a lemonade."]
    assert failing_cases(one_case, cases) == []


def test_the_sets_line_drinks_and_chats(lex) -> None:
    text = ("At the crew table Greer never touches the champagne; she drinks orange juice and "
            "chats with her pair partner all evening.")
    assert actual_kinds(lex, text, "Greer") == {"drink", "socialize"}


def test_jude_is_of_no_fixed_gender(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Jude") == {"injury"}, text

    cases = ["Jude gets a small blister on her thumb, nothing worse.",
             "Jude cuts her hand on the rigger.",
             "Jude cuts his hand on the rigger."]
    assert failing_cases(one_case, cases) == []


def test_one_person_looked_at_still_takes_the_pronoun(lex) -> None:
    text = "Greer looks at the guard. She is asleep."
    assert actual_kinds(lex, text, "Greer") == set()
    assert other_kinds(lex, text, "Greer") == {"sleep"}
