"""``homeostat validate`` over a folder whose rule files share a lexicon checks and compiles that
lexicon once (the bundled core.yaml is most of validation's time), yet still reports a
problem in it, once, against each call."""

from __future__ import annotations

import shutil
from pathlib import Path

from engine import loading, perception, strict_yaml
from engine.resources import rules_dir


def _counting(monkeypatch) -> tuple[list[str], list[str], list[int]]:
    """Lists that fill with each file read, each file schema-checked (by name) and the number
    of lexicon documents of each compile, from now on."""
    read: list[str] = []
    checked: list[str] = []
    compiled: list[int] = []
    load_yaml_file, check, compile_lexicon = (strict_yaml.load_yaml_file, loading._checked,
                                             perception.compile_lexicon)

    def counting_read(path):
        read.append(Path(path).name)
        return load_yaml_file(path)

    def counting_check(document, kind, precheck):
        checked.append(Path(document.file).name)
        return check(document, kind, precheck)

    def counting_compile(documents, **options):
        compiled.append(len(documents))
        return compile_lexicon(documents, **options)

    monkeypatch.setattr(strict_yaml, "load_yaml_file", counting_read)
    monkeypatch.setattr(loading, "_checked", counting_check)
    monkeypatch.setattr(perception, "compile_lexicon", counting_compile)
    return read, checked, compiled


def test_the_bundled_folder_reads_and_compiles_its_shared_lexicon_once(tmp_path, monkeypatch):
    shutil.copytree(rules_dir(), tmp_path / "rules")
    read, checked, compiled = _counting(monkeypatch)
    files, problems = loading.validate_paths([tmp_path / "rules"])
    assert problems == []
    names = sorted(path.name for path in files)
    assert len(names) == 24 and {"core.yaml", "needs.yaml", "physiology.yaml"} <= set(names)
    assert sorted(read) == sorted(checked) == names  # core.yaml's 21 parts too, each once
    assert compiled == [1]  # needs and physiology include core with the same inline terms


def test_a_mistake_in_the_shared_lexicon_is_still_found_and_reported_once(tmp_path, monkeypatch):
    shutil.copytree(rules_dir(), tmp_path / "rules")
    core = tmp_path / "rules" / "lexicons" / "core.yaml"
    text = core.read_text("utf-8")
    core.write_text(text.replace("\nversion: 1\n", "\nversion: 1\nbogus_key: 1\n", 1), "utf-8")
    read, checked, compiled = _counting(monkeypatch)
    _, problems = loading.validate_paths([tmp_path / "rules"])
    assert len(problems) == 1 and problems[0].file.endswith("core.yaml")
    assert "bogus_key" in problems[0].message and problems[0].line == 11
    assert read.count("core.yaml") == checked.count("core.yaml") == 1
    assert compiled == [1] * 21  # its parts, fine, each checked alone once: no one included them
