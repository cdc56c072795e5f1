"""A shearing shed's work: shearing's irregular pasts, its sheep, pens and hands.

Session 40, round fresh212: "had shorn a hundred and twelve sheep" (a bare "shore" is left:
a record reads it alone, "shore leave"; "shorn" only after "have"), wethers, hoggets, a ewe
or a ram and the catching pen as a trade's things ("drenching wethers", "crutching daggy
hoggets", "drag the next ewe out of the catching pen"), stock wrestled into place, and the
shed's hands (a rousie) as person words.
"""

from helpers import actual_kinds, failing_cases


def test_shed_work_is_read(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Wiremu", "By smoko Wiremu had shorn a hundred and twelve sheep.", {"work"}),
        ("Shane", "You spend the rest of the run crutching daggy hoggets.", {"work"}),
        ("Wiremu", "You drag the next ewe out of the catching pen.", {"work"}),
        ("Ngaire", "Ngaire picks the dags out of the belly wool.", {"work"}),
        ("Hemi", "Hemi wrestles a stroppy ram out of the catching pen and onto the board.",
         {"work"}),
        ("Nell", "Nell is having a cuppa with the new rousie at the kitchen table.",
         {"drink", "socialize"}),
    ]) == []


def test_what_must_not_change(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Darcy", "Darcy walks along the shore, watching the sheep.", {"walk"}),
        ("Darcy", "Darcy watches the shorn ewes trot out.", set()),
        ("Darcy", "Darcy has shorn his head for charity.", set()),
        ("Graham", "Graham leans on the rail and watches the hoggets in the yard.", set()),
        ("Graham", "Graham strokes the old ewe's nose.", set()),
    ]) == []
