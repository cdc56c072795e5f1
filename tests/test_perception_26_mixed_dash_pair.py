"""A parenthesis set off by two different long dashes ("–" then "—") is still a pair: the name
before it keeps its verb, and perception does not fail looking for a second dash of the first
kind (a fuzzed line raised ValueError inside ``perceive``; session 26)."""

from __future__ import annotations

from helpers import actual_kinds

from engine.perception import perceive


def test_a_name_before_a_mixed_dash_parenthesis_keeps_its_verb(lex):
    assert actual_kinds(lex, "Omar – still in his scrubs — falls asleep.", observer="Omar") \
        == {"sleep"}


def test_a_glued_line_with_mixed_dashes_perceives_without_error(lex):
    text = "Martaisburninghavingporridge–withstewed—plums@~guesthouse:breakfastroom"
    assert perceive(text, lex, observer="I") == ()
