"""Score perception on the blind set (benchmarks/blind/): totals only, never per-line output.

Self events are events with subject self, not negated, mode actual; micro precision, recall and
F1 over (line, label) pairs; a leak is a self label reported where only someone else did it.
Usage: python benchmarks/blind_score.py [FILE.jsonl]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import engine
from engine.perception import perceive

LABELS = {"eat": "ate", "drink": "drank", "sleep": "slept", "rest": "rested", "work": "worked",
          "exercise": "exercised", "socialize": "socialized", "danger": "danger",
          "conflict": "conflict", "illness": "ill", "injury": "injured"}


def main() -> None:
    default = Path(__file__).resolve().parent / "blind" / "observations-heldout3.jsonl"
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", type=Path, default=default,
                        help="a labelled JSONL set (default: the blind heldout3 set)")
    path = parser.parse_args().file
    if not path.is_file():
        parser.error(f"{path} is not a file")
    lexicon = engine.load_ruleset("physiology").lexicon
    tp = fp = fn = leaks = 0
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    for item in lines:
        got = {LABELS[e.kind] for e in perceive(item["text"], lexicon, observer=item["observer"])
               if e.is_actual_self and e.kind in LABELS}
        want = set(item["self_events"])
        tp += len(got & want)
        fp += len(got - want)
        fn += len(want - got)
        leaks += len((got - want) & set(item["other_events"]))
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    print(f"{path.name}: {len(lines)} lines  F1 {f1:.3f}  precision {precision:.3f}  "
          f"recall {recall:.3f}  leaks {leaks}")


if __name__ == "__main__":
    main()
