"""A served word that only modifies a person noun after it names no one served (session 34,
round fresh163; ``perception._served_word_modifies``): "she and the oboist gossip about the
guest conductor" had been a talk of service (the "guest"), so no company. A peer or a visitor
of the trade named so is talked about as anyone is; talk with a served guest at work is read
as before."""

from helpers import actual_kinds, failing_cases


def test_talk_about_a_guest_conductor_or_lecturer_is_company(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Rosalind") == kinds, text

    assert failing_cases(one_case, [
        ("Rosalind leaves her coffee untouched while she and the oboist Jarek gossip about the "
         "guest conductor.", {"socialize"}),
        ("Rosalind and the plumber gossip about the guest conductor.", {"socialize"}),
        ("Rosalind chats with a guest lecturer over lunch.", {"socialize", "eat"}),
        ("Rosalind eats a pear while she and the cellist gossip about the guest conductor.",
         {"socialize", "eat"}),
    ]) == []


def test_talk_with_a_served_guest_or_a_customer_is_read_as_before(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Rosalind") == kinds, text

    assert failing_cases(one_case, [
        ("Rosalind chats with the guest.", {"socialize"}),
        ("Rosalind gossips with her sister about the wedding guests.", {"socialize"}),
    ]) == []
