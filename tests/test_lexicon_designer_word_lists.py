"""A designer's word lists live in the lexicon, not in Python (issue 3 item 6; session 22).

The content words that perception's sentence shapes read (machines talked at, groups addressed
in chat, states after "'s", stems of things called off or breaking, light verbs of food held,
felt nouns, verbs whose "to" names a person, participles of a harm done to someone, a planned
term that is also a noun, words that date a making) are ``cues.vocabulary`` lists in
rules/lexicons/core.yaml (and three keys of the negation, planned and reported cues), checked by
the lexicon schema and compiled once into ``Lexicon.vocabulary``; the sides and participles
before a cared-for body part are ``status_activity.frames.care_modifiers``, beside the care
verbs and parts they go with. A word added there changes what perception reads, with no Python
edit: "Ana chats with the hologram" is company until "hologram" is a machine talked at. The
schema stays strict: an unknown list name, or an entry that is no single token ("sat-nav", which
the text splits into sat - nav), is an error."""

from __future__ import annotations

import copy
import pickle
from pathlib import Path

import pytest
from helpers import actual_kinds, validator

from engine.lexicon import compile_lexicon

CORE = Path(__file__).resolve().parent.parent / "rules" / "lexicons" / "core.yaml"

# key -> (where in cues, read as word beginnings?)
MOVED = {
    "talked_at_machines": ("vocabulary", False), "addressed_groups": ("vocabulary", False),
    "address_fillers": ("vocabulary", False), "states_after_s": ("vocabulary", False),
    "breaking_stems": ("vocabulary", True), "held_light_verbs": ("vocabulary", False),
    "felt_nouns": ("vocabulary", False), "owned_states": ("vocabulary", False),
    "talk_to_verbs": ("vocabulary", False), "harm_participles": ("vocabulary", False),
    "rested_parts": ("vocabulary", False),
    "called_off_stems": ("negation", True),
    "noun_terms": ("planned", False), "origin_words": ("reported", False),
}


@pytest.fixture(scope="module")
def core_doc(core_document):
    return core_document


def with_word(doc, section: str, key: str, word: str):
    """A copy of the lexicon document with ``word`` added to ``cues.<section>.<key>``."""
    changed = copy.deepcopy(doc)
    changed["cues"][section][key].append(word)
    return compile_lexicon([changed])


@pytest.mark.parametrize("key", sorted(MOVED))
def test_each_moved_list_is_compiled_once_into_the_lexicon(lex, core_doc, key):
    section, stems = MOVED[key]
    compiled = lex.vocabulary[key]
    assert compiled and type(compiled) is (tuple if stems else frozenset)
    assert set(compiled) == set(core_doc["cues"][section][key])


def test_the_lists_survive_pickling_as_the_cache_stores_them(lex):
    again = pickle.loads(pickle.dumps(lex, protocol=5))
    assert again.vocabulary == lex.vocabulary


def test_a_lexicon_without_the_lists_reads_none_of_them(core_doc):
    bare = copy.deepcopy(core_doc)
    del bare["cues"]["vocabulary"]
    lexicon = compile_lexicon([bare])
    assert "talked_at_machines" not in lexicon.vocabulary
    # no machine is known: the talk is company
    assert actual_kinds(lexicon, "Ana chats with the ticket machine.", "Ana") == {"socialize"}


@pytest.mark.parametrize("text,observer", [
    ("Ana chats with the hologram for an hour.", "Ana"),
    ("You talk to the hologram in the lobby.", None),
])
def test_a_machine_a_designer_adds_is_talked_at_not_with(lex, core_doc, text, observer):
    assert actual_kinds(lex, text, observer) == {"socialize"}
    added = with_word(core_doc, "vocabulary", "talked_at_machines", "hologram")
    assert actual_kinds(added, text, observer) == set()


def test_a_harm_participle_a_designer_adds_gives_the_threat_to_its_object(lex, core_doc):
    text = "The wall collapsed, flattening the driver."
    assert actual_kinds(lex, text, "Ana") == {"danger"}  # unlisted: the observer's
    added = with_word(core_doc, "vocabulary", "harm_participles", "flattening")
    assert actual_kinds(added, text, "Ana") == set()  # the driver's
    assert actual_kinds(added, "The wall collapsed, pinning the driver.", "Ana") == set()


@pytest.mark.parametrize("text", [
    "[Ana] crewmates, the hold is flooding",
    "Ana: crewmates the galley is on fire",
])
def test_a_group_a_designer_adds_is_spoken_to_not_the_subject(lex, core_doc, text):
    # unlisted, "crewmates" is the subject of the threat: not the writer's danger
    assert "danger" not in actual_kinds(lex, text, "Ana")
    added = with_word(core_doc, "vocabulary", "addressed_groups", "crewmates")
    assert actual_kinds(added, text, "Ana") == {"danger"}


def test_the_care_modifiers_are_compiled_beside_the_care_parts(lex, core_doc):
    frames = core_doc["status_activity"]["frames"]
    assert lex.status_activity.care_modifiers == frozenset(frames["care_modifiers"])


def test_a_side_a_designer_adds_before_a_cared_for_part_keeps_the_job(lex, core_doc):
    text = "Ana bandages a farmer's inner ankle."
    assert actual_kinds(lex, text, "Ana") == set()
    changed = copy.deepcopy(core_doc)
    changed["status_activity"]["frames"]["care_modifiers"].append("inner")
    assert actual_kinds(compile_lexicon([changed]), text, "Ana") == {"work"}


@pytest.mark.parametrize("key,entry", [
    ("talked_at_machines", "sat-nav"),   # the text splits it: sat - nav
    ("addressed_groups", "y'all"),       # y 'all
    ("felt_nouns", "dull ache"),         # two words
])
def test_an_entry_that_is_no_single_token_is_a_schema_error(core_doc, key, entry):
    bad = copy.deepcopy(core_doc)
    bad["cues"]["vocabulary"][key].append(entry)
    assert list(validator("lexicon").iter_errors(bad))


def test_an_unknown_list_name_is_a_schema_error(core_doc):
    bad = copy.deepcopy(core_doc)
    bad["cues"]["vocabulary"]["talked_at_machinez"] = ["robot"]
    assert list(validator("lexicon").iter_errors(bad))
    assert not list(validator("lexicon").iter_errors(core_doc))
