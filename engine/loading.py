"""Load rule and lexicon files: strict YAML → JSON Schema → compile (DESIGN.md §2).

``load_ruleset("needs")`` loads a bundled ruleset by name; any other argument is a path. Lexicons
named in ``lexicons.include`` are looked up next to the ruleset (``<dir>/lexicons/NAME.yaml``,
then ``<dir>/NAME.yaml``), then among the bundled lexicons; a value ending in ``.yaml`` is a path
relative to the ruleset's folder.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from functools import lru_cache

from .diagnostics import Diagnostic, RuleError, UsageError, did_you_mean
from .paths import is_file, is_folder, spelled
from .resources import bundled_folder, load_schema, rules_dir

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at run time (issue 7)
if TYPE_CHECKING:  # imported lazily: a cached ruleset needs neither YAML nor jsonschema
    from pathlib import Path
    from typing import Any

    from .ruleset import Ruleset
    from .schema_check import SchemaChecker
    from .strict_yaml import LoadedDocument

__all__ = ["bundled_ruleset_names", "load_document", "load_ruleset", "resolve_ruleset_path",
           "validate_paths"]


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
    text = os.fspath(name_or_path)
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
    paths = [_lexicon_path(include, path.parent) for include in includes]
    lexicon = None
    cached = False
    if use_cache and all(lexicon_path.is_file() for lexicon_path in paths):
        lexicon = caching.load_cached_lexicon(paths, terms)
        cached = lexicon is not None
    if lexicon is None:
        lexicon = _compile_lexicon(document, includes, paths, terms, precheck=use_cache,
                                   memo=memo)
        if use_cache:
            cached = caching.store_lexicon(paths, terms, lexicon)
    ruleset = Ruleset(**parts, lexicon=lexicon, source=str(path), lexicon_includes=includes,
                      lexicon_terms=terms)
    return ruleset, [path, *paths], cached


def _compile_lexicon(document: LoadedDocument, includes: tuple[str, ...], paths: list[Path],
                     terms: dict[str, tuple[str, ...]], *, precheck: bool = False,
                     memo: dict[Any, Any] | None = None) -> Any:
    """Validate and compile the included lexicon files (in order, the first problem raised);
    ``memo`` as in :func:`_compile_ruleset`."""
    from .perception import compile_lexicon

    lexicon_documents = []
    for index, (include, lexicon_path) in enumerate(zip(includes, paths, strict=True)):
        if not lexicon_path.is_file():
            raise RuleError(document.position(("lexicons", "include", index)).diagnostic(
                "rules.lexicon-not-found", f"lexicon {include!r} not found (looked for "
                f"{lexicon_path} and the bundled lexicons)", path=f"lexicons.include[{index}]"))
        lexicon_documents.append(_load_checked(lexicon_path, "lexicon", precheck, memo).data)
    if memo is None:
        return compile_lexicon(lexicon_documents, extra_terms=terms)
    key = ("compiled", tuple(str(path.resolve()) for path in paths), tuple(terms.items()))
    if key not in memo:
        memo[key] = compile_lexicon(lexicon_documents, extra_terms=terms)
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


def is_homeostat_file(path: Path) -> bool:
    """Whether a YAML file looks like a homeostat rule or lexicon file: a top-level ``ruleset:``
    or ``lexicon:`` key, or a first-line schema comment naming one of our schemas."""
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return True  # let validation report the problem
    first = text.split("\n", 1)[0]
    if "yaml-language-server" in first and ("ruleset.schema" in first or "lexicon.schema" in first):
        return True
    return any(line.startswith(("ruleset:", "lexicon:")) for line in text.splitlines())


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
    for file in files:
        if caching.is_current(file) or caching.has_lexicon([file], {}):
            continue  # compiled before without a problem, and unchanged since
        try:
            document = _load_checked(file, None, True, memo)
            if document_kind(document) == "ruleset":
                ruleset, dependencies, lexicon_cached = _compile_ruleset(file, use_cache=True,
                                                                         memo=memo)
                caching.store(file, ruleset, dependencies,
                              lexicon_paths=dependencies[1:] if lexicon_cached else None)
            else:
                lexicon = _compile_lexicon(document, (file.name,), [file], {}, precheck=True,
                                           memo=memo)
                caching.store_lexicon([file], {}, lexicon)
        except RuleError as error:
            for diagnostic in error.diagnostics:
                if diagnostic not in seen:
                    seen.add(diagnostic)
                    problems.append(diagnostic)
    return files, problems
