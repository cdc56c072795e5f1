"""Who shares a task is no company (session 23). A bare companion "with" after the observer's
own task read from a status line's or a framed sentence's verb ("is working on the group
project with Hiba @ library", "Plated 140 starters with my team") gives way to that work, as a
companion word gives way to work named in its clause; so do the "with the crew / with friends /
with his mates" terms, which now yield like the companion word they stand for ("runs pit-stop
drills with the crew"). The labelled sets count these lines as work (or exercise) only.

Traps that keep their company: talk named by its own term ("is chatting with Tom @ office:
kitchen"), a meal or a drink with someone at work, company with no task ("spends the evening
with friends", "has a pint with the crew"), and partners among peers ("is socialsing with the
other parents" where a slip makes the verb a task)."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_task_shared_is_no_company(lex) -> None:
    def one_case(text, observer):
        kinds = actual_kinds(lex, text, observer)
        assert "socialize" not in kinds
        assert kinds & {"work", "exercise"}

    cases = [
        ("Anders is working on the group project with Hiba @ library: group room 3", "Anders"),
        ("Anders is wrking on the group projcet with Hiba @ library: group room 3", "Anders"),
        ("Priyanka is blocking the ballroom scene with the actors @ Stage 4: ballroom set",
         "Priyanka"),
        ("Plated 140 starters with my team and I haven't sat down once.", "Mei-ling"),
        ("Femi runs pit-stop drills with the crew, twenty stops in a row @ pit lane: box 6",
         "Femi"),
        ("Liam is playing five-a-side with his mates in the sports hall @ PE lesson, Year 10",
         "Liam"),
    ]
    assert failing_cases(one_case, cases) == []


def test_company_without_a_task_stays(lex) -> None:
    def one_case(text, observer, want):
        assert want <= actual_kinds(lex, text, observer)

    cases = [
        ("Ana is chatting with Tom @ office: kitchen", "Ana", {"socialize"}),
        ("Ana is having coffee with Tom @ office", "Ana", {"drink", "socialize"}),
        ("Femi spends the evening with friends.", "Femi", {"socialize"}),
        ("Femi has a pint with the crew.", "Femi", {"drink", "socialize"}),
        ("Femi has dinner with his mates at the pub.", "Femi", {"eat", "socialize"}),
        ("Pilar is socialsing with the other parents @ school fair: cake stall", "Pilar",
         {"work", "socialize"}),
    ]
    assert failing_cases(one_case, cases) == []
