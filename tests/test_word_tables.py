"""Sharded lexicon tables (engine/word_tables.py, issue 7): a lexicon fresh from the cache loads
only the shards of its first text's words, and answers every lookup as the whole table would."""

from __future__ import annotations

import json
import pickle
from pathlib import Path

from engine.lexicon import SHARDED_TABLES
from engine.perception import perceive
from engine.word_tables import SHARDS, LazyDict, LazySet, lazy, pack, shard_of, unpack

DATA = Path(__file__).resolve().parent / "data"


def test_shards_are_chosen_the_same_way_in_every_process():
    """CRC-32, not ``hash`` (randomised per process): the values are pinned."""
    assert SHARDS == 512
    assert shard_of("eat") == 2597535514 % 512 == 282  # zlib.crc32(b"eat")
    assert shard_of(("sa", 8)) == shard_of("sa\x008")
    assert 0 <= shard_of(None) < SHARDS  # no table holds it: any shard answers "absent"


def test_a_lazy_dict_loads_the_shard_of_each_key_looked_up():
    table = {f"word{i}": (f"base{i % 7}",) for i in range(2000)}
    view = lazy(pack(table))
    assert type(view) is LazyDict and len(view) == 0
    assert view["word5"] == ("base5",)
    assert 0 < len(view) < 100  # one shard, not the table
    assert "word1999" in view and "word2000" not in view
    assert view.get("word7") == ("base0",) and view.get("nope", 1) == 1
    try:
        view["nope"]
    except KeyError as error:
        assert error.args == ("nope",)
    else:
        raise AssertionError("a missing key must raise KeyError")
    words = {"word1", "word2", "nope"}
    view.load(words)
    assert words.difference(view) == {"nope"}  # C-level algebra, exact once loaded
    assert view.whole() == table and unpack(pack(table)) == table
    assert pickle.loads(pickle.dumps(view)) == table  # pickles as the whole plain dict


def test_a_lazy_set_loads_the_shard_of_each_element_asked_about():
    words = frozenset(f"w{i}" for i in range(3000))
    view = lazy(pack(words))
    assert type(view) is LazySet
    assert "w42" in view and "x42" not in view
    assert len(view) < 100
    assert view.whole() == words and pickle.loads(pickle.dumps(view)) == words


def test_a_lexicon_from_the_cache_perceives_its_first_text_from_shards_exactly(lex):
    """Every other labelled line of the handed set, the day scripts and the who-did-what stress
    set (the first, third, ...; tests/test_caching.py reads the rest so from a cache entry),
    each perceived as the first text of a lexicon just unpickled (only its words' shards
    loaded), gives the events of the compiled lexicon."""
    blob = pickle.dumps(lex, pickle.HIGHEST_PROTOCOL)
    lines = []
    for name in ("observations.jsonl", "observations-heldout8.jsonl"):
        for raw in (DATA / name).read_text("utf-8").splitlines():
            d = json.loads(raw)
            lines.append((d["text"], d["observer"]))
    for path in sorted((DATA / "days").glob("*.jsonl")):
        for raw in path.read_text("utf-8").splitlines():
            d = json.loads(raw)
            lines.append((d["observation"], d["ctx"]["observer"]))
    assert len(lines) > 400
    for text, observer in lines[::2]:
        fresh = pickle.loads(blob)
        assert perceive(text, fresh, observer=observer) == perceive(text, lex, observer=observer)
        assert isinstance(fresh.matcher, LazyDict)  # it really read from shards
        assert len(fresh.matcher) < len(lex.matcher) // 2


def test_the_second_text_swaps_in_the_whole_tables(lex):
    fresh = pickle.loads(pickle.dumps(lex, pickle.HIGHEST_PROTOCOL))
    perceive("You eat a sandwich.", fresh)
    assert isinstance(fresh.known, LazySet)
    second = perceive("Sam naps while you drink tea.", fresh)
    for name in SHARDED_TABLES:
        table = getattr(fresh, name)
        assert type(table) in (dict, frozenset), name
        assert table == getattr(lex, name), name
    assert second == perceive("Sam naps while you drink tea.", lex)
    assert fresh == lex


def test_a_compiled_lexicon_is_packed_once_however_often_it_is_pickled():
    """Shipping a ruleset to many worker processes pickles its lexicon each time: the shards and
    phrase pickles are built on the first pickling and reused (the same bytes objects)."""
    from engine.lexicon import compile_lexicon
    from engine.loading import load_lexicon

    core = Path(__file__).resolve().parent.parent / "rules" / "lexicons" / "core.yaml"
    compiled = compile_lexicon([load_lexicon(core)])
    first = compiled.__getstate__()
    second = compiled.__getstate__()
    for name in (*SHARDED_TABLES, "phrases"):
        assert second[name] is first[name], name
    assert pickle.loads(pickle.dumps(compiled)) == compiled
