"""Slips in short verb forms (core.yaml ``fuzzy.slips``, session 11): a letter dropped, put in,
swapped or hit on a neighbouring key in a verb form of six letters or fewer, which the plain
typo model reads only exactly ("Ugo is eting jollof rice", "Goran dranl a glass of
slivovitz"). Two shapes are read, each only where the words around it say a verb stands there:
an ``-ing`` form right after a form of "be", and an irregular past right before its object.
Real words one slip from a lexicon form, and slips in any other place, are not read."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

import engine
from engine.perception import perceive

LEX = engine.load_ruleset("physiology").lexicon


def _kinds(text: str, observer: str = "Ugo") -> set[str]:
    return {e.kind for e in perceive(text, LEX, observer=observer)}


# (slip, the lexicon form it is read as, kind): the second letter dropped, a vowel for a vowel,
# two letters swapped, a neighbouring key, a letter put in
ING_SLIPS = [
    ("eting", "eating", "eat"), ("eeting", "eating", "eat"),
    ("dzing", "dozing", "sleep"), ("duzing", "dozing", "sleep"),
    ("heking", "hiking", "exercise"), ("bxing", "boxing", "exercise"),
    ("cuding", "coding", "work"), ("lzing", "lazing", "rest"),
    ("hving", "having", "have"),
]
ING_FRAMES = [
    "Ugo is {} in the back room.",
    "I'm {} right now.",
    "You are {} at the moment.",
    "Ugo was {} when the bell rang.",
]


@pytest.mark.parametrize("slip, form, kind", ING_SLIPS)
def test_an_ing_slip_is_read_as_its_form(slip: str, form: str, kind: str) -> None:
    """The lookup itself: one slip, first letter kept, the only reading."""
    assert slip not in LEX.known and slip not in LEX.real_words
    assert LEX.slip_form(slip) == form


@pytest.mark.parametrize("frame", ING_FRAMES)
@pytest.mark.parametrize("slip, form, kind", [s for s in ING_SLIPS if s[2] != "have"])
def test_an_ing_slip_after_a_form_of_be_is_that_verb(frame: str, slip: str, form: str,
                                                     kind: str) -> None:
    assert kind in actual_kinds(LEX, frame.format(slip), "Ugo")
    assert actual_kinds(LEX, frame.format(slip), "Ugo") == actual_kinds(LEX, frame.format(form),
                                                                        "Ugo")


@pytest.mark.parametrize("text, kinds", [
    ("Ugo is eting jollof rice @ Ugo's shop: back room", {"eat"}),
    ("Isabel is eting a bowl of chili con carne", {"eat"}),
    ("Lao Feng is eeting rice porridge @ Feng house: kitchen", {"eat"}),
    ("Wanjiru is hving lunch @ Java House: booth 3", {"eat"}),
])
def test_labelled_progressive_slips(text: str, kinds: set[str]) -> None:
    """From the tuning sets (heldout33, 51, 52, 54, 73): the observer is the first name."""
    observer = text.split(" is ")[0]
    assert actual_kinds(LEX, text, observer) == kinds


PAST_SLIPS = [
    ("dranl", "drank", "drink"), ("drsnk", "drank", "drink"), ("drabk", "drank", "drink"),
    ("foughr", "fought", "conflict"), ("swsm", "swam", "exercise"),
    ("swqm", "swam", "exercise"), ("sokd", "sold", "work"),
    ("drnk", "drank", "drink"),  # drink or drank: as a past before its object, drank
]
PAST_FRAMES = [
    "Ugo {} a glass of water.",
    "I {} the lot before noon.",
    "You {} two lengths of the pool.",
    "Ugo {} his way through the afternoon.",
]


@pytest.mark.parametrize("slip, form, kind", PAST_SLIPS)
def test_an_irregular_past_slip_is_read_as_its_form(slip: str, form: str, kind: str) -> None:
    assert slip not in LEX.known and slip not in LEX.real_words
    assert LEX.slip_form(slip) == form


@pytest.mark.parametrize("frame", PAST_FRAMES)
@pytest.mark.parametrize("slip, form, kind", PAST_SLIPS)
def test_an_irregular_past_slip_before_its_object_is_that_verb(frame: str, slip: str,
                                                               form: str, kind: str) -> None:
    assert actual_kinds(LEX, frame.format(slip), "Ugo") == actual_kinds(LEX, frame.format(form),
                                                                        "Ugo")


@pytest.mark.parametrize("text", [
    "Goran dranl a glass of slivovitz before bed.",
    "Wojtek drsnk a whole flagon of cider at the harvest supper.",
])
def test_labelled_past_slips(text: str) -> None:
    """From the tuning sets (heldout20, heldout23)."""
    assert actual_kinds(LEX, text, text.split()[0]) == {"drink"}


# -- negative controls ----------------------------------------------------------------------

# real words one slip from a short lexicon form (the task's list, the collisions that
# tools/real_word_collisions.py found, other kinds' words), and slips that have two readings
NOT_SLIPS = [
    "late", "date", "rest", "rust", "meat", "seat", "mate", "sprain", "bating", "heating",
    "sating", "dating", "beating", "using", "daring", "hiding", "fading", "raving", "posing",
    "buying", "linking", "winking", "spying", "rose", "rude", "scent", "dove", "lust", "seam",
    "snug", "tire", "sole", "swan", "tool", "runt", "flaw", "snag", "tote", "mace", "mare",
    "runn",  # run or runny
    "aet",  # under min_length
    "eting's", "eatingg",
]


def test_real_words_and_ambiguous_slips_are_no_slip() -> None:
    def one_case(word):
        assert LEX.slip_form(word) is None

    cases = NOT_SLIPS
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("word, kind", [
    ("using", "work"), ("daring", "socialize"), ("hiding", "eat"), ("fading", "eat"),
    ("raving", "exercise"), ("posing", "illness"), ("buying", "work"), ("spying", "illness"),
    ("linking", "eat"), ("winking", "drink"),
])
@pytest.mark.parametrize("frame", ["Ugo is {} now.", "You were {} all day."])
def test_real_ing_words_after_be_make_no_slip_event(frame: str, word: str, kind: str) -> None:
    """Real ``-ing`` words after "is" read as nothing a slip of them would be (using/upsing,
    daring/dating, hiding/hading, fading/facing, raving/racing, posing/poxing, buying/buging,
    spying/soying, linking/lining, winking/wining)."""
    assert _kinds(frame.format(word)) == _kinds(frame.format("sitting"))


def test_real_words_before_an_object_make_no_event() -> None:
    def one_case(word):
        assert _kinds(f"Ugo saw the {word} a moment ago.") == set()
        assert _kinds(f"The {word} the children found was old.") == set()

    cases = ["rose", "scent", "dove", "sole", "swan", "tool", "snag",
                                      "tote", "seam", "lust"]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ugo wrote eting on the board.",  # no form of "be" before it, no object opener after it
    "They call the dish eeting in the north.",
    "Ugo dranl.",  # a past slip with no object after it
    "Ugo dranl quickly and left.",
    "Ugo is dranl.",  # a past slip after "be": the -ing shape only
    "Ugo dzing a glass.",  # an -ing slip before an object without "be": the past shape only
    "the eting the children liked",
])
def test_slips_out_of_a_verb_place_are_not_read(text: str) -> None:
    assert _kinds(text) == set()


@pytest.mark.parametrize("name", ["Eting", "Dranl", "Hving"])
def test_a_capitalised_slip_mid_sentence_is_a_name(name: str) -> None:
    assert _kinds(f"Ugo saw {name} at the gate. Later the bus is {name} late.") == set()
