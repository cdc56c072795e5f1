"""A court, a jury, the magistrates or a tribunal told something is addressed, no company.

Session 34, round fresh171 (a crown court trial): "Folake opens the Crown's case by telling the
jury that ..." had been company (the verb "tell"); a jury, a court, magistrates, a tribunal or
an inquest told is a speech or testimony, no one kept company (exceptions "tell the jury", ...).
Counsel's work comes from the words around it ("opens the Crown's case"); a witness telling the
court what she saw does none. A friend, a colleague or the jurors chatted to stay company.
"""

from helpers import actual_kinds, failing_cases


def test_a_court_told_is_no_company(lex) -> None:
    def one_case(text):
        assert "socialize" not in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana takes the oath and tells the jury what she saw.",
        "Ana tells the court she was at home all evening.",
        "Ana told the magistrates she couldn't pay the fine.",
        "Ana tells the tribunal about the night shifts.",
        "Ana is telling the inquest how the fire started.",
    ]) == []


def test_counsel_telling_the_jury_is_their_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == {"work"}, text

    assert failing_cases(one_case, [
        "Ana opens the Crown's case by telling the jury that the will was forged.",
        "Ana opens the prosecution case, telling the jury the motive was money.",
    ]) == []


def test_people_told_are_still_company(lex) -> None:
    def one_case(text):
        assert "socialize" in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana tells Tom about her day over a pint.",
        "Ana tells her sister the news on the phone.",
        "Ana chats with the other jurors about the weather.",
    ]) == []
