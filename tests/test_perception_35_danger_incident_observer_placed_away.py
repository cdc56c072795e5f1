"""An incident told harmless is no threat to an observer the text only places elsewhere
(session 35, round danger): "Nobody was injured when the scaffold fell, and Joost was already
back in the office" and "No one was hurt when the lighting stand toppled, and Callum was at the
hotel" tell an incident the observer was away from (perception._placed_away, read by the
all-clear rule of session 29). Controls: an observer placed at the threat ("right beside it",
"under it", "in the car" the wall fell on), one named another way, and an incident with no
all-clear stay a threat to the observer.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_an_all_clear_incident_with_the_observer_placed_away_is_no_threat(lex) -> None:
    def one_case(threat, place):
        text = f"Nobody was hurt when {threat}, and Joost was {place}."
        assert actual_kinds(lex, text, "Joost") == set(), text

    cases = [(t, p)
             for t in ["the scaffold of the new block fell", "the crane toppled",
                       "the lighting stand toppled in the ballroom"]
             for p in ["already back in the office", "at the hotel", "at home",
                       "away in Leeds", "safely in the canteen"]]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "No one was injured when the crane toppled. Joost was safely in "
                        "the canteen.", "Joost") == set()


def test_controls_an_observer_placed_at_the_threat_keeps_it(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Joost") == {"danger"}, text

    cases = ["Nobody was injured when the scaffold fell, and Joost was right beside it.",
             "Nobody was hurt when the crane toppled, and Joost was under it.",
             "Nobody was hurt when the wall collapsed on Joost's car, and Joost was in the car.",
             "The scaffold fell a metre from Joost, but nobody was hurt.",
             "The crane toppled while Joost was in the cab."]
    assert failing_cases(one_case, cases) == []


def test_an_owner_inside_the_place_keeps_the_observer_away(lex) -> None:
    text = ("Nobody was hurt when the shed roof collapsed under the snow, and Eszter was at her "
            "sister's in town.")
    assert actual_kinds(lex, text, "Eszter") == set()
    text = "Nobody was hurt when the wall collapsed, and Eszter was in her car beside it."
    assert actual_kinds(lex, text, "Eszter") == {"danger"}
