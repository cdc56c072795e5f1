"""A plan step's report told of the agent's own group (session 36, round fresh188): "Step 'Quiz
night' (social): Fiona's team came second at The Anchor's quiz, sharing a jug of shandy between
the four of them" is Fiona's drink too: her team, named right after her owner word, is Fiona with
others, no one else. Controls: someone else's team stays theirs ("while Leo's team played"); a
team in a plain sentence, no step report, is unchanged.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_agents_own_group_is_the_agent(lex) -> None:
    def one_case(text):
        assert "drink" in actual_kinds(lex, text, "Fiona"), text

    cases = ["Step 'Quiz night' (social): Fiona's team came second at The Anchor's quiz, sharing "
             "a jug of shandy between the four of them",
             "Step 'Quiz night' (social): Fiona's team drank a jug of shandy",
             "Step 'Night out' (social): Fiona's crew shared a bottle of wine at the harbour bar"]
    assert failing_cases(one_case, cases) == []


def test_someone_elses_team_stays_theirs(lex) -> None:
    text = ("Step 'Collect son from football' (family): waited at the touchline while Leo's team "
            "played the second half")
    assert actual_kinds(lex, text, "Chidi") == set()
    assert other_kinds(lex, text, "Chidi") == {"exercise"}
    plain = "Sami's team are eating pizza at their desks while Sami finishes the report alone."
    assert actual_kinds(lex, plain, "Sami") == {"work"}
