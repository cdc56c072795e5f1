"""The compiled-rules cache: used when nothing changed, bypassed when a rule or lexicon file
changed, and harmless when its folder cannot be written."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

import engine
from engine import caching
from engine.loading import lexicon_files
from engine.resources import rules_dir

# these tests are about the cache, not the compiler (its own tests pin it)
pytestmark = pytest.mark.usefixtures("bundled_lexicon_compiled_once")


def copy_rules(tmp_path: Path) -> Path:
    shutil.copytree(rules_dir(), tmp_path / "rules")
    return tmp_path / "rules" / "needs.yaml"


def test_a_second_load_comes_from_the_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("HOMEOSTAT_CACHE_DIR", str(tmp_path / "cache"))
    path = copy_rules(tmp_path)
    first = engine.load_ruleset(path)
    assert caching.load_cached(path) is not None
    second = engine.load_ruleset(path)
    assert second == first
    assert second.tick(None, "You eat.", time="2026-04-27T12:00:00").state == \
        first.tick(None, "You eat.", time="2026-04-27T12:00:00").state


def test_an_edited_rule_file_or_lexicon_is_picked_up_on_the_next_call(tmp_path, monkeypatch):
    monkeypatch.setenv("HOMEOSTAT_CACHE_DIR", str(tmp_path / "cache"))
    path = copy_rules(tmp_path)
    engine.load_ruleset(path)
    path.write_text(path.read_text().replace("decay: {per_tick: 0.02}",
                                             "decay: {per_tick: 0.05}", 1))
    state = engine.load_ruleset(path).tick(None, "x", time="2026-04-27T12:00:00").state
    after = engine.load_ruleset(path).tick(state, "x", time="2026-04-27T12:15:00").state
    assert after["values"]["satiety"] == 0.65
    lexicon = tmp_path / "rules" / "lexicons" / "core.yaml"
    assert caching.load_cached(path) is not None
    lexicon.write_text(lexicon.read_text() + "\n# an edit\n")
    assert caching.load_cached(path) is None  # a changed lexicon invalidates the entry


def test_xdg_cache_home_is_honoured_and_no_cache_turns_it_off(tmp_path, monkeypatch):
    monkeypatch.delenv("HOMEOSTAT_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert caching.cache_dir() == tmp_path / "xdg" / "homeostat"
    monkeypatch.setenv("HOMEOSTAT_NO_CACHE", "1")
    assert caching.cache_dir() is None


def test_an_unwritable_or_damaged_cache_falls_back_to_compiling(tmp_path, monkeypatch):
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))  # keep the fallback folder here
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    monkeypatch.setenv("HOMEOSTAT_CACHE_DIR", str(blocker / "cache"))
    path = copy_rules(tmp_path)
    assert engine.load_ruleset(path).name == "needs"
    monkeypatch.setenv("HOMEOSTAT_CACHE_DIR", str(tmp_path / "cache"))
    engine.load_ruleset(path)
    for entry in (tmp_path / "cache").glob("*.pickle"):
        entry.write_bytes(b"garbage")
    assert engine.load_ruleset(path).name == "needs"


def test_a_read_only_cache_folder_falls_back_to_a_private_temp_folder(tmp_path, monkeypatch):
    import tempfile

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    monkeypatch.setenv("HOMEOSTAT_CACHE_DIR", str(blocker / "cache"))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    path = copy_rules(tmp_path)
    engine.load_ruleset(path)
    fallback = tmp_path / "tmp" / f"homeostat-cache-{os.getuid()}"
    assert oct(fallback.stat().st_mode & 0o777) == "0o700"
    assert len(list(fallback.glob("[0-9a-f]*.pickle"))) == 1
    assert len(list(fallback.glob("lexicon-*.pickle"))) == 1
    assert caching.load_cached(path) is not None
    fallback.chmod(0o755)  # writable or readable by others: a planted pickle could run code
    assert caching.load_cached(path) is None


def test_storing_an_edited_rule_file_replaces_its_older_entry(tmp_path, monkeypatch):
    monkeypatch.setenv("HOMEOSTAT_CACHE_DIR", str(tmp_path / "cache"))
    path = copy_rules(tmp_path)
    other = tmp_path / "rules" / "physiology.yaml"
    engine.load_ruleset(path)
    engine.load_ruleset(other)
    path.write_text(path.read_text() + "\n# an edit\n")
    engine.load_ruleset(path)
    assert len(list((tmp_path / "cache").glob("[0-9a-f]*.pickle"))) == 2
    assert len(list((tmp_path / "cache").glob("lexicon-*.pickle"))) == 1  # both use core
    assert caching.load_cached(path) is not None and caching.load_cached(other) is not None


def test_an_edited_rule_file_takes_its_unchanged_lexicon_from_the_cache(tmp_path, monkeypatch):
    from engine import perception

    monkeypatch.setenv("HOMEOSTAT_CACHE_DIR", str(tmp_path / "cache"))
    path = copy_rules(tmp_path)
    first = engine.load_ruleset(path)
    compiled = []
    original = perception.compile_lexicon
    monkeypatch.setattr(perception, "compile_lexicon",
                        lambda *args, **kw: compiled.append(1) or original(*args, **kw))
    path.write_text(path.read_text() + "\n# an edit\n")
    edited = engine.load_ruleset(path)
    assert compiled == [] and edited.lexicon == first.lexicon
    text = path.read_text()
    assert "lexicons:\n  include: [core]\n" in text
    path.write_text(text.replace("lexicons:\n  include: [core]\n",
                                 "lexicons:\n  include: [core]\n  terms:\n    eat: [nosh]\n"))
    engine.load_ruleset(path)
    assert compiled == [1]  # new lexicon terms: compiled again


def test_a_ruleset_entry_names_its_lexicon_entry_instead_of_holding_it(tmp_path, monkeypatch):
    monkeypatch.setenv("HOMEOSTAT_CACHE_DIR", str(tmp_path / "cache"))
    path = copy_rules(tmp_path)
    first = engine.load_ruleset(path)
    (entry,) = (tmp_path / "cache").glob("[0-9a-f]*.pickle")
    (lexicon_entry,) = (tmp_path / "cache").glob("lexicon-*.pickle")
    assert entry.stat().st_size < 100_000 < 1_000_000 < lexicon_entry.stat().st_size
    cached = caching.load_cached(path)
    assert cached == first and cached.lexicon == first.lexicon
    lexicon_entry.unlink()  # the lexicon entry is gone: the ruleset entry is a miss
    assert caching.load_cached(path) is None
    assert engine.load_ruleset(path) == first


def _warm_tick_modules(tmp_path, skill: str, observation: str, flags: list[str],
                       env: dict[str, str]) -> tuple[set[str], dict]:
    """Tick ``skill`` twice in fresh processes (the first warms the cache), the second with the
    interpreter ``flags``; returns the modules the second process imported and its report."""
    import json
    import subprocess
    import sys

    (tmp_path / "ws").mkdir(exist_ok=True)
    program = (
        "import sys\n"
        "from engine.cli import main\n"
        f"sys.argv = ['homeostat', 'tick', '--skill', {skill!r}, '--workspace', sys.argv[1],\n"
        f"            '--observation', {observation!r}]\n"
        "try:\n"
        "    main()\n"
        "except SystemExit:\n"
        "    pass\n"
        "import json\n"
        "sys.stderr.write(json.dumps(sorted(sys.modules)))\n")
    runs = [subprocess.run([sys.executable, *run_flags, "-c", program, str(tmp_path / "ws")],
                           env=env, capture_output=True, text=True, check=True)
            for run_flags in ([], flags)]
    return set(json.loads(runs[1].stderr)), json.loads(runs[1].stdout)


def test_a_warm_tick_imports_no_compile_time_module(tmp_path):
    """A tick from the compiled-rules cache parses no YAML, checks no schema, reads no formula
    text and builds no kernel: none of the modules for that is imported (issue 7: each costs a
    cold tick milliseconds; ``ast`` alone about 17 million instructions); ``typing`` (16 million)
    serves annotations only, so it is not imported either."""
    env = {**os.environ, "HOMEOSTAT_CACHE_DIR": str(tmp_path / "cache")}
    modules, report = _warm_tick_modules(tmp_path, "physiology",
                                         "You eat a sandwich and drink some tea.", [], env)
    assert "engine.ruleset" in modules and "engine.perception" in modules
    compile_time = {"yaml", "jsonschema", "fastjsonschema", "rapidfuzz", "ast", "dataclasses",
                    "inspect", "copy", "graphlib", "engine.compiler", "engine.formula_syntax",
                    "engine.kernel", "engine.strict_yaml", "hashlib", "typing"}
    assert modules & compile_time == set()
    assert report["ok"] is True


def test_a_warm_tick_imports_no_standard_module_it_can_do_without(tmp_path):
    """A warm ``homeostat tick`` in a fresh process imports neither ``pathlib`` (paths are
    strings, :mod:`engine.paths`), ``typing`` (annotations only), ``contextlib`` (the lock is a
    small class) nor the pure-Python ``datetime`` (the C classes are imported directly): ~30 M
    instructions together (issue 7). The warm tick runs without ``site`` (``-S``), whose ``.pth``
    files (an editable install) may import some of them; it needs no third-party module."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(caching.__file__)))
    env = {**os.environ, "HOMEOSTAT_CACHE_DIR": str(tmp_path / "cache"), "PYTHONPATH": root}
    modules, report = _warm_tick_modules(tmp_path, "needs", "You eat a sandwich.", ["-S"], env)
    assert "engine.perception" in modules
    assert {"pathlib", "typing", "urllib.parse", "ipaddress", "contextlib", "datetime"
            } & modules == set()
    assert report["ok"] is True


