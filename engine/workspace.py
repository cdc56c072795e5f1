"""The workspace layer: read a tick's inputs from an agent workspace, write its outputs safely.

This is the only module of the tick path that touches files. Reading is strict: an empty,
NUL-filled, truncated or non-finite JSON state file is a
:class:`~engine.diagnostics.StateError` naming the file (never a silent reset). Writing is
atomic: each file goes to a temporary file in the same folder, is flushed and fsynced, then
renamed over the target, so a crash leaves the old or the new file, never a torn one. Body events
are appended as whole lines before the state files are replaced, and a record already present (a
retried call) is not appended twice.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable, Mapping

from .diagnostics import (
    Diagnostic,
    InputError,
    StateError,
    abridged,
    float_sized_whole_number,
    shown,
)
from .locking import DEFAULT_LOCK_TIMEOUT, workspace_lock
from .paths import exists, is_folder, joined, make_folders, parent, spelled
from .records import Record
from .ruleset import Ruleset
from .ticking import TickResult

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at run time (issue 7)
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

__all__ = ["WorkspaceTick", "read_json_file", "run_workspace_tick", "write_atomic"]

_MISSING = object()
_RESERVED_ARGS = ("observation", "tick", "time")


class _NonFinite:
    """Placeholder for a NaN/Infinity literal found while parsing, so its field can be named."""

    def __init__(self, text: str):
        self.text = text


def non_finite_marked(literal: str) -> float | _NonFinite:
    """``parse_float`` hook: the literal's float, or a :class:`_NonFinite` placeholder when it
    overflows a float ("1e999"), so :func:`_find_non_finite` names its field as it names a
    ``NaN`` or ``Infinity`` literal (design choice, session 39: a script line's 1e999 was
    written to the scratch workspace as Infinity and then blamed on a state file). A literal
    that underflows ("1e-999") is read as 0.0, the nearest float, as :func:`json.loads` does."""
    value = float(literal)
    return value if math.isfinite(value) else _NonFinite(literal)


def _find_non_finite(node: Any, path: str = "",
                     parts: tuple[str, ...] = ()) -> tuple[str, str, tuple[str, ...]] | None:
    """The first NaN or Infinity in a parsed document: its display path ("notes[0].level"), its
    literal and its key path for :func:`engine.json_positions.value_offsets`; None if none."""
    if isinstance(node, _NonFinite):
        return path or "(top level)", node.text, parts
    if isinstance(node, dict):
        for key, value in node.items():
            found = _find_non_finite(value, f"{path}.{key}" if path else str(key),
                                     (*parts, str(key)))
            if found:
                return found
    if isinstance(node, list):
        for index, value in enumerate(node):
            found = _find_non_finite(value, f"{path}[{index}]", (*parts, str(index)))
            if found:
                return found
    return None


def _state_error(name: str, code: str, message: str, **extra: Any) -> StateError:
    return StateError(Diagnostic(code, message, file=name, **extra))


def json_problem(error: json.JSONDecodeError) -> str:
    """What :mod:`json` found wrong, as a sentence with its place: "Unterminated string starting
    at line 1 column 33", "Expecting value at line 3 column 9" (its own ``msg`` stops at "starting
    at" and ``str(error)`` adds a character offset users do not need)."""
    message = error.msg[:-3] if error.msg.endswith(" at") else error.msg
    return f"{message} at line {error.lineno} column {error.colno}"


def _json_int(literal: str) -> int:
    """A JSON integer, refused (:class:`_NumberTooLarge`) when no float holds it
    (:func:`engine.diagnostics.float_sized_whole_number`)."""
    value = float_sized_whole_number(literal)
    if value is None:
        raise _NumberTooLarge(literal)
    return value


class _NumberTooLarge(ValueError):
    pass


