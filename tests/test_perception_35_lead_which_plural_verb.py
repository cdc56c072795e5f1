"""A relative "which" after a plural noun and a comma is the subject of a bare verb form right
after it (session 35, lead): "Ana brushes the goats, which eat oats" is the goats' eating, as
"brushes the goat, which eats oats" already was (the it-subject rule read only finite -s and
-ed forms; a camel listed as a saddling object had turned "brushes the camels, which eat oats"
into a leak). Controls: a subject pronoun after "which" ("a pie, which she eats") is that
pronoun's, and a later verb of the observer's keeps its reading.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_bare_verb_after_which_is_the_plural_nouns(lex) -> None:
    def one_case(text, kind):
        assert kind not in actual_kinds(lex, text, "Ana"), text
        assert kind in other_kinds(lex, text, "Ana"), text

    cases = [("Ana brushes the goats, which eat oats.", "eat"),
             ("Ana brushes the camels, which eat oats.", "eat"),
             ("Ana brushes the goats, which drink from the trough.", "drink"),
             ("Ana walks the dogs, which sleep by the stove afterwards.", "sleep"),
             ("Ana brushes the goat, which eats oats.", "eat")]
    assert failing_cases(one_case, cases) == []


def test_controls_a_pronoun_after_which_or_a_later_verb_of_the_observer(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    cases = [("Ana buys a pie, which she eats on the bus.", {"eat"}),
             ("Ana feeds the hens, which peck at the grain, and then eats her lunch.",
              {"eat", "work"})]
    assert failing_cases(one_case, cases) == []
