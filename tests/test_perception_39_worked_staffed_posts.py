"""Staffed posts named as a status line's main place (session 39, round worked).

Read now: a rescue team's base, a circus's winter quarters, a producers' co-op, a farm estate
(finca) and a race's checkpoint are work's ``verb_alone_at`` places, so a yard, a kitchen or a
drying room in their sub-place is the post's, no home's ("Ingrid is scraping ice off the team
vehicles @ team base: yard", "Opal is plating pancakes for incoming mushers @ White Mountain
checkpoint: kitchen"); eating, drinking, sleeping or one's own phone there stay what they are.
Not a camp, which campers and travellers pitch.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_tasks_at_staffed_posts_are_work(lex) -> None:
    cases = [("Ingrid is scraping ice off the team vehicles @ team base: yard", {"work"}),
             ("Opal is plating pancakes for incoming mushers @ White Mountain checkpoint: kitchen",
              {"work"}),
             ("Killa is hanging freshly dyed skeins out to dry @ co-op: courtyard lines",
              {"work"}),
             ("Feliks is oiling the hinges of the lion wagon @ winter quarters: animal yard",
              {"work"}),
             ("Rubi scrubs the grill and stacks the plates in a crate @ finca: kitchen", {"work"})]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, text.split()[0]) == want, text

    assert failing_cases(one_case, cases) == []


def test_needs_and_own_things_there_stay_theirs(lex) -> None:
    cases = [("Søren is drinking hot cocoa @ Nikolai checkpoint: kitchen", {"drink"}),
             ("Wade is asleep on a pile of straw beside his dogs @ Nikolai checkpoint: dog lot",
              {"sleep"}),
             ("Rhys is scrolling his phone @ team base: crew room", set()),
             ("Rosa is eating a bowl of quinoa soup @ Away Sonqo co-op: communal kitchen",
              {"eat"}),
             ("Jovan is tightening the straps on his saddlebags @ desert caravan: evening camp",
              set())]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, text.split()[0]) == want, text

    assert failing_cases(one_case, cases) == []
