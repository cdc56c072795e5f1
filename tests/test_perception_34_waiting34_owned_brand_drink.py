"""A capitalised drink or food after an owner's "'s" is the owner's thing, no person (session
34, round waiting34).

"Bisi's Coke sits sweating beside the computer, cap still on, while she reviews X-rays" read
"Coke" as a name (a known word before a finite verb, as "Grace eats"), so the "she" went to
it and Bisi's work was someone else's. A word the lexicon knows as a food or drink right
after "'s" is now no name (``perception._known_word_name``). Controls: a first name that is
no food or drink ("Bisi's Grace eats a pie") stays someone, and whatever such an owned name
does stays theirs."""

from helpers import actual_kinds, failing_cases, other_kinds


def test_the_owners_branded_drink_leaves_the_pronoun_to_the_owner(lex) -> None:
    def one_case(text, observer):
        assert actual_kinds(lex, text, observer) == {"work"}, text

    assert failing_cases(one_case, [
        ("Bisi's Coke sits sweating beside the computer, cap still on, while she reviews "
         "X-rays.", "Bisi"),
        ("Hamid's Coke goes flat by the till while he answers emails.", "Hamid"),
        ("Tom's Guinness sits untouched on the bar while Bisi answers emails.", "Bisi"),
    ]) == []


def test_an_owned_name_that_is_no_drink_stays_someone_else(lex) -> None:
    def one_case(text, observer, kind):
        assert kind not in actual_kinds(lex, text, observer) \
            and kind in other_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Bisi's Grace eats a pie.", "Bisi", "eat"),
        ("Bisi's Rose falls asleep on the sofa.", "Bisi", "sleep"),
        ("Bisi's Sherry naps after lunch.", "Bisi", "sleep"),
    ]) == []
