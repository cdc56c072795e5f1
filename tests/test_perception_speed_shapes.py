"""Perception behaviour pinned for refactors, and the shapes that keep it fast.

``tests/data/perception-golden.json`` holds 725 observations (the labelled corpus, the day
scripts, the corpus without observer, Unicode/case variants, typo variants, recombined 1 KB, 6 KB
and 20 KB observations, and junk strings) with the exact events ``perceive`` gave for each before
the speed work of issue 3. Any change to them is a behaviour change: make it deliberately, then
regenerate with ``.venv/bin/python tests/test_perception_speed_shapes.py --regenerate``.

Speed itself is measured by ``benchmarks/perception.py``, never by timed tests (house rule).
"""

from __future__ import annotations

import json
import pickle
import random
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = Path(__file__).resolve().parent / "data" / "perception-golden.json"
CORE = ROOT / "rules" / "lexicons" / "core.yaml"

if __name__ == "__main__":  # run as a script from a checkout: make `engine` importable
    sys.path.insert(0, str(ROOT))

from engine.lexicon import END, Lexicon, Phrase, Role, compile_lexicon, typo_symbol  # noqa: E402
from engine.loading import load_lexicon  # noqa: E402
from engine.perception import Event, _match, perceive  # noqa: E402

MENTIONS = {"person", "animal", "self", "group", "third"}


def core_lexicon() -> Lexicon:
    return compile_lexicon([load_lexicon(CORE, precheck=True)])


@pytest.fixture(scope="module")
def lex() -> Lexicon:
    return core_lexicon()


def row(event: Event) -> list:
    """An event as a compact golden row: kind, subject, negated, mode, strength, term, start,
    end."""
    return [event.kind, event.subject, event.negated, event.mode, event.strength, event.term,
            event.evidence[0], event.evidence[1]]


def load_golden() -> list[dict]:
    return json.loads(GOLDEN.read_text("utf-8"))["cases"]


def test_golden_file_covers_every_shape():
    sources = {case["source"].split(":")[0] for case in load_golden()}
    assert sources == {"observations", "days", "no-observer", "shape-upper", "shape-nfd",
                       "shape-curly", "shape-fullwidth", "shape-accented-name",
                       "shape-german", "typos", "composite-1k", "composite-6k",
                       "composite-20k", "junk"}
    assert len(load_golden()) == 725


def test_every_golden_observation_gives_exactly_the_recorded_events(lex):
    changed = []
    for case in load_golden():
        got = [row(e) for e in perceive(case["text"], lex, observer=case["observer"])]
        if got != case["events"]:
            changed.append((case["source"], case["events"], got))
    assert not changed, f"{len(changed)} observations changed; first: {changed[0]}"


