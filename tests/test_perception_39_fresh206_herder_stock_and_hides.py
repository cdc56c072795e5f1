"""A herder's stock and hides frame the task (session 39, round fresh206): sheep, goats, horses
and camels, hides and cashmere are trade objects of status-activity (a task verb on them is
the job: "I drove the sheep out to the southern slope", "rides out to check the horses");
work's "scrape" and "comb" take hides and cashmere. Controls: a beast petted or stroked, one
only pictured ("takes a snapshot of the frosted horses": perception._trade_object's
``picture_nouns``), hair combed, plates scraped and sheep counted in bed are no work.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_herders_tasks_are_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Munkh") == {"work"}, text

    cases = ["I drove the sheep out to the southern slope at first light.",
             "Munkh is scraping the goat hides behind the storage ger.",
             "You spend the morning combing cashmere from the goats, your hands greasy.",
             "Munkh rides out to check the horses.",
             "Munkh leads the camels back to their pen."]
    assert failing_cases(one_case, cases) == []


def test_beasts_petted_pictured_or_counted_are_no_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Munkh") == set(), text

    cases = ["Munkh pets the goats at the petting zoo.",
             "Munkh strokes the sheep.",
             "Munkh takes a snapshot of the frosted horses.",
             "Munkh takes a photo of the cattle and tucks the camera away.",
             "Munkh combs her hair.",
             "Munkh scrapes the plates into the bin.",
             "I lie in bed counting sheep."]
    assert failing_cases(one_case, cases) == []
