"""Smaller lexicon reads of round fresh208 (session 39).

The burn of effort with "still" ("legs still burning" after a hike) is no burn; a youth told
by the age ("When I was nineteen I broke both legs") is no scene now; a row told as done in fun
("arguing happily") is friendly talk; part-timers are people; "icing" a hurt part is a hurt
tended, also after a status line's place and a comma.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_reads(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Joon-ki", "Did the 6 a.m. hike up Jangsan before my shift, legs still burning.",
         {"exercise"}),
        (None, "Ran 10k, calves still burning.", {"exercise"}),
        (None, "My lungs are still burning from the climb.", {"exercise"}),
        (None, "Touched the fryer, hand still burning.", {"injury"}),
        ("Il-woo", "When I was nineteen I broke both legs on a delivery bike in Daegu.", set()),
        (None, "When we were ten we swam in the river every day.", set()),
        (None, "The bill was nineteen pounds, so I ate cheaply.", {"eat"}),
        ("Ye-jin", "Ye-jin and her friends are arguing happily over fried or yangnyeom.",
         {"socialize"}),
        (None, "We bicker good-naturedly about the bill.", {"socialize"}),
        ("Ye-jin", "Ye-jin argues angrily with the landlord.", {"conflict"}),
        ("Ana", "Ana steps in; her part-timer is gossiping.", set()),
        (None, "I'm icing my knee.", {"injury"}),
        ("Chan-yeol", "Chan-yeol is sitting out the riders' football match @ Suyeong riverside "
                      "pitch, icing the ankle he rolled on the shop stairs this morning",
         {"injury"}),
        ("Tom", "Tom is lying down @ bunk room, coughing", {"illness", "rest"}),
        ("Tom", "Tom is icing the cake.", set()),
    ]) == []


def test_the_part_timer_gossips(lex) -> None:
    text = ("Myung-ja steps in; at the back table her part-timer Su-bin and a rider are sharing "
            "a plate of fries and gossiping.")
    assert actual_kinds(lex, text, "Myung-ja") == set()
    assert other_kinds(lex, text, "Myung-ja") == {"eat", "socialize"}


def test_a_name_put_down_to_do_it_is_a_plan(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Joon-ki", "Put my name down to cover his shift.", set()),
        ("Ana", "Ana put her name down to run the 10k.", set()),
        (None, "I cover the shift and put my name down on the rota.", {"work"}),
    ]) == []
