"""A row told nose to nose is a face-off: a shout or a stand so close is a quarrel.

Session 36, round fresh190 (Lagos ride-hailing drivers): "Gbenga tells the agbero he won't pay,
and within seconds the two of them are shouting nose to nose at the park gate" had been
company (the telling), no row. Conflict terms pair "nose to nose" with a verb of shouting,
arguing, standing or squaring up; "nose to nose" alone (cars parked so, a dog and a cat) is none.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_shout_or_a_stand_nose_to_nose_is_a_row(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Gbenga") == {"conflict"}, text

    assert failing_cases(one_case, [
        "Gbenga tells the agbero he won't pay, and within seconds the two of them are shouting "
        "nose to nose at the park gate.",
        "Gbenga stands nose to nose with the tout, yelling.",
    ]) == []


def test_someone_elses_row_or_nose_to_nose_alone_is_none_of_the_observers(lex) -> None:
    text = "Two touts are shouting nose to nose while Gbenga eats."
    assert actual_kinds(lex, text, "Gbenga") == {"eat"}
    assert other_kinds(lex, text, "Gbenga") == {"conflict"}

    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Gbenga") == kinds, text
        assert other_kinds(lex, text, "Gbenga") == set(), text

    assert failing_cases(one_case, [
        ("The cars are parked nose to nose outside Gbenga's house.", set()),
        ("The dog sniffs the cat nose to nose while Gbenga naps.", {"sleep"}),
    ]) == []