def loads_json(text: str | bytes, parse_constant: Any = None, parse_float: Any = None) -> Any:
    """:func:`json.loads`, with an integer beyond a float's range and nesting deeper than
    Python's recursion allows raised as :class:`json.JSONDecodeError` at their place, so that
    every caller's "not valid JSON" error names them (they crashed as internal bugs).
    ``parse_constant`` and ``parse_float`` are :func:`json.loads`'s hooks."""
    if isinstance(text, bytes):
        text = text.decode("utf-8")
    try:
        return json.loads(text, parse_int=_json_int, parse_constant=parse_constant,
                          parse_float=parse_float)
    except _NumberTooLarge as error:
        literal = str(error)
        raise json.JSONDecodeError(
            f"a number too large for a float ({len(literal)} digits: {abridged(literal)}); "
            "numbers must lie within +-1.8e308, found", text, max(text.find(literal), 0)) from None
    except RecursionError:
        raise json.JSONDecodeError("arrays and objects nested more than 900 levels deep, "
                                   "found", text, _deep_offset(text)) from None


def _deep_offset(text: str, limit: int = 900) -> int:
    """Where the nesting of ``text`` first passes ``limit`` levels (strings skipped)."""
    depth, quoted, escaped = 0, False, False
    for offset, char in enumerate(text):
        if escaped:
            escaped = False
        elif quoted:
            escaped, quoted = char == "\\", char != '"'
        elif char == '"':
            quoted = True
        elif char in "[{":
            depth += 1
            if depth > limit:
                return offset
        elif char in "]}":
            depth -= 1
    return 0


def _line_of(text: str, number: int) -> str | None:
    """Line ``number`` (1-based) of ``text`` for the caret under an error, ``None`` past the end."""
    lines = text.splitlines()
    return lines[number - 1] if 0 < number <= len(lines) else None


def parse_json_text(raw: bytes, name: str) -> Any:
    """Parse a JSON state document strictly.

    Raises:
        StateError: empty, NUL bytes, not UTF-8, invalid or truncated JSON, or NaN/Infinity;
            the message names ``name`` and where parsing failed.
    """
    if not raw.strip():
        what = "the file is empty (0 bytes)" if not raw else "the file holds only whitespace"
        raise _state_error(name, "state.empty", f"{what}: a write was lost. It is not treated as "
                           "missing; restore it from a backup or delete it to start afresh")
    if b"\x00" in raw:
        offset = raw.index(b"\x00")
        raise _state_error(name, "state.nul-bytes", f"the file contains NUL bytes (\\x00) at byte "
                           f"{offset}: the file is corrupt (binary data, a lost write). Restore "
                           "it from a backup or delete it to start afresh")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise _state_error(name, "state.encoding", f"the file is not UTF-8 text (byte "
                           f"{error.start}); "
                           "the file is corrupt") from None
    try:
        data = loads_json(text, parse_constant=_NonFinite)
    except json.JSONDecodeError as error:
        truncated = not text.rstrip().endswith(("}", "]"))
        what = ("the file is truncated: the JSON stops before its end" if truncated
                else "the file is not valid JSON")
        raise _state_error(name, "state.invalid-json", f"{what} ({json_problem(error)}); the "
                           "file is corrupt, probably an interrupted write. Restore it or delete "
                           "it to start afresh",
                           line=error.lineno, column=error.colno,
                           source_line=_line_of(text, error.lineno)) from None
    found = _find_non_finite(data)
    if found:
        where, literal, parts = found
        from .json_positions import line_and_column, value_offsets

        offset = value_offsets(text).get(parts)
        line, column, source = line_and_column(text, offset) if offset is not None else (
            None, None, None)
        raise _state_error(name, "state.non-finite", f"{where} is {literal} (NaN or Infinity); "
                           "values must be finite numbers. Fix or restore the file", path=where,
                           line=line, column=column, source_line=source)
    return data


def _read_bytes(path: str | Path) -> bytes:
    """``Path(path).read_bytes()`` (paths here are strings: :mod:`engine.paths`)."""
    with open(path, "rb") as stream:
        return stream.read()


