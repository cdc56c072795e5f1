"""An urge not helped is given in to (session 33, round huntnegation).

* A denial + "help" + a gerund ("couldn't help laughing", "could not help eating") leaves the
  act done, as "can't help" and "couldn't resist" did already: the denial of avoiding it.
* Controls: "couldn't help with" a task or "couldn't help" a person (help as assisting) stays
  denied; someone else's urge is theirs.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

CASES = [
    ("Olga couldn't help eating the babushka's pirozhki on the train.", "Olga", {"eat"}),
    ("Joy couldn't help laughing with Mark at the call centre.", "Joy", {"socialize"}),
    ("Ewan couldn't help napping in the lamp room after the gale.", "Ewan", {"sleep"}),
    ("Kenji could not help drinking the last of the sake.", "Kenji", {"drink"}),
    ("Marcus couldn't help eating the centurion's figs.", "Marcus", {"eat"}),
    ("You couldn't help dancing when the fiddler started at the sugar shack.", None,
     {"exercise"}),
    ("I couldn't help eating a second slice of the monastery bread.", None, {"eat"}),
    ("Hanne couldn't help eating the honey straight from the frame.", "Hanne", {"eat"}),
    ("Leila couldn't help laughing with the stunt crew between takes.", "Leila",
     {"socialize"}),
    ("Priya couldn't help napping on the clinic sofa at lunch.", "Priya", {"sleep"}),
]


def test_an_urge_not_helped_is_given_in_to(lex) -> None:
    def one_case(text, observer, want):
        assert actual_kinds(lex, text, observer) == want, text

    assert failing_cases(one_case, CASES) == []


def test_help_as_assisting_or_someone_elses_urge_stays_apart(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Joy") == set(), text

    cases = ["Joy couldn't help with the harvest.",
             "Joy couldn't help Ana with the cooking.",
             "Joy's brother couldn't help eating the cake.",
             "Mark couldn't help laughing at the caller."]
    assert failing_cases(one_case, cases) == []
