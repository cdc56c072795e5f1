"""Small lexicon reads of round fresh182 (session 35): on the phone to customers is work; a
stretch of time planned reaches past its long name ("is planning a post-regatta week of doing
nothing"); a chat's claim taken back right after it is none ("deathly ill (jk, just skint)",
"just kidding"); a craft speeding on the water is a threat as a car is ("a speeding launch rams
Rory's single"). Controls: a call to one's mum stays company, a plan then an act done now keeps
the act, a claim not taken back stays. Also a parting "on good terms" is company, and a rival
beaten "in the semi-final" (or a quarter-final, a repechage) a race run.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_on_the_phone_to_customers_is_work(lex) -> None:
    def one_case(text):
        assert "work" in actual_kinds(lex, text, "Greer"), text

    cases = ["Greer spends the afternoon on the phone to customers for her part-time job.",
             "Greer is on the phone to clients all morning.",
             "Greer is on the phone with a customer."]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "Greer is on the phone to her mum.", "Greer") == {"socialize"}


def test_a_planned_stretch_reaches_what_fills_it(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Felix") == set(), text

    cases = ["Felix is planning a post-regatta week of doing nothing in Cornwall.",
             "Felix is planning a lazy weekend of lying on the beach.",
             "Felix is planning a long summer holiday of sleeping in."]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "Felix is planning a party while he eats a sandwich.", "Felix") \
        == {"eat"}


def test_a_claim_taken_back_is_none(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ezra") == set(), text

    cases = ["[22:40] #m2-social | Ezra: can't make the ball, deathly ill 🤒 (jk, just skint)",
             "Ezra: so hungover today jk",
             "Ezra: I ate the whole cake, just kidding"]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "Ezra: feeling sick, ate a sandwich", "Ezra") == {"eat", "illness"}


def test_a_speeding_craft_is_a_threat(lex) -> None:
    text = ("A speeding launch rams Rory's single as he drifts at the marshalling point; the hull "
            "folds in half and he goes under.")
    assert actual_kinds(lex, text, "Rory") == {"danger"}
    assert other_kinds(lex, "Rory watches a speeding motorbike on TV.", "Rory") == {"danger"}
    assert actual_kinds(lex, "Rory watches a speeding motorbike on TV.", "Rory") == set()


def test_parting_on_good_terms_is_company(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Dev") == {"socialize"}, text

    cases = ["Dev and the Durham captain part on good terms.",
             "Dev and Tom part friends.",
             "After the mix-up Dev and the umpire part on friendly terms."]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "The clouds part on the horizon.", "Dev") == set()


def test_a_rival_beaten_in_a_round_is_a_race(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Tobias") == {"exercise"}, text

    cases = ["Tobias defeated his rival in the single sculls semi-final by two lengths.",
             "Tobias beats the Leander crew in the semi-final.",
             "Tobias beat her in the quarter-final."]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "Tobias beat the heat with an ice lolly.", "Tobias") == set()
    assert actual_kinds(lex, "Tobias beats his brother to the final slice of cake.",
                        "Tobias") == set()
