"""Work told by being on duty (session 25, round duty): a duty station held by the observer (a
ship's masthead, a control room's console or switchboard, a machine's controls), police or
backup radioed for from a post, and a court's application, appeal or motion argued by counsel
are the observer's work, as the tuning sets label them ("Ishmael is
at the masthead when the cry goes up", "she keeps her arms out and radios for police",
"Rosalind argued the bail application for an hour"). Someone else at the post stays theirs, a
post planned or hoped for stays ahead, a game console is no post, help or a sled radioed for
is no crew's call alone (a hurt walker radios for them too), and arguing with a person stays a
row."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_duty_post_held_is_work(lex) -> None:
    def one_case(observer, text):
        assert "work" in actual_kinds(lex, text, observer)

    cases = [
        ("Ishmael", "Ishmael is at the masthead when the cry goes up."),
        ("Leilani", "Leilani has a migraine coming on at the console; the screens are too bright."),
        ("Femi", "Femi sits at the console taking 999 calls all night."),
        ("Mo", "Mo is at the switchboard, putting calls through."),
        ("Mei", "Mei is at the controls of the crane, lifting steel beams."),
        ("Bisi", "A drunk man shoves Bisi; she keeps her arms out and radios for police."),
        ("Bisi", "Bisi radios for backup from the cordon."),
        ("Rosalind", "Rosalind argued the bail application for an hour and lost."),
        ("Rosalind", "Rosalind argues the appeal before three judges."),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("observer", "text"), [
    ("Tomas", "Tomas watches the lookout at the masthead scanning the horizon."),
    ("Pia", "Pia's colleague is at the console taking calls while Pia eats her lunch."),
    ("Joe", "The dispatcher radios for police while Joe sits in the back of the ambulance."),
    ("Ros", "Ros watches her barrister argue the appeal."),
])
def test_someone_else_at_the_post_keeps_the_work(lex, observer, text):
    assert "work" not in actual_kinds(lex, text, observer)
    assert "work" in other_kinds(lex, text, observer)


def test_no_post_or_a_post_ahead_is_no_work_now(lex) -> None:
    def one_case(observer, text):
        assert "work" not in actual_kinds(lex, text, observer)

    cases = [
        ("Nell", "Nell plays a game on the console all evening."),
        ("Kit", "Kit hopes to be at the helm one day."),
        ("Mo", "Mo will be at the switchboard from nine."),
        ("Joe", "Joe is lost on the fell and radios for help."),
        ("Joe", "Joe radios for a sled: he has broken his ankle."),
        ("Ada", "Ada starts her shift at six tomorrow."),
        ("Lena", "Lena is at the wheel of her own car, driving to the coast on holiday."),
    ]
    assert failing_cases(one_case, cases) == []


def test_arguing_with_a_person_stays_a_row(lex):
    kinds = actual_kinds(lex, "Rosalind argues with the judge.", "Rosalind")
    assert "conflict" in kinds
    assert "work" not in kinds
