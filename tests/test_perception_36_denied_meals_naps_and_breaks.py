"""A meal, a nap or a break named right after a denial verb is an event of its kind, denied
(session 36, perception._denied_acts, lexicon ``cues.negation.denied_acts``): "You skipped
lunch" is an eat event with ``negated: true`` (before, no event at all, so ``explain`` could
not say why nothing was eaten), "Ana forgot lunch" too, "missed her usual nap" denies the nap's
own term, and a denial of the denial tells it done ("didn't skip breakfast": eat). Controls: a
noun that modifies another ("missed the lunch rush"), a meal eaten beside the skipped one, and
someone else's skipped meal.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def _events(lex, text, observer="Ana"):
    return [(e.kind, e.subject, e.negated, e.mode, e.term) for e in perceive(text, lex,
                                                                          observer=observer)]


def test_a_skipped_meal_is_a_denied_eat_event(lex) -> None:
    def one_case(case):
        text, kind, term = case
        assert _events(lex, text) == [(kind, "self", True, "actual", term)], text

    cases = [("You skipped lunch.", "eat", "skip + lunch"),
             ("You skip breakfast again.", "eat", "skip + breakfast"),
             ("Ana skipped today's lunch.", "eat", "skip + lunch"),
             ("Ana misses dinner altogether.", "eat", "miss + dinner"),
             ("You forgot lunch yet again.", "eat", "forget + lunch"),
             ("I skipped my afternoon snack.", "eat", "skip + snack"),
             ("You skip the tea break.", "rest", "skip + break"),
             ("Ana skipped her lunch break.", "rest", "skip + break")]
    assert failing_cases(one_case, cases) == []


def test_a_nap_the_verb_denies_is_negated(lex) -> None:
    assert _events(lex, "Ana missed her usual nap.") == [("sleep", "self", True, "actual", "nap")]
    assert actual_kinds(lex, "Ana misses her nap, and Bo naps.", "Ana") == set()


def test_a_denied_denial_tells_the_meal_or_nap_done(lex) -> None:
    assert _events(lex, "You didn't skip breakfast.") == [
        ("eat", "self", False, "actual", "skip + breakfast")]
    assert actual_kinds(lex, "Ana never misses her nap.", "Ana") == {"sleep"}


def test_plans_and_other_people_keep_their_own_reading(lex) -> None:
    assert _events(lex, "You will skip dinner tonight.") == [
        ("eat", "self", True, "planned", "skip + dinner")]
    assert _events(lex, "Tom skipped lunch; you ate his sandwich.") == [
        ("eat", "other", True, "actual", "skip + lunch"), ("eat", "self", False, "actual", "eat")]


def test_controls_a_modifying_noun_or_an_eaten_meal_are_unchanged(lex) -> None:
    assert _events(lex, "Ana missed the lunch rush.") == []
    assert actual_kinds(lex, "You skipped lunch, but ate a big dinner.", "Ana") == {"eat"}
    assert actual_kinds(lex, "Ana skips dinner to finish the report.", "Ana") == {"work"}
    assert actual_kinds(lex, "You missed the bus and ate lunch at the stop.", "Ana") == {"eat"}
