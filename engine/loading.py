"""Load rule and lexicon files: strict YAML → JSON Schema → compile (DESIGN.md §2).

``load_ruleset("needs")`` loads a bundled ruleset by name; any other argument is a path. Lexicons
named in ``lexicons.include`` are looked up next to the ruleset (``<dir>/lexicons/NAME.yaml``,
then ``<dir>/NAME.yaml``), then among the bundled lexicons; a value ending in ``.yaml`` is a path
relative to the ruleset's folder. A lexicon file may itself ``include:`` further lexicon files,
looked up the same way next to it; they are merged before it (:func:`lexicon_files`), so one
lexicon can be kept as several files (the bundled ``core`` is ``lexicons/core.yaml`` and its
parts in ``lexicons/core/``).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from functools import lru_cache

from .diagnostics import Diagnostic, RuleError, UsageError, did_you_mean, shown
from .paths import is_file, is_folder, spelled
from .resources import bundled_folder, load_schema, rules_dir

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at run time (issue 7)
if TYPE_CHECKING:  # imported lazily: a cached ruleset needs neither YAML nor jsonschema
    from pathlib import Path
    from typing import Any

    from .ruleset import Ruleset
    from .schema_check import SchemaChecker
    from .strict_yaml import LoadedDocument

__all__ = ["bundled_ruleset_names", "lexicon_files", "load_document", "load_lexicon",
           "load_ruleset", "resolve_ruleset_path", "validate_paths"]


def bundled_ruleset_names() -> list[str]:
    """Names of the bundled rulesets (``needs``, ``physiology``): the ``*.yaml`` names in
    :func:`~engine.resources.rules_dir` (listed as strings: ``Path.glob`` compiled a pattern on
    every cold tick; issue 7)."""
    return sorted(name[:-5] if len(name) > 5 else name  # (".yaml" is its own stem, as in Path)
                  for name in os.listdir(bundled_folder("rules")) if name.endswith(".yaml"))


def resolve_ruleset_path(name_or_path: str | os.PathLike[str]) -> Path:
    """The rule file for a bundled name or a path.

    Raises:
        UsageError: neither a bundled name nor an existing file (with a did-you-mean).
    """
    from pathlib import Path

    return Path(_rule_file(name_or_path))


def _rule_file(name_or_path: str | os.PathLike[str]) -> str:
    """:func:`resolve_ruleset_path` as a path string spelled as ``pathlib`` spells it (the tick
    path keeps ``pathlib`` out; issue 7).

    Raises:
        UsageError: neither a bundled name nor an existing file (with a did-you-mean).
    """
    if not isinstance(name_or_path, (str, os.PathLike)) or isinstance(
            text := os.fspath(name_or_path), bytes):
        raise UsageError(Diagnostic("usage.skill", "the ruleset must be a bundled name "
                                    "('needs', 'physiology') or a rule file's path as text, got "
                                    f"{shown(name_or_path)}", path="name_or_path"))
    if text in bundled_ruleset_names():
        return os.path.join(bundled_folder("rules"), f"{text}.yaml")
    if is_file(text):
        return spelled(text)
    if is_folder(text):
        from pathlib import Path

        path = Path(text)
        inside = sorted(p.name for p in path.glob("*.yaml"))
        raise UsageError(Diagnostic(
            "usage.skill", f"{text} is a folder; give one rule file in it"
            + (f", e.g. {path / inside[0]}" if inside else "")))
    names = bundled_ruleset_names()
    raise UsageError(Diagnostic(
        "usage.skill", f"no ruleset {text!r}: give a bundled name ({', '.join(names)}) or the "
        "path of a rule file", suggestion=did_you_mean(text, names)))


@lru_cache(maxsize=8)
def _checker(kind: str) -> SchemaChecker:
    """One validator per schema per process, built once (bug-reports B17). The bundled schemas
    are trusted (tests/test_schemas.py checks them against the metaschema)."""
    from .schema_check import SchemaChecker

    return SchemaChecker(load_schema(kind), name=kind, trusted=True)


def document_kind(document: LoadedDocument) -> str:
    """``"lexicon"`` for a lexicon file (a top-level ``lexicon`` key), else ``"ruleset"``."""
    is_lexicon = isinstance(document.data, dict) and "lexicon" in document.data
    return "lexicon" if is_lexicon else "ruleset"


def load_document(path: str | os.PathLike[str], kind: str | None = None, *,
                  precheck: bool = False) -> LoadedDocument:
    """Read a rule or lexicon file strictly and validate it against its schema.

    With ``precheck`` (the tick path and ``homeostat validate``, which use the cache), a document
    that :func:`engine.schema_precheck.accepts` is valid and returned at once; every other
    document, and every document without ``precheck``, is checked by jsonschema
    (:class:`~engine.schema_check.SchemaChecker`), which locates every problem.

    Raises:
        RuleError: YAML or schema problems, each located.
    """
    from .strict_yaml import load_yaml_file

    return _checked(load_yaml_file(path), kind, precheck)


def _checked(document: LoadedDocument, kind: str | None, precheck: bool) -> LoadedDocument:
    """``document`` once it passes the schema of ``kind`` (else its own kind); see
    :func:`load_document`."""
    kind = kind or document_kind(document)
    if precheck:
        from .schema_precheck import accepts

        if accepts(kind, document.data):  # valid: jsonschema need not even be imported
            return document
    problems = _checker(kind).check(document)
    if problems:
        raise RuleError(problems)
    return document


def _lexicon_path(include: str, base: Path) -> Path:
    candidates = [base / include] if include.endswith((".yaml", ".yml")) else [
        base / "lexicons" / f"{include}.yaml",
        base / f"{include}.yaml",
        rules_dir() / "lexicons" / f"{include}.yaml",
    ]
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    return candidates[0]


def _included_lexicons(path: Path, precheck: bool, memo: dict[Any, Any] | None
                       ) -> tuple[tuple[str, ...], LoadedDocument | None]:
    """The ``include:`` list of a lexicon file and its checked document, or ``((), None)`` for a
    rule file or when its bytes cannot hold a top-level ``include`` key: most lexicon files (and
    every part of the bundled one) are not parsed just to learn that they include nothing, since
    parsing is what the lexicon cache saves (issue 7)."""
    if not _may_include(path):
        return (), None
    document = _load_checked(path, None, precheck, memo)
    if document_kind(document) != "lexicon":
        return (), None  # a rule file's lexicons.include; its own loader reads it
    return tuple(document.data.get("include") or ()), document


def _may_include(path: Path) -> bool:
    """Whether a file's bytes hold an ``include`` key (a rule file's ``lexicons.include``, or a
    lexicon made of parts): the test of :func:`_included_lexicons`, without parsing. The search
    starts from the literal word (about 1 ms over the bundled lexicon's 1.5 MB; a pattern that
    starts with a choice of boundaries took 80 ms), then looks at the byte before it."""
    import re

    try:
        with open(path, "rb") as stream:
            raw = stream.read()
    except OSError:
        return False
    for match in re.finditer(rb"""include["']?[ \t]*:""", raw):
        if raw[match.start() - 1:match.start()] in _KEY_STARTS or match.start() == 0:
            return True
    return False


