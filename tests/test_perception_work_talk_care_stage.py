"""Work done by talking, minding, serving and performing, by family (core.yaml ``kinds.work``
terms and verbs of the talk, care, counter and stage blocks; ``status_activity.frames.tasks``
``draw``).

* A child minded for pay, a radio call ahead, phones or a switchboard manned, a class's
  register taken and its work set, a drawing on the board for a year group, exams
  invigilated, a customer's order taken, the till worked, a ward's obs and meds round, a
  doctor paged, a whistle blown, a call put through, a crew dispatched, a slate held, a take
  called, tracks dropped, a gig or a set played, a bow taken, a scene or a routine rehearsed,
  a reporter's copy filed, a job's own log filled in, the press
  faced, a tour guided, fares collected and stops called out, heads counted, patients seen,
  customers greeted, the bridge radioed, a group briefed, bags searched: the observer's work.
* Controls: someone else doing it (the waiter takes the observer's order, the band plays a
  gig while she drinks), a press conference watched on TV, a radio in hand or heard, a speech
  rehearsed for a party, a drawing or a book for pleasure, a form of one's own, an interview
  read, a guided tour joined, a fare paid, being seen, searched or patted down (a passive, an
  object), a negated or planned act: none of the observer's work.

Seen across the tuning sets (race pit wall, film set, fire service, school, ward); the grids
widen each family to subjects x acts.
"""

from __future__ import annotations

import itertools

from helpers import failing_cases

from engine.perception import perceive


def worked(lex, text: str, observer: str) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


SUBJECTS = ["Ana", "Kofi", "Mei"]

ACTS = [
    # minding, radio and phones
    "{s} radios ahead to the hut",
    "{s} mans the phones all afternoon",
    "{s} fields calls from angry customers",
    # school
    "{s} takes the register",
    "{s} sets the homework for Monday",
    "{s} hands out the worksheets",
    "{s} draws the water cycle on the whiteboard for Year 7",
    "{s} invigilates the maths exam",
    "{s} marks the register",
    # counter and service
    "{s} takes their order and heads for the kitchen",
    "{s} is working the till",
    "{s} is on the till",
    "{s} serves the next customer",
    "{s} cashes up the till",
    # ward, coaching, switchboard, dispatch
    "{s} does the obs on bay four",
    "{s} hands out the meds",
    "{s} turns the patient onto her side",
    "{s} pages the doctor",
    "{s} blows the whistle for the restart",
    "{s} puts the call through to the ward",
    "{s} dispatches an ambulance to the ring road",
    # stage, set, studio and press
    "{s} holds the slate in front of the lens",
    "{s} drops the next track and the floor fills",
    "{s} plays a gig at the Red Lion",
    "{s} takes a bow at the curtain call",
    "{s} prompts a line from the wings",
    "{s} rehearses the scene again",
    "{s} is rehearsing the juggling routine",
    "{s} rehearses the pratfall until the director is happy",
    "{s} files her copy before midnight",
    "{s} gives a press conference after the match",
    # press, tours, conductors and trip leaders
    "{s} tells the press the team is confident",
    "{s} gives an interview after the race",
    "{s} signs autographs for the fans",
    "{s} is guiding the school tour",
    "{s} shows the visitors round the lighthouse",
    "{s} collects the fares",
    "{s} calls out the stops",
    "{s} makes up the berths in coach B",
    "{s} counts heads on the coach",
    # clinic, counter, dock and door
    "{s} sees the next patient",
    "{s} dispenses the medicines",
    "{s} greets the customers as they come in",
    "{s} radios the bridge",
    "{s} briefs the group on the route",
    "{s} searches the bags at the gate",
    "{s} pats down the drunk at the door",
    "{s} interviews the witness",
    # paperwork and pay
    "{s} fills in the tachograph",
    "{s} fills in the waybill at the depot",
    "{s} babysits for the neighbours",
]


def test_talk_care_counter_and_stage_acts_are_the_job(lex):
    missed = [text for s, a in itertools.product(SUBJECTS, ACTS)
              if not worked(lex, text := a.format(s=s) + ".", s)]
    assert missed == []


CONTROLS = [
    # someone else does it
    "The waiter takes {s}'s order",
    "The band plays a gig in the pub while {s} drinks",
    "The nurse pages the doctor while {s} waits",
    "The coach blows the whistle and {s} sprints",
    # watched, heard, held or one's own
    "{s} watches the press conference on TV",
    "{s} leans on the bumper, radio in hand",
    "The radio plays while {s} naps",
    "{s} rehearses her speech for her sister's wedding",
    "{s} draws a horse in her sketchbook",
    "{s} fills in her census form",
    "{s} rests her feet in the wings during the interval",
    "{s} reads a magazine interview with the champion",
    "{s} joins a guided tour of the distillery",
    "{s} pays the fare to the conductor",
    "{s} is patted down at security",
    "The doctor sees {s}",
    "The guard pats down {s}",
    "Police make an arrest outside {s}'s flat",
    # negated or planned
    "{s} didn't take the register today",
    "{s} is paid to tutor first-years",
    "{s} will invigilate the maths exam tomorrow",
]


def test_others_acts_leisure_and_unreal_acts_are_no_work(lex) -> None:
    def one_case(control):
        fired = [text for s in SUBJECTS
                 if worked(lex, text := control.format(s=s) + ".", s)]
        assert fired == []

    cases = CONTROLS
    assert failing_cases(one_case, cases) == []
