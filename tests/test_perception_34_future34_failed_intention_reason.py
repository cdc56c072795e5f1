"""A threat told as the reason an intention failed is no threat of the observer's now.

Session 34, round future34 (the [future] category): an agent's intention record ("Intention:
X. Outcome: cancelled, <a hazard>") gave danger for the reason, where the handed set (h-056)
and five writers' sets label the reason no event of the observer's: it is why the plan did not
happen, told as its cause (``perception._failed_intention_reasons``: the danger row is
``reported``). A hurt or an illness told as the reason stays the observer's (a fever in bed is
real), and so does a threat beside a plan that is only "pending" or in no record at all.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_threat_as_failed_intention_reason_is_no_threat_now(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == set(), text
        assert "danger" in other_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Intention: cook dinner for the twins. Outcome: not started, the gas has been cut off "
        "by the storm.",
        "Intention: nap after lunch. Outcome: abandoned, the gas alarm sounded.",
        "Intention: dinner out with Mara. Result: dropped, an earthquake aftershock rattled "
        "the town.",
        "Intention: cycle to the market. Outcome: cancelled, flood warning for the valley.",
        "Intention: row on the loch at dawn. Outcome: called off, the gale was too strong.",
        "Intention: swim at the baths. Outcome: not yet, the pool hall is dark from the power "
        "cut.",
        "Ana's intention: open the bakery at six; status: bakery burned in the riot, "
        "intention failed.",
    ]) == []


def test_hurt_or_illness_as_the_reason_stays_the_observers(lex) -> None:
    def one_case(text, expected):
        assert actual_kinds(lex, text, "Ana") == expected, text

    assert failing_cases(one_case, [
        ("Intention: swim at the lido. Outcome: cancelled, Ana has a fever and stays in bed.",
         {"illness"}),
        ("Intention: run the coastal path. Outcome: not started, Ana twisted her ankle on the "
         "stairs.", {"injury"}),
    ]) == []


def test_threat_outside_a_failed_outcome_stays_a_threat(lex) -> None:
    def one_case(text):
        assert "danger" in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "The gas has been cut off by the storm and the gale is battering the cabin.",
        "Outcome: cancelled, the gale is battering the cabin.",  # no intention's field
        "Intention: sleep early. Outcome: the house is on fire.",  # no failed state
        "The smoke alarm keeps going off and Ana smells burning.",
    ]) == []