def read_json_file(path: str | Path, name: str) -> Any:
    """Parse the JSON file at ``path`` (``name`` names it in messages); ``_MISSING`` if absent."""
    try:
        raw = _read_bytes(path)
    except FileNotFoundError:
        return _MISSING
    except NotADirectoryError:
        raise file_in_the_way(path, name) from None
    except OSError as error:
        raise _state_error(name, "state.unreadable",
                           f"the file cannot be read: {error.strerror}") from None
    return parse_json_text(raw, name)


def file_in_the_way(path: str, name: str) -> InputError:
    """The error for a file where the workspace needs a folder (a file named ``state`` where
    ``state/needs.json`` should go): it names that file and says to move it. ``path`` is
    the full path that could not be reached and ``name`` the same path as messages show it
    (relative to the workspace)."""
    blocker = name
    folder = parent(path)
    while folder != parent(folder):
        if exists(folder) and not is_folder(folder):
            blocker = folder
        folder = parent(folder)
    if blocker != name and path.endswith(name):
        # Show the blocker as the workspace-relative part of name it stands for.
        workspace = path[: len(path) - len(name)]
        if blocker.startswith(workspace):
            blocker = blocker[len(workspace):]
    return InputError(Diagnostic(
        "input.not-a-folder", f"{blocker} is a file, but homeostat needs a folder there (for "
        f"{name}); move or rename the file {blocker}", file=blocker))


def read_jsonl_tail(path: str | Path, name: str, warnings: list[str]) -> list[Any]:
    """Records of a JSON-lines file; a torn last line is skipped with a warning naming its line."""
    try:
        raw = _read_bytes(path)
    except FileNotFoundError:
        return []
    lines = raw.decode("utf-8", errors="replace").splitlines()
    records = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            records.append(loads_json(line, parse_constant=_NonFinite))
        except json.JSONDecodeError as error:
            if number == len(lines):
                warnings.append(f"{name}:{number}: skipped a torn last line (an interrupted "
                                "append); earlier lines are kept")
                continue
            raise _state_error(name, "state.invalid-jsonl", f"line {number} is not valid JSON; "
                               "only a torn last line is skipped", line=number,
                               column=error.colno, source_line=line) from None
    return records


def _file_mode(path: str) -> int:
    """The mode a rewritten file keeps: its current one, else 0o666 less the umask."""
    try:
        return os.stat(path).st_mode & 0o777
    except FileNotFoundError:
        pass
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return 0o666 & ~int(line.split()[1], 8)
    except OSError:
        pass
    return 0o644


def _prepare(path: str, data: bytes) -> str:
    """Write ``data`` to a fsynced temp file beside ``path`` (spelled as :mod:`engine.paths`
    spells it); returns the temp file's path.

    The temp file has the target's permissions (a new one gets 0o666 less the umask).
    """
    if is_folder(path):
        raise IsADirectoryError(21, "Is a directory", path)
    make_folders(parent(path))
    mode = _file_mode(path)
    handle, temporary = create_temporary(path)
    try:
        os.fchmod(handle, mode)
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
    except BaseException:
        _discard([temporary])
        raise
    return temporary


def create_temporary(path: str | Path) -> tuple[int, str]:
    """Create a new, empty, private temp file ``.<name>.<random>.tmp`` beside ``path``.

    What :func:`tempfile.mkstemp` does (exclusive create, mode 0o600, a fresh random name on a
    clash), without importing :mod:`tempfile`, which costs about 4 ms of a cold tick (it imports
    shutil, random, bz2, lzma). Returns ``(open file descriptor, temp file path)``.

    Raises:
        OSError: the folder cannot be written.
    """
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    path = spelled(path)
    folder, name = parent(path), os.path.basename(path)
    for _ in range(100):
        temporary = joined(folder, f".{name}.{os.urandom(6).hex()}.tmp")
        try:
            return os.open(temporary, flags, 0o600), temporary
        except FileExistsError:
            continue
    raise FileExistsError(17, "no free temporary file name", folder)


