"""The observer's own need told denied frames their later task as the job (session 35, round
negation): "Kasimir never took his break; he cooked all afternoon for the party", "Helga never
ate the sandwich in her pocket; she spent the whole night mapping the new fissure" are work, as
"skipped lunch" or "her tea went cold" already made them (perception._denied_needs). Controls:
a need unmet for want of ability ("couldn't finish", "won't come"), a time in -ing standing in
for a leisure verb ("spent the morning watching cartoons"), the food itself handed on ("gave
it to Zoé") and an idiom around "to" ("back to back") frame no task.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_denied_need_frames_the_task_after_it(lex) -> None:
    def one_case(text, name):
        assert "work" in actual_kinds(lex, text, name), text

    cases = [("Kasimir never took his break; he cooked all afternoon for the party.", "Kasimir"),
             ("Helga never ate the sandwich in her pocket; she spent the whole night mapping the "
              "new fissure from the helicopter footage.", "Helga"),
             ("Claude didn't rest between the two calls; he went straight from the pit to the "
              "music library to re-copy bowings.", "Claude"),
             ("Sofie didn't rest between the two matinees; she went straight to the wardrobe to "
              "re-hem the costumes.", "Sofie")]
    assert failing_cases(one_case, cases) == []


def test_controls_inability_leisure_food_handed_on_and_idioms_frame_nothing(lex) -> None:
    def one_case(text, name):
        assert "work" not in actual_kinds(lex, text, name), text

    cases = [("You couldn't finish the burrito, so you wrap it for later.", "Max"),
             ("Pavel lies in his bunk but sleep won't come; he's still replaying the near "
              "miss.", "Pavel"),
             ("Bram never drank his coffee; he spent the morning watching cartoons with his "
              "kids.", "Bram"),
             ("Lorcan didn't eat the crème caramel — he gave it to Zoé.", "Lorcan"),
             ("Nuria didn't sleep on the plane; she watched three films back to back.", "Nuria")]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "Nuria didn't sleep on the plane; she watched three films back to "
                             "back.", "Nuria") == set()
