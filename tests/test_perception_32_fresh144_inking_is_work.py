"""A comic artist's inking with a work object is work, as drawing is (session 32, fresh144).

* "draws the storyboard for chapter 12" was work, "inks the last four pages of chapter 38" and
  "is inking panels at 4 a.m." none: the inflected forms of "ink" join the work verbs, and
  "panels" the work objects.
* Controls: the noun "ink" is no verb ("spilt ink across the galleys"); someone else's inking
  is theirs; a denial keeps it denied.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Daisuke"


def test_inking_a_chapter_or_panels_is_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) == {"work"}

    cases = [
        "Daisuke inks the last four pages of chapter 38.",
        "Daisuke is inking panels at 4 a.m.",
        "Daisuke inked the chapter overnight.",
        "Daisuke is still inking the panels when the sun comes up.",
        "You are inking panels for the weekly deadline.",
        "I inked the whole chapter before dawn.",
        "Daisuke draws panels for the next chapter.",
        "Daisuke inks the new chapter at his desk.",
    ]
    assert failing_cases(one_case, cases) == []


def test_ink_as_a_noun_or_someone_elses_inking_is_no_work_of_the_observer(lex) -> None:
    assert actual_kinds(lex, "Daisuke spilt ink across the fresh pages.", OBSERVER) == set()
    assert actual_kinds(lex, "Daisuke hasn't inked the chapter yet.", OBSERVER) == set()
    text = "Daisuke's assistant inks panels all night."
    assert actual_kinds(lex, text, OBSERVER) == set()
    assert other_kinds(lex, text, OBSERVER) == {"work"}