def _remove_stale_temporaries(targets: list[str]) -> None:
    """Delete temp files a killed writer left beside ``targets``; safe under the workspace lock.

    A stale temp file is named ``.<target name>.<anything>.tmp`` (:func:`create_temporary`);
    the folder is listed once and names are compared as strings (``Path.glob`` compiled a
    pattern per target, ~1 ms of a cold tick; issue 7)."""
    by_folder: dict[str, list[str]] = {}
    for target in targets:
        by_folder.setdefault(parent(target), []).append(f".{os.path.basename(target)}.")
    for folder, prefixes in by_folder.items():
        try:
            names = os.listdir(folder)
        except (FileNotFoundError, NotADirectoryError):
            continue
        for name in names:
            if name.endswith(".tmp") and any(
                    name.startswith(prefix) and len(name) >= len(prefix) + 4
                    for prefix in prefixes):
                try:
                    os.unlink(joined(folder, name))
                except FileNotFoundError:
                    pass


def _discard(temporaries: list[str]) -> None:
    for temporary in temporaries:
        try:
            os.unlink(temporary)
        except FileNotFoundError:
            pass


def write_atomic(path: str | Path, data: bytes) -> None:
    """Write ``data`` to ``path`` via a temp file in the same folder, fsync and rename."""
    write_all_atomic([(path, data)])


def write_all_atomic(files: list[tuple[str | Path, bytes]],
                     before_rename: Callable[[], None] | None = None) -> None:
    """Write several files so that either all are replaced or none is.

    Every temp file is written and fsynced first, then ``before_rename`` runs (appends), and
    only then are the temp files renamed over their targets, the first file LAST: it is the
    state file, so its rename is the commit point (a kill before it leaves the old state, which
    the next tick reads and rewrites every view of). A failure before the renames (a full disk,
    a folder in the way) changes no target.
    """
    files = [(spelled(path), data) for path, data in files]
    temporaries: list[str] = []
    try:
        for path, data in files:
            temporaries.append(_prepare(path, data))
        if before_rename is not None:
            before_rename()
    except BaseException:
        _discard(temporaries)
        raise
    for (path, _), temporary in reversed(list(zip(files, temporaries, strict=True))):
        os.replace(temporary, path)


def dump_json(document: Any) -> bytes:
    """JSON text as written to state files: indented, UTF-8, NaN refused, newline-terminated."""
    return (json.dumps(document, indent=2, ensure_ascii=False, allow_nan=False) + "\n").encode()


def _jsonl_problem(line: bytes) -> tuple[str, int | None] | None:
    """Why one JSON-lines line is not a record and the column where parsing failed (``None``
    for bytes that are not UTF-8), or None (blank lines are fine)."""
    if not line.strip():
        return None
    try:
        loads_json(line)
    except UnicodeDecodeError:
        return "not UTF-8", None
    except json.JSONDecodeError as error:
        return error.msg, error.colno
    return None


