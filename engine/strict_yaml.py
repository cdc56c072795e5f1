"""Strict, located YAML reading for rule and lexicon files.

``load_yaml(text, file) -> LoadedDocument``: plain data (dict/list/str/int/float/bool/None) plus the
1-based position of every value node and every mapping key, keyed by path tuples such as
``("needs", "satiety", "priority")`` or ``("lexicons", "terms", "danger", 4)``.

Reading is stricter than PyYAML's ``safe_load`` (shared/DESIGN.md section 3;
shared/cases/bug-reports.md B08-B13). Each rule below is an error
:class:`~engine.diagnostics.Diagnostic` with its own code:

- ``yaml.tab``: a TAB outside quoted or block scalars and comments (indentation or otherwise).
- ``yaml.duplicate-key``: a key repeated in one mapping, block or flow style (B10).
- ``yaml.ambiguous-boolean``: plain ``yes/no/on/off/y/n`` in any casing YAML 1.1 knows (B08).
- ``yaml.leading-zero``: plain numbers such as ``010``, ``09``, ``-007``, ``01.5`` (B11).
- ``yaml.non-finite``: ``.nan``, ``.inf``, ``-.inf`` and numbers too large for a float.
- ``yaml.tag-not-allowed``: any explicit tag except ``!!str !!int !!float !!bool !!null !!map
  !!seq`` (B13); ``yaml.bad-tagged-value`` when a standard tag does not fit its value.
- ``yaml.alias-not-allowed``: anchors and aliases, rejected while composing, before any expansion,
  so a billion-laughs file fails at once.
- ``yaml.merge-key``: ``<<`` merge keys; ``yaml.key-not-text``: keys that are not text.
- ``yaml.too-deep``, ``yaml.too-large``: the :class:`YamlLimits`.
- ``yaml.not-a-mapping``, ``yaml.empty``, ``yaml.multiple-documents``, ``yaml.encoding``,
  ``yaml.syntax``, ``yaml.file-not-found``, ``yaml.unreadable``.

Plain scalars resolve by the YAML 1.2 core schema, not PyYAML's YAML 1.1 rules: ``1e-3`` is 0.001,
``1e3`` is 1000.0, dates and ``12:30`` stay text, ``0o17`` and ``0x1F`` are integers (B09).

Design choice: the pure-Python ``yaml.SafeLoader`` (subclassed, composing nodes and converting
them here) is the reference reader: its scanner rejects every TAB outside quoted scalars, block
scalar content and comments, while LibYAML accepts some (B12), and its errors carry the positions
our messages use. LibYAML is only a fast path for the good case (issue 7: a cache miss parsed
its rule files with the pure scanner in ~150 ms): a TAB-free text is first composed from LibYAML's
events under the same rules, and anything short of a clean read (a syntax error, any diagnostic)
is read again by the pure loader, so every message and position is the pure loader's. Without
LibYAML only the pure loader runs.
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, NamedTuple

import yaml
from yaml.events import AliasEvent, MappingStartEvent, ScalarEvent, SequenceStartEvent
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from engine.diagnostics import (
    Diagnostic,
    Position,
    RuleError,
    abridged,
    float_sized_whole_number,
)

__all__ = ["LoadedDocument", "YamlLimits", "format_path", "load_yaml", "load_yaml_file"]

Path = tuple[str | int, ...]

_STD = "tag:yaml.org,2002:"
_ALLOWED_TAGS = frozenset(_STD + t for t in ("str", "int", "float", "bool", "null", "map", "seq"))
# Resolver result for an untagged plain scalar: resolved later by the core schema.
_PLAIN = "tag:homeostat,2026:plain"

_NULL = frozenset({"", "~", "null", "Null", "NULL"})
_TRUE = frozenset({"true", "True", "TRUE"})
_FALSE = frozenset({"false", "False", "FALSE"})
_YAML11_TRUE = frozenset({"yes", "Yes", "YES", "on", "On", "ON", "y", "Y"})
_YAML11_FALSE = frozenset({"no", "No", "NO", "off", "Off", "OFF", "n", "N"})
_INT = re.compile(r"[-+]?[0-9]+")
_OCT = re.compile(r"0o[0-7]+")
_HEX = re.compile(r"0x[0-9a-fA-F]+")
_FLOAT = re.compile(r"[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?")
_LEADING_ZERO = re.compile(r"([-+]?)0+([0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?)")
_NON_FINITE = re.compile(r"[-+]?\.(inf|nan)", re.IGNORECASE)
_LINE_BREAK = re.compile("\r\n|[\n\r\x85\u2028\u2029]")  # as PyYAML's Reader counts lines
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*")
_RARE_BREAK = re.compile("[\x85\u2028\u2029]")  # line breaks the fast path leaves to PyYAML

# PyYAML token names in parser messages, in plain words.
_TOKEN_WORDS = {
    "<block end>": "the end of the indented block",
    "<block mapping start>": "a new indented mapping",
    "<block sequence start>": "a new indented list",
    "<block sequence entry>": "a '-' list item",
    "<stream end>": "the end of the file",
    "<scalar>": "a value",
    "<document start>": "a new document",
    "'?'": "a key",
}


class YamlLimits(NamedTuple):
    """Limits on one YAML input (design choice; an immutable record, no module-global state).

    Attributes:
        max_bytes: largest accepted input in bytes of UTF-8 (default 2 MiB).
        max_depth: deepest accepted nesting of mappings and lists (the top mapping is level 1).
        max_errors: stop collecting diagnostics after this many and report those.
    """

    max_bytes: int = 2 * 1024 * 1024
    max_depth: int = 50
    max_errors: int = 100


class LoadedDocument(NamedTuple):
    """A strictly read YAML document with the position of every node.

    Attributes:
        data: plain dict/list/str/int/float/bool/None; the top level is always a dict.
        positions: path -> :class:`Position` of the value node (``()`` is the top mapping).
        key_positions: path -> :class:`Position` of the key token (mapping entries only).
        file: the file name used in diagnostics.
        source_text: path -> the text of a plain scalar value as written (``"1e3"``), so messages
            can quote the value the way the designer wrote it. Read-only by convention.
    """

    data: Any
    positions: Mapping[Path, Position]
    key_positions: Mapping[Path, Position]
    file: str
    source_text: Mapping[Path, str] = MappingProxyType({})

    def position(self, path: Path, *, key: bool = False) -> Position:
        """Position of ``path``, or of its nearest known ancestor when the path is not in the file.

        With ``key=True`` the key token is preferred over the value node at each level.
        """
        path = tuple(path)
        for end in range(len(path), -1, -1):
            prefix = path[:end]
            if key and prefix in self.key_positions:
                return self.key_positions[prefix]
            if prefix in self.positions:
                return self.positions[prefix]
        return Position(self.file, 1, 1)


def format_path(path: Path) -> str:
    """``("needs", "satiety", "priority")`` -> ``"needs.satiety.priority"``; list indexes as
    ``[4]``; keys that are not simple names as ``['a b']``; the empty path as ``""``."""
    out: list[str] = []
    for part in path:
        if isinstance(part, int):
            out.append(f"[{part}]")
        elif _IDENT.fullmatch(part):
            out.append(f".{part}" if out else part)
        else:
            out.append(f"[{part!r}]")
    return "".join(out)


def load_yaml_file(
    path: str | os.PathLike[str], *, limits: YamlLimits | None = None
) -> LoadedDocument:
    """Read ``path`` as bytes and :func:`load_yaml` it; diagnostics name the file ``str(path)``.

    Raises:
        RuleError: ``yaml.file-not-found``, ``yaml.unreadable``, ``yaml.too-large`` or any error
            of :func:`load_yaml`.
    """
    limits = limits or YamlLimits()
    name = os.fspath(path)
    try:
        with open(path, "rb") as handle:
            data = handle.read(limits.max_bytes + 1)
    except FileNotFoundError:
        raise RuleError(Diagnostic("yaml.file-not-found", "file not found; check the path",
                                   file=name)) from None
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise RuleError(Diagnostic("yaml.unreadable", f"cannot read the file: {reason}",
                                   file=name)) from None
    return load_yaml(data, name, limits=limits)


def load_yaml(text: str | bytes, file: str, *, limits: YamlLimits | None = None) -> LoadedDocument:
    """Strictly read one YAML document whose top level is a mapping.

    Args:
        text: the document, as text or as UTF-8 bytes (a leading BOM is dropped).
        file: the file name to put in diagnostics and positions.
        limits: size and depth limits; :class:`YamlLimits` defaults when ``None``.

    Raises:
        RuleError: every problem found (at least the first), each located; see the module doc.
    """
    limits = limits or YamlLimits()
    text = _decode(text, file, limits)
    text = text.removeprefix("\ufeff")
    lines = _LINE_BREAK.split(text)
    bad_char = yaml.reader.Reader.NON_PRINTABLE.search(text)
    if bad_char:
        line, column = _line_col(text, bad_char.start())
        char = bad_char.group()
        raise RuleError(_pos(file, lines, line, column).diagnostic(
            "yaml.encoding", f"the control character U+{ord(char):04X} is not allowed in YAML; "
            "remove it or write it as an escape inside double quotes"))
    fast = _load_fast(text, file, lines, limits)
    if fast is not None:
        return fast
    loader = _StrictLoader(text, file, lines, limits)
    try:
        root = loader.compose_single()
    except yaml.MarkedYAMLError as exc:
        loader.add(_syntax_diagnostic(exc, text, file, lines))
        root = None
    except _Stop:
        root = None
    finally:
        loader.dispose()
    if root is None:
        raise RuleError(_sorted(loader.diagnostics))
    builder = _Builder(file, lines, loader.diagnostics, limits)
    try:
        data = builder.convert(root, ())
    except _Stop:
        data = None
    if loader.diagnostics:
        raise RuleError(_sorted(loader.diagnostics))
    return LoadedDocument(data, builder.positions, builder.key_positions, file,
                          builder.source_text)


def _load_fast(text: str, file: str, lines: list[str], limits: YamlLimits) -> LoadedDocument | None:
    """The document read with LibYAML when that is safe and finds no problem, else None.

    Issue 7: the pure-Python scanner is most of a cache miss's YAML time (LibYAML is ~10x
    faster). Only the good case is taken here: a text with a TAB (or a NEL, LS or PS line break,
    rare enough not to risk a different line count), or any problem at all (a
    syntax error, a duplicate key, a bad scalar), returns None, and the pure-Python loader reads
    the file again to give its exact positions and messages. On TAB-free, valid input both
    parsers give the same events and marks (PyYAML tests LibYAML against its own parser); tests
    compare the two on every rule file.
    """
    if _CParser is None or "\t" in text or _RARE_BREAK.search(text):
        return None
    loader = _FastLoader(text, file, lines, limits)
    try:
        root = loader.compose_single()
        if root is None or loader.diagnostics:
            return None
        builder = _Builder(file, lines, loader.diagnostics, limits)
        data = builder.convert(root, ())
    except (yaml.YAMLError, _Stop):
        return None
    finally:
        loader.dispose()
    if loader.diagnostics:
        return None
    return LoadedDocument(data, builder.positions, builder.key_positions, file,
                          builder.source_text)


class _Stop(Exception):
    """Too many diagnostics, or a fatal one: stop reading and report what was found."""


def _sorted(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    return sorted(diagnostics, key=lambda d: (d.line or 0, d.column or 0, d.code))


def _decode(text: str | bytes, file: str, limits: YamlLimits) -> str:
    raw = text
    if isinstance(text, str):
        try:
            raw = text.encode("utf-8")
        except UnicodeEncodeError as exc:
            line, column = _line_col(text, exc.start)
            raise RuleError(Diagnostic(
                "yaml.encoding", "the text contains an invalid character (a lone surrogate); "
                "save the file as UTF-8", file=file, line=line, column=column)) from None
    if len(raw) > limits.max_bytes:
        raise RuleError(Diagnostic(
            "yaml.too-large", f"the file is larger than the limit of {_size(limits.max_bytes)}; "
            "split it or shorten it", file=file))
    if isinstance(text, str):
        return text
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        start = raw.rfind(b"\n", 0, exc.start) + 1
        column = len(raw[start:exc.start].decode("utf-8", "replace")) + 1
        raise RuleError(Diagnostic(
            "yaml.encoding", f"the file is not valid UTF-8 (byte 0x{raw[exc.start]:02x}); "
            "save it as UTF-8", file=file, line=line, column=column)) from None


def _size(count: int) -> str:
    mib, kib = 1024 * 1024, 1024
    if count % mib == 0:
        return f"{count // mib} MiB"
    return f"{count // kib} KiB" if count % kib == 0 else f"{count} bytes"


def _line_col(text: str, index: int) -> tuple[int, int]:
    before = text[:index]
    breaks = list(_LINE_BREAK.finditer(before))
    start = breaks[-1].end() if breaks else 0
    return len(breaks) + 1, index - start + 1


def _pos(file: str, lines: list[str], line: int, column: int, style: str | None = None) -> Position:
    source = lines[line - 1] if 0 < line <= len(lines) else None
    return Position(file, line, column, style, source)


def _mark_pos(file: str, lines: list[str], mark: Any, style: str | None = None) -> Position:
    return _pos(file, lines, mark.line + 1, mark.column + 1, style)


def _show_tag(tag: str) -> str:
    return "!!" + tag[len(_STD):] if tag.startswith(_STD) else tag


def _syntax_diagnostic(exc: yaml.MarkedYAMLError, text: str, file: str,
                       lines: list[str]) -> Diagnostic:
    """A PyYAML scanner/parser/composer error as a located diagnostic in plain words."""
    mark = exc.problem_mark or exc.context_mark
    position = _mark_pos(file, lines, mark) if mark else Position(file, 1, 1)
    problem = exc.problem or exc.context or "invalid YAML"
    if mark is not None and mark.index < len(text) and text[mark.index] == "\t":
        line_start = lines[mark.line][: mark.column] if mark.line < len(lines) else ""
        if line_start.strip(" \t") == "":
            message = "TAB used for indentation; use spaces"
        else:
            message = ("TAB character here; the YAML reader (PyYAML) takes a TAB only inside "
                       "a quoted string or a comment, never as spacing (even before a comment); "
                       "use spaces")
        return position.diagnostic("yaml.tab", message)
    if exc.context == "expected a single document in the stream":
        return position.diagnostic(
            "yaml.multiple-documents", "a second document ('---') starts here; a rule file holds "
            "one document: remove the '---' line or split the file")
    message = _plain_problem(problem)
    ctx = exc.context_mark
    if exc.context and ctx is not None and mark is not None and ctx.line != mark.line:
        what = exc.context.replace("while parsing a ", "").replace("while scanning a ", "")
        message += f" (in the {_words(what)} that starts at line {ctx.line + 1}, " \
                   f"column {ctx.column + 1})"
    return position.diagnostic("yaml.syntax", message)


def _words(text: str) -> str:
    for token, words in _TOKEN_WORDS.items():
        text = text.replace(token, words)
    text = re.sub(r"'(the end of [^']*|a new [^']*|a value|a key|a '-' list item)'", r"\1", text)
    for old, new in (("quoted scalar", "quoted string"), ("flow sequence", "[...] list"),
                     ("flow mapping", "{...} mapping"), ("block mapping", "indented mapping"),
                     ("block collection", "indented list")):
        text = text.replace(old, new)
    return text


def _plain_problem(problem: str) -> str:
    if problem.startswith("expected <block end>"):
        return ("this line is indented differently from the lines above it; align it with the "
                "other entries of its mapping or list")
    if problem == "mapping values are not allowed here":
        return ("unexpected ':' here; put a value containing ': ' in quotes, "
                "or move the key to its own line")
    if problem.startswith("could not find expected ':'"):
        return "expected 'key: value' here; check the indentation or quote the text"
    if problem == "found unexpected end of stream":
        return "the file ends inside a quoted string; add the closing quote"
    if problem.startswith("found unknown escape character"):
        return (f"{problem.replace('found ', '')} in a double-quoted string; use single quotes "
                "or write the backslash twice")
    match = re.fullmatch(r"found character '(.*)' that cannot start any token", problem)
    if match:
        return f"a value cannot start with '{match.group(1)}'; put the value in quotes"
    match = re.fullmatch(r"expected (.*), but (?:found|got) (.*)", problem)
    if match:
        return (f"expected {_words(match.group(1))}, found {_words(match.group(2))}; "
                "check the indentation and brackets")
    return _words(problem)


class _StrictComposing:
    """Composes nodes only: no anchors, no aliases, allowed tags only, bounded depth, and
    untagged plain scalars marked for core-schema resolution. Mixed into a parser that supplies
    events (``get_event``, ``peek_event``, ``check_event``) and PyYAML's ``Composer``."""

    file: str
    lines: list[str]
    limits: YamlLimits
    diagnostics: list[Diagnostic]
    depth: int

    def add(self, diagnostic: Diagnostic) -> None:
        self.diagnostics.append(diagnostic)
        if len(self.diagnostics) >= self.limits.max_errors:
            raise _Stop

    def resolve(self, kind: type, value: Any, implicit: Any) -> str:
        if kind is ScalarNode:
            return _PLAIN if implicit[0] else _STD + "str"
        return _STD + ("seq" if kind is SequenceNode else "map")

    def compose_single(self) -> Node | None:
        """The one document's root node, or ``None`` after recording why there is none."""
        self.get_event()  # stream start
        if self.check_event(yaml.StreamEndEvent):
            self.add(Diagnostic("yaml.empty", "the file is empty; it must hold a mapping of "
                                "sections such as 'needs:'", file=self.file))
            return None
        root = self.compose_document()
        if not self.check_event(yaml.StreamEndEvent):
            event = self.get_event()
            self.add(_mark_pos(self.file, self.lines, event.start_mark).diagnostic(
                "yaml.multiple-documents", "a second document ('---') starts here; a rule file "
                "holds one document: remove the '---' line or split the file"))
            return None
        if isinstance(root, ScalarNode) and root.tag == _PLAIN and root.value in _NULL:
            self.add(Diagnostic("yaml.empty", "the document is empty; it must hold a mapping of "
                                "sections such as 'needs:'", file=self.file))
            return None
        if not isinstance(root, MappingNode):
            kind = "a list" if isinstance(root, SequenceNode) else "a single value"
            self.add(_mark_pos(self.file, self.lines, root.start_mark).diagnostic(
                "yaml.not-a-mapping", f"the top level is {kind}; it must be a mapping of "
                "sections such as 'needs:'"))
            return None
        return root

    def compose_node(self, parent: Node | None, index: Any) -> Node:
        event = self.peek_event()
        here = _mark_pos(self.file, self.lines, event.start_mark)
        # Problems are recorded now (before anything could expand) and get their path once the
        # builder reaches the node: ``node.problem_ids`` indexes ``self.diagnostics``.
        problem_ids: list[int] = []

        def problem(code: str, message: str) -> None:
            problem_ids.append(len(self.diagnostics))
            self.add(here.diagnostic(code, message))

        if isinstance(event, AliasEvent):
            self.get_event()
            problem("yaml.alias-not-allowed",
                    f"alias *{event.anchor} is not allowed; write the value out in full")
            node: Node = ScalarNode(_STD + "null", "", event.start_mark, event.end_mark)
            node.problem_ids = problem_ids  # type: ignore[attr-defined]
            return node
        if event.anchor is not None:
            problem("yaml.alias-not-allowed", f"anchor &{event.anchor} is not allowed (anchors "
                    "and aliases are not supported); write the value out in full")
        tag = event.tag
        if tag is not None and tag not in _ALLOWED_TAGS:
            problem("yaml.tag-not-allowed", f"tag {_show_tag(tag)} is not allowed; only !!str, "
                    "!!int, !!float, !!bool, !!null, !!map and !!seq may be used; remove the tag")
            event.tag = _STD + "str" if isinstance(event, ScalarEvent) else None
        if isinstance(event, ScalarEvent):
            node = self.compose_scalar_node(None)
            node.problem_ids = problem_ids  # type: ignore[attr-defined]
            return node
        self.depth += 1
        try:
            if self.depth > self.limits.max_depth:
                self.add(here.diagnostic(
                    "yaml.too-deep", f"nesting is deeper than the limit of "
                    f"{self.limits.max_depth} levels; flatten the structure"))
                raise _Stop
            if isinstance(event, SequenceStartEvent):
                node = self.compose_sequence_node(None)
            else:
                assert isinstance(event, MappingStartEvent)
                node = self.compose_mapping_node(None)
            node.problem_ids = problem_ids  # type: ignore[attr-defined]
            return node
        finally:
            self.depth -= 1


