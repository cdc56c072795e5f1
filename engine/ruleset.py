"""The compiled :class:`Ruleset`: immutable, picklable, and the one entry point of a tick.

It also knows how its state maps onto its output files, in both directions: outputs are rendered
from the state, and a prior state is read back from the files the last tick wrote (a field whose
template leaf is a bare variable, marker or built-in name is read back; values nothing shows are
kept under ``_meta.homeostat.state`` in the first output file).
"""

from __future__ import annotations

import math
import re
import sys
from collections.abc import Mapping, Sequence

from .diagnostics import Diagnostic, HomeostatError, InputError, StateError, UsageError
from .model import (
    Activity,
    ActivityRule,
    BodyEventRule,
    Effect,
    Formula,
    Input,
    Leaf,
    Marker,
    Need,
    Note,
    Output,
    Reads,
    Template,
    TimeSettings,
    Variable,
)
from .perception import Event, Lexicon
from .records import Frozen, checked_fields
from .rendering import leaf_paths
from .ticking import TickResult, every_input_problem, fast_tick, interpret_tick, run_tick
from .timekeeping import parse_time

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at run time (issue 7)
if TYPE_CHECKING:
    from typing import Any

    from .columnar import ColumnarResult
    from .kernel import Kernel

__all__ = ["Ruleset"]

_READ_BACK_BUILTINS = ("tick", "time", "current_need", "interrupt", "urgency", "reasoning",
                       "notes", "recent_activity")


