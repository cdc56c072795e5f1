"""The LibYAML fast path of engine.strict_yaml (issue 7) reads every good rule file exactly as
the pure-Python loader does, and leaves every problem to the pure-Python loader."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import strict_yaml
from engine.diagnostics import RuleError

ROOT = Path(__file__).resolve().parent.parent
FILES = sorted({*ROOT.glob("rules/**/*.yaml"), *ROOT.glob("tests/data/**/*.yaml")})


def pure(raw: bytes, name: str, monkeypatch: pytest.MonkeyPatch) -> strict_yaml.LoadedDocument:
    with monkeypatch.context() as patch:
        patch.setattr(strict_yaml, "_load_fast", lambda *args: None)
        return strict_yaml.load_yaml(raw, name)


def fast(raw: bytes, name: str) -> strict_yaml.LoadedDocument | None:
    text = raw.decode("utf-8").removeprefix("\ufeff")
    return strict_yaml._load_fast(text, name, strict_yaml._LINE_BREAK.split(text),
                                  strict_yaml.YamlLimits())


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_fast_path_reads_a_file_as_the_pure_loader_does_or_declines(path, monkeypatch):
    if strict_yaml._CParser is None:
        pytest.skip("PyYAML without LibYAML")
    raw = path.read_bytes()
    try:
        expected = pure(raw, str(path), monkeypatch)
    except RuleError:
        expected = None
    got = fast(raw, str(path))
    if expected is None:
        assert got is None
        return
    assert got is not None
    assert (got.data, got.positions, got.key_positions, dict(got.source_text)) == (
        expected.data, expected.positions, expected.key_positions, dict(expected.source_text))
    assert {k: p.source_line for k, p in got.positions.items()} == {
        k: p.source_line for k, p in expected.positions.items()}


@pytest.mark.parametrize("text", [
    "a: 1\na: 2\n",                # duplicate key: found by the builder
    "a:\n\t- 1\n",                  # a TAB: never read fast (LibYAML accepts some, B12)
    "a: yes\n",                     # ambiguous boolean
    "a: [1, 2\n",                   # syntax error
    "a: &x 1\nb: *x\n",             # anchors and aliases
])
def test_any_problem_is_left_to_the_pure_loader(text):
    if strict_yaml._CParser is None:
        pytest.skip("PyYAML without LibYAML")
    assert fast(text.encode(), "f.yaml") is None


def test_the_rule_files_are_read_fast():
    if strict_yaml._CParser is None:
        pytest.skip("PyYAML without LibYAML")
    for name in ("needs.yaml", "physiology.yaml", "lexicons/core.yaml"):
        assert fast((ROOT / "rules" / name).read_bytes(), name) is not None
