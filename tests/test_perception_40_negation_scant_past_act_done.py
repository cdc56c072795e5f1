"""A past act told scant is done, a little (session 40, round negation,
perception._scant_past): "Ewa hardly slept last night", "you barely ate half your sandwich"
and "has barely slept four hours" are the observer's sleep or meal. Controls: an ability
denied ("could hardly sleep", "can barely eat"), a present or a habit ("is barely eating",
"hardly ever drinks", "hardly eats"), a token amount after the verb ("barely slept a wink")
and the idiom of a meal left ("barely touched her dinner") stay denials.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_scant_past_act_was_done(lex) -> None:
    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Ewa") == want, text

    cases = [("Ewa hardly slept last night; the baby woke every hour.", {"sleep"}),
             ("You barely ate half your sandwich before the bell rang.", {"eat"}),
             ("Ewa has barely slept four hours.", {"sleep"}),
             ("Ewa scarcely drank anything at the party, just one small glass of wine.",
              {"drink"}),
             ("I barely slept, four hours at most.", {"sleep"})]
    assert failing_cases(one_case, cases) == []


def test_an_ability_a_habit_or_a_token_amount_stays_denied(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ewa") == set(), text

    cases = ["Ewa could hardly sleep for the noise.",
             "Ewa is barely eating these days.",
             "Ewa hardly ever drinks coffee.",
             "Ewa hardly eats breakfast.",
             "Ewa barely slept a wink.",
             "Ewa barely touched her dinner."]
    assert failing_cases(one_case, cases) == []
