"""``explain``: why one tick moved what it moved, as JSON and as text from the same data.

:func:`explanation` turns a :class:`~engine.ticking.TickResult` into plain data: every candidate
event with whether it counts and why not, every adjustment, the selection steps and the trace.
:func:`render_text` is the human renderer of that data (design choice after structlog: one
pipeline, two renderers).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .perception import Event
from .ticking import TickResult

__all__ = ["explanation", "render_text", "verdict"]


def verdict(event: Event) -> str:
    """Why an event does or does not move the observer's needs, in a few words."""
    if event.is_actual_self:
        return "counts"
    reasons = []
    if event.subject != "self":
        reasons.append("someone else did it")
    if event.negated:
        reasons.append("negated")
    if event.mode != "actual":
        reasons.append(f"{event.mode}, not happening now")
    return "dropped: " + ", ".join(reasons)


def explanation(result: TickResult, observation: str, *, observer: str | None,
                skill: str) -> dict[str, Any]:
    """The explain document of one (dry-run) tick.

    Returns:
        ``{"ok", "skill", "observation", "observer", "events", "adjustments", "current_need",
        "interrupt", "reasoning", "values", "notes", "retry", "trace"}``; each event is
        :meth:`Event.to_dict` plus ``counts`` (bool), ``why`` (text) and ``text`` (the evidence).
    """
    events = []
    for event in result.events:
        start, end = event.evidence
        events.append({**event.to_dict(), "text": observation[start:end],
                       "counts": event.is_actual_self, "why": verdict(event)})
    state = result.state
    return {
        "ok": True,
        "skill": skill,
        "observation": observation,
        "observer": observer,
        "events": events,
        "adjustments": _adjustments(result),
        "current_need": state["current_need"],
        "interrupt": state["interrupt"],
        "reasoning": state["reasoning"],
        "values": state["values"],
        "notes": state["notes"],
        "retry": result.retry,
        "trace": result.trace,
    }


def _adjustments(result: TickResult) -> list[dict[str, Any]]:
    found = result.report.get("adjustments")
    if isinstance(found, list):
        return found
    # Rulesets whose report shows no adjustments: rebuild them from the trace.
    changes = []
    for step in result.trace.get("dynamics", []):
        changes.append({"variable": step["variable"], "delta": step["after"] - step["before"],
                        "cause": "time", "rule": step["rule"]})
    for step in result.trace.get("effects", []):
        cause = f"event:{step['event']}" if step.get("event") else "condition"
        changes.append({"variable": step["variable"], "delta": step["after"] - step["before"],
                        "cause": cause, "rule": step["rule"]})
    return [change for change in changes if round(change["delta"], 6)]


def _marked(observation: str, events: list[Mapping[str, Any]]) -> str:
    """The observation with each counted event's evidence in [brackets] tagged with its kind."""
    spans = sorted({(e["evidence"][0], e["evidence"][1], e["kind"], e["counts"]) for e in events})
    pieces, cursor = [], 0
    for start, end, kind, counts in spans:
        if start < cursor:
            continue  # overlapping evidence: the first span is marked
        mark = "" if counts else "~"
        pieces.append(observation[cursor:start])
        pieces.append(f"[{observation[start:end]}]{{{mark}{kind}}}")
        cursor = end
    pieces.append(observation[cursor:])
    return "".join(pieces)


def render_text(document: Mapping[str, Any]) -> str:
    """A readable explanation: marked text, each event's verdict, each change, the selection."""
    lines = [f"observation ({document['skill']}, observer: {document['observer'] or 'you/I'}):",
             f"  {_marked(document['observation'], document['events'])}", "", "events:"]
    if not document["events"]:
        lines.append("  (none found)")
    for event in document["events"]:
        lines.append(f"  {event['kind']:<10} {event['text']!r:<24} subject={event['subject']} "
                     f"mode={event['mode']} negated={str(event['negated']).lower()} "
                     f"strength={event['strength']:.2f}  -> {event['why']}")
    lines += ["", "changes:"]
    if document["retry"]:
        lines.append("  none: the time equals the stored state's (a retry)")
    for change in document["adjustments"]:
        term = f" ({change['term']!r})" if change.get("term") else ""
        lines.append(f"  {change['variable']:<16} {change['delta']:+.6f}  {change['cause']}"
                     f"{term}  [{change['rule']}]")
    lines += ["", "selection:"]
    for step in document["trace"].get("selection", []):
        held = ", held by hysteresis" if step["held_by_hysteresis"] else ""
        lines.append(f"  {step['priority']:>2} {step['need']:<12} value={step['value']:.3f} "
                     f"threshold={step['threshold']:g} urgent={str(step['urgent']).lower()}"
                     f"{held}")
    lines.append(f"  -> current_need={document['current_need']} "
                 f"interrupt={str(document['interrupt']).lower()}: {document['reasoning']}")
    if document["notes"]:
        lines += ["", "notes:", *(f"  {note}" for note in document["notes"])]
    return "\n".join(lines)
