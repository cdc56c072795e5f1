"""A ballet's dances and turns done are exercise (session 34, round fresh163; core.yaml
exercise terms: pas de deux, pas de trois, pirouettes, fouettés, grand jetés): "run the grand
pas de deux full out three times" had been nothing. Watched, read about or planned they move
no need of the observer's."""

from helpers import actual_kinds, failing_cases


def test_a_ballets_dances_done_are_exercise(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Odile") == {"exercise"}, text

    assert failing_cases(one_case, [
        "Odile runs the grand pas de deux full out three times, drenched in sweat.",
        "Odile drills her fouettés until her calves burn.",
        "I did thirty-two fouettes at the end of class.",
        "Odile and Hamish rehearse the pas de trois twice before lunch.",
    ]) == []


def test_a_ballet_watched_read_about_or_planned_is_not_the_observers(lex) -> None:
    def one_case(text):
        assert "exercise" not in actual_kinds(lex, text, "Odile"), text

    assert failing_cases(one_case, [
        "Odile watches the pas de deux from the stalls.",
        "Odile's daughter does pirouettes in the kitchen.",
        "Odile reads a review of the pas de deux.",
        "Odile plans to rehearse the pas de deux tomorrow.",
    ]) == []
