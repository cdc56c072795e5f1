"""Session 33 (fresh156): a tracker or a model named for a hazard is software, no hazard.

"The storm-tracker software is begun by Ingrid" gave Ingrid a danger (ho156-090): "tracker"
and "model" join danger's ``not_before`` (as "storm chaser", "flood map", "smoke detector").
A storm itself stays one.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Ingrid"


def test_a_hazards_tracker_or_model_is_no_danger(lex) -> None:
    def one_case(verb, hazard, thing):
        text = f"Ingrid {verb} the {hazard}{thing} in the lab."
        assert "danger" not in actual_kinds(lex, text, OBSERVER), text

    cases = list(itertools.product(
        ("opens", "updates", "checks"),
        ("storm", "dust storm", "wildfire", "flood", "hurricane"),
        ("-tracker software", " tracker app", " model", " models")))
    assert failing_cases(one_case, cases) == []


def test_a_storm_that_hits_is_still_danger(lex) -> None:
    assert "danger" in actual_kinds(lex, "A dust storm hits the hab while Ingrid is outside.",
                                    OBSERVER)
