"""Handed damaged-state cases (shared/cases/state), copied to ``tests/data/state-cases/``.

Each case is one workspace file (truncated, empty, NUL-filled, NaN, out of range, a string number,
a torn JSONL line, a state ahead of the call). ``expected.json`` gives, per case: the skill, where
the file goes in the workspace, the call (observation, time), the outcome and exit code, strings
the output must mention (``a|b``: either), the sha256 of files that must stay unchanged and files
that must not be created. The host's ``tick`` is the step length (900 s), so "ahead of the call"
is decided on times (DESIGN.md section 5).
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cli import main

CASES_DIR = Path(__file__).parent / "data" / "state-cases"
REPO = Path(__file__).resolve().parent.parent
EXPECTED: dict[str, dict] = json.loads((CASES_DIR / "expected.json").read_text(encoding="utf-8"))
ERROR_CASES = sorted(name for name, case in EXPECTED.items() if case["outcome"] == "error")
TORN = "07-torn-last-line/body_events.jsonl"


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _workspace(tmp_path: Path, name: str) -> Path:
    """A fresh workspace holding only the case file at its ``workspace_path``."""
    workspace = tmp_path / "ws"
    target = workspace / EXPECTED[name]["workspace_path"]
    target.parent.mkdir(parents=True)
    shutil.copyfile(CASES_DIR / name, target)
    return workspace


def _argv(name: str, workspace: Path) -> list[str]:
    case = EXPECTED[name]
    args = {"observation": case["observation"], "tick": 900, "time": case["requested_time"]}
    return ["tick", "--skill", case["skill"], "--workspace", str(workspace),
            "--args-json", json.dumps(args)]


def _one_json_object(stdout: str) -> dict:
    """stdout must be exactly one JSON object (one line) and nothing else."""
    lines = stdout.splitlines()
    assert len(lines) == 1, f"expected one line on stdout, got {stdout!r}"
    report = json.loads(lines[0])
    assert isinstance(report, dict)
    return report


def _assert_mentions(text: str, must_mention: list[str]) -> None:
    lowered = text.casefold()
    missing = [m for m in must_mention
               if not any(alt.casefold() in lowered for alt in m.split("|"))]
    assert not missing, f"output lacks {missing}:\n{text}"


def _files(workspace: Path) -> set[str]:
    return {p.relative_to(workspace).as_posix() for p in workspace.rglob("*") if p.is_file()}


def test_every_case_file_is_present_and_matches_its_recorded_hash():
    for name, case in EXPECTED.items():
        data = (CASES_DIR / name).read_bytes()
        for digest in case.get("unchanged", {}).values():
            assert _sha256(data) == digest, name


@pytest.mark.parametrize("name", ERROR_CASES)
def test_damaged_state_is_an_error_that_writes_nothing(name, tmp_path, capsys):
    case = EXPECTED[name]
    workspace = _workspace(tmp_path, name)
    before = _files(workspace)
    code = main(_argv(name, workspace))
    out, err = capsys.readouterr()
    assert code == case["exit"], err
    report = _one_json_object(out)
    assert report["ok"] is False
    assert isinstance(report.get("error"), dict)
    _assert_mentions(err + "\n" + out, case["must_mention"])
    for relative, digest in case["unchanged"].items():
        assert _sha256((workspace / relative).read_bytes()) == digest, relative
    for relative in case["must_not_create"]:
        assert not (workspace / relative).exists(), relative
    created = {f for f in _files(workspace) - before if "lock" not in f}
    assert created == set()


def test_damaged_state_via_the_real_command(tmp_path):
    """``python -m engine tick`` in a fresh process: exit 1 and exactly one JSON line on stdout."""
    name = "02-zero-bytes/needs.json"
    workspace = _workspace(tmp_path, name)
    done = subprocess.run([sys.executable, "-m", "engine", *_argv(name, workspace)], cwd=REPO,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1, done.stderr
    assert _one_json_object(done.stdout)["ok"] is False
    _assert_mentions(done.stderr + done.stdout, EXPECTED[name]["must_mention"])
    assert {f for f in _files(workspace) if "lock" not in f} == {"state/needs.json"}


def _side_files(warning_text: str, workspace: Path, original: Path) -> list[Path]:
    """Existing files named in the warnings that look like the body events file's side file."""
    found = []
    for token in re.findall(r"[\w./-]*body_events[\w./-]*", warning_text):
        token = token.rstrip(".:,;")
        for candidate in (workspace / token, original.parent / Path(token).name):
            if candidate.is_file() and candidate != original and candidate not in found:
                found.append(candidate)
    return found


def test_torn_last_line_is_set_aside_and_the_tick_continues(tmp_path, capsys):
    """07: warn, keep lines 1-5, move the torn fragment to a named side file, append cleanly."""
    case = EXPECTED[TORN]
    workspace = _workspace(tmp_path, TORN)
    events_path = workspace / case["workspace_path"]
    original = events_path.read_bytes()
    fragment = original.split(b"\n")[5]
    code = main(_argv(TORN, workspace))
    out, err = capsys.readouterr()
    assert code == case["exit"] == 0, err
    assert _one_json_object(out)["ok"] is True
    _assert_mentions(err, case["must_mention"])

    data = events_path.read_bytes()
    lines = data.split(b"\n")
    first_five = b"".join(line + b"\n" for line in lines[:5])
    assert _sha256(first_five) == case["unchanged_lines"]["sha256_of_first_5_lines"]
    assert data.endswith(b"\n")
    records = [json.loads(line) for line in data.decode("utf-8").splitlines()]
    new = records[5:]
    assert new, "no record was appended for the tick"
    assert "drank" in [record.get("event") for record in new]
    assert fragment not in data

    side_files = _side_files(err, workspace, events_path)
    assert side_files, f"no side file named in the warning:\n{err}"
    assert any(fragment in side.read_bytes() for side in side_files)

    for relative in ("state/needs.json", "state/physiology.json"):
        assert isinstance(json.loads((workspace / relative).read_text(encoding="utf-8")), dict)
