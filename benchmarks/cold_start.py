"""Cold CLI tick against the interpreter's own start (issue 7).

Runs, alternately and many times, ``python -I -c 'import json'`` and ``homeostat tick`` (needs
and physiology, cache warmed first) with the same interpreter, the first tick after a rules
change (a copy of the bundled rules whose physiology file gets a new comment line before every
run, so its cache entry never matches and the rule file is parsed, validated and compiled again;
its unchanged lexicon comes from its own cache entry), and the first tick after a lexicon change
(another copy whose lexicon file gets a new comment line: everything is compiled again). Prints
the medians and their ratios to the interpreter's start.

``homeostat`` is the console script installed beside the interpreter (what users and hosts run);
without one (a checkout), ``python -m engine`` is used, which also pays for :mod:`runpy`.
Every run gets a fresh process; the workspaces keep their state between runs, as an agent's would.

Usage: python benchmarks/cold_start.py [--runs 30] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from engine.resources import rules_dir


def timed(command: list[str], cwd: Path, env: dict[str, str]) -> float:
    """Seconds one run of ``command`` takes, start to exit (it must succeed)."""
    started = time.perf_counter()
    subprocess.run(command, cwd=cwd, env=env, check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def homeostat_command() -> list[str]:
    """The installed console script beside this interpreter, else ``python -m engine``."""
    script = Path(sys.executable).with_name("homeostat")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "engine"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="homeostat-cold-"))
    env = {**os.environ, "HOMEOSTAT_CACHE_DIR": str(scratch / "cache")}
    env.pop("HOMEOSTAT_NO_CACHE", None)
    homeostat = homeostat_command()
    tick = [*homeostat, "tick", "--observation", "You eat a sandwich."]
    copy = scratch / "rules"
    shutil.copytree(rules_dir(), copy)
    rule_file = copy / "physiology.yaml"
    lexicon_copy = scratch / "rules-lexicon"
    shutil.copytree(rules_dir(), lexicon_copy)
    lexicon_file = lexicon_copy / "lexicons" / "core" / "eat.yaml"  # a part of the lexicon
    commands = {"python": [sys.executable, "-I", "-c", "import json"]}
    for skill in ("needs", "physiology"):
        workspace = scratch / f"ws-{skill}"
        workspace.mkdir()
        commands[skill] = [*tick, "--skill", skill, "--workspace", str(workspace)]
        timed(commands[skill], scratch, env)  # warm the cache
    (scratch / "ws-changed").mkdir()
    commands["after_change"] = [*tick, "--skill", str(rule_file), "--workspace",
                                str(scratch / "ws-changed")]
    (scratch / "ws-lexicon").mkdir()
    commands["after_lexicon_change"] = [*tick, "--skill", str(lexicon_copy / "physiology.yaml"),
                                        "--workspace", str(scratch / "ws-lexicon")]
    edited = {"after_change": rule_file, "after_lexicon_change": lexicon_file}
    times: dict[str, list[float]] = {name: [] for name in commands}
    for run in range(options.runs):
        for name, command in commands.items():
            if name in edited:
                edited[name].write_text(edited[name].read_text() + f"\n# edit {run}\n")
            times[name].append(timed(command, scratch, env))
    shutil.rmtree(scratch, ignore_errors=True)
    medians = {name: statistics.median(values) * 1000 for name, values in times.items()}
    label = "homeostat" if len(homeostat) == 1 else "python -m engine"
    results = {"command": label,
               "runs": options.runs, "python_ms": medians["python"]}
    for name in ("needs", "physiology", "after_change", "after_lexicon_change"):
        results[f"{name}_ms"] = medians[name]
        results[f"{name}_ratio"] = medians[name] / medians["python"]
    if options.json:
        print(json.dumps(results))
        return
    print(f"python -I -c 'import json': {medians['python']:7.1f} ms (median of {options.runs}, "
          f"alternating)")
    for skill in ("needs", "physiology"):
        print(f"{results['command']} tick --skill {skill:<10} {medians[skill]:7.1f} ms  "
              f"ratio {results[f'{skill}_ratio']:.2f}  (target <= 1.3)")
    print(f"first tick after a rules change:  {medians['after_change']:7.1f} ms  "
          f"ratio {results['after_change_ratio']:.2f}  (target <= 7)")
    print(f"first tick after a lexicon change: {medians['after_lexicon_change']:6.1f} ms  "
          f"ratio {results['after_lexicon_change_ratio']:.2f}")


if __name__ == "__main__":
    main()
