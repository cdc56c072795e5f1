"""A cattle station's hands are people and its stock animals (session 38, round fresh202,
``subjects.person`` and ``subjects.animal``): "as the bull charges the jackaroo" is the
jackaroo's danger, "as the old bull gores a steer" the steer's, not the observer's at the rails
(a leak before). "steer" is an animal only after an article ("steers the ute" is a verb).
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_beast_attacking_a_station_hand_or_stock_is_their_danger(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Kirra") == set(), text
        assert other_kinds(lex, text, "Kirra") == {"danger"}, text

    cases = ["Kirra leans on the yard rails as the old bull gores a steer and then turns on "
             "the young jackaroo in the pen, who scrambles over the fence just in time.",
             "Kirra leans on the rails as the bull charges the jackaroo.",
             "Kirra leans on the rails as the bull gores a steer.",
             "Kirra watches the bull trample a bullock."]
    assert failing_cases(one_case, cases) == []


def test_the_observer_attacked_and_steer_as_a_verb_are_unchanged(lex) -> None:
    assert actual_kinds(lex, "Kirra leans on the rails as the bull charges her.",
                        "Kirra") == {"danger"}
    assert actual_kinds(lex, "Kirra steers the ute round the bore and eats a sandwich.",
                        "Kirra") == {"eat"}
    assert actual_kinds(lex, "The weaners eat hay while Kirra drinks her tea.",
                        "Kirra") == {"drink"}
    assert other_kinds(lex, "The jackaroo falls off his horse.", "Kirra") == {"injury"}
