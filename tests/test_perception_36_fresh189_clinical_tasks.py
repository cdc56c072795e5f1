"""A nurse's, a medic's and a doctor's tasks by their objects (session 36, round fresh189: a
Montreal emergency department at night): IVs started, a page answered, a crew's ambulance
report read, rhythm strips watched, a med pass finished, an ambulance driven to a call. Controls:
the same verbs on a home's or a reader's things stay none ("reads a page of her novel", "starts
the car", "answers the door"), answering emails stays work, and an ECG read stays work.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_clinical_tasks_are_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == {"work"}, text

    cases = ["Ana is starting IVs on the flu patients lined up in the hallway.",
             "Ana starts an IV on the man in bed 3.",
             "Ana reads the ambulance report.",
             "Ana is finishing her med pass.",
             "Ana keeps driving to the call.",
             "Ana is driving the rig through blowing snow to a call.",
             "Ana reads the ECG.",
             "Ana answers the emails."]
    assert failing_cases(one_case, cases) == []


def test_controls_home_and_reader_things_stay_none(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == set(), text

    cases = ["Ana reads a page of her novel.", "Ana starts the car.", "Ana answers the door.",
             "Ana writes a page of her diary.", "Ana watches the monitor for her dad."]
    assert failing_cases(one_case, cases) == []


def test_a_stairwell_run_as_a_drill_is_exercise(lex) -> None:
    assert actual_kinds(lex, "On my break I ran the stairwell from the basement to the sixth "
                        "floor twice, just to wake myself up.", "Benoît") == {"exercise"}
    assert actual_kinds(lex, "Ana runs the fire stairs ten times.", "Ana") == {"exercise"}
    assert actual_kinds(lex, "Ana climbs the stairwell to the roof.", "Ana") == set()


def test_fluids_hung_and_scores_written_down(lex) -> None:
    def one_case(text):
        assert "work" in actual_kinds(lex, text, "Valérie"), text

    cases = ["I didn't argue when the man in bed 6 complained about the wait; I just wrote down "
             "his pain score and moved on to the next patient.",
             "I wrote down his pain score.",
             "Your mouth is dry and you are still hanging antibiotics for the patients in the "
             "hallway.",
             "Valérie hangs a bag of saline for bed 4."]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "Valérie writes down her shopping list.", "Valérie") == set()
    assert actual_kinds(lex, "Valérie hangs the washing on the line.", "Valérie") == set()
    assert actual_kinds(lex, "Valérie takes her antibiotics with breakfast.", "Valérie") == set()


def test_someone_wheeled_to_a_department_is_a_porter_s_job(lex) -> None:
    def one_case(text):
        assert "work" in actual_kinds(lex, text, "Kwame"), text

    cases = ["While Kwame wheels him to X-ray, old Mr. Fortier tells him, for the third time "
             "tonight, all about the ice storm of '98.",
             "Kwame wheels the old man to CT."]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "Kwame wheels his grandmother into the garden.", "Kwame") == set()
    assert actual_kinds(lex, "Kwame wheels his bike to the car park.", "Kwame") == set()


def test_triage_returned_to_is_work_now(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Chantal") == {"work"}, text

    cases = ["You promise yourself a nap in the car before the drive home to Longueuil, then "
             "head back to triage for the last hour of your shift.",
             "Chantal heads back to triage."]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "Chantal is heading to the café for lunch.", "Chantal") == set()