class Ruleset(Frozen):
    """A validated, compiled ruleset. Build it with :func:`engine.load_ruleset`.

    Attributes mirror the rule file's sections (docs/rules.md); ``formulas`` are in evaluation
    order and ``needs`` in priority order. ``source`` is the rule file's path.

    Immutable: attributes cannot be set or deleted; two rulesets are equal when every attribute
    is. A plain class with a checked keyword constructor rather than a frozen dataclass, because
    a cold ``homeostat tick`` creates this class on every run and the ``dataclasses`` module
    alone costs about a tenth of that run (issue 7).
    """

    name: str
    version: int
    description: str
    time: TimeSettings
    reads: Reads
    parameters: tuple[tuple[str, float], ...]
    activities: tuple[Activity, ...]
    inputs: tuple[Input, ...]
    variables: tuple[Variable, ...]
    effects: tuple[Effect, ...]
    formulas: tuple[Formula, ...]
    markers: tuple[Marker, ...]
    activity: ActivityRule
    needs: tuple[Need, ...]
    default_need: str
    default_reason: str
    notes: tuple[Note, ...]
    body_events: tuple[BodyEventRule, ...]
    body_events_file: str
    outputs: tuple[Output, ...]
    report: Template
    lexicon: Lexicon
    source: str
    lexicon_includes: tuple[str, ...]
    lexicon_terms: Mapping[str, tuple[str, ...]]
    lexicon_objects: Mapping[str, tuple[str, ...]]
    uses_hour: bool

    def __init__(self, **fields: Any) -> None:
        """Every attribute by keyword (see the class annotations); ``lexicon_includes``,
        ``lexicon_terms``, ``lexicon_objects`` and ``uses_hour`` may be left out. Raises
        TypeError for a missing or unknown name."""
        self.__dict__.update(checked_fields("Ruleset", _RULESET_FIELDS, {
            "lexicon_includes": (), "lexicon_terms": {}, "lexicon_objects": {}, "uses_hour": False,
            **fields}))

    def __eq__(self, other: object) -> bool:
        if type(other) is not Ruleset:
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in _RULESET_FIELDS)

    def __hash__(self) -> int:
        return hash((self.name, self.version, self.source))

    def __repr__(self) -> str:
        return f"Ruleset(name={self.name!r}, version={self.version!r}, source={self.source!r})"

    # -- the tick -------------------------------------------------------------------------------
    def tick(
        self,
        prior_state: Mapping[str, Any] | None,
        observation: str | None,
        *,
        time: str | None = None,
        tick: float | int | None = None,
        context: Mapping[str, Any] | None = None,
        documents: Mapping[str, Any] | None = None,
        observer: str | None = None,
        initial_values: Mapping[str, float] | None = None,
        events: Sequence[Event] | None = None,
    ) -> TickResult:
        """Advance ``prior_state`` by one call. Pure: no I/O, no clock, no globals.

        Args:
            prior_state: the ``state`` of the previous :class:`TickResult`, a state read back
                with :meth:`state_from_documents`, or None for a new agent (initial values).
            observation: the tick's observation text (None or "" for nothing observed).
            time: ISO 8601 time at the end of this tick (e.g. ``"2026-04-27T18:30:00"``).
            tick: the host's ``tick``: the step length in seconds (``time.host_tick:
                step_seconds``, AgentSociety 2) or a step counter (``counter``).
            context: the observation's context (observer, activity, met, meal_size, drinks,
                temperature_c, stressor, ...), as in ``state/observation_ctx.json``.
            documents: other read documents by their ``reads.documents`` name.
            observer: the observer's name; defaults to ``context["observer"]`` or
                ``context["name"]``, else second/first person only.
            initial_values: for a new agent (``prior_state`` None), starting values that
                replace the rule file's ``initial`` for the variables named (others ignored).
            events: the events of ``observation`` when the host already perceived it with this
                ruleset's lexicon (``TickResult.events``, or :func:`engine.perception.perceive`
                with ``self.lexicon``); perception is then skipped. The observation text is
                still used for the evidence of body events.

        Returns:
            A :class:`~engine.ticking.TickResult` (state, outputs, appends, report, trace).
            From the second tick of a ``Ruleset`` object on, the generated kernel computes the
            state and body events and ``outputs``, ``report`` and ``trace`` are computed when
            first read (same values; see :class:`~engine.ticking.TickResult`).

        Raises:
            InputError: a bad time, tick or context value.
            StateError: the call's time is earlier than the prior state's.
            RuleError: a formula failed at evaluation (e.g. division by zero).
        """
        kernel = self.__dict__.get("_kernel")
        try:
            if kernel and initial_values is None:  # the usual call, straight to the kernel
                try:
                    return fast_tick(self, kernel, prior_state, observation, time, tick,
                                     context, documents, observer, events)
                except Exception:  # noqa: BLE001 (the interpreter gives the exact outcome)
                    return interpret_tick(self, prior_state, observation, time=time, tick=tick,
                                          context=context, documents=documents,
                                          observer=observer, events=events)
            return run_tick(self, prior_state, observation, time=time, tick=tick,
                            context=context, documents=documents, observer=observer,
                            initial_values=initial_values, events=events)
        except InputError as error:
            # Every bad field of the call at once, not one per call (session 24).
            raise every_input_problem(error, self, observation, time=time, tick=tick,
                                      context=context, observer=observer) from None

    # -- many agents at once ---------------------------------------------------------------------
    def tick_many(
        self,
        states: Sequence[Mapping[str, Any] | None],
        observations: Sequence[str | None] | None,
        times: Sequence[str | None] | None,
        contexts: Sequence[Mapping[str, Any] | None] | None,
        *,
        observers: Sequence[str | None] | None = None,
    ) -> list[TickResult]:
        """One tick for each of many agents: ``[self.tick(states[i], observations[i],
        time=times[i], context=contexts[i], observer=observers[i]) for i ...]``, exactly.

        Amortises the per-call work (the kernel is built at once, not on the second call, and
        looked up once); the results are those of :meth:`tick`, one per agent, in order, each
        with its deferred ``outputs``, ``report`` and ``trace``.

        Args:
            states: each agent's prior state (None for a new agent).
            observations, times, contexts, observers: per agent, as :meth:`tick` takes them
                (None entries allowed where :meth:`tick` allows None); a whole sequence may be
                None, meaning None for every agent.

        Returns:
            One :class:`~engine.ticking.TickResult` per agent.

        Raises:
            UsageError: the sequences differ in length (path ``tick_many``).
            InputError, StateError, RuleError: the first agent whose tick fails, raised as
                :meth:`tick` would raise it with every diagnostic's path under
                ``agents[<index>]`` (for example ``agents[17].time``); no results are
                returned for the others (design choice: a batch is all or nothing, so a host
                never writes half a step).
        """
        count = len(states)
        columns = {"observations": observations, "times": times, "contexts": contexts,
                   "observers": observers}
        for what, column in columns.items():
            if column is not None and len(column) != count:
                raise UsageError(Diagnostic(
                    "usage.tick-many", f"tick_many needs one entry per agent: {count} states "
                    f"but {len(column)} {what}", path="tick_many"))
        none = (None,) * count
        kernel = self.kernel(now=True)
        results = []
        for index, (state, observation, time, context, observer) in enumerate(zip(
                states, observations or none, times or none, contexts or none,
                observers or none, strict=True)):
            try:
                if kernel is not None:
                    try:
                        results.append(fast_tick(self, kernel, state, observation, time, None,
                                                 context, None, observer, None))
                        continue
                    except Exception:  # noqa: BLE001, S112 (the interpreter decides)
                        pass
                results.append(interpret_tick(self, state, observation, time=time,
                                              context=context, observer=observer))
            except HomeostatError as error:
                raise type(error)([
                    d._replace(path=f"agents[{index}]" + (f".{d.path}" if d.path else ""))
                    for d in error.diagnostics]) from None
        return results

    def tick_columns(
        self,
        values: Mapping[str, Any],
        *,
        hours: Any,
        hour: Any = None,
        events: Mapping[str, Any] | None = None,
        inputs: Mapping[str, Any] | None = None,
        first_tick: Any = 0.0,
        tick_hours: float | None = None,
        out: ColumnarResult | None = None,
    ) -> ColumnarResult:
        """The formula work of one tick for N agents at once, on numpy arrays (needs numpy:
        ``pip install 'homeostat[columnar]'``). See :mod:`engine.columnar`.

        Each argument is a number (the same for every agent) or a 1-d array with one value per
        agent; all arrays have the same length N.

        Args:
            values: the prior values of the variables (``ColumnarResult.values`` of the last
                call, or :meth:`initial_columns`); a variable not given starts at its initial.
            hours: elapsed hours since the prior values (>= 0; capped like the scalar tick).
            hour: hour of day in [0, 24) for circadian terms (default ``time.default_hour``).
            events: event kind -> strength in [0, 1] of the observer's actual events (what
                ``Ruleset.tick`` perceives from an observation); absent kinds are 0.
            inputs: input name -> the value its source would give (NaN where not given);
                an input not given, or NaN, falls back to ``otherwise`` or ``default`` (the
                activity table is not consulted: give the input's number).
            first_tick: 1 for agents with no prior state, else 0.
            tick_hours: the host's step length in hours (default ``time.tick_seconds``).
            out: an earlier result (not the one passed as ``values``) whose arrays are
                overwritten with this tick's values instead of allocating new ones; a loop
                that alternates two results saves the cost of fresh memory every tick.

        Returns:
            :class:`~engine.columnar.ColumnarResult`: every variable and formula per agent,
            the same as :meth:`tick` gives for the same numbers to 1e-9.

        Raises:
            UsageError: numpy is missing, a name is unknown, or the arrays differ in length.
            InputError: a prior value out of its bounds (path ``values.<name>[<agent>]``), or
                bad hours.
            RuleError: a formula or rule gives a non-finite number for some agent.
        """
        from .columnar import tick_columns

        return tick_columns(self, values, hours=hours, hour=hour, events=events, inputs=inputs,
                            first_tick=first_tick, tick_hours=tick_hours, out=out)

    def initial_columns(self, count: int) -> dict[str, Any]:
        """Every variable's initial value for ``count`` new agents, as numpy arrays."""
        from .columnar import initial_columns

        return initial_columns(self, count)

    # -- the generated kernel -------------------------------------------------------------------
    def kernel(self, *, now: bool = False) -> Kernel | None:
        """This ruleset's generated tick kernel (:mod:`engine.kernel`), or None for now.

        Built on the second call of a ``Ruleset`` object (or at once with ``now``) and kept
        with it (not pickled): a one-off tick, as in a cold ``homeostat tick``, runs the
        interpreter and does not pay for code generation. None also when the kernel could not
        be built (the interpreter then takes every call).
        """
        cache = self.__dict__
        kernel = cache.get("_kernel")
        if kernel is None:
            if not cache.get("_ticked") and not now:
                cache["_ticked"] = True
                return None
            from .kernel import build_kernel  # (with ast: only once a process ticks again)

            try:
                kernel = build_kernel(self)
            except Exception:  # noqa: BLE001 (the interpreter is always there)
                kernel = False
            cache["_kernel"] = kernel
        return kernel or None

    def __getstate__(self) -> dict[str, Any]:
        """Pickle the rule model only; the kernel is rebuilt where the ruleset is used."""
        state = dict(self.__dict__)
        for cache in ("_kernel", "_ticked", "_columnar_plan", "_activity_tables"):
            state.pop(cache, None)
        return state

    # -- activity table -------------------------------------------------------------------------
    def activity_column(self, label: str, column: str) -> float | None:
        """``column`` (e.g. met) of the activity named by ``label``, or None if none matches.

        A label matches an activity whose name or alias equals it, else the longest name or
        alias found in it as whole words ("walking to work" -> walking); of two as long, the
        one listed first. Case-insensitive.
        """
        if "'" in label:
            return self._activity_column_by_search(label, column)
        tables = self.__dict__.get("_activity_tables")
        if tables is None:
            tables = self.__dict__["_activity_tables"] = _activity_tables(self)
        table, longest = tables.get(column, ({}, 1))
        words = _WORD.findall(label.casefold())
        found = table.get(" ".join(words))
        if found is not None:
            return found[0]
        best: tuple[float, int] | None = None
        best_length = 0
        for start in range(len(words)):
            for stop in range(start + 1, min(len(words), start + longest) + 1):
                phrase = " ".join(words[start:stop])
                hit = table.get(phrase)
                if hit is not None and (len(phrase) > best_length or (
                        len(phrase) == best_length and best is not None and hit[1] < best[1])):
                    best, best_length = hit, len(phrase)
        return None if best is None else best[0]

    def _activity_column_by_search(self, label: str, column: str) -> float | None:
        """:meth:`activity_column` by regex search, for labels with an apostrophe (where a
        word boundary can fall inside a word: "sam's walk" contains "s walk")."""
        text = " ".join(_WORD.findall(label.casefold()))
        best: tuple[int, float] | None = None
        for activity in self.activities:
            columns = dict(activity.columns)
            if column not in columns:
                continue
            for name in (activity.label, *activity.aliases):
                phrase = " ".join(_WORD.findall(name.casefold()))
                if phrase == text:
                    return columns[column]
                if phrase and re.search(rf"\b{re.escape(phrase)}\b", text):
                    if best is None or len(phrase) > best[0]:
                        best = (len(phrase), columns[column])
        return None if best is None else best[1]

    # -- state <-> files ------------------------------------------------------------------------
    def initial_value_map(self) -> dict[str, float]:
        """Each variable's initial value."""
        return {variable.name: variable.initial for variable in self.variables}

    @property
    def state_output(self) -> Output:
        """The first output: the state file, read back on the next tick and written last."""
        return self.outputs[0]

    def _shown(self) -> tuple[set[str], set[str], set[str]]:
        """Names the state file's fields show (the rest goes to ``_meta.homeostat``)."""
        values, markers, builtins = set(), set(), set()
        by_kind = {"value": values, "marker": markers, "builtin": builtins}
        for _, leaf in leaf_paths(self.state_output.template or ()):
            by_kind.get(leaf.kind, set()).add(leaf.name)
        return values, markers, builtins

    def bookkeeping(self, state: Mapping[str, Any]) -> dict[str, Any]:
        """``_meta.homeostat`` of the state file: what its fields do not show, for read-back."""
        values, markers, builtins = self._shown()
        hidden: dict[str, Any] = {
            v.name: state["values"][v.name] for v in self.variables if v.name not in values
        }
        kept: dict[str, Any] = {"values": hidden, "active": list(state["active"])}
        hidden_markers = {m.name: state["markers"].get(m.name) for m in self.markers
                          if m.name not in markers}
        if hidden_markers:
            kept["markers"] = hidden_markers
        for name in ("tick", "time", "current_need"):
            if name not in builtins:
                kept[name] = state[name]
        if state.get("host_counter") is not None:
            kept["host_counter"] = state["host_counter"]
        return {"ruleset": self.name, "version": self.version, "state": kept}

    def state_from_documents(self, documents: Mapping[str, Any]) -> dict[str, Any] | None:
        """Rebuild the prior state from the output documents the last tick wrote.

        Only the state file (the first output) is read back; the other outputs are views of
        the same tick, checked only for their owner (a file another ruleset wrote is refused).

        Args:
            documents: workspace path -> parsed JSON of each output file that exists (missing
                files are simply absent).

        Returns:
            The prior state, or None when the state file does not exist.

        Raises:
            StateError: a field is missing, of the wrong type, not finite or out of its bounds;
                the message names the file, the field and the value.
        """
        present = [o for o in self.outputs if o.template is not None and o.file in documents]
        for output in present:
            _check_owner(self, documents[output.file], output.file)
        state_file = self.state_output.file
        if state_file not in documents:
            return None
        bounds = {v.name: (v.minimum, v.maximum) for v in self.variables}
        for formula in self.formulas:
            bounds[formula.name] = (formula.minimum, formula.maximum)
        variable_names = {v.name for v in self.variables}
        need_names = {n.name for n in self.needs} | {self.default_need}
        state: dict[str, Any] = {
            "ruleset": self.name, "tick": 0, "time": None, "host_counter": None,
            "values": self.initial_value_map(), "markers": {m.name: None for m in self.markers},
            "current_need": None, "interrupt": False, "urgency": 0.0, "reasoning": "",
            "recent_activity": None, "notes": [], "active": [],
            "origin": state_file,
        }
        document = documents[state_file]
        if not isinstance(document, Mapping):
            raise _state_error(state_file, None, "must hold a JSON object, found "
                               f"{_json_kind(document)}")
        assert self.state_output.template is not None
        found: list[Diagnostic] = []  # every bad field, so one fix-and-retry round suffices
        for path, leaf in leaf_paths(self.state_output.template):
            where = ".".join(path)
            present_here, value = _get(document, path)
            if not present_here:
                if leaf.kind == "value" and leaf.name in variable_names:
                    found += _state_error(state_file, where, f"is missing; this ruleset "
                                          f"({self.name}) keeps {leaf.name} there. Restore the "
                                          "file or delete it to start from initial values"
                                          ).diagnostics
                continue
            try:
                _read_leaf(state, leaf, value, state_file, where, bounds, need_names)
            except StateError as error:
                found += error.diagnostics
        try:
            _read_bookkeeping(self, state, document, state_file, bounds)
        except StateError as error:
            found += error.diagnostics
        if found:
            raise StateError(found)
        return state


