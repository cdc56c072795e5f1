"""A dangerous animal told dead is no threat: no near miss.

Session 35, round fresh181 (a Saharan desert camp): "Anneke wasn't stung: the scorpion in her
boot was long dead" was a near miss (a sting denied beside a scorpion). A beast's sentence
that holds dead, lifeless, squashed or a carcass (danger `animals.captive`, as a zoo's tank or
a photo) makes no hazard of it; a live one close by stays a near miss.
"""

from helpers import actual_kinds, failing_cases


def test_a_dead_beast_is_no_near_miss(lex) -> None:
    def one_case(text):
        assert "danger" not in actual_kinds(lex, text, "Anneke"), text

    assert failing_cases(one_case, [
        "Anneke wasn't stung: the scorpion in her boot was long dead, dried out by the heat.",
        "Anneke flicks a squashed scorpion off the rug.",
        "Anneke finds a dead snake by the well, a foot from her tent.",
        "A lifeless viper lies an inch from Anneke's sandal.",
    ]) == []


def test_a_live_beast_close_by_is_still_a_near_miss(lex) -> None:
    def one_case(text):
        assert "danger" in actual_kinds(lex, text, "Anneke"), text

    assert failing_cases(one_case, [
        "Anneke wasn't stung: the scorpion in her boot scuttled off into the sand.",
        "A scorpion scuttles out of Anneke's boot an inch from her toes.",
        "A snake slides past Anneke's foot.",
    ]) == []
