"""Score perception on the blind sets (benchmarks/blind/): totals only, never per-line output.

Self events are events with subject self, not negated, mode actual; micro precision, recall and
F1 over (line, label) pairs; a leak is a self label reported where only someone else did it.
Usage: python benchmarks/blind_score.py [FILE.jsonl ...]. With no file, every set in
benchmarks/blind/ is scored: one line per set, then the micro totals over all of them (the
figure the README quotes). Design choice (session 35): the default was heldout3 alone, which
left the README's all-sets figure without a command to reproduce it.
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


Counts = tuple[int, int, int, int]  # true positives, false positives, false negatives, leaks


def score_file(path: Path, lexicon: object) -> tuple[int, Counts]:
    """Score one labelled JSONL set: (its line count, (tp, fp, fn, leaks)) over self events."""
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
    return len(lines), (tp, fp, fn, leaks)


def summary(name: str, size: int, counts: Counts) -> str:
    """One printed line: the set's name, its size, F1, precision, recall and leaks."""
    tp, fp, fn, leaks = counts
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return (f"{name}: {size} lines  F1 {f1:.3f}  precision {precision:.3f}  "
            f"recall {recall:.3f}  leaks {leaks}")


def main() -> None:
    folder = Path(__file__).resolve().parent / "blind"
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path,
                        help="labelled JSONL sets (default: every set in benchmarks/blind/)")
    paths = parser.parse_args().files or sorted(
        folder.glob("observations*.jsonl"), key=lambda p: (len(p.name), p.name))
    for path in paths:
        if not path.is_file():
            parser.error(f"{path} is not a file")
    lexicon = engine.load_ruleset("physiology").lexicon
    size_all, total = 0, [0, 0, 0, 0]
    for path in paths:
        size, counts = score_file(path, lexicon)
        print(summary(path.name, size, counts))
        size_all += size
        total = [a + b for a, b in zip(total, counts, strict=True)]
    if len(paths) > 1:
        tp, fp, fn, leaks = total
        print(summary(f"all {len(paths)} sets", size_all, (tp, fp, fn, leaks)))


if __name__ == "__main__":
    main()
