"""A duty named as the setting of a denied act goes on: "didn't fall asleep on watch", "did not
sleep a minute on the night watch", "never sleeps on the night shift", "didn't eat during the
shift". The denial covers the act; a phrase opened by on, at, during or throughout after it,
with no "and", "or" or comma between, names where the duty was. Controls: a gathering as the
setting stays denied ("didn't drink anything at the wedding reception" tells no company), a
second act after "or" stays denied, and a duty denied itself stays denied."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

PEOPLE = ["Ellis", "Aleksi", "Nomvula"]
DENIED = ["didn't fall asleep", "did not sleep a minute", "never sleeps", "didn't eat a thing",
          "hasn't had a drink"]
DUTIES = ["on watch", "on the night watch", "on the night shift", "on duty"]


def test_the_duty_a_denied_act_was_set_in_goes_on(lex):
    cases = [f"{n} {d} {w}." for n, d, w in itertools.product(PEOPLE, DENIED, DUTIES)]
    assert len(cases) == 60
    got = {t: actual_kinds(lex, t, t.split()[0]) for t in cases}
    assert [t for t, a in got.items() if "work" not in a] == []
    assert [t for t, a in got.items() if a & {"sleep", "eat", "drink"}] == []


@pytest.mark.parametrize("who", PEOPLE)
def test_controls_a_gathering_a_second_act_and_a_duty_denied(lex, who):
    assert "socialize" not in actual_kinds(
        lex, f"{who} didn't drink anything at the wedding reception, but ate two plates.", who)
    assert "exercise" not in actual_kinds(lex, f"{who} didn't eat or go for a run.", who)
    assert "work" not in actual_kinds(lex, f"{who} didn't go to work today.", who)
