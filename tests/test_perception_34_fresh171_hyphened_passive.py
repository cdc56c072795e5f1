"""A hyphened work verb in the passive is done to its subject, not by them.

Session 34, round fresh171 (a crown court trial): the passive rule (a job done to the observer
is someone else's, "Jae is carried out of the hall on a stretcher") read only a one-word
participle, so "Ana is cross-examined for two hours" ("cross" "-" "examined") was the
witness's own work; now the participle is the hyphened verb's last part. And "being" after an
auxiliary ("is being carried out", "was being cross-examined") leaves the subject before both.
The active forms stay the observer's.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_hyphened_passive_is_done_to_the_observer(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Ana"), text
        assert "work" in other_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana is cross-examined for two hours.",
        "Ana was cross-examined by the defence barrister.",
        "Ana is being cross-examined about the night of the fire.",
        "Ana was being carried out of the hall on a stretcher.",
        "I'm being cross-examined after lunch.",
    ]) == []


def test_the_active_stays_the_observers(lex) -> None:
    def one_case(text):
        assert "work" in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana is cross-examining the witness.",
        "Ana has cross-examined three witnesses today.",
        "Ana carries out the safety checks on the ward.",
        "Ana is being worked to the bone at the depot.",
    ]) == []
