"""Work: a pupil's or a student's study and a teacher's lesson tasks.

- A pupil's school day told by its lessons ("she's back in lessons") and a study or revision
  session (core.yaml ``work.terms``) are study work; between or after sessions they name a
  time (``work.as_time.heads``: "closes her eyes between revision sessions").
- A practical's and a problem set's tasks: a graph plotted, readings or temperatures recorded,
  an exam sat, prep or past papers done (``work.terms``), facts memorised (``work.verbs``);
  a set worksheet taken up ("gets on with the maths worksheet": the verb ``get on with`` and
  the objects ``worksheet``, ``problem set``, ``register``).
- A class taught or read to is served (``status_activity.frames.served``: "the class", "year
  #"): "demonstrates the experiment to the class"; a school's staff duties ("on break duty"),
  mock exams sat, prep finished, notes copied and equations solved (``work.terms``,
  ``work.verbs`` with work objects).
- A school's subject rooms and prep rooms are workplaces of a status line
  (``work.verb_alone_at``: "is drawing river meanders on the whiteboard @ geography room 4").
- Reading done for one's own study task ("is reading 'Hunger' by Knut Hamsun for her English
  coursework") is that task, not a report of what is read (``_read_for_own_task``).

Negative controls: study planned or skipped, reading for pleasure, someone else's study, an
attended lecture, a thing merely named after a study word.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

SUBJECTS = [("Ana", "her"), ("Tomás", "his"), ("Ngozi", "her"), ("Kai", "their")]


def test_back_in_lessons_is_study(lex):
    wrong = []
    for (name, _), lead in itertools.product(SUBJECTS, [
            "her headache has gone and {n} is back in lessons.",
            "After the fire drill {n} is back in lessons.",
            "{n} spends the morning in lessons."]):
        text = lead.format(n=name)
        text = text[0].upper() + text[1:]
        if "work" not in actual_kinds(lex, text, name):
            wrong.append(text)
    assert wrong == []


def test_a_study_session_is_study_and_between_sessions_is_a_time(lex):
    wrong = []
    for (name, _), session in itertools.product(SUBJECTS, ["revision session", "study session"]):
        now = f"{name} is in a {session} with the tutor."
        between = f"{name} closes her eyes for a minute between {session}s."
        after = f"After the last {session}, {name} sleeps for ten hours."
        if "work" not in actual_kinds(lex, now, name):
            wrong.append(now)
        if "work" in actual_kinds(lex, between, name):
            wrong.append(between)
        if "work" in actual_kinds(lex, after, name):
            wrong.append(after)
    assert wrong == []


PRACTICALS = ["plots a graph of temperature against time", "records the temperatures",
              "records the readings every minute", "spends the rest of prep plotting a graph",
              "records the measurements in the lab book", "sits her exams this week",
              "sits the exam in the sports hall", "does her prep in the common room",
              "is doing past papers @ library", "is memorising the periodic table"]


def test_a_practicals_tasks_are_study(lex):
    wrong = [text for (name, _), task in itertools.product(SUBJECTS, PRACTICALS)
             if "work" not in actual_kinds(lex, text := f"{name} {task}.", name)]
    assert wrong == []


SET_WORK = ["gets on with the maths worksheet he's been set",
            "cracks on with the chemistry worksheet",
            "gets on with the physics problem set",
            "updates the late register"]


def test_set_work_taken_up_is_study(lex):
    wrong = [text for (name, _), task in itertools.product(SUBJECTS, SET_WORK)
             if "work" not in actual_kinds(lex, text := f"{name} {task}.", name)]
    assert wrong == []


ROOMS = ["geography room 4", "history room", "school: science lab 2", "prep room",
         "Hillview School: form room"]
TEACHING = ["is drawing river meanders on the whiteboard", "is marking",
            "is drawing a diagram of the water cycle"]


def test_tasks_in_a_schools_rooms_are_work(lex):
    wrong = [text for room, task in itertools.product(ROOMS, TEACHING)
             if "work" not in actual_kinds(lex, text := f"Mr Drinkwater {task} @ {room}",
                                           "Mr Drinkwater")]
    assert wrong == []


READS = ["is reading 'Hunger' by Knut Hamsun for {p} English coursework @ library",
         "is reading a novel for {p} English coursework",
         "is reading for {p} coursework"]


def test_reading_for_ones_own_study_task_is_study(lex):
    wrong = []
    for (name, pos), read in itertools.product(SUBJECTS, READS):
        text = f"{name} {read.format(p=pos)}"
        if "work" not in actual_kinds(lex, text, name):
            wrong.append(text)
    assert wrong == []


NOT_STUDY = [
    "{n} will revise trigonometry tomorrow.",
    "{n} will sit the exam tomorrow.",
    "{n} is about to sit {p} piano exam.",
    "{n} is going to plot a graph after dinner.",
    "{n} skipped the revision session.",
    "{n} is reading a novel for pleasure @ library",
    "{n} reads about the coursework deadline in the newsletter.",
    "{n} reads a story for {p} little brother.",
    "{n} coughs all through the lecture.",
    "{n} waits outside the seminar room.",
    "{n} gets a paper cut from the edge of {p} revision cards.",
    "{n} gets on with {p} dinner.",
]


def test_study_planned_skipped_or_leisure_is_no_study(lex):
    wrong = []
    for (name, pos), line in itertools.product(SUBJECTS, NOT_STUDY):
        text = line.format(n=name, p=pos)
        if "work" in actual_kinds(lex, text, name):
            wrong.append(text)
    assert wrong == []


def test_someone_elses_study_is_not_the_observers(lex):
    wrong = []
    for (name, _), line in itertools.product(SUBJECTS, [
            "{n} watches her classmate Jun get on with the maths worksheet.",
            "{n} waits while Jun plots a graph of temperature against time.",
            "{n} is napping; Jun is back in lessons."]):
        text = line.format(n=name)
        if "work" in actual_kinds(lex, text, name):
            wrong.append(text)
    assert wrong == []


TEACHERS = [("Mr Sato", "his"), ("Miss Eaton", "her"), ("Dr Obi", "her")]
LESSON_TASKS = ["explains photosynthesis to Year 9", "demonstrates the experiment to the class",
                "is on break duty in the playground", "is on corridor duty"]


def test_a_teachers_lesson_tasks_are_work(lex):
    wrong = [text for (name, _), task in itertools.product(TEACHERS, LESSON_TASKS)
             if "work" not in actual_kinds(lex, text := f"{name} {task}.", name)]
    assert wrong == []


PUPIL_TASKS = ["copies the notes off the board", "finishes {p} prep before lights out",
               "is doing a mock exam", "is solving simultaneous equations",
               "sits the mock exam in the hall"]


def test_a_pupils_class_tasks_are_study(lex):
    wrong = []
    for (name, pos), task in itertools.product(SUBJECTS, PUPIL_TASKS):
        text = f"{name} {task.format(p=pos)}."
        if "work" not in actual_kinds(lex, text, name):
            wrong.append(text)
    assert wrong == []


def test_a_class_as_company_or_a_thing_copied_for_fun_is_no_study(lex):
    wrong = []
    for (name, pos), line in itertools.product(SUBJECTS, [
            "{n} jokes with the class.", "{n} copies the recipe into {p} notebook.",
            "{n} solves the crossword.", "{n} sits at the back of the class and eats crisps.",
            "{n} watches Jun copy the notes off the board."]):
        text = line.format(n=name, p=pos)
        if "work" in actual_kinds(lex, text, name):
            wrong.append(text)
    assert wrong == []


STUDENT_TASKS = ["is writing {p} thesis @ library", "is drafting {p} personal statement",
                 "is in a tutorial with {p} supervisor", "is on a placement at the hospital",
                 "is on work experience at a law firm", "submits {p} essay"]


def test_a_students_pieces_tutorials_and_placements_are_study(lex):
    wrong = []
    for (name, pos), task in itertools.product(SUBJECTS, STUDENT_TASKS):
        text = f"{name} {task.format(p=pos)}"
        if "work" not in actual_kinds(lex, text, name):
            wrong.append(text)
    assert wrong == []


def test_a_notice_a_recipe_or_a_video_tutorial_is_no_study(lex):
    wrong = []
    for (name, pos), line in itertools.product(SUBJECTS, [
            "{n} experiments with a new curry recipe.", "{n} watches a video tutorial on knitting.",
            "{n} slammed {p} hand in the gate.", "{n} will submit {p} essay tomorrow."]):
        text = line.format(n=name, p=pos)
        if "work" in actual_kinds(lex, text, name):
            wrong.append(text)
    assert wrong == []
