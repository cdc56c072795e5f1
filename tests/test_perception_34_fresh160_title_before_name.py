"""A job title before the observer's name opens the clause past "the", an owner's "'s" or
"so"/"because" (session 34, round fresh160): "The zoo's comms officer Kwame is photographing
the turtles", "the pool is shut, so education officer Zainab leads a school group" name the
observer by the job, as "Night porter Dev checks the fire doors" did
(perception._two_word_title, _title_opens). Controls: a job noun after "the" that is the
subject of a verb ("The cook hands Musa his plate"), a plural, a title inside an object, a
leisure verb and someone else's title stay no work of the observer's.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_title_after_the_or_an_owner_names_the_observer_by_the_job(lex) -> None:
    def one_case(opener, title, name, task):
        text = f"{opener}{title} {name} {task}."
        assert "work" in actual_kinds(lex, text, name), text

    cases = [(o, t, n, k)
             for o in ["The ", "The museum's ", "The hotel's "]
             for t in ["night porter", "comms officer", "duty manager"]
             for n, k in [("Kwame", "is photographing the new exhibits"),
                          ("Ines", "checks the fire doors"),
                          ("Tarek", "is restocking the shelves")]]
    assert failing_cases(one_case, cases) == []


def test_a_title_after_so_or_because_opens_its_clause(lex) -> None:
    def one_case(text, name):
        assert "work" in actual_kinds(lex, text, name), text

    cases = [("The lift is broken, so night porter Oskar carries the cases up the stairs.",
              "Oskar"),
             ("The hall is flooded, so education officer Maya leads the school group round "
              "the back.", "Maya"),
             ("The queue is long because duty manager Priya is checking every ticket by hand.",
              "Priya"),
             ("It is raining, so head keeper Ruth is hosing down the bear enclosure under "
              "cover.", "Ruth")]
    assert failing_cases(one_case, cases) == []


def test_controls_a_job_noun_as_subject_a_plural_or_leisure_stay_no_work(lex) -> None:
    def one_case(text, name):
        assert "work" not in actual_kinds(lex, text, name), text

    cases = [("The cook hands Musa his plantain on a plate.", "Musa"),
             ("The dabbawala hands Nikhil his tiffin.", "Nikhil"),
             ("The porter minds Ana's bag while she naps.", "Ana"),
             ("Ana thanks the night porter Kwame at the door.", "Ana"),
             ("The zoo's head keeper Ruth is reading a novel in the sun.", "Ruth"),
             ("The pool is shut, so education officer Zainab eats a sandwich.", "Zainab"),
             ("The pool is shut, so retired nurse Zainab leads her grandchildren along the "
              "boardwalk.", "Zainab"),
             ("The zoo's comms officer Tom is photographing the turtles.", "Ana"),
             ("The lift is broken, so night porter Oskar carries the cases up.", "Ana")]
    assert failing_cases(one_case, cases) == []
