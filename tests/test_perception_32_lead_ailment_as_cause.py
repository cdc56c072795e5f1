"""An ailment that opens a clause of cause or time is the main clause's subject's.

"Kemi stays in because the cough is worse" had given the cough to someone else: an ailment
heading its clause goes to whoever that clause names after it, and here nobody is named. With
"because", "as", "since", "while" or "until" joining it to the main clause and only its article
before it, the ailment is the sentence's opening subject's. A noun phrase of its own ("while the
new stagiaire throws up") and someone named after the ailment ("the fever has knocked Tom flat")
keep theirs.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_an_ailment_given_as_the_cause_is_the_subjects(lex) -> None:
    def one_case(opener, link, ailment):
        text = f"{opener} because the {ailment} is worse.".replace("because", link)
        assert "illness" in actual_kinds(lex, text, "Kemi"), text

    cases = [(o, link, a) for o in ["Kemi stays in", "Kemi cancels the trip", "I stay home",
                                 "You skip the party"]
             for link in ["because", "as", "cos"]
             for a in ["cough", "fever", "headache", "nausea", "malaria"]]
    assert failing_cases(one_case, cases) == []


def test_someone_elses_ailment_stays_theirs(lex) -> None:
    def one_case(text):
        assert "illness" not in actual_kinds(lex, text, "Kemi")
        assert "illness" in other_kinds(lex, text, "Kemi")

    cases = ["Kemi holds the bucket while the new stagiaire throws up behind the bins.",
             "Kemi calls Tom because the fever has knocked him flat.",
             "Kemi's son stays home because the cough is worse.",
             "Tom stays in because the cough is worse.",
             "Kemi sits with Tom while his fever climbs.",
             "Kemi brings soup because the virus has knocked Tom flat.",
             "Kemi waits in the corridor while the nurse throws up in the sluice.",
             "Kemi covers the shift because the migraine has floored Ada.",
             "Kemi cooks for Ada because Ada's cough is worse.",
             "Kemi keeps the kids home because their fever is back."]
    assert failing_cases(one_case, cases) == []
