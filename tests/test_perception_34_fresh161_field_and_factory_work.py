"""A plantation's and a factory's hand work read as work (session 34, round fresh161: a tea
estate in Assam).

* Tea or leaf plucked is a picker's job ("is plucking tea on the lower terrace", "plucks leaf
  along the row"); only with the crop after the verb, so a tea towel plucked off the line, a
  flower or eyebrows plucked stay no work.
* A field's or a road's gang worked on is a crew ("is back on the pruning gang", "the road
  gang"), as "road crew" was.
* A machine fed "into the roller", "into the crusher" or "into the shredder" is the feeder's
  job ("keeps feeding leaf into the roller"); with "into" only, so a roller painted with or a
  shredder cleaned stays none.
* A creche's or a gang's roll filled in ("fills in the creche attendance register") is work.
* Controls: someone else doing it is theirs, a plan or a denial is none.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_tea_plucked_and_a_field_gang_are_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == {"work"}, text

    assert failing_cases(one_case, [
        "Ana is plucking tea on the lower terrace.",
        "Ana plucked tea in Section 9 from dawn.",
        "Ana plucks the leaf fast, two fingers at a time.",
        "Ana has been plucking green leaf since six.",
        "Ana plucks two leaves and a bud from each shoot.",
        "Ana plucks along the row with her basket on her back.",
        "Ana picks along the rows of the cotton field.",
        "Ana is back on the pruning gang after her fever.",
        "Ana spends the week on the road gang, patching the hill track.",
        "Ana joins the weeding gang at the drain bank.",
        "Ana is with the plucking gang on the upper slope.",
    ]) == []


def test_a_machine_fed_or_a_roll_filled_in_is_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == {"work"}, text

    assert failing_cases(one_case, [
        "Ana keeps feeding leaf into the roller.",
        "Ana fed wet leaf into the rollers all night.",
        "Ana feeds broken stone into the crusher at the quarry.",
        "Ana is feeding old files into the shredder in the records office.",
        "Ana fills in the creche attendance register.",
        "Ana filled in the attendance book before the gang set out.",
    ]) == []


def test_a_thing_of_tea_a_roller_used_or_someone_else_stays_no_work_of_hers(lex) -> None:
    def one_case(text, other):
        assert "work" not in actual_kinds(lex, text, "Ana"), text
        assert ("work" in other_kinds(lex, text, "Ana")) == other, text

    assert failing_cases(one_case, [
        ("Ana plucks her eyebrows in the mirror.", False),
        ("Ana plucks a flower from the hedge.", False),
        ("Ana paints the wall with a roller.", False),
        ("Ana cleans the paint roller in the sink.", False),
        ("Ana won't pluck tea tomorrow.", True),
        ("Tom is plucking tea while Ana rests in the shade.", True),
        ("Tom is on the pruning gang; Ana stays home.", True),
        ("Tom feeds leaf into the roller while Ana sweeps the yard outside.", True),
    ]) == []
