"""Session 38 (round move-a): more of the designer's word lists move out of Python.

Twenty-two module-level word sets of engine/perception.py that name things, acts and states a
designer writing for a new setting would extend (irregular verb forms, titles written with a
full stop, work heads, words before "awake", chat interjections, advice openers, daytime sleeps,
failed plan states, distances, untasted amounts, putting and ordering verbs, words before "as",
a business's public things, aside openers, authored works, bare person heads) are now
``cues.vocabulary`` lists in rules/lexicons/core/vocabulary.yaml, compiled into
``Lexicon.vocabulary``. A pure refactor: the bundled lexicon holds exactly the words the Python
sets had, except the grammar that stays in Python beside two of them (the forms of "be" before
"awake", ``_AWAKE_BE``; the marks before advice, ``_ADVICE_MARKS``) and "power nap", which is no
single token: a daytime sleep is now read by its term's last word ("nap"). A word a designer
adds to one of these lists changes what perception reads, with no Python edit."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from helpers import actual_kinds

from engine import perception
from engine.lexicon import compile_lexicon
from engine.loading import load_lexicon

PERCEPTION = Path(perception.__file__)

# key -> (the Python set it replaces, its number of words in the bundled lexicon)
MOVED = {
    "unchanged_participles": ("_UNCHANGED_PARTICIPLES", 14),
    "en_participles": ("_EN_PARTICIPLES", 24),
    "invariant_pasts": ("_INVARIANT_PASTS", 22),  # session 39 (round fresh208): + "hurt"
    "bare_participles": ("_BARE_PARTICIPLES", 13),
    "title_abbreviations": ("_TITLE_ABBREVIATIONS", 17),
    "work_heads": ("_WORK_HEADS", 41),
    "awake_state": ("_AWAKE_STATE", 22),  # + the 11 forms of "be" left in _AWAKE_BE
    "awake_kept": ("_AWAKE_KEPT", 13),
    "chat_interjections": ("_CHAT_INTERJECTIONS", 17),
    "advice_openers": ("_ADVICE_OPENERS", 22),  # + the 4 marks left in _ADVICE_MARKS
    "daytime_sleeps": ("_DAYTIME_SLEEPS", 4),  # "power nap": read by its last word
    "failed_states": ("_FAILED_STATES", 11),
    "far_distances": ("_FAR", 10),
    "untasted": ("_UNTASTED", 7),
    "till_amounts": ("_TILL_AMOUNTS", 12),
    "putting_verbs": ("_PUTTING_VERBS", 18),
    "as_naming": ("_AS_NAMING", 39),
    "public_facing": ("_PUBLIC_FACING", 33),
    "aside_openers": ("_ASIDE_OPENERS", 8),
    "ordering_verbs": ("_ORDERING_VERBS", 8),
    "authored_works": ("_AUTHORED_WORKS", 40),
    "bare_person_heads": ("_BARE_PERSON_HEADS", 6),
}


@pytest.mark.parametrize("key", sorted(MOVED))
def test_each_moved_list_is_in_the_bundled_lexicon_with_as_many_words(lex, key):
    words = lex.vocabulary[key]
    assert type(words) is frozenset
    assert len(words) == MOVED[key][1]


def test_the_bundled_lists_hold_exactly_the_words_the_python_sets_had(lex):
    v = lex.vocabulary
    assert v["unchanged_participles"] == frozenset({
        "hit", "put", "cut", "set", "let", "shut", "hurt", "cost", "burst", "spread", "quit",
        "cast", "struck", "beat"})
    assert v["title_abbreviations"] == frozenset({
        "mr", "mrs", "ms", "mx", "dr", "prof", "capt", "sgt", "lt", "rev", "fr", "st", "cpl",
        "col", "gen", "insp", "det"})
    assert v["failed_states"] == frozenset({
        "cancelled", "canceled", "dropped", "abandoned", "failed", "aborted", "postponed",
        "skipped", "scrapped", "blocked", "shelved"})
    assert v["far_distances"] == frozenset({
        "far", "away", "miles", "mile", "kilometres", "kilometers", "kilometre", "kilometer", "km",
        "leagues"})
    assert v["ordering_verbs"] == frozenset({
        "order", "orders", "ordered", "ordering", "buy", "buys", "bought", "buying"})
    assert v["bare_person_heads"] == frozenset({"boy", "boys", "man", "men", "lad", "lads"})
    assert v["daytime_sleeps"] == frozenset({"nap", "snooze", "siesta", "catnap"})
    # the two sets split between the lexicon (words) and Python (grammar): the same union
    assert v["awake_state"] | perception._AWAKE_BE == frozenset({
        "lie", "lies", "lay", "lying", "stay", "stays", "stayed", "staying", "still", "wide",
        "fully", "half", "is", "are", "am", "was", "were", "be", "been", "being", "'m", "'re",
        "'s", "remain", "remains", "remained", "keep", "keeps", "kept", "sit", "sits", "sat",
        "sitting"})
    assert v["awake_state"].isdisjoint(perception._AWAKE_BE)
    assert v["advice_openers"] | perception._ADVICE_MARKS == frozenset({
        ",", "!", "oh", "no", "aw", "aww", "ah", "ok", "okay", "well", "then", "lol", "hun",
        "mate", "babe", "please", "pls", "just", "so", "god", "omg", "yikes", "ouch", "ugh", "—",
        "-"})
    assert perception._ADVICE_MARKS == frozenset({",", "!", "—", "-"})
    assert "no" in v["advice_openers"]  # quoted in the YAML: no boolean


def test_no_moved_python_set_is_left_in_perception():
    source = PERCEPTION.read_text(encoding="utf-8")
    left = [name for name, _ in MOVED.values() if re.search(rf"\b{name}\b", source)]
    assert left == []


@pytest.fixture(scope="module")
def designer(tmp_path_factory):
    """A designer's lexicon: the bundled core (``include: [core]``, none next to it) and one
    new word in each of six of the moved lists."""
    path = tmp_path_factory.mktemp("lexicons") / "mine.yaml"
    path.write_text(
        "lexicon: mine\nversion: 1\ninclude: [core]\n"
        "cues:\n  vocabulary:\n"
        "    daytime_sleeps: [doze]\n"
        "    till_amounts: [scrap]\n"
        "    far_distances: [furlongs]\n"
        "    chat_interjections: [yay]\n"
        "    authored_works: [shanty]\n"
        "    awake_kept: [sat]\n", encoding="utf-8")
    return compile_lexicon([load_lexicon(path, precheck=True)])


def test_the_designers_words_are_added_to_the_bundled_lists(lex, designer):
    assert designer.vocabulary["till_amounts"] == lex.vocabulary["till_amounts"] | {"scrap"}
    assert designer.vocabulary["daytime_sleeps"] == frozenset(
        {"nap", "snooze", "siesta", "catnap", "doze"})


def test_a_daytime_sleep_added_leaves_a_lying_after_it_denied_a_rest(lex, designer):
    text = ("I didn't doze at all during the midday break; I just lay on the rug staring up at "
            "the tent roof.")
    assert actual_kinds(lex, text) == set()  # a night's sleep denied: the lying a failed try
    assert actual_kinds(designer, text) == {"rest"}
    nap = text.replace("doze", "nap")  # a listed word reads the same with both
    assert actual_kinds(lex, nap) == actual_kinds(designer, nap) == {"rest"}


def test_an_amount_added_keeps_a_meal_denied_until_an_hour(lex, designer):
    text = "Tom didn't eat a scrap until six."
    assert actual_kinds(lex, text, "Tom") == {"eat"}  # eaten at six
    assert actual_kinds(designer, text, "Tom") == set()  # the stretch without any
    assert actual_kinds(lex, "Tom didn't eat a thing until six.", "Tom") == set()


def test_a_distance_added_makes_a_crash_behind_someone_no_near_miss(lex, designer):
    text = "A lorry crashes on the motorway furlongs behind Mia."
    assert actual_kinds(lex, text, "Mia") == {"danger"}
    assert actual_kinds(designer, text, "Mia") == set()
    miles = text.replace("furlongs", "miles")
    assert actual_kinds(lex, miles, "Mia") == actual_kinds(designer, miles, "Mia") == set()


def test_a_chat_interjection_added_opens_a_counted_serving(lex, designer):
    text = "Pieter: yay third espresso of the morning"
    assert actual_kinds(lex, text, "Pieter") == set()
    assert actual_kinds(designer, text, "Pieter") == {"drink"}
    assert actual_kinds(lex, text.replace("yay", "lol"), "Pieter") == {"drink"}


def test_an_authored_work_added_leaves_its_author_no_later_subject(lex, designer):
    text = "Shonda hums a shanty by Weird Al while she bakes bread for the café."
    assert actual_kinds(lex, text, "Shonda") == set()  # "she" might be Weird Al
    assert actual_kinds(designer, text, "Shonda") == {"work"}
    song = text.replace("shanty", "song")
    assert actual_kinds(lex, song, "Shonda") == actual_kinds(designer, song, "Shonda") == {"work"}


def test_a_word_added_before_awake_makes_a_lying_no_rest(lex, designer):
    text = "Ines lay on the bench, sat awake."
    assert actual_kinds(lex, text, "Ines") == {"rest"}
    assert actual_kinds(designer, text, "Ines") == set()