def _append_records(path: str, name: str, records: list[dict[str, Any]],
                    warnings: list[str]) -> None:
    """Append JSON lines, never gluing onto a torn fragment and never duplicating a record.

    A torn last line (an interrupted append) is moved to ``<file>.torn`` with a warning. A line
    that does not parse among the last 64 complete lines is corruption: :class:`StateError`, and
    nothing is appended (``validate --state`` checks every line).
    """
    make_folders(parent(path))
    existing = _read_bytes(path) if exists(path) else b""
    lines = existing.split(b"\n")
    complete = lines[:-1]  # the part after the last newline is empty or a torn fragment
    first_checked = max(0, len(complete) - 64)
    for number, line in enumerate(complete[first_checked:], start=first_checked + 1):
        problem = _jsonl_problem(line)
        if problem:
            raise _state_error(name, "state.invalid-jsonl", f"line {number} is not a complete "
                               f"JSON record ({problem[0]}); only a torn LAST line is an "
                               "interrupted append. The file is corrupt: repair or move it",
                               line=number, column=problem[1],
                               source_line=line.decode("utf-8", errors="replace"))
    if existing and not existing.endswith(b"\n"):
        fragment = lines[-1]
        try:
            loads_json(fragment)
            prefix = b"\n"
        except (json.JSONDecodeError, UnicodeDecodeError):
            side = path + ".torn"
            with open(side, "ab") as stream:
                stream.write(fragment + b"\n")
            with open(path, "r+b") as stream:
                stream.truncate(len(existing) - len(fragment))
            warnings.append(f"{name}:{len(lines)}: moved a torn last line to "
                            f"{os.path.basename(side)}")
            prefix = b""
            lines = lines[:-1]
    else:
        prefix = b""
    recent = set(line.strip() for line in lines[-64:] if line.strip())
    fresh = [json.dumps(r, ensure_ascii=False, allow_nan=False).encode() for r in records]
    fresh = [line for line in fresh if line not in recent]
    if not fresh:
        return
    with open(path, "ab") as stream:
        stream.write(prefix + b"\n".join(fresh) + b"\n")
        stream.flush()
        os.fsync(stream.fileno())


class WorkspaceTick(Record):
    """A tick run against a workspace: the result, the files written and any warnings."""

    result: TickResult
    written: list[str]
    warnings: list[str]


def _read_text(path: str, name: str) -> str | None:
    try:
        raw = _read_bytes(path)
    except FileNotFoundError:
        return None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InputError(Diagnostic("input.encoding", f"the file is not UTF-8 text (byte "
                                    f"{error.start})", file=name)) from None


def gather_inputs(ruleset: Ruleset, workspace: str | Path, *, observation: str | None,
                  time: str | None, extra_args: Mapping[str, Any] | None,
                  warnings: list[str]) -> dict[str, Any]:
    """Observation, time, context and documents for a tick, from the call and the workspace.

    Precedence (documented in docs/cli.md): the call's arguments, then the workspace files the
    ruleset reads (``reads``); the time falls back to ``context.time``, then to the last record of
    the memory file.
    """
    reads = ruleset.reads
    if observation is None and reads.observation:
        text = _read_text(joined(workspace, reads.observation), reads.observation)
        observation = text.strip() if text is not None else None
    context: dict[str, Any] = {}
    if reads.context:
        loaded = read_json_file(joined(workspace, reads.context), reads.context)
        if loaded is not _MISSING:
            if not isinstance(loaded, dict):
                raise InputError(Diagnostic("input.context", f"{reads.context} must hold a JSON "
                                            "object", file=reads.context))
            context.update(loaded)
    for key, value in (extra_args or {}).items():
        if key not in _RESERVED_ARGS:
            context[key] = value
    if extra_args:
        warnings.extend(misspelt_args_warnings(ruleset, extra_args))
    documents: dict[str, Any] = {}
    for name, relative in reads.documents:
        loaded = read_json_file(joined(workspace, relative), relative)
        if loaded is not _MISSING:
            documents[name] = loaded
    if time is None and isinstance(context.get("time"), str):
        time = context["time"]
    if time is None and reads.memory:
        memory = joined(workspace, reads.memory)
        for record in reversed(read_jsonl_tail(memory, reads.memory, warnings)):
            if isinstance(record, dict) and isinstance(record.get("time"), str):
                time = record["time"]
                break
    return {"observation": observation, "time": time, "context": context,
            "documents": documents}


def known_args(ruleset: Ruleset) -> tuple[str, ...]:
    """The args keys a tick of ``ruleset`` reads, sorted: the reserved ones (``observation``,
    ``tick``, ``time``), the observer's name (``observer``, ``name``) and the first part of every
    ``context.*`` source of the ruleset's inputs and activity label (``met``, ``drinks``, ...)."""
    keys = {*_RESERVED_ARGS, "observer", "name"}
    sources = [spec.source for spec in ruleset.inputs] + [ruleset.activity.source]
    keys.update(source[1] for source in sources
                if source and len(source) > 1 and source[0] == "context")
    return tuple(sorted(keys))


