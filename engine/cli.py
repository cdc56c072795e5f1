"""The ``homeostat`` command line (DESIGN.md §4): tick, run, demo, validate, schema.

Exit codes: 0 ok; 1 invalid rules, state or input; 2 usage. ``tick`` prints exactly one JSON
object on stdout (``{"ok": false, "error": {...}}`` on failure); diagnostics go to stderr.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

from .diagnostics import (
    Diagnostic,
    HomeostatError,
    InputError,
    StateError,
    UsageError,
    internal_error,
)

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at run time (issue 7)
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any, NoReturn

EXAMPLES = {
    "tick": "homeostat tick --skill needs --observation 'You eat a sandwich.' "
            "--time 2026-04-27T12:00:00 --tick 900",
    "explain": "homeostat explain --skill needs --observation 'Sam eats; you skip lunch.' "
               "--json",
    "run": "homeostat run --skill my-rules/needs.yaml day.jsonl --plot day.png --compare needs",
    "demo": "homeostat demo",
    "validate": "homeostat validate rules/ my-rules.yaml",
    "schema": "homeostat schema ruleset",
    "init": "homeostat init my-rules && homeostat validate my-rules",
    "skill": "homeostat skill export agent/skills --target agentsociety2",
}


class _Parser(argparse.ArgumentParser):
    """argparse with usage errors raised as :class:`UsageError` (exit code 2)."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(Diagnostic("usage", f"{message} (see: {self.prog} --help)"))


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every subcommand."""
    parser = _Parser(
        prog="homeostat",
        description="Needs and physiology for simulated people, from YAML rules.\n\n"
                    f"example:\n  {EXAMPLES['tick']}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    from . import __version__

    parser.add_argument("--version", action="version", version=f"homeostat {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    def command(name: str, help_text: str) -> argparse.ArgumentParser:
        return commands.add_parser(
            name, help=help_text, description=f"{help_text}\n\nexample:\n  {EXAMPLES[name]}",
            formatter_class=argparse.RawDescriptionHelpFormatter)

    _add_tick_arguments(command("tick", TICK_HELP))

    explain = command("explain", "Dry-run one tick and show why each value moved; writes nothing.")
    _add_skill(explain)
    explain.add_argument("--observation", required=True, help="observation text")
    explain.add_argument("--observer", help="the observer's name (default: context observer)")
    explain.add_argument("--workspace", help="read the prior state and context from here "
                         "(read only; default: a new agent)")
    explain.add_argument("--time", help="ISO 8601 time at the end of this tick")
    explain.add_argument("--tick", type=float, help="host tick (step length in seconds)")
    explain.add_argument("--context-json", help="the observation's context as a JSON object")
    explain.add_argument("--json", action="store_true", help="print JSON instead of text")

    run = command("run", "Run a JSONL day script through a ruleset and print the trajectory.")
    _add_skill(run)
    run.add_argument("script", help="JSONL: {time, observation, ctx} per tick, or "
                     "{time, state} to seed the state")
    run.add_argument("--workspace", help="workspace to run in (default: a temporary folder); "
                     "the ruleset's state files there are replaced")
    run.add_argument("--csv", help="write a time column and one column per value to this file")
    run.add_argument("--json", action="store_true",
                     help="print one JSON object per tick instead of the table")
    run.add_argument("--plot", metavar="F.png", help="draw the run: one panel per value group "
                     "and the current need as a band (needs homeostat[plot])")
    run.add_argument("--compare", metavar="OTHER_RULES", help="also run another ruleset (a "
                     "bundled name or a path) on the same script and report where they differ")
    run.add_argument("--quiet", action="store_true", help="do not print the table")

    demo = command("demo", "Run the bundled example day through both bundled skills.")
    demo.add_argument("--csv-dir", help="also write needs.csv and physiology.csv here")

    validate = command("validate", "Check rule, lexicon or state files; exit 1 on any problem.")
    validate.add_argument("paths", nargs="*", help="files or folders (default: the bundled rules)")
    validate.add_argument("--format", choices=("text", "json", "github"), default=None,
                          help="text (default), json, or github annotations (the default under "
                               "GitHub Actions)")
    validate.add_argument("--state", metavar="WORKSPACE", action="append", default=[],
                          help="also check an agent workspace's state files (repeatable)")
    validate.add_argument("--skill", help="with --state: the ruleset that writes them (default: "
                          "found from the files)")
    validate.add_argument("--skip-unrelated", action="store_true",
                          help="skip YAML files that are not homeostat rule or lexicon files (no "
                               "top-level ruleset/lexicon key); for pre-commit hooks")

    skill = command("skill", "Export AgentSociety 2 / Agent Skills folders for both skills.")
    skill_commands = skill.add_subparsers(dest="skill_command", metavar="ACTION",
                                          parser_class=_Parser, required=True)
    export = skill_commands.add_parser(
        "export", help="write needs/ and physiology/ skill folders",
        description=f"Write needs/ and physiology/ skill folders (SKILL.md and a script shim)."
                    f"\n\nexample:\n  {EXAMPLES['skill']}",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    export.add_argument("directory", help="folder to write the skill folders into")
    export.add_argument("--target", choices=("agentsociety2", "agentskills"),
                        default="agentsociety2", help="SKILL.md flavour (default agentsociety2: "
                        "with a script: key; agentskills: the Agent Skills spec keys only)")

    init = command("init", "Copy the bundled rules, lexicons and schemas into a folder to edit.")
    init.add_argument("directory", help="folder to create (must be new or empty)")
    init.add_argument("--force", action="store_true", help="overwrite files in a non-empty folder")

    schema = command("schema", "Print a bundled JSON Schema (or list them).")
    schema.add_argument("name", nargs="?", help="schema name, e.g. ruleset")
    return parser


TICK_HELP = "Run one tick in an agent workspace and print one JSON object."


def _add_tick_arguments(tick: argparse.ArgumentParser) -> None:
    _add_skill(tick)
    where = tick.add_mutually_exclusive_group()
    where.add_argument("--workspace", default=".", help="agent workspace (default: current "
                       "directory)")
    where.add_argument("--workspaces", nargs="+", metavar="DIR_OR_GLOB",
                       help="tick many workspaces in one process, loading the rules once: "
                            "folders or glob patterns such as 'agents/*' (quoted); prints one "
                            "JSON line per workspace (see docs/cli.md)")
    tick.add_argument("--observation", help="observation text (default: state/observation.txt)")
    tick.add_argument("--time", help="ISO 8601 time at the end of this tick")
    tick.add_argument("--tick", type=float, help="host tick: the step length in seconds "
                      "(or a counter if the ruleset says time.host_tick: counter)")
    tick.add_argument("--observer", help="the observer's name (default: context observer/name)")
    tick.add_argument("--args-json", help="the host's args object as JSON, or - for stdin "
                      "(AgentSociety 2: observation, tick, time, anything else)")
    tick.add_argument("--lock-timeout", type=_wait_seconds, default=10.0, metavar="SECONDS",
                      help="how long to wait for another tick on the same workspace (default 10; "
                      "0: do not wait)")


def _wait_seconds(text: str) -> float:
    """``--lock-timeout``'s value: finite seconds >= 0. A negative value meant "try once" with
    ``flock`` but "wait for ever" with the ``filelock`` fallback (session 25): refused."""
    try:
        seconds = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not (0.0 <= seconds < float("inf")):
        raise argparse.ArgumentTypeError(f"{text!r}: give seconds >= 0 (0: do not wait)")
    return seconds


class _NotSimple(Exception):
    """The lean ``tick`` parser met help, an error or an unknown argument: use the full one."""


class _FixedWidthFormatter(argparse.HelpFormatter):
    """argparse makes a formatter for every ``add_argument`` and the default one imports
    :mod:`shutil` (~2.5 ms) to measure the terminal; the lean parser never prints help."""

    def __init__(self, prog: str) -> None:
        super().__init__(prog, width=100)


class _LeanTickParser(_Parser):
    """The ``tick`` subcommand's parser alone, for the cold-start fast path (issue 7).

    Building every subcommand's parser costs about 4 ms of a cold tick; this one builds only
    ``tick``'s. Anything but a clean parse (``--help``, an error, an unknown argument) is handed
    to the full parser, so help texts and error messages stay exactly those of the full parser.
    """

    def error(self, message: str) -> NoReturn:
        raise _NotSimple

    def print_help(self, file: Any = None) -> None:
        raise _NotSimple


def _parse_tick_fast(arguments: list[str]) -> argparse.Namespace | None:
    """Parsed options for ``tick ...`` arguments, or None to parse with the full parser."""
    parser = _LeanTickParser(prog="homeostat tick", formatter_class=_FixedWidthFormatter)
    _add_tick_arguments(parser)
    try:
        options, unknown = parser.parse_known_args(arguments[1:])
    except _NotSimple:
        return None
    if unknown:
        return None
    options.command = "tick"
    return options


def _add_skill(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--skill", required=True, help="bundled ruleset name (needs, "
                        "physiology) or the path of a rule file")


def _print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, allow_nan=False) + "\n")


def _parse_args_json(text: str, option: str = "--args-json") -> dict[str, Any]:
    if text == "-":
        text = sys.stdin.read()
    if not text.strip():  # an empty option is a host bug, not a call with no arguments
        raise InputError(Diagnostic("input.args-json", f"{option} is empty; pass a JSON object "
                                    "such as {\"observation\": \"...\", \"tick\": 900}, or leave "
                                    "the option out", path=option))
    from .workspace import json_problem, loads_json

    try:
        data = loads_json(text, parse_constant=_NonFinite)
    except json.JSONDecodeError as error:

        raise InputError(Diagnostic("input.args-json", f"{option} is not valid JSON: "
                                    f"{json_problem(error)}", path=option)) from None
    if not isinstance(data, dict):
        raise InputError(Diagnostic("input.args-json", f"{option} must be a JSON object such "
                                    "as {\"observation\": \"...\", \"tick\": 900}",
                                    path=option))
    where = "args" if option == "--args-json" else "context"
    if found := _non_finite_fields(data, where):
        raise InputError([Diagnostic(
            "input.json", f"{path} is {literal}, which is not a number JSON allows; give a "
            "finite number or leave the key out", path=path) for path, literal in found])
    return data


class _NonFinite:
    """A ``NaN``/``Infinity``/``-Infinity`` literal in a host's JSON (``json.loads`` takes them
    by default), kept until the whole object is read so that the error names its field."""

    __slots__ = ("literal",)

    def __init__(self, literal: str) -> None:
        self.literal = literal


def _non_finite_fields(value: Any, path: str) -> list[tuple[str, str]]:
    """``(path, literal)`` of every :class:`_NonFinite` in ``value``, in document order
    (``args.tick``, ``args.drinks[1]``)."""
    if isinstance(value, _NonFinite):
        return [(path, value.literal)]
    if isinstance(value, dict):
        return [found for key, item in value.items()
                for found in _non_finite_fields(item, f"{path}.{key}")]
    if isinstance(value, list):
        return [found for index, item in enumerate(value)
                for found in _non_finite_fields(item, f"{path}[{index}]")]
    return []


def _tick_inputs(options: argparse.Namespace) -> dict[str, Any]:
    """The call's inputs from ``--args-json`` and the flags (flags win)."""
    args: dict[str, Any] = (_parse_args_json(options.args_json)
                            if options.args_json is not None else {})
    observation = options.observation if options.observation is not None else args.get(
        "observation")
    return {
        "observation": observation,
        "time": options.time if options.time is not None else args.get("time"),
        "tick": options.tick if options.tick is not None else args.get("tick"),
        "extra_args": args,
        "observer": options.observer or next(
            (args[key] for key in ("observer", "name") if isinstance(args.get(key), str)), None),
    }