_WORD = re.compile(r"[\w']+")


_RULESET_FIELDS = tuple(Ruleset.__annotations__)  # in declaration order


def _activity_tables(ruleset: Ruleset) -> dict[str, tuple[dict[str, tuple[float, int]], int]]:
    """Per column: phrase (casefolded words joined by one space) -> (value, order met), and
    the most words in a phrase; the first spelling of a phrase wins."""
    tables: dict[str, tuple[dict[str, tuple[float, int]], int]] = {}
    for activity in ruleset.activities:
        for column, value in activity.columns:
            table, longest = tables.get(column, ({}, 1))
            for name in (activity.label, *activity.aliases):
                phrase = " ".join(_WORD.findall(name.casefold()))
                table.setdefault(phrase, (value, len(table)))
                longest = max(longest, len(phrase.split()))
            tables[column] = (table, longest)
    return tables


def _json_kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if isinstance(value, str):
        return f"the string {value!r}"
    if isinstance(value, (int, float)):
        return f"the number {value!r}"
    return "a list" if isinstance(value, list) else "an object"


def _state_error(file: str, field_path: str | None, message: str) -> StateError:
    text = f"{field_path} {message}" if field_path else message
    return StateError(Diagnostic("state.invalid", text, file=file, path=field_path))


def _get(document: Mapping[str, Any], path: tuple[str, ...]) -> tuple[bool, Any]:
    node: Any = document
    for part in path:
        if not isinstance(node, Mapping) or part not in node:
            return False, None
        node = node[part]
    return True, node


