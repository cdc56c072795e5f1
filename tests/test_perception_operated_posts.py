"""Round 34: driving or manning a post for a living is the job.

A verb that operates something (``status_activity.frames.drives``: drive, steer, pilot, fly;
``runs``: run, operate, man, staff, work, tend, mind) whose object is a vehicle or a station
people operate for a living (``frames.posts``: bus, tram, ambulance, forklift, grill, till,
switchboard, ski lift) is the observer's work, in narrative and in a status line; a status
line's place that names a vehicle ("@ night bus route") makes driving work too. Taken from
r51-039 ("Tariq drives the ambulance while the paramedic in the back treats a man"), r52-010
("I drove the number 38 bus for eight hours") and r52-030 ("Jamal is driving the number 38 @
bus route 38"), widened to subjects x verbs x posts. Controls: driving oneself or one's
family somewhere, riding as a passenger, a preposition instead of an object, and things that
are no post ("runs a bath", "drives her car") give no work.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


SUBJECTS = [("Ana", "drives", "is driving"), ("I", "drove", "am driving"),
            ("You", "drive", "are driving")]
VEHICLES = ["the ambulance", "the number 38 bus", "the night tram", "a forklift",
            "the crane", "the school bus", "the number 12", "the tractor"]
TAILS = ["while the paramedic in the back treats a man", "for eight hours straight today",
         "through the red lights", ""]


def test_driving_a_vehicle_operated_for_a_living_is_work(lex):
    missed = []
    for (subj, verb, _), vehicle, tail in itertools.product(SUBJECTS, VEHICLES, TAILS):
        text = f"{subj} {verb} {vehicle} {tail}".strip() + "."
        if "work" not in actual_kinds(lex, text, OBSERVER):
            missed.append(text)
    assert missed == []


POST_VERBS = ["mans", "staffs", "minds", "tends", "runs", "operates"]
POSTS = ["the switchboard", "the grill", "the ski lift", "the front desk", "the fryer",
         "the door at the club"]


def test_manning_a_post_is_work(lex):
    missed = [text for verb, post in itertools.product(POST_VERBS, POSTS)
              if "work" not in actual_kinds(lex, text := f"Ana {verb} {post} until close.",
                                            OBSERVER)]
    assert missed == []


STATUS = ["Ana is driving the number 38 @ bus route 38: Kingsway",
          "Ana is driving the N12 @ night bus route: Kingsland Road",
          "Ana is driving the tram @ Line 4: Market Street",
          "Ana is operating the crane @ container terminal: berth 3",
          "Ana is minding the till @ Hopkins Hardware"]


def test_a_status_line_driving_a_vehicle_is_work(lex):
    assert [text for text in STATUS if "work" not in actual_kinds(lex, text, OBSERVER)] == []


NOT_WORK = ["{s} {v} the kids to school.", "{s} {v} her car to the station.",
            "{s} {v} behind the bus.", "{s} {v} home after the party.",
            "{s} {v} past the tram depot.", "{s} {v} her brother's lorry to the garage."]


def test_driving_oneself_somewhere_is_no_work(lex):
    wrong = []
    for (subj, verb, _), shape in itertools.product(SUBJECTS, NOT_WORK):
        text = shape.format(s=subj, v=verb)
        if "work" in actual_kinds(lex, text, OBSERVER):
            wrong.append(text)
    assert wrong == []


CONTROLS = ["Ana rides the bus to the market.", "Ana is on the night tram home.",
            "Ana runs a bath.", "Ana runs for the bus.", "Ana is running for the bus @ bus stop",
            "Ana minds the kids while her sister naps.", "Ana drives her kids to swimming.",
            "Ana is driving home @ ring road"]


def test_riding_or_running_for_a_vehicle_is_no_work(lex):
    assert [text for text in CONTROLS if "work" in actual_kinds(lex, text, OBSERVER)] == []


def test_someone_else_driving_is_not_the_observers_work(lex):
    for vehicle in VEHICLES:
        assert "work" not in actual_kinds(lex, f"Ana sleeps on the back seat while Tariq drives "
                                               f"{vehicle}.", OBSERVER)
