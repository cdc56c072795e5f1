"""A person's body temperature read at a fever's height (core.yaml ``illness.fever_reading``,
``perception._fever_readings``).

* An owned temperature ("her", "your", "Chidi's") with a reading of 38-43 (Celsius) or
  100.4-108 (Fahrenheit), in digits (a decimal comma too) or spelled ("thirty-nine
  degrees"), a few words after it in its sentence, is illness; a negated reading is denied;
  another person's is theirs.
* Controls: an unowned temperature is the weather ("the temperature hit 41 in the shade"), a
  normal reading ("down to 37.2") is none, and a reading too far from the noun is none.

Seen in the tuning sets as extra3, h76 and h85 lines; the grids widen each shape to owners x
verbs x readings.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Dara"


def ill(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "illness" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


OWNERS = ["Dara's temperature", "Your temperature", "Her temperature"]
LINKS = ["has hit", "is", "reads", "is up to"]
READINGS = ["38.5", "39,2", "41", "102", "39.4 °C", "thirty-nine degrees", "forty"]


def test_an_owned_fever_reading_is_illness(lex):
    missed = [text for owner, link, reading in itertools.product(OWNERS, LINKS, READINGS)
              if not ill(lex, text := f"{owner} {link} {reading}.")]
    missed += [text for text in ["You take your temperature: thirty-nine degrees.",
                                 "Dara whispers, shivering, her temperature 39.4 °C."]
               if not ill(lex, text)]
    assert missed == []


def test_a_denied_or_someone_elses_reading_is_not_the_observers(lex):
    fired = [text for text in ["Dara's temperature isn't 39.",
                               "Her son's temperature is 39.5.",
                               "Tom's temperature has hit 41."]
             if ill(lex, text)]
    assert fired == []


def test_weather_or_a_normal_reading_is_no_illness(lex):
    fired = [text for subject, reading in itertools.product(
        ["The temperature", "The temperature outside", "Today's temperature"],
        ["hit 41 in the shade", "is 39 degrees", "reached 102 F"])
        if ill(lex, text := f"{subject} {reading}.")]
    fired += [text for owner, reading in itertools.product(
        ["Dara's temperature", "Your temperature"], ["is down to 37.2", "is 36.8", "is normal"])
        if ill(lex, text := f"{owner} {reading}.")]
    assert fired == []