def _number(file: str, where: str, value: Any, bounds: tuple[float | None, float | None]) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise _state_error(file, where, f"must be a number, found {_json_kind(value)}; "
                           "fix or restore the file (homeostat only writes numbers there)")
    if isinstance(value, int) and abs(value) > sys.float_info.max:  # float() would crash
        raise _state_error(file, where, f"is a whole number of {len(str(abs(value)))} digits, "
                           "beyond a float's range (+-1.8e308); fix or restore the file")
    if not math.isfinite(value):
        raise _state_error(file, where, f"is {value!r} (NaN or infinite); values must be finite")
    low, high = bounds
    if (low is not None and value < low) or (high is not None and value > high):
        low_text = "-inf" if low is None else f"{low:g}"
        high_text = "inf" if high is None else f"{high:g}"
        raise _state_error(file, where, f"is {value!r}, outside the allowed range "
                           f"[{low_text}, {high_text}]; it was not written by this engine. Fix "
                           "or restore the file")
    return float(value)


def _read_leaf(state: dict[str, Any], leaf: Leaf, value: Any, file: str, where: str,
               bounds: Mapping[str, tuple[float | None, float | None]],
               need_names: set[str]) -> None:
    if leaf.kind == "value":
        state["values"][leaf.name] = _number(file, where, value, bounds[leaf.name])
    elif leaf.kind == "marker":
        if value is not None and (isinstance(value, bool) or not isinstance(value, int)
                                  or value < 0):
            raise _state_error(file, where, f"must be a tick number or null, found "
                               f"{_json_kind(value)}")
        state["markers"][leaf.name] = value
    elif leaf.kind == "builtin" and leaf.name in _READ_BACK_BUILTINS:
        _read_builtin(state, leaf.name, value, file, where, need_names)


