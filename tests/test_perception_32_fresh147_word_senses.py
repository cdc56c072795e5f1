"""A slight cold, a fevered head, a seamstress stitching and a handbill (session 32, round
fresh147).

* "a slight cold" is a cold, told weak (core.yaml illness terms, weight 0.5): "Jem has a slight
  cold this morning, no more".
* A burning head, forehead or brow is the fever's heat, not a burn (core.yaml's global not-terms,
  beside "forehead burning"); a head or forehead burnt on something stays an injury.
* "stitches" right after she, he or who is the sewing verb ("while she stitches"); stitches
  needed or had stay the wound.
* "handbill" is a real word (core.yaml ``fuzzy.real_words``), no typo of handball.
"""

from __future__ import annotations

from helpers import actual_kinds, other_kinds


def test_a_slight_cold_is_an_illness(lex):
    assert actual_kinds(lex, "Jem has a slight cold this morning, no more.", "Jem") == {"illness"}
    assert actual_kinds(lex, "I woke with a slight cold.") == {"illness"}
    text = "Ravi has caught a slight cold from the children."
    assert actual_kinds(lex, text, "Ravi") == {"illness"}
    assert actual_kinds(lex, "Priya has had a slight cold all week.", "Priya") == {"illness"}
    assert actual_kinds(lex, "Ravi has a slight cold.", "Mo") == set()
    assert other_kinds(lex, "Ravi has a slight cold.", "Mo") == {"illness"}


def test_a_burning_head_is_fever_not_a_burn(lex):
    text = "You shiver under the blanket with a burning head and a cough that tears at your chest."
    assert actual_kinds(lex, text) == {"illness"}
    assert actual_kinds(lex, "You wake with a burning head and aching limbs.") == {"illness"}
    assert actual_kinds(lex, "I lay awake with a burning forehead.") == set()
    assert actual_kinds(lex, "My head burning, I crawled to bed.") == set()
    text = "Tom tosses in bed, his brow burning and his throat raw."
    assert actual_kinds(lex, text, "Tom") == {"illness"}


def test_a_head_burnt_on_something_stays_an_injury(lex):
    assert actual_kinds(lex, "You burn your head on the hot pipe.") == {"injury"}
    assert actual_kinds(lex, "Mia burns her forehead on the curling iron.", "Mia") == {"injury"}


def test_stitches_after_a_subject_pronoun_is_sewing_not_a_wound(lex):
    text = "Hannah's cup of tea has gone cold at her elbow while she stitches."
    assert actual_kinds(lex, text, "Hannah") == set()
    assert other_kinds(lex, text, "Hannah") == set()
    assert actual_kinds(lex, "Ola hums while she stitches by the fire.", "Ola") == set()
    assert actual_kinds(lex, "Ben sits by the lamp and he stitches till late.", "Ben") == set()
    assert actual_kinds(lex, "She needs stitches in her chin.", "Mo") == set()
    assert other_kinds(lex, "She needs stitches in her chin.", "Mo") == {"injury"}
    assert other_kinds(lex, "He had six stitches after the fall.", "Mo") == {"injury"}


def test_a_handbill_is_no_handball(lex):
    text = ("Samuel cuts his thumb on a nail in the board while pasting up the handbill "
            "'A Fair Day's Wage for a Fair Day's Work'.")
    assert actual_kinds(lex, text, "Samuel") == {"injury"}
    assert actual_kinds(lex, "I printed a handbill for the meeting.") == {"work"}
    assert "exercise" not in actual_kinds(lex, "You hand out handbills at the factory gate.")
    assert actual_kinds(lex, "We played handball in the gym.") == {"exercise"}
    assert actual_kinds(lex, "You play handbal after school.") == {"exercise"}
