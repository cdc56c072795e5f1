"""A later chat turn's "I" is no party to a row an earlier turn tells (session 36, round
fresh189): a chat log's turns run together with no full stop, so "[02:33] Étienne: I'm fine"
shared the clause of "[02:31] ...: three guys from a bar fight just came in" and made the fight
the observer's (the set's leak). A speaker tag between the row and the "I" now ends the party.
Controls: a row in the observer's own turn stays theirs, and a header before the first turn is
no turn ("[ship Wi-Fi video call] Lorraine: ..." is her call).
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_row_told_in_an_earlier_turn_is_not_the_later_speaker_s(lex) -> None:
    def one_case(text):
        assert "conflict" not in actual_kinds(lex, text, "Étienne"), text
        assert "conflict" in other_kinds(lex, text, "Étienne"), text

    cases = ["[02:31] Étienne: three guys from a bar fight on Saint-Denis just came in, one "
             "with a broken nose [02:33] Chloé: omg be careful [02:34] Étienne: I'm fine, "
             "I'm on triage, just swamped",
             "[02:31] Chloé: my brothers are fighting again [02:33] Étienne: omg I'm so sorry",
             "[21:04] Chloé: two drunks just got into a fistfight outside the bar [21:05] "
             "Étienne: I'm coming to get you"]
    assert failing_cases(one_case, cases) == []


def test_controls_own_turn_row_and_header_stay(lex) -> None:
    assert actual_kinds(lex, "[02:31] Étienne: Marc and I had a huge fight [02:33] Chloé: omg",
                        "Étienne") == {"conflict"}
    assert "conflict" in actual_kinds(
        lex, "[02:31] Chloé: did Marc yell at you? [02:33] Étienne: yes he yelled at me",
        "Étienne")
    assert actual_kinds(lex, "[ship Wi-Fi video call] Lorraine: you should see this sunset, "
                        "love | Harold (at home in Leeds): jealous! how's the food? | "
                        "Lorraine: far too good", "Lorraine") == {"socialize"}
