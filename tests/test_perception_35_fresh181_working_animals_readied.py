"""A caravan's or a stable's animals saddled in numbers, and a saddle's girth, are work.

Session 35, round fresh181 (a Saharan desert camp): "Lahcen saddles all twelve camels before
sunrise" and "Hassan tightens the girth on a kneeling camel" were no event. "saddle" and
"unsaddle" take camels and pack animals as their own work objects (not horses or
donkeys, whose beast mentions a work object would take; private: the verb takes no
other); a girth, a cinch or a surcingle is a trade object
(tightened, checked). A rider's own horse saddled ("saddles his horse and rides off") stays no
task, as the status line's `not_verbs` say; someone else's saddling stays theirs.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_animals_readied_in_numbers_are_work(lex) -> None:
    def one_case(text):
        assert "work" in actual_kinds(lex, text, "Lahcen"), text

    assert failing_cases(one_case, [
        "Without stopping even for a sip of tea, Lahcen saddles all twelve camels before"
        " sunrise.",
        "Lahcen saddles the camels.",
        "Lahcen is unsaddling the camels at the well.",
        "Lahcen tightens the girth on a kneeling camel.",
        "Lahcen checks the girths before the ride.",
    ]) == []


def test_a_riders_own_horse_or_someone_elses_saddling_is_not_his_work(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Lahcen"), text

    assert failing_cases(one_case, [
        "Lahcen saddles his horse and rides off.",
        "Lahcen saddles up and rides to the village.",
        "Tom saddles the camels while Lahcen eats.",
    ]) == []
    assert "work" in other_kinds(lex, "Tom saddles the camels while Lahcen eats.", "Lahcen")
