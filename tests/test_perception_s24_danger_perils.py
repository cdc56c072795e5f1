"""Session 24: a person moved against their will towards, into, over or under a peril is in
danger, though no threat word names it (core.yaml ``danger.perils``: ``movers``, ``pushers``,
``goals``; perception._moved_to_peril).

* "she stumbles towards the edge", "the mixer pulls her towards the blades", "Kira is pitched
  into the road", "you start sliding towards the drop", "a drunk drags her toward the canal".
* Controls: a walk towards the edge has no mover; a thing moved ("pushes the pram into the
  road", "slides the plate towards the edge of the table") or a thing that rolls is none; a
  driver "pulls into the road" (``pushers`` need the one moved after them); someone else
  dragged is theirs.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_moved_to_a_peril_is_danger(lex) -> None:
    def one_case(observer, text):
        assert "danger" in actual_kinds(lex, text, observer), text

    cases = [
        ("Lou", "Lou is shoved and she stumbles towards the edge of the platform."),
        ("Tess", "The mixer grabs the hem of Tess's apron and pulls her towards the blades."),
        ("Kira", "Kira's bike wheel catches a tram track and she is pitched into the road."),
        (None, "Your ice axe skitters off the slope and you start sliding towards the drop."),
        ("Lola", "A drunk grabs Lola by the collar and drags her toward the canal."),
        ("Jem", "The press drags Jem's arm toward the rollers."),
    ]
    assert failing_cases(one_case, cases) == []


def test_no_one_moved_to_a_peril_is_no_danger(lex) -> None:
    def one_case(observer, text):
        assert "danger" not in actual_kinds(lex, text, observer), text

    cases = [
        ("Lou", "Lou walks towards the edge of the cliff to take a photo."),
        ("Lou", "Lou pushes the pram into the road."),
        ("Lou", "Lou slides the plate towards the edge of the table."),
        ("Lou", "The ball rolls into the road and Lou fetches it."),
        ("Lou", "Lou pulls into the road and drives to work."),
        ("Lou", "Tom drags Lou towards the dance floor."),
    ]
    assert failing_cases(one_case, cases) == []


def test_someone_else_swept_to_a_peril_is_theirs(lex):
    text = "The current sweeps Tom towards the weir while Lou watches from the bank."
    assert "danger" not in actual_kinds(lex, text, "Lou")
    assert "danger" in other_kinds(lex, text, "Lou")
