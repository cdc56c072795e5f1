"""Two body readings. Full-width letters and the ideographic space typed in place of ASCII read
as ASCII ("Ｈｅｉｄｉ　ｅａｔｓ" is "Heidi eats"; offsets are unchanged, one character each
way). Lying down to a sleep that never comes is no rest, also when a semicolon
puts the failure in the next sentence ("You lie in the sleeping bag with your eyes open until
dawn; sleep never comes"). Negative controls: someone else's failed sleep leaves the
observer's rest alone, and a full stop (not a semicolon) keeps the lying-down as rest."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

from engine.perception import perceive

WIDE = {chr(c): chr(c + 0xFEE0) for c in range(0x21, 0x7F)} | {" ": "\u3000"}


def wide(text: str) -> str:
    return "".join(WIDE.get(ch, ch) for ch in text)


@pytest.mark.parametrize(("text", "kind"), [
    ("{o} eats a sandwich", "eat"), ("{o} is drinking a cup of tea", "drink"),
    ("{o} goes for a run along the beach", "exercise"), ("{o} is taking a nap", "sleep"),
    ("{o} is lying on the sofa", "rest")])
@pytest.mark.parametrize("observer", ["Heidi", "Tomas", "Ana"])
def test_full_width_text_reads_as_ascii(lex, text, kind, observer):
    plain = text.format(o=observer)
    assert kind in actual_kinds(lex, wide(plain), observer)
    events = perceive(wide(plain), lex, observer=observer)
    assert [e.evidence for e in events] == [e.evidence for e in perceive(plain, lex,
                                                                         observer=observer)]


@pytest.mark.parametrize("observer", ["Heidi", "Tomas"])
def test_someone_else_in_full_width_is_still_someone_else(lex, observer):
    assert "eat" not in actual_kinds(lex, wide("Max eats a sandwich"), observer)


LYING = ["You lie in the sleeping bag with your eyes open until dawn",
         "You lie on the bunk listening to the wind",
         "You lie in the hammock listening to the sea",
         "You lie on the sofa until the birds start"]
FAILED = ["sleep never comes", "you never drift off", "sleep won't come"]


def test_lying_before_a_semicolon_and_a_sleep_that_never_comes_is_no_rest(lex):
    cases = [f"{a}; {b}." for a, b in itertools.product(LYING, FAILED)]
    assert [t for t in cases if "rest" in actual_kinds(lex, t, "Gulnara")] == []


@pytest.mark.parametrize("lying", LYING)
def test_someone_elses_sleepless_night_leaves_the_observers_rest(lex, lying):
    assert "rest" in actual_kinds(lex, f"{lying}; your brother never sleeps.", "Gulnara")
