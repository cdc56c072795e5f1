"""A "with" + owner phrase names its own verb's subject: no hazard unfolding.

Session 40, round fresh212: "finishes the mountain-bike ride with her legs shaking" read the
mountain shaking (an earthquake's unfolding hazard): the legs shake, not the mountain.
"""

from helpers import actual_kinds, failing_cases


def test_the_owned_noun_does_it(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Tilly", "Tilly finishes the Great Lake 50 km mountain-bike ride with her legs "
                  "shaking.", {"exercise"}),
        ("Tilly", "Tilly crosses the river with her knees shaking.", set()),
        # what must not change: the hazard's own verb
        ("Tilly", "The mountain is shaking and rocks fall around Tilly.", {"danger"}),
        ("Tilly", "The bridge sways under Tilly's feet.", {"danger"}),
    ]) == []
