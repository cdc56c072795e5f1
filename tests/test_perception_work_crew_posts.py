"""Work: crew and staff at their posts, told in status lines and logs.

- A named duty held (core.yaml ``kinds.work.terms``: ``lifeguard duty``, ``pool duty``,
  ``security duty``...) is a shift of work, as an apposition too ("Ivana, on lifeguard duty,
  watches the splash pool").
- A housekeeper's round of guest rooms made ready (``make up the cabins``, ``make up rooms``)
  is the job; a home's bed made stays no work.
- A plant's pressures logged (``kinds.work.objects``: ``fuel pressures``, ``oil pressures``)
  are an engine room's round; a bike's tyre pressures are no job.
- Linen moved in bulk (``status_activity.frames.trade``: ``trolley of clean linen``,
  ``laundry trolley``) is a housekeeper's or a laundry's gear.
- A member of a show's or a ship's company at a task with the others (``frames.occasions``:
  ``rest of the cast``, ``rest of the crew``, ``rest of the orchestra``) is at the job.
- A post's reports filled in (``status_activity.task_phrases``: ``fill in the drill report``)
  are a task though "fill in" is a not_verb; a form of one's own stays none.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

NAMES = ["Ivana", "Kemal", "Sunil"]


def misses(lex, texts: list[tuple[str, str]]) -> list[str]:
    return [text for name, text in texts if "work" not in actual_kinds(lex, text, name)]


def fires(lex, texts: list[tuple[str, str]]) -> list[str]:
    return [text for name, text in texts if "work" in actual_kinds(lex, text, name)]


DUTIES = ["lifeguard duty", "pool duty", "security duty", "gangway duty"]


def test_a_named_duty_held_is_work(lex):
    texts = [(n, f"{n}, on {d}, watches the splash pool @ deck 11: splash zone")
             for n, d in itertools.product(NAMES, DUTIES)]
    texts += [(n, f"{n} is on {d} at the lido.") for n, d in itertools.product(NAMES, DUTIES)]
    assert misses(lex, texts) == []


def test_a_guest_at_the_pool_is_no_work(lex):
    texts = [(n, f"{n} watches the splash pool @ deck 11: splash zone") for n in NAMES]
    texts += [(n, f"{n} is reading by the pool @ deck 11: lido") for n in NAMES]
    assert fires(lex, texts) == []


ROOMS = ["cabins", "the cabins", "the rooms", "the guest rooms", "rooms"]


def test_guest_rooms_made_up_are_work(lex):
    texts = [(n, f"{n} goes back to making up {r}.") for n, r in itertools.product(NAMES, ROOMS)]
    texts += [(n, f"{n} makes up {r} on the third floor.")
              for n, r in itertools.product(NAMES, ROOMS)]
    assert misses(lex, texts) == []


def test_someone_else_making_up_rooms_is_not_the_observers(lex):
    texts = [(n, f"The steward makes up {r} while {n} sunbathes on deck.")
             for n, r in itertools.product(NAMES, ROOMS)]
    assert fires(lex, texts) == []


PRESSURES = ["fuel pressures", "oil pressures", "boiler pressures", "hydraulic pressures"]


def test_a_plants_pressures_logged_are_work(lex):
    texts = [(n, f"{n} logs {p} every half hour.") for n, p in itertools.product(NAMES, PRESSURES)]
    texts += [(n, f"{n} spent the night logging {p}.")
              for n, p in itertools.product(NAMES, PRESSURES)]
    assert misses(lex, texts) == []


def test_a_bikes_tyre_pressures_are_no_work(lex):
    texts = [(n, f"{n} checks the tyre pressures on her bike.") for n in NAMES]
    texts += [(n, f"{n} is logging her running times in a notebook @ home: sofa") for n in NAMES]
    assert fires(lex, texts) == []


LINEN = ["a trolley of clean linen", "the laundry trolley", "a trolley of towels",
         "the linen cart"]


def test_linen_moved_in_bulk_is_work(lex):
    texts = [(n, f"{n} pushes {x} down the corridor.") for n, x in itertools.product(NAMES, LINEN)]
    assert misses(lex, texts) == []


def test_a_homes_washing_is_no_work(lex):
    texts = [(n, f"{n} carries a basket of clean washing upstairs.") for n in NAMES]
    texts += [(n, f"{n} pushes the pram down the corridor.") for n in NAMES]
    assert fires(lex, texts) == []


COMPANIES = ["the rest of the cast", "the rest of the chorus", "the rest of the orchestra",
             "the rest of the crew"]
TASKS = ["is rehearsing the tap number for tonight", "is rehearsing the second act"]


def test_a_task_with_the_rest_of_the_company_is_work(lex):
    texts = [(n, f"{n} {t} with {c} @ Starlight Theatre: main stage")
             for n, t, c in itertools.product(NAMES, TASKS, COMPANIES)]
    assert misses(lex, texts) == []


def test_leisure_with_the_rest_of_the_company_is_no_work(lex):
    texts = [(n, f"{n} is relaxing with {c} @ deck 5: crew bar")
             for n, c in itertools.product(NAMES, COMPANIES)]
    texts += [(n, f"{n} is watching a film with {c} @ deck 5: crew lounge")
              for n, c in itertools.product(NAMES, COMPANIES)]
    assert fires(lex, texts) == []


REPORTS = ["the drill report", "the incident report", "the shift report", "the maintenance log",
           "the logbook"]


def test_a_posts_report_filled_in_is_work(lex):
    texts = [(n, f"{n} is filling {v} {r} @ deck 4: safety office")
             for n, v, r in itertools.product(NAMES, ["in", "out"], REPORTS)]
    assert misses(lex, texts) == []


def test_an_own_form_filled_in_is_no_work(lex):
    texts = [(n, f"{n} is filling in {f} @ home: kitchen table")
             for n, f in itertools.product(NAMES, ["the census form", "a tax return",
                                                   "the crossword", "a postcard"])]
    texts += [(n, f"{n} is filling in the landing card @ deck 4: guest lounge") for n in NAMES]
    assert fires(lex, texts) == []


TOILS = ["the dough mixer", "the ledger", "a hot grill", "the rota"]
POSTS = ["deck 3: bakery", "Harbour Stores: back office", "Golden Wok: pass"]


def test_sweating_over_a_task_at_a_workplace_is_work(lex):
    texts = [(n, f"{n} is sweating over {t} @ {p}")
             for n, t, p in itertools.product(NAMES, TOILS, POSTS)]
    assert misses(lex, texts) == []


def test_sweating_at_home_or_at_the_gym_is_no_work(lex):
    texts = [(n, f"{n} is sweating over the barbecue @ home: garden") for n in NAMES]
    texts += [(n, f"{n} is sweating on the treadmill @ gym") for n in NAMES]
    texts += [(n, f"{n} is sweating in the sauna @ deck 14: spa") for n in NAMES]
    assert fires(lex, texts) == []


CONSOLES = ["is watching turbine output", "is watching the readings", "is watching the output"]
STATIONS = ["wind farm: control room", "Brenna Alpha: control room", "pumping station: console 2"]


def test_a_plants_output_watched_from_its_console_is_work(lex):
    texts = [(n, f"{n} {c} @ {s}") for n, c, s in itertools.product(NAMES, CONSOLES, STATIONS)]
    assert misses(lex, texts) == []


BULLETINS = ["the evening news bulletin", "the morning news bulletin", "the shipping forecast"]


def test_a_bulletin_read_out_is_work(lex):
    texts = [(n, f"{n} is reading {b} into the microphone @ WKRB studio: booth 1")
             for n, b in itertools.product(NAMES, BULLETINS)]
    assert misses(lex, texts) == []


def test_screens_watched_and_news_read_at_leisure_are_no_work(lex):
    texts = [(n, f"{n} is watching the screens @ sports bar: corner table") for n in NAMES]
    texts += [(n, f"{n} is watching a film @ home: sofa") for n in NAMES]
    texts += [(n, f"{n} is reading the paper @ café: terrace") for n in NAMES]
    texts += [(n, f"{n} reads in the paper that a heatwave has sent hundreds to hospital.")
              for n in NAMES]
    assert fires(lex, texts) == []


LISTS = ["is ticking names off the guest list at the door", "ticks off names at the gate",
         "checks names off the register", "is checking names off the crew list"]


def test_a_list_worked_through_name_by_name_is_work(lex):
    texts = [(n, f"{n} {x}.") for n, x in itertools.product(NAMES, LISTS)]
    assert misses(lex, texts) == []


def test_someone_else_ticking_names_off_is_not_the_observers(lex):
    texts = [(n, f"The bouncer is ticking names off the guest list while {n} waits in the queue.")
             for n in NAMES]
    texts += [(n, f"{n} isn't ticking names off today.") for n in NAMES]
    assert fires(lex, texts) == []
