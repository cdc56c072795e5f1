"""Who shares a hand task (session 28, round company): a bare "with" + someone in the clause
of a hand task done to a thing (socialize `partnered_tasks`: comb, chop, haul, dig, weed,
mend, pick, cut ...; its object before the "with") names the task's partner, no company, as
the labelled sets say ("is cutting timber for the refuge stove with the warden"); a talk in
the clause, play ("builds a block tower with Leo"), a meal or a walk with someone keep their
company."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_hand_tasks_partner_is_no_company(lex) -> None:
    def one_case(text):
        assert "socialize" not in actual_kinds(lex, text, "Rook")

    cases = [
        "Rook is cutting timber for the refuge stove with the warden @ mountain refuge: woodshed",
        "Diary: spent the whole morning combing cashmere off the goats with Grandma; my hands "
        "still smell of lanolin.",
        "Rook is picking grenache with Anaïs on the upper terrace.",
        "Rook is digging the vegetable patch with his dad.",
        "Rook mends the fence with his neighbour.",
        "Rook cleans the kitchen with his flatmate.",
        "Rook carries the sofa upstairs with his brother.",
    ]
    assert failing_cases(one_case, cases) == []


def test_play_talk_or_a_meal_with_someone_keeps_the_company(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Rook") == kinds

    cases = [
        ("Rook builds a block tower with Leo.", {"socialize"}),
        ("Rook stops sweeping and chats with her about the climb.", {"socialize"}),
        ("Rook weeds the garden with his mum and they chat about the wedding.", {"socialize"}),
        ("Rook folds the laundry with his mum while they chat.", {"socialize"}),
        ("Rook eats lunch with the warden.", {"eat", "socialize"}),
    ]
    assert failing_cases(one_case, cases) == []
