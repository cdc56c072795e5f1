"""Work (session 24): a trade's tool in hand, a trade's thing driven, a service as the stretch.

The labelled sets give work where the job shows through its gear or its hours rather than a
work verb. Classes:

- a trade's tool (``status_activity.frames.trade``: stethoscope, clipboard, wheel gun, crane
  controls, team radio, boom ...) makes the job of a verb of handling whose direct object it is
  (``frames.handling_verbs``: "grips the crane controls", "holds the boom") and of a verb of
  going about, standing by or calling out with it in hand (``frames.role_verbs``: "paces the
  lawn with her clipboard"); a trade's thing only passed or climbed is none ("walks past the
  crane cab", "passes the herd", "climbs the scaffolding to fetch her kite");
- a trade's thing driven as the direct object ("drives her delivery route", "drives the cattle
  up to the pasture"; not "drives past the herd"), and a distance or a time after a driven post
  ("drove the lorry 700 km overnight");
- a work term that is itself a stretch of service ("through the whole dinner service") is the
  setting of a denied act, not denied with it ("hasn't had a sip of water through the whole
  dinner service"); the same term right after a denied "work" stays denied;
- an adverb between "is" and a status line's -ing verb ("is now serving", "is quietly
  serving");
- the observer's name opening a time clause after "as" with no comma ("the alarms are
  screaming as Rodel wades towards the bilge pumps"); not after "known as";
- "worked up" (stirred up) and an appetite or the nerve worked up are no work.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

WORKS = [
    ("Ana", "Ana paces the lawn with her clipboard."),
    ("Ana", "Ana stands at the finish line with her clipboard."),
    ("Ana", "Ana grips the crane controls as a gust rocks the cab."),
    ("Ana", "Ana spends twenty minutes fixing the jammed wheel gun."),
    ("Ana", "Ana talks her driver through the fuel targets on the team radio."),
    ("Ana", "Ana holds the boom over the actors."),
    ("Ana", "Ana listens to the spaniel's heart with her stethoscope."),
    ("Ana", "Ana drives her delivery route for six hours without a break."),
    ("Ana", "Ana drives the cattle up to the summer pasture."),
    ("Ana", "Ana drove the lorry 700 km overnight."),
    ("Ana", "Ana drives the lorry 700 km to the next town."),
    ("Seo", "Seo plants out the whole paddy before noon."),
    ("Vik", "Vik hasn't had a sip of water through the whole dinner service."),
    ("Vik", "Vik didn't stop all through the evening service."),
    ("Vik", "Vik doesn't sit down once throughout the lunch service."),
    ("Val", "Val is now serving at the sandwich stall @ food village: stall 14"),
    ("Val", "Val is quietly serving at the sandwich stall @ food village: stall 14"),
    ("Rodel", "The alarms are screaming as Rodel wades towards the bilge pumps."),
]

NOT_WORK = [
    ("Ana", "Ana walks past the crane cab on her way to the shops."),
    ("Ana", "Ana passes the herd on her walk."),
    ("Ana", "Ana climbs the scaffolding to fetch her kite."),
    ("Ana", "A boom echoes across the valley as Ana walks home."),
    ("Ana", "Ana drives past the herd on the way home."),
    ("Ana", "Ana plants tomatoes in the garden."),
    ("Vik", "Vik didn't work through the whole lunch service."),
    ("Val", "Val is currently eating @ cafe"),
    ("Ned", "Ned works up an appetite walking on the cliffs."),
    ("Ned", "Ned is all worked up after the argument."),
    ("Ned", "Ned got worked up about the parking fine."),
    ("Ned", "Ned is working up the courage to ask her out."),
]


def test_tools_things_driven_and_service_stretches_are_work(lex) -> None:
    def one_case(name, text):
        assert "work" in actual_kinds(lex, text, name)

    cases = WORKS
    assert failing_cases(one_case, cases) == []


def test_things_passed_own_errands_and_idioms_stay_no_work(lex) -> None:
    def one_case(name, text):
        assert "work" not in actual_kinds(lex, text, name)

    cases = NOT_WORK
    assert failing_cases(one_case, cases) == []


def test_the_denied_sip_stays_denied(lex):
    kinds = actual_kinds(lex, "Vik hasn't had a sip of water through the whole dinner service.",
                         "Vik")
    assert "drink" not in kinds


def test_work_named_after_the_idiom_still_counts(lex):
    assert "work" in actual_kinds(lex, "Ned works up the figures for the board.", "Ned")
    assert "work" in actual_kinds(lex, "Ned worked until midnight.", "Ned")
