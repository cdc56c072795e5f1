"""A cleaner's dusting and vacuuming, and a run of numbered rooms (session 39, round worked).

Read now: "dust", "vacuum" and "hoover" are work's ``task_verbs``: the job at a workplace or
with a context phrase ("dusts the museum's display cases before opening", "vacuums the carpet
before the doors open"), a chore at home; and a run of numbered rooms, beds, cabins or suites
is served as one numbered room is ("strips the beds in rooms 201 to 208": the status section's
``frames.served``).
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_cleaning_before_opening_and_room_runs(lex) -> None:
    cases = [("Lucia dusts the museum's display cases before opening.", {"work"}),
             ("Lucia vacuums the carpet before the doors open.", {"work"}),
             ("Lucia hoovers the aisles after the last customers leave.", {"work"}),
             ("Lucia strips the beds in rooms 201 to 208.", {"work"}),
             ("Lucia changes the sheets in suites 4 to 9.", {"work"}),
             ("Lucia dusts the shelves in her bedroom.", set()),
             ("Lucia vacuums the hallway while her kids nap.", set()),
             ("Lucia dusts off her old guitar and plays a few songs.", set()),
             ("Lucia sleeps in rooms 201 to 208.", {"sleep"})]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Lucia") == want, text

    assert failing_cases(one_case, cases) == []