def _tick_workspace(ruleset: Any, workspace: str, inputs: dict[str, Any],
                    lock_timeout: float, option: str = "--workspace"
                    ) -> tuple[dict[str, Any], list[str]]:
    """One locked, atomically written tick in an existing workspace: (report, warnings).
    ``option`` names the command-line option the workspace came from, for the error."""
    from .paths import is_folder
    from .workspace import run_workspace_tick

    if not is_folder(workspace):
        raise InputError(Diagnostic(
            "input.workspace", f"workspace {workspace} does not exist or is not a folder; "
            "create it first (a typo would otherwise start a new agent)", path=option))
    outcome = run_workspace_tick(ruleset, workspace, lock_timeout=lock_timeout, **inputs)
    return outcome.result.report, outcome.warnings


def tick_report(options: argparse.Namespace) -> tuple[dict[str, Any], list[str]]:
    """Run ``tick`` for parsed options; returns (the report, warnings). Prints nothing."""
    from .loading import load_ruleset

    if getattr(options, "workspaces", None):
        raise UsageError(Diagnostic("usage.workspaces", "--workspaces is for the command line; "
                                    "in-process, call run_workspace_tick per workspace"))
    inputs = _tick_inputs(options)
    ruleset = load_ruleset(options.skill)
    return _tick_workspace(ruleset, options.workspace, inputs, options.lock_timeout)


