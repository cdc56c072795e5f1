"""A verb's own objects (``private``) for pairs a shared object list would leak (session 34,
round leftovers).

* Work verbs that no other work entry lists take only their own objects besides the kind's:
  a referee's match with words between ("referees the Sunday cup match"), a field crew's
  survey maps ("generates a thermal map of the slope"), a band's set named by its slot or
  its style ("plays the Saturday night set": a gig). A field crew's readings logged are whole
  phrases ("logs soil moisture at the plots"): "log" already takes every work object.
* ``private`` keeps these objects off the kind's other verbs: "covered in mud from the
  match", "watches the match", "dozes off during the acoustic set" stay none, and a match's
  "final set" stays exercise; someone else's refereeing stays theirs.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_verbs_own_object_with_words_between(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ines") == {"work"}, text

    cases = ["Ines referees the Sunday cup match.", "Ines refereed the school game.",
             "Ines has refereed the county final.",
             "Ines generates a thermal map of the slope.",
             "Ines produced a contour map of the valley.",
             "Ines plays the Friday night set.", "Ines played the closing set at the festival.",
             "Ines is playing an acoustic set at the pub.",
             "Ines logs soil moisture at the plots.",
             "Ines is logging the soil temperature by the stream."]
    assert failing_cases(one_case, cases) == []


def test_controls_the_objects_stay_with_their_verb(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ines") == kinds, text

    cases = [("Ines is covered in mud from the match.", set()),
             ("Ines watches the match.", set()),
             ("Ines dozed off during the acoustic set.", {"sleep"}),
             ("Ines plays the final set.", {"exercise"}),
             ("Ines checks the soil moisture of her pot plants.", set()),
             ("As night set in, Ines read by the window.", set())]
    assert failing_cases(one_case, cases) == []


def test_someone_elses_refereeing_is_theirs(lex) -> None:
    text = "Tom referees the Sunday cup match."
    assert actual_kinds(lex, text, "Ines") == set()
    assert other_kinds(lex, text, "Ines") == {"work"}
