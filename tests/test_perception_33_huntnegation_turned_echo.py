"""An echo after a contrast turns a denial round (session 33, round huntnegation).

* A bare echo of the observer ("Joy did", "you did") that ends its clause after a contrast
  (but, yet, whereas, though) or opens a sentence or a clause after ";" copies what someone else
  was denied in the clause before as the observer's own act: "Tom didn't eat, but Joy did",
  "The porters never drank the water; Joy did", "Ana didn't sleep. Joy did.".
* Controls: an echo that is itself denied ("but Joy didn't", "Joy did not"), a plain echo
  ("and so does Joy": copies what was done, not what was denied) and a denial with no echo
  leave the observer without the act; the other's act stays denied.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds

CASES = [
    ("Tom didn't eat at the vet clinic, but Priya did.", "Priya", {"eat"}),
    ("The soldiers never drank the river water, but Marcus did.", "Marcus", {"drink"}),
    ("Mark didn't sleep on the night bus, but you did.", None, {"sleep"}),
    ("My brother didn't call Mum on her birthday; I did.", None, {"socialize"}),
    ("The apprentice didn't eat the staff ramen. Kenji did.", "Kenji", {"eat"}),
    ("The other runners didn't swim after the session, yet Wanjiru did.", "Wanjiru",
     {"exercise"}),
    ("Vance didn't sleep that orbit, Reyes did though.", "Reyes", {"sleep"}),
    ("The pilgrims didn't drink the holy water, whereas Brother Ilias did.", "Brother Ilias",
     {"drink"}),
    ("Lucius never napped in the camp, but Marcus did, twice.", "Marcus", {"sleep"}),
    ("Sam didn't eat at the wrap party, but Leila did.", "Leila", {"eat"}),
    ("Mathieu's brother didn't dance at the sugar shack, but Mathieu did.", "Mathieu",
     {"exercise"}),
]


def test_an_echo_after_a_contrast_turns_the_denial_round(lex) -> None:
    def one_case(text, observer, want):
        assert actual_kinds(lex, text, observer) == want, text

    assert failing_cases(one_case, CASES) == []


def test_a_denied_echo_or_no_echo_leaves_the_observer_without_the_act(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Joy") == set(), text
        assert "eat" in other_kinds(lex, text, "Joy"), text

    cases = ["Tom didn't eat, but Joy didn't either.",
             "Tom didn't eat. Joy did not.",
             "Tom didn't eat, and neither did Joy.",
             "Tom didn't eat, but Joy did the dishes.",
             "Tom didn't eat, and so did Joy.",
             "Tom didn't eat, but Joy was there."]
    assert failing_cases(one_case, cases) == []