def cmd_tick(options: argparse.Namespace) -> int:
    from .skills import fit_report

    if options.workspaces:
        return cmd_tick_workspaces(options)
    report, warnings = tick_report(options)
    for warning in warnings:
        print(f"homeostat: warning: {warning}", file=sys.stderr)
    sys.stdout.write(fit_report(report) + "\n")
    return 0


def expand_workspaces(patterns: Sequence[str]) -> list[str]:
    """The workspaces ``--workspaces`` names, in order, each once.

    A value with a glob character (``*?[``) is expanded to the matching folders, sorted (files
    are left out; so are hidden folders, as the shell does); any other value is taken as it is
    (a missing folder is that workspace's error, reported like the others').

    Raises:
        UsageError: a pattern matches no folder (a typo would otherwise tick nothing).
    """
    import glob

    found: dict[str, None] = {}
    for pattern in patterns:
        if not any(char in pattern for char in "*?["):
            found.setdefault(pattern)
            continue
        matches = sorted(path for path in glob.glob(pattern) if os.path.isdir(path))
        if not matches:
            raise UsageError(Diagnostic("usage.workspaces", f"--workspaces {pattern!r} matches "
                                        "no folder", path="--workspaces"))
        for path in matches:
            found.setdefault(path)
    return list(found)


