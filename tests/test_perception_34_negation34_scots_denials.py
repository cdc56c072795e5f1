"""Scots denials in one word deny as "n't" does (session 34, round negation34).

* didnae, cannae, couldnae, wouldnae, isnae, wasnae, hasnae, ... are negation cues
  ("Morag cannae sleep", "Callum didnae eat his piece"), and "naebody" denies a hurt to
  everyone as "nobody" does (`cues.vocabulary.all_clear_subjects`: "Naebody was hurt when
  the shed blew down" is no threat to the observer).
* Controls: what follows a "but" is told ("didnae sleep, but he drank a flask of coffee").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_scots_denial_denies(lex) -> None:
    def one_case(text, want):
        assert actual_kinds(lex, text, "Morag") == want, text

    cases = [
        ("Morag cannae sleep; the gulls are screaming on the roof.", set()),
        ("Morag didnae eat her piece at the harbour.", set()),
        ("Morag couldnae sleep a wink in the bothy.", set()),
        ("Morag wasnae hurt when the creel stack toppled.", {"danger"}),  # a near miss
        ("Morag hasnae had a drop of water since the morning.", set()),
        ("Morag isnae ill any more.", set()),
        ("Naebody was hurt when the empty shed blew down in the night.", set()),
        ("Morag didnae sleep, but she drank a flask of coffee.", {"drink"}),
        ("Morag skipped her dinner and didnae sleep, but she drank a mug of tea.", {"drink"}),
        ("Morag eats her piece on the harbour wall.", {"eat"}),
    ]
    assert failing_cases(one_case, cases) == []
