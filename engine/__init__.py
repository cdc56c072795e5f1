"""homeostat: needs and physiology for simulated people, from declarative YAML rules.

The public API (DESIGN.md §4)::

    import engine
    rules = engine.load_ruleset("physiology")          # bundled name or a path
    result = rules.tick(prior_state, observation, time="2026-04-27T18:30:00", context={...})
    result.state, result.outputs, result.report, result.trace
"""

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
__version__ = "0.1.0"
