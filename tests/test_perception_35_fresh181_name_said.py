"""A given name that is also a speech verb ("Said") names someone: no report.

Session 35, round fresh181 (a Saharan desert camp): the guide "Said" opened his own lines
("Said and the Dutch tourists drink tea around the fire", "Said burnd his hand on the hot
teapot") and the name was read as the speech verb, so every act after it became a report. A
capitalised "Said" that the text names as someone is now a word name (`word_names`), as "Will"
and "Hope" are; the lower-case verb keeps reporting ("Tom said he ate already").
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_said_as_a_name_is_the_observers_act(lex) -> None:
    assert actual_kinds(lex, "Said drinks tea by the fire.", "Said") == {"drink"}
    assert actual_kinds(lex, "Said and the Dutch tourists drink tea around the fire, trading"
                        " jokes in broken French.", "Said") == {"drink", "socialize"}
    assert actual_kinds(lex, "Status: Said is eating soup @ camp", "Said") == {"eat"}
    assert actual_kinds(lex, "Said burnt his hand on the hot teapot.", "Said") == {"injury"}


def test_said_as_someone_elses_name_is_theirs(lex) -> None:
    assert actual_kinds(lex, "Said drinks tea by the fire.", "Tom") == set()
    assert other_kinds(lex, "Said drinks tea by the fire.", "Tom") == {"drink"}


def test_the_speech_verb_still_reports(lex) -> None:
    def one_case(text):
        assert "eat" not in actual_kinds(lex, text, "Tom"), text

    assert failing_cases(one_case, [
        "\"I ate already,\" said Tom.",
        "Tom said he ate already.",
        "Ana said that Tom ate the last of the bread.",
    ]) == []