_KEY_STARTS = frozenset({b"\n", b"\r", b" ", b"\t", b"{", b",", b'"', b"'"})
"""Bytes after which ``include`` may begin a YAML key (see :func:`_may_include`)."""


def _nearest_include(include: str, folder: Path) -> str | None:
    """The lexicon file next to an including file (or among the bundled lexicons) whose name is
    nearest a missing ``include``, written as the include would be, for a did-you-mean."""
    candidates: list[str] = []
    for base in (folder, folder / "lexicons", rules_dir() / "lexicons"):
        if base.is_dir():
            names = [str(file.relative_to(base)) for file in base.rglob("*.yaml")]
            candidates += names if include.endswith((".yaml", ".yml")) else [
                name[:-5] for name in names]
    return did_you_mean(include, candidates)


def lexicon_files(path: Path, *, precheck: bool = False, memo: dict[Any, Any] | None = None,
                  _chain: tuple[Path, ...] = ()) -> list[Path]:
    """Every file the lexicon file ``path`` is made of, in merge order: the files it includes
    (each with its own includes, depth first, in the order listed), then ``path`` itself.

    An included name is looked up next to the including file as a ruleset's
    ``lexicons.include`` is (``<dir>/lexicons/NAME.yaml``, ``<dir>/NAME.yaml``, the bundled
    lexicons; a value ending in ``.yaml`` is a path relative to ``<dir>``). Design choice: the
    including file comes last, so its own settings override its parts' (a later scalar wins,
    :func:`engine.lexicon.merge_documents`).

    Raises:
        RuleError: an included file that is missing, that includes a file which includes it
            again (a cycle), or that does not load, located at its ``include`` entry.
    """
    real = path.resolve()
    includes, document = _included_lexicons(path, precheck, memo)
    files: list[Path] = []
    for index, include in enumerate(includes):
        assert document is not None
        where = document.position(("include", index))
        included = _lexicon_path(include, path.parent)
        if not included.is_file():
            raise RuleError(where.diagnostic(
                "rules.lexicon-not-found", f"lexicon {include!r} not found (looked for "
                f"{included} and the bundled lexicons)", path=f"include[{index}]",
                suggestion=_nearest_include(include, path.parent)))
        way = (*_chain, real)
        if included.resolve() in way:
            loop = way[way.index(included.resolve()):]
            names = " -> ".join(p.name for p in (*loop, included.resolve()))
            raise RuleError(where.diagnostic(
                "rules.lexicon-include-cycle", f"lexicon {include!r} is already being included: "
                f"the includes go round in a circle ({names}); remove one of them",
                path=f"include[{index}]"))
        files.extend(lexicon_files(included, precheck=precheck, memo=memo,
                                   _chain=(*_chain, real)))
    files.append(path)
    return files


