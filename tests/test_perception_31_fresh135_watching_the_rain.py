"""Rain or snow watched as it falls is idle watching, a rest (session 31, round fresh135):
"is standing still at the window, just watching the rain", "watches the snow fall from the hut
window" (core.yaml rest terms beside "watch the sea", yielding to work, exercise and company in
their clause). A gauge, a radar or a forecast of it is no weather watched (rest ``not_before``),
and a wait told first, its pastime after a comma, is the wait's ("and wait, watching the rain":
rest ``waiting_after.before``)."""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Rosalind"


def test_rain_or_snow_watched_is_rest(lex) -> None:
    def one_case(opening, watched):
        assert actual_kinds(lex, f"{opening} {watched}.", OBSERVER) == {"rest"}

    cases = list(itertools.product(
        ["Rosalind is standing still at the window, just watching",
         "Rosalind stands at the hut door and watches", "You stay by the window watching",
         "Rosalind spends the afternoon watching"],
        ["the rain", "the rain fall", "the rain come down", "the snow fall",
         "the snowflakes drift past"]))
    assert failing_cases(one_case, cases) == []


def test_a_rain_instrument_or_report_is_no_rest(lex) -> None:
    for text in ["Rosalind watches the rain radar on her phone.",
                 "Rosalind is watching the rain forecast on the news."]:
        assert "rest" not in actual_kinds(lex, text, OBSERVER), text


def test_a_wait_with_rain_watched_after_a_comma_is_no_rest(lex) -> None:
    for text in ["You order a dosa at the counter and wait, watching the rain.",
                 "Rosalind waits, watching the rain.", "Rosalind waited, watching the sea."]:
        assert "rest" not in actual_kinds(lex, text, OBSERVER), text


def test_rain_watched_gives_way_to_company(lex) -> None:
    text = "Rosalind and her sister watch the rain together from the porch."
    assert "socialize" in actual_kinds(lex, text, OBSERVER)
