"""One diagnostic type for every problem homeostat reports, and the exceptions that carry them.

A :class:`Diagnostic` is plain data (code, severity, message, file, line, column, path, suggestion);
text and JSON are two renderers of the same data. Every error homeostat raises on purpose is a
:class:`HomeostatError` carrying one or more diagnostics, and owns its exit code (design choice,
after click's exceptions): 1 for invalid rules, state or input, 2 for usage errors.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable

from .records import Record

__all__ = [
    "Diagnostic",
    "Position",
    "HomeostatError",
    "InputError",
    "RuleError",
    "StateError",
    "UsageError",
    "did_you_mean",
    "percent_hint",
]


def _equal_but_last(self: tuple[object, ...], other: object) -> bool:
    """``==`` of two records of one type, their last field (``source_line``) left out."""
    if type(other) is not type(self):
        return NotImplemented
    return self[:-1] == other[:-1]  # type: ignore[index]


def _unequal_but_last(self: tuple[object, ...], other: object) -> bool:
    equal = _equal_but_last(self, other)
    return equal if equal is NotImplemented else not equal


def _hash_but_last(self: tuple[object, ...]) -> int:
    return hash(self[:-1])


class Position(Record):
    """Where a YAML node starts: 1-based ``line`` and ``column`` in ``file``.

    ``style`` is the scalar style of the node as PyYAML reports it: ``None`` for plain scalars,
    ``"'"`` or ``'"'`` for quoted ones, ``"|"`` or ``">"`` for block scalars (so a formula's
    character offset can be mapped back to a column). ``source_line`` is the text of that line.
    Immutable (a NamedTuple: built in a fraction of a dataclass's start-up cost, issue 7).
    """

    file: str | None
    line: int
    column: int
    style: str | None = None
    source_line: str | None = None

    # source_line is a copy of the file's text for display: not part of the identity
    __eq__, __ne__, __hash__ = _equal_but_last, _unequal_but_last, _hash_but_last

    def diagnostic(self, code: str, message: str, **extra: object) -> Diagnostic:
        """A :class:`Diagnostic` located here."""
        return Diagnostic(
            code=code,
            message=message,
            file=self.file,
            line=self.line,
            column=self.column,
            source_line=self.source_line,
            **extra,  # type: ignore[arg-type]
        )


class Diagnostic(Record):
    """One problem, located as precisely as the source allows. Immutable (a NamedTuple; make
    a changed copy with ``diagnostic._replace(path=...)``).

    Attributes:
        code: stable machine-readable code such as ``"yaml.duplicate-key"`` or
            ``"expr.unknown-name"``; tests and CI filters match on it.
        message: plain-language problem and fix, without location prefix.
        file: path of the file the problem is in, as the user gave it, or ``None``.
        line: 1-based line, or ``None`` when the problem has no single line.
        column: 1-based column of the first character of the offending token, or ``None``.
        path: dotted path of the offending value inside the document, such as
            ``"needs.satiety.priority"`` or ``"lexicons.terms.danger[4]"``.
        severity: ``"error"`` or ``"warning"``.
        suggestion: the nearest valid name for a did-you-mean, or ``None``.
        source_line: the text of ``line`` in ``file`` (for the caret in text mode), or ``None``.
    """

    code: str
    message: str
    file: str | None = None
    line: int | None = None
    column: int | None = None
    path: str | None = None
    severity: str = "error"
    suggestion: str | None = None
    source_line: str | None = None

    # source_line is a copy of the file's text for display: not part of the identity
    __eq__, __ne__, __hash__ = _equal_but_last, _unequal_but_last, _hash_but_last

    def location(self) -> str:
        """``file:line:col`` (parts that are unknown are left out; ``homeostat`` for no file)."""
        parts = [self.file or "homeostat"]
        if self.line is not None:
            parts.append(str(self.line))
            if self.column is not None:
                parts.append(str(self.column))
        return ":".join(parts)

    def headline(self) -> str:
        """The one-line form: ``file:line:col: error: path: message [code]``."""
        text = self.message
        if self.path and not text.startswith((f"{self.path}:", f"{self.path} ")):
            text = f"{self.path}: {text}"
        if self.suggestion and "did you mean" not in text:
            text = f"{text} (did you mean '{self.suggestion}'?)"
        return f"{self.location()}: {self.severity}: {text} [{self.code}]"

    def render(self, *, with_source: bool = True) -> str:
        """Human text: the headline, then the source line with a caret under the column."""
        lines = [self.headline()]
        if with_source and self.source_line is not None and self.line is not None:
            source = self.source_line.rstrip("\n")
            lines.append(f"  {source}")
            if self.column is not None:
                # Keep TABs in the padding so the caret lines up in a terminal.
                pad = "".join(c if c == "\t" else " " for c in source[: self.column - 1])
                lines.append(f"  {pad}^")
        return "\n".join(lines)

    def to_dict(self) -> dict[str, object]:
        """JSON-ready dict of every field (``source_line`` left out)."""
        data: dict[str, object] = self._asdict()
        data.pop("source_line")
        return data


class HomeostatError(Exception):
    """Base of every error homeostat raises on purpose; carries diagnostics and an exit code.

    Args:
        diagnostics: one or more :class:`Diagnostic` (a single one may be passed bare).
    """

    exit_code = 1
    kind = "error"

    def __init__(self, diagnostics: Diagnostic | Iterable[Diagnostic]):
        if isinstance(diagnostics, Diagnostic):
            diagnostics = [diagnostics]
        self.diagnostics: list[Diagnostic] = list(diagnostics)
        super().__init__(self.render(with_source=False))

    def render(self, *, with_source: bool = True) -> str:
        """All diagnostics as text, one block each."""
        return "\n".join(d.render(with_source=with_source) for d in self.diagnostics)

    def to_dict(self) -> dict[str, object]:
        """``{"type", "message", "diagnostics": [...]}`` for ``{"ok": false, "error": ...}``."""
        first = self.diagnostics[0] if self.diagnostics else None
        message = first.headline() if first else str(self)
        if len(self.diagnostics) > 1:  # the one-line message must not hide the others
            more = len(self.diagnostics) - 1
            message += f" (and {more} more problem{'s' if more > 1 else ''}: see diagnostics)"
        return {
            "type": self.kind,
            "message": message,
            "diagnostics": [d.to_dict() for d in self.diagnostics],
        }


class RuleError(HomeostatError):
    """A rule or lexicon file is invalid (YAML, schema, names, formulas). Raised at load time."""

    kind = "rules"


class StateError(HomeostatError):
    """A workspace state file is corrupt, out of range, or ahead of the call. Nothing is written."""

    kind = "state"


class InputError(HomeostatError):
    """The call's own input is invalid: a bad time, tick, args JSON, script line or context."""

    kind = "input"


class UsageError(HomeostatError):
    """The command line itself is wrong (unknown option, missing argument). Exit code 2."""

    kind = "usage"
    exit_code = 2


class InternalError(HomeostatError):
    """A bug in homeostat itself (an unexpected exception), reported like every other error
    instead of a traceback. Exit code 70 (``EX_SOFTWARE`` of BSD ``sysexits.h``). Nothing is
    written: a tick computes the new state before it writes any file."""

    kind = "internal"
    exit_code = 70


def internal_error(error: BaseException) -> InternalError:
    """An :class:`InternalError` for an unexpected ``error``: its type and message and the
    innermost frame inside the ``engine`` package (``function, file:line``), so a bug report can
    name where it happened. Design choice: no traceback on the terminal; the frame is enough to
    find the bug, and the rest of the message says it is not the user's input."""
    import traceback

    frames = traceback.extract_tb(error.__traceback__)
    ours = [frame for frame in frames if "engine" in frame.filename.replace("\\", "/").split("/")]
    where = ours[-1] if ours else (frames[-1] if frames else None)
    place = ""
    if where is not None:
        module = "/".join(where.filename.replace("\\", "/").split("/")[-2:])
        place = f" in {where.name} ({module}:{where.lineno})"
    return InternalError(Diagnostic(
        "internal.bug",
        f"{type(error).__name__}: {error}{place}. This is a bug in homeostat, not in your input; "
        "no state file was written. Please report it with the command you ran",
        path=None))


def shown(value: object, limit: int = 60) -> str:
    """A host's value as the JSON it came in, for an error message: ``true``, ``null``,
    ``[1, 2]``, ``{"a": 1}``; text keeps Python's quotes (``'huge'``) so that it stands out in
    a sentence. Longer than ``limit`` characters, it is cut with "...". Design choice: hosts
    write JSON, so ``True`` or ``None`` in a message would be a word they never wrote."""
    if isinstance(value, str):
        text = repr(value)
    elif value is None or isinstance(value, bool | list | dict) or (
            isinstance(value, float) and value - value != 0.0):  # NaN, Infinity: JSON's words
        text = json.dumps(value, ensure_ascii=False, default=repr)
    elif isinstance(value, int) and value.bit_length() > 1024:  # repr stops at 4300 digits
        text = f"a whole number of about {int(value.bit_length() * 0.30103) + 1} digits"
    else:
        text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def float_sized_whole_number(text: str) -> int | None:
    """The value of an integer literal (decimal, or ``0o``/``0x`` as YAML writes them), or
    ``None`` when no float holds it (beyond +-1.8e308): every reader of a number turns it into
    a float, and Python's ``int()`` refuses more than 4300 decimal digits. Session 38 (bad
    input): such a number in a rule, state or args file had crashed as an internal bug."""
    if len(text) > 400:  # 1.8e308 has 309 digits: longer is too large without parsing it
        return None
    value = int(text, 0) if text[:2] in ("0o", "0x") else int(text)
    return value if abs(value) <= _FLOAT_MAX else None


def abridged(literal: str, limit: int = 24) -> str:
    """A long literal cut in its middle for a message (``123456789012...345678``)."""
    return literal if len(literal) <= limit else f"{literal[:12]}...{literal[-6:]}"


_FLOAT_MAX = int(sys.float_info.max)


def percent_hint(value: object, low: float | None, high: float | None) -> str:
    """``"; 45 looks like a percent: write 0.45"`` for a value out of a [0, 1] range that reads
    as a percent, else ``""``. Design choice: only whole numbers from 10 to 100 look enough like a
    percent to say so (1.5 or 2 are more likely plain mistakes than 1.5 % or 2 %)."""
    if (high == 1 and low in (0, None) and isinstance(value, int | float)
            and not isinstance(value, bool) and 10 <= value <= 100 and value == int(value)):
        return f"; {value:g} looks like a percent: write {value / 100:g}"
    return ""


def did_you_mean(name: str, candidates: Iterable[str], *, cutoff: float = 60.0) -> str | None:
    """The candidate most similar to ``name``, or ``None`` when none scores ``cutoff`` or more.

    Uses rapidfuzz's normalised Indel ratio (0-100) on case-folded strings with an explicit
    processor, so results do not depend on rapidfuzz's default preprocessing (design choice).
    """
    choices = sorted(set(candidates))
    folded = name.casefold()
    choices = [choice for choice in choices
               if _ratio_bound(folded, choice.casefold()) >= cutoff - 1e-9]
    if not choices:
        return None  # nothing can reach the cutoff: rapidfuzz (~20 ms to import) is not needed
    from rapidfuzz import fuzz, process

    best = process.extractOne(
        name, choices, scorer=fuzz.ratio, processor=str.casefold, score_cutoff=cutoff
    )
    return best[0] if best else None


def _ratio_bound(first: str, second: str) -> float:
    """An upper bound (0-100) of rapidfuzz's ``fuzz.ratio`` of two strings, from counts alone.

    The normalised Indel ratio is ``200 * LCS / (len(a) + len(b))``, and the longest common
    subsequence cannot exceed the characters the two strings share (as multisets), so a
    candidate below this bound can be dropped without computing the ratio (callers allow 1e-9 for
    rapidfuzz's own rounding).
    """
    total = len(first) + len(second)
    if total == 0:
        return 100.0
    shared = sum(min(count, second.count(character))
                 for character, count in ((c, first.count(c)) for c in set(first)))
    return 200.0 * shared / total
