"""Talk with a partner named after a status line's place and a comma is the agent's.

Session 39, round fresh208: "Do-yun is waiting for his order to come out of the fryer @ Haedal
Chicken: pickup shelf, chatting with Lan about her kids" had no company: the place part ran on
to the end, as it does for a crowd's singing there. Also: "having 치맥 (chimaek) by the river"
with friends is a meal, a drink and company.
"""

from helpers import actual_kinds, failing_cases


def test_talk_after_the_place(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Do-yun", "Do-yun is waiting for his order to come out of the fryer @ Haedal Chicken: "
                   "pickup shelf, chatting with Lan about her kids", {"socialize"}),
        ("Do-yun", "Do-yun is waiting @ bus stop, chatting with his mum", {"socialize"}),
        ("Do-yun", "Do-yun is standing @ Brightwater: Main Stage bar, singing along to the "
                   "support act", set()),
        ("Eun-bi", "Eun-bi and her friends are having 치맥 by the river, passing round a plate "
                   "of chicken and a jug of beer @ Suyeong riverside",
         {"eat", "drink", "socialize"}),
        ("Eun-bi", "Eun-bi eats 치맥 alone.", {"eat"}),
    ]) == []