def cmd_tick_workspaces(options: argparse.Namespace) -> int:
    """``tick --workspaces``: load the rules once, tick each workspace, one JSON line each.

    Each line is ``{"workspace": PATH, "result": R}`` where ``R`` is exactly what ``homeostat
    tick --workspace PATH`` would print. A workspace that fails is reported (stderr lines
    prefixed with its path) and the others still tick, a bug of ours (exit code 70) included.
    Returns 0 when every workspace ticked, else the largest exit code among the failures.
    """
    from .loading import load_ruleset
    from .skills import fit_report

    inputs = _tick_inputs(options)
    ruleset = load_ruleset(options.skill)
    workspaces = expand_workspaces(options.workspaces)
    bar = _progress(len(workspaces), ruleset.name, unit="workspace")
    say = bar.write if bar else (lambda text: print(text, file=sys.stderr))
    code = 0
    try:
        for workspace in workspaces:
            warnings: list[str] = []
            try:
                report, warnings = _tick_workspace(ruleset, workspace, inputs,
                                                   options.lock_timeout, "--workspaces")
                result = fit_report(report)
            except HomeostatError as error:
                result, code = _failure(error, workspace, say), max(code, error.exit_code)
            except OSError as error:
                result, code = _failure(_io_problem(error), workspace, say), max(code, 1)
            except Exception as error:  # noqa: BLE001 (a bug of ours: this agent only)
                bug = internal_error(error)
                result, code = _failure(bug, workspace, say), max(code, bug.exit_code)
            for warning in warnings:
                say(f"homeostat: warning: {workspace}: {warning}")
            sys.stdout.write(f'{{"workspace": {json.dumps(workspace, ensure_ascii=False)}, '
                             f'"result": {result}}}\n')
            if bar:
                bar.update()
    finally:
        if bar:
            bar.close()
    return code


