"""A he/she in a fronted clause, with nobody named before it, is the main clause's subject.

Session 36, round future: "After she ate, Mei planned to sleep" had lost the meal: with no
antecedent the pronoun was someone else's. A he/she that is the text's first mention and opens a
fronted clause ("after", "when", "as soon as", "while", "because" ... opening the sentence)
whose comma is followed right away by the observer's name is now the observer's
(``_cataphora_observer``). Not when the observer's first name says the other gender, when
someone was named before, when the name after the comma is an owner ("Mei's brother"), or when
someone else opens the main clause.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_fronted_pronoun_points_forward_to_the_observer(lex) -> None:
    def one_case(text, observer, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("After she ate, Mei planned to sleep.", "Mei", {"eat"}),
        ("After she ate, Mei slept.", "Mei", {"eat", "sleep"}),
        ("Because she had a fever, Mei stayed home.", "Mei", {"illness"}),
        ("As soon as he gets in, Tom drinks a pint of water.", "Tom", {"drink"}),
    ]) == []


def test_a_pronoun_with_another_referent_stays_someone_elses(lex) -> None:
    def one_case(text, observer, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text
        assert "eat" in other_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("After she ate, Tom slept.", "Tom", {"sleep"}),
        ("Ana is tired. After she ate, Mei slept.", "Mei", {"sleep"}),
        ("After she ate, the nurse left and Mei slept.", "Mei", {"sleep"}),
        ("While she sleeps, Mei's brother eats her cake.", "Mei", set()),
    ]) == []
