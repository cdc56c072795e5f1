"""Two ways of having a food or a drink told without a verb of eating (session 24).

A food or a drink passed round among company ("Katja and her flatmates ..., passing a bowl of
popcorn round", "pass a hip flask of rum back and forth") is had by each of them, as the
labelled sets count it: eat's and drink's verb "pass" with ``round: true``. One passed round
by someone alone is served ("Hedda passes the canapés round, and the grandmother eats four"),
as is one passed round the guests; "at the pass" is a kitchen's counter.

A drink one is at rest with ("is chillin on the harbour bench with a cuppa", "sits on the porch
with a cup of tea") is had: drink's "with", a verb gated by ``needs_kinds: [rest]``. A drink one
only carries ("turns up at the party with a bottle of wine") or leaves to go cold is none."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Nia"


@pytest.mark.parametrize(("text", "kind"), [
    ("Nia and her flatmates binge a season of Drunk History on the sofa, passing a bowl of "
     "popcorn round.", "eat"),
    ("Nia: sat on the kerb with Noor and Amaru, passing a bottle of water round and talking "
     "rubbish for an hour", "drink"),
    ("Nia and her sister pass a hip flask of rum back and forth and laugh at the band.", "drink"),
    ("Nia, Tom and Jo sit round the fire passing a bottle of wine back and forth.", "drink"),
    ("Nia is chillin on the harbour bench with a cuppa @ quay", "drink"),
    ("Nia sits on the porch with a cup of tea.", "drink"),
    ("Nia curls up on the sofa with a glass of wine and a book.", "drink"),
    ("Nia broke her fast with three dates and a glass of water.", "drink"),
])
def test_had_when_passed_round_or_at_rest(lex, text, kind):
    assert kind in actual_kinds(lex, text, OBSERVER)


def test_none_when_served_carried_or_left(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER).isdisjoint({"eat", "drink"})

    cases = [
        "Nia passes the canapés round, and the bride's grandmother eats four.",
        "Nia passes the canapés round the guests @ gallery opening",
        "Nia passes the salt to her brother.",
        "Nia is plating desserts; at the pass a waiter gulps a glass of water between tables.",
        "Nia turns up at the party with a bottle of wine.",
        "Nia stands by the kettle with an empty mug.",
        "Nia sits in the empty seats with her coffee going cold.",
    ]
    assert failing_cases(one_case, cases) == []