def _failure(error: HomeostatError, workspace: str, say: Any) -> str:
    """Report one workspace's error on stderr (each line prefixed with the workspace, so carets
    stay aligned); returns the JSON text of its result."""
    for line in error.render().splitlines():
        say(f"{workspace}: {line}")
    return json.dumps({"ok": False, "error": error.to_dict()}, ensure_ascii=False,
                      allow_nan=False)


def _io_problem(error: OSError) -> InputError:
    """A file that cannot be read or written, as our own error (no traceback)."""
    where = error.filename or "homeostat"
    return InputError(Diagnostic(
        "io.error", f"{error.strerror or error}: nothing more was written; check the path and "
        "its permissions", file=str(where)))


def cmd_skill(options: argparse.Namespace) -> int:
    from pathlib import Path

    from .skills import export_skills

    written = export_skills(Path(options.directory), target=options.target)
    folders = sorted({path.parent.name if path.name == "SKILL.md" else path.parent.parent.name
                      for path in written})
    print(f"wrote {', '.join(folders)} skill folders ({options.target}) in {options.directory}",
          file=sys.stderr)
    return 0


def cmd_explain(options: argparse.Namespace) -> int:
    from pathlib import Path

    from .explaining import explanation, render_text
    from .loading import load_ruleset
    from .workspace import gather_inputs, read_prior_state

    ruleset = load_ruleset(options.skill)
    context = _parse_args_json(options.context_json, "--context-json") \
        if options.context_json is not None else {}
    prior = None
    documents: dict[str, Any] = {}
    time = options.time
    if options.workspace:
        workspace = Path(options.workspace)
        if not workspace.is_dir():
            raise InputError(Diagnostic("input.workspace", f"workspace {options.workspace} does "
                                        "not exist or is not a folder", path="--workspace"))
        inputs = gather_inputs(ruleset, workspace, observation=options.observation, time=time,
                               extra_args=context, warnings=[])
        context, documents, time = inputs["context"], inputs["documents"], inputs["time"]
        prior = read_prior_state(ruleset, workspace)
    from .ticking import resolve_observer

    observer = resolve_observer(options.observer, context)
    result = ruleset.tick(prior, options.observation, time=time, tick=options.tick,
                          context=context, documents=documents, observer=observer)
    document = explanation(result, options.observation, observer=observer, skill=ruleset.name,
                           ruleset=ruleset)
    if options.json:
        _print_json(document)
    else:
        print(render_text(document))
    return 0


def _progress(total: int, label: str, unit: str = "tick") -> Any:
    """A tqdm progress bar on stderr when it is a terminal and the run is long, else None."""
    if total < 50 or not sys.stderr.isatty():
        return None
    from tqdm import tqdm

    return tqdm(total=total, desc=label, unit=unit, file=sys.stderr, leave=False)


def _run_one(ruleset: Any, script: list[dict[str, Any]], options: argparse.Namespace,
             workspace: Path | None, label: str) -> list[Any]:
    from .simulate import run_in_scratch

    bar = _progress(len(script), label)
    try:
        return run_in_scratch(ruleset, script, script_name=options.script, workspace=workspace,
                              progress=bar.update if bar else None)
    finally:
        if bar:
            bar.close()


