"""Handed bad-rule cases (shared/cases/bad-rules), translated into homeostat's rule syntax.

Each file in ``tests/data/bad-rules/`` is a complete small ruleset (or, for case 03, a lexicon)
with exactly one planted fault. ``expected.json`` gives, per file:

- ``line`` / ``column`` (1-based; ``column`` null when the fault is not one token) and, for the
  formula cycle, ``accept_lines``;
- ``must_mention``: strings the error message must contain, case-insensitively; ``a|b`` means
  either is enough. They are checked against the message of the diagnostic at the fault (the
  headline without its ``[code]``), not against the echoed source line;
- ``fix``: a one-place text replacement that repairs the fault; the repaired file must validate,
  which proves the planted fault is the only error in the file.

``tests/data/good-rules/`` holds the passing companions (``1e-3`` read as 0.001, quoted YAML 1.1
words and numbers).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import failing_cases

import engine
from engine.cli import main

DATA = Path(__file__).parent / "data"
BAD = DATA / "bad-rules"
GOOD = DATA / "good-rules"
REPO = Path(__file__).resolve().parent.parent
EXPECTED: dict[str, dict] = json.loads((BAD / "expected.json").read_text(encoding="utf-8"))
BAD_CASES = sorted(EXPECTED)
GOOD_CASES = sorted(p.name for p in GOOD.glob("*.yaml"))


def _is_lexicon(name: str) -> bool:
    return any(line.startswith("lexicon:") for line in
               (BAD / name).read_text(encoding="utf-8").splitlines())


RULESET_CASES = [name for name in BAD_CASES if not _is_lexicon(name)]


def _headlines(stderr: str) -> list[str]:
    """The diagnostic headlines (``file:line[:col]: error: ...``) of a text-mode report."""
    return [line for line in stderr.splitlines() if re.search(r":\d+(:\d+)?: error: ", line)]


def _fault_headline(stderr: str, path: str, expected: dict) -> str:
    """The headline located at the expected fault; fails the test when there is none."""
    lines = expected.get("accept_lines", [expected["line"]])
    column = expected["column"]
    for headline in _headlines(stderr):
        for line in lines:
            prefix = f"{path}:{line}:"
            if column is not None:
                prefix += f"{column}:"
            if headline.startswith(prefix):
                return headline
    where = f"{path}:{'|'.join(map(str, lines))}:" + (f"{column}:" if column is not None else "")
    raise AssertionError(f"no diagnostic at {where}; stderr was:\n{stderr}")


def _message(headline: str) -> str:
    """The headline's text after ``error:`` and without its trailing ``[code]``, so neither the
    file name (``06-nan-decay.yaml``) nor the code can satisfy must_mention."""
    text = headline.split(": error: ", 1)[1]
    return re.sub(r"\s*\[[\w.-]+\]\s*$", "", text)


def _assert_mentions(message: str, must_mention: list[str]) -> None:
    lowered = message.casefold()
    missing = [m for m in must_mention
               if not any(alt.casefold() in lowered for alt in m.split("|"))]
    assert not missing, f"message lacks {missing}: {message}"


def _fixed_copy(name: str, folder: Path) -> Path:
    """``name`` copied into ``folder`` with its ``fix`` applied (exactly one occurrence)."""
    text = (BAD / name).read_text(encoding="utf-8")
    fix = EXPECTED[name]["fix"]
    assert text.count(fix["replace"]) == 1, f"fix of {name} is ambiguous"
    target = folder / name
    target.write_text(text.replace(fix["replace"], fix["with"]), encoding="utf-8")
    return target


def test_every_bad_file_has_an_expectation_and_every_expectation_a_file():
    assert sorted(p.name for p in BAD.glob("*.yaml")) == BAD_CASES


def test_tab_case_really_contains_a_tab():
    """Editors silently turn TABs into spaces; the fixture must keep the TAB on line 4."""
    lines = (BAD / "01-tab-indentation.yaml").read_text(encoding="utf-8").split("\n")
    assert lines[3].startswith("\t")


@pytest.mark.parametrize("name", BAD_CASES)
def test_bad_rule_file_is_rejected_at_its_fault(name, capsys):
    """validate exits 1 and the diagnostic at line:column says what the case requires."""
    path = str(BAD / name)
    code = main(["validate", path])
    _, err = capsys.readouterr()
    assert code == 1, err
    headline = _fault_headline(err, path, EXPECTED[name])
    _assert_mentions(_message(headline), EXPECTED[name]["must_mention"])


@pytest.mark.parametrize("name", BAD_CASES)
def test_bad_rule_file_is_valid_once_its_fault_is_fixed(name, tmp_path, capsys):
    """Repairing only the planted fault leaves a valid file: the fault is the only error."""
    path = _fixed_copy(name, tmp_path)
    code = main(["validate", str(path)])
    _, err = capsys.readouterr()
    assert code == 0, err


def test_bad_ruleset_raises_rule_error_from_the_library() -> None:
    def one_case(name):
        with pytest.raises(engine.RuleError) as caught:
            engine.load_ruleset(BAD / name)
        assert caught.value.exit_code == 1
        located = [(d.line, d.column) for d in caught.value.diagnostics]
        expected = EXPECTED[name]
        lines = expected.get("accept_lines", [expected["line"]])
        assert any(line in lines and (expected["column"] is None or column == expected["column"])
                   for line, column in located), located

    cases = RULESET_CASES
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name", RULESET_CASES)
def test_tick_with_a_bad_ruleset_fails_before_writing_anything(name, tmp_path, capsys):
    workspace = tmp_path / "ws"
    workspace.mkdir()
    args = {"observation": "You eat a sandwich.", "tick": 900, "time": "2026-04-27T12:00:00"}
    code = main(["tick", "--skill", str(BAD / name), "--workspace", str(workspace),
                 "--args-json", json.dumps(args)])
    out, err = capsys.readouterr()
    assert code == 1, err
    report = json.loads(out)
    assert report["ok"] is False
    assert report["error"]["type"] == "rules"
    assert list(workspace.rglob("*")) == []


@pytest.mark.parametrize("name", ["01-tab-indentation.yaml", "12-exponent-bomb.yaml"])
def test_bad_rule_file_is_rejected_by_the_real_command(name):
    """``python -m engine validate`` in a fresh process: exit 1, located message, and it ends
    (the timeout only guards against a hang on the exponent bomb; no timing is asserted)."""
    path = str(BAD / name)
    done = subprocess.run([sys.executable, "-m", "engine", "validate", path], cwd=REPO,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1, done.stderr
    headline = _fault_headline(done.stderr, path, EXPECTED[name])
    _assert_mentions(_message(headline), EXPECTED[name]["must_mention"])


def test_bundled_rules_validate(capsys):
    code = main(["validate"])
    _, err = capsys.readouterr()
    assert code == 0, err


@pytest.mark.parametrize("name", GOOD_CASES)
def test_good_rule_file_validates(name, capsys):
    code = main(["validate", str(GOOD / name)])
    _, err = capsys.readouterr()
    assert code == 0, err


def test_exponent_companion_reads_1e_minus_3_as_exactly_0_001():
    """Passing companion of case 04: ``decay: {per_tick: 1e-3}`` is the number 0.001."""
    ruleset = engine.load_ruleset(GOOD / "01-exponent-1e-3.yaml")
    (social,) = [v for v in ruleset.variables if v.name == "social"]
    rate = social.dynamics[0].rates[0]
    assert type(rate.amount) is float
    assert rate.amount == 0.001
    assert rate.per_tick is True
    assert rate.sign == -1.0


def test_quoted_literals_stay_text():
    """Quoted "911", "yes", "off" are terms and quoted "on" is a map key, all as strings."""
    ruleset = engine.load_ruleset(GOOD / "02-quoted-literals.yaml")
    assert "911" in ruleset.lexicon_terms["danger"]
    assert "yes" in ruleset.lexicon_terms["socialize"]
    assert "off" in ruleset.lexicon_terms["rest"]
    (conditioning,) = [i for i in ruleset.inputs if i.name == "air_conditioning"]
    assert dict(conditioning.mapping) == {"none": 0.0, "on": 1.0}
    (social,) = [n for n in ruleset.needs if n.name == "social"]
    assert social.priority == 10


BREAKOUTS = [
    "__import__('os').system('touch MARKER')",
    "exec(\"open('MARKER', 'w')\")",
    "eval(\"__import__('os').system('touch MARKER')\")",
    "open('MARKER', 'w').close()",
    "().__class__.__base__.__subclasses__()",
    "(lambda: __import__('os').system('touch MARKER'))()",
    "[__import__('os').system('touch MARKER') for x in (1,)][0]",
]


def _breakout_ruleset(folder: Path, attempt: str) -> Path:
    text = (BAD / "11-dangerous-call.yaml").read_text(encoding="utf-8")
    text = text.replace("__import__('os').system('x')", attempt)
    assert attempt in text
    path = folder / "breakout.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("attempt", BREAKOUTS)
def test_rejected_formula_never_runs(attempt, tmp_path, monkeypatch, capsys):
    """Case 11 with a marker-file command: rejected at load time, and the marker never appears."""
    monkeypatch.chdir(tmp_path)
    path = _breakout_ruleset(tmp_path, attempt)
    assert main(["validate", str(path)]) == 1
    with pytest.raises(engine.RuleError):
        engine.load_ruleset(path)
    workspace = tmp_path / "ws"
    workspace.mkdir()
    assert main(["tick", "--skill", str(path), "--workspace", str(workspace),
                 "--observation", "You drink water.", "--time", "2026-04-27T12:00:00"]) == 1
    capsys.readouterr()
    assert not (tmp_path / "MARKER").exists()
    assert not (workspace / "MARKER").exists()
    assert list(workspace.rglob("*")) == []


def test_rejected_formula_never_runs_in_a_fresh_process(tmp_path):
    path = _breakout_ruleset(tmp_path, BREAKOUTS[0])
    done = subprocess.run([sys.executable, "-m", "engine", "validate", str(path)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=60,
                          env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 1, done.stderr
    assert "__import__" in done.stderr
    assert not (tmp_path / "MARKER").exists()


def test_engine_loads_yaml_only_with_the_safe_loader():
    """No unsafe PyYAML entry point appears in the package (cheap guard from the cases README)."""
    unsafe = re.compile(r"yaml\.(load|load_all|unsafe_load|full_load)\s*\(|"
                        r"\b(UnsafeLoader|FullLoader)\b|Loader\s*=\s*yaml\.Loader\b")
    offenders = [f"{p.name}:{n}" for p in sorted((REPO / "engine").glob("*.py"))
                 for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
                 if unsafe.search(line)]
    assert offenders == []


def test_fixtures_do_not_depend_on_the_shared_folder():
    """The translated copies live under tests/ (the project must pass without ../shared)."""
    for name in BAD_CASES + GOOD_CASES:
        folder = BAD if name in EXPECTED else GOOD
        assert "shared/" not in (folder / name).read_text(encoding="utf-8")


def test_a_copied_case_is_reported_under_the_path_it_was_loaded_from(tmp_path):
    name = "07-misspelt-key.yaml"
    copy = tmp_path / name
    shutil.copyfile(BAD / name, copy)
    with pytest.raises(engine.RuleError) as caught:
        engine.load_ruleset(copy)
    (first,) = [d for d in caught.value.diagnostics if d.line == EXPECTED[name]["line"]]
    assert first.file == str(copy)


def test_a_change_with_only_a_misspelt_name_is_reported_once(tmp_path, capsys):
    """A `change` whose one name is misspelt gets the did-you-mean at that name, not also "an
    effect needs `change` or `set`" (it has one)."""
    main(["init", str(tmp_path / "mine")])
    rules = tmp_path / "mine" / "needs.yaml"
    text = rules.read_text(encoding="utf-8")
    first = re.search(r"change: \{(\w+):", text)
    assert first is not None
    rules.write_text(text.replace(f"change: {{{first.group(1)}:", "change: {satiaty:", 1),
                     encoding="utf-8")
    capsys.readouterr()
    assert main(["validate", str(rules)]) == 1
    err = capsys.readouterr().err
    assert "did you mean" in err
    assert "rules.effect-empty" not in err
