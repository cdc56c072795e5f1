"""snake_case action labels are words: "action=eat_lunch" is "eat lunch".

Simulations that print structured actions ("[Marek] action=eat_lunch", "current_action =
drinking_water", "agent_7: action=go_to_sleep") join the words of a label with underscores; the
tokeniser saw one unknown word. An underscore between two letters is read as a space, in the text
and in the observer's name alike (offsets are unchanged, so evidence still points into the text);
an underscore next to a digit keeps an identifier whole ("agent_7" is not "agent 7").
"""

from __future__ import annotations

from helpers import failing_cases

from engine.perception import perceive


def actual_self(lex, text, observer):
    return sorted(e.kind for e in perceive(text, lex, observer=observer) if e.is_actual_self)


def test_snake_case_labels_are_read_as_words(lex) -> None:
    def one_case(text, observer, expected):
        assert actual_self(lex, text, observer) == expected

    cases = [
        ("[Marek] action=eat_lunch location=canteen", "Marek", ["eat"]),
        ("Marek: current_action = drinking_water", "Marek", ["drink"]),
        ("agent_7: action=go_to_sleep", "agent_7", ["sleep"]),
        ("mary_ann is eating_lunch", "mary_ann", ["eat"]),
        ("status: agent=Ines; action=take_a_nap; place=staff_room", "Ines", ["sleep"]),
        # controls: words that only look like labels, and a label that is not an event
        ("action=check_email location=desk_3", "Marek", ["work"]),
        ("action=look_around location=hall_2", "Marek", []),
        ("Marek reads the file lunch_menu_v2.pdf", "Marek", []),
    ]
    assert failing_cases(one_case, cases) == []


def test_evidence_points_at_the_label_in_the_original_text(lex):
    text = "[Marek] action=eat_lunch"
    (event,) = [e for e in perceive(text, lex, observer="Marek") if e.kind == "eat"]
    start, end = event.evidence
    assert text[start:end] == "eat"
