"""Word-level understanding (typos, Unicode, traps), each class pinned with contrasts.

The behaviour pinned here is decided by our own code (tokenising, normalising, the typo model's
rules), not by rapidfuzz's defaults: each typo case names the edit it makes, so a rapidfuzz
upgrade that changed scoring would fail here rather than silently change what is read.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

from engine.lexicon import normalize, normalize_cased
from engine.perception import _Text, perceive

# ------------------------------------------------------------ contractions without apostrophes


@pytest.mark.parametrize("text, kind", [
    ("Tobias didnt sleep at all with the bees swarming.", "sleep"),
    ("Dolores cant eat anything before the procedure.", "eat"),
    ("Hugo hasnt drunk a thing all day.", "drink"),
    ("Noor couldnt sleep.", "sleep"),
    ("Noor doesnt drink.", "drink"),
    ("Noor wasnt hurt.", "injury"),
    ("Noor isnt eating.", "eat"),
    ("NOOR DIDNT EAT.", "eat"),
])
def test_a_negative_contraction_without_its_apostrophe_still_negates(lex, text, kind):
    """'didnt' is cut like "didn't" (did + n't), so the negation covers what follows."""
    assert kind not in actual_kinds(lex, text, text.split()[0].title())


def test_the_bare_contraction_is_cut_into_the_same_tokens_as_the_apostrophe_form(lex):
    bare = lex.bare_contractions
    assert _Text("Noor didnt eat", bare).words == _Text("Noor didn't eat", bare).words
    assert _Text("it wont stop", bare).words == ["it", "wo", "n't", "stop"]
    # later capitals shift with the extra token: "Ana" is still read as capitalised
    tx = _Text("Noor didnt see Ana", bare)
    assert tx.words[tx.caps[-1]] == "ana"
    # contrast: without the lexicon's list nothing is cut
    assert _Text("Noor didnt eat").words == ["noor", "didnt", "eat"]


def test_a_contraction_that_does_not_stop_something_keeps_it_going(lex):
    """'it wont stop bleeding' is still bleeding (the handed set's typo line)."""
    assert "injury" in actual_kinds(
        lex, "Jonas cut his hand on a broken glas and it wont stop bleeding.", "Jonas")
    assert "injury" in actual_kinds(
        lex, "Jonas cut his hand on a broken glass and it won't stop bleeding.", "Jonas")
    # contrast: "doesn't stop to eat" is still no meal
    assert "eat" not in actual_kinds(
        lex, "Aziz doesn't stop to eat all day; he's been shoeing horses at the forge.", "Aziz")


# ------------------------------------------------------------------------- Unicode look-alikes


@pytest.mark.parametrize("text, kind", [
    ("Dolores is r\u0435sting in bed", "rest"),  # Cyrillic e
    ("Keanu is \u0455wimming out to the reef", "exercise"),  # Cyrillic dze for s
    ("R\u0430vi is w\u043erking on the deployment @ office", "work"),  # Cyrillic a, o
    ("Marta is eating soup \u03bfn her lunch break", "eat"),  # Greek omicron
    ("Noor is \u0415ATING LUNCH", "eat"),  # Cyrillic capital E
])
def test_cyrillic_and_greek_look_alikes_inside_a_latin_word_read_as_latin(lex, text, kind):
    assert kind in actual_kinds(lex, text, text.split()[0].replace("\u0430", "a"))


def test_a_word_written_wholly_in_another_script_is_left_alone():
    # a Russian word keeps its letters; a mixed word is made Latin; the length never changes
    assert normalize("\u0435\u0434\u0430")[0] == "\u0435\u0434\u0430"
    assert normalize("r\u0435sting")[0] == "resting"
    folded, cased, origin = normalize_cased("R\u0430vi and \u0435\u0434\u0430")
    assert folded == "ravi and \u0435\u0434\u0430" and cased.startswith("Ravi")
    assert len(origin) == len(folded) + 1


def test_turkish_dotted_capital_i_does_not_split_the_word(lex):
    """'\u0130' folds to 'i' + a combining dot, which would cut '\u0130l\u00e7e' in two."""
    assert _Text("\u0130l\u00e7e is sleeping in the hut.").words[:2] == ["il\u00e7e", "is"]
    assert normalize_cased("\u0130STANBUL")[0] == "istanbul"
    # the name is still a capitalised word, and someone else: no leak into the observer
    assert "sleep" not in actual_kinds(lex, "\u0130l\u00e7e is sleeping in the hut.", "Elin")
    assert "drink" in actual_kinds(lex, "ELIN IS DRINKING WATER AT THE \u0130STANBUL CAF\u00c9",
                                   "Elin")


@pytest.mark.parametrize("text, kind", [
    ("Sigrid is sle\u00adeping in the lounge", "sleep"),  # soft hyphen
    ("Tobias is work\u200bing in the honey house", "work"),  # zero-width space
    ("Walter is \uff44\uff52\uff49\uff4e\uff4b\uff49\uff4e\uff47 coffee", "drink"),  # full width
    ("Tobias eats a \ufb01g and honey tart.", "eat"),  # fi ligature
    ("Anouk eats a cre\u0300me bru\u0302le\u0301e at the bistro.", "eat"),  # NFD
    ("Zara is drinking\U0001F375 green tea", "drink"),  # emoji glued to the word
    ("Hugo is eAtInG a hot dog", "eat"),  # mixed case
    ("Keanu\u00a0is\u00a0surfing\u00a0at the beach", "exercise"),  # no-break spaces
])
def test_unicode_forms_of_an_event_word_match(lex, text, kind):
    assert kind in actual_kinds(lex, text, text.split()[0].split("\u00a0")[0])


@pytest.mark.parametrize("text", [
    "Ilse isn\u2019t eating today; she\u2019s fasting.",  # curly apostrophe
    "Sigrid doesn\u02bct drink on the ferry.",  # modifier-letter apostrophe
])
def test_typographic_apostrophes_negate_like_straight_ones(lex, text):
    assert actual_kinds(lex, text, text.split()[0]) == set()


# ---------------------------------------------------------------------------------- typo model


def test_a_typo_of_these_shapes_reads_as_its_word(lex) -> None:
    def one_case(token, base):
        assert base in (lex.fuzzy_bases(token) or ())

    cases = [
        ("eatinf", "eat"),  # a neighbouring key in the -ing of a whole stem (g/f)
        ("rowong", "row"),  # i/o in the -ing
        ("eatibg", "eat"),  # n/b
        ("exersizing", "exercise"),  # sound-alike letters: c/s and s/z
        ("excercizing", "exercise"),
        ("beakfast", "breakfast"),  # the second letter dropped
        ("rlaxing", "relax"),
        ("eeating", "eat"),  # a letter put in after the first
        ("sleepnig", "sleep"),  # an adjacent swap
        ("slepping", "sleep"),  # a doubled letter for a single one
    ]
    assert failing_cases(one_case, cases) == []


def test_a_real_word_is_never_a_typo(lex) -> None:
    def one_case(token):
        assert lex.fuzzy_bases(token) is None

    cases = [
        # real words one edit from a lexicon word
        "diner", "sleet", "bred", "seat", "beat", "slate", "drip",
        # a silent final e makes another word (site/sit, plane/plan, rune/run, tube/tub)
        "plane", "rune", "tube", "node", "site",
        # a real word one deletion from a lexicon word (cane/canoe)
        "cane",
        # real words found in the labelled sets' prose (salon/salmon, desert/dessert, hive/hives)
        "salon", "desert", "herring", "bridge", "hive", "shingle", "points", "applied", "stealing",
        "scales", "tablet", "mess", "simmering", "sanding",
        # a short word's substitution outside an -ing is never a typo (store/storm)
        "stork", "rowed",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_real_word_near_an_event_word_gives_no_event(lex):
    assert actual_kinds(lex, "Ravi stops at a roadside diner to ask for directions.", "Ravi") \
        == set()
    assert actual_kinds(lex, "Sleet hammers the windows while Sigrid reads.", "Sigrid") == set()
    assert actual_kinds(lex, "Noor looks at the salon and the bridge.", "Noor") == set()
    assert "eat" not in actual_kinds(lex, "Noor reads about the desert.", "Noor")
    # contrast: the misspelled event words themselves still count
    assert "eat" in actual_kinds(lex, "Noor is eatinf a bagel.", "Noor")
    assert "eat" in actual_kinds(lex, "Noor had beakfast at home.", "Noor")
    assert "exercise" in actual_kinds(lex, "Noor is exersizing at the gym.", "Noor")


@pytest.mark.parametrize("text, kind", [
    ("Noor is \u00e9ating lunch", "eat"),  # an accent on a plain letter (precomposed)
    ("Noor is e\u0301ating lunch", "eat"),  # the same, decomposed
    ("Noor is sl\u00eaeping", "sleep"),
    ("Noor is ea\u0336ting", "eat"),  # a combining strike-through that composes with nothing
])
def test_a_word_with_a_stray_accent_reads_as_the_plain_word(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Noor")


def test_a_stray_combining_mark_never_splits_a_word():
    assert _Text("Noor is ea\u0336ting").words == ["noor", "is", "eating"]
    assert _Text("Noor is eating").words == ["noor", "is", "eating"]


@pytest.mark.parametrize("text", [
    "Noor walks past the Sleep Centre.",
    "Noor buys bread at the Eat Street Market.",
    "Noor looks at the Storm Bar sign.",
])
def test_an_event_word_inside_a_capitalised_place_name_is_no_event(lex, text):
    assert actual_kinds(lex, text, "Noor") - {"walk"} == set()


def test_a_capitalised_event_word_before_another_name_still_counts(lex):
    # "Storm Ciara" is a storm; "Fire Station" work is the work, not the fire
    assert "danger" in {e.kind for e in perceive(
        "Storm Ciara is battering Noor's street tonight.", lex, observer="Noor")}
    assert "work" in actual_kinds(lex, "Noor works at the Fire Station.", "Noor")
    # contrast: lower case, the words are events again
    assert "sleep" in actual_kinds(lex, "Noor went to sleep in the centre of the bed.", "Noor")


def test_a_short_or_function_word_is_not_read_through_its_accents(lex):
    # French "th\u00e9" (tea) is not "the"; Vietnamese "m\u1ef9" is not "my"; "\u00e0" is not "a"
    assert lex.fuzzy_bases("th\u00e9") is None
    assert lex.fuzzy_bases("m\u1ef9") is None
    assert lex.fuzzy_bases("\u00e0") is None
    assert lex.fuzzy_bases("ph\u1edf") == ("pho",)
