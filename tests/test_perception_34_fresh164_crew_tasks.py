"""A ground crew's, a fishing crew's and a checkpoint's tasks are work; their home kin are not.

Session 34, round fresh164 (a sled-dog race): a plane fuelled ("is fueling the Cessna @
airstrip"), nets, harnesses or a gangline untangled ("untangles harnesses on the tailgate"),
arrivals or departures logged ("logs arrival times @ checkpoint"), and a worker "worked to the
bone" in the passive (had been the work of someone else: "Dom is worked to the bone running the
dog drop"). A car fuelled, fuel as a noun, headphones or fairy lights untangled, one's own run
times logged and arrival times checked stay none.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_crew_and_checkpoint_tasks_are_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") >= {"work"}, text

    assert failing_cases(one_case, [
        "Ana is fueling the Cessna @ Bethel airstrip",
        "Ana fuels the floatplane at the dock before the mail run.",
        "You spent the morning fuelling the planes on the apron.",
        "Ana untangles harnesses on the tailgate.",
        "Ana is untangling the nets on the quay.",
        "Ana spends the afternoon untangling gangline for the dog drop.",
        "Ana logs arrival times at the sign-in table.",
        "Ana is logging the departures at the gate.",
        "Ana is worked to the bone running the kitchen at the lodge.",
        "I was worked ragged at the cannery all summer.",
    ]) == []


def test_home_kin_of_crew_tasks_are_no_work(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana fuels the car on the way home.",
        "Ana restarts the backup generator's fuel pump.",
        "Ana checks the planes taking off from the viewing deck.",
        "Ana untangles the fairy lights for the tree.",
        "Ana untangles her headphones on the bus.",
        "Ana logs her run times after the race.",
        "Ana checks the arrival times on the board.",
    ]) == []


def test_someone_else_worked_to_the_bone_is_theirs(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Ana"), text
        assert "work" in other_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Tom is worked to the bone at the mill.",
        "Ana's brother is being worked to death at the factory.",
    ]) == []
