"""A denial stops at what it denies: a purpose after a meal given up, and a stretch of time.

"skipped lunch to finish extracting the honey": the meal is denied, what the time went to is
done (cues.negation ``forgone_meals``). "hasn't eaten all shift": the verb is denied, the shift
goes on (cues.negation ``stretch_words``). Negative controls: the same denial of the purpose
itself, "no lunch to eat", "didn't work all shift", "not all shifts".
"""

from __future__ import annotations

import itertools

from engine.perception import perceive


def events(lex, text: str) -> list:
    return perceive(text, lex, observer="Ana")


def actual(lex, text: str, kind: str) -> bool:
    return any(e.kind == kind and e.is_actual_self and not e.negated for e in events(lex, text))


def denied(lex, text: str, kind: str) -> bool:
    return any(e.kind == kind and e.negated for e in events(lex, text))


SUBJECTS = ["Ana", "You"]
DENIALS = ["skipped lunch", "skipped breakfast", "skipped her break", "missed lunch",
           "skipped dinner"]
PURPOSES = ["to finish mending the nets", "to finish sanding the hull",
            "to finish extracting the honey", "to finish the rigging"]


def test_a_purpose_after_a_meal_given_up_is_not_denied(lex):
    wrong = []
    for subject, denial, purpose in itertools.product(SUBJECTS, DENIALS, PURPOSES):
        if subject == "You":
            denial = denial.replace(" her ", " your ")
        text = f"{subject} {denial} {purpose}."
        if denied(lex, text, "work") or not actual(lex, text, "work"):
            wrong.append(text)
    assert wrong == []


def test_the_same_denied_thing_after_to_stays_denied(lex):
    texts = ["Ana had no lunch to eat.", "Ana never takes a break to rest.",
             "There was no food for Ana to eat."]
    wrong = [t for t in texts if any(e.is_actual_self and not e.negated
                                     and e.kind in ("eat", "rest") for e in events(lex, t))]
    assert wrong == []


ACTS = ["hasn't eaten", "hasn't slept", "hasn't had a drink", "hasn't sat down",
        "has not eaten anything"]
STRETCHES = ["all shift", "the whole shift", "her entire shift"]


def test_a_stretch_of_time_after_a_denied_act_is_not_denied(lex):
    wrong = [t for act, stretch in itertools.product(ACTS, STRETCHES)
             if denied(lex, t := f"Ana {act} {stretch}.", "work")]
    assert wrong == []


def test_a_denied_stretch_of_the_same_act_stays_denied(lex):
    texts = ["Ana didn't work all shift.", "Ana did not work the whole shift.",
             "Not all shifts are long for Ana.", "Ana never works the whole shift."]
    wrong = [t for t in texts if actual(lex, t, "work")]
    assert wrong == []


DENIALS_BEFORE_AS = ["No one helped Ana", "Nobody noticed Ana", "Ana didn't say a word",
                     "Ana never looked up", "The crew didn't wait for Ana"]
ACTS_AFTER_AS = [("as she hauled the nets", "work"), ("as she stitched the sails", "work"),
                 ("as she slipped out to eat", "eat"), ("as she gulped down some water", "drink")]


def test_a_denial_does_not_reach_past_as_and_a_subject(lex):
    wrong = [t for denial, (act, kind) in itertools.product(DENIALS_BEFORE_AS, ACTS_AFTER_AS)
             if denied(lex, t := f"{denial} {act}.", kind)]
    assert wrong == []


def test_a_denial_of_the_act_before_as_still_denies(lex):
    texts = ["Ana didn't eat as she was too nervous.", "Ana never sleeps as the ship rolls.",
             "Ana did not drink as she had a long watch ahead."]
    wrong = [t for t in texts if any(actual(lex, t, k) for k in ("eat", "sleep", "drink"))]
    assert wrong == []


WATCHERS = ["No one sees", "Nobody notices", "Nobody hears", "No one watches", "Nobody spots"]
WATCHED = [("Ana eat her lunch", "eat"), ("Ana slip out to nap", "sleep"),
           ("Ana cough in the bunk", "illness"), ("you gulp down some water", "drink")]


def test_a_denied_watcher_does_not_deny_the_act_watched(lex):
    wrong = [t for watcher, (act, kind) in itertools.product(WATCHERS, WATCHED)
             if denied(lex, t := f"{watcher} {act}.", kind)]
    assert wrong == []


def test_a_denial_of_the_observers_own_act_after_a_watch_stays(lex):
    texts = ["Ana didn't watch the film or eat.", "Ana never watches TV and never eats late."]
    wrong = [t for t in texts if actual(lex, t, "eat")]
    assert wrong == []
