"""A single word said in anger, a raw throat, and a table booked (session 30, round fresh126):
"exchange one sharp word" is a row as "sharp words" is; "his throat is too raw to swallow" is
a sore throat; "has booked a table ... for dinner with her brother" puts the dinner and the
company ahead, as "books a table" does (the perfect is no held participle), while "and" + a
verb told now after it is done now. "I'm done with you" or "I'm fed up with you" said to
someone's face is a row, and a chat turn opening with a wh-word ("how dare you") is no
command given as advice."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_single_word_said_in_anger_is_a_row(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Fergus") == kinds

    cases = [
        ("Fergus and the bouncer exchange one sharp word at the door, then both let it drop.",
         {"conflict"}),
        ("Fergus has a sharp word with the new barman about the till.", {"conflict"}),
        ("The foreman gives Fergus a harsh word for being late.", {"conflict"}),
        ("Fergus and his brother exchange a curt word over the fence.", {"conflict"}),
        ("Fergus never says an angry word to anyone.", set()),
        ("Tom and the bouncer exchange a sharp word at the door while Fergus watches.", set()),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_throat_too_raw_for_something_is_sore(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Kwame") == kinds

    cases = [
        ("Kwame stares at the congee but can't manage a spoonful; his throat is too raw to "
         "swallow.", {"illness"}),
        ("Kwame's throat feels too raw to sing, so he mouths the hymn.", {"illness"}),
        ("After the fire drill Kwame's throat is too raw to shout orders.", {"illness"}),
        ("Kwame's throat is too raw for the spicy soup.", {"illness"}),
        ("Kwame's little sister says her throat is too raw to eat.", set()),
        ("Kwame's throat is too sore to talk, so he texts his boss.", {"socialize"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_table_booked_in_the_perfect_puts_the_meal_ahead(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Bea") == kinds

    cases = [
        ("Bea has booked a table for two at Delmonte's on Saturday to make peace with her "
         "brother over dinner.", set()),
        ("Bea has booked a table at the Ritz for dinner with her brother.", set()),
        ("Bea has reserved a court at the leisure centre for Sunday to play squash with Tom.",
         set()),
        ("Bea's booked a table at the harbour café for lunch with her old flatmates.", set()),
        ("Bea has booked a massage and is now eating lunch with Tom.", {"eat", "socialize"}),
        ("Bea has booked the venue, and now she eats lunch with Tom.", {"eat", "socialize"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_bond_broken_off_to_the_others_face_is_a_row(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Fergus") == kinds

    cases = [
        ("[21:14] Fergus: you used my mug AGAIN | [21:15] Hamid: it wasn't labelled | [21:15] "
         "Fergus: it literally has my NAME on it, I'm done with you", {"conflict"}),
        ("Hamid: you're late again | Fergus: I'm fed up with you", {"conflict"}),
        ("[21:14] Hamid: ate your yoghurt sorry | [21:15] Fergus: how dare you", {"conflict"}),
        ("Hamid: that's the last of the boxes | Fergus: great, eat something", {"socialize"}),
        ("Fergus's sister says she's sick of you.", set()),
    ]
    assert failing_cases(one_case, cases) == []