def load_lexicon(path: str | os.PathLike[str], *, precheck: bool = False) -> dict[str, Any]:
    """A lexicon file with the files it includes (:func:`lexicon_files`), each read strictly and
    checked against the lexicon schema, merged into one plain document
    (:func:`engine.lexicon.merge_documents`; the ``include`` list itself left out): what
    :func:`engine.lexicon.compile_lexicon` takes for this lexicon.

    Raises:
        RuleError: YAML or schema problems in any of the files, or a missing or cyclic include,
            each located.
    """
    from pathlib import Path

    return _merged_lexicon(lexicon_files(Path(path), precheck=precheck), precheck, None)


def _merged_lexicon(files: list[Path], precheck: bool, memo: dict[Any, Any] | None
                    ) -> dict[str, Any]:
    """The lexicon files of one lexicon (:func:`lexicon_files`), each checked
    (:func:`_load_checked`), merged into one document without their ``include`` lists."""
    from .lexicon import merge_documents

    merged = merge_documents([_load_checked(file, "lexicon", precheck, memo).data
                              for file in files])
    merged.pop("include", None)
    return merged


def load_ruleset(name_or_path: str | os.PathLike[str], *, use_cache: bool = True) -> Ruleset:
    """Load, validate and compile a ruleset and its lexicons, or take it from the cache.

    Args:
        name_or_path: ``"needs"``, ``"physiology"`` or the path of a rule file.
        use_cache: look the compiled ruleset up in (and save it to) the per-user cache of
            :mod:`engine.caching`; an edited rule or lexicon file is always recompiled. An
            edited rule file whose lexicons and lexicon terms are unchanged takes its compiled
            lexicon from the cache (the lexicon is most of the compile time).

    Returns:
        The compiled, immutable :class:`~engine.ruleset.Ruleset`.

    Raises:
        UsageError: no such ruleset.
        RuleError: any problem in the rule file or its lexicons, located as
            ``file:line:col``; raised before any tick runs.
    """
    from . import caching

    path = _rule_file(name_or_path)
    if use_cache:
        cached = caching.load_cached(path)
        if cached is not None:
            return cached
    from pathlib import Path

    ruleset, dependencies, lexicon_cached = _compile_ruleset(Path(path), use_cache=use_cache)
    if use_cache:
        caching.store(path, ruleset, dependencies,
                      lexicon_paths=dependencies[1:] if lexicon_cached else None)
    return ruleset


def _compile_ruleset(path: Path, *, use_cache: bool = False, memo: dict[Any, Any] | None = None
                     ) -> tuple[Ruleset, list[Path], bool]:
    """The compiled ruleset, every file it was built from (the rule file first, then its
    lexicon files), and whether its lexicon is in the cache (loaded from or just stored to it).

    ``memo`` (``homeostat validate``: one dict per call) keeps each lexicon file's checked
    document, or its problems, and each compiled lexicon, so rule files that include the same
    lexicon validate and compile it once (design choice: the bundled lexicon is most of the
    validation time)."""
    from . import caching
    from .compiler import compile_ruleset_parts
    from .ruleset import Ruleset

    document = _load_checked(path, "ruleset", use_cache, memo)
    if document_kind(document) != "ruleset":
        raise RuleError(document.position(()).diagnostic(
            "rules.not-a-ruleset", "this is a lexicon file; --skill needs a ruleset file"))
    parts = compile_ruleset_parts(document)
    includes = parts.pop("lexicon_includes")
    terms = parts.pop("lexicon_terms")
    objects = parts.pop("lexicon_objects")
    tops = [_lexicon_path(include, path.parent) for include in includes]
    _require_lexicons(document, includes, tops)
    groups = [lexicon_files(top, precheck=use_cache, memo=memo) for top in tops]
    paths = [file for group in groups for file in group]
    lexicon = None
    cached = False
    if use_cache:
        lexicon = caching.load_cached_lexicon(paths, terms, objects)
        cached = lexicon is not None
    if lexicon is None:
        lexicon = _compile_lexicon(groups, terms, objects, precheck=use_cache, memo=memo)
        if use_cache:
            cached = caching.store_lexicon(paths, terms, lexicon, objects)
    ruleset = Ruleset(**parts, lexicon=lexicon, source=str(path), lexicon_includes=includes,
                      lexicon_terms=terms, lexicon_objects=objects)
    return ruleset, [path, *paths], cached


