"""Who did what: the observer's guests named inside a hosting term's object ("pours wine for
her guests") are people too, so what they then do is theirs ("Ana pours the wine; her guests
drink it all"). Negative controls: the hosting itself stays the observer's company, and the
observer's own drink after it stays hers."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive


def kinds(lex, text: str, observer: str = "Ana") -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer) if e.is_actual_self}


HOSTS = ["Ana pours the wine", "Ana pours the tea", "Ana serves the punch"]
GUESTS = ["her guests", "her visitors"]
DEEDS = [("drink", "drink it all"), ("eat", "eat the cake"), ("drink", "down their glasses")]


@pytest.mark.parametrize("host,guests,deed", list(itertools.product(HOSTS, GUESTS, DEEDS)))
def test_guests_after_hosting_do_their_own_thing(lex, host, guests, deed):
    kind, verb = deed
    assert kind not in kinds(lex, f"{host}; {guests} {verb}.")


@pytest.mark.parametrize("text,kind", [
    ("Ana pours a glass of wine for her guest but doesn't touch her own.", "socialize"),
    ("Ana pours the wine for her guests and drinks a glass herself.", "drink"),
    ("Ana pours the wine and her guests drink it all.", "socialize"),
])
def test_hosting_and_own_drink_stay_hers(lex, text, kind):
    assert kind in kinds(lex, text)
