"""Counsel's, a judge's and an interpreter's work at a trial is work.

Session 34, round fresh171 (a crown court trial): a witness cross-examined, a case opened or
summed up, the jury addressed ("opens the Crown's case", "is summing up the evidence for the
jury", "addresses the jury for an hour") and an interpreter's turn ("is interpreting for a
Polish witness", "interprets the witness's evidence into English") had been nothing or a
status line's weaker guess. A case of a violin opened, a silence, evidence or questions
construed, a thing hard to interpret, someone else cross-examining and a plan stay none of the
observer's work.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_trial_work_is_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == {"work"}, text

    assert failing_cases(one_case, [
        "Ana rises to cross-examine the landlord about the missing deposit.",
        "Ana is cross-examining the arresting officer.",
        "Ana cross-examined the pathologist for most of the morning.",
        "Ana opens the Crown's case with a short speech.",
        "Ana opens the prosecution case after lunch.",
        "Ana opens for the defence on Monday morning and is on her feet until one.",
        "Ana addresses the jury for an hour.",
        "Judge Ana Reyes is summing up the evidence @ Crown Court: courtroom 4",
        "Ana sums up for the jury before they go out.",
        "Ana is interpreting for a Romanian witness.",
        "Ana interprets the defendant's testimony into English.",
        "Ana is interpreting the witness's evidence from Polish into English @ Court 2",
        "Ana is interpreting the doctor's questions into Arabic for the family.",
        "I interpreted for a Somali family at the tribunal.",
    ]) == []


def test_kin_of_trial_work_are_none(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana opens the case and takes out her violin.",
        "Ana interprets his silence as a yes.",
        "Ana interprets the evidence differently from the other jurors.",
        "Ana interprets the questions as a trap.",
        "Ana finds the scan hard to interpret for herself.",
        "The figures are difficult to interpret, Ana says.",
        "Ana will cross-examine him tomorrow.",
        "Ana didn't address the jury at all.",
        "Ana reads about the case in the paper.",
    ]) == []


def test_someone_elses_trial_work_is_theirs(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Ana"), text
        assert "work" in other_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "The barrister cross-examines Ana about the night of the fire.",
        "Ana watches from the gallery as the judge sums up the evidence.",
        "An interpreter is interpreting for Ana in the witness box.",
    ]) == []
