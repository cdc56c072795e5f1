"""A blow struck at a person named right after it is a fight with them (session 21).

"The guards kick Ana", "Ana punches Tom", "the bouncer tackles Ana", "Ana is tackled by the
bouncer" gave no event: only a pronoun after "punch" ("punch him") and a part of the body
("punches Tomas in the jaw") were read. The conflict kind's ``companions`` (punch, kick,
tackle, beat up, headbutt) now fire with a person after them, a worker included ("Ana punches
the guard"); a ball, a wall, a beast or one's own boots kicked name no person, a beast that
kicks is no party ("the mule kicked me"), and a blow nobody is named for is no call to the
observer ("his friends slog up, kicking steps into the snow").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_blow_at_a_person_is_conflict(lex) -> None:
    def one_case(text):
        assert "conflict" in actual_kinds(lex, text, "Ana")

    cases = [
        "The guards punch Ana.",
        "The guards kick Ana in the cellar of the salt mine.",
        "Ana punches Tom outside the speakeasy.",
        "Ana kicks the deckhand and runs.",
        "The bouncer tackles Ana at the door of the night market.",
        "Ana is tackled by the bouncer.",
        "Ana punches the guard.",
        "The guards beat up Ana behind the signal box.",
        "The falconer punches Ana hard.",
    ]
    assert failing_cases(one_case, cases) == []


def test_no_fight_without_a_person_struck(lex) -> None:
    def one_case(text):
        observer = "Ivo" if text.startswith("Ivo") else "Ana"
        assert "conflict" not in actual_kinds(lex, text, observer)

    cases = [
        "Ana kicks the ball to Tom.",
        "Ana punches the wall next to Tom.",
        "The striker kicks the ball past Ana into the net.",
        "Ana watches two deckhands punch each other on the oil rig.",
        "The mule kicked me and my thigh is already turning black.",
        "Ivo waits at the foot of the couloir while his two friends slog up, kicking steps.",
        "Ana's flatmate comes home limping, a bag of peas pressed to her knee.",
        "Ana punches in at the salt mine with Tom.",
    ]
    assert failing_cases(one_case, cases) == []
