"""A request told in the passive is no doing of the thing requested yet.

Session 36, round future: "Rin is told to stay in bed" had been a rest: "is told to" is an
exception word (no company: round 33), so no plan term could match it, and the request cues
(``_request_cues``) looked for a noun phrase between the verb and "to". A request verb's
participle right after "be" or "get" and right before "to" now puts the few words after it
ahead too ("is told to rest", "was ordered to stay in bed", "gets told to eat up"); what is
done after "and she" or "so she" stays done, and a telling-off is no request.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_passive_request_is_ahead(lex) -> None:
    def one_case(text, ahead):
        assert actual_kinds(lex, text, "Rin") == set(), text
        assert ahead in other_kinds(lex, text, "Rin"), text

    assert failing_cases(one_case, [
        ("Rin is told to rest.", "rest"),
        ("Rin is told to stay in bed.", "rest"),
        ("Rin gets told to eat up.", "eat"),
        ("Rin was ordered to stay in bed.", "rest"),
    ]) == []


def test_what_is_done_after_the_request_stays(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Rin") == kinds, text

    assert failing_cases(one_case, [
        ("Rin is told to eat her vegetables and she eats them.", {"eat"}),
        ("Rin was ordered to stay in bed, so she sleeps all afternoon.", {"sleep"}),
        ("Rin is told off for eating in class.", {"eat", "conflict"}),
    ]) == []
