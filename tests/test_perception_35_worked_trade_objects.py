"""Trade things checked, tightened, replaced or updated are work objects (session 35, round
worked): harnesses, lashings, oxygen cylinders, a site plan, air filters, snow chains,
guy ropes, a wig, expense claims, a pilot light, a dolly track (not containers, which a crew
unloads as often as the observer, nor bolts, a bike's own tightened at home). Controls: the
same things ridden, read, tried on or seen to by someone else are no work of the observer's.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_trade_things_seen_to_are_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ines") == {"work"}, text

    cases = ["Ines checks the harnesses on the drop tower.",
             "Ines is checking the lashings on the timber load.",
             "Ines checks the oxygen cylinder on the ambulance.",
             "Ines updates the site plan with the new drain runs.",
             "Ines replaces the air filters in the clean-room units.",
             "Ines files the expense claims for the sales team.",
             "Ines checks the snow chains on the gritter."]
    assert failing_cases(one_case, cases) == []


def test_controls_the_same_things_in_leisure_or_someone_elses_hands(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Ines"), text

    cases = ["Ines rides the zip line in a borrowed harness.",
             "Ines reads the site plan on the noticeboard while waiting for her bus.",
             "Ines tries on a curly wig at the fancy-dress party.",
             "Ines's landlord replaces the air filters in her flat.",
             "Ines watches the deckhands check the lashings.",
             "Ines tightens the bolts on her bike."]
    assert failing_cases(one_case, cases) == []
