"""Cold CLI tick against the interpreter's own start (issue 7).

Runs, alternately and many times, ``homeostat tick`` (needs and physiology, cache warmed first)
and ``python -I -c 'import json'`` with the same interpreter, and prints the medians and their
ratio; then the first tick after a rules change (a copy of the rules whose file is touched before
every run, so the cache misses each time).

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
    started = time.perf_counter()
    subprocess.run(command, cwd=cwd, env=env, check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="homeostat-cold-"))
    env = {**os.environ, "HOMEOSTAT_CACHE_DIR": str(scratch / "cache")}
    baseline_command = [sys.executable, "-I", "-c", "import json"]
    tick = [sys.executable, "-m", "engine", "tick", "--observation", "You eat a sandwich."]
    copy = scratch / "rules"
    shutil.copytree(rules_dir(), copy)
    results: dict[str, float] = {}
    for skill in ("needs", "physiology"):
        workspace = scratch / f"ws-{skill}"
        workspace.mkdir()
        command = [*tick, "--skill", skill, "--workspace", str(workspace)]
        timed(command, scratch, env)  # warm the cache
        ours, baseline = [], []
        for _ in range(options.runs):
            ours.append(timed(command, scratch, env))
            baseline.append(timed(baseline_command, scratch, env))
        results[f"{skill}_ms"] = statistics.median(ours) * 1000
        results["python_ms"] = statistics.median(baseline) * 1000
        results[f"{skill}_ratio"] = statistics.median(ours) / statistics.median(baseline)
    changed = []
    rule_file = copy / "physiology.yaml"
    workspace = scratch / "ws-changed"
    workspace.mkdir()
    for run in range(max(5, options.runs // 5)):
        rule_file.write_text(rule_file.read_text() + f"\n# edit {run}\n")
        changed.append(timed([*tick, "--skill", str(rule_file), "--workspace", str(workspace)],
                             scratch, env))
    results["after_change_ms"] = statistics.median(changed) * 1000
    results["after_change_ratio"] = statistics.median(changed) / (results["python_ms"] / 1000)
    shutil.rmtree(scratch, ignore_errors=True)
    if options.json:
        print(json.dumps(results))
        return
    print(f"python -I -c 'import json': {results['python_ms']:7.1f} ms (median of {options.runs})")
    for skill in ("needs", "physiology"):
        print(f"homeostat tick --skill {skill:<10} {results[f'{skill}_ms']:7.1f} ms  "
              f"ratio {results[f'{skill}_ratio']:.2f}  (target <= 1.3)")
    print(f"first tick after a rules change: {results['after_change_ms']:7.1f} ms  "
          f"ratio {results['after_change_ratio']:.2f}  (target <= 7)")


if __name__ == "__main__":
    main()
