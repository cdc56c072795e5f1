"""A muster's stock by its station words is a work object (session 38, round fresh202,
``work`` objects): "chasing breakaways through the gidgee", "drafting the heifers" are the
stockman's work. "mob" is one only with its article or its cattle ("watches the mob of
protesters" is none).
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_station_stock_makes_the_task_work(lex) -> None:
    def one_case(case):
        text, mine = case
        assert actual_kinds(lex, text, "Kirra") == mine, text

    cases = [("Kirra went straight from the branding yard to drafting the heifers without a "
              "break.", {"work"}),
             ("Kirra spends the day chasing breakaways through the gidgee.", {"work"}),
             ("Kirra wants a proper rest day on Sunday; today she's been on the bike since "
              "sunup, chasing breakaways through the gidgee.", {"work"}),
             ("The police push the mob back while Kirra eats.", {"eat"}),
             ("Kirra watches the mob of protesters.", set())]
    assert failing_cases(one_case, cases) == []
