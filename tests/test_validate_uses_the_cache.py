"""``homeostat validate`` uses the compiled-rules cache both ways (session 34, design choice):
a file whose compiled ruleset or lexicon is cached, built from the same bytes of every file it
depends on, is valid without being read again; a file that compiles cleanly is stored, so the
next tick is warm. A changed file is always read, checked and compiled again, and a file with a
problem is never taken as valid, however often it is validated."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine import caching, loading, perception, strict_yaml
from engine.resources import rules_dir

CORE_PARTS = ["eat.yaml", "drink.yaml", "sleep.yaml", "rest.yaml", "work.yaml", "exercise.yaml",
              "socialize.yaml", "danger.yaml", "conflict.yaml", "illness.yaml", "injury.yaml",
              "inflection.yaml", "exceptions.yaml", "cues.yaml", "vocabulary.yaml", "breakers.yaml",
              "quantities.yaml", "phrasal.yaml", "status-activity.yaml", "subjects.yaml",
              "fuzzy.yaml"]  # rules/lexicons/core/, in core.yaml's include order
BUNDLED = sorted(["core.yaml", "needs.yaml", "physiology.yaml", *CORE_PARTS])


@pytest.fixture
def rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the bundled rules folder, with a cache folder of its own."""
    monkeypatch.setenv("HOMEOSTAT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("HOMEOSTAT_NO_CACHE", raising=False)
    shutil.copytree(rules_dir(), tmp_path / "rules")
    return tmp_path / "rules"


def _counting(monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], list[int]]:
    """Lists that fill, from now on, with the name of each file read and the number of lexicon
    documents of each lexicon compile."""
    read: list[str] = []
    compiled: list[int] = []
    load_yaml_file, compile_lexicon = strict_yaml.load_yaml_file, perception.compile_lexicon

    def counting_read(path):
        read.append(Path(path).name)
        return load_yaml_file(path)

    def counting_compile(documents, **options):
        compiled.append(len(documents))
        return compile_lexicon(documents, **options)

    monkeypatch.setattr(strict_yaml, "load_yaml_file", counting_read)
    monkeypatch.setattr(perception, "compile_lexicon", counting_compile)
    return read, compiled


def _names(files: list[Path]) -> list[str]:
    return sorted(path.name for path in files)


def test_an_unchanged_folder_is_valid_without_reading_a_file_the_second_time(rules, monkeypatch):
    files, problems = loading.validate_paths([rules])
    assert problems == [] and _names(files) == BUNDLED
    read, compiled = _counting(monkeypatch)
    files, problems = loading.validate_paths([rules])
    assert problems == [] and _names(files) == BUNDLED
    assert read == [] and compiled == []


def test_an_edited_rule_file_is_read_again_but_its_unchanged_lexicon_is_not(rules, monkeypatch):
    loading.validate_paths([rules])
    needs = rules / "needs.yaml"
    needs.write_text(needs.read_text("utf-8") + "# tuned\n", "utf-8")
    read, compiled = _counting(monkeypatch)
    files, problems = loading.validate_paths([rules])
    assert problems == [] and _names(files) == BUNDLED
    # the index core.yaml is read for its list of parts; the parts, unchanged, are not
    assert read == ["needs.yaml", "core.yaml"] and compiled == []


def test_the_core_lexicons_parts_are_included_in_order():
    files = loading.lexicon_files(rules_dir() / "lexicons" / "core.yaml")
    assert [file.name for file in files] == [*CORE_PARTS, "core.yaml"]
    assert all(file.parent.name == "core" for file in files[:-1])


def test_an_edited_part_recompiles_its_lexicon_once_reading_each_file_once(rules, monkeypatch):
    loading.validate_paths([rules])
    part = rules / "lexicons" / "core" / "fuzzy.yaml"
    part.write_text(part.read_text("utf-8") + "# tuned\n", "utf-8")
    read, compiled = _counting(monkeypatch)
    files, problems = loading.validate_paths([rules])
    assert problems == [] and _names(files) == BUNDLED
    assert sorted(read) == BUNDLED and compiled == [1]  # not once more for the part alone


def test_a_fault_planted_after_a_clean_validate_is_found_every_time(rules, monkeypatch):
    loading.validate_paths([rules])
    core = rules / "lexicons" / "core.yaml"
    text = core.read_text("utf-8")
    core.write_text(text.replace("\nversion: 1\n", "\nversion: 1\nbogus_key: 1\n", 1), "utf-8")
    for _ in range(2):
        read, _compiled = _counting(monkeypatch)
        _, problems = loading.validate_paths([rules])
        assert [(Path(p.file).name, p.line, p.code) for p in problems] == [
            ("core.yaml", 11, "schema.unknown-key")]
        assert "bogus_key" in problems[0].message
        assert read.count("core.yaml") == 1


def test_a_faulty_rule_file_is_never_stored(rules):
    needs = rules / "needs.yaml"
    text = needs.read_text("utf-8").replace("decay: {per_tick", "dekay: {per_tick", 1)
    needs.write_text(text, "utf-8")
    line = text[:text.index("dekay")].count("\n") + 1
    for _ in range(2):
        _, problems = loading.validate_paths([needs])
        assert [(Path(p.file).name, p.line, p.code, p.suggestion) for p in problems] == [
            ("needs.yaml", line, "schema.unknown-key", "decay")]
        assert not caching.is_current(needs)


def test_a_clean_validate_leaves_the_next_tick_warm(rules):
    loading.validate_paths([rules])
    for name in ("needs.yaml", "physiology.yaml"):
        assert caching.is_current(rules / name)
        assert caching.load_cached(rules / name) is not None


def test_without_a_cache_every_file_is_read_and_compiled_each_time(rules, monkeypatch):
    monkeypatch.setenv("HOMEOSTAT_NO_CACHE", "1")
    for _ in range(2):
        read, compiled = _counting(monkeypatch)
        files, problems = loading.validate_paths([rules])
        assert problems == [] and _names(files) == BUNDLED
        assert sorted(read) == BUNDLED and compiled == [1]
