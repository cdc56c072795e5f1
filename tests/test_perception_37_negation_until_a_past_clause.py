"""An act denied in the past "until" a clause told done in the past was done then.

Session 37, round negation: "didn't get to sleep until three" was done at three (session 29),
but "Wei didn't eat until the guests had left" stayed denied. "until"/"till" + a subject and a
past verb within a few words ("had left", "got home", "passed") now ends the denial as an hour
does (``_till_past_clause``). A bare event ("until dinner", "until the end of the shift"), a
state reached ("until the shift was over", pinned in session 29), an amount that tells the
stretch ("didn't eat a thing until ...") and a denial that is no past ("won't eat until the
guests have left") stay denied.
"""

from helpers import actual_kinds, failing_cases


def test_an_act_held_off_until_a_past_clause_was_done(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Wei") == kinds, text

    assert failing_cases(one_case, [
        ("Wei didn't eat until the guests had left.", {"eat"}),
        ("Wei didn't sleep until the storm passed.", {"sleep"}),
        ("Wei didn't get to sleep until the neighbours stopped shouting.", {"sleep"}),
        ("Wei didn't eat until she got home.", {"eat"}),
    ]) == []


def test_an_event_an_amount_or_a_denial_not_past_stays_denied(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Wei") == kinds, text

    assert failing_cases(one_case, [
        ("Wei didn't eat anything until dinner.", set()),
        ("Wei didn't eat until dinner.", set()),
        ("Wei didn't eat a thing until the guests had left.", set()),
        ("Wei won't eat until the guests have left.", set()),
        ("Wei doesn't eat until the guests have left.", set()),
        ("Wei didn't drink until the end of the shift.", set()),
        ("Wei didn't have a drink until the shift was over.", set()),
    ]) == []
