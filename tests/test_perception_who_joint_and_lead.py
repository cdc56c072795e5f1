"""Who did what: a finite verb after "and" that leads to an activity a few words on ("goes for
a swim", "has a swim", "went swimming") shares the subject of the verb before it, as an activity
right after "and" does: "Ana meets Tom and goes for a hike", "Ana watches the kids at the disco
and goes for a swim" (the watcher's swim). Someone named after "and" with a verb of their own,
a pronoun, a bare verb of the one watched, or a clause of someone else's keeps it theirs."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

FIRST = ["meets Tom", "feeds the kids", "watches the kids at the disco", "calls her sister",
         "hears the twins"]
LEADS = {"exercise": "goes for a swim", "exercise ": "goes for a hike"}
PAST_FIRST = ["met Tom", "watched the kids", "fed the kids"]
PAST_LEADS = {"exercise": "went for a swim", "exercise ": "went for a long hike"}


def test_a_verb_after_and_leading_to_the_act_is_the_subjects(lex) -> None:
    def one_case(first, lead):
        text = f"Ana {first} and {LEADS[lead]}."
        assert lead.strip() in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(FIRST, LEADS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("first", ["meets Tom", "feeds the kids", "calls her sister"])
def test_has_after_and_leading_to_the_act_is_the_subjects(lex, first):
    text = f"Ana {first} and has a quick swim."
    assert "exercise" in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("first,lead", list(itertools.product(PAST_FIRST, PAST_LEADS)))
def test_a_past_verb_after_and_leading_to_the_act_is_the_subjects(lex, first, lead):
    text = f"Ana {first} and {PAST_LEADS[lead]}."
    assert lead.strip() in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("lead", list(LEADS))
def test_someone_named_after_and_keeps_it_theirs(lex, lead):
    for text in (f"Ana meets Tom and he {LEADS[lead]}.",
                 f"Ana meets Tom and Lena {LEADS[lead]}.",
                 f"Ana waits while Tom pays and {LEADS[lead]}.",
                 f"The kids meet Tom and {LEADS[lead].replace('goes', 'go')}."):
        assert "exercise" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("act", ["go for a swim", "go for a hike"])
def test_a_bare_verb_after_the_one_watched_is_theirs(lex, act):
    for text in (f"Ana watches the kids {act}.", f"Ana watches Tom and Lena {act}."):
        assert "exercise" not in actual_kinds(lex, text, "Ana"), text