class _StrictLoader(_StrictComposing, yaml.SafeLoader):
    """The pure-Python scanner and parser: exact positions and messages for every problem."""

    def __init__(self, text: str, file: str, lines: list[str], limits: YamlLimits):
        yaml.SafeLoader.__init__(self, text)
        self.file, self.lines, self.limits = file, lines, limits
        self.diagnostics = []
        self.depth = 0


try:
    from yaml.cyaml import CParser as _CParser
except ImportError:  # PyYAML built without LibYAML: the pure-Python loader only
    _CParser = None


if _CParser is not None:
    class _FastLoader(_StrictComposing, _CParser, yaml.composer.Composer):
        """LibYAML's scanner and parser under the same composing rules, for files without
        TABs (the only input LibYAML reads differently from the pure scanner, B12); see
        :func:`_load_fast`."""

        def __init__(self, text: str, file: str, lines: list[str], limits: YamlLimits):
            _CParser.__init__(self, text)
            yaml.composer.Composer.__init__(self)
            self.file, self.lines, self.limits = file, lines, limits
            self.diagnostics = []
            self.depth = 0

        def compose_scalar_node(self, anchor: Any) -> Node:
            node = super().compose_scalar_node(anchor)
            node.style = node.style or None  # LibYAML says '' for plain scalars, PyYAML None
            return node


