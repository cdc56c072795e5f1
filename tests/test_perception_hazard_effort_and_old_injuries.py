"""Effort and old injuries read as new hurts (core.yaml ``exceptions`` and
``injury.as_time``).

* The burn of effort: a worked muscle burning, with or without a verb of being ("your
  forearms burning on every stroke", "his shoulders are burning", "until her quads burn") is
  no injury; a hand or the skin burning stays a burn.
* A skid to a stop: a skier or a rider who skids to a stop or a halt has stopped on purpose;
  a vehicle skidding to a halt a foot from someone stays a near miss.
* An old injury carried: a limb in a cast, in plaster or in a sling dated to a month or a
  season ago ("her wrist is still in plaster from the winter", "in a cast from last month") is
  no new hurt; one from last night or yesterday's fall stays a hurt.

Seen in the tuning sets as h83, h93, h95 and h99 lines; the grids widen each shape to
subjects x activities x body parts.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Dara"


def has(lex, kind: str, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == kind and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


MUSCLES = ["forearms", "shoulders", "quads", "thighs", "calves", "arms", "legs", "glutes"]
EFFORTS = ["You row the gig out past the harbour mouth, your {p} burning on every stroke.",
           "Dara has been rowing since first light and her {p} are burning.",
           "Dara climbs the last switchback until her {p} burn.",
           "You carve the last long turns, {p} burning, and tuck low.",
           "Dara's {p} were burning by the last hundred strokes."]


def test_a_worked_muscle_burning_is_no_injury(lex):
    fired = [text for part, shape in itertools.product(MUSCLES, EFFORTS)
             if has(lex, "injury", text := shape.format(p=part))]
    assert fired == []


def test_a_hand_or_skin_burning_stays_a_burn(lex):
    missed = [text for owner, part in itertools.product(["Dara's", "Your"],
                                                        ["hand", "palm", "fingers"])
              if not has(lex, "injury", text := f"{owner} {part} burns on the hot pan handle.")]
    assert missed == []


def test_a_skid_to_a_stop_is_no_threat(lex):
    fired = [text for subject, stop, place in itertools.product(
        ["You carve the last turns and", "Dara sprints down the ramp and", "You"],
        ["skid to a stop", "skid to a halt"], ["beside the lift queue", "at the bottom"])
        if has(lex, "danger", text := f"{subject} {stop} {place}.")]
    assert fired == []


def test_a_vehicle_skidding_to_a_halt_by_someone_stays_a_near_miss(lex):
    missed = [text for vehicle, stop in itertools.product(
        ["The car", "A van", "The lorry"], ["skids to a halt", "skids to a stop"])
        if not has(lex, "danger", text := f"{vehicle} {stop} a foot from Dara.")]
    assert missed == []


CASTS = ["in a cast", "in plaster", "still in plaster", "in a sling"]
OLD = ["from last month", "from the winter", "from last year", "since last month"]


def test_an_old_injury_carried_is_no_new_hurt(lex):
    fired = [text for owner, part, cast, when in itertools.product(
        ["Dara's", "Your", "Her"], ["wrist", "arm"], CASTS, OLD)
        if has(lex, "injury", text := f"{owner} {part} is {cast} {when}.")]
    assert fired == []


def test_a_fresh_injury_in_a_cast_stays_a_hurt(lex):
    missed = [text for owner, cast, when in itertools.product(
        ["Dara's arm", "Your arm"], CASTS, ["from yesterday's fall", "after the fall last night"])
        if not has(lex, "injury", text := f"{owner} is {cast} {when}.")]
    assert missed == []
