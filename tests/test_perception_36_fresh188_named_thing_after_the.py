"""A name that "the" opens is a thing's (session 36, round fresh188): "The Storm Petrel chugs past
the breakwater ... with Murdo at the wheel" names a boat, so Murdo keeps no company with it; two
or more capitalised words after "the", none a title and no person word after them, name a boat,
a pub or a road. Also: kilometres in slang ("six hundred k's west", "forty klicks north") are
far, as "km west" is. Controls: a title keeps the person ("The Reverend Ian eats lunch with
Murdo"); a team named by its firm stays people; a threat close by stays the observer's.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_boat_named_with_the_is_no_companion(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Murdo") == set(), text

    cases = ["The Storm Petrel chugs past the breakwater on a flat calm sea with Murdo at the "
             "wheel, bringing the day's catch home.",
             "The Morning Star chugs out of the harbour with Murdo aboard.",
             "The Silver Darling noses past the pier with Murdo at the helm."]
    assert failing_cases(one_case, cases) == []


def test_a_title_or_a_team_stays_people(lex) -> None:
    assert actual_kinds(lex, "The Reverend Ian eats lunch with Murdo.", "Murdo") == {"socialize"}
    assert actual_kinds(lex, "Murdo eats lunch with the Old Doctor.",
                        "Murdo") == {"eat", "socialize"}
    assert actual_kinds(lex, "Ravi meets the Skillet Studio team for a sales pitch @ office",
                        "Ravi") == {"socialize", "work"}


def test_kilometres_in_slang_are_far(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Mick") == set(), text

    cases = ["ABC radio: bushfire has cut the Eyre Highway near Caiguna, six hundred k's west.",
             "A grass fire is burning forty klicks north of the base."]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "A bushfire is burning just behind the shed.", "Mick") == {"danger"}
