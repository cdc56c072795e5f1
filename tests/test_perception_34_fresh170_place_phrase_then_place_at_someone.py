"""A short fronted place that runs on into a place at someone opens the clause's subject
(session 34, round fresh170): "on the bench beside her an old mzee is snoring" is the
stranger's sleep, as "beside her an old man is snoring" was; read as no subject, the snore
had fallen to the observer (a leak). perception._after_place_at_person now also takes a
preposition phrase before the place at someone (_fronted_place_before). Also the Swahili
"mzee" and "rival" are people. Controls: the observer named after the same phrase keeps the
act, and a status line's own act stays hers.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_someone_after_a_place_phrase_and_a_place_at_her_is_someone_else(lex) -> None:
    def one_case(lead, at, who, act, kind):
        text = f"Wanjiru sits down to wait. {lead} {at} {who} {act}."
        assert actual_kinds(lex, text, "Wanjiru") == set(), text
        assert kind in other_kinds(lex, text, "Wanjiru"), text

    cases = [(lead, at, who, act, kind)
             for lead in ["On the bench", "At the far table", "In the next seat"]
             for at in ["beside her", "next to her", "behind him"]
             for who, act, kind in [("an old mzee", "is snoring", "sleep"),
                                    ("a stranger", "snores", "sleep"),
                                    ("the porter", "eats a samosa", "eat")]]
    assert failing_cases(one_case, cases) == []


def test_controls_the_observer_after_the_phrase_or_in_a_status_line_keeps_the_act(lex) -> None:
    def one_case(text, kind):
        assert kind in actual_kinds(lex, text, "Wanjiru"), text

    cases = [("On the bench beside her Wanjiru is snoring.", "sleep"),
             ("Wanjiru is snoring on the bench beside her bag.", "sleep"),
             ("Wanjiru is eating a samosa @ bus stage: bench", "eat")]
    assert failing_cases(one_case, cases) == []
