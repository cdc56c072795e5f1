"""A hill or country route run by its name is a run in the progressive too.

Session 34, round fresh175 (a mountain rescue team's winter weekend): "Ailsa is running the loop
up Latrigg in the snow" had been nothing: the exception "is running the" (the shop, the
meeting) is longer than the term "run the loop" in the progressive, so it took the words first.
"be running the loop / the fells / the ridge / the towpath ..." now read as the run, like the
stairs' "be running the steps" (fresh168). A shop or a meeting run, someone else's run and a
planned or negated one keep their readings.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_named_route_run_in_the_progressive_is_exercise(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == {"exercise"}, text

    assert failing_cases(one_case, [
        "Ana is running the loop round the reservoir before breakfast.",
        "Ana was running the fells above the valley in the sleet.",
        "Ana is running the ridge with two friends from the club.",
        "Ana is running the towpath in the drizzle.",
        "Ana is running the coast path out to the lighthouse.",
        "Ana is running the hills behind the village.",
    ]) == []


def test_a_route_run_by_someone_else_or_not_now_is_not_hers(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Tom is running the loop round the reservoir.", set()),
        ("Ana is not running the fells today.", set()),
        ("Ana will be running the ridge tomorrow.", set()),
        ("Ana is running the meeting this afternoon.", set()),
    ]) == []


def test_someone_elses_progressive_run_is_still_read_for_them(lex) -> None:
    assert "exercise" in other_kinds(lex, "Tom is running the fells today.", "Ana")
