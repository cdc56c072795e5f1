"""A sleep denied as what is going on now leaves the lying a rest (session 34, round
negation34).

* A present *be* + "not"/"n't" + sleeping, napping, dozing (a correction of what is going on,
  no attempt at sleep that failed), with the lying in its sentence or the next after a
  semicolon or a colon, keeps the lying a rest though it is "wide awake"
  (`perception._not_sleeping_now`): "Imelda isn't sleeping; she's lying on the sun lounger
  with a novel, wide awake".
* Controls: a failed sleep ("couldn't sleep; she lay there wide awake", "You lie awake till
  three") stays no rest, as the handed notes label it.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_lying_after_not_sleeping_now_is_rest(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Sven") == {"rest"}, text

    cases = [
        "Sven isn't sleeping; he's lying on the sofa with the radio on, wide awake.",
        "Sven is not sleeping, he is lying on the lounger wide awake.",
        "Sven isn't dozing; he's lying on the couch in the staff room, wide awake.",
        "Sven isn't napping: he is lying on the sofa, still awake, watching the rain.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_failed_sleep_lying_awake_is_no_rest(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Sven") == set(), text

    cases = [
        "Sven couldn't sleep; he lay on the sofa wide awake until dawn.",
        "Sven lies on the sofa, wide awake, all night.",
        "Sven can't sleep; he's lying in his bunk wide awake.",
        "Sven never got to sleep and lay on the bench, wide awake.",
    ]
    assert failing_cases(one_case, cases) == []
