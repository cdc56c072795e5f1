"""A vehicle's near miss told by how it moves at the subject (session 35, round danger): "a
reversing delivery van nearly backs over Jaylen", "a cab nearly drives you over the edge", "a
lorry almost reverses into Jaylen's bike", "the bus nearly rams Jaylen's car" (danger terms
"nearly/almost" + back over/into, reverse over/into, drive you over/off/into, ram,
sideswipe, knock you over/off). Controls: "nearly drives over the speed limit" and "nearly
clips his toenails" are no near miss, and someone else's near miss stays theirs.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_vehicle_nearly_moving_at_the_observer_is_danger(lex) -> None:
    def one_case(vehicle, adv, verb, obj):
        text = f"A {vehicle} {adv} {verb} {obj} at the junction."
        assert actual_kinds(lex, text, "Jaylen") == {"danger"}, text

    cases = [(v, a, verb, obj)
             for v in ["reversing van", "lorry", "taxi"]
             for a in ["nearly", "almost"]
             for verb, obj in [("backs over", "Jaylen"), ("reverses into", "Jaylen's bike"),
                               ("rams", "Jaylen's car"), ("sideswipes", "Jaylen's scooter"),
                               ("drives you off", "the road")]]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "The fog is thick on the Embankment, and a cab nearly drives you "
                        "over the edge.", "Hannah") == {"danger"}


def test_controls_no_vehicle_near_miss_or_someone_elses(lex) -> None:
    assert actual_kinds(lex, "Jaylen nearly drives over the speed limit.", "Jaylen") == set()
    assert actual_kinds(lex, "Jaylen nearly clips his toenails too short.", "Jaylen") == set()
    text = "A van nearly backs over Tom outside the shop."
    assert "danger" not in actual_kinds(lex, text, "Jaylen")
    assert "danger" in other_kinds(lex, text, "Jaylen")
