"""A thing that lands a short way "from where you are standing" is a near miss of the observer's
(session 34, round fresh163; ``perception._near_misses``): the place cue "where you are" held
the pronoun, so the sandbag that "thuds onto the stage a metre from where you are standing" was
no threat. Someone else's spot stays theirs; far away is none."""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_thing_landing_near_where_the_observer_is_is_a_near_miss(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text) == {"danger"}, text

    assert failing_cases(one_case, [
        "A sandbag drops from the grid and thuds onto the stage a metre from where you are "
        "standing.",
        "A roof tile lands a foot from where you are sitting.",
        "A branch crashes down a few feet from where you were standing.",
        "A brick lands a metre from where you stand.",
    ]) == []


def test_someone_elses_spot_or_a_far_one_is_no_near_miss_of_the_observers(lex) -> None:
    def one_case(text, mine, theirs):
        assert (actual_kinds(lex, text, "Ravi"), other_kinds(lex, text, "Ravi")) \
            == (mine, theirs), text

    assert failing_cases(one_case, [
        ("A sandbag lands a metre from where Tom is standing.", set(), {"danger"}),
        ("The storm is heading for the campsite where Ravi's brother is.", set(), {"danger"}),
    ]) == []