class _Builder:
    """Converts composed nodes to plain data, recording positions and scalar-level errors."""

    def __init__(self, file: str, lines: list[str], diagnostics: list[Diagnostic],
                 limits: YamlLimits):
        self.file, self.lines, self.limits = file, lines, limits
        self.diagnostics = diagnostics
        self.positions: dict[Path, Position] = {}
        self.key_positions: dict[Path, Position] = {}
        self.source_text: dict[Path, str] = {}

    def error(self, position: Position, code: str, message: str, path: Path) -> None:
        self.diagnostics.append(position.diagnostic(code, message, path=format_path(path) or None))
        if len(self.diagnostics) >= self.limits.max_errors:
            raise _Stop

    def where(self, node: Node) -> Position:
        style = node.style if isinstance(node, ScalarNode) else None
        return _mark_pos(self.file, self.lines, node.start_mark, style)

    def convert(self, node: Node, path: Path) -> Any:
        here = self.where(node)
        for index in getattr(node, "problem_ids", ()):
            found = self.diagnostics[index]
            self.diagnostics[index] = found._replace(path=format_path(path) or None)
        self.positions[path] = here
        if isinstance(node, MappingNode):
            if node.tag != _STD + "map":
                self.error(here, "yaml.bad-tagged-value", f"tag {_show_tag(node.tag)} does not fit "
                           "a mapping; remove the tag", path)
            return self.mapping(node, path)
        if isinstance(node, SequenceNode):
            if node.tag != _STD + "seq":
                self.error(here, "yaml.bad-tagged-value", f"tag {_show_tag(node.tag)} does not fit "
                           "a list; remove the tag", path)
            return [self.convert(item, (*path, i)) for i, item in enumerate(node.value)]
        return self.scalar(node, here, path)

    def mapping(self, node: MappingNode, path: Path) -> dict[str, Any]:
        out: dict[str, Any] = {}
        first: dict[str, Position] = {}
        for key_node, value_node in node.value:
            key_pos = self.where(key_node)
            key = self.key(key_node, key_pos, path)
            if key is None:
                continue
            if key in first:
                was = first[key]
                where = (f"lines {was.line} and {key_pos.line}" if was.line != key_pos.line else
                         f"line {was.line}, columns {was.column} and {key_pos.column}")
                self.error(key_pos, "yaml.duplicate-key",
                           f"duplicate key '{key}' ({where}); keep one of them", path)
                continue
            first[key] = key_pos
            self.key_positions[(*path, key)] = key_pos
            out[key] = self.convert(value_node, (*path, key))
            if out[key] is None and value_node.tag == _PLAIN and value_node.value == "":
                # An empty value has no token of its own; its key is where it is written.
                self.positions[(*path, key)] = key_pos
        return out

    def key(self, node: Node, here: Position, path: Path) -> str | None:
        if not isinstance(node, ScalarNode):
            self.error(here, "yaml.key-not-text", "a key must be text, not a list or a mapping",
                       path)
            return None
        if node.tag == _PLAIN and node.value == "<<":
            self.error(here, "yaml.merge-key", "merge keys (<<) are not supported; write the "
                       "keys out in full", path)
            return None
        value = self.scalar(node, here, path, is_key=True)
        if isinstance(value, str):
            return value
        if node.tag == _PLAIN and node.value in _YAML11_TRUE | _YAML11_FALSE:
            return None  # already reported as an ambiguous boolean
        if value is None:
            message = "a key is empty or null; write a name before the ':'"
        else:
            message = (f"key {node.value} is read as {_kind(value)}, but keys must be text; "
                       f"write '{node.value}' in quotes")
        self.error(here, "yaml.key-not-text", message, path)
        return None

    def scalar(self, node: ScalarNode, here: Position, path: Path, *, is_key: bool = False) -> Any:
        text, tag = node.value, node.tag
        if tag == _STD + "str":
            return text
        if tag == _PLAIN:
            if not is_key:
                self.source_text[path] = text
            return self.plain(text, here, path, is_key)
        want = {"int": int, "float": (int, float), "bool": bool, "null": type(None)}.get(
            tag[len(_STD):])
        if want is None:
            self.error(here, "yaml.bad-tagged-value", f"tag {_show_tag(tag)} does not fit a "
                       "single value; remove the tag", path)
            return text
        value = self.plain(text, here, path, is_key)
        if not isinstance(value, want) or (want is int and isinstance(value, bool)):
            self.error(here, "yaml.bad-tagged-value", f"{text!r} is not a valid "
                       f"{_show_tag(tag)} value; remove the tag or fix the value", path)
            return text
        return float(value) if tag == _STD + "float" else value

    def plain(self, text: str, here: Position, path: Path, is_key: bool) -> Any:
        """YAML 1.2 core-schema resolution of a plain scalar, with the strict checks."""
        if text in _NULL:
            return None
        if text in _TRUE:
            return True
        if text in _FALSE:
            return False
        if text in _YAML11_TRUE or text in _YAML11_FALSE:
            meaning = "true" if text in _YAML11_TRUE else "false"
            if is_key:
                message = (f"YAML 1.1 reads the unquoted key {text} as boolean {meaning}; write "
                           f"'{text}' in quotes")
            else:
                message = (f"YAML 1.1 reads unquoted {text} as boolean {meaning}; write '{text}' "
                           f"in quotes if you mean the word, or {meaning} if you mean the boolean")
            self.error(here, "yaml.ambiguous-boolean", message, path)
            return text
        if _NON_FINITE.fullmatch(text):
            word = "NaN (not a number)" if "nan" in text.lower() else "infinity"
            self.error(here, "yaml.non-finite", f"{text} is {word}; numbers must be finite: "
                       "write a real number such as 0", path)
            return text
        zero = _LEADING_ZERO.fullmatch(text)
        if zero and _FLOAT.fullmatch(text):
            self.error(here, "yaml.leading-zero", _leading_zero_message(text, zero), path)
            return text
        if _INT.fullmatch(text) or _OCT.fullmatch(text) or _HEX.fullmatch(text):
            value = float_sized_whole_number(text)
            if value is None:  # beyond a float: the compiler's float() would crash (session 38)
                self.error(here, "yaml.non-finite", f"{abridged(text)} ({len(text)} characters) "
                           "is too large for a number; numbers must lie within +-1.8e308: "
                           "write a smaller number", path)
                return text
            return value
        if _FLOAT.fullmatch(text):
            value = float(text)
            if not math.isfinite(value):
                self.error(here, "yaml.non-finite", f"{text} is too large and reads as infinity; "
                           "numbers must be finite", path)
                return text
            return value
        return text


def _leading_zero_message(text: str, match: re.Match[str]) -> str:
    sign, rest = match.group(1), match.group(2)
    fix = sign.replace("+", "") + rest
    if _INT.fullmatch(text) and set(text.lstrip("+-")) <= set("01234567"):
        reading = f"YAML 1.1 reads it as octal {int(sign + text.lstrip('+-'), 8)}"
    elif _INT.fullmatch(text):
        reading = f"YAML 1.1 reads it as the text '{text}'"
    else:
        reading = "it is ambiguous"
    return f"{text} has a leading zero ({reading}); write {fix}"


def _kind(value: Any) -> str:
    if value is None:
        return "null (empty)"
    if isinstance(value, bool):
        return f"boolean {'true' if value else 'false'}"
    return f"the number {value!r}"