def test_the_cache_folder_is_trimmed_to_its_size_limit_oldest_first(tmp_path, monkeypatch):
    """Entries of rule files at other paths are never replaced by newer ones; after a write the
    folder is trimmed to HOMEOSTAT_CACHE_MAX_MB, oldest first, never the entry just written."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("HOMEOSTAT_CACHE_DIR", str(folder))
    monkeypatch.setenv("HOMEOSTAT_CACHE_MAX_MB", "1")
    folder.mkdir()
    for age, name in enumerate(["old-a.pickle", "old-b.pickle", "old-c.pickle"]):
        (folder / name).write_bytes(b"x" * 300_000)
        os.utime(folder / name, ns=(10**18 + age, 10**18 + age))
    (folder / "notes.txt").write_text("not an entry")
    assert caching.save_entry("new-d.pickle", "new", b"y" * 300_000)
    left = sorted(p.name for p in folder.iterdir())
    assert left == ["new-d.pickle", "notes.txt", "old-b.pickle", "old-c.pickle"]


def test_a_lexicon_from_its_memory_mapped_entry_pickles_again_as_bytes(tmp_path, monkeypatch):
    """A lexicon entry keeps its big blobs out of its pickle and a loaded lexicon holds them as
    ``memoryview`` slices of a read-only map; pickling the loaded ruleset (shipping it to worker
    processes) turns them back into bytes: before its first text, after it (shards loaded) and
    after the whole tables were swapped in, and the copies perceive as the compiled one."""
    import pickle

    monkeypatch.setenv("HOMEOSTAT_CACHE_DIR", str(tmp_path / "cache"))
    path = copy_rules(tmp_path)
    compiled = engine.load_ruleset(path)
    (entry,) = (tmp_path / "cache").glob("lexicon-*.pickle")
    assert entry.read_bytes().startswith(b"homeostat-lexicon mapped-blobs ")
    texts = ["You eat a sandwich and drink some tea.", "Sam naps; you go for a run at dawn."]
    expected = [compiled.tick(None, text, time="2026-04-27T12:00:00").state for text in texts]
    for used in range(3):
        cached = caching.load_cached(path)
        assert isinstance(cached.lexicon.__dict__["_phrase_blobs"][1], memoryview)
        for text in texts[:used]:
            cached.tick(None, text, time="2026-04-27T12:00:00")
        copy = pickle.loads(pickle.dumps(cached, protocol=5))
        assert copy == compiled and copy.lexicon == compiled.lexicon
        assert [copy.tick(None, text, time="2026-04-27T12:00:00").state
                for text in texts] == expected


def test_a_damaged_lexicon_entry_is_a_miss(tmp_path, monkeypatch):
    monkeypatch.setenv("HOMEOSTAT_CACHE_DIR", str(tmp_path / "cache"))
    path = copy_rules(tmp_path)
    first = engine.load_ruleset(path)
    (entry,) = (tmp_path / "cache").glob("lexicon-*.pickle")
    whole = entry.read_bytes()
    for damaged in (whole[:-1], whole + b"x", b"homeostat-lexicon mapped-blobs 1,x\n", b""):
        entry.write_bytes(damaged)
        assert caching.load_cached(path) is None
    assert engine.load_ruleset(path) == first


def test_a_lexicon_entry_stores_equal_strings_once_and_reads_back_exactly(tmp_path, lex):
    """A lexicon entry pickles each distinct string once and its long offset tables as machine
    words (about a quarter of the unpickling, issue 7); a lexicon read from it equals the
    compiled one, pickles again, and perceives every other labelled line of the handed sets and
    the day scripts (the second, fourth, ...; tests/test_word_tables.py reads the rest so from a
    pickle: the same shards, as bytes), each as the first text of a fresh read, as the compiled
    one does."""
    import json
    import pickle
    import pickletools
    from collections import Counter

    from engine.perception import perceive

    entry = tmp_path / "lexicon-test.pickle"
    entry.write_bytes(caching._lexicon_payload(lex))
    head, _, rest = entry.read_bytes().partition(b"\n")
    body = rest[:int(head.split(b" ")[-1].split(b",")[0])]
    strings = Counter(arg for op, arg, _ in pickletools.genops(body) if "UNICODE" in op.name)
    assert {text for text, count in strings.items() if count > 1} <= {"builtins"}  # (the module
    # of the globals the pickle names, as pickle writes it each time)
    ints = [op for op, _, _ in pickletools.genops(body) if op.name.startswith("BININT")]
    assert len(ints) < 3_000  # ~14,000 when the offsets were tuples of ints
    state = caching._lexicon_state(lex)
    assert state["phrasal"] == lex.phrasal and state["kinds"] == lex.kinds
    read = caching._read_lexicon(str(entry))
    assert read == lex and pickle.loads(pickle.dumps(read, protocol=5)) == lex
    data = Path(__file__).resolve().parent / "data"
    lines = []
    for name in ("observations.jsonl", "observations-heldout8.jsonl"):
        for raw in (data / name).read_text("utf-8").splitlines():
            d = json.loads(raw)
            lines.append((d["text"], d["observer"]))
    for path in sorted((data / "days").glob("*.jsonl")):
        for raw in path.read_text("utf-8").splitlines():
            d = json.loads(raw)
            lines.append((d["observation"], d["ctx"]["observer"]))
    assert len(lines) > 400
    for text, observer in lines[1::2]:
        fresh = caching._read_lexicon(str(entry))
        assert perceive(text, fresh, observer=observer) == perceive(text, lex, observer=observer)


def _hashed_files(monkeypatch) -> list[str]:
    """The files whose content the cache hashes from now on (a list that fills as it does)."""
    hashed: list[str] = []
    digest = caching._sha

    def counting(path):
        hashed.append(os.path.basename(path))
        return digest(path)

    monkeypatch.setattr(caching, "_sha", counting)
    return hashed


def test_a_settled_file_is_checked_by_its_stat_signature_and_an_edit_still_noticed(
        tmp_path, monkeypatch):
    """A warm load checks a file that had settled when it was hashed by its inode, size,
    modification and change times instead of hashing it (issue 7: ~6 M instructions for the
    bundled lexicon); an edit of the same size, a touch and a replacement are all noticed."""
    import time

    monkeypatch.setenv("HOMEOSTAT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(caching, "_SETTLED_NS", 0)
    path = copy_rules(tmp_path)
    lexicon_file = tmp_path / "rules" / "lexicons" / "core.yaml"
    first = engine.load_ruleset(path)
    hashed = _hashed_files(monkeypatch)
    assert caching.load_cached(path) == first and hashed == []
    time.sleep(0.05)  # past the file system's clock tick
    text = lexicon_file.read_text()
    lexicon_file.write_text(text.replace("#", "%", 1) if "%" not in text else text + "\n")
    assert caching.load_cached(path) is None and hashed == ["core.yaml"]
    lexicon_file.write_text(text)  # the same bytes again: a hit, hashed once, then signed
    del hashed[:]
    assert caching.load_cached(path) == first and "core.yaml" in hashed
    del hashed[:]
    assert caching.load_cached(path) == first and hashed == []
    time.sleep(0.05)
    os.utime(lexicon_file)  # touched, unchanged: hashed once more (and signed again)
    del hashed[:]
    assert caching.load_cached(path) == first and hashed[0] == "core.yaml"
    del hashed[:]
    assert caching.load_cached(path) == first and hashed == []
    replacement = tmp_path / "core.yaml"
    replacement.write_text(text.replace("#", "%", 1) if "%" not in text else text + "\n")
    stat = lexicon_file.stat()
    os.utime(replacement, ns=(stat.st_atime_ns, stat.st_mtime_ns))  # same size and mtime
    os.replace(replacement, lexicon_file)
    del hashed[:]
    assert caching.load_cached(path) is None and hashed == ["core.yaml"]


def test_an_entry_hashed_right_after_an_edit_is_signed_by_a_later_warm_load(
        tmp_path, monkeypatch):
    """A file hashed less than _SETTLED_NS after it changed gets no signature (a later edit
    within the clock's tick could keep its times); a later warm load that finds it unchanged
    writes the entry again with the signatures, and the loads after it hash nothing."""
    monkeypatch.setenv("HOMEOSTAT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(caching, "_SETTLED_NS", 10**18)  # (as if hashed right after a change)
    path = copy_rules(tmp_path)
    first = engine.load_ruleset(path)
    hashed = _hashed_files(monkeypatch)
    built_from = ["needs.yaml", *(file.name for file in lexicon_files(
        tmp_path / "rules" / "lexicons" / "core.yaml"))]  # core.yaml's parts, then core.yaml
    assert len(built_from) == 23 and built_from[-1] == "core.yaml"
    assert caching.load_cached(path) == first and hashed == built_from * 2
    monkeypatch.setattr(caching, "_SETTLED_NS", 0)  # (as if the files were old enough now)
    del hashed[:]
    assert caching.load_cached(path) == first and hashed == built_from * 2
    del hashed[:]
    assert caching.load_cached(path) == first and hashed == []
    assert len(list((tmp_path / "cache").glob("*.pickle"))) == 2  # the entry, the lexicon's


def test_a_lexicon_entry_reads_slips_from_its_slip_form_shards(tmp_path, lex):
    """``slip_forms`` travels in shards too: a lexicon read from its entry is true for it before
    any shard is loaded, loads only the shards of the readings it asks about, and reads every
    slip (and every non-slip) as the compiled lexicon does."""
    from engine.perception import perceive

    entry = tmp_path / "lexicon-test.pickle"
    entry.write_bytes(caching._lexicon_payload(lex))
    fresh = caching._read_lexicon(str(entry))
    assert fresh.slip_forms and len(fresh.slip_forms) == 0 and lex.slip_forms
    subjects = ["You", "Sam", "I", "She", "The kids"]
    slips = ["is eting lunch", "is hving a nap", "dranl a coffee", "drsnk some water",
             "is sleepimg", "is exersizing", "is eeating toast", "is workinf late",
             "is sealing the box", "is eating lunch", "lacks water"]
    for subject in subjects:
        for slip in slips:
            text = f"{subject} {slip}."
            fresh = caching._read_lexicon(str(entry))
            assert perceive(text, fresh, observer="Ana") == perceive(text, lex, observer="Ana")
            assert len(fresh.slip_forms) < len(lex.slip_forms) // 2  # (a slip asks ~1,000)
    fresh.materialise()
    assert type(fresh.slip_forms) is frozenset and fresh.slip_forms == lex.slip_forms
