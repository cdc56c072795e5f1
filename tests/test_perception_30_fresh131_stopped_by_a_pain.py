"""A thing stopped by a pain, a noise or the heat (session 30, round fresh131): "too much to
let", "too loud", "too noisy", "too hot", "too painful" + "to" deny the event after "to", as
"too tired to" does ("your burned palm throbbing too much to let you sleep"); "had too much to
drink" still drinks (`cues.negation`, `too_states`)."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_pain_or_a_noise_too_much_denies_the_event(lex) -> None:
    def one_case(text, expected):
        assert actual_kinds(lex, text, "Jaylen") == expected

    cases = [
        ("You lie awake until 3am, your burned palm throbbing too much to let you sleep.",
         {"injury"}),
        ("Jaylen's tooth aches too much to let him eat.", {"illness"}),
        ("The bar downstairs is too loud to let Jaylen sleep.", set()),
        ("It is too hot to sleep, so Jaylen lies on the floor.", {"rest"}),
        ("Jaylen's jaw is too painful to eat with.", set()),
        ("The dorm is too noisy to sleep in, Jaylen says.", set()),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("text", "expected"), [
    ("Jaylen had too much to drink at the party.", {"drink"}),
    ("Jaylen's knee hurts, but he sleeps through the night.", {"injury", "sleep"}),
])
def test_too_much_alone_or_a_pain_beside_the_event_leaves_it(lex, text, expected):
    assert actual_kinds(lex, text, "Jaylen") == expected
