"""Trade and activity objects read for what they are (session 34, round leftovers).

* Film work named by its shots is a set's camera work, no gunfire ("is shooting the B-roll",
  "shoots another take"); shooting at someone stays a danger.
* A tour of one's own place led or given is a host's ("leads the tour of her new flat"); a
  guide's tour of a castle or a museum stays work.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_film_shots_are_camera_work_not_gunfire(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Jo") == {"work"}, text

    cases = ["Jo is shooting the B-roll.", "Jo shoots another take.",
             "Jo shot the footage by the harbour.", "Jo is shooting the music video."]
    assert failing_cases(one_case, cases) == []


def test_a_tour_of_ones_own_place_is_no_job(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Jo") == kinds, text

    cases = [("Jo leads the tour of her new flat.", set()),
             ("Jo gives a tour of his garden.", set()),
             ("Jo leads the tour of the castle.", {"work"}),
             ("Jo gives a tour of the museum.", {"work"})]
    assert failing_cases(one_case, cases) == []


def test_controls_shooting_at_someone_and_others_filming(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Jo") == kinds, text

    cases = [("Jo is shooting at the intruder.", {"danger"}),
             ("Tom is shooting the B-roll.", set()),
             ("Jo wants to shoot the B-roll tomorrow.", set())]
    assert failing_cases(one_case, cases) == []
