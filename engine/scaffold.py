"""``homeostat init DIR``: copy the bundled rules for a designer to customise.

The copy is self-contained: ``DIR/needs.yaml``, ``DIR/physiology.yaml``, ``DIR/lexicons/*.yaml``
(with the core lexicon's parts in ``DIR/lexicons/core/``) and ``DIR/schemas/*.json``, each rule
file's first line pointing its editor at the matching schema
(``# yaml-language-server: $schema=...``) by a path relative to the file, and the bundled example
day scripts in ``DIR/examples/`` (``office-day.jsonl``: ``homeostat demo``'s day, to run).
"""

from __future__ import annotations

import shutil
from pathlib import Path

from .diagnostics import Diagnostic, UsageError
from .resources import rules_dir, schemas_dir

__all__ = ["init_rules"]

SCHEMA_LINE = "# yaml-language-server: $schema="


def _copy_rule(source: Path, target: Path, schema: str) -> None:
    lines = source.read_text(encoding="utf-8").splitlines(keepends=True)
    if lines and lines[0].startswith(SCHEMA_LINE):
        lines = lines[1:]
    target.write_text(f"{SCHEMA_LINE}{schema}\n" + "".join(lines), encoding="utf-8")


def init_rules(directory: Path, *, force: bool = False) -> list[Path]:
    """Copy the bundled rule files, lexicons, schemas and example days into ``directory``.

    Returns:
        The files written.

    Raises:
        UsageError: ``directory`` exists and is not empty (unless ``force``).
    """
    if directory.exists() and any(directory.iterdir()) and not force:
        raise UsageError(Diagnostic(
            "usage.init", f"{directory} is not empty; choose a new folder or pass --force to "
            "overwrite the rule files in it", file=str(directory)))
    (directory / "lexicons").mkdir(parents=True, exist_ok=True)
    (directory / "schemas").mkdir(exist_ok=True)
    (directory / "examples").mkdir(exist_ok=True)
    written = []
    for day in sorted((rules_dir() / "examples").glob("*.jsonl")):
        shutil.copyfile(day, directory / "examples" / day.name)
        written.append(directory / "examples" / day.name)
    for schema in sorted(schemas_dir().glob("*.schema.json")):
        shutil.copyfile(schema, directory / "schemas" / schema.name)
        written.append(directory / "schemas" / schema.name)
    for rule in sorted(rules_dir().glob("*.yaml")):
        _copy_rule(rule, directory / rule.name, "./schemas/ruleset.schema.json")
        written.append(directory / rule.name)
    lexicons = rules_dir() / "lexicons"
    for lexicon in sorted(lexicons.rglob("*.yaml")):  # core.yaml and its parts in core/
        relative = lexicon.relative_to(lexicons)
        target = directory / "lexicons" / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        _copy_rule(lexicon, target, "../" * len(relative.parts) + "schemas/lexicon.schema.json")
        written.append(target)
    return written
