"""Simulation time: parsing ISO 8601 times and measuring elapsed time between ticks (DESIGN.md §5).

Hours of day come from the parsed time (never from splitting the string). Times are compared as
written: both naive (local simulation clock) or both with a UTC offset; mixing the two is an error.
"""

from __future__ import annotations

try:  # the C classes themselves: the datetime module first defines the whole pure-Python
    from _datetime import datetime, timedelta  # version (~4 M instructions of a cold tick)
except ImportError:  # pragma: no cover - interpreters without the accelerator
    from datetime import datetime, timedelta

from .diagnostics import Diagnostic, InputError, shown
from .records import Record

__all__ = ["Elapsed", "hour_of_day", "parse_time", "format_time"]


def parse_time(text: object, *, field: str = "time") -> datetime:
    """Parse an ISO 8601 date-time such as ``2026-04-27T12:00:00`` (``Z`` and offsets accepted).

    Raises:
        InputError: ``text`` is not a string in ISO 8601 date-time form; the message names
            ``field`` and shows the value.
    """
    if not isinstance(text, str):
        raise InputError(Diagnostic(
            "input.time", f"{field} must be an ISO 8601 date-time string such as "
            f"2026-04-27T12:00:00, got {shown(text)}", path=field))
    candidate = text.strip()
    if candidate.endswith(("Z", "z")):
        candidate = candidate[:-1] + "+00:00"
    try:
        parsed = datetime.fromisoformat(candidate)
    except ValueError as error:
        reason = str(error)
        if reason.startswith("Invalid isoformat"):
            message = f"{field} {text!r} is not an ISO 8601 date-time; write it like " \
                "2026-04-27T12:00:00"
        else:
            # The form is right but the calendar or clock is not: "2026-02-30", "T25:00".
            message = f"{field} {text!r} is not a real date and time: {reason}"
        raise InputError(Diagnostic("input.time", message, path=field)) from None
    if "T" not in candidate and " " not in candidate:
        raise InputError(Diagnostic(
            "input.time", f"{field} {text!r} has a date but no time of day; write it like "
            f"{candidate}T12:00:00", path=field))
    return parsed


def format_time(moment: datetime) -> str:
    """ISO 8601 text of ``moment`` to the second (microseconds kept only when present)."""
    return moment.isoformat()


def hour_of_day(moment: datetime) -> float:
    """Hour of day in [0, 24) as written in the time (local simulation clock)."""
    return moment.hour + moment.minute / 60 + moment.second / 3600


def seconds_between(earlier: datetime, later: datetime, *, earlier_field: str,
                    later_field: str) -> float:
    """``later - earlier`` in seconds.

    Raises:
        InputError: one time has a UTC offset and the other has none.
    """
    if (earlier.tzinfo is None) != (later.tzinfo is None):
        raise InputError(Diagnostic(
            "input.time-zone", f"cannot compare {later_field} {format_time(later)} with "
            f"{earlier_field} {format_time(earlier)}: one has a UTC offset and the other has "
            "none; send times in one form", path=later_field))
    return (later - earlier).total_seconds()


class Elapsed(Record):
    """Elapsed time of one tick.

    Attributes:
        seconds: simulated seconds applied (after the catch-up cap).
        step_seconds: length of one tick in seconds (the host's step length or the ruleset's).
        gap_seconds: the gap actually observed before capping (equals ``seconds`` when not capped).
        retry: True when the call's time equals the stored one (nothing is applied).
    """

    seconds: float
    step_seconds: float
    gap_seconds: float
    retry: bool = False

    @property
    def hours(self) -> float:
        return self.seconds / 3600

    @property
    def ticks(self) -> float:
        return self.seconds / self.step_seconds

    @property
    def capped(self) -> bool:
        return self.gap_seconds > self.seconds

    def advance(self, moment: datetime | None) -> datetime | None:
        """``moment`` plus the uncapped gap (the new state's time), or None.

        Raises:
            InputError: the new time would fall past the year 9999 (a step length such as
                ``"tick": 1e12`` seconds), which no ISO 8601 time of Python's can hold.
        """
        if moment is None:
            return None
        try:
            return moment + timedelta(seconds=self.gap_seconds)
        except OverflowError:
            raise InputError(Diagnostic(
                "input.tick", f"a step of {self.gap_seconds:g} seconds from "
                f"{moment.isoformat()} ends past the year 9999; give the tick's time "
                "(--time or the args' time) or a step length in seconds (900 is 15 minutes)",
                path="tick")) from None
