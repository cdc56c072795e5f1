"""Work: tasks named by the post, the speaker named by a job, a business's things, a participle
after the subject's place, a business named by two words, and a task after ", then" or a meal.

- Phrases of a post that no household or pastime does (core.yaml ``work`` terms: "makes an
  arrest", "counts heads", "hears confessions", "is officiating", "is
  fact-checking") are work; someone else doing one is theirs.
- Office trade verbs (``frames.trade_verbs``: escalate, interview, dispense) on an object are the
  job; done to oneself, or with no object ("the row escalates"), they are not.
- "I'm the night cleaner", "You're the photographer": the speaker or the addressee named by an
  occupation with "the" is a job predicate, as "is a welder" is; "you're the doctor's
  daughter" names the doctor, no job.
- A task verb whose object is a business's thing (``frames.businesses`` + ``'s``, or + one of
  ``frames.household``: "the salon's board", "the café floor", "wipes down the tavern
  counter") is the job; a household word before it ("the nursery window") or a not_verb
  ("reads the restaurant menu") is not; nor a business word before a food ("the takeaway
  curry").
- "is at the kitchen table doing the vineyard's accounts": an -ing verb after the subject's
  place, before its own object, is the subject's activity without a comma too.
- "for the cooperative orchard": two business words, the last the head; a task for a business
  is the job at a status line's place a home shares.
- ", then" / "and then" join the subject's next verb; a task framed by its own object (a trade
  thing, a served person) stays the job after a drink earlier in the clause.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Ana"


def events(lex, text: str) -> list:
    return perceive(text, lex, observer=OBSERVER)


def mine(lex, text: str) -> set[str]:
    return {e.kind for e in events(lex, text) if e.is_actual_self}


def works(lex, text: str) -> bool:
    return "work" in mine(lex, text)


POST_TASKS = ["makes an arrest at the fish market", "counts heads on the coach",
              "hears confessions all afternoon", "is officiating the regional finals",
              "is fact-checking the quote"]
SUBJECTS = [("Ana", "Ana"), ("You", "Ana"), ("Mira", "Mira")]


def test_post_tasks_named_by_phrase_are_work(lex):
    wrong = []
    for task, (subject, observer) in itertools.product(POST_TASKS, SUBJECTS):
        verb = task
        if subject == "You":
            verb = verb.replace("is ", "are ", 1).replace("makes", "make").replace(
                "counts", "count").replace("hears", "hear")
        text = f"{subject} {verb}."
        found = {e.kind for e in perceive(text, lex, observer=observer) if e.is_actual_self}
        if "work" not in found:
            wrong.append(text)
    assert wrong == []


def test_someone_elses_post_task_is_not_the_observer(lex):
    wrong = [text for task in POST_TASKS
             if works(lex, text := f"Ana reads in the corner while the clerk {task}.")]
    assert wrong == []


OFFICE = ["escalates a billing complaint to the second-line team",
          "interviews the witness", "dispenses the morning prescriptions"]


def test_office_trade_verbs_on_an_object_are_work(lex):
    wrong = []
    for task, subject in itertools.product(OFFICE, ["Ana", "Mira"]):
        text = f"{subject} {task}."
        if not any(e.kind == "work" and e.is_actual_self
                   for e in perceive(text, lex, observer=subject)):
            wrong.append(text)
    assert wrong == []


def test_office_trade_verbs_without_an_object_are_not_work(lex):
    for text in ["Ana's row with her sister escalates.", "Ana is interviewed by the police."]:
        assert not works(lex, text), text


JOB_NOUNS = ["night cleaner", "photographer", "cleaner", "nurse on this ward", "ship's cook"]


def test_the_speaker_named_by_a_job_is_at_work(lex):
    wrong = []
    for job, opener in itertools.product(JOB_NOUNS, ["I'm the", "You're the", "I am the"]):
        text = f"{opener} {job}, so the night is long."
        if not works(lex, text):
            wrong.append(text)
    assert wrong == []


def test_a_job_owner_or_someone_else_named_with_the_is_no_job(lex):
    for text in ["You are the doctor's daughter.", "You're the nurse's son, so you wait.",
                 "The nurse says you are the next patient.", "Mira is the cleaner."]:
        assert not works(lex, text), text


BUSINESS_THINGS = ["the café floor", "the bakery floor", "the shop sign", "the salon's floor",
                   "the tavern counter", "the diner windows"]
TASK_VERBS = ["sweeps", "scrubs", "repaints", "wipes down"]


def test_a_task_on_a_business_thing_is_work(lex):
    wrong = [text for thing, verb in itertools.product(BUSINESS_THINGS, TASK_VERBS)
             if not works(lex, text := f"Ana {verb} {thing}.")]
    assert wrong == []


def test_home_things_and_leisure_verbs_are_not_a_business_task(lex):
    for text in ["Ana sweeps her kitchen floor.", "Ana shuts the nursery window.",
                 "Ana reads the restaurant menu.", "Ana bakes a cake for the company picnic.",
                 "Ana carries the takeaway curry up the stairs."]:
        assert not works(lex, text), text


def test_someone_else_on_a_business_thing_is_theirs(lex):
    wrong = [text for thing in BUSINESS_THINGS
             if works(lex, text := f"Ana sips her tea while the cleaner sweeps {thing}.")]
    assert wrong == []


PLACED = ["is at the kitchen table doing the vineyard's accounts",
          "was down in the cellar until dawn checking the fermentation tanks"]


def test_a_participle_after_the_subjects_place_without_a_comma(lex):
    for text in PLACED:
        assert works(lex, f"Ana {text}."), text


def test_a_participle_after_a_place_without_a_frame_is_no_work(lex):
    for text in ["Ana is in the garden building a shed.", "Ana is at the café eating a croissant.",
                 "Ana is at the kitchen table doing a crossword."]:
        assert not works(lex, text), text


TWO_WORD_BUSINESSES = ["the cooperative orchard", "the farm shop", "the village bakery"]


def test_a_task_for_a_business_named_by_two_words(lex):
    wrong = [text for b in TWO_WORD_BUSINESSES
             if not works(lex, text := f"Ana is packing eggs for {b}.")]
    assert wrong == []


def test_a_task_for_a_business_at_a_home_like_status_place(lex):
    text = ("Ana is clearing silt from the irrigation channel for the cooperative orchard "
            "@ Atlas foothills: lower terrace")
    assert works(lex, text)
    assert not works(lex, "Ana is baking a cake for the company picnic @ home: kitchen")


THEN = [", then feeds another reel into the rotary press",
        " and then feeds another reel into the rotary press",
        " and feeds another reel into the rotary press"]


def test_a_trade_task_after_a_drink_and_then(lex):
    wrong = []
    for tail in THEN:
        text = f"Ana gulps a cold coffee between press runs{tail}."
        found = mine(lex, text)
        if not {"work", "drink"} <= found:
            wrong.append((text, found))
    assert wrong == []


def test_a_drink_alone_or_someone_elses_task_then_is_no_work(lex):
    for text in ["Ana gulps a cold coffee between press runs, then sits down.",
                 "Ana gulps a cold coffee while Mira feeds another reel into the rotary press.",
                 "Ana drinks a coffee at the café counter."]:
        assert not works(lex, text), text


EMPLOYER_ROLES = ["the care home's gardener", "the hotel's porter", "the ship's deckhand"]
GARDEN_TASKS = ["deadheads the roses", "rakes the gravel", "hoses down the path"]


def test_a_role_named_after_its_employer_is_the_job(lex):
    wrong = [text for role, task in itertools.product(EMPLOYER_ROLES, GARDEN_TASKS)
             if not works(lex, text := f"Ana, {role}, {task}.")]
    assert wrong == []


def test_a_roles_owner_named_in_apposition_is_no_job(lex):
    wrong = [text for owner, task in itertools.product(["the chef's wife", "the vicar's sister"],
                                                         GARDEN_TASKS)
             if works(lex, text := f"Ana, {owner}, {task}.")]
    assert wrong == []


TRADE_GEAR = ["the capstan", "the forecastle deck", "the centrifuge", "the drug trolley",
              "the baggage carts", "the fog-horn housing"]
GEAR_VERBS = ["greases", "checks", "scrubs"]


def test_a_ships_a_labs_or_a_wards_gear_frames_the_job(lex):
    wrong = [text for gear, verb in itertools.product(TRADE_GEAR, GEAR_VERBS)
             if not works(lex, text := f"Ana {verb} {gear}.")]
    assert wrong == []


def test_someone_elses_work_on_trade_gear_is_theirs(lex):
    wrong = [text for gear in TRADE_GEAR
             if works(lex, text := f"Ana sips her tea while the mate greases {gear}.")]
    assert wrong == []


GIVEN_UP = ["skipped lunch", "skips lunch", "missed lunch", "skipped breakfast"]
JOB_FRAMES = ["on set", "at the depot", "on set because the shoot ran over"]


def test_a_meal_given_up_at_or_for_the_job_is_work(lex):
    wrong = [text for meal, frame in itertools.product(GIVEN_UP, JOB_FRAMES)
             if not works(lex, text := f"Ana {meal} {frame}.")]
    assert wrong == []


def test_a_meal_given_up_with_no_job_or_before_it_is_no_work(lex):
    wrong = [text for meal, tail in itertools.product(
                 GIVEN_UP, ["today", "because she is on a diet", "before the shift"])
             if works(lex, text := f"Ana {meal} {tail}.")]
    assert wrong == []


def test_someone_elses_meal_given_up_on_set_is_theirs(lex):
    wrong = [text for meal in GIVEN_UP
             if works(lex, text := f"Ana naps while the grip {meal} on set.")]
    assert wrong == []


SHARED_TASKS = ["is sanding the shelves with Hiba", "is restacking the pallets with her colleague",
                "is varnishing the counter with Bo"]
WORK_PLACES = ["@ depot: loading bay", "@ joinery: workshop floor"]


def test_a_task_shared_with_someone_at_a_workplace_is_still_work(lex):
    wrong = [text for task, place in itertools.product(SHARED_TASKS, WORK_PLACES)
             if not works(lex, text := f"Ana {task} {place}")]
    assert wrong == []


def test_company_alone_or_a_chat_at_a_workplace_is_no_task(lex):
    wrong = [text for act, place in itertools.product(
                 ["is chatting with Bo", "is eating lunch with Bo", "is meeting her book club"],
                 WORK_PLACES)
             if works(lex, text := f"Ana {act} {place}")]
    assert wrong == []


TITLES = ["Guard", "Coach", "Nurse", "Constable"]
TITLE_TASKS = ["oils the hinges of the gate", "scribbles notes on the team sheet",
               "stacks the cones in the store"]


def test_a_job_title_before_the_name_frames_the_task(lex):
    wrong = []
    for title, task in itertools.product(TITLES, TITLE_TASKS):
        text = f"{title} Halvard {task}."
        if not any(e.kind == "work" and e.is_actual_self
                   for e in perceive(text, lex, observer="Halvard")):
            wrong.append(text)
    assert wrong == []


def test_a_job_title_before_a_leisure_verb_or_someone_elses_name_is_no_task(lex):
    wrong = []
    for title, (observer, text) in itertools.product(TITLES, [
            ("Halvard", "{t} Halvard reads a magazine."),
            ("Halvard", "{t} Halvard eats a sandwich."),
            ("Mira", "{t} Halvard oils the hinges of the gate while Mira naps.")]):
        text = text.format(t=title)
        if any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=observer)):
            wrong.append(text)
    assert wrong == []