def _require_lexicons(document: LoadedDocument, includes: tuple[str, ...],
                      paths: list[Path]) -> None:
    """Raise the first of a ruleset's ``lexicons.include`` entries whose file is missing.

    Raises:
        RuleError: ``rules.lexicon-not-found``, located at the entry.
    """
    for index, (include, lexicon_path) in enumerate(zip(includes, paths, strict=True)):
        if not lexicon_path.is_file():
            raise RuleError(document.position(("lexicons", "include", index)).diagnostic(
                "rules.lexicon-not-found", f"lexicon {include!r} not found (looked for "
                f"{lexicon_path} and the bundled lexicons)", path=f"lexicons.include[{index}]"))


def _compile_lexicon(groups: list[list[Path]], terms: dict[str, tuple[str, ...]],
                     objects: dict[str, tuple[str, ...]] | None = None, *,
                     precheck: bool = False, memo: dict[Any, Any] | None = None) -> Any:
    """Validate and compile lexicon files (the first problem raised): one group per included
    lexicon, its files in merge order (:func:`lexicon_files`), each group merged into one
    document, plus a ruleset's inline ``terms`` and ``objects`` per kind; ``memo`` as in
    :func:`_compile_ruleset`."""
    from .perception import compile_lexicon

    lexicon_documents = [_merged_lexicon(group, precheck, memo) for group in groups]
    if memo is None:
        return compile_lexicon(lexicon_documents, extra_terms=terms, extra_objects=objects)
    key = ("compiled", tuple(tuple(str(path.resolve()) for path in group) for group in groups),
           tuple(terms.items()), tuple((objects or {}).items()))
    if key not in memo:
        memo[key] = compile_lexicon(lexicon_documents, extra_terms=terms, extra_objects=objects)
    return memo[key]


def _load_checked(path: Path, kind: str | None, precheck: bool,
                  memo: dict[Any, Any] | None) -> LoadedDocument:
    """:func:`load_document`, or its remembered result (the document or the same
    :class:`RuleError`) when ``memo`` has already read the file and checked it as that kind."""
    if memo is None:
        return load_document(path, kind, precheck=precheck)
    from .strict_yaml import load_yaml_file

    def remembered(key: tuple[str, ...], work: Any) -> Any:
        if key not in memo:
            try:
                memo[key] = work()
            except RuleError as error:
                memo[key] = error
        if isinstance(memo[key], RuleError):
            raise memo[key]
        return memo[key]

    where = str(path.resolve())
    document = remembered(("read", where), lambda: load_yaml_file(path))
    kind = kind or document_kind(document)
    return remembered(("checked", where, kind), lambda: _checked(document, kind, precheck))


def rule_files(paths: Iterable[str | os.PathLike[str]]) -> list[Path]:
    """The files :func:`validate_paths` looks at: each file of ``paths`` as given, and every
    ``*.yaml``/``*.yml`` under each folder, sorted (before ``skip_unrelated`` leaves any out)."""
    from pathlib import Path

    files: list[Path] = []
    for item in paths:
        path = Path(item)
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*") if p.suffix in (".yaml", ".yml")))
        else:
            files.append(path)
    return files


_SHARED_TOP_KEYS = frozenset({"version", "description", "include", "name", "notes", "time",
                              "reads", "parameters", "inputs", "activities", "activity",
                              "variables"})
"""Top-level keys of our schemas that other YAML files use as well (CI configurations have
``variables``, ``include`` and ``name``): no sign of a homeostat file (design choice)."""


def _own_top_keys() -> frozenset[str]:
    """The top-level keys that only homeostat's rule and lexicon schemas use (``needs``,
    ``outputs``, ``formulas``, ``kinds``, ``cues``, ...)."""
    keys = {key for kind in ("ruleset", "lexicon") for key in load_schema(kind)["properties"]}
    return frozenset(keys - _SHARED_TOP_KEYS)


