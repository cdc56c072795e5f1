"""Session 38 (round move-b): open-class word lists that engine/perception.py held as Python
sets (the ends of a threat or an ailment, talk manners, time units, costume, calling, finding and
news verbs, a beast's attacks ...) are now keys of the lexicon's ``cues.vocabulary``
(rules/lexicons/core/vocabulary.yaml), so a designer adds such a word without touching Python.
A pure refactor: the bundled lexicon holds exactly the words the Python sets had (less two
hyphenated entries that text never has as one token), no moved name is left in perception.py,
and a word a designer's lexicon adds to a key changes how a sentence reads."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine
from engine.perception import perceive
from engine.resources import rules_dir

# key -> how many words it holds (the Python set's size; talk_manner and calling_verbs less the
# hyphenated "non-stop" and "video-calls": text reads them as three tokens, so they never matched)
MOVED = {
    "end_verbs": 27, "end_states": 9, "awaited_ends": 13, "easing_ends": 23, "talk_manner": 12,
    "passed_spans": 12, "length_units": 10, "age_units": 8, "dressed_as": 21,
    "calling_verbs": 17, "carried_openers": 20, "thing_processes": 41, "find_verbs": 8,
    "home_takers": 46, "over_times": 16, "task_noun_doers": 22, "irregular_plurals": 11,
    "aside_verbs": 67, "beast_attacks": 29, "own_bitten": 6, "drawn_weapon_verbs": 4,
    "news_verbs": 22,
}
PYTHON_NAMES = ["_END_VERBS", "_END_STATES", "_AWAITED_ENDS", "_EASING_ENDS", "_TALK_MANNER",
                "_PASSED_SPANS", "_LENGTH_UNITS", "_AGE_UNITS", "_DRESSED_AS", "_CALLING_VERBS",
                "_CARRIED_OPENERS", "_THING_PROCESSES", "_FIND_VERBS", "_HOME_TAKERS",
                "_OVER_TIMES", "_TASK_NOUN_DOERS", "_IRREGULAR_PLURALS", "_ASIDE_VERBS",
                "_BEAST_ATTACKS", "_OWN_BITTEN", "_DRAWN_WEAPON_VERBS", "_NEWS_VERBS"]


@pytest.fixture(scope="module")
def bundled():
    return engine.load_ruleset("physiology").lexicon


def test_every_moved_key_holds_the_python_sets_words(bundled):
    vocabulary = bundled.vocabulary
    assert {key: len(vocabulary.get(key, ())) for key in MOVED} == MOVED
    assert vocabulary["end_states"] == frozenset({
        "over", "out", "gone", "fixed", "repaired", "restored", "cleared", "lifted", "past"})
    assert vocabulary["awaited_ends"] == frozenset({
        "end", "stop", "finish", "die", "blow", "subside", "calm", "be", "wind", "break",
        "settle", "quieten", "quiet"})
    assert vocabulary["talk_manner"] == frozenset({
        "away", "quietly", "gently", "softly", "constantly", "again", "all", "nonstop",
        "sweetly", "kindly", "calmly", "low"})
    assert vocabulary["age_units"] == frozenset({
        "year", "years", "month", "months", "week", "weeks", "day", "days"})
    assert vocabulary["find_verbs"] == frozenset({
        "find", "finds", "found", "finding", "catch", "catches", "caught", "catching"})
    assert vocabulary["over_times"] == frozenset({
        "breakfast", "lunch", "dinner", "supper", "brunch", "tea", "coffee", "drinks", "weeks",
        "months", "years", "days", "weekend", "holidays", "christmas", "the"})
    assert vocabulary["irregular_plurals"] == frozenset({
        "men", "women", "children", "people", "police", "folk", "kids", "geese", "mice", "feet",
        "teeth"})
    assert vocabulary["own_bitten"] == frozenset({"lip", "lips", "tongue", "nails", "nail",
                                                  "cheek"})
    assert vocabulary["drawn_weapon_verbs"] == frozenset({"pull", "draw", "produce", "whip"})
    assert "video-calls" not in vocabulary["calling_verbs"] and "video" not in vocabulary[
        "calling_verbs"] and {"calls", "facetimes"} <= vocabulary["calling_verbs"]


def test_no_moved_python_set_is_left_in_perception():
    source = (Path(engine.__file__).parent / "perception.py").read_text(encoding="utf-8")
    assert [name for name in PYTHON_NAMES if name in source] == []


# one designer's word for each of four keys, and a sentence each reads differently with it
ADDED = {"talk_manner": "loud", "end_verbs": "dissipates", "thing_processes": "gurgles",
         "dressed_as": "cosplaying"}


@pytest.fixture(scope="module")
def designers(tmp_path_factory):
    folder = tmp_path_factory.mktemp("moveb")
    lexicons = folder / "lexicons"
    lexicons.mkdir()
    (lexicons / "mine.yaml").write_text(
        "lexicon: mine\nversion: 1\ninclude: [core]\ncues:\n  vocabulary:\n"
        + "".join(f"    {key}: [{word}]\n" for key, word in ADDED.items()), encoding="utf-8")
    text = (rules_dir() / "needs.yaml").read_text(encoding="utf-8")
    assert "include: [core]" in text
    (folder / "needs.yaml").write_text(text.replace("include: [core]", "include: [mine]"),
                                       encoding="utf-8")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("HOMEOSTAT_CACHE_DIR", str(folder / "cache"))
        return engine.load_ruleset(folder / "needs.yaml").lexicon


def _read(lexicon, text: str, observer: str | None = None) -> list[tuple[str, str, str, str]]:
    return [(e.kind, e.subject, e.mode, e.term)
            for e in perceive(text, lexicon, observer=observer)]


def test_the_designers_words_are_added_to_the_bundled_lists(bundled, designers):
    for key, word in ADDED.items():
        assert word not in bundled.vocabulary[key]
        assert designers.vocabulary[key] == bundled.vocabulary[key] | {word}


def test_a_talk_manner_added_aims_the_talk_past_it(bundled, designers):
    text = "You sit talking loud to it for an hour."  # talked at "it": no company
    assert _read(bundled, text) == [("socialize", "self", "actual", "talk")]
    assert _read(designers, text) == []


def test_an_end_verb_added_puts_the_threat_after_the_plan(bundled, designers):
    text = "Rosalind plans to swim in the pool once the storm dissipates."
    assert _read(bundled, text, "Rosalind") == [("exercise", "self", "planned", "swim"),
                                                ("danger", "self", "actual", "storm")]
    assert _read(designers, text, "Rosalind") == [("exercise", "self", "planned", "swim"),
                                                  ("danger", "self", "planned", "storm")]


def test_a_thing_process_added_gives_the_participle_to_the_waiter(bundled, designers):
    text = "You stand by the stove while the kettle gurgles, eating a biscuit."
    assert _read(bundled, text) == [("eat", "other", "actual", "eat")]
    assert _read(designers, text) == [("eat", "self", "actual", "eat")]


def test_a_costume_verb_added_makes_the_job_a_costume(bundled, designers):
    text = "You go to the party cosplaying as a nurse."
    assert _read(bundled, text) == [("work", "self", "actual", "nurse")]
    assert _read(designers, text) == []
