"""The designer's simulator behind ``homeostat run`` and ``demo``: a day script through a ruleset.

A script is JSON lines: ``{"time", "observation", "ctx"}`` per tick, or ``{"time", "state"}`` to
seed the state as of that time. Each tick goes through the real workspace path (the observation
and context files are written, then ticked), so a run behaves exactly like a host's calls.
Outputs: a readable table, CSV, JSON lines, a PNG plot, and a comparison of two rulesets.
"""

from __future__ import annotations

import csv
import json
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from .diagnostics import Diagnostic, HomeostatError, InputError, UsageError
from .rendering import leaf_paths
from .ruleset import Ruleset

__all__ = ["Row", "compare_runs", "plot_runs", "read_script", "run_in_scratch", "run_script",
           "table_columns", "write_csv", "write_json_lines"]


@dataclass(frozen=True)
class Row:
    """One tick of a run: its time, every value (variables and formulas), the current need.

    ``observation`` is the line's text ("" for a seed line) and ``events`` what was perceived in
    it, as :func:`engine.explaining.event_records` gives them (each with ``counts`` and ``why``),
    so a designer sees which events moved the values and which were dropped.
    """

    time: str | None
    values: dict[str, float]
    current_need: str
    interrupt: bool
    seed: bool
    line: int
    observation: str = ""
    events: tuple[dict[str, Any], ...] = ()


def read_script(path: str) -> list[dict[str, Any]]:
    """The script's entries, each with its line number under ``_line``.

    Raises:
        InputError: missing file, not UTF-8, a line that is not a JSON object with a time.
    """
    if not Path(path).is_file():
        raise InputError(Diagnostic("input.script", f"script {path} not found or not a file",
                                    file=path))
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError:
        raise InputError(Diagnostic("input.script", "the script is not UTF-8 text",
                                    file=path)) from None
    from .json_positions import value_offsets
    from .workspace import _find_non_finite, _NonFinite, loads_json, non_finite_marked

    entries = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            entry = loads_json(line, parse_constant=_NonFinite, parse_float=non_finite_marked)
        except (json.JSONDecodeError, ValueError) as error:
            raise InputError(Diagnostic("input.script", f"line {number} is not valid JSON: "
                                        f"{error}", file=path, line=number)) from None
        found = _find_non_finite(entry)
        if found:
            where, literal, parts = found
            offset = value_offsets(line).get(parts)
            raise InputError(Diagnostic(
                "input.script", f"{literal} is not a finite number; values must be finite "
                "numbers within +-1.8e308", file=path, line=number,
                column=None if offset is None else offset + 1, path=where, source_line=line))
        if not isinstance(entry, dict) or not isinstance(entry.get("time"), str):
            raise InputError(Diagnostic("input.script", f"line {number} must be an object with "
                                        "a time string", file=path, line=number))
        entry["_line"] = number
        entries.append(entry)
    return entries


def run_script(ruleset: Ruleset, script: Sequence[dict[str, Any]], workspace: Path, *,
               script_name: str, progress: Callable[[int], None] | None = None) -> list[Row]:
    """Run ``script`` in ``workspace`` (its state files for this ruleset are replaced first).

    Raises:
        InputError: a state seed line after a tick (``input.script-seed-late``), before anything
            runs: a seed starts the run's state, and a seed after a tick used to be ignored
            without a word (session 27 newcomer's report).
        HomeostatError: the first failing line, named as ``script:line`` before the engine's
            own diagnostics.
    """
    first_tick = next((e["_line"] for e in script if "state" not in e), None)
    late = next((e for e in script if "state" in e and first_tick is not None
                 and e["_line"] > first_tick), None)
    if late is not None:
        raise InputError(Diagnostic(
            "input.script-seed-late", f"a state seed line must come before the first tick "
            f"(line {first_tick}); a seed starts the run's state and cannot change it later. "
            "Move it to the top, or split the script here and run each part",
            file=script_name, line=late["_line"]))
    for target in (*(o.file for o in ruleset.outputs), ruleset.body_events_file):
        (workspace / target).unlink(missing_ok=True)
    rows = []
    for entry in script:
        try:
            rows.append(_run_entry(ruleset, entry, workspace, script_name))
        except HomeostatError as error:
            first = error.diagnostics[0] if error.diagnostics else None
            headline = first.message if first else str(error)
            # a problem of a rule or lexicon file keeps its own file:line:col after the line;
            # one of the scratch workspace's state or the line's own values is said once, at
            # the line, with its own code (the scratch state's path would mean nothing)
            kept = [d for d in error.diagnostics if d.file and d.file.endswith((".yaml", ".yml"))]
            code = first.code if first is not None and not kept else "input.script-line"
            raise type(error)([Diagnostic(
                code, f"this line failed: {headline}", file=script_name,
                line=entry["_line"]), *kept]) from None
        if progress is not None:
            progress(1)
    return rows


