"""Real words are never typos of lexicon words (``fuzzy.real_words``, session 8 additions).

Running the typo model over every labelled text's vocabulary showed real words it turned into
lexicon words: "below" into "bellow" (conflict), "skiving" into "ski", "overtaking" into
"overtime", "sobbing" into "soba", "piazza" into "pizza", "tiffin" into "tiff", "snipping" into
"snippy". Each sentence below holds one and must make no event of that word's kind.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_real_word_is_no_typo_of_an_event_word(lex) -> None:
    def one_case(text, not_kind):
        assert not_kind not in actual_kinds(lex, text, "Ana")

    cases = [
        ("Ana sits below the window.", "conflict"),
        ("Ana is skiving off work this afternoon.", "exercise"),
        ("Ana is overtaking the lorry on the hill.", "work"),
        ("Ana hears sobbing from the next room.", "eat"),
        ("Ana walks across the piazza.", "eat"),
        ("The dabbawala hands Ana her tiffin.", "conflict"),
        ("Ana is snipping the herbs in her garden.", "conflict"),
        ("Ana sits in the shady garden with a book.", "drink"),
        ("Ana reads about Spain on the train.", "rest"),
        ("Ana is sewing a button on her coat.", "exercise"),
        # session 15: "taut" is no typo of "taunt"
        ("A mooring line snaps taut beside Ana.", "conflict"),
        ("Ana pulls the guy rope taut.", "conflict"),
    ]
    assert failing_cases(one_case, cases) == []


def test_true_typos_still_count(lex):
    assert actual_kinds(lex, "Ana is eatting a sandwhich.", "Ana") == {"eat"}
    assert actual_kinds(lex, "Ana got into an arguement with the driver.", "Ana") == {"conflict"}


@pytest.mark.parametrize("text,not_kind", [
    ("Ana wants to explore the caves.", "danger"),
    ("Ana has won three medals this season.", "eat"),
    ("Ana is on a winning streak at chess.", "eat"),
    ("Ana ignores the whining children.", "drink"),
    ("Ana pointed at the map.", "drink"),
    ("The soup is delicious, Ana says.", "illness"),
    ("Ana hangs the daggers back on the wall.", "danger"),
    ("The moon is waning.", "danger"),
])
def test_common_english_words_are_no_typos(lex, text, not_kind):
    # the 40,000 most frequent English words that the typo model read as lexicon words are
    # real_words (tools/real_word_collisions.py)
    assert not_kind not in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("text,not_kind", [
    # a last letter swapped for another is no inflection: the collision tool once let these by
    ("You finish your stint on deck and go below.", "injury"),
    ("Ana does a two-year stint at the embassy.", "injury"),
    # words the lexicon grew to collide with (rally, nuclear, surgeon, death, arrest, corner)
    ("Ana is unclear about the plan.", "danger"),
    ("Ana catches a sturgeon off the jetty.", "work"),
    ("There is a dearth of news from home, Ana thinks.", "danger"),
    ("Ana describes the rarest bird she has seen.", "conflict"),
])
def test_a_word_one_letter_from_a_lexicon_word_at_its_end_is_no_typo(lex, text, not_kind):
    assert not_kind not in actual_kinds(lex, text, "Ana")
