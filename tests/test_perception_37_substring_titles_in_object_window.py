"""A quoted title between a verb and its setting counts as one token of the verb's object window
and holds no object or breaker (session 37, round substring, perception._past_titles): "reads
a zine called 'Drunk on Sunshine' in the shade" rests, as "reads a zine in the shade" does
(before, the title's words pushed the seat out of the window and its commas ended the
search). Controls: a title's own words are no setting, a setting too far past the title is
still out of reach, and reading on a bus is still no rest.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_title_between_reading_and_its_seat_is_one_token(lex) -> None:
    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Vera") == want, text

    cases = [("Vera reads a novel called 'The Restless Sea' on the sofa all afternoon.",
              {"rest"}),
             ("Vera reads 'Eat, Pray, Love' on the beach.", {"rest"}),
             ("Vera reads a zine called 'Drunk on Sunshine' in the shade of the tent.",
              {"rest"}),
             ("Vera reads \"The Hungry Tide of the North\" in the hammock.", {"rest"}),
             # controls: reading without a seat, a seat only in the title
             ("Vera reads 'The Restless Sea' on the bus.", set()),
             ("Vera reads 'Sofa Days on the Beach' at her desk.", set()),
             ("Vera reads a novel called 'The Silver Sea' to her class.", set())]
    assert failing_cases(one_case, cases) == []


def test_the_title_is_still_reported_not_done(lex) -> None:
    assert actual_kinds(lex, "Paulo reads 'Eat, Pray, Love' on the beach.", "Paulo") == {"rest"}
    assert actual_kinds(lex, "Paulo hums 'Eat It' on the tram.", "Paulo") == set()
