"""Readings that two of session 38's rounds got right alone and lost together, pinned after the
merge: a person's or an animal's word opening a hyphened word (round fresh202's "dog-tired")
stays someone before an agent noun ("puppy-walker") and before a spaced dash (round other's
"checks on the baby - still asleep"); and "the milking" (round fresh200's work term) before a
shed, a stool or a pail names the thing, no milking now."""

from __future__ import annotations

from helpers import actual_kinds, other_kinds


def test_an_agent_noun_after_a_hyphen_keeps_the_person(lex) -> None:
    text = "Luka lets the exhausted puppy-walker nap in his spare room."
    assert (actual_kinds(lex, text, "Luka"), other_kinds(lex, text, "Luka")) == (set(), {"sleep"})


def test_a_spaced_dash_is_no_hyphened_word(lex) -> None:
    text = "Ana checks on the baby - still asleep."
    assert (actual_kinds(lex, text, "Ana"), other_kinds(lex, text, "Ana")) == (set(), {"sleep"})


def test_a_person_word_opening_a_hyphened_adjective_is_still_no_one(lex) -> None:
    text = "Tom is dog-tired; he lies down."
    assert (actual_kinds(lex, text, "Ana"), other_kinds(lex, text, "Ana")) == (set(), {"rest"})


def test_the_milking_before_a_thing_names_the_thing(lex) -> None:
    text = ("The farmer who owns half the herd accuses Urs of losing two heifers, and they end up "
            "shouting at each other across the milking shed.")
    assert actual_kinds(lex, text, "Urs") == {"conflict"}
    assert actual_kinds(lex, "Urs does the milking before dawn.", "Urs") == {"work"}
    assert actual_kinds(lex, "Urs sits on the milking stool and finishes the milking.",
                        "Urs") == {"work"}
