"""An owned noun phrase with "of" before a finite verb is that verb's subject (session 35, round
fresh178): "Killa's mug of coca tea sits forgotten on the loom bench" is the mug's sitting, no
rest of Killa's (``engine.perception._owned_of_phrase``, up to ``_OWNED_OF_REACH`` tokens).
Controls: the observer's own sit, an owned person's sit, the observer's act in a later clause.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_an_owned_thing_with_of_is_the_subject_not_its_owner(lex) -> None:
    def one_case(text, name):
        assert "rest" not in actual_kinds(lex, text, name), text

    cases = [("Killa's mug of coca tea sits forgotten on the loom bench while she counts warp"
              " threads.", "Killa"),
             ("Killa's mug of green tea sits on the bench.", "Killa"),
             ("Your bowl of cold rice sits on the bench.", None),
             ("Killa's bag of old clothes sits on the bench by the door.", "Killa")]
    assert failing_cases(one_case, cases) == []


def test_controls_the_observer_or_an_owned_person_sitting(lex) -> None:
    assert actual_kinds(lex, "Killa sits on the bench.", "Killa") == {"rest"}
    assert "rest" in other_kinds(lex, "Killa's sister sits on the bench.", "Killa")
    assert "work" in actual_kinds(lex, "Killa's mug of coca tea sits forgotten on the loom bench"
                                  " while she counts warp threads.", "Killa")
    assert "sleep" in actual_kinds(lex, "Killa's bag of old clothes sits by the door while she"
                                   " naps.", "Killa")
