"""No quarrel without a party (session 28, round threat): a crowd's push is a jostle, no row,
whether the crowd is the subject ("the crowd pushes and shoves Mateus toward the exit") or the
source after the blow ("a light shove in the crowd knocks Mateus off balance": conflict's
``things.doers`` crowd, crush, throng); "wrangle" with an object right after it herds people or
beasts into place ("wrangles forty extras into position", "wrangles the sheep into the pen":
conflict's ``verb_uses``). A person who shoves someone, a wrangle with someone or over
something and one whose object is wrangled over something stay rows."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_crowds_push_or_a_herding_wrangle_is_no_row(lex) -> None:
    def one_case(text):
        assert "conflict" not in actual_kinds(lex, text, "Mateus")

    cases = [
        "A light shove in the crowd knocks Mateus off balance for a moment.",
        "A shove from the crowd pushes Mateus against the barrier.",
        "The crowd pushes and shoves Mateus toward the exit.",
        "Mateus is jostled by the crowd on the platform.",
        "Mateus wrangles forty extras into position for the scene.",
        "Mateus wrangles the sheep into the pen.",
        "Mateus has to wrangle the kids into the car.",
        "Mateus wrangled them into the van before the rain.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_shove_or_a_wrangle_with_a_person_stays_a_row(lex) -> None:
    def one_case(text):
        assert "conflict" in actual_kinds(lex, text, "Mateus")

    cases = [
        "A man shoves Mateus and calls him an idiot.",
        "A man in the crowd shoves Mateus and swears at him.",
        "Mateus wrangles with the landlord over the deposit.",
        "Mateus wrangles the landlord over the deposit.",
        "Mateus and his sister wrangle over the will.",
        "Mateus has a long wrangle with the council.",
        "Mateus snaps at his sister over the remote.",
    ]
    assert failing_cases(one_case, cases) == []
