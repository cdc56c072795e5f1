"""Who did what: a chat or a log labelled ", read by" the observer ("[class chat, read by
Niamh] Sione: just ate 3 muffins") is read, not taken part in: its chat is no company of the
observer's and what the others write is theirs. "read by" without the label's comma ("a story
read by her dad", "reading by torchlight") leaves what goes on alone.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

LABELS = ["[class chat, read by {o}]", "[group chat, read by {o}]", "(team chat, read by {o})",
          "[family WhatsApp, read by {o}]"]
LINES = [("eat", "Sione: just ate 3 muffins lol | Mateo: save me one"),
         ("drink", "Mateo: on my third coffee already | Sione: same"),
         ("exercise", "Sione: just ran 5k round the field | Mateo: legend")]


def test_a_chat_read_is_no_company(lex) -> None:
    def one_case(label, line, obs):
        kind, words = line
        text = label.format(o=obs) + " " + words
        got = actual_kinds(lex, text, obs)
        assert "socialize" not in got and kind not in got, text

    cases = list(itertools.product(LABELS, LINES,
                                                                       ["Niamh", "Kofi"]))
    assert failing_cases(one_case, cases) == []


STAY = [("Niamh falls asleep to a story read by her dad.", "sleep"),
        ("Niamh lies in her tent reading by torchlight.", "rest")]


@pytest.mark.parametrize("text,kind", STAY)
def test_read_by_without_a_label_leaves_the_event(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Niamh"), text
