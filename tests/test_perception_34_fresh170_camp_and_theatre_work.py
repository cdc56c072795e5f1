"""A camp's kitchen, a surgeon assisted and a paid pacer are work (session 34, round
fresh170): "is kneading chapati dough @ camp: kitchen" (camp kitchen joins verb_alone_at, as
earlier sets label cooking there), "is assisting a surgeon in the operating theatre" (assist
+ a surgeon, a vet, a dentist, ... as whole terms) and "Biwott, one of the paid pacers, is
leading the group" (pacer an occupation). Controls: eating in the camp kitchen, a campsite's
kitchen, checking on a surgeon and a pacer someone else stay as they were.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_kitchen_tasks_at_a_camps_kitchen_are_work(lex) -> None:
    def one_case(task):
        text = f"Njeri is {task} @ camp: kitchen"
        assert "work" in actual_kinds(lex, text, "Njeri"), text

    cases = ["kneading dough", "chopping sukuma wiki", "peeling potatoes", "frying mandazi"]
    assert failing_cases(one_case, cases) == []


def test_a_professional_assisted_at_work_is_work(lex) -> None:
    def one_case(verb, who):
        text = f"Njeri {verb} {who} in the operating theatre."
        assert "work" in actual_kinds(lex, text, "Njeri"), text

    cases = [(v, w) for v in ["is assisting", "assists", "assisted"]
             for w in ["a surgeon", "the surgeon", "the anaesthetist", "the vet", "a dentist"]]
    assert failing_cases(one_case, cases) == []
    assert "work" in actual_kinds(lex, "Chege, one of the paid pacers, is leading the group "
                                       "through the first 20 km.", "Chege")


def test_controls_eating_there_a_campsite_and_others_stay_as_they_were(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Njeri") == kinds, text

    cases = [("Njeri is eating porridge @ camp: kitchen", {"eat"}),
             ("Njeri is walking to the camp kitchen.", {"walk"}),
             ("Njeri thanks the surgeon.", set()),
             ("Njeri mucks out the stalls before the vet arrives.", {"work"}),
             ("A pacer jogs past Njeri.", set()),
             ("Tom is assisting the surgeon while Njeri waits.", set())]
    assert failing_cases(one_case, cases) == []
