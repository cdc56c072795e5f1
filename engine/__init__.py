"""homeostat: needs and physiology for simulated people, from declarative YAML rules.

The public API (DESIGN.md §4)::

    import engine
    rules = engine.load_ruleset("physiology")          # bundled name or a path
    result = rules.tick(prior_state, observation, time="2026-04-27T18:30:00", context={...})
    result.state, result.outputs, result.report, result.trace

Names are imported on first use (PEP 562), so ``import engine`` and a cold CLI tick load only
what they need.
"""

from __future__ import annotations

import sys

__version__ = "0.1.0"

_EXPORTS = {
    "Diagnostic": "diagnostics",
    "HomeostatError": "diagnostics",
    "InputError": "diagnostics",
    "RuleError": "diagnostics",
    "StateError": "diagnostics",
    "UsageError": "diagnostics",
    "load_ruleset": "loading",
    "validate_paths": "loading",
    "Ruleset": "ruleset",
    "TickResult": "ticking",
    "run_workspace_tick": "workspace",
}

__all__ = [
    "Diagnostic",
    "HomeostatError",
    "InputError",
    "RuleError",
    "Ruleset",
    "StateError",
    "TickResult",
    "UsageError",
    "load_ruleset",
    "run_workspace_tick",
    "validate_paths",
]

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at run time (issue 7)
if TYPE_CHECKING:
    from typing import Any

    from .diagnostics import (
        Diagnostic,
        HomeostatError,
        InputError,
        RuleError,
        StateError,
        UsageError,
    )
    from .loading import load_ruleset, validate_paths
    from .ruleset import Ruleset
    from .ticking import TickResult
    from .workspace import run_workspace_tick


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'engine' has no attribute {name!r}")
    # __import__ rather than importlib.import_module: importing importlib cost a cold tick
    # ~1.6 M instructions (callgrind, issue 7)
    __import__(f"{__name__}.{module}")
    value = getattr(sys.modules[f"{__name__}.{module}"], name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_EXPORTS])