def misspelt_args_warnings(ruleset: Ruleset, args: Mapping[str, Any]) -> list[str]:
    """Warnings for args keys that look like a misspelling of a key the tick reads.

    Any key joins the context (hosts send their own), so an unknown key is not an error; but a
    near miss of a key the ruleset reads and the args lack (``obsevation``, ``temperature``
    for ``temperature_c``) would silently drop that input, so it gets a did-you-mean warning.
    Similarity: rapidfuzz's normalised Indel ratio >= 80 on case-folded keys (design choice:
    ``tick_id`` or ``timestamp`` against ``tick`` or ``time`` stay below it). An object value
    that holds keys the tick reads (``{"context": {"temperature_c": 35}}``) gets a warning too:
    only top-level keys are read.
    """
    from .diagnostics import did_you_mean

    known = known_args(ruleset)
    absent = [key for key in known if key not in args]
    found = []
    for key, value in args.items():
        if isinstance(value, dict) and isinstance(key, str) and key not in known:
            # a host that nests its context ({"context": {"temperature_c": 35}}): the tick
            # reads args keys at the top level only (session 25, a newcomer's report)
            nested = sorted(name for name in value if name in absent)
            if nested:
                found.append(f"args key {key!r} holds {', '.join(map(repr, nested))}, which "
                             "this skill reads only at the top level of the args; move "
                             f"{'it' if len(nested) == 1 else 'them'} up a level")
                continue
        if key in known or not isinstance(key, str):
            continue
        suggestion = did_you_mean(key, absent, cutoff=80.0)
        if suggestion is not None:
            found.append(f"args key {key!r} is not one this skill reads, so it only joins the "
                         f"context; did you mean {suggestion!r}?")
    return found


def read_prior_state(ruleset: Ruleset, workspace: str | Path) -> dict[str, Any] | None:
    """The prior state from the ruleset's output files in ``workspace`` (None if none exist).

    Raises:
        StateError: a file is unreadable or not JSON (with its line and column), or a field is
            missing, of the wrong type or out of range (with the field's path, line and column).
    """
    documents = {}
    for output in ruleset.outputs:
        if output.template is None:
            continue
        loaded = read_json_file(joined(workspace, output.file), output.file)
        if loaded is not _MISSING:
            documents[output.file] = loaded
    try:
        return ruleset.state_from_documents(documents)
    except StateError as error:
        raise _with_positions(error, workspace) from None


def _with_positions(error: StateError, workspace: str | Path) -> StateError:
    """``error`` with each field's line and column filled in from its file's text, where the
    diagnostic names a file and a field path and no line yet (design choice: the parsed document
    has no positions, so the file is read again, on this error path only)."""
    from .json_positions import line_and_column, value_offsets

    texts: dict[str, str] = {}
    located = []
    for diagnostic in error.diagnostics:
        if diagnostic.file and diagnostic.path and diagnostic.line is None:
            if diagnostic.file not in texts:
                try:
                    raw = _read_bytes(joined(workspace, diagnostic.file))
                    texts[diagnostic.file] = raw.decode("utf-8")
                except (OSError, UnicodeDecodeError):
                    texts[diagnostic.file] = ""
            offset = value_offsets(texts[diagnostic.file]).get(tuple(diagnostic.path.split(".")))
            if offset is not None:
                line, column, source = line_and_column(texts[diagnostic.file], offset)
                diagnostic = diagnostic._replace(line=line, column=column, source_line=source)
        located.append(diagnostic)
    return StateError(located)


