"""Session 11's speed paths read text exactly as the general paths they stand in for.

* ASCII text is tokenised with an ASCII-flagged copy of the token pattern
  (``_PIECE_ASCII_RE``) and its capitals found with an ASCII-flagged ``_CAP_RE``: on any ASCII
  string they cut and find what the Unicode patterns do (``\\x1c``-``\\x1f`` are whitespace to
  both).
* The status-activity phrase tables indexed at compile time (workplaces and not_places by
  first and last token, served and occasion end words) hold exactly the phrases of the tables
  they index.
* Non-ASCII text kept one for one gets no offset map, and its spans are the tokens' own.
"""
from __future__ import annotations

import re
from itertools import product

import pytest

from engine.lexicon import TOKEN_PATTERN, normalize_cased
from engine.perception import _CAP_RE, _PIECE_ASCII_RE, _PIECE_RE, _Text

_UNICODE_CAP_RE = re.compile(r"[A-Z](?<!\w[A-Z])(?<!\w'[A-Z])")

# every short string over characters that steer the tokeniser: letters of both cases, digits, the
# underscore, apostrophes, number points, "n't" and whitespace of each kind
_PIECES = ("a", "B", "7", "_", "'", ".", ",", ":", "n't", "N'T", " ", "\t", "\n", "\x1c", "\x1f",
           "-", "!")
_GRID = ["".join(p) for k in (1, 2, 3) for p in product(_PIECES, repeat=k)]


def test_the_grid_is_large():
    assert len(_GRID) == 17 + 17 ** 2 + 17 ** 3 == 5219


@pytest.mark.parametrize("prefix, suffix", [("", ""), ("Jo", "x"), ("Don't", " 3.5km")])
def test_ascii_token_pattern_cuts_as_the_unicode_one(prefix, suffix):
    for text in _GRID:
        text = prefix + text + suffix
        assert _PIECE_ASCII_RE.findall(text) == _PIECE_RE.findall(text), repr(text)
        assert _PIECE_ASCII_RE.findall(text.lower()) == _PIECE_RE.findall(text.lower())


@pytest.mark.parametrize("prefix, suffix", [("", ""), ("O'", "x"), ("Mc", " Ann")])
def test_ascii_capital_pattern_finds_what_the_unicode_one_finds(prefix, suffix):
    for text in _GRID:
        text = prefix + text + suffix
        assert [m.start() for m in _CAP_RE.finditer(text)] \
            == [m.start() for m in _UNICODE_CAP_RE.finditer(text)], repr(text)


def test_ascii_pattern_is_the_token_pattern():
    assert _PIECE_ASCII_RE.flags & re.ASCII and not _PIECE_RE.flags & re.ASCII
    assert TOKEN_PATTERN.replace(r"\s", r"\s\x1c-\x1f") in _PIECE_ASCII_RE.pattern


@pytest.mark.parametrize("text, words, caps", [
    ("Ana didn't eat.", ["ana", "did", "n't", "eat", "."], [0]),
    ("JO DIDN'T EAT", ["jo", "didn", "'t", "eat"], []),  # all capitals: no names
    ("Mr O'Brien\x1cate 3.5kg", ["mr", "o", "'brien", "ate", "3.5kg"], [0, 1]),
    ("  two  spaces\tand\na tab", ["two", "spaces", "and", "a", "tab"], []),
])
def test_ascii_text_tokens(text, words, caps):
    tx = _Text(text)
    assert tx.words == words and tx.caps == caps


def test_status_activity_indexes_hold_the_tables(lex):
    rule = lex.status_activity
    assert rule is not None and rule.workplaces and rule.not_places
    assert {p for g in rule.workplaces_by_first.values() for p in g} \
        == {p for p in rule.workplaces if p}
    assert {p for g in rule.workplaces_by_last.values() for p in g} == set(rule.workplaces)
    assert {p for g in rule.not_places_by_first.values() for p in g} == set(rule.not_places)
    assert {p for g in rule.not_places_by_last.values() for p in g} == set(rule.not_places)
    assert all(p[0] == w for w, g in rule.workplaces_by_first.items() for p in g)
    assert all(p[-1] == w for w, g in rule.not_places_by_last.items() for p in g)
    assert rule.served_lasts == {p[-1] for p in rule.served}
    assert rule.occasion_firsts == {p[0] for p in rule.occasions}


@pytest.mark.parametrize("text, span", [
    ("Zoë eats a crêpe.", (4, 8)),  # one for one: no map, the tokens' own offsets
    ("Zoë eats a cre\u0302pe.", (4, 8)),  # a combining mark: mapped back
])
def test_non_ascii_spans(text, span):
    tx = _Text(text)
    assert tx.span(1, 2) == span
    assert (tx._origin is None) == (len(text) == 17)


def test_normalize_cased_identity_map_only_when_asked():
    folded, cased, origin = normalize_cased("Zoë eats")
    assert (folded, cased, origin) == ("zoë eats", "Zoë eats", list(range(9)))
    assert normalize_cased("Zoë eats", identity=False) == ("zoë eats", "Zoë eats", None)
    # a map that is no identity is always built
    assert normalize_cased("Stra\u00dfe", identity=False)[2] == [0, 1, 2, 3, 4, 4, 5, 6]
