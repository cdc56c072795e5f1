"""A lexicon kept as several files (session 37): a lexicon file's own ``include:`` lists further
lexicon files, merged before it in order; the bundled core lexicon is core.yaml and its parts in
lexicons/core/. A missing include and an include cycle are located errors; the merged core
lexicon is the one the tick reads."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import engine
from engine.diagnostics import RuleError
from engine.loading import lexicon_files, load_lexicon, validate_paths
from engine.perception import perceive
from engine.resources import rules_dir


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def _ruleset(folder: Path, include: str) -> Path:
    """The bundled needs rules, reading observations with the lexicon ``include`` only."""
    text = (rules_dir() / "needs.yaml").read_text(encoding="utf-8")
    assert "include: [core]" in text
    return _write(folder / "needs.yaml", text.replace("include: [core]", f"include: [{include}]"))


def test_a_designer_lexicon_in_two_files_reads_words_from_both(tmp_path):
    _write(tmp_path / "lexicons" / "food.yaml", "lexicon: food\nversion: 1\n"
           "kinds:\n  eat:\n    terms: [zorblax]\n")
    _write(tmp_path / "lexicons" / "mine.yaml", "lexicon: mine\nversion: 1\n"
           "include: [food]\nkinds:\n  eat:\n    terms: [nosh]\n")
    files = lexicon_files(tmp_path / "lexicons" / "mine.yaml")
    assert [file.name for file in files] == ["food.yaml", "mine.yaml"]
    merged = load_lexicon(tmp_path / "lexicons" / "mine.yaml")
    assert merged["lexicon"] == "mine" and "include" not in merged
    assert merged["kinds"]["eat"]["terms"] == ["zorblax", "nosh"]  # the included part first


def test_the_including_files_own_setting_wins_over_its_parts(tmp_path):
    _write(tmp_path / "part.yaml", "lexicon: part\nversion: 1\ndefault_weight: 0.4\n")
    _write(tmp_path / "whole.yaml", "lexicon: whole\nversion: 1\ndefault_weight: 0.9\n"
           "include: [part.yaml]\n")
    assert load_lexicon(tmp_path / "whole.yaml")["default_weight"] == 0.9


def test_a_missing_include_is_located_at_its_entry(tmp_path):
    whole = _write(tmp_path / "whole.yaml", "lexicon: whole\nversion: 1\n"
                   "include:\n  - core/eat.yaml\n  - parts/nowhere.yaml\n")
    with pytest.raises(RuleError) as caught:
        lexicon_files(whole)
    diagnostic = caught.value.diagnostics[0]
    assert (diagnostic.file, diagnostic.line, diagnostic.column, diagnostic.code) == (
        str(whole), 4, 5, "rules.lexicon-not-found")
    assert "'core/eat.yaml'" in diagnostic.message  # the first entry, next to this file


def test_an_include_cycle_is_an_error_naming_the_files(tmp_path):
    _write(tmp_path / "a.yaml", "lexicon: a\nversion: 1\ninclude: [b]\n")
    _write(tmp_path / "b.yaml", "lexicon: b\nversion: 1\ninclude: [a]\n")
    with pytest.raises(RuleError) as caught:
        lexicon_files(tmp_path / "a.yaml")
    diagnostic = caught.value.diagnostics[0]
    assert diagnostic.code == "rules.lexicon-include-cycle"
    assert diagnostic.file == str(tmp_path / "b.yaml") and diagnostic.line == 3
    assert "(a.yaml -> b.yaml -> a.yaml)" in diagnostic.message


def test_a_ruleset_reads_a_word_from_a_part_of_its_lexicon(tmp_path, monkeypatch):
    monkeypatch.setenv("HOMEOSTAT_CACHE_DIR", str(tmp_path / "cache"))
    _write(tmp_path / "lexicons" / "bits" / "eat.yaml", "lexicon: bits-eat\nversion: 1\n"
           "kinds:\n  eat:\n    terms: [zorblax]\n")
    _write(tmp_path / "lexicons" / "mine.yaml", "lexicon: mine\nversion: 1\n"
           "include: [core, bits/eat.yaml]\n")  # the bundled core (none next to it), one word
    ruleset = engine.load_ruleset(_ruleset(tmp_path, "mine"))
    events = perceive("You zorblax happily.", ruleset.lexicon)
    assert [(e.kind, e.subject, e.mode, e.term) for e in events] == [
        ("eat", "self", "actual", "zorblax")]


def test_an_edited_part_is_picked_up_by_the_next_load(tmp_path, monkeypatch):
    monkeypatch.setenv("HOMEOSTAT_CACHE_DIR", str(tmp_path / "cache"))
    part = _write(tmp_path / "lexicons" / "bits" / "eat.yaml", "lexicon: bits-eat\nversion: 1\n"
                  "kinds:\n  eat:\n    terms: [zorblax]\n")
    _write(tmp_path / "lexicons" / "mine.yaml", "lexicon: mine\nversion: 1\n"
           "include: [bits/eat.yaml]\n")
    rules = _ruleset(tmp_path, "mine")
    assert perceive("You quibble happily.", engine.load_ruleset(rules).lexicon) == ()
    part.write_text(part.read_text().replace("[zorblax]", "[zorblax, quibble]"))
    events = perceive("You quibble happily.", engine.load_ruleset(rules).lexicon)
    assert [e.kind for e in events] == ["eat"]


def test_the_bundled_core_is_its_parts_merged_and_each_part_validates_alone(tmp_path):
    shutil.copytree(rules_dir() / "lexicons", tmp_path / "lexicons")
    merged = load_lexicon(tmp_path / "lexicons" / "core.yaml")
    assert list(merged["kinds"]) == ["eat", "drink", "sleep", "rest", "work", "exercise", "walk",
                                     "socialize", "danger", "conflict", "illness", "injury"]
    assert merged["lexicon"] == "core" and merged["default_weight"] == 1.0
    part = tmp_path / "lexicons" / "core" / "cues.yaml"
    files, problems = validate_paths([part])
    assert files == [part] and problems == []
    assert all(path.stat().st_size < 1024 * 1024
               for path in (tmp_path / "lexicons" / "core").glob("*.yaml"))  # room to grow


def test_a_misspelt_include_suggests_the_file_next_to_it(tmp_path):
    _write(tmp_path / "core" / "eat.yaml", "lexicon: core-eat\nversion: 1\n")
    whole = _write(tmp_path / "whole.yaml", "lexicon: whole\nversion: 1\n"
                   "include: [core/eats.yaml]\n")
    with pytest.raises(RuleError) as caught:
        lexicon_files(whole)
    assert caught.value.diagnostics[0].suggestion == "core/eat.yaml"


def test_a_cycle_met_from_any_file_is_reported_once_per_include_that_closes_it(tmp_path):
    _write(tmp_path / "lexicons" / "a.yaml", "lexicon: a\nversion: 1\ninclude: [b]\n")
    _write(tmp_path / "lexicons" / "b.yaml", "lexicon: b\nversion: 1\ninclude: [a]\n")
    _write(tmp_path / "lexicons" / "top.yaml", "lexicon: top\nversion: 1\ninclude: [a]\n")
    files, problems = validate_paths([tmp_path / "lexicons"])
    assert [file.name for file in files] == ["a.yaml", "b.yaml", "top.yaml"]
    assert [(Path(d.file).name, d.line, d.code) for d in problems] == [
        ("a.yaml", 3, "rules.lexicon-include-cycle"), ("b.yaml", 3, "rules.lexicon-include-cycle")]
    assert problems[1].message == ("lexicon 'a' is already being included: the includes go round "
                                   "in a circle (a.yaml -> b.yaml -> a.yaml); remove one of them")


def test_a_food_added_as_an_object_counts_only_after_a_verb_as_the_guide_says(
        tmp_path, monkeypatch):
    """docs/designers-guide.md section 6: a food goes in the kind's objects, a verb in terms."""
    monkeypatch.setenv("HOMEOSTAT_CACHE_DIR", str(tmp_path / "cache"))
    shutil.copytree(rules_dir() / "lexicons", tmp_path / "lexicons")
    part = tmp_path / "lexicons" / "core" / "eat.yaml"
    text = part.read_text(encoding="utf-8")
    assert text.count("\n    objects:\n") == 1
    part.write_text(text.replace("\n    objects:\n", "\n    objects:\n      - poutine\n"))
    text = (rules_dir() / "needs.yaml").read_text(encoding="utf-8")
    rules = _write(tmp_path / "needs.yaml", text.replace(
        "include: [core]", "include: [core]\n  terms: {eat: [nosh, scarf down]}"))
    lexicon = engine.load_ruleset(rules).lexicon
    found = {text: [(e.kind, e.is_actual_self, e.term) for e in perceive(text, lexicon)
                    if e.kind == "eat"]
             for text in ("You have a poutine.", "You walk past a poutine stand.",
                          "The menu lists poutine.", "You nosh on some crisps.")}
    assert found == {"You have a poutine.": [("eat", True, "have + poutine")],
                     "You walk past a poutine stand.": [],
                     "The menu lists poutine.": [],
                     "You nosh on some crisps.": [("eat", True, "nosh")]}
