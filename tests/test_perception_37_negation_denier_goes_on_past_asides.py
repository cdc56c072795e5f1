"""The denier goes on past an apposition after the name and a fronted phrase before the he/she.

Session 37, round negation: a he/she after ";" or "but" that follows the observer's own denial
goes on with the observer (session 35, ``_denier_goes_on``), but not in "Dorota, the farmer's
wife, hasn't slept a full night since the baby came, but this afternoon she dozed in the
armchair": the apposition after the name hid the denial, and the fronted "this afternoon" the
opener. An apposition opened by an article is now passed over, and a short fronted phrase with
no verb, person or pronoun may stand between ";"/"but" and the pronoun (``_denier_opener``). A
state after the pronoun stays the other's ("doesn't wake Lena; at six she is still asleep").
"""

from helpers import actual_kinds, failing_cases


def test_the_denier_goes_on_past_an_apposition_and_a_fronted_phrase(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Dorota") == kinds, text

    assert failing_cases(one_case, [
        ("Dorota, the farmer's wife, hasn't slept a full night since the baby came, but this "
         "afternoon she dozed in the armchair for half an hour.", {"sleep"}),
        ("Dorota hasn't slept a full night since the baby came, but this afternoon she dozed "
         "in the armchair.", {"sleep"}),
        ("Dorota, the farmer's wife, hasn't slept a full night since the baby came, but she "
         "dozed in the armchair for half an hour.", {"sleep"}),
    ]) == []


def test_a_state_after_the_pronoun_stays_the_others(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Dorota") == kinds, text

    assert failing_cases(one_case, [
        ("Dorota doesn't wake Lena; at six she is still asleep.", set()),
        ("Dorota doesn't wake Lena; she is fast asleep.", set()),
    ]) == []
