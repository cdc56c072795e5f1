"""An ailment or a strain that catches up with someone is no one met, in the perfect too.

Session 34, round fresh164 (a sled-dog race): "the flu has finally caught up with me" read as
company through "catch up with", since socialize's ``not_after`` (the word right before the
term names what caught up) did not look past "has" or "finally". It now passes one or two
auxiliaries or time adverbs before a term ending in "with"
(``perception._not_after_past_fillers``), and an ailment or the cold names what caught up.
A person who catches up with someone stays company, in every tense.
"""

from helpers import actual_kinds, failing_cases


def test_an_ailment_or_a_strain_catching_up_is_no_company(lex) -> None:
    def one_case(text):
        assert "socialize" not in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "The flu has finally caught up with me.",
        "The flu finally caught up with Ana after the third night.",
        "The jet lag has caught up with her at last.",
        "The exhaustion is finally catching up with you.",
        "Her cold caught up with her on the pass.",
        "The stomach bug has caught up with Ana.",
        "The fever had already caught up with her by the time she reached camp.",
        "The tiredness was slowly catching up with Ana.",
        "That virus eventually caught up with me too.",
    ]) == []


def test_people_catching_up_stay_company(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") >= {"socialize"}, text

    assert failing_cases(one_case, [
        "Tom has finally caught up with me at the bar.",
        "Ana has finally caught up with her sister over coffee.",
        "Ana finally catches up with her old teammates at the reunion.",
        "Ana walked for miles talking with Tom.",
        "Her friends are catching up with Ana at the pub.",
    ]) == []
