"""The compiled rule model: immutable, picklable objects built once by :mod:`engine.compiler`.

The records are named tuples (:class:`engine.records.Record`, what :class:`typing.NamedTuple`
builds, without its annotation checks) rather than frozen dataclasses: the same immutable
fields, equality and hashing, but such a class is built in a few hundredths of a millisecond
where a frozen dataclass takes about 0.45 ms (its methods are compiled from source), and a cold
tick imports all of them (issue 7; design choice).

Nothing here parses text or looks a rule up by string at tick time; a tick walks these tuples.
A "number or formula" is held as :data:`Amount`: a float (a constant) or an
:class:`~engine.expressions.Expression`, evaluated with :func:`amount_value`.
"""

from __future__ import annotations

from collections.abc import Mapping

from .expressions import Expression
from .records import Record

Amount = float | Expression

BUILTIN_VALUES = (
    "ok",
    "tick",
    "time",
    "current_need",
    "urgency",
    "interrupt",
    "reasoning",
    "thresholds",
    "can_interrupt",
    "adjustments",
    "notes",
    "recent_activity",
    "events",
    "body_events",
)
"""Names usable as template leaves in ``outputs`` and ``report`` besides variables and formulas."""

TICK_NAMES = (
    "hour",
    "tick_hours",
    "elapsed_hours",
    "elapsed_ticks",
    "first_tick",
    "events_detected",
    "context_given",
)
"""Per-tick names every formula may use: hour of day (0-24, from the call's time), the tick
length in hours, the elapsed time in hours and in ticks, whether the state is new (1/0), the number
of actual self events detected, and whether any context input was given (1/0)."""


def amount_value(amount: Amount, namespace: Mapping[str, float]) -> float:
    """Evaluate a number-or-formula in ``namespace``; returns a float."""
    if isinstance(amount, Expression):
        return float(amount.evaluate(namespace))
    return amount


class TimeSettings(Record):
    """How elapsed time is measured (DESIGN.md §5). Units: seconds and hours."""

    tick_seconds: float = 900.0
    host_tick: str = "step_seconds"  # or "counter"
    max_catch_up_hours: float = 24.0
    default_hour: float = 12.0


class Reads(Record):
    """Workspace files a ruleset reads, each optional (paths relative to the workspace)."""

    observation: str | None = None
    context: str | None = None
    documents: tuple[tuple[str, str], ...] = ()
    memory: str | None = None


class Rate(Record):
    """A linear rate in units per hour (per-tick rates are converted at tick time, ``per_tick``)."""

    amount: Amount
    per_tick: bool
    sign: float  # -1 for decay, +1 for growth


class Relax(Record):
    """Exponential relaxation toward ``toward`` with time scale ``tau`` (hours or ticks).

    ``tau`` is a number or a formula (e.g. a parameter name), evaluated at tick time; with
    ``half_life`` it is a half-life, else a time constant (half-life = tau * ln 2).
    """

    toward: Amount
    tau: Amount
    tau_in_ticks: bool
    half_life: bool = False


class Dynamics(Record):
    """One alternative of a variable's elapsed-time dynamics; ``when`` None means always."""

    when: Expression | None
    rates: tuple[Rate, ...]
    relax: Relax | None
    path: str


class Variable(Record):
    """A state variable kept between ticks, bounded to [minimum, maximum]."""

    name: str
    initial: float
    minimum: float
    maximum: float
    dynamics: tuple[Dynamics, ...]
    description: str = ""


class Input(Record):
    """A named numeric input read from the call's context or a read document."""

    name: str
    source: tuple[str, ...] | None
    mapping: tuple[tuple[str, float], ...] | None
    sum_field: str | None
    activity_column: str | None
    otherwise: Expression | None
    default: float
    minimum: float | None
    maximum: float | None


class Activity(Record):
    """One entry of the activity vocabulary: a label, its aliases and its columns (met)."""

    label: str
    aliases: tuple[str, ...]
    columns: tuple[tuple[str, float], ...]


class Effect(Record):
    """Event or condition -> changes (scaled by event strength) and assignments."""

    event: str | None
    when: Expression | None
    changes: tuple[tuple[str, Amount], ...]
    assignments: tuple[tuple[str, Amount], ...]
    path: str


class Formula(Record):
    """A derived value, optionally clamped to [minimum, maximum]."""

    name: str
    expression: Expression
    minimum: float | None
    maximum: float | None


class Marker(Record):
    """A tick marker (last_meal_tick): the engine tick at which ``event`` or ``when`` last held."""

    name: str
    event: str | None
    when: Expression | None


class ActivityRule(Record):
    """How ``recent_activity`` is chosen: a context label, else events, else a default."""

    source: tuple[str, ...] | None
    from_events: tuple[str, ...]
    labels: tuple[tuple[str, str], ...]
    default: str | None


class Need(Record):
    """A need over ``variable``: urgent at or below ``threshold``; hysteresis up to ``release``."""

    name: str
    variable: str
    threshold: float
    release: float
    critical: float
    priority: int
    may_interrupt: bool
    urgent_reason: str | None
    critical_reason: str | None


class Note(Record):
    """A conditional note text."""

    when: Expression
    text: str


class BodyEventRule(Record):
    """A notable event appended to the body events file."""

    name: str
    event: str | None
    when: Expression | None
    edge: bool
    values: tuple[str, ...]


class Leaf(Record):
    """A template leaf: ``kind`` is builtin, value (variable/formula), marker or expression."""

    kind: str
    name: str
    expression: Expression | None = None


Template = tuple[tuple[str, "Leaf | Template"], ...]
"""A JSON object template: ordered (key, leaf or nested template) pairs."""


class Output(Record):
    """One output file: a JSON ``template`` or a plain-text builtin ``text``."""

    file: str
    purpose: str | None
    template: Template | None
    text: Leaf | None
    summary: tuple[str | Leaf, ...] | None = None
