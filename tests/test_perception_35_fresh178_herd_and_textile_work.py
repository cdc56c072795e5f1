"""A herder's, a muleteer's and a dyer's tasks are work (session 35, round fresh178): core.yaml
trade objects ``skeins``, ``hanks``, ``fleeces``, ``dye vats``, ``pack train``, ``pack mules``
...; ``oil`` + harnesses; ``trim`` + hooves (its own objects); work terms ``walk
behind the herd``, ``ride behind the cattle`` .... Choices: not yarn or a fleece alone (a
knitter's ball, a jacket), not hair dyed, a fringe trimmed or a pan oiled, not a car stuck
behind a flock, not a skein bought.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_stock_and_yarn_tasks_are_work(lex) -> None:
    def one_case(text, name):
        assert "work" in actual_kinds(lex, text, name), text

    cases = [("Inti dyes skeins of yarn a blood-red colour with crushed cochineal.", "Inti"),
             ("While Rosa counts skeins in the co-op storeroom, her nephew Amaru sits on the"
              " doorstep spooning up a bowl of chairo.", "Rosa"),
             ("Efraín ties the bag of bread rolls to the mule's saddle and leads the pack train"
              " up towards camp.", "Efraín"),
             ("Efraín loads the pack mules at dawn.", "Efraín"),
             ("A crate of fireworks sits in the corner of Efraín's storeroom while he oils the"
              " mule harnesses.", "Efraín"),
             ("Lucía trims the goats' hooves.", "Lucía"),
             ("Lucía trims the hooves of the goats.", "Lucía"),
             ("Wayta eats a handful of toasted corn while walking behind the herd.", "Wayta"),
             ("Wayta walked behind the flock all afternoon.", "Wayta"),
             ("I rode behind the cattle to the river.", None)]
    assert failing_cases(one_case, cases) == []


def test_controls_home_things_and_others_stay_no_work_of_ones_own(lex) -> None:
    def one_case(text, name):
        assert "work" not in actual_kinds(lex, text, name), text

    cases = [("Inti dyes her hair red.", "Inti"),
             ("Rosa buys two skeins of yarn at the market.", "Rosa"),
             ("Efraín rides one of the pack mules.", "Efraín"),
             ("Efraín oils the pan.", "Efraín"),
             ("Sorin is oiling the saddles in the ring of the old fort.", "Sorin"),
             ("Lucía trims her fringe.", "Lucía"),
             ("Wayta's car is stuck behind a flock of sheep.", "Wayta")]
    assert failing_cases(one_case, cases) == []
    assert "work" in other_kinds(lex, "Wayta's father walks behind the herd.", "Wayta")
