"""A request told in the passive is no doing yet, as the active is (cues.planned).

"Ana is asked to eat with the monks", "is expected to run with the team": the act after "to" and
its company are ahead, as with "asks Ana to eat" (request_verbs). The same verbs without "to"
leave the act done.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

PASSIVES = ["is asked to", "was asked to", "is expected to", "is required to", "was urged to",
            "is reminded to", "gets asked to", "got asked to"]
PLANS = ["eat with the monks", "dine with the crew", "swim with the team", "rest in the cabin"]


def test_a_request_told_in_the_passive_is_not_done_yet(lex):
    wrong = [t for passive, plan in itertools.product(PASSIVES, PLANS)
             if actual_kinds(lex, t := f"Ana {passive} {plan}.", "Ana")]
    assert wrong == []


def test_the_same_verbs_without_to_leave_the_act_done(lex):
    texts = ["Ana is asked about the storm while she eats with the monks.",
             "As expected, Ana eats with the monks."]
    wrong = [t for t in texts if "eat" not in actual_kinds(lex, t, "Ana")]
    assert wrong == []
