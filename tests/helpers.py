"""Small helpers shared by the tests: run the CLI in-process or as a subprocess, load bundled
schemas, and read what perception says the observer actually did."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from referencing import Registry, Resource

from engine.cli import main
from engine.perception import perceive
from engine.resources import load_schema, schema_names


def run_cli(capsys: Any, argv: Sequence[str]) -> tuple[int, str, str]:
    """Run ``homeostat ARGV`` in-process; returns (exit code, stdout, stderr)."""
    capsys.readouterr()
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def run_engine(args: Sequence[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run ``python -m engine ARGS`` in a subprocess in ``cwd`` (its own cache under ``cwd``, a
    bare PATH); returns the completed process with text stdout and stderr."""
    return subprocess.run([sys.executable, "-m", "engine", *args], cwd=cwd, text=True,
                          capture_output=True, env={"HOMEOSTAT_CACHE_DIR": str(cwd / "cache"),
                                                    "PATH": "/usr/bin:/bin"})


def eat_tick_args(time: str) -> str:
    """``--args-json`` for a tick at ``time`` ("HH:MM" on 2026-04-27) observing "You eat."."""
    return json.dumps({"observation": "You eat.", "tick": 900, "time": f"2026-04-27T{time}:00"})


def eat_tick(cwd: Path, time: str) -> subprocess.CompletedProcess[str]:
    """A needs tick in ``cwd`` at ``time`` observing "You eat.", as a subprocess."""
    return run_engine(["tick", "--skill", "needs", "--args-json", eat_tick_args(time)], cwd)


def tick_json(capsys: Any, argv: Sequence[str]) -> tuple[int, dict[str, Any]]:
    """Run ``homeostat tick ...`` and parse its single stdout line."""
    code, out, _ = run_cli(capsys, ["tick", *argv])
    lines = out.strip().splitlines()
    assert len(lines) == 1, out
    return code, json.loads(lines[0])


def validator(name: str) -> Draft202012Validator:
    """A validator for the bundled schema ``name`` that resolves references between schemas."""
    resources = []
    for other in schema_names():
        schema = load_schema(other)
        resources.append((f"{other}.schema.json", Resource.from_contents(schema)))
        resources.append((schema["$id"], Resource.from_contents(schema)))
    registry = Registry().with_resources(resources)
    return Draft202012Validator(load_schema(name), registry=registry)


def assert_valid(name: str, document: Any) -> None:
    """Assert ``document`` validates against the bundled schema ``name``."""
    errors = sorted(validator(name).iter_errors(document), key=lambda e: list(e.path))
    assert not errors, [f"{list(e.path)}: {e.message}" for e in errors]


def actual_kinds(lexicon: Any, text: str, observer: str | None = None) -> set[str]:
    """The event kinds ``perceive`` reports as the observer's own actual, un-negated acts.

    ``lexicon`` is a compiled lexicon (the ``lex`` fixture of conftest.py); ``observer`` is the
    observer's name, or ``None`` for a text in the second or first person ("You ...", "I ...").
    Only these events move the observer's needs in a tick (issue 3).
    """
    return {event.kind for event in perceive(text, lexicon, observer=observer)
            if event.is_actual_self}


def other_kinds(lexicon: Any, text: str, observer: str | None = None) -> set[str]:
    """The event kinds ``perceive`` reports for ``text`` that are *not* the observer's actual
    acts: someone else's, negated, or in a mode other than ``actual`` (planned, reported, ...)."""
    return {event.kind for event in perceive(text, lexicon, observer=observer)
            if not event.is_actual_self}


def failing_cases(check: Callable[..., None], cases: Iterable[Any]) -> list[str]:
    """Run ``check`` on every case (a tuple of its arguments, or the argument itself when it
    takes one) and list the cases whose assertion failed, each as ``"<arguments>: <message>"``
    (the assertion's own message or its first line);
    an empty list when all passed. A test asserts ``failing_cases(...) == []``, so a failure
    shows every failing case. Raises ``AssertionError`` when there are no cases at all (a grid
    that lost its values must not pass).

    Design choice (CI time): pytest spends about 2 ms on each collected test and a perception
    check about 0.4 ms, so a grid of hundreds of cases is one test rather than hundreds."""
    takes = check.__code__.co_argcount
    failed: list[str] = []
    seen = 0
    for case in cases:
        seen += 1
        arguments = (case,) if takes == 1 else tuple(case)
        try:
            check(*arguments)
        except AssertionError as failure:
            lines = str(failure).strip().splitlines()  # its own message, or pytest's first
            message = lines[0][:300] if lines else "assertion failed"  # line, no "+ where"
            failed.append(f"{arguments!r}: {message}")
    assert seen, "no cases to check"
    return failed