def is_homeostat_file(path: Path) -> bool:
    """Whether a YAML file looks like a homeostat rule or lexicon file: a top-level ``ruleset:``
    or ``lexicon:`` key, a first-line schema comment naming one of our schemas, or two or more
    top-level keys that only our schemas use (:func:`_own_top_keys`), so that a rule file whose
    ``ruleset:`` line was lost is still checked (and its missing key reported) when
    ``--skip-unrelated`` leaves other YAML out (design choice, session 37)."""
    import re

    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return True  # let validation report the problem
    first = text.split("\n", 1)[0]
    if "yaml-language-server" in first and ("ruleset.schema" in first or "lexicon.schema" in first):
        return True
    top_keys = set(re.findall(r"(?m)^[\"']?([A-Za-z_][\w-]*)[\"']?[ \t]*:", text))
    if top_keys & {"ruleset", "lexicon"}:
        return True
    # keys alone only in a YAML file: a README.md that lists our keys is no rule file
    return path.suffix in (".yaml", ".yml") and len(top_keys & _own_top_keys()) >= 2


def validate_paths(paths: Iterable[str | os.PathLike[str]], *,
                   skip_unrelated: bool = False) -> tuple[list[Path], list[Diagnostic]]:
    """Validate rule and lexicon files (folders are searched for ``*.yaml``).

    Args:
        paths: files and folders.
        skip_unrelated: leave out YAML files that are not homeostat's (see
            :func:`is_homeostat_file`), as a pre-commit hook over a whole repository needs.

    Returns:
        (the files checked, every diagnostic found). A ruleset is fully compiled, lexicons
        included, so everything a tick would reject is reported here; a problem in a lexicon
        that several checked files include is reported once.

    The compiled-rules cache (:mod:`engine.caching`) is used both ways: a file whose compiled
    ruleset or lexicon is cached, built from the same bytes of every file it depends on by the
    same engine and Python, compiled without a problem and is not read again; a file that
    compiles cleanly here is stored, so the next tick (and the next validate) finds it warm.
    The schema check is :func:`engine.schema_precheck.accepts` first and jsonschema only for a
    file it does not accept, as on the tick path, so every message and position is jsonschema's.
    ``HOMEOSTAT_NO_CACHE=1`` reads, checks and compiles every file. Design choice (session 34):
    an unchanged bundled folder validates in about 0.2 s instead of about 5 s.
    """
    files = rule_files(paths)
    if skip_unrelated:
        files = [file for file in files if is_homeostat_file(file)]
    from . import caching

    problems: list[Diagnostic] = []
    seen: set[Diagnostic] = set()
    memo: dict[Any, Any] = {}  # each lexicon checked and compiled once (see _compile_ruleset)
    valid: set[str] = set()  # real paths found valid in this call, with every file they include

    def found_valid(checked: Iterable[str | os.PathLike[str]]) -> None:
        valid.update(os.path.realpath(file) for file in checked)

    pending = []
    for file in files:  # cached entries prove their files valid without reading any of them
        dependencies = caching.current_dependencies(file)
        if dependencies is None:
            pending.append(file)
        else:
            found_valid(dependencies)
    # rule files and lexicons that include others first: a file they include (a part of a
    # lexicon) is then checked once, with them, not alone again (design choice, session 37)
    pending.sort(key=lambda file: not _may_include(file))
    for file in pending:
        if os.path.realpath(file) in valid:
            continue
        try:
            group = lexicon_files(file, precheck=True, memo=memo)
            if caching.has_lexicon(group, {}):
                found_valid(group)  # compiled before without a problem, and unchanged since
                continue
            document = _load_checked(file, None, True, memo)
            if document_kind(document) == "ruleset":
                ruleset, dependencies, lexicon_cached = _compile_ruleset(file, use_cache=True,
                                                                         memo=memo)
                caching.store(file, ruleset, dependencies,
                              lexicon_paths=dependencies[1:] if lexicon_cached else None)
                found_valid(dependencies)
            else:
                lexicon = _compile_lexicon([group], {}, precheck=True, memo=memo)
                caching.store_lexicon(group, {}, lexicon)
                found_valid(group)
        except RuleError as error:
            for diagnostic in error.diagnostics:
                if diagnostic not in seen:
                    seen.add(diagnostic)
                    problems.append(diagnostic)
    # reported in the order of the files (a file is checked when something includes it)
    order = {os.path.realpath(file): index for index, file in enumerate(files)}
    problems.sort(key=lambda d: order.get(os.path.realpath(d.file), len(files)) if d.file
                  else len(files))
    return files, problems