def _read_builtin(state: dict[str, Any], name: str, value: Any, file: str, where: str,
                  need_names: set[str]) -> None:
    if name == "tick":
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise _state_error(file, where, f"must be a whole number >= 0, found "
                               f"{_json_kind(value)}")
    elif name == "time":
        if value is not None:
            try:
                parse_time(value, field=f"{file} {where}")
            except Exception:
                raise _state_error(file, where, f"is not an ISO 8601 time: {value!r}") from None
    elif name == "current_need":
        if not isinstance(value, str) or value not in need_names:  # a list is unhashable
            raise _state_error(file, where, f"is {value!r}, which is not a need of this "
                               f"ruleset ({', '.join(sorted(need_names))})")
    elif name == "interrupt":
        if not isinstance(value, bool):
            raise _state_error(file, where, f"must be true or false, found {_json_kind(value)}")
    elif name == "urgency":
        value = _number(file, where, value, (0.0, 1.0))
    elif name == "notes":
        if not isinstance(value, list) or not all(isinstance(n, str) for n in value):
            raise _state_error(file, where, "must be a list of strings")
    elif name in ("reasoning", "recent_activity") and value is not None and not isinstance(
            value, str):
        raise _state_error(file, where, f"must be a string, found {_json_kind(value)}")
    state[name] = value


