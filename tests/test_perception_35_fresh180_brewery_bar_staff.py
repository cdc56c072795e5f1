"""A brewery's own bar (a taproom, a brewpub, a tasting room, a beer hall) is a venue (session
35, round fresh180; core.yaml ``status_activity.venues``): its terrace or garden is where its
staff clear and wipe ("Amélie is clearing glasses and wiping down tables @ Klaproos taproom:
terrace"). Controls: a customer there sips, chats or waits (not_verbs), and a home's terrace
stays a home's.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_staff_tasks_at_a_brewery_bar_are_work(lex) -> None:
    def one_case(text, name):
        assert actual_kinds(lex, text, name) == {"work"}, text

    cases = [("Amélie is clearing glasses and wiping down tables @ Klaproos taproom: terrace",
              "Amélie"),
             ("Amélie is polishing glasses @ tasting room: terrace", "Amélie"),
             ("Amélie is hosing down the benches @ Zwanenhof brewpub: garden", "Amélie")]
    assert failing_cases(one_case, cases) == []


def test_controls_customers_and_homes(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [("Amélie is sipping a kriek @ Klaproos taproom: terrace", "Amélie", {"drink"}),
             ("Amélie is chatting with friends @ brewpub: garden", "Amélie", {"socialize"}),
             ("Amélie is waiting for her order @ beer hall: terrace", "Amélie", set()),
             ("Amélie is wiping down the table @ home: terrace", "Amélie", set())]
    assert failing_cases(one_case, cases) == []