def test_a_100_kb_observation_is_understood_like_its_sentences(lex):
    """A long text is not special: events of sentences far apart come out the same as near the
    start (no quadratic scans, no caps on length), and nothing is lost at the end."""
    unit = "You eat a sandwich. Sam drinks a coffee. You didn't sleep, but you rested. "
    text = unit * (100_000 // len(unit) + 1)
    events = perceive(text, lex)
    assert len(text) > 100_000
    per_unit = len(events) / (text.count(unit))
    assert per_unit == 4  # eat (self), drink (other), sleep (negated), rest (self)
    last = events[-1]
    assert text[last.evidence[0]:last.evidence[1]] == "rested"
    assert (last.kind, last.subject, last.negated) == ("rest", "self", False)


def test_a_long_typo_heavy_text_matches_each_typo_the_same_way(lex):
    text = "You munch a sandwhich. " * 2000
    events = perceive(text, lex)
    assert len(events) == 2000
    assert {(e.kind, e.subject, e.term) for e in events} == {("eat", "self", "munch")}


_FORM = "form"  # a first token that is the -s or -ing form of its base ("booking", "books")


def _noun_or_verb_form(surface: str, base: str) -> bool:
    return surface in (base + "s", base + "es", base + "ing", base[:-1] + "ing",
                       base + base[-1:] + "ing")


def trie_walk(lex: Lexicon, words: list[str], typos: dict[str, tuple[str, ...]]) -> list:
    """The reference matcher (the pre-automaton code): greedy left-to-right longest match on the
    base-word trie; a frontier entry ``(node, exact)`` stays exact while every token is its own
    base; at equal length exact phrases win (an exact noun keeps the light-verb roles of its
    lemma phrase: "wiring"). Returns ``(start, end, roles)``."""
    keys = [lex.lemmas.get(w) or typos.get(w) for w in words]
    n, i, out = len(words), 0, []
    while i < n:
        frontier = [(node, True if k == words[i] else _FORM if _noun_or_verb_form(words[i], k)
                     else False) for k in keys[i] or () if (node := lex.trie.get(k)) is not None]
        best_end, best_roles, j = -1, (), i
        while frontier:
            j += 1
            exact_roles = tuple(r for node, exact in frontier if exact is True
                                for r in node.get(END, ()))
            roles = tuple(r for node, exact in frontier if exact is not True
                          for r in node.get(END, ()))
            form_cues = tuple(r for node, exact in frontier if exact == _FORM
                              for r in node.get(END, ()) if r.type == "cue")
            if exact_roles or roles:
                best_end, best_roles = j, exact_roles or roles
                if exact_roles and roles and all(r.type == "object" for r in exact_roles):
                    # a noun that is also a light verb's or a companion verb's form keeps
                    # that reading ("calls his mother"), as the compiler does
                    # (and the -s or -ing form of a cue's verb keeps the cue: "booking")
                    best_roles = exact_roles + tuple(r for r in roles
                                                     if r.type in ("verb", "companion")) \
                        + form_cues
                elif exact_roles and roles and all(r.type in MENTIONS for r in exact_roles):
                    # a plural that is a person word keeps its object reading ("serve the
                    # customers"), as the compiler does
                    best_roles = exact_roles + tuple(r for r in roles if r.type == "object")
            if j >= n or keys[j] is None:
                break
            frontier = [(c, exact is True and k == words[j]) for node, exact in frontier
                        for k in keys[j] if (c := node.get(k)) is not None]
        if best_end > 0:
            out.append((i, best_end, best_roles))
            i = best_end
        else:
            i += 1
    return out


def _splits_a_separable_verb(lex: Lexicon, words: list[str]) -> bool:
    """Does a separable verb stand before an object's first word with one of its particles
    within reach ("eats our ... up")? There the matcher splits the verb (session 26), which the
    reference trie walk, older than separable verbs, does not model (session 27: a lexicon
    change moved the random walk onto such a sequence)."""
    phrasal = lex.phrasal
    if phrasal is None:
        return False
    reach = phrasal.words + 3
    return any(w in phrasal.verbs and k + 1 < len(words) and words[k + 1] in phrasal.firsts
               and not phrasal.verbs[w].isdisjoint(words[k + 2:k + reach])
               for k, w in enumerate(words))


def test_the_compiled_matcher_agrees_with_the_trie_walk(lex):
    """Random token sequences over the lexicon's own words (so long phrases occur), unknown words
    and typos: the automaton finds exactly the spans and roles the trie walk finds."""
    rng = random.Random(7)
    starts = sorted(w for w in lex.matcher if " " not in w)  # no typo symbols
    noise = ["zzz", "noor", ".", "sandwhich", "slepping", "interviw"]

    def walk() -> list[str]:
        """A random path through the automaton: a phrase, its prefix, or an overlap of two."""
        word = rng.choice(starts)
        out, (_, nxt) = [word], lex.matcher[word]
        while nxt and rng.random() < 0.8:
            word = rng.choice(sorted(w for w in nxt if " " not in w) or [word])
            if word not in nxt:
                break
            out.append(word)
            _, nxt = nxt[word]
        return out

    multi = 0
    for _ in range(3000):
        words: list[str] = []
        for _ in range(rng.randrange(1, 5)):
            words += walk() if rng.random() < 0.8 else [rng.choice(noise)]
        if rng.random() < 0.3:  # a typo inside a phrase
            k = rng.randrange(len(words))
            words[k] = {"sandwich": "sandwhich", "sleeping": "slepping"}.get(words[k], words[k])
        typos = {w: b for w in words if w not in lex.lemmas and len(w) >= lex.fuzzy_min_length
                 and (b := lex.fuzzy_bases(w)) is not None}
        if _splits_a_separable_verb(lex, words):
            continue  # the reference predates separable verbs ("eats our ... up", session 26)
        got = [(a, b, p.roles) for a, b, p in _match(lex, words)]
        assert got == trie_walk(lex, words, typos), words
        multi += sum(b - a > 1 for a, b, _ in got)
    assert multi > 1000  # the sample reaches long phrases
    assert lex.fuzzy_bases("sandwhich") == ("sandwich",)
    assert typo_symbol(("sandwich",)) == " sandwich"


def test_a_pickled_lexicon_perceives_exactly_like_the_compiled_one(lex):
    """The compiled lexicon is cached as a pickle and a cold CLI tick loads it: the reloaded
    object must understand every golden observation the same way, keep its named tuples, and
    keep equal matcher states shared (the automaton is stored minimised)."""
    loaded = pickle.loads(pickle.dumps(lex, pickle.HIGHEST_PROTOCOL))
    assert loaded == lex
    pid, nxt = loaded.matcher["eat"]
    assert loaded.phrases[pid] is None  # loaded when first matched
    phrase = loaded.phrase(pid)
    assert type(phrase) is Phrase and type(phrase.roles[0]) is Role
    assert phrase == lex.phrases[pid] and loaded.phrases[pid] is phrase
    assert phrase.roles[0].type == "term" and phrase.roles[0].kind == "eat"

    def states(matcher: dict) -> set[int]:
        seen: dict[int, tuple] = {}
        todo = list(matcher.values())
        while todo:
            state = todo.pop()
            if id(state) not in seen:
                seen[id(state)] = state
                todo.extend((state[1] or {}).values())
        return set(seen)

    assert len(states(loaded.matcher)) == len(states(lex.matcher))
    for case in load_golden()[:300]:
        got = [row(e) for e in perceive(case["text"], loaded, observer=case["observer"])]
        assert got == case["events"], case["source"]


def test_typo_lookups_are_remembered_as_hits_and_misses(lex):
    """A word is looked up as a typo once per lexicon: a miss joins ``fuzzy_misses`` (so the next
    text drops it by set difference), a hit stays in the memo; results never change."""
    fresh = core_lexicon()
    text = "You munch a sandwhich by the zorblax qux with Grobnitz."
    first = perceive(text, fresh)
    assert [(e.kind, e.term) for e in first] == [("eat", "munch"), ("socialize", "with")]
    assert fresh.fuzzy_memo["sandwhich"] == ("sandwich",)
    # unknown words: one without a near lexicon word, one too short to be a typo; a name
    # ("Grobnitz", capitalised mid-sentence) is never looked up
    assert fresh.fuzzy_misses == {"zorblax", "qux"}
    assert perceive(text, fresh) == first
    assert perceive(text, lex) == first


def regenerate() -> None:
    """Rewrite the golden events from the current code (after a deliberate behaviour change)."""
    data = json.loads(GOLDEN.read_text("utf-8"))
    lexicon = core_lexicon()
    for case in data["cases"]:
        case["events"] = [row(e) for e in perceive(case["text"], lexicon,
                                                   observer=case["observer"])]
    lines = [json.dumps(case, ensure_ascii=False) for case in data["cases"]]
    GOLDEN.write_text('{"about": ' + json.dumps(data["about"]) + ',\n"cases": [\n'
                      + ",\n".join(lines) + "\n]}\n", "utf-8")


if __name__ == "__main__":
    if sys.argv[1:] != ["--regenerate"]:
        raise SystemExit("usage: python tests/test_perception_speed_shapes.py --regenerate")
    regenerate()


def test_the_benchmarks_phase_pipeline_follows_perceive(lex):
    """``benchmarks/perception.py --phases`` re-runs :func:`perceive`'s private pipeline phase by
    phase; it drifted once (a changed signature made it time something else). Its last prefix
    must give the candidates ``perceive`` turns into events, for every phase's text."""
    import importlib.util

    path = Path(__file__).resolve().parent.parent / "benchmarks" / "perception.py"
    spec = importlib.util.spec_from_file_location("perception_benchmark", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    stop = len(module.PHASES) - 2  # the candidates phase
    run = module._prefix(lex, stop)
    text = "Later, the fishermen drink tea while Mara eats a sandwhich with Bo."
    candidates, _, _ = run(text, "Mara")
    assert sorted({c.kind for c in candidates}) == ["drink", "eat", "socialize"]
    assert {(e.kind, e.subject) for e in perceive(text, lex, observer="Mara")} == {
        ("drink", "other"), ("eat", "self"), ("socialize", "self")}