def write_result(ruleset: Ruleset, workspace: str | Path, result: TickResult,
                 warnings: list[str]) -> list[str]:
    """Write a tick's outputs and appends; returns the workspace paths written."""
    _remove_stale_temporaries([joined(workspace, relative) for relative in result.outputs])
    files: list[tuple[str | Path, bytes]] = []
    for relative, document in result.outputs.items():
        data = document.encode() if isinstance(document, str) else dump_json(document)
        files.append((joined(workspace, relative), data))

    def append() -> None:
        for relative, records in result.appends.items():
            _append_records(joined(workspace, relative), relative, records, warnings)

    write_all_atomic(files, before_rename=append)
    return [*result.appends, *result.outputs]


def run_workspace_tick(
    ruleset: Ruleset,
    workspace: str | os.PathLike[str],
    *,
    observation: str | None = None,
    time: str | None = None,
    tick: float | int | None = None,
    extra_args: Mapping[str, Any] | None = None,
    observer: str | None = None,
    dry_run: bool = False,
    initial_values: Mapping[str, float] | None = None,
    lock_timeout: float = DEFAULT_LOCK_TIMEOUT,
) -> WorkspaceTick:
    """Read inputs and prior state from ``workspace``, tick, and write the outputs.

    The whole read-tick-write runs under the workspace's lock (``lock_timeout`` seconds at
    most to get it), so two ticks on one workspace never interleave or lose an update.

    Raises:
        StateError: a state file is corrupt or ahead of the call, or the lock could not be had
            (nothing is written).
        InputError: a bad observation file, context, time or tick (nothing is written).
        RuleError: a formula failed during the tick (nothing is written).
    """
    root = spelled(workspace)  # paths are strings spelled as pathlib spells them (issue 7)
    if dry_run:
        return _tick_unlocked(ruleset, root, observation=observation, time=time, tick=tick,
                              extra_args=extra_args, observer=observer, dry_run=True,
                              initial_values=initial_values)
    make_folders(root)
    with workspace_lock(root, lock_timeout):
        return _tick_unlocked(ruleset, root, observation=observation, time=time, tick=tick,
                              extra_args=extra_args, observer=observer, dry_run=False,
                              initial_values=initial_values)


def _tick_unlocked(ruleset: Ruleset, root: str, *, observation: str | None, time: str | None,
                   tick: float | int | None, extra_args: Mapping[str, Any] | None,
                   observer: str | None, dry_run: bool,
                   initial_values: Mapping[str, float] | None) -> WorkspaceTick:
    warnings: list[str] = []
    inputs = gather_inputs(ruleset, root, observation=observation, time=time,
                           extra_args=extra_args, warnings=warnings)
    prior = read_prior_state(ruleset, root)
    if isinstance(tick, float) and not math.isfinite(tick):
        raise InputError(Diagnostic(
            "input.tick", f"tick is the step length in seconds and must be a finite number, got "
            f"{shown(tick)}: send the seconds one step stands for (900 for 15 minutes) or leave "
            "tick out", path="tick"))
    try:
        result = ruleset.tick(prior, inputs["observation"], time=inputs["time"], tick=tick,
                              context=inputs["context"], documents=inputs["documents"],
                              observer=observer, initial_values=initial_values)
    except StateError as error:  # a stored time ahead of the call: point at its field
        raise _with_positions(error, root) from None
    if result.retry and not dry_run:
        # A retry is silent by design (a host may repeat a call), but a host whose first call
        # went wrong (a misspelt args key) would lose its corrected call without a word.
        when = (f"time {result.state['time']}" if result.state.get("time") is not None
                else f"tick {result.state.get('host_counter')}")
        warnings.append(f"{when} equals the stored state's: a retry, so nothing was applied "
                        "and the stored values are printed again")
    written = [] if dry_run or result.retry else write_result(ruleset, root, result, warnings)
    return WorkspaceTick(result=result, written=written, warnings=warnings)


