"""A camp's tents named by their use: a dining tent is a place, a kitchen tent a workplace.

Session 35, round fresh181 (a Saharan desert camp): "walks past the dining tent" was a meal
("dining" read as dining), and "kneads bread dough for the group in the kitchen tent" lost its
work ("kitchen" and "tent" are a home's words). "dining tent" (and the other eating places and
plurals) is an exception like "dining room"; a camp's kitchen, mess, office, supply and store
tents are workplaces (`verb_alone_at`), and its dining, office and staff tents are venues in a
status line's place, where a framed task is the job. A tent alone stays a camper's home.
"""

from helpers import actual_kinds, failing_cases


def test_a_dining_place_is_no_meal(lex) -> None:
    def one_case(text):
        assert "eat" not in actual_kinds(lex, text, "Brahim"), text

    assert failing_cases(one_case, [
        "Brahim walks past the dining tent.",
        "Brahim sets up chairs in the dining tent.",
        "Brahim sweeps out the dining marquee.",
        "Brahim wipes down the dining tables.",
    ]) == []


def test_dining_itself_is_still_a_meal(lex) -> None:
    assert "eat" in actual_kinds(lex, "Brahim is dining with the guests.", "Brahim")
    assert "eat" in actual_kinds(lex, "Brahim is eating couscous in the dining tent.", "Brahim")


def test_a_task_in_a_camps_working_tent_is_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Fatima") == {"work"}, text

    assert failing_cases(one_case, [
        "Fatima kneads bread dough in the kitchen tent.",
        "Fatima peels potatoes in the mess tent.",
        "Fatima kneads bread dough for the whole group in the kitchen tent, sleeves rolled up.",
        "Fatima arranges dates on a plate for the new arrivals @ camp: dining tent",
        "Fatima is pencilling the route onto the drivers' map @ camp: office tent",
    ]) == []


def test_a_home_or_a_guests_pastime_is_no_work(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Fatima"), text

    assert failing_cases(one_case, [
        "Fatima kneads bread dough in the kitchen.",
        "Fatima mends her jacket in her tent.",
        "Fatima is writing postcards @ camp: dining tent",
        "Fatima is sorting her photos @ camp: dining tent",
        "Fatima writes postcards in the dining tent.",
    ]) == []
