""""together" after one person's things is no company (session 34, round fresh163;
``perception._things_together``): "stands knocking her pointe shoes together" and "rubs his
hands together" had been socialising. After "their" or "our" the things may be shared by a
pair ("they eat their lunch together"), and people brought together are company, so those
stay."""

from helpers import actual_kinds, failing_cases


def test_one_persons_things_together_are_no_company(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Siobhan") == kinds, text

    assert failing_cases(one_case, [
        ("Siobhan stands knocking her pointe shoes together, watching for her number.",
         set()),
        ("Siobhan rubs her hands together by the stove.", set()),
        ("Siobhan claps her cold hands together and drinks her tea.", {"drink"}),
        ("Siobhan ties her laces together and sits down.", set()),
        ("I tap my heels together in the queue.", set()),
    ]) == []


def test_people_together_and_a_pairs_things_together_stay_company(lex) -> None:
    def one_case(text):
        assert "socialize" in actual_kinds(lex, text, "Siobhan"), text

    assert failing_cases(one_case, [
        "Siobhan and Tom eat their lunch together.",
        "Siobhan and the girls sit together.",
        "Siobhan claps her hands together with Tom.",
        "Siobhan and Tom drink their coffee together.",
    ]) == []
