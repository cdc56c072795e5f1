"""A quoted warning may open with an order to bring stock or things to safety (session 35, round
fresh178): "'Bring the herd down now, there's a snowstorm coming over the pass!' the headman
shouts to you" is the observer's danger now (conflict ``warning.orders``: bring, drive, pull,
shut, close, grab). Controls: an order with no threat, a threat told over dinner.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_shouted_order_to_bring_things_in_before_a_threat_is_danger(lex) -> None:
    def one_case(text, name):
        assert "danger" in actual_kinds(lex, text, name), text

    cases = [("'Bring the herd down now, there's a snowstorm coming over the pass!' the headman"
              " shouts to you from the ridge.", None),
             ("'Shut the shutters, there's a storm coming!' Tom yells to Wayta.", "Wayta"),
             ("'Drive the flock into the pen, the river is flooding!' Tom shouts at Wayta.",
              "Wayta")]
    assert failing_cases(one_case, cases) == []


def test_controls_no_threat_or_no_order_stays_no_danger_now(lex) -> None:
    assert "danger" not in actual_kinds(lex, "'Bring me a beer,' Tom shouts to Wayta.", "Wayta")
    text = "'There's a snowstorm coming over the pass,' the headman tells Wayta over dinner."
    assert "danger" not in actual_kinds(lex, text, "Wayta")
    assert "danger" in other_kinds(lex, text, "Wayta")
