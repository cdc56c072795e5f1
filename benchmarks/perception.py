"""Benchmark: observations per second of :func:`engine.perception.perceive` (issue 3, item 9).

Builds a few hundred *distinct* ~1 KB observations by recombining sentences of the handed corpus
(tests/data/observations.jsonl and tests/data/days/*.jsonl) with a seeded ``random.Random``, so
the prose is realistic and every run sees the same texts. It times ``perceive`` over all of them
with the bundled lexicon (``engine.load_ruleset("physiology").lexicon``), several repetitions,
and reports the median, next to a baseline over the same texts: ``str.split()`` plus a set
lookup of every word against the lexicon's base words (the least any word matcher must do).
It also times one ~100 KB observation, to show that time grows linearly with text length.

``--phases`` adds a per-phase breakdown: the pipeline of :func:`perceive` is run up to each phase
in turn (tokenise, word set, typos + phrase matching, segments, quotations, mentions, subject
index, candidates, then the whole call), and each phase's cost is the difference between
consecutive prefixes, in microseconds per observation. It calls the module's private phase
functions, so it follows :mod:`engine.perception`'s internals and is for finding where time goes,
not a contract.

Usage::

    .venv/bin/python benchmarks/perception.py [--count 300] [--size 1024] [--repeat 7] [--json]
                                              [--phases]

Acceptance (issue 3): >= 10,000 observations of 1 KB per second per core, in-process.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run from a checkout without installing
    sys.path.insert(0, str(ROOT))

import engine  # noqa: E402  (after the sys.path fix above)
from engine import perception as _p  # noqa: E402
from engine.lexicon import Lexicon  # noqa: E402
from engine.perception import perceive  # noqa: E402

DATA = ROOT / "tests" / "data"
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def corpus_sentences(data: Path = DATA) -> list[tuple[str, str]]:
    """``(sentence, observer)`` pairs from the labelled lines and the day scripts, in file order,
    duplicates removed."""
    lines: list[tuple[str, str]] = []
    for raw in (data / "observations.jsonl").read_text("utf-8").splitlines():
        d = json.loads(raw)
        lines.append((d["text"], d["observer"]))
    for path in sorted((data / "days").glob("*.jsonl")):
        for raw in path.read_text("utf-8").splitlines():
            d = json.loads(raw)
            lines.append((d["observation"], d["ctx"]["observer"]))
    seen: set[str] = set()
    out: list[tuple[str, str]] = []
    for text, observer in lines:
        for sentence in _SENTENCE_END.split(text.strip()):
            if sentence and sentence not in seen:
                seen.add(sentence)
                out.append((sentence, observer))
    return out


def build_texts(count: int, size: int, seed: int = 3) -> list[tuple[str, str]]:
    """``count`` distinct ``(text, observer)`` observations of about ``size`` characters each,
    made of randomly chosen corpus sentences (deterministic for a given seed)."""
    pool = corpus_sentences()
    rng = random.Random(seed)
    texts: list[tuple[str, str]] = []
    seen: set[str] = set()
    while len(texts) < count:
        parts: list[str] = []
        length = 0
        observer = rng.choice(pool)[1]
        while length < size:
            sentence = rng.choice(pool)[0]
            parts.append(sentence)
            length += len(sentence) + 1
        text = " ".join(parts)[:size]
        if text not in seen:
            seen.add(text)
            texts.append((text, observer))
    return texts


def base_words(lexicon: Lexicon) -> frozenset[str]:
    """Every lexicon term's base words (the baseline's lookup set)."""
    words: set[str] = set()
    for bases in lexicon.lemmas.values():
        words.update(bases)
    return frozenset(words)


def time_runs(run: Callable[[], object], repeat: int) -> float:
    """Median wall time of ``repeat`` calls of ``run``, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def bench(count: int, size: int, repeat: int, long_size: int) -> dict[str, Any]:
    """Run the benchmark; return plain data (see :func:`main` for the printed form)."""
    lexicon = engine.load_ruleset("physiology").lexicon
    texts = build_texts(count, size)
    vocabulary = base_words(lexicon)

    def ours() -> None:
        for text, observer in texts:
            perceive(text, lexicon, observer=observer)

    def baseline() -> None:
        for text, _ in texts:
            for word in text.split():
                _ = word in vocabulary

    ours()  # warm up (first-call imports, memo of typo lookups)
    t_ours = time_runs(ours, repeat)
    t_base = time_runs(baseline, repeat)

    long_text, long_observer = " ".join(t for t, _ in build_texts(long_size // size + 1, size,
                                                                  seed=11))[:long_size], "Noor"
    t_long = time_runs(lambda: perceive(long_text, lexicon, observer=long_observer),
                       max(3, repeat // 2))
    mean_size = sum(len(t) for t, _ in texts) / len(texts)
    return {
        "texts": len(texts),
        "mean_chars": round(mean_size, 1),
        "repeat": repeat,
        "perceive_seconds": t_ours,
        "perceive_obs_per_second": round(len(texts) / t_ours, 1),
        "baseline_seconds": t_base,
        "baseline_obs_per_second": round(len(texts) / t_base, 1),
        "ratio_ours_to_baseline": round(t_ours / t_base, 2),
        "long_chars": len(long_text),
        "long_seconds": t_long,
        "long_vs_1kb_scaled": round(t_long / (t_ours / len(texts) * len(long_text) / mean_size),
                                    2),
    }


PHASES = ("tokenise", "word set", "typos + match", "segments", "quotations", "mentions",
          "subject index", "candidates", "cues, subjects, events, merge")


def _prefix(lexicon: Lexicon, stop: int) -> Callable[[str, str | None], object]:
    """:func:`perceive`'s pipeline up to phase ``stop`` (an index into :data:`PHASES`), or the
    whole call for the last phase."""
    if stop == len(PHASES) - 1:
        return lambda text, observer: perceive(text, lexicon, observer=observer)

    def run(text: str, observer: str | None) -> object:
        tx = _p._Text(text, lexicon.bare_contractions)
        words = tx.words
        if stop == 0 or not words:
            return tx
        vocab = set(words)
        lexicon.prepare(vocab)
        if stop == 1:
            return vocab
        observer_tokens = _p._observer_tokens(observer) if observer else ()
        names = _p._names(tx, lexicon.vocabulary.get("title_abbreviations", _p._NONE))
        items = _p._match(lexicon, words, names.union(observer_tokens), vocab)
        if stop == 2:
            return items
        seg = _p._Segments(items, words, lexicon.place_breakers, lexicon.subordinators,
                           lexicon.opening_breakers, lexicon.clause_openers, names,
                           vocabulary=lexicon.vocabulary)
        if stop == 3:
            return seg
        ranges = tx.quoted_ranges()
        quoted = _p._Quotes(ranges) if ranges else _p._never
        if stop == 4:
            return quoted
        mentions, jobs = _p._mentions(lexicon, tx, items, seg, quoted, observer_tokens, vocab)
        if stop == 5:
            return mentions
        people = _p._People(mentions, words, lexicon.known, items,
                            vocabulary=lexicon.vocabulary)
        if stop == 6:
            return people
        return _p._candidates(lexicon, items, seg, people, jobs, words)

    return run


def phases(lexicon: Lexicon, texts: list[tuple[str, str]], repeat: int) -> dict[str, float]:
    """Microseconds per observation of each phase of :data:`PHASES` (see the module docstring:
    differences of best-of-``repeat`` prefix timings, so a phase can read slightly negative when
    it costs less than the timing noise)."""
    cumulative = []
    for stop in range(len(PHASES)):
        run = _prefix(lexicon, stop)

        def once(run: Callable[[str, str | None], object] = run) -> None:
            for text, observer in texts:
                run(text, observer)

        once()
        cumulative.append(min(time_runs(once, 1) for _ in range(repeat)) / len(texts) * 1e6)
    return {name: round(b - a, 1)
            for name, a, b in zip(PHASES, [0.0, *cumulative[:-1]], cumulative, strict=True)}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=300, help="distinct observations (300)")
    parser.add_argument("--size", type=int, default=1024, help="characters each (1024)")
    parser.add_argument("--repeat", type=int, default=7, help="timed repetitions (7)")
    parser.add_argument("--long", type=int, default=100_000, help="long text size (100000)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--phases", action="store_true",
                        help="also time each phase of perceive (us per observation)")
    args = parser.parse_args(argv)
    r = bench(args.count, args.size, args.repeat, args.long)
    if args.phases:
        r["phases_us"] = phases(engine.load_ruleset("physiology").lexicon,
                                build_texts(args.count, args.size), args.repeat)
    if args.json:
        print(json.dumps(r, indent=2))
        return 0
    print(f"{r['texts']} distinct observations, {r['mean_chars']:.0f} chars on average, "
          f"median of {r['repeat']} runs")
    print(f"perceive:  {r['perceive_obs_per_second']:>10,.0f} obs/s "
          f"({r['perceive_seconds'] * 1000:.1f} ms per run)")
    print(f"baseline:  {r['baseline_obs_per_second']:>10,.0f} obs/s "
          f"(str.split() + set lookup)")
    print(f"ratio:     {r['ratio_ours_to_baseline']:>10.2f} x baseline time")
    print(f"long text: {r['long_chars']:,} chars in {r['long_seconds'] * 1000:.1f} ms "
          f"({r['long_vs_1kb_scaled']:.2f} x the 1 KB rate scaled up; 1.0 = linear)")
    if args.phases:
        print("phases (us per observation; differences of pipeline prefixes):")
        for name, us in r["phases_us"].items():
            print(f"  {name:<32} {us:>7.1f}")
        print(f"  {'total':<32} {sum(r['phases_us'].values()):>7.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
