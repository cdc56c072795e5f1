"""A medic's diagnosis is a finding, no hearsay (session 36, round fresh188): in a chat line,
"home from the surgery, doc says it's a chest infection" is the speaker's illness now; "says"
after a medic word and before "it's" (or "I have") is no reported cue. Controls: whose the
illness is stays the subject finder's (a daughter's measles, a son's infection, the narrator's
doctor quoting "I"), and a diagnosis of someone named stays theirs.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_speakers_diagnosis_is_theirs_now(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Peigi") == {"illness"}, text

    cases = ["Peigi: doc says it's a chest infection",
             "Peigi: home from the GP, the doctor says it is tonsillitis",
             "Peigi: nurse says that it's flu"]
    assert failing_cases(one_case, cases) == []


def test_the_sets_chat_line(lex) -> None:
    text = ("[21:14] Peigi: home from the surgery, doc says it's a chest infection [21:15] Rhona: "
            "ach no! get yourself to bed hen")
    assert actual_kinds(lex, text, "Peigi") == {"illness", "socialize"}


def test_someone_elses_diagnosis_stays_theirs(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Hassan") == set(), text

    cases = ["Hassan's little daughter has a rash and a temperature; the nurse says it is measles.",
             "Hassan drives his son to the surgery; the doctor says it's a chest infection.",
             "Hassan: doc says my mum has a chest infection"]
    assert failing_cases(one_case, cases) == []
    assert other_kinds(lex, "Hassan's little daughter has a rash and a temperature; the nurse "
                       "says it is measles.", "Hassan") == {"illness"}
