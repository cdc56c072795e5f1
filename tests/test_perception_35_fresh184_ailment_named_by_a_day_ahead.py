"""An ailment named by a day ahead is foreseen, not had.

Session 35, round fresh184 (a city bus depot and its night routes): "so tomorrow's hangover
won't be as bad" had been the observer's illness now. After "tomorrow's", "tonight's" or "next
week's" (illness's ``not_after``) the ailment is ahead; "last night's hangover" may still be
nursed, and a hangover had stays one.
"""

from helpers import actual_kinds, failing_cases


def test_an_ailment_ahead_is_not_had(lex) -> None:
    def one_case(text):
        assert "illness" not in actual_kinds(lex, text, "Chidi"), text

    assert failing_cases(one_case, [
        "Chidi drinks a pint of water so tomorrow's hangover won't be as bad.",
        "Chidi is dreading tomorrow's hangover.",
    ]) == []


def test_an_ailment_had_stays(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Chidi") == {"illness"}, text

    assert failing_cases(one_case, [
        "Chidi is still nursing last night's hangover.",
        "Chidi has a hangover.",
    ]) == []
