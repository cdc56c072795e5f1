"""Manual, clerical, kitchen, farm, building and care tasks told in narrative lines are work
(core.yaml ``status_activity.frames.manual_tasks``, ``task_not_objects`` and ``hours_tasks``;
``perception._framed_activity``).

* The observer (a name, ``I`` or ``you``) doing one of ``manual_tasks`` to an object is the job
  with no other frame: "Rook shovels snow off the terrace", "hauls the nets onto the quay",
  "Ana invoices the hotel for the linen".
* Not when the sentence is at home ("in her flat", "at home", "my kitchen"), the object is the
  doer's own or a household thing ("unloads the dishwasher"), it is a favour ("for her
  nephew"), a particle or a preposition follows the verb ("packs up", "hauls at"), someone else
  does it, it is negated or planned.
* Verbs of a home's own chores (sweep, mop, scrub, peel, sort, pack, stack) are not in the list:
  the labels give them no work when no workplace is named.
* A harvest's picking is work only with its hours ("has been picking since dawn"); "picks a
  fight", "picks up the kids" stay what they are.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Rook"


def worked(lex, text: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer)
            if e.kind == "work" and e.is_actual_self]


def any_work_of_self(lex, text: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer)
            if e.kind == "work" and e.subject == "self" and e.mode == "actual"
            and not e.negated]


# (base verb, in -s, in the past, in -ing, its object): one of each domain of the list
TASKS = [("shovel", "shovels", "shovelled", "shovelling", "snow off the terrace"),
         ("fillet", "fillets", "filleted", "filleting", "the hake for the market"),
         ("haul", "hauls", "hauled", "hauling", "the nets onto the quay"),
         ("fillet", "fillets", "filleted", "filleting", "sixty mackerel"),
         ("harvest", "harvests", "harvested", "harvesting", "the barley in the top field"),
         ("milk", "milks", "milked", "milking", "the goats"),
         ("invoice", "invoices", "invoiced", "invoicing", "the hotel for the linen"),
         ("restock", "restocks", "restocked", "restocking", "the fridges"),
         ("truss", "trusses", "trussed", "trussing", "the chickens for the oven"),
         ("plaster", "plasters", "plastered", "plastering", "the stairwell wall"),
         ("glaze", "glazes", "glazed", "glazing", "the buns"),
         ("herd", "herds", "herded", "herding", "the cattle into the pen"),
         ("tally", "tallies", "tallied", "tallying", "the day's takings")]


def forms(subject: str, task: tuple[str, str, str, str, str]) -> list[str]:
    base, s, past, ing, obj = task
    if subject == "Rook":
        return [f"Rook {s} {obj}.", f"Rook {past} {obj}.", f"Rook is {ing} {obj}."]
    be = "am" if subject == "I" else "are"
    return [f"{subject} {base} {obj}.", f"{subject} {past} {obj}.", f"{subject} {be} {ing} {obj}."]


@pytest.mark.parametrize("subject", ["Rook", "I", "You"])
def test_task_verbs_with_an_object_are_work(lex, subject):
    missed = [text for task in TASKS for text in forms(subject, task)
              if not worked(lex, text)]
    assert missed == []


def test_the_tuning_lines_are_work(lex):
    for observer, text in [
            ("Rook", "Rook shovels snow off the terrace while the two Dutch walkers, exhausted "
                     "after the col, lie on the benches inside."),
            ("Esperanza", "Esperanza has been picking since dawn.")]:
        assert worked(lex, text, observer), text


@pytest.mark.parametrize("other", ["Rook's brother", "The warden", "Her neighbour", "Tomas"])
def test_someone_else_doing_the_task_is_theirs(lex, other):
    leaks = [text for _, s, _, _, obj in TASKS
             if any_work_of_self(lex, text := f"{other} {s} {obj}.")]
    assert leaks == []


def test_negated_or_planned_tasks_are_not_done(lex):
    texts = [f"Rook {neg} {base} {obj}."
             for (base, _, _, _, obj), neg in itertools.product(TASKS, ["doesn't", "will"])]
    texts += [f"Rook is going to {base} {obj} tomorrow." for base, _, _, _, obj in TASKS]
    texts += [f"Rook never {past} {obj}." for _, _, past, _, obj in TASKS]
    done = [t for t in texts if any_work_of_self(lex, t)]
    assert done == []


HOME = ["in her flat", "at home", "in her kitchen", "in the back garden of her house"]


def test_the_same_tasks_at_home_are_chores(lex):
    texts = [f"Rook {verb} {obj} {home}." for (verb, obj), home in itertools.product(
        [("fillets", "the fish"), ("glazes", "the buns"), ("shovels", "the snow"),
         ("plasters", "the wall"), ("restocks", "the fridge")], HOME)]
    assert [t for t in texts if worked(lex, t)] == []


def test_own_things_household_things_and_favours_are_no_job(lex):
    texts = ["Rook hauls her suitcase up the stairs.", "Rook unloads the dishwasher.",
             "Rook loads the car.", "Rook glazes the buns for her nephew's party.",
             "Rook glazes her own pots.", "Rook restocks her fridge.",
             "Rook and her friends are hauling the gear up the ramp.",
             "Rook plasters his own wall.", "You shovel snow off the driveway.",
             "Rook shovels the snow off the garden path.", "Rook hauls the bins across the lawn."]
    assert [t for t in texts if worked(lex, t)] == []


def test_particles_and_other_senses_are_no_task(lex):
    texts = ["Rook packs up and leaves.", "Rook picks a fight with the warden.",
             "Rook picks up the kids from school.", "Rook picks at her food.",
             "Rook hauls at the sled.", "Rook hauls herself up the ladder.",
             "Rook fell asleep on the bench.", "Rook levels with her sister.",
             "Rook caters to his every whim."]
    assert [t for t in texts if worked(lex, t)] == []


def test_home_chores_and_hobbies_are_not_in_the_list(lex):
    texts = ["Rook sweeps the porch.", "Rook mops the kitchen floor.",
             "Rook scrubs the bathtub.", "Rook peels potatoes for supper.",
             "Rook sorts the recycling.", "Rook stacks the folding chairs.",
             "Rook knits a scarf.", "Rook paints a watercolour of the lake.",
             "Rook packs a picnic for tomorrow's walk."]
    assert [t for t in texts if worked(lex, t)] == []


def test_picking_by_its_hours_is_the_harvest(lex):
    assert worked(lex, "Rook has been picking since dawn.")
    assert worked(lex, "Rook was picking from first light.")
    assert not worked(lex, "Rook's sister has been picking since dawn.")
    assert not worked(lex, "Rook picks a card.")


CHORES = [("mops", "the corridor on deck six"), ("sweeps", "the spilled grain into sacks"),
          ("scrubs", "the steel benches"), ("stacks", "the clean plates by the pass"),
          ("chops", "the herbs for the sauce"), ("sorts", "the fish by size")]


@pytest.mark.parametrize("subject", ["Rook", "Rook's colleague"])
def test_chore_verbs_away_from_home_are_the_job_of_their_doer(lex, subject):
    got = [bool(worked(lex, f"{subject} {verb} {obj}.")) for verb, obj in CHORES]
    assert got == [subject == "Rook"] * len(CHORES)


def test_chore_verbs_beside_the_household_are_chores(lex) -> None:
    def one_case(company):
        texts = [f"Rook {verb} {obj} {company}." for verb, obj in CHORES]
        assert [t for t in texts if worked(lex, t)] == []

    cases = ["while her twins eat", "while her roommate naps",
                                         "as his brother-in-law swims", "while his friends sprawl",
                                         "while the dog sleeps"]
    assert failing_cases(one_case, cases) == []


def test_chore_verbs_on_home_things_are_chores(lex):
    texts = ["Rook scrubs the bathtub.", "Rook sweeps the porch.", "Rook sorts the recycling.",
             "Rook chops onions.", "Rook stacks the logs.", "Rook mops the kitchen floor.",
             "Rook hoovers the living room.", "Rook sorts the photos."]
    assert [t for t in texts if worked(lex, t)] == []


@pytest.mark.parametrize("around", ["while the avalanche siren wails",
                                    "as the storm rolls in over the ridge",
                                    "though her fever is still high"])
def test_a_task_goes_on_through_a_danger_or_an_illness(lex, around):
    assert worked(lex, f"Rook shovels snow off the terrace {around}.")


def test_an_injury_on_the_verb_is_no_task(lex):
    for text in ["Rook steps back onto an upturned pitchfork in the cowshed and a tine goes "
                 "straight through his boot into his foot.",
                 "Rook trips on the gangplank, falls hard and bruises her hip."]:
        assert not worked(lex, text), text
