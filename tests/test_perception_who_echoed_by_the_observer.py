"""Who did what: an echo naming the observer copies what someone else did in the clause just
before ("Tom has the flu, and so does Ana", "Tom naps; so does Ana", "Tom eats, and Ana does
too", "Tom naps. Ana does as well", "as does Ana"): the auxiliary stands for the verb, so the
observer did it too.

Only events done (not negated, not planned) by someone else are copied, from the clause right
before, in the same sentence or the one before. "Neither does Ana" copies nothing, nor a
comparison ("Tom works as hard as Ana does"), a clause of the observer's own ("Tom naps as Ana
does the dishes") or an echo by someone else ("as does his wife").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

OBS = "Ana"


def test_the_echo_copies_the_act(lex) -> None:
    def one_case(text, kind):
        assert kind in actual_kinds(lex, text, OBS)

    cases = [
        ("Tom eats, and so does Ana.", "eat"),
        ("Tom naps; so does Ana.", "sleep"),
        ("Tom has the flu, as does Ana.", "illness"),
        ("Tom has the flu, and so does Ana.", "illness"),
        ("Tom eats, and Ana does too.", "eat"),
        ("Tom naps. Ana does as well.", "sleep"),
    ]
    assert failing_cases(one_case, cases) == []


def test_the_echo_by_you_copies_the_act(lex):
    assert "eat" in actual_kinds(lex, "Tom eats and so do you.")


def test_no_echo_no_copy(lex) -> None:
    def one_case(text):
        assert not {"eat", "sleep", "illness", "work"} & actual_kinds(lex, text, OBS)

    cases = [
        "Tom doesn't eat, and neither does Ana.",
        "Tom has the flu, as does his wife.",
        "Tom naps as Ana does the dishes.",
        "Tom works as hard as Ana does.",
        "Tom will eat later, and so will Ana.",
    ]
    assert failing_cases(one_case, cases) == []