def _written_by(path: Path, ruleset: str) -> bool:
    """Whether ``path`` exists and is not marked as another ruleset's file (a damaged or
    unmarked file counts as this ruleset's, so that its problems are reported)."""
    if not path.exists():
        return False
    try:
        meta = json.loads(path.read_bytes()).get("_meta", {})
        owner = meta.get("homeostat", {}).get("ruleset")
    except (ValueError, AttributeError, UnicodeDecodeError):
        return True
    return owner in (None, ruleset)


def _check_jsonl(path: Path, name: str) -> list[Diagnostic]:
    """Every line but a torn last one must be a JSON record (StateError naming the line); a torn
    last line is a warning (``state.torn-line``), as the next tick's append warns of it."""
    lines = path.read_bytes().split(b"\n")
    for number, line in enumerate(lines[:-1], start=1):
        problem = _jsonl_problem(line)
        if problem:
            raise _state_error(name, "state.invalid-jsonl", f"line {number} is not a complete "
                               f"JSON record ({problem[0]}); only a torn last line is tolerated",
                               line=number, column=problem[1],
                               source_line=line.decode("utf-8", errors="replace"))
    if lines[-1].strip():
        return [Diagnostic("state.torn-line", "the last line has no end (an interrupted "
                           "append); the next tick that records a body event moves it to "
                           f"{os.path.basename(name)}.torn and goes on", file=name,
                           line=len(lines), severity="warning")]
    return []


def validate_workspace(workspace: Path, *, skill: str | None = None) -> tuple[list[str], list[Any]]:
    """Check a workspace's state files as the next tick would read them.

    Args:
        workspace: the agent workspace folder.
        skill: the ruleset that writes the files; by default every bundled ruleset whose state
            file exists there (a file names its writer in ``_meta.homeostat.ruleset``).

    Returns:
        (the files checked, every diagnostic found): unreadable, empty, NUL-filled, truncated or
        non-finite JSON, values out of range or of the wrong type, another ruleset's file
        (errors); a torn last line in the body-events file (a warning: the next tick moves it
        aside), also where no state file stands beside it; no state file at all to check (a
        warning, ``state.none``: probably not an agent's workspace).
    """
    from .loading import bundled_ruleset_names, load_ruleset

    if not workspace.is_dir():
        return [], [Diagnostic("input.workspace", f"workspace {workspace} does not exist",
                               file=str(workspace))]
    names = [skill] if skill else bundled_ruleset_names()
    checked: list[str] = []
    problems: list[Any] = []
    for name in names:
        ruleset = load_ruleset(name)
        if skill is None and not _written_by(workspace / ruleset.state_output.file, name):
            continue
        for output in ruleset.outputs:
            if (workspace / output.file).exists():
                checked.append(str(workspace / output.file))
        try:
            read_prior_state(ruleset, workspace)
            events = workspace / ruleset.body_events_file
            found = []
            if events.exists():
                checked.append(str(events))
                found = _check_jsonl(events, ruleset.body_events_file)
        except StateError as error:
            found = error.diagnostics
        for diagnostic in found:
            where = str(workspace / diagnostic.file) if diagnostic.file else None
            problems.append(diagnostic._replace(file=where))
    if skill is None:
        # a body-events file with no state file beside it (the state file deleted or never
        # written) is still checked: its torn line is the next tick's warning
        for name in names:
            ruleset = load_ruleset(name)
            events = workspace / ruleset.body_events_file
            if str(events) in checked or not events.exists():
                continue
            checked.append(str(events))
            try:
                found = _check_jsonl(events, ruleset.body_events_file)
            except StateError as error:
                found = error.diagnostics
            problems += [d._replace(file=str(workspace / d.file) if d.file else None)
                         for d in found]
    if not checked:
        problems.append(Diagnostic(
            "state.none", f"{workspace} holds no state file that "
            f"{skill or ' or '.join(names)} writes; nothing was checked (is it the agent's "
            "workspace, the folder that holds state/?)", file=str(workspace),
            severity="warning"))
    return sorted(set(checked)), problems
