"""A quote's "I" is no sufferer of the narration after it (session 33, fresh set 153).

* "Maren groans "I feel awful" and shivers with fever": the fever is Maren's; the quoted "I"
  set the clause's sufferer, so the narrated ailment after the quote went to someone else.
* Controls: someone else who speaks and then is ill keeps the ailment ("Tom groans "I feel
  awful" and vomits while Maren watches").
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Maren"
SPEECH = ["groans", "mutters", "croaks", "moans"]
QUOTES = ['"I feel awful"', "“I feel sick”", '"my head is pounding"']
AILMENTS = ["shivers with fever in the hut", "coughs into her sleeve", "vomits in the bucket"]


def test_an_ailment_narrated_after_the_observers_quote_is_theirs(lex) -> None:
    def one_case(speech, quote, ailment):
        text = f"Maren {speech} {quote} and {ailment}."
        assert actual_kinds(lex, text, OBSERVER) == {"illness"}, text

    assert failing_cases(one_case, list(itertools.product(SPEECH, QUOTES, AILMENTS))) == []


def test_an_ailment_after_someone_elses_quote_stays_theirs(lex) -> None:
    def one_case(speech, quote, ailment):
        text = f"Tom {speech} {quote} and {ailment} while Maren watches."
        assert actual_kinds(lex, text, OBSERVER) == set(), text

    assert failing_cases(one_case, list(itertools.product(SPEECH, QUOTES, AILMENTS))) == []
