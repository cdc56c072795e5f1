"""A hill, a dune or a beach run up and down is a run, as one run up is.

Session 35, round fresh181 (a Saharan desert camp): "Greta ran up and down the dune twice before
breakfast" was no event, where "ran up the dune" was a run. "run up and down" takes the hill
and shore objects of "run up" (and a beach's sand) as its own; a corridor or a ward run up and
down stays none (a shift's), and someone else's run stays theirs.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_hill_run_up_and_down_is_exercise(lex) -> None:
    def one_case(text):
        assert "exercise" in actual_kinds(lex, text, "Greta"), text

    assert failing_cases(one_case, [
        "Greta ran up and down the dune twice before breakfast.",
        "Greta ran up and down the beach.",
        "Greta is running up and down the hill in the heat.",
    ]) == []


def test_a_corridor_or_someone_elses_run_is_not_hers(lex) -> None:
    assert "exercise" not in actual_kinds(lex, "Greta runs up and down the corridor all"
                                          " morning.", "Greta")
    text = "Tom ran up and down the dune while Greta ate."
    assert actual_kinds(lex, text, "Greta") == {"eat"}
    assert "exercise" in other_kinds(lex, text, "Greta")
