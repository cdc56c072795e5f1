"""A film or television shoot's kit and shots are a trade's things, and its crew's posts name
the job (core.yaml ``status_activity.frames.trade`` and ``frames.roles``, the film blocks).

* "Lior shoots the establishing shot", "Sem dug the camera pit", "Oyun ran the costume rails
  for eleven hours", "Palesa, the food stylist, sprays the figs" are the observer's work.
* Controls: a holiday or a family film ("films her kids on her phone"), a tent rigged on
  holiday, a crash mat at a climbing wall, a call made from behind a crew truck, and another
  crew member's task are none of the observer's work.

Seen in the desert film-shoot tuning set; the grids widen each shape to subjects x verbs x
things.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive


def worked(lex, text: str, observer: str) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


SUBJECTS = ["Lior", "Itzel", "Sem"]
TASKS = ["{s} shoots the {t} from the water tower", "{s} is setting up the {t} by the church",
         "{s} checks the {t} before the take", "{s} has moved the {t} twice"]
THINGS = ["establishing shot", "tracking shot", "camera pit", "stunt ramp", "dolly track",
          "clapperboard", "costume rails", "playback speakers"]


def test_a_shoots_kit_and_shots_are_the_job(lex):
    missed = [text for s, t, th in itertools.product(SUBJECTS, TASKS, THINGS)
              if not worked(lex, text := t.format(s=s, t=th) + ".", s)]
    assert missed == []


ROLES = ["food stylist", "boom operator", "focus puller", "stunt coordinator",
         "script supervisor"]


def test_a_crew_post_in_apposition_names_the_job(lex):
    missed = [text for s, r in itertools.product(SUBJECTS, ROLES)
              if not worked(lex, text := f"{s}, the {r}, sprays the figs with glycerine for "
                                         "the next shot.", s)]
    assert missed == []


CONTROLS = ["{s} films her kids on her phone at the beach",
            "{s} rigs the tent on holiday",
            "{s} lands on the crash mat at the climbing wall and laughs",
            "{s} rings her sister back from behind the grip truck",
            "{s} watches Kiri lay the dolly track across the sand",
            "{s} naps in her chair while the grips lay the dolly track",
            "{s} eats a sandwich by the camera pit"]


def test_hobby_filming_leisure_and_others_tasks_are_no_work(lex):
    fired = [text for s, c in itertools.product(SUBJECTS, CONTROLS)
             if worked(lex, text := c.format(s=s) + ".", s)]
    assert fired == []


CREWS = ["two other grips", "the other riggers", "three other patrollers",
         "her crew"]
CREW_TASKS = ["shoot the establishing shot", "haul the rescue sled down the slope",
              "check the stunt ramp"]


def test_a_joint_subject_ending_in_a_work_crew_shares_its_plain_verb(lex):
    missed = [text for s, c, t in itertools.product(SUBJECTS, CREWS, CREW_TASKS)
              if not worked(lex, text := f"{s} and {c} {t}.", s)]
    assert missed == []


JOINT_CONTROLS = ["{s} and her friends shoot the establishing shot on their phones",
                  "{s} and two other grips have lunch in the shade",
                  "{s} and the riggers watch the sunset",
                  "Kiri and two other grips check the stunt ramp while {s} naps"]


def test_a_joint_subject_of_friends_or_leisure_is_no_work(lex):
    fired = [text for s, c in itertools.product(SUBJECTS, JOINT_CONTROLS)
             if worked(lex, text := c.format(s=s) + ".", s)]
    assert fired == []


AFTERS = ["shakes out her arms", "wipes her face", "rolls her shoulders"]
FIRSTS = ["lowers the boom pole", "checks the stunt ramp", "oils the looms"]


def test_a_body_part_after_a_second_verb_is_not_the_tasks_object(lex):
    missed = [text for s, f, a in itertools.product(SUBJECTS, FIRSTS, AFTERS)
              if not worked(lex, text := f"{s} {f} and {a}.", s)]
    assert missed == []


def test_an_own_household_thing_before_the_second_verb_stays_a_chore(lex):
    fired = [text for s, f, a in itertools.product(
        SUBJECTS, ["fixes her screen door", "mends the tear in her coat sleeve",
                   "tidies her crates"], AFTERS)
             if worked(lex, text := f"{s} {f} and {a}.", s)]
    assert fired == []


RIGGING = ["rigged lights on that roof for ten hours", "had rigged and de-rigged the saloon "
           "interior twice", "is rigging lamps on the balcony", "de-rigs the set after the "
           "last shot", "is pulling focus on the dolly shot"]


def test_a_crews_rigging_and_focus_pulling_are_the_job(lex):
    missed = [text for s, r in itertools.product(SUBJECTS, RIGGING)
              if not worked(lex, text := f"{s} {r}.", s)]
    assert missed == []


def test_a_dinghy_a_tent_or_fairy_lights_rigged_are_no_job(lex):
    fired = [text for s, c in itertools.product(
        SUBJECTS, ["de-rigs the dinghy after the race", "rigs the tent on holiday",
                   "rigs fairy lights in the garden", "watches the grips rig lights on the roof"])
             if worked(lex, text := f"{s} {c}.", s)]
    assert fired == []


MAKEUP = ["sits in the makeup chair while the artist paints a fake knife wound across her cheek",
          "has been in the make-up chair for two hours while the prosthetics team works",
          "climbs into the makeup chair at five for the sunrise scene"]


def test_an_actor_in_the_makeup_chair_is_at_work(lex):
    missed = [text for s, m in itertools.product(SUBJECTS, MAKEUP)
              if not worked(lex, text := f"{s} {m}.", s)]
    assert missed == []


def test_someone_else_in_the_makeup_chair_or_a_rest_in_the_tent_is_none(lex):
    fired = [text for s, c in itertools.product(
        SUBJECTS, ["{s} watches Ana sit in the makeup chair",
                   "{s} lies back with cucumber slices on her eyes @ Stage 4: makeup tent",
                   "{s} will be in the makeup chair at four tomorrow"])
             if worked(lex, text := c.format(s=s) + ".", s)]
    assert fired == []


SET_RECORDS = ["syncs the dailies", "clips the lav mic to his collar", "logs the script notes",
               "fills in the camera report", "updates the storyboard"]


def test_a_sets_sound_and_picture_records_are_the_job(lex):
    missed = [text for s, r in itertools.product(SUBJECTS, SET_RECORDS)
              if not worked(lex, text := f"{s} {r}.", s)]
    assert missed == []