def cmd_run(options: argparse.Namespace) -> int:
    from pathlib import Path

    from .loading import load_ruleset
    from .simulate import (
        compare_runs,
        plot_runs,
        print_comparison,
        print_table,
        read_script,
        write_csv,
        write_json_lines,
    )

    ruleset = load_ruleset(options.skill)
    other = load_ruleset(options.compare) if options.compare else None
    script = read_script(options.script)
    workspace = Path(options.workspace) if options.workspace else None
    rows = _run_one(ruleset, script, options, workspace, ruleset.name)
    other_rows = _run_one(other, script, options, None, f"{other.name} (compare)") \
        if other else None
    labels = (options.skill, options.compare or "")
    # the files first: a reader that closes stdout early (`| head`) must not cost the CSV or plot
    if options.csv:
        write_csv(rows, options.csv)
    if options.plot:
        plot_runs(ruleset, rows, options.plot, other=other_rows, labels=labels)
        print(f"homeostat: wrote {options.plot}", file=sys.stderr)
    if options.json:
        write_json_lines(rows, sys.stdout)
    elif not options.quiet:
        print_table(ruleset, rows, sys.stdout)
    report = compare_runs(rows, other_rows) if other_rows is not None else None
    if report is not None:
        if options.json:
            _print_json({"compare": labels, "differences": report})
        else:
            print_comparison(report, labels, sys.stdout)
    return 0


def cmd_demo(options: argparse.Namespace) -> int:
    from .loading import load_ruleset
    from .resources import rules_dir
    from .simulate import print_table, read_script, run_in_scratch, write_csv

    script_path = rules_dir() / "examples" / "office-day.jsonl"
    script = read_script(str(script_path))
    if options.csv_dir:
        os.makedirs(options.csv_dir, exist_ok=True)
    for skill in ("needs", "physiology"):
        ruleset = load_ruleset(skill)
        rows = run_in_scratch(ruleset, script, script_name=str(script_path))
        if options.csv_dir:  # before the table: `| head` must not cost the file
            write_csv(rows, os.path.join(options.csv_dir, f"{skill}.csv"))
        print(f"== {skill}: {len(rows)} ticks of {script_path.name}")
        print_table(ruleset, rows, sys.stdout)
        print()
    return 0


def cmd_validate(options: argparse.Namespace) -> int:
    from pathlib import Path

    from .loading import is_homeostat_file, rule_files, validate_paths
    from .reporting import default_format, render
    from .resources import rules_dir
    from .workspace import validate_workspace

    files: list[str] = []
    skipped: list[str] = []
    unrelated: list[str] = []
    problems: list[Diagnostic] = []
    if options.paths or not options.state:
        paths = options.paths or [str(rules_dir())]
        checked, found = validate_paths(paths, skip_unrelated=options.skip_unrelated)
        files += [str(f) for f in checked]
        problems += found
        if options.skip_unrelated:  # named, so "0 file(s) valid" does not read as checked
            kept = set(checked)
            skipped += [str(f) for f in rule_files(paths) if f not in kept]
        else:  # a CI config caught by a glob: say why it fails (session 36)
            faulty = {problem.file for problem in found if problem.severity == "error"}
            unrelated += [str(f) for f in checked
                          if str(f) in faulty and not is_homeostat_file(f)]
    for workspace in options.state:
        checked, found = validate_workspace(Path(workspace), skill=options.skill)
        files += checked
        problems += found
    out, err = render(problems, files, options.format or default_format(), skipped=skipped,
                      unrelated=unrelated)
    sys.stdout.write(out)
    sys.stderr.write(err)
    return 1 if any(problem.severity == "error" for problem in problems) else 0


def cmd_schema(options: argparse.Namespace) -> int:
    from .resources import load_schema, schema_names

    if not options.name:
        print("\n".join(schema_names()))
        return 0
    sys.stdout.write(json.dumps(load_schema(options.name), indent=2) + "\n")
    return 0


