"""A sim log's task field names work (session 35, round worked): "[tick 0233] Segun -> task
'push trolley: theatre 3 to recovery' | status: in progress" is Segun's work whatever bare verb
opens the field, with a word after it (perception._task_field_verb); the agent's arrow to the
task field heads the record as an agent field does. Controls: a task that is a meal, a nap or a
pastime keeps its own kind, one word alone ("idle") and a task queued for later are no work,
and someone else's record is not the observer's.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_task_fields_bare_verb_and_object_is_work(lex) -> None:
    def one_case(task, tail):
        text = f"[tick 0233] Segun -> task '{task}' | status: in progress{tail}"
        assert actual_kinds(lex, text, "Segun") == {"work"}, text

    cases = [(t, tail)
             for t in ["push trolley: theatre 3 to recovery", "rebuild the wheat farm irrigation",
                       "reassign loads around the closure", "recalibrate hydroponics pH dosing",
                       "double up the mooring lines"]
             for tail in ["", " | loc: East fields"]]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "agent: Segun | task: rebuild the wheat farm irrigation | "
                             "status: in progress", "Segun") == {"work"}


def test_controls_meals_pastimes_one_word_queued_and_others_stay(lex) -> None:
    def one_case(text, want):
        assert actual_kinds(lex, text, "Segun") == want, text

    cases = [("[tick 0233] Segun -> task 'eat lunch' | status: in progress", {"eat"}),
             ("[tick 0233] Segun -> task 'nap in the bunk' | status: in progress", {"sleep"}),
             ("[tick 0233] Segun -> task 'watch a film' | status: in progress", set()),
             ("[tick 0233] Segun -> task 'idle' | status: in progress", set()),
             ("[tick 0233] Segun -> task 'reassign loads' | status: queued", set()),
             ("[tick 0233] Ana -> task 'recalibrate the pH dosing' | status: in progress",
              set()),
             ("[tick 0233] Segun -> task 'play cards with Ana' | status: in progress",
              {"socialize"})]
    assert failing_cases(one_case, cases) == []
