"""A vehicle with the observer in it, struck by another (told in the passive) or losing its line
in a second verb after "and", is the observer's danger.

* core.yaml ``danger.terms``: "be/get rear-ended", "sideswiped", "t-boned", "rammed" ("Omar is
  rear-ended at the lights", "our jeep is rammed by a truck at the checkpoint", "the rickshaw
  I'm riding in gets sideswiped by a van").
* perception._unfolding_hazards: an unfolding subject that leads its clause keeps its second
  verb after "and" and a verb phrase of its own ("our sled hits a pressure ridge and flips", "a
  car jumped the red light and nearly ran Omar over", "Lotte's tractor hits a rut and tips
  over").
* Controls: the object of someone's verb is no subject ("Omar parks the car and flips the
  sign"); someone else's crash, reported, is theirs; a calm second verb is none.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_vehicle_struck_or_losing_its_line_is_danger(lex) -> None:
    def one_case(observer, text):
        assert "danger" in actual_kinds(lex, text, observer), text

    cases = [
        ("Omar", "Omar is rear-ended at the lights outside the salt works."),
        ("Omar", "Omar's van gets rear-ended on the ring road to the refugee camp."),
        ("Omar", "Omar's car was sideswiped by a lorry on the dam bridge."),
        (None, "Our jeep is rammed by a truck at the checkpoint."),
        (None, "The rickshaw I'm riding in gets sideswiped by a van near the night market."),
        (None, "Our sled hits a pressure ridge and flips, tossing me onto the sea ice."),
        ("Omar", "A car jumped the red light and nearly ran Omar over on the crossing."),
        ("Lotte", "Lotte's tractor hits a hidden rut and tips over on the vineyard slope."),
        (None, "The snowmobile catches an edge and flips on the glacier road."),
    ]
    assert failing_cases(one_case, cases) == []


def test_no_vehicle_of_the_observers_in_trouble_is_no_danger(lex) -> None:
    def one_case(observer, text):
        assert "danger" not in actual_kinds(lex, text, observer), text

    cases = [
        ("Omar", "Omar parks the car and flips the sign on the stall to 'open'."),
        ("Omar", "The car pulls into the yard and Omar flips the sign."),
        ("Omar", "Omar's sister was rear-ended at a junction but is fine."),
        ("Omar", "Omar reads that a bus was rear-ended on the motorway."),
        ("Omar", "The boat leaves the harbour and rocks gently at the mooring."),
        ("Omar", "The lift reaches the top floor of the laundry and stops."),
    ]
    assert failing_cases(one_case, cases) == []
