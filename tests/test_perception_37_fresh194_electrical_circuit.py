"""An electrical circuit drawn, built or studied is no circuit training.

Session 37, round fresh194: "redrawing the circuit diagrams for the electronics exam" had been
exercise. ``exceptions`` now hold "circuit diagram", "circuit board", "circuit breaker",
"electronic circuit" and kin; a circuit done at a gym stays a workout.
"""

from helpers import actual_kinds, failing_cases


def test_an_electrical_circuit_is_no_workout(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Tarek", "You spend the rest of the afternoon redrawing the circuit diagrams for the "
                  "electronics exam.", {"work"}),  # session 39: a stretch spent on a task is work
        ("Tarek", "Tarek builds an electronic circuit for his project.", set()),
        ("Tarek", "The circuit breaker trips and Tarek resets it.", set()),
        ("Tarek", "Tarek solders a circuit board in the lab.", {"work"}),
    ]) == []


def test_a_circuit_workout_stays(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"exercise"}, text

    assert failing_cases(one_case, [
        ("Tarek", "Tarek does a circuit at the gym."),
        ("Tarek", "Tarek does circuit training at the gym."),
    ]) == []
