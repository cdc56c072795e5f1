"""Where the bundled rules and schemas are, in a checkout and after ``pip install .``.

The wheel carries ``rules/`` and ``schemas/`` as ``engine/_bundled/rules`` and
``engine/_bundled/schemas`` (see pyproject.toml); a checkout or editable install uses the
top-level folders next to ``engine/``.
"""

from __future__ import annotations

import json
import os
from functools import cache

from .diagnostics import Diagnostic, UsageError
from .paths import is_folder

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at run time (issue 7)
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

_PACKAGE = os.path.dirname(os.path.realpath(__file__))


def bundled_folder(name: str) -> str:
    """The bundled ``name`` folder (``rules``, ``schemas``) as a path string (what
    :func:`rules_dir` gives as a ``Path``; the tick path keeps ``pathlib`` out, issue 7)."""
    for candidate in (os.path.join(_PACKAGE, "_bundled", name),
                      os.path.join(os.path.dirname(_PACKAGE), name)):
        if is_folder(candidate):
            return candidate
    raise FileNotFoundError(f"homeostat's bundled {name}/ folder is missing from the installation")


def _bundled(name: str) -> Path:
    from pathlib import Path

    return Path(bundled_folder(name))


def rules_dir() -> Path:
    """Folder of the bundled rule files (``needs.yaml``, ``physiology.yaml``, ``lexicons/``)."""
    return _bundled("rules")


def schemas_dir() -> Path:
    """Folder of the bundled JSON Schemas."""
    return _bundled("schemas")


def schema_names() -> list[str]:
    """Names accepted by :func:`load_schema`: file names without ``.schema.json``."""
    return sorted(p.name.removesuffix(".schema.json") for p in schemas_dir().glob("*.schema.json"))


@cache
def load_schema(name: str) -> dict[str, Any]:
    """The bundled JSON Schema called ``name`` (e.g. ``ruleset``, ``needs-state``).

    Raises:
        UsageError: no such schema; the message lists the names and a did-you-mean.
    """
    path = schemas_dir() / f"{name}.schema.json"
    if not path.is_file():
        from .diagnostics import did_you_mean

        raise UsageError(Diagnostic(
            "usage.schema", f"no schema called {name!r}; known: {', '.join(schema_names())}",
            suggestion=did_you_mean(name, schema_names())))
    with path.open(encoding="utf-8") as handle:
        return json.load(handle)
