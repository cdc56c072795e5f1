""""'d" before an irregular past participle is "had", no plan.

Session 38, round fresh201: "by the time the first sausages were ready I'd drunk three cans of
beer" was a planned drink: ``perception._would_cues`` read "'d" as "would" unless a regular
"-ed"/"-en" form or a past followed; "drunk", "swum", "stung" are neither.
``_irregular_participle`` now makes them "had" too. A bare verb after "'d" stays "would".
"""

from helpers import actual_kinds, failing_cases


def test_had_before_an_irregular_participle_is_done(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Rafaela", "We waited forty minutes for the grill to heat up, and by the time the "
                    "first sausages were ready I'd drunk three cans of beer.", {"drink"}),
        (None, "By noon I'd drunk a litre of water.", {"drink"}),
        (None, "By the time they found us we'd swum two miles.", {"exercise"}),
    ]) == []


def test_would_before_a_bare_verb_stays_ahead(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == set(), text

    assert failing_cases(one_case, [
        (None, "I'd drink a beer now."),
        (None, "I'd eat a horse."),
        (None, "I'd swim every day if I could."),
    ]) == []
