"""A slip in a short body part right after its owner (core.yaml ``fuzzy.slips.parts`` and
``owners``): "Ana broke her hnad", "Ana banged her knea on the table". Two letters swapped, a
letter dropped, put in or hit on a neighbouring key (never the first letter) in a word the
plain typo model reads only exactly. Read only right after "his", "her", "my", "your",
"their", "our": elsewhere, and for real words one slip from a body part ("his hind legs", "her
fave song", "knew"), nothing is read."""

from __future__ import annotations

import pytest
from helpers import failing_cases

import engine
from engine.perception import perceive

LEX = engine.load_ruleset("physiology").lexicon


def _terms(text: str, observer: str = "Ana") -> set[str]:
    return {e.term for e in perceive(text, LEX, observer=observer)
            if e.is_actual_self and e.kind == "injury"}


# (slip, body part): a swap, a dropped letter, a letter put in, a neighbouring key
SLIPS = [("hnad", "hand"), ("knea", "knee"), ("nekc", "neck"), ("thumn", "thumb"),
         ("heda", "head")]


@pytest.mark.parametrize("slip,part", SLIPS)
@pytest.mark.parametrize("owner", ["her", "my"])
def test_body_part_slip_after_owner_is_read(slip: str, part: str, owner: str) -> None:
    assert LEX.slip_form(slip) == part
    text = f"I banged {owner} {slip} on the table." if owner == "my" \
        else f"Ana banged {owner} {slip} on the table."
    assert f"bang + {part}" in _terms(text), text


@pytest.mark.parametrize("slip,part", SLIPS)
def test_break_with_a_slipped_part(slip: str, part: str) -> None:
    assert f"break + {part}" in _terms(f"Ana broke her {slip} on the ice.")


@pytest.mark.parametrize("slip,part", SLIPS)
def test_someone_elses_slipped_part_is_not_the_observers(slip: str, part: str) -> None:
    assert not _terms(f"Marta broke her {slip} on the ice.")


@pytest.mark.parametrize("slip,part", SLIPS)
def test_slip_not_after_an_owner_is_not_read(slip: str, part: str) -> None:
    # after an article the slip stays an unknown word: no body part, no "break + part" term
    assert f"break + {part}" not in _terms(f"Ana broke the {slip} on the ice.")


def test_real_words_are_not_body_parts() -> None:
    def one_case(word):
        assert LEX.slip_form(word) is None

    cases = ["knew", "hind", "fave", "eras", "noise", "heed", "writ",
                                      "footy", "noose", "fade"]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "The dog stood on his hind legs.",
    "Ana played her fave song twice.",
    "Ana put on her footy boots.",
    "Ana got his fade touched up at the barber.",
])
def test_real_words_after_an_owner_make_no_injury(text: str) -> None:
    assert not _terms(text)
