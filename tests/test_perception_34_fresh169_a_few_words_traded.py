"""A few words counted and traded are small talk (session 34, round fresh169: "Vegard exchanges
a couple of words about the snow with his neighbour" had been only a reported "with").

Company terms "exchange a few words", "exchange a couple of words", "exchange a quick word",
"swap a few words", "trade a few words" and their kin; "have a quick word with" and "have a brief
word with", as "have a word with" was. Controls: bare words traded are a quarrel
("exchanged words with the bouncer"), heated words too, a thing exchanged at a shop is no
company, and someone else's words are theirs.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_few_words_traded_are_company(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == {"socialize"}, text

    assert failing_cases(one_case, [
        "Ana exchanges a few words with the skipper.",
        "Ana exchanged a couple of words with the guard at the gate.",
        "Ana exchanges a quick word with Pia before the meeting.",
        "Ana swaps a couple of words about the weather with the postman.",
        "Ana trades a few words with the ferry crew on the ramp.",
        "Ana has a quick word with the skipper.",
        "Ana exchanges a couple words with the cook.",
        "You have a brief word with the nurse on your way out.",
    ]) == []


def test_bare_heated_or_others_words_are_not_her_company(lex) -> None:
    def one_case(text, own, others):
        assert actual_kinds(lex, text, "Ana") == own, text
        assert other_kinds(lex, text, "Ana") >= others, text

    assert failing_cases(one_case, [
        ("Ana exchanged words with the bouncer.", {"conflict"}, set()),
        ("Ana exchanges a few heated words with her landlord.", {"conflict"}, set()),
        ("Ana watches Tom exchange a few words with the skipper.", set(), {"socialize"}),
        ("Ana will exchange a few words with the vicar after the service.", set(),
         {"socialize"}),
        ("Ana didn't exchange a few words with anyone.", set(), {"socialize"}),
        ("Ana wants to have a quick word with the skipper.", set(), {"socialize"}),
        ("Tom has a quick word with Ana's boss.", set(), {"socialize"}),
    ]) == []