def cmd_init(options: argparse.Namespace) -> int:
    from pathlib import Path

    from .scaffold import init_rules

    written = init_rules(Path(options.directory), force=options.force)
    rules = [p for p in written if p.suffix == ".yaml" and p.parent == Path(options.directory)]
    days = [p for p in written if p.parent.name == "examples"]
    print(f"wrote {len(written)} files to {options.directory}: "
          f"{', '.join(p.name for p in rules)}, lexicons/, schemas/, examples/", file=sys.stderr)
    day = days[0] if days else "DAY.jsonl"
    print(f"next: edit {rules[0]}, then `homeostat validate {options.directory}` and "
          f"`homeostat run --skill {rules[0]} {day}`", file=sys.stderr)
    return 0


COMMANDS = {
    "tick": cmd_tick, "explain": cmd_explain, "run": cmd_run, "demo": cmd_demo,
    "validate": cmd_validate, "schema": cmd_schema, "init": cmd_init, "skill": cmd_skill,
}


def _without_cycle_collection(command: Any, options: argparse.Namespace) -> int:
    """Run a one-workspace tick with the cyclic garbage collector paused (switched back on
    afterwards if it was on). Such a tick lives a few tens of milliseconds and frees everything
    at exit; the collections that loading the rules (or compiling them after an edit) would
    trigger only walk objects that are not garbage. Measured: ~7 ms of a first tick after a rules
    change (issue 7). ``--workspaces`` runs keep the collector: they may tick thousands of agents.
    """
    import gc

    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return command(options)
    finally:
        if was_enabled:
            gc.enable()


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``homeostat`` console script; returns the exit code."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    command = options = None
    try:
        options = _parse_tick_fast(arguments) if arguments[:1] == ["tick"] else None
        if options is None:
            parser = build_parser()
            options = parser.parse_args(arguments)
        command = options.command
        if command is None:
            parser.print_help(sys.stderr)
            return 2
        if command == "tick" and not getattr(options, "workspaces", None):
            return _without_cycle_collection(COMMANDS[command], options)
        return COMMANDS[command](options)
    except HomeostatError as error:
        workspace = getattr(options, "workspace", ".") if command == "tick" else "."
        if isinstance(error, StateError) and workspace not in (".", "./", ""):
            # a state file is named relative to its workspace (as in the JSON line); on the
            # terminal the workspace is named too, as for --workspaces ("ws2: state/...")
            for line in error.render().splitlines():
                print(f"{workspace}: {line}", file=sys.stderr)
        else:
            print(error.render(), file=sys.stderr)
        if command == "tick":
            _print_json({"ok": False, "error": error.to_dict()})
        return error.exit_code
    except BrokenPipeError:
        return 1
    except OSError as error:
        # A file the user named or a workspace that cannot be written: say which, no traceback.
        problem = _io_problem(error)
        print(problem.render(), file=sys.stderr)
        if command == "tick":
            _print_json({"ok": False, "error": problem.to_dict()})
        return 1
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # noqa: BLE001 (a bug of ours: reported, never a traceback)
        bug = internal_error(error)
        print(bug.render(), file=sys.stderr)
        if command == "tick":
            _print_json({"ok": False, "error": bug.to_dict()})
        return bug.exit_code


def console_main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``homeostat`` console script and of ``python -m engine``: :func:`main`,
    then, after a ``tick``, leave without tearing the interpreter down.

    A cold tick's process holds the compiled ruleset and lexicon (hundreds of thousands of small
    objects); the interpreter's normal exit frees them one by one, which took ~9 ms of a ~52 ms
    cold tick (issue 7). Everything a tick writes is closed by then (state files through
    fsynced temp files, appends and the lock in ``with`` blocks), so after flushing stdout and
    stderr it ends with :func:`os._exit`. Other commands (which may leave a plot or a progress
    bar to finalise) and a failed flush (a closed pipe) return the code for the normal exit.
    Design choice: in-process callers of :func:`main` are unaffected; the skill scripts that
    ``homeostat skill export`` writes call this with their ``tick`` arguments (``argv``).
    """
    code = main(argv)
    if (sys.argv[1:2] if argv is None else list(argv[:1])) != ["tick"]:
        return code
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BaseException:
        return code
    os._exit(code)

