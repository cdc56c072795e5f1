"""A conflict's -ing word between an article and a noun modifies the noun (session 38, round
fresh200, ``perception._ing_compound_first`` now read for conflict as for work): "caught
between the gatepost and a shoving cow" is no row of the observer's. A row named whole by its
voices is one ("a screaming row", "a shouting row": conflict terms, as "shouting match").
Controls: "gets into a shouting match", "shoves the drunk", others' row.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_an_ing_word_before_a_noun_is_no_row(lex) -> None:
    def one_case(text):
        assert "conflict" not in actual_kinds(lex, text, "Silvan"), text

    cases = ["Silvan's hand gets caught between the gatepost and a shoving cow.",
             "Silvan squeezes between a kicking cow and the fence.",
             "Silvan edges round a fighting pair of goats.",
             "Silvan separates two fighting dogs."]
    assert failing_cases(one_case, cases) == []


def test_a_row_named_by_its_voices(lex) -> None:
    assert actual_kinds(lex, "Tom and Ana have a screaming row about money.",
                        "Tom") == {"conflict"}
    assert actual_kinds(lex, "Tom and Ana have a furious shouting row.", "Tom") == {"conflict"}
    assert actual_kinds(lex, "The neighbours have a screaming row while Tom sleeps.",
                        "Tom") == {"sleep"}


def test_controls_rows_still_read(lex) -> None:
    assert actual_kinds(lex, "Tom gets into a shouting match with his boss.",
                        "Tom") == {"conflict"}
    assert actual_kinds(lex, "Tom shoves the drunk out of the door.", "Tom") == {"conflict"}
    assert actual_kinds(lex, "Tom is fighting with the farmer over the fence.",
                        "Tom") == {"conflict"}
