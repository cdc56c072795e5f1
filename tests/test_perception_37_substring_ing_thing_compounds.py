"""A thing named by an event's -ing word is no event (session 37, round substring,
perception._ing_thing_compound, lexicon ``cues.vocabulary.ing_thing_heads``): after an
article, an owner, "of" or an adjective after an article, "drinking yogurt", "a drinking song",
"her sleeping pills" name things. Written exercises and the exercise mat are no workout
(lexicon: exceptions, exercise's ``not_before``). Controls: the verb itself ("is drinking
yogurt", "while drinking chocolate milk", "drinks a glass of drinking yogurt") and a workout
done on the mat still count.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_an_ing_word_before_a_thing_names_the_thing(lex) -> None:
    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Mia") == want, text

    cases = [("Mia buys a bottle of drinking yogurt for later.", set()),
             ("Mia puts a tin of drinking chocolate in the trolley.", set()),
             ("Mia drops a paper drinking straw into her bag.", set()),
             ("Mia hums an old drinking song while she folds the laundry.", set()),
             ("Mia washes the drinking glasses and puts them away.", set()),
             ("Mia takes her sleeping pills out of the cupboard.", set()),
             ("Mia cleans her sleeping quarters and stows her laundry.", set()),
             # controls: the verb
             ("Mia is drinking yogurt on the bench.", {"drink"}),
             ("Mia sits drinking chocolate milk by the fire.", {"drink"}),
             ("Mia drinks a glass of drinking yogurt.", {"drink"}),
             ("While drinking chocolate milk, Mia reads the news.", {"drink"}),
             ("Mia sleeps in the sleeping compartment of the night train.", {"sleep"})]
    assert failing_cases(one_case, cases) == []


def test_written_exercises_and_the_mat_are_no_workout(lex) -> None:
    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Mia") == want, text

    cases = [("Mia leafs through a book of piano exercises in the shop.", set()),
             ("Mia photocopies the maths exercises for tomorrow.", set()),
             ("Mia folds the exercise mat and puts it in the cupboard.", set()),
             ("Mia sits on an exercise ball at her desk.", set()),
             # controls: a workout
             ("Mia does her stretching exercises on the exercise mat.", {"exercise"}),
             ("Mia exercises for an hour on the mat.", {"exercise"})]
    assert failing_cases(one_case, cases) == []


def test_an_electric_circuit_is_no_circuit_training(lex) -> None:
    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Tarek") == want, text

    cases = [("You spend the rest of the afternoon redrawing the circuit diagrams for the "
              "electronics exam.", {"work"}),  # session 39: a stretch spent on a task is work
             ("Tarek tests the electrical circuit with a multimeter.", set()),
             # control: a circuit done at the gym
             ("Tarek does a circuit at the gym.", {"exercise"})]
    assert failing_cases(one_case, cases) == []
