"""A craft named like the sport done with it, in the singular after an article, a demonstrative
or an owner and not opening its clause, is the craft, no outing (session 40, round fresh214:
perception._craft_named, ``cues.vocabulary.craft_nouns``): "stepping into the canoe",
"sitting in the canoe waiting". Controls: a craft opening its clause told moving ("Your canoe
swings broadside"), a paddling term and the sport's verb.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_craft_named_as_a_thing_is_no_outing(lex) -> None:
    def one_case(case):
        text, observer, want = case
        assert actual_kinds(lex, text, observer) == want, text

    cases = [
        ("You roll your trousers down before stepping into the canoe.",
         "Mateo", set()),
        ("Tomas is sitting in the canoe waiting for the boatman.",
         "Tomas", set()),
        ("She climbs into her kayak and checks the spray deck.",
         "Ana", set()),
        ("Ana rents a kayak for tomorrow.",
         "Ana", set()),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_craft_moving_a_paddling_term_and_the_verb_stay(lex) -> None:
    def one_case(case):
        text, observer, want = case
        assert actual_kinds(lex, text, observer) == want, text

    cases = [
        ("Your canoe swings broadside in the rapid and fills with water.",
         "Ana", {"danger", "exercise"}),
        ("Greta's canoe hits the rapids sideways.",
         "Greta", {"exercise"}),
        ("You paddle the canoe across the lagoon.",
         "Ana", {"exercise"}),
        ("Ana canoed to the church and back.",
         "Ana", {"exercise"}),
        ("Ana went kayaking on the lake.",
         "Ana", {"exercise"}),
    ]
    assert failing_cases(one_case, cases) == []
