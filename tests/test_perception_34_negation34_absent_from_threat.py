"""Nobody there when a threat struck: no threat to the observer (session 34, round negation34).

* "nobody" / "no one" (or the observer + "wasn't") + a form of *be* + a place word (home,
  there, in, at, on, near, ...) and then "when"/"while" + a threat: the threat is denied
  (`perception._absent_when_threat`): "Nobody was home when the chimney fire started",
  "You weren't on the ferry when it ran aground"; also the threat first and "while nobody
  was in the ..." after it. As the labelled sets read it: no one there, no one in danger.
* Controls: only the threat kinds are denied ("Nobody was in the kitchen when Ana ate her
  lunch" eats); the observer there, or a hurt denied beside the observer, stays a threat.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

ABSENT = [
    ("Nobody was home when the chimney fire started.", "Ines"),
    ("Nobody was in the bakery when the oven caught fire overnight; the alarm woke the street.",
     "Farid"),
    ("No one was in the barn when the lightning struck it.", "Olwen"),
    ("Nobody was at home when the boiler exploded in the cellar.", "Tariq"),
    ("Nobody was there when the gas main burst under the square.", "Yusuf"),
    ("The shed caught fire while nobody was in the garden.", "Hana"),
    ("The storage tent went up in flames while no one was inside.", "Keiko"),
    ("Ines wasn't on the ferry when it ran aground in the fog.", "Ines"),
    ("You weren't home when the pipe burst and flooded the hall.", None),
    ("I was not in the lab when the centrifuge exploded.", None),
]


def test_a_threat_that_struck_with_nobody_there_is_none(lex) -> None:
    def one_case(text, observer):
        assert "danger" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, ABSENT) == []


def test_what_else_the_sentence_tells_and_a_threat_nearby_stay(lex) -> None:
    def one_case(text, want):
        assert actual_kinds(lex, text, "Ana") == want, text

    cases = [
        ("Nobody was in the kitchen when Ana ate her lunch.", {"eat"}),
        ("Nobody was home when Ana got back, so she ate the leftovers.", {"eat"}),
        ("Ana was in the kitchen when the fryer caught fire.", {"danger"}),
        ("The fryer caught fire while Ana was in the kitchen.", {"danger"}),
        ("Ana was at home when the chimney fire started.", {"danger"}),
        ("A shelf crashes down a metre from Ana; nobody is hurt.", {"danger"}),
        ("Nobody helped Ana when the fire spread to the shed.", {"danger"}),
    ]
    assert failing_cases(one_case, cases) == []
