"""A denied past after "and" behind a cue of hearing or seeing is the hearer's second predicate.

Session 37, round negation: "I heard every word through the wall and didn't get to sleep until
three" gave the sleep to the neighbours heard: "and" + a past verb was a second predicate of
the one who heard ("saw Arjun and had a pint"), but "and didn't"/"and never" + a verb was read
as what was heard. A denied past ("did"/"could" + "n't"/"not", or "never" + a past) after "and"
now counts as the hearer's own (``_and_past_between``, ``_predicate_lead`` past "n't"). What is
seen with a bare verb stays the seen person's ("watched Tom eat and didn't say a word").
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_denied_past_after_and_is_the_hearers_own(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Kaveh") == kinds, text

    assert failing_cases(one_case, [
        ("My neighbours were screaming at each other again last night; I heard every word "
         "through the wall and didn't get to sleep until three.", {"sleep"}),
        ("I heard every word and didn't get to sleep until three.", {"sleep"}),
        ("I heard every word through the wall and didn't sleep.", set()),
        ("Kaveh watched the film and didn't sleep at all.", set()),
    ]) == []


def test_what_is_seen_with_a_bare_verb_stays_theirs(lex) -> None:
    def one_case(text, kinds, other):
        assert actual_kinds(lex, text, "Kaveh") == kinds, text
        assert other <= other_kinds(lex, text, "Kaveh"), text

    assert failing_cases(one_case, [
        ("Kaveh watched Tom eat and didn't say a word.", set(), {"eat"}),
        ("Kaveh saw Tom and didn't get to eat anything.", set(), {"eat"}),
        ("Kaveh watched the kids and didn't get to swim.", set(), {"exercise"}),
        ("Kaveh saw Arjun and had a pint.", {"drink"}, set()),
    ]) == []
