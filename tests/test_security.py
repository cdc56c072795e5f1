"""A catalogue of breakout attempts (after simpleeval's tests/test_security.py): each formula is
put into a real rule file and must be rejected at load with a located error, never executed."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
import yaml

import engine
from engine.loading import validate_paths

MARKER = "HOMEOSTAT_BREAKOUT_MARKER"

ATTEMPTS = [
    "__import__('os').system('touch {marker}')",
    "exertion.__class__",
    "exertion.__class__.__mro__[1].__subclasses__()",
    "().__class__.__bases__[0]",
    "(1).__class__",
    "eval('1')",
    "exec('x = 1')",
    "open('{marker}', 'w')",
    "getattr(exertion, 'real')",
    "type(exertion)",
    "__builtins__",
    "globals()",
    "locals()",
    "vars()",
    "compile('1', 'f', 'eval')",
    "print(1)",
    "input()",
    "breakpoint()",
    "lambda: 1",
    "(lambda x: x)(1)",
    "[x for x in (1, 2)]",
    "{{x for x in (1, 2)}}",
    "sum(x for x in (1, 2))",
    "(y := 2)",
    "exertion[0]",
    "'text'",
    "f'{{exertion}}'",
    "b'bytes'",
    "1j",
    "max(*(1, 2))",
    "clamp(x=1, lo=0, hi=1)",
    "9 ** 9 ** 9 ** 9",
    "exertion ** exertion",
    "2 ** 100",
    "exertion // 2",
    "exertion % 2",
    "exertion << 2",
    "exertion | 1",
    "~exertion",
    "min.__call__(1, 2)",
    "(" * 200 + "1" + ")" * 200,
    " + ".join(["exertion"] * 2000),
    "__import__",
    "os.system('x')",
    "None",
]


def rule_file(tmp_path: Path, formula: str) -> Path:
    path = tmp_path / "rules.yaml"
    formula = formula.format(marker=tmp_path / MARKER)
    document = {
        "ruleset": "attempt",
        "variables": {"exertion": {"initial": 0.5}},
        "formulas": {"thirst": formula},
        "needs": {"rest": {"variable": "exertion", "threshold": 0.2, "priority": 1,
                           "may_interrupt": False}},
        "outputs": [{"file": "state/out.json", "fields": {"thirst": "thirst"}}],
        "report": {"ok": "ok"},
    }
    path.write_text(yaml.safe_dump(document, width=100_000), encoding="utf-8")
    return path


def test_the_catalogue_has_at_least_25_attempts():
    assert len(ATTEMPTS) >= 25


@pytest.mark.parametrize("formula", ATTEMPTS)
def test_breakout_attempt_is_rejected_at_load_and_never_runs(tmp_path, formula):
    path = rule_file(tmp_path, formula)
    started = time.perf_counter()
    with pytest.raises(engine.RuleError) as error:
        engine.load_ruleset(path)
    elapsed = time.perf_counter() - started
    [first, *_] = error.value.diagnostics
    assert first.file == str(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert first.line == 1 + next(i for i, line in enumerate(lines) if "thirst:" in line)
    assert first.code.startswith(("expr.", "schema.")), first.code
    assert not (tmp_path / MARKER).exists()
    assert elapsed < 5  # generous: a hang would fail the run, not measure speed


def test_the_same_file_is_reported_by_validate(tmp_path):
    files, problems = validate_paths([rule_file(tmp_path, ATTEMPTS[0])])
    assert len(files) == 1
    assert problems and problems[0].code == "expr.forbidden-name"
