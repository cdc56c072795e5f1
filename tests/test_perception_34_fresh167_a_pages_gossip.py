"""A page or a publication named for its talk is read, no talk had (session 34, round
fresh167: "scrolls through the village gossip page on her phone" had read as company). Gossip
and chat with someone stay company."""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_gossip_page_or_column_read_is_no_company(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Ana scrolls through the village gossip page in the parked car.", set()),
        ("Ana reads the gossip column over breakfast.", {"eat"}),
        ("Ana flicks through a gossip magazine at the hairdresser's.", set()),
        ("I was checking the gossip site on my lunch break.", set()),
        ("Ana listens to a chat podcast on the bus.", set()),
        ("You skim the gossip pages while the kettle boils.", set()),
    ]) == []


def test_gossip_and_chat_with_someone_stay_company(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Ana gossips with Tom about the new vicar.", {"socialize"}),
        ("Ana trades gossip with the neighbours over the fence.", {"socialize"}),
        ("Ana gossips with Sara on the bench.", {"socialize"}),
        ("Ana chats with her sister for an hour.", {"socialize"}),
    ]) == []


def test_someone_else_reading_the_page_is_theirs(lex) -> None:
    def one_case(text, kinds):
        assert other_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Tom gossips with the postman while Ana waits.", {"socialize"}),
    ]) == []
