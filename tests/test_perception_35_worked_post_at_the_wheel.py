"""A driver's or a helmsman's post "at the wheel" is work (session 35, round worked), as "at
the helm" is: "Darcy eats a muesli bar one-handed at the wheel", "Yara, at the wheel, pretends
not to hear", "back behind the wheel, heading for Topeka". Controls: asleep, dozing or slumped
at the wheel keeps no post (the kind's not_after), "behind the wheel" alone is a learner's or a
buyer's seat, and someone else at the wheel is theirs.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_at_the_wheel_is_the_drivers_post(lex) -> None:
    def one_case(text, want):
        assert actual_kinds(lex, text, "Darcy") == want, text

    cases = [("Darcy eats a muesli bar one-handed at the wheel.", {"eat", "work"}),
             ("Darcy is at the wheel, steering the ferry out of the harbour.", {"work"}),
             ("The mate shouts orders, and Darcy, at the wheel, pretends not to hear.",
              {"work"}),
             ("Darcy no longer has the flu; she's back behind the wheel, heading north.",
              {"work"}),
             ("Darcy drinks coffee at the wheel on the long haul to Lyon.", {"drink", "work"})]
    assert failing_cases(one_case, cases) == []


def test_controls_asleep_slumped_a_learners_seat_and_someone_else(lex) -> None:
    def one_case(text, want):
        assert actual_kinds(lex, text, "Darcy") == want, text

    cases = [("Darcy is asleep at the wheel of the parked van.", {"sleep"}),
             ("Darcy falls asleep at the wheel and drifts onto the verge.", {"sleep"}),
             ("Darcy dozes at the wheel.", {"sleep"}),
             ("Darcy sits behind the wheel of her new car in the showroom.", set()),
             ("Darcy gets behind the wheel for her first driving lesson.", set()),
             ("Darcy's husband is at the wheel while she reads a map.", set())]
    assert failing_cases(one_case, cases) == []
    assert "work" in other_kinds(lex, "Darcy's husband is at the wheel while she reads a map.",
                                 "Darcy")
