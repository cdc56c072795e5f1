"""An owner's noun compound before a work or rest noun is a thing the owner has, not a clause
(session 34, round fresh163): "before her office shift", "after his long shift" had been read
as "her office" doing "shift", so the shift fell to someone else. A base form agrees only with
a plural or a collective, so "while her kids eat" and "while his crew eat" stay clauses of
someone else's, and so does a singular noun with an -s verb or a past."""

from helpers import actual_kinds, failing_cases, other_kinds

from engine.perception import perceive


def test_an_owners_modified_shift_or_job_stays_the_observers(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Ana naps in the car before her long shift.", {"sleep"}),
        ("Ana eats a bagel before her hospital job.", {"eat"}),
        ("Ana grabs a coffee after her late shift.", {"drink"}),
        ("Ana swims forty lengths before her office shift.", {"exercise"}),
        ("Status report | agent: Ana | place: city pool | action: 40 lengths of easy front "
         "crawl before her office shift | mood: loose", {"exercise"}),
        ("Ben eats a bagel before his hospital shift.", set()),
    ]) == []


def test_an_owners_noun_compound_gives_the_shift_to_its_owner(lex) -> None:
    def one_case(text):
        assert {e.subject for e in perceive(text, lex, observer="Tom") if e.kind == "work"} \
            == {"self"}, text

    assert failing_cases(one_case, [
        "Tom eats a bagel before his long shift.",
        "Tom naps before his ward shift.",
        "Tom eats before his cafe shift.",
    ]) == []


def test_a_plural_or_a_collective_with_a_base_verb_is_still_someone_elses_clause(lex) -> None:
    def one_case(text, mine, theirs):
        assert (actual_kinds(lex, text, "Tom"), other_kinds(lex, text, "Tom")) \
            == (mine, theirs), text

    assert failing_cases(one_case, [
        ("Tom naps while his kids eat lunch.", {"sleep"}, {"eat"}),
        ("Tom naps while his crew eat lunch.", {"sleep"}, {"eat"}),
        ("Tom naps while their team eat.", {"sleep"}, {"eat"}),
        ("Tom naps while his son eats lunch.", {"sleep"}, {"eat"}),
    ]) == []