def _run_entry(ruleset: Ruleset, entry: dict[str, Any], workspace: Path,
               script_name: str) -> Row:
    from .explaining import event_records
    from .workspace import run_workspace_tick, write_atomic

    if "state" in entry:
        if not isinstance(entry["state"], dict):
            raise InputError(Diagnostic("input.script", "state must be an object",
                                        file=script_name, line=entry["_line"]))
        ignored = sorted(set(entry["state"]) - {v.name for v in ruleset.variables})
        if ignored:
            print(f"homeostat: warning: {script_name}:{entry['_line']}: ignored state values "
                  f"this ruleset does not keep: {', '.join(ignored)}", file=sys.stderr)
        outcome = run_workspace_tick(ruleset, workspace, observation="", time=entry["time"],
                                     initial_values=entry["state"])
    else:
        observation = entry.get("observation", "")
        context = entry.get("ctx") or {}
        if not isinstance(observation, str) or not isinstance(context, dict):
            raise InputError(Diagnostic("input.script", "observation must be a string and ctx "
                                        "an object", file=script_name, line=entry["_line"]))
        if ruleset.reads.observation:
            write_atomic(workspace / ruleset.reads.observation, observation.encode())
        if ruleset.reads.context:
            write_atomic(workspace / ruleset.reads.context,
                         json.dumps(context, ensure_ascii=False).encode())
        outcome = run_workspace_tick(
            ruleset, workspace, observation=None if ruleset.reads.observation else observation,
            time=entry["time"], extra_args=None if ruleset.reads.context else context)
    state = outcome.result.state
    text = "" if "state" in entry else observation
    events, _ = event_records(outcome.result, text)
    return Row(time=state["time"], values=dict(state["values"]),
               current_need=state["current_need"], interrupt=state["interrupt"],
               seed="state" in entry, line=entry["_line"], observation=text,
               events=tuple(events))


def run_in_scratch(ruleset: Ruleset, script: Sequence[dict[str, Any]], *, script_name: str,
                   workspace: Path | None = None,
                   progress: Callable[[int], None] | None = None) -> list[Row]:
    """:func:`run_script` in ``workspace``, or in a temporary folder deleted afterwards."""
    if workspace is not None:
        workspace.mkdir(parents=True, exist_ok=True)
        return run_script(ruleset, script, workspace, script_name=script_name, progress=progress)
    with tempfile.TemporaryDirectory(prefix="homeostat-run-") as scratch:
        return run_script(ruleset, script, Path(scratch), script_name=script_name,
                          progress=progress)


def table_columns(ruleset: Ruleset) -> list[str]:
    """Values shown in the table and plot: those the state file shows, in its order."""
    template = ruleset.state_output.template or ()
    known = {v.name for v in ruleset.variables} | {f.name for f in ruleset.formulas}
    return [leaf.name for _, leaf in leaf_paths(template) if leaf.name in known]


def print_table(ruleset: Ruleset, rows: Sequence[Row], stream: TextIO) -> None:
    """One line per tick: time, current need, then each shown value to 3 places."""
    columns = table_columns(ruleset)
    widths = [max(len(c), 6) for c in columns]
    cells = "  ".join(f"{c:>{w}}" for c, w in zip(columns, widths, strict=True))
    print(f"{'time':19}  {'need':12}  {cells}", file=stream)
    for row in rows:
        cells = "  ".join(f"{row.values[c]:>{w}.3f}" for c, w in zip(columns, widths, strict=True))
        need = "(seed)" if row.seed else row.current_need
        print(f"{row.time or '-':19}  {need:12}  {cells}", file=stream)


def write_csv(rows: Sequence[Row], path: str) -> None:
    """CSV: a time column, one column per variable and formula, and current_need."""
    names = list(rows[0].values) if rows else []
    with open(path, "w", newline="", encoding="utf-8") as stream:
        writer = csv.writer(stream)
        writer.writerow(["time", *names, "current_need"])
        for row in rows:
            writer.writerow([row.time, *(repr(row.values[n]) for n in names), row.current_need])


def write_json_lines(rows: Sequence[Row], stream: TextIO) -> None:
    """One JSON object per tick: time, values, current_need, interrupt, seed, observation and
    events (every perceived event with ``counts`` and ``why``, as ``explain --json`` shows them)."""
    for row in rows:
        stream.write(json.dumps({"time": row.time, "values": row.values,
                                 "current_need": row.current_need, "interrupt": row.interrupt,
                                 "seed": row.seed, "observation": row.observation,
                                 "events": list(row.events)}, ensure_ascii=False) + "\n")