def _check_owner(ruleset: Ruleset, document: Any, file: str) -> None:
    """A file another ruleset wrote is refused by name before its fields are read."""
    meta = document.get("_meta") if isinstance(document, Mapping) else None
    kept = meta.get("homeostat") if isinstance(meta, Mapping) else None
    other = kept.get("ruleset") if isinstance(kept, Mapping) else None
    if other is not None and other != ruleset.name:
        raise _state_error(file, None, f"this file was written by the {other!r} ruleset, not "
                           f"{ruleset.name!r}: both write {file} in different shapes. Give each "
                           "ruleset its own workspace")


def _read_bookkeeping(ruleset: Ruleset, state: dict[str, Any], document: Mapping[str, Any],
                      file: str, bounds: Mapping[str, tuple[float | None, float | None]]) -> None:
    meta = document.get("_meta")
    kept = meta.get("homeostat") if isinstance(meta, Mapping) else None
    if kept is None:
        return  # a file written by another tool: what it shows is all there is
    if not isinstance(kept, Mapping) or not isinstance(kept.get("state", {}), Mapping):
        raise _state_error(file, "_meta.homeostat", "must be an object")
    other = kept.get("ruleset")
    if other is not None and other != ruleset.name:
        raise _state_error(file, "_meta.homeostat.ruleset", f"is {other!r}: this file was "
                           f"written by the {other!r} ruleset, not {ruleset.name!r}. Give each "
                           "ruleset its own workspace")
    saved = kept.get("state", {})
    for name, value in (saved.get("values") or {}).items():
        if name in bounds:
            where = f"_meta.homeostat.state.values.{name}"
            state["values"][name] = _number(file, where, value, bounds[name])
    for name, value in (saved.get("markers") or {}).items():
        if name in state["markers"]:
            state["markers"][name] = value
    active = saved.get("active", [])
    if not isinstance(active, list) or not all(isinstance(a, str) for a in active):
        raise _state_error(file, "_meta.homeostat.state.active", "must be a list of names")
    state["active"] = list(active)
    for name in ("tick", "time", "current_need"):
        if name in saved:
            _read_builtin(state, name, saved[name], file, f"_meta.homeostat.state.{name}",
                          {n.name for n in ruleset.needs} | {ruleset.default_need})
    counter = saved.get("host_counter")
    if counter is not None:
        if isinstance(counter, bool) or not isinstance(counter, int) or counter < 0:
            raise _state_error(file, "_meta.homeostat.state.host_counter",
                               "must be a whole number >= 0")
        state["host_counter"] = counter
