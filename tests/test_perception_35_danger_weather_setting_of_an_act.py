"""Weather that is only the setting of an act told before it is no threat of its own (session
35, round danger): "Hamish is hauling nets in the gale", "Ewan twisted his knee on the wet
stairs in the storm", "Ana runs five miles through the whole downpour"
(perception._weather_setting_dropped, cues.vocabulary setting_weather). Controls: weather one
is caught, lost, stuck or out in (weather_exposed), weather that hits, a sentence with another
threat ("a sheet of roofing rips loose in the gale"), and weather with no act before it stay a
threat.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_weather_as_the_setting_of_an_act_is_no_threat(lex) -> None:
    def one_case(act, kinds, prep, weather):
        text = f"Hamish {act} {prep} {weather}."
        assert actual_kinds(lex, text, "Hamish") == kinds, text

    cases = [(a, k, p, w)
             for a, k in [("is hauling nets", {"work"}), ("runs five miles", {"exercise"}),
                          ("twisted his knee on the wet stairs", {"injury"})]
             for p in ["in the", "through the whole", "during the"]
             for w in ["gale", "storm", "blizzard", "downpour"]]
    assert failing_cases(one_case, cases) == []


def test_controls_weather_one_is_exposed_to_or_another_threat_stays(lex) -> None:
    def one_case(text):
        assert "danger" in actual_kinds(lex, text, "Hamish"), text

    cases = ["Hamish is caught out in the blizzard on the way back.",
             "Hamish is lost in the storm.",
             "Hamish is stuck in the blizzard on the pass.",
             "Hamish is hauling nets when the gale hits.",
             "The storm hits the harbour while Hamish is hauling nets.",
             "A sheet of roofing rips loose in the gale and cartwheels past Hamish's head.",
             "Hamish is hauling nets in the gale and a wave sweeps him across the deck.",
             "Hamish is out in the gale.",
             "Hamish was not hurt in the storm."]
    assert failing_cases(one_case, cases) == []
