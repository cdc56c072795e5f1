"""A police operation is a threat, and one coming up the hill or the street is local.

Session 38, round fresh201: "A boy runs onto the pitch shouting that there's a police operation
coming up the hill; Kelly hurries the kids off the grass" was nothing. Danger's terms
(core/danger.yaml) now hold "police operation" and "police incursion" (weighted as "raid"),
and the local cues (core/cues.yaml) "coming up/down the hill/the street/the road", as
"coming this way" was. One told of elsewhere stays a report.
"""

from helpers import actual_kinds, failing_cases


def test_a_police_operation_coming_is_danger(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"danger"}, text

    assert failing_cases(one_case, [
        ("Kelly", "A boy runs onto the pitch shouting that there's a police operation coming "
                  "up the hill; Kelly hurries the kids off the grass and into the kitchen."),
        ("Kelly", "A neighbour yells that the floodwater is coming down the street."),
        ("Kelly", "There's a police operation in the next street and Kelly hears shots."),
    ]) == []


def test_elsewhere_or_harmless_stays(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Kelly", "The news says a police operation in Manchester ended with six arrests.",
         set()),
        ("Kelly", "Kelly watches a bus coming up the hill and eats an apple.", {"eat"}),
    ]) == []
