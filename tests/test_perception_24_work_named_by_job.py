"""Work (session 24): the observer named by their job goes about that job.

The labelled sets give work to an observer whose trade the sentence names (a job noun in
apposition, a title before the name, "as the duty engineer") even when the verb is one of going
about, standing by or calling out, which alone is leisure ("Funmilayo, the planner, runs between
the marquee and the car park", "stunt driver Gianluca climbs out"). Classes:

- ``status_activity.frames.role_verbs``: those not_verbs are the job under the role frame (a
  walk beside it too: "Foreman Olek walks the site"), and so under a hazard the role frame
  works on beside ("Nomvula and her crew are wading through floodwater");
- titles after a clause's conjunction, joined by a hyphen, or held by the name's own mention
  ("and stunt driver Gianluca", "Sous-chef Ines", "Head chef Ines");
- an owner's role after up to two modifiers (", the park's head groundsman,");
- posts that run an event (``frames.roles``: planner, coordinator, producer).

Traps that must stay no work: the verbs of rest, reading and watching under a title ("Coach
Baptiste watches the match"), a retired or former job, kin of a job ("the chef's elder son"), a
fronted phrase that names no job ("A text ... to every resident of Millbrook, Ama included"),
and a job worn as a costume ("dresses up as a firefighter for the fancy-dress party").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

WORKS = [
    ("Funmilayo", "Funmilayo, the planner, runs between the marquee and the car park."),
    ("Ruth", "Ruth, the wedding planner, paces the lawn before the ceremony."),
    ("Ayo", "Ayo, the event coordinator, hurries to the service door."),
    ("Gianluca", "The car flips off the ramp and stunt driver Gianluca climbs out, grinning."),
    ("Ines", "Sous-chef Ines shouts the orders down the line."),
    ("Ines", "Head chef Ines shouts the orders down the line."),
    ("Olek", "Foreman Olek walks the site before the concrete pour."),
    ("Olek", "Site foreman Olek strides across the scaffolding boards."),
    ("Bryn", "Bryn, the park's head groundsman, rolls the wicket before the match."),
    ("Gia", "Gia, the steward on shift, kneels beside the man."),
    ("Nomvula", "Nomvula and her crew are wading chest-deep through floodwater on Canal Street."),
]

NOT_WORK = [
    ("Baptiste", "Coach Baptiste watches the match from the stands."),
    ("Ines", "Ex-nurse Ines climbs out of the car."),
    ("Ines", "The ramp is ready and retired nurse Ines climbs out of the car."),
    ("Bryn", "Bryn, the chef's elder son, rolls the pastry."),
    ("Olek", "Olek walks the dog along the canal."),
    ("Ana", "Nurse Ana walks home after the party."),
    ("Ama", "A text from the council to every resident of Millbrook, Ama included: 'Gas leak on "
            "High Street, stay indoors.'"),
    ("Wes", "Wes dresses up as a firefighter for the fancy-dress party."),
    ("Wes", "Wes is dressed as a waiter for the murder-mystery night."),
]


def test_the_observer_named_by_a_job_goes_about_it(lex) -> None:
    def one_case(name, text):
        assert "work" in actual_kinds(lex, text, name)

    cases = WORKS
    assert failing_cases(one_case, cases) == []


def test_leisure_kin_and_costumes_stay_no_work(lex) -> None:
    def one_case(name, text):
        assert "work" not in actual_kinds(lex, text, name)

    cases = NOT_WORK
    assert failing_cases(one_case, cases) == []


def test_a_costume_names_nobody_else(lex):
    assert actual_kinds(lex, "Wes, dressed as a pirate, eats cake.", "Wes") == {"eat"}
    assert "work" in actual_kinds(lex, "Wes works as a waiter at the bistro.", "Wes")


def test_the_hazard_stays_beside_the_job(lex):
    kinds = actual_kinds(lex, "Nomvula and her crew are wading chest-deep through floodwater "
                              "on Canal Street.", "Nomvula")
    assert {"work", "danger"} <= kinds
