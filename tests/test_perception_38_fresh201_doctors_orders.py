""""doctor's orders" is a reason, no doctor to be a later "he".

Session 38, round fresh201: "Seu Zé didn't touch the fried fish, doctor's orders, but he had
two helpings of the salad" gave the salad to the doctor. The exceptions (core/exceptions.yaml)
now shield "doctor's orders" and "doctor's advice": no one is named there. A doctor named as
a person stays one.
"""

from helpers import actual_kinds, failing_cases


def test_doctors_orders_name_no_one(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Zé", "Seu Zé didn't touch the fried fish, doctor's orders, but he had two helpings "
               "of the salad.", {"eat"}),
        ("Zé", "Zé skips the beer on doctor's orders and he drinks water instead.", {"drink"}),
    ]) == []


def test_a_doctor_named_stays_someone(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == set(), text

    assert failing_cases(one_case, [
        ("Zé", "Zé's doctor checks his chest; the doctor's hands are cold and he eats a mint."),
        ("Ana", "Ana follows the doctor's orders, but he eats a sandwich."),
    ]) == []
