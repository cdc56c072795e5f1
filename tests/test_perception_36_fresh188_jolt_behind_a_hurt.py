"""A jolt behind a hurt or a bout of sickness (session 36, round fresh188): a weak threat (a lurch,
a heavy swell) in a sentence that tells the observer's own hurt or sickness is its cause, no
threat of its own ("The ferry lurches and Isla feels the sick rising in her throat", "burns his
palm on the towel rail when the ship lurches"); the sick or the bile rising in the throat is
nausea. Controls: a lurch with no hurt stays a threat; a full threat beside a sickness stays;
someone else's nausea is theirs.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_jolt_behind_a_hurt_is_no_threat(lex) -> None:
    assert actual_kinds(lex, "Isla burns her palm on the heated towel rail when the ship lurches.",
                        "Isla") == {"injury"}
    assert actual_kinds(lex, "The ferry lurches and Isla feels sick.", "Isla") == {"illness"}
    assert actual_kinds(lex, "Isla is sick over the side in the heavy swell.",
                        "Isla") == {"illness"}


def test_nausea_told_by_what_rises(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Isla") == {"illness"}, text

    cases = ["Isla feels the sick rising in her throat.",
             "The ferry lurches and Isla feels the sick rising in her throat; she spends the "
             "whole crossing retching over the rail.",
             "Isla feels bile rising in her throat as the boat pitches."]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "Isla's brother feels the sick rising in his throat.",
                        "Isla") == set()


def test_a_lurch_alone_or_a_strong_threat_stays(lex) -> None:
    assert actual_kinds(lex, "The ferry lurches in a sudden swell and Isla has to grab the rail.",
                        "Isla") == {"danger"}
    assert actual_kinds(lex, "Fire breaks out in the engine room and Isla feels sick.",
                        "Isla") == {"danger", "illness"}
    assert actual_kinds(lex, "The ferry rolls heavily and Isla feels sick.",
                        "Isla") == {"danger", "illness"}
