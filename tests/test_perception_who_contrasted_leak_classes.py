"""The leak classes of heldout32/33 (session 4), each pinned with a contrast case."""

from __future__ import annotations

from helpers import actual_kinds


def test_as_before_a_new_subject_opens_that_subjects_clause(lex):
    """'waits as two skaters shove each other': the shoving is theirs (heldout33, heldout32)."""
    assert "conflict" not in actual_kinds(
        lex, "Kiona waits by the half-pipe as two older skaters start shoving each other.", "Kiona")
    assert "conflict" not in actual_kinds(
        lex, "Giulia stands at the stop as, across the street, two men shout and shove each "
             "other.", "Giulia")
    # contrast: the observer's own shove, and "as" naming a role, are unchanged
    assert "conflict" in actual_kinds(lex, "Kiona shoves the skater as hard as she can.", "Kiona")
    assert "work" in actual_kinds(lex, "You work as the night porter at the hotel.", "Ines")


def test_standing_watching_is_looking_not_a_watch_on_duty(lex):
    """'stand watching the cook pull the dough' is no sentry duty (heldout33)."""
    assert "work" not in actual_kinds(
        lex, "You stand watching the cook pull the dough.", "Wen")
    assert "work" not in actual_kinds(lex, "You keep watching the match.", "Wen")
    # contrast: the noun "watch" is still a duty
    assert "work" in actual_kinds(lex, "You stand watch at the gate all night.", "Wen")
    assert "work" in actual_kinds(lex, "I am keeping watch on deck.", "Wen")


def test_the_wounded_as_a_group_are_other_people(lex):
    """'socialised with the walking wounded': their wounds, not the observer's (heldout33)."""
    assert actual_kinds(
        lex, "Father Quinn socialised with the walking wounded over a game of cards.",
        "Quinn") == {"socialize"}
    # contrast: the observer's own wound
    assert "injury" in actual_kinds(lex, "You are wounded.", "Quinn")
    assert "injury" in actual_kinds(lex, "Your wounded arm throbs.", "Quinn")


def test_stamping_is_a_real_word_not_a_stampede_typo(lex):
    """'is stamping returned books' is desk work, no stampede (heldout32)."""
    assert "danger" not in actual_kinds(
        lex, "Nadia is stamping returned books @ city library: front desk", "Nadia")
    # contrast: a real stampede is still danger
    assert "danger" in actual_kinds(lex, "A stampede of cattle thunders towards you.", "Nadia")
