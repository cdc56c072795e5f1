"""A stomach turned after spoiled food is a gut upset; one turned onto, or by a smell alone, is
none.

Session 36, round fresh190 (Lagos ride-hailing drivers): "the smell alone turns your stomach
after last night's bad suya" had been no illness. Illness's ``gut_upset.verbs`` gains "turn";
the cause (after or from a food or a spoiled word) is still needed, and a preposition between the
verb and the gut (``perception._GUT_VERB_GAP``: "turns onto his stomach") makes the gut where
one lies.
"""

from helpers import actual_kinds, failing_cases


def test_a_stomach_turned_after_bad_food_is_ill(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Kunle") == {"illness"}, text

    assert failing_cases(one_case, [
        "You push the plate of amala away untouched; the smell alone turns your stomach after "
        "last night's bad suya.",
        "The stench turns Kunle's stomach after the dodgy prawns.",
    ]) == []


def test_no_food_or_a_stomach_lain_on_is_no_upset(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Kunle") == set(), text

    assert failing_cases(one_case, [
        "The smell turns your stomach.",
        "The news turns your stomach after dinner.",
        "Kunle rolls over and turns onto his stomach after a big lunch.",
    ]) == []
