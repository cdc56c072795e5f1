"""A threat named in a time clause that tells its end, beside a plan, is no threat now.

Session 34, round future34 (the [future] category): "Rosalind plans to swim once the storm
passes" and "Once the storm passes, Amara hopes to fix the antenna" gave danger; the labelled
sets read an intent only. "once", "after", "when" or "as soon as" + the threat + its end
("passes", "has blown over", "dies down", "stops", "is over", "is fixed") in a sentence with a
plan of the observer's times the plan by the threat's end, as "waits for the storm to pass"
already did (``perception._hazard_end_clauses``: the row is ``planned``, or ``reported`` for
an end told in the past). Not "until" or "as", nor a threat that passes under or over a place,
nor a threat's start, nor one in a sentence with no plan of the observer's; and a real threat
told beside the plan stays one ("right now she is sheltering as slates whip off the roof around
her": a roof's slates flying are a threat now, core.yaml danger ``unfolding``).
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_threat_whose_end_times_a_plan_is_no_threat_now(lex) -> None:
    def one_case(text):
        assert "danger" not in actual_kinds(lex, text, "Ana"), text
        assert "danger" in other_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana will go for a run as soon as the thunderstorm passes.",
        "Ana wants to walk the dog once the hail stops.",
        "Ana promises to call her mum once the power cut is fixed.",
        "When the wildfire is finally out, Ana will go home and sleep.",
    ]) == []


def test_no_threat_now_where_its_end_is_told(lex) -> None:
    def one_case(text):
        assert "danger" not in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana hopes to surf this afternoon once the gale dies down.",
        "Once the blizzard has blown over, Ana means to dig out the car.",
        "After the heatwave ends, Ana plans to repaint the fence.",
        "I'll mend the fence when the storm has passed.",
    ]) == []


def test_threat_that_is_here_now_stays_a_threat(lex) -> None:
    def one_case(text):
        assert "danger" in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana hopes to climb the ben tomorrow; right now she is sheltering behind the van as "
        "slates whip off the church roof around her.",
        "Ana is sheltering in the cellar while the tornado roars overhead.",
        "The storm is raging; Ana hopes it passes by morning.",
        "The lights flicker once as a faint tremor passes under Ana's flat.",
        "Ana shelters under a tree when the hail starts.",
        "Shingles fly off the barn roof as Ana runs for the car.",
        # no plan of hers in the sentence: the time clause is no plan's
        "Once the shelling stops, Ana checks on the neighbours.",
        "After the storm passed, the cellar was flooded and Ana was wading through it.",
        "Ana wants to swim later; right now she is bailing water as the flood pours into the "
        "kitchen.",
    ]) == []


def test_slates_or_tiles_that_are_no_threat(lex) -> None:
    def one_case(text):
        assert "danger" not in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "The roofer rips off the old slates while Ana makes tea.",
        "The tiles blow off the table in the draught and Ana laughs.",
        "Ana rips off the old slates from the shed roof.",
    ]) == []
