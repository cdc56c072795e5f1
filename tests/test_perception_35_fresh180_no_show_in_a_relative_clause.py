"""A no-show told in a relative clause denies the noun before it, not the act told before that
noun (session 35, round fresh180; perception._relative_denial): "Wout is arguing on the phone
with the hop supplier about a pallet of Saaz that never arrived" is an argument. Controls: a
no-show in a clause of its own still denies the visit, and the act itself denied stays denied.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_relative_no_show_leaves_the_act_done(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [("Wout is arguing on the phone with the hop supplier about a pallet of Saaz that "
              "never arrived @ Klaproos brewery: office", "Wout", {"conflict"}),
             ("Wout argues with the courier about the parcel which never arrived.", "Wout",
              {"conflict"}),
             ("You row with the driver over the crates that never came.", None, {"conflict"}),
             ("Wout shouts at the courier about the parcel that still didn't come.", "Wout",
              {"conflict"})]
    assert failing_cases(one_case, cases) == []


def test_controls_a_no_show_of_its_own_stays_a_denial(lex) -> None:
    def one_case(text, name):
        assert actual_kinds(lex, text, name) == set(), text

    cases = [("Wout invites Ana for dinner, but she never comes.", "Wout"),
             ("Wout waits all evening for Ana, who never arrives.", "Wout"),
             ("Wout never argues with anyone.", "Wout")]
    assert failing_cases(one_case, cases) == []
