"""The tables the lexicon derives so that perception does less per text, and the shortcuts that
read them, give exactly what the longer way gives.

Each shortcut here replaced a scan by a lookup or a bound (a phrase looked for only when the word
before the term ends one, a slip looked for only in a word short enough to be one, a typo's
distances computed in one call); the reference versions below are the scans they replaced.
Speed itself is measured by ``benchmarks/perception.py``, never by timed tests (house rule).
"""

from __future__ import annotations

import itertools
import os

import pytest
from helpers import failing_cases
from rapidfuzz.distance import OSA

import engine
from engine.lexicon import Lexicon, _short_vowel_end, _slip_readings


@pytest.fixture(scope="module")
def lex() -> Lexicon:
    lexicon = engine.load_ruleset("physiology").lexicon
    lexicon.materialise()
    return lexicon


def test_not_after_ends_hold_every_phrase_not_ending_in_an_owner_s_by_its_last_word(lex):
    for kind, spec in lex.kinds.items():
        expected = {p for p in spec.not_after if p[-1] != "'s"}
        grouped = {p for group in spec.not_after_ends.values() for p in group}
        assert grouped == expected, kind
        for last, group in spec.not_after_ends.items():
            assert all(p[-1] == last for p in group), (kind, last)


def test_no_slip_form_is_longer_than_the_slip_bound(lex):
    assert lex.slip_forms
    assert lex.slip_max_length == max(map(len, lex.slip_forms))


# typed words of every length around the bound: slips of short verbs, and longer words
_SLIP_TOKENS = ("eting", "dranl", "drsnk", "hving", "eeating", "slepy", "aet", "jogg", "ate",
                "runnning", "sleeep", "drinkng", "swimmign", "wlaked", "cokoing", "reding",
                "ealting", "eatting", "drinkk", "sipps", "napp", "napping", "restng")


def test_the_bounded_slip_readings_find_the_same_forms(lex) -> None:
    def one_case(token):
        keys, forms = lex.fuzzy_neighbour_keys, lex.slip_forms
        everything = {r for r in _slip_readings(token, keys) if r in forms}
        bounded = {r for r in _slip_readings(token, keys, lex.slip_max_length) if r in forms}
        assert bounded == everything

    cases = _SLIP_TOKENS
    assert failing_cases(one_case, cases) == []


def test_a_slip_is_read_as_the_unbounded_lookup_reads_it(lex) -> None:
    def one_case(token):
        unbounded = Lexicon(**{**{name: getattr(lex, name) for name in type(lex).__annotations__},
                               "slip_max_length": 0, "slip_memo": {}, "slip_hits": set()})
        fresh = Lexicon(**{**{name: getattr(lex, name) for name in type(lex).__annotations__},
                           "slip_memo": {}, "slip_hits": set()})
        assert fresh.slip_form(token) == unbounded.slip_form(token)

    cases = _SLIP_TOKENS
    assert failing_cases(one_case, cases) == []


def _nearest_reference(lex: Lexicon, token: str, candidates: tuple[str, ...]):
    """The candidate loop as it was: one OSA call per candidate, with its own allowance."""
    best = None
    for cand in candidates:
        allowed = lex.edits_for(len(cand))
        d = OSA.distance(token, cand, processor=None, score_cutoff=allowed)
        if d > allowed:
            continue
        if (token == cand + "e" and _short_vowel_end(cand)) \
                or (cand == token + "d" and token[-1] == "e" and _short_vowel_end(token[:-1])):
            continue
        if len(cand) == len(token) and sorted(cand) != sorted(token):
            if len(cand) < lex.fuzzy_substitution_length \
                    and not (cand.endswith("ing") and token[:-3] == cand[:-3]):
                continue
            if lex.fuzzy_neighbour_keys and not lex._slips(token, cand):
                continue
        shared = len(os.path.commonprefix((token, cand)))
        key = (d, -shared, cand)
        if best is None or key < best:
            best = key
    return lex.lemmas[best[2]] if best is not None else None


# typos and near misses of lexicon words (controls: real words and strings far from any word)
_TYPO_TOKENS = ("sandwhich", "breakfst", "beakfast", "eeating", "drinkinng", "sleping",
                "exersizing", "wroking", "colleages", "shoutting", "vomitting", "sealing",
                "jogginf", "swimmming", "feverrish", "headahce", "argueing", "zzzzzzzz",
                "qwertyuiop", "table", "window", "lighthouse")


def test_the_nearest_typo_base_is_the_one_the_per_candidate_loop_finds(lex):
    compared = 0
    for token in _TYPO_TOKENS:
        candidates = lex.fuzzy_candidates(token)
        if candidates:  # (a known word or one too short has none: no typo lookup)
            assert lex._nearest(token, candidates) == _nearest_reference(lex, token, candidates), \
                token
            compared += 1
    assert compared >= 10


def test_fuzzy_candidates_hold_no_surface_twice_and_keep_the_prefix_entry_first(lex):
    for token in _TYPO_TOKENS:
        found = lex.fuzzy_candidates(token)
        if not found:
            continue  # a known word or one too short: no typo lookup
        assert len(set(found)) == len(found), token
        own = lex.fuzzy_index.get((token[:lex.fuzzy_prefix], len(token)), ())
        assert tuple(itertools.islice(found, len(own))) == tuple(own), token
