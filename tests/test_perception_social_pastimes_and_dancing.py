"""A game played against a partner, or a dance with one, is company as well as exercise; dancing
itself is exercise (from x3-025 "You play a hard game of squash with Dev", x3-080 "I went
bowling with the team", r43-040 "table tennis with his colleague", h36-005 "Nadia is dancing with
the groom's father", r49-167 "my cousins and I danced for two hours"). A workout or a team sport
done alongside others stays exercise only, an occasion's dance is no one dancing, and a dance
sat out was not danced."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Xochitl"


SUBJECTS = [("Xochitl", "s", "her"), ("I", "", "my"), ("You", "", "your")]
GAMES = ["play{s} table tennis", "play{s} a game of squash", "play{s} badminton",
         "go{es} bowling", "play{s} tennis", "play{s} ping-pong", "dance{s}"]
PARTNERS = ["with Dev", "with {o} cousin", "with the team", "with {o} colleague",
            "with {o} grandfather"]
AFTER = ["", " after work", " in the village hall"]


def _verb(template: str, s: str) -> str:
    return template.format(s=s, es="es" if s else "")


def test_a_game_or_a_dance_with_a_partner_is_exercise_and_company(lex):
    cases = [f"{subj} {_verb(game, s)} {partner.format(o=own)}{after}."
             for (subj, s, own), game, partner, after
             in itertools.product(SUBJECTS, GAMES, PARTNERS, AFTER)]
    assert len(cases) == 315
    assert [t for t in cases if not {"exercise", "socialize"} <= actual_kinds(lex, t,
                                                                              OBSERVER)] == []


DANCES = ["Xochitl is dancing with the groom's father @ Larch Hall: dance floor",
          "Status report | agent: Xochitl | place: community hall | action: line dancing "
          "with her neighbours | mood: cheerful",
          "Xochitl dances with the groom while the bride sits on the steps.",
          "Xochitl and her cousins danced for two hours straight.",
          "You and Greta dance until midnight.",
          "Xochitl dances a ceilidh with her uncle.",
          "I went folk dancing with my sister."]


@pytest.mark.parametrize("text", DANCES)
def test_dancing_with_others_is_exercise_and_company(lex, text):
    assert {"exercise", "socialize"} <= actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Xochitl dances alone in her kitchen.", "I danced for two hours straight.",
    "Xochitl is tap dancing @ Studio 4: main floor"])
def test_dancing_alone_is_exercise(lex, text):
    assert actual_kinds(lex, text, OBSERVER) == {"exercise"}


@pytest.mark.parametrize("text", [
    # a workout or a team sport done alongside others: the partner is no company
    "Xochitl plays football with the boys from the next block.",
    "You spar with your coach for ten rounds.",
    "Xochitl is swimming in the river with her cousins.",
    "Xochitl jogs round the field with her nephews.",
    "You spar three rounds with your training partner Rui.",
])
def test_a_workout_alongside_others_is_exercise_only(lex, text):
    assert actual_kinds(lex, text, OBSERVER) == {"exercise"}


@pytest.mark.parametrize("text", [
    # an occasion's dance, a dance's place or music, a dance sat out or watched
    "Fire breaks out in the barn during the wedding dance, and Xochitl runs for the door.",
    "Xochitl turned down the invitation to the harvest dance and stayed home.",
    "Xochitl sits out the first dance because of her sprained ankle.",
    "Xochitl sat out the ceilidh with Uncle Rolf.",
    "Xochitl mops the dance floor after the party.",
    "Xochitl's sister dances with the groom.",
    "Xochitl watches the wedding guests dance from the cart.",
    "Xochitl won't dance tonight.",
    "You wake up after a long sleep, the duvet tangled round your legs.",
])
def test_no_dance_of_the_observers(lex, text):
    assert "exercise" not in actual_kinds(lex, text, OBSERVER)
