"""A structure giving way right next to someone, a suspect package, a weapon made harmless.

Session 34, round fresh171 (a crown court trial): "The public gallery rail gave way right next
to Orla, but she wasn't hurt" had only the denied hurt ("give way next to" did not reach past
"right"); "there's a suspect package in the foyer!" (the police's word) was nothing; "holds up
the deactivated shotgun ... for the jury" was a threat. A weapon "deactivated",
"decommissioned" or "inert" is none; a replica or a fake one pointed at someone stays a threat
(its target cannot tell), and a suspect alone is a person.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_threats_are_read(lex) -> None:
    def one_case(text):
        assert "danger" in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "The gallery rail gave way right next to Ana, but she wasn't hurt.",
        "A shelf gave way just beside Ana in the stockroom.",
        "Everyone out, there's a suspect package in the lobby!",
        "Ana's office is evacuated over a suspect device in the car park.",
        "A man points a replica pistol at Ana.",
        "A man points a shotgun at Ana.",
    ]) == []


def test_no_threat(lex) -> None:
    def one_case(text):
        assert "danger" not in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana holds up the deactivated shotgun for the jury to see.",
        "Ana dusts the decommissioned rifle in the museum case.",
        "Ana shows the recruits an inert grenade.",
        "Police arrest a suspect at the station and Ana writes it up.",
        "The suspect packed a bag, Ana tells the jury.",
    ]) == []


def test_someone_elses_near_miss_is_theirs(lex) -> None:
    def one_case(text):
        assert "danger" not in actual_kinds(lex, text, "Ana"), text
        assert "danger" in other_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "The balcony rail gave way right next to Tom while Ana was inside.",
    ]) == []
