"""A quoted order shouted at someone with the observer's threat told inside the quotation is a
warning, no row (session 34, round fresh172; ``perception._shouted_warnings``): "'Get off the
platform, there's lightning right over the park!' a passing guest yells at Callum" had been a
quarrel beside the danger, since the threat inside the quotation is only told until
``_quoted_warnings`` makes it the hearer's. A quoted order with no threat ("Get off my lawn!"),
or with a threat that is past and someone else's ("the fire was your fault"), stays a row."""

from helpers import actual_kinds, failing_cases


def test_a_shouted_warning_with_a_threat_in_its_quote_is_no_row(lex) -> None:
    def one_case(text, observer):
        assert actual_kinds(lex, text, observer) == {"danger"}, text

    assert failing_cases(one_case, [
        ("'Get off the platform, there's lightning right over the park!' a passing guest "
         "yells at Callum.", "Callum"),
        ("'Get off the platform, the ride is on fire!' a guest yells at Nadia.", "Nadia"),
        ("'Get off the jetty, there's lightning!' the ranger shouts at you.", None),
    ]) == []


def test_a_quoted_order_with_no_threat_stays_a_row(lex) -> None:
    def one_case(text, observer):
        assert "conflict" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("'Get off my lawn!' the old man yells at Callum.", "Callum"),
        ("'Get out of my kitchen, you idiot!' the chef yells at Callum.", "Callum"),
        ("'Get lost, the fire was your fault!' Tom yells at Callum.", "Callum"),
        ("'Get out, the fire was your fault!' Tom yells at Callum.", "Callum"),
    ]) == []
