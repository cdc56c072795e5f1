"""Round 35: a trade's verb on a household thing, one's own or at home, is a chore, not work.

``status_activity.frames.household`` (core.yaml): things a home has as much as a trade (a roof,
a tap, the post, a coat, seeds). A work verb with one as its object (``replace + slate``), a
one-word trade term before it (``mend the tear in your coat sleeve``), a work term ending in one
(``sort the post``) or a framed task on one ("fixes the screen door" by an untouched drink) is a
chore when the thing is the doer's own (a possessive or ``own`` before it) or the sentence is at
home (in/at/on/behind ... + one of ``not_places``: "at the kitchen table", "on the porch
table"; a status line's place "@ home: back garden"), unless someone is served there or it is
someone's home (``householders``: "for a client", "a customer's sink", "@ tenant's flat").
Taken from r53-035, r53-061, r53-096, r54-047, h28-042, h27-091, h34-072, r42-057 and h8-106
(labels: "mending your own coat is a chore with no label", "a home repair has no label",
"sorting seeds has no label"), widened to verbs x household things x owners and home places.
Controls: the same verbs on the same things for a client, at a workplace or with no home or
owner named stay work.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


TASKS = ["is replacing a slate on", "is fixing the leaking tap in", "repairs the boiler in",
         "is mending the gate of", "checks the fuse box in", "is fixing the printer in"]
HOMES = ["her own house", "the back garden", "her flat"]
OWN_THINGS = ["Ana mends the tear in her coat sleeve.", "Ana is repairing her bike.",
              "Ana updates her router settings.", "Ana is fixing her own printer.",
              "Ana replaces the fuse in her own kitchen.", "Ana tidies her crates.",
              "Ana repairs the roof of her shed.", "Ana checks the times on her ticket.",
              "You mend the tear in your coat sleeve.", "I repaired my bike this morning."]


def test_a_household_thing_of_ones_own_is_a_chore(lex):
    wrong = [text for text in OWN_THINGS if "work" in actual_kinds(lex, text, OBSERVER)]
    assert wrong == []


AT_HOME = ["Ana sorts seed packets on the kitchen table.",
           "Ana sorts the post at the kitchen table.",
           "Ana checks the post on the porch while the kettle boils.",
           "Ana is replacing a slate on the shed roof @ home: back garden",
           "Ana is fixing the leaking tap @ home: kitchen",
           "Ana repairs the fence in the back garden.",
           "Ana's glass of lemonade stands untouched on the porch table while she fixes the "
           "screen door."]


def test_a_household_thing_at_home_is_a_chore(lex):
    wrong = [text for text in AT_HOME if "work" in actual_kinds(lex, text, OBSERVER)]
    assert wrong == []


def test_grid_of_tasks_in_homes_is_no_work(lex):
    wrong = [text for task, home in itertools.product(TASKS, HOMES)
             if "work" in actual_kinds(lex, text := f"Ana {task} {home}.", OBSERVER)]
    assert wrong == []


def test_grid_of_tasks_for_a_client_stays_work(lex):
    missed = [text for task, home in itertools.product(TASKS, HOMES)
              if "work" not in actual_kinds(lex, text := f"Ana {task} {home} for a client.",
                                            OBSERVER)]
    assert missed == []


FOR_OTHERS = ["Ana is replacing a leaking tap for a client @ 14 Orchard Row: kitchen",
              "Ana is fixing a leaking pipe under a customer's kitchen sink.",
              "Ana is replacing a fuse @ tenant's flat: hallway",
              "Ana repairs the boiler for a customer in the back garden.",
              "Ana is fixing the boiler for the homeowner in the back garden.",
              "Ana is replacing broken slates on the chapel roof @ Millbrook village: chapel",
              "Ana is repairing the barn roof.",
              "Ana sorts the post @ hotel: reception desk",
              "Ana loads the bread crates into the van before dawn.",
              "Ana checks the tyre pressures @ bus depot: bay 6",
              "Ana is cleaning the windows of her family's restaurant before it opens"]


def test_the_same_work_for_others_or_at_a_workplace_stays_work(lex):
    missed = [text for text in FOR_OTHERS if "work" not in actual_kinds(lex, text, OBSERVER)]
    assert missed == []


def test_owned_work_things_stay_work(lex):
    # documents and patients are the job's, not the home's: "her notes", "his report"
    for text in ("Ana writes up her notes @ clinic: consulting room",
                 "Ana files her report to head office.",
                 "Ana is checking their vitals @ ward 7: bay 2"):
        assert "work" in actual_kinds(lex, text, OBSERVER), text


def test_customers_only_nearby_make_no_job_of_ones_own_crates(lex):
    assert "work" not in actual_kinds(lex, "Ana tidies her crates while two customers quarrel over "
                                           "the last punnet of strawberries.", OBSERVER)
