"""A show, a film or a story fronted as a time ("After the show, ...") is when, not what is told.

The reported cues for media nouns (show, film, movie, story, documentary, episode, song ...) made
everything after them in the clause "reported" ("In the film Ines eats" is a film's scene). A
time preposition (after, before, since, until, till, following; not "during": what goes on
during a show may be the show's) at most four tokens before the cue makes the noun a time: a new
subject after the phrase, or an act outside the phrase's comma part, is done now. Controls:
"In the movie ..." and "The news says ..." stay reported; someone else in the film is no one's
act; the observer's own act in a story told stays reported.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Ines"


def test_a_show_fronted_as_a_time_leaves_the_act_done(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, OBSERVER) == kinds

    cases = [
        ("After the late show at the theater, Ines grabs a kebab from the night market stall.",
         {"eat"}),
        ("After the show Ines eats a kebab.", {"eat"}),
        ("After the movie Ines eats.", {"eat"}),
        ("After the documentary, Ines naps on the sofa.", {"sleep"}),
        ("After a story, Ines naps.", {"sleep"}),
        ("Since the show Ines has slept badly.", {"sleep"}),
        ("After the episode, Ines sleeps.", {"sleep"}),
        ("After the song Ines drinks a glass of water.", {"drink"}),
        ("After the news of the flood, Ines eats her supper.", {"eat"}),
        ("Before the film, you eat a hot dog.", {"eat"}),
        # the time phrase as an aside after the subject
        ("Ines, exhausted after the late show, sleeps in the passenger seat.", {"sleep"}),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "In the movie Ines eats a kebab.",
    "The news says Ines eats a kebab.",
    "After the movie the hero eats a kebab.",
    "After the film where the hero eats, Ines reads a book.",
    "Ines, in the film, eats a kebab.",
])
def test_a_scene_told_or_someone_elses_act_is_not_the_observers(lex, text):
    assert "eat" not in actual_kinds(lex, text, OBSERVER)
