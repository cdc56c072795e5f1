"""Two bare verbs joined by "and" after "to" or a denial share it: the denial covers both.

Session 37, round negation: "and" before an action opened a new predicate out of a denial's
reach ("refuses the cake and keeps taking calls"), so "Zara waves off the volunteers' invitation
to sit and chat", "won't sit and chat" and "refuses to sit and eat" had company or a meal.
Two bare verbs after "to" or after a denial with an auxiliary other than "do" now share it
(``_bare_pair_shares``). Not after "do" ("You don't eat and go for a run instead": for "you" the
bare verb is finite), not after a bare verb before "to" whose plural subject the second verb may
agree with ("the dwarves refuse to pay and shout at her"), nor after a meal's name ("decline
Meera's invitation to lunch and eat a sandwich"). "waves off" refuses as "waves away" does.
"""

from helpers import actual_kinds, failing_cases


def test_a_denial_before_a_bare_pair_covers_both(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Zara") == kinds, text

    assert failing_cases(one_case, [
        ("Zara waves off the volunteers' invitation to sit and chat; she wants to be alone "
         "with her dogs.", set()),
        ("Zara declines the invitation to sit and chat.", set()),
        ("Zara declines to sit and chat.", set()),
        ("Zara refused to sit and eat.", set()),
        ("Zara won't sit and chat.", set()),
        ("Zara doesn't stop and rest.", set()),
    ]) == []


def test_a_finite_verb_after_and_still_opens_a_predicate(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Zara") == kinds, text

    assert failing_cases(one_case, [
        ("You don't eat and go for a run instead.", {"exercise"}),
        ("Zara refuses the cake and keeps taking calls.", {"work"}),
        ("Zara didn't sleep and ate a huge breakfast.", {"eat"}),
        ("You decline Meera's invitation to lunch and eat a sandwich alone at your desk "
         "instead.", {"eat"}),
        ("Zara waves off the offer of a beer and drinks her tea.", {"drink"}),
        ("Zara sits and chats with Tom.", {"socialize"}),
    ]) == []