def compare_runs(first: Sequence[Row], second: Sequence[Row]) -> list[dict[str, Any]]:
    """Per value both runs have: the largest absolute difference, where, and the first tick
    (0-based row index and time) at which they differ by more than 1e-9."""
    if len(first) != len(second):
        raise InputError(Diagnostic("input.compare", "the two runs have different lengths"))
    names = [name for name in first[0].values if name in second[0].values] if first else []
    report = []
    for name in names:
        largest, at, diverge = 0.0, None, None
        for index, (a, b) in enumerate(zip(first, second, strict=True)):
            difference = abs(a.values[name] - b.values[name])
            if difference > 1e-9 and diverge is None:
                diverge = index
            if difference > largest:
                largest, at = difference, index
        report.append({
            "variable": name, "max_difference": round(largest, 6),
            "at_tick": at, "at_time": first[at].time if at is not None else None,
            "first_diverging_tick": diverge,
            "first_diverging_time": first[diverge].time if diverge is not None else None,
        })
    return report


def print_comparison(report: Sequence[dict[str, Any]], names: tuple[str, str],
                     stream: TextIO) -> None:
    """The comparison as a table, differing values first."""
    print(f"\ncompare {names[0]} vs {names[1]}:", file=stream)
    print(f"  {'value':<24} {'max diff':>9}  {'at':<19}  first diverging tick", file=stream)
    ordered = sorted(report,
                     key=lambda r: (r["first_diverging_tick"] is None, -r["max_difference"]))
    for item in ordered:
        if item["first_diverging_tick"] is None:
            first = "identical"
        else:
            first = f"{item['first_diverging_tick']} ({item['first_diverging_time']})"
        print(f"  {item['variable']:<24} {item['max_difference']:>9.6f}  "
              f"{item['at_time'] or '-':<19}  {first}", file=stream)


def _panels(ruleset: Ruleset) -> list[tuple[str, list[str]]]:
    """Variable groups, one plot panel each: the needs' values, then the state file's values in
    groups of at most four (design choice; every panel shares the time axis)."""
    need_values = list(dict.fromkeys(need.variable for need in ruleset.needs))
    rest = [name for name in table_columns(ruleset) if name not in need_values]
    panels = [("needs (low is urgent)", need_values)]
    for start in range(0, len(rest), 4):
        panels.append(("values", rest[start:start + 4]))
    return [(title, names) for title, names in panels if names]


def plot_runs(ruleset: Ruleset, rows: Sequence[Row], path: str, *,
              other: Sequence[Row] | None = None, labels: tuple[str, str] = ("rules", "other"),
              title: str = "") -> None:
    """A PNG: one panel per variable group over time, and the current need as a coloured band.

    With ``other``, its curves are drawn dashed in the same colours.

    Raises:
        UsageError: matplotlib is not installed (``pip install 'homeostat[plot]'``).
    """
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise UsageError(Diagnostic(
            "usage.plot", "--plot needs matplotlib: pip install 'homeostat[plot]' (in a checkout: "
            "pip install '.[plot]')")) from None
    ticked = [row for row in rows if not row.seed]
    others = [row for row in other if not row.seed] if other else None
    panels = _panels(ruleset)
    figure, axes = plt.subplots(len(panels) + 1, 1, sharex=True,
                                figsize=(12, 2.6 * len(panels) + 1.2),
                                gridspec_kw={"height_ratios": [3] * len(panels) + [0.6]})
    steps = list(range(len(ticked)))
    for axis, (panel_title, names) in zip(axes, panels, strict=False):
        for index, name in enumerate(names):
            colour = f"C{index}"
            axis.plot(steps, [row.values[name] for row in ticked], color=colour, label=name)
            if others:
                axis.plot(steps[:len(others)], [row.values.get(name, float("nan"))
                                                for row in others],
                          color=colour, linestyle="--", linewidth=1,
                          label=f"{name} ({labels[1]})")
        axis.set_ylabel(panel_title)
        axis.grid(alpha=0.3)
        axis.legend(loc="upper left", fontsize=7, ncols=2)
    band = axes[-1]
    needs = sorted({row.current_need for row in ticked})
    palette = plt.get_cmap("Pastel1")  # not the line colours, so a band never reads as a curve
    colours = {need: palette(i % palette.N) for i, need in enumerate(needs)}
    for index, row in enumerate(ticked):
        band.axvspan(index - 0.5, index + 0.5, color=colours[row.current_need], linewidth=0)
    band.set_yticks([])
    band.set_ylabel("need")
    handles = [plt.Rectangle((0, 0), 1, 1, color=colours[n]) for n in needs]
    band.legend(handles, needs, loc="upper left", fontsize=7, ncols=max(1, len(needs)))
    ticks = list(range(0, len(ticked), max(1, len(ticked) // 12)))
    band.set_xticks(ticks)
    band.set_xticklabels([(ticked[i].time or str(i))[11:16] for i in ticks], fontsize=8)
    band.set_xlabel("time")
    figure.suptitle(title or f"{ruleset.name}: {labels[0]}"
                    + (f" (solid) vs {labels[1]} (dashed)" if others else ""))
    figure.tight_layout()
    figure.savefig(path, dpi=110)
    plt.close(figure)
