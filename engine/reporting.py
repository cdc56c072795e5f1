"""Render diagnostics for people, programs and CI: text, JSON and GitHub Actions annotations.

All three renderers take the same :class:`~engine.diagnostics.Diagnostic` list (design choice,
after structlog: one pipeline, several renderers).
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from typing import Any

from .diagnostics import Diagnostic

__all__ = ["FORMATS", "default_format", "render"]

FORMATS = ("text", "json", "github")


def default_format() -> str:
    """``github`` under GitHub Actions (``GITHUB_ACTIONS=true``), else ``text``."""
    return "github" if os.environ.get("GITHUB_ACTIONS") == "true" else "text"


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def github_line(diagnostic: Diagnostic) -> str:
    """``::error file=F,line=L,col=C::message`` (a workflow command GitHub shows inline)."""
    properties = []
    if diagnostic.file:
        properties.append(f"file={_escape_property(diagnostic.file)}")
    if diagnostic.line is not None:
        properties.append(f"line={diagnostic.line}")
        if diagnostic.column is not None:
            properties.append(f"col={diagnostic.column}")
    properties.append(f"title={_escape_property(diagnostic.code)}")
    message = diagnostic.message
    if diagnostic.path and not message.startswith(diagnostic.path):
        message = f"{diagnostic.path}: {message}"
    if diagnostic.suggestion and "did you mean" not in message:
        message += f" (did you mean '{diagnostic.suggestion}'?)"
    level = "warning" if diagnostic.severity == "warning" else "error"
    return f"::{level} {','.join(properties)}::{_escape_data(message)}"


def _unrelated_note(names: Sequence[str]) -> str:
    """"1 skipped, not a homeostat file (...): ci.yaml" or "3 skipped, not homeostat files
    (...)", the files named when there are at most six."""
    what = "not a homeostat file" if len(names) == 1 else "not homeostat files"
    named = f": {', '.join(names)}" if len(names) <= 6 else ""
    return f"{len(names)} skipped, {what} (no top-level ruleset: or lexicon: key){named}"


def render(diagnostics: Sequence[Diagnostic], files: Sequence[str], fmt: str, *,
           skipped: Sequence[str] = (), unrelated: Sequence[str] = ()) -> tuple[str, str]:
    """(stdout text, stderr text) for ``fmt`` in :data:`FORMATS`.

    ``skipped``: files ``validate --skip-unrelated`` left out (not homeostat's), named in the
    text summary, a GitHub notice, and ``"skipped"`` in JSON when there are any. ``unrelated``:
    files checked with errors that have no top-level ``ruleset:`` or ``lexicon:`` key (probably
    not homeostat files: a CI config caught by a glob), named in a hint after the text summary
    and a GitHub notice, so a designer sees why a compose file has seven errors. Design choice
    (session 36)."""
    errors = sum(d.severity == "error" for d in diagnostics)
    if fmt == "json":
        document: dict[str, Any] = {"ok": not errors, "files": list(files),
                                    "diagnostics": [d.to_dict() for d in diagnostics]}
        if skipped:
            document["skipped"] = list(skipped)
        return json.dumps(document, ensure_ascii=False) + "\n", ""
    if fmt == "github":
        lines = [github_line(d) for d in diagnostics]
        if skipped:
            note = _escape_data(_unrelated_note(skipped))
            lines.append(f"::notice title=homeostat.skipped::{note}")
        if unrelated:
            lines.append(f"::notice title=homeostat.unrelated::{_escape_data(_hint(unrelated))}")
        return "".join(f"{line}\n" for line in lines), ""
    text = "".join(f"{d.render()}\n" for d in diagnostics)
    warnings = len(diagnostics) - errors
    # a few files are named, so a designer sees which files a folder held (design choice: up
    # to six, the size of a rules folder; a repository-wide hook run keeps a one-line count)
    checked = f" ({', '.join(files)})" if 0 < len(files) <= 6 else ""
    # the files with problems among those checked ("1 problem(s) in 1 of 2 file(s) checked"),
    # so a count of files checked does not read as a count of files at fault
    faulty = {d.file for d in diagnostics if d.severity == "error"}
    where = (f"{len(faulty)} of {len(files)} file(s) checked{checked}"
             if None not in faulty and len(faulty) < len(files) else f"{len(files)} file(s)")
    summary = (f"{len(diagnostics)} problem(s) in {where}" if errors
               else f"{len(files)} file(s) valid{checked}, {warnings} warning(s)" if warnings
               else f"{len(files)} file(s) valid{checked}")
    if skipped:  # session 36: "0 file(s) valid" alone read as if the files had been checked
        summary += f"; {_unrelated_note(skipped)}"
    if unrelated:
        summary += f"\n{_hint(unrelated)}"
    return "", text + summary + "\n"


def _hint(unrelated: Sequence[str]) -> str:
    names = ", ".join(unrelated[:6]) + (", ..." if len(unrelated) > 6 else "")
    return (f"hint: {names} {'has' if len(unrelated) == 1 else 'have'} no top-level ruleset: or"
            " lexicon: key; if not a homeostat rule or lexicon file, --skip-unrelated skips it")
