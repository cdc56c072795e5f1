"""A stretch of the day spent on a task verb (session 39, round worked).

Read now: "spend" + a stretch of the day (``cues.vocabulary.spent_stretches``: "an hour", "the
rest of the evening", "all arvo") + an ``-ing`` verb that is no leisure, with an object, is the
observer's work (``perception._stretch_spent``, the "spent" frame of ``_framed_activity``):
"Dougie spends the rest of the day ferrying supporting artists between the village hall and
set". Not a leisure verb, an own thing or a household thing as the object, kin served, a plan,
a negation or someone else's stretch.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_stretch_spent_on_a_task_is_work(lex) -> None:
    cases = [("Kofi spends the afternoon repairing fishing nets.", {"work"}),
             ("You spent two hours untangling the anchor rope.", {"work"}),
             ("Wiremu spent all arvo cutting a rake-hoe line along the ridge.", {"work"}),
             ("Ana spends the rest of the evening polishing the brass fittings.", {"work"}),
             ("Ana spends the night polishing the brass fittings.", {"work"}),
             ("Sacha spent the afternoon hosing down the rhinos.", {"work"}),
             ("I spent the morning stirring the curd in the copper kettle.", {"work"})]

    def one_case(case):
        text, want = case
        observer = "Wei" if text.split()[0] in ("You", "I") else text.split()[0]
        assert actual_kinds(lex, text, observer) == want, text

    assert failing_cases(one_case, cases) == []


def test_leisure_own_things_kin_and_others_stay_none(lex) -> None:
    cases = [("Ana spends the evening reading.", set()),
             ("Ana spends the evening washing her hair.", set()),
             ("Ana spends the afternoon painting her nails.", set()),
             ("Ana spent the morning looking for her keys.", set()),
             ("Ana spends the afternoon trying on dresses.", set()),
             ("Ana spends the rest of the evening washing the car.", set()),
             ("Ana spends the night comforting her sick son.", set()),
             ("Ana spends the afternoon diving off the rocks.", set()),
             ("Ana spends the afternoon painting a watercolour of the harbour.", set()),
             ("Ana spends the evening knitting a scarf.", {"rest"}),
             ("Ana will spend the afternoon repairing fishing nets.", set()),
             ("Ana didn't spend the afternoon repairing fishing nets.", set()),
             ("Ana spends ten minutes fighting with the Wi-Fi settings, then gives up.", set())]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Ana") - {"conflict"} == want, text

    assert failing_cases(one_case, cases) == []


def test_someone_elses_stretch_is_theirs(lex) -> None:
    text = "Ana's brother spends the afternoon repairing fishing nets."
    assert actual_kinds(lex, text, "Ana") == set()
    assert other_kinds(lex, text, "Ana") == {"work"}
